import { describe, expect, it } from 'vitest';
import { fullAmmo, spendAmmo } from './ammo';
import { damageSystem, resolveSystemDamage, endShipTurn } from './damage';
import { shipSheet } from './sheet';
import { blank, catalogue, KETTLE, printed, shipOf, starterShip } from './testkit';

const cat = catalogue();

describe('the ship sheet (§11)', () => {
  it('lists every box of the profile in sheet order, with what it holds', () => {
    const sheet = shipSheet(cat, starterShip());
    expect(sheet).toMatchObject({ name: 'Tin Kettle', hullName: 'Tin Kettle', type: 'hauler', hullSp: 12 });
    expect(sheet.boxes).toHaveLength(15 + 2);
    expect(sheet.boxes[0]).toMatchObject({
      label: 'box 1',
      printed: { systemId: 'teleporter', name: 'Teleporter' },
      colour: 'standard',
      state: 'working',
      content: { fittedId: 's1', name: 'Teleporter', magazine: false },
    });
    expect(sheet.boxes[1]).toMatchObject({ printed: { name: 'Med Bay' }, state: 'empty', content: null });
    expect(sheet.boxes[9]).toMatchObject({ colour: 'shield', content: { effect: '+5 shield, +2 recharge' } });
    expect(sheet.boxes[11]).toMatchObject({
      colour: 'weapon',
      content: { effect: '3 damage, unlimited ammo' },
    });
    expect(sheet.boxes[15]).toMatchObject({
      label: 'blank weapon box 1',
      printed: null,
      colour: 'weapon',
      state: 'empty',
    });
  });

  it('adds up the totals from the working systems', () => {
    const ship = shipOf(KETTLE, [
      { systemId: 'hull-expansion', box: printed(7) },
      { systemId: 'hull-expansion', box: printed(8) },
      { systemId: 'armor', box: printed(6) },
      { systemId: 'primary-shields', box: printed(9) },
      { systemId: 'secondary-shields', box: printed(10) },
      { systemId: 'missile', box: printed(14) },
    ]);
    expect(shipSheet(cat, ship).totals).toEqual({
      maxSp: 12 + 4 + 4,
      shieldCapacity: 9,
      shieldRecharge: 4,
      armour: 1,
      weaponsFitted: 1,
      weaponsWorking: 1,
      damaged: 0,
      destroyed: 0,
    });
    const hurt = damageSystem(ship, 's4').ship;
    expect(shipSheet(cat, hurt).totals).toMatchObject({ shieldCapacity: 4, shieldRecharge: 2, damaged: 1 });
    expect(shipSheet(cat, hurt).boxes[9]).toMatchObject({
      state: 'damaged',
      content: { damagedThisTurn: true },
    });
  });

  it('marks a destroyed system in its box until something new goes there', () => {
    let ship = endShipTurn(damageSystem(starterShip(), 's3').ship);
    const hit = resolveSystemDamage(cat, ship, { d6: 5, d20: 1 });
    if (hit.kind !== 'hit') throw new Error('expected a hit');
    expect(hit.outcome).toBe('destroyed');
    ship = hit.ship;
    const sheet = shipSheet(cat, ship, { destroyed: [{ systemId: 'laser', box: printed(11) }] });
    expect(sheet.boxes[11]).toMatchObject({ state: 'destroyed', content: { fittedId: null, name: 'Laser' } });
    expect(sheet.totals).toMatchObject({ weaponsFitted: 1, destroyed: 1 });
  });

  it('shows magazines, ammo left and the storage', () => {
    const ship = shipOf(KETTLE, [
      { systemId: 'missile', box: printed(14) },
      { systemId: 'missile', box: blank(0), magazine: true },
      { systemId: 'storage-expansion', box: printed(3) },
    ]);
    const ammo = spendAmmo(cat, ship, fullAmmo(cat, ship), 's1', false);
    const sheet = shipSheet(cat, ship, { ammo });
    expect(sheet.boxes[15]).toMatchObject({
      content: { name: 'Ammo: Missile', magazine: true, effect: 'ammo 2 for this weapon type' },
    });
    expect(sheet.boxes[14]?.content?.effect).toBe('6 HE damage, ammo 2');
    expect(sheet.ammo[0]).toMatchObject({ systemId: 'missile', left: 3, capacity: 4 });
    expect(sheet.storage).toEqual({ boxes: 6, expansion: 4, expansionOpen: true });
    expect(shipSheet(cat, damageSystem(ship, 's3').ship).storage.expansionOpen).toBe(false);
  });
});
