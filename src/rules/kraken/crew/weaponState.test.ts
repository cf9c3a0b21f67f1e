import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CarriedWeapon, JamState } from './weaponState';
import {
  afterCombat,
  carryWeapon,
  fireRefusal,
  jamWeapon,
  loadMagazine,
  repairOnShip,
  resolveUnjam,
  spendShot,
  topUpAmmo,
  unjamRoll,
} from './weaponState';
import { makeWeapon } from '../testkit/fixtures';

const rifle = carryWeapon(makeWeapon({ ammo: 5 }));
const jammed: CarriedWeapon = { ...rifle, jam: 'jammed' };

describe('unjam (§14 Unjam weapon): 8+, then 6+, then 6+ or the weapon breaks', () => {
  it('clears a jam on Tech + d6 of 8 or more', () => {
    expect(unjamRoll(jammed, 3).odds).toBeCloseTo(2 / 6, 12); // Tech 3 needs a 5
    expect(resolveUnjam(jammed, 5, 3).outcome).toBe('cleared');
  });

  it('makes the second try easier (6+) after a failure', () => {
    const first = resolveUnjam(jammed, 4, 3);
    expect(first.outcome).toBe('eased');
    expect(first.weapon?.jam).toBe('jammed-eased');
    expect(unjamRoll(first.weapon ?? jammed, 3).odds).toBeCloseTo(4 / 6, 12);
  });

  it('damages the weapon when the second try fails, and breaks it when the third does', () => {
    const second = resolveUnjam({ ...rifle, jam: 'jammed-eased' }, 2, 3);
    expect(second.outcome).toBe('damaged');
    const third = resolveUnjam({ ...rifle, jam: 'damaged', ammo: 2 }, 2, 3);
    expect(third.outcome).toBe('broken');
    expect(third.weapon).toBeNull();
    expect(third.leftoverAmmo).toBe(2);
  });

  it('repairs a damaged weapon on a 6+', () => {
    expect(resolveUnjam({ ...rifle, jam: 'damaged' }, 3, 3).outcome).toBe('repaired');
  });

  it('adds only unjamming items, not the Tech they might raise (the caller passes base Tech)', () => {
    expect(unjamRoll(jammed, 3, 2).check).toMatchObject({ attribute: 5, target: 8 });
  });
});

describe('ammo, jams and charge', () => {
  it('spends one shot and never goes below 0; unlimited stays unlimited', () => {
    expect(spendShot(rifle).ammo).toBe(4);
    expect(spendShot({ ...rifle, ammo: 0 }).ammo).toBe(0);
    expect(spendShot(carryWeapon(makeWeapon({ ammo: null }))).ammo).toBeNull();
  });

  it('leaves a T2 weapon uncharged after firing', () => {
    const t2 = carryWeapon(makeWeapon({ keywords: ['T2'] }));
    expect(fireRefusal(spendShot(t2))).toMatch(/recharged/);
  });

  it('fills the weapon from a magazine; what was left in it is lost', () => {
    expect(loadMagazine({ ...rifle, ammo: 1 }).ammo).toBe(5);
  });

  it("tops up a same weapon with a broken weapon's leftover shots, never past full", () => {
    expect(topUpAmmo({ ...rifle, ammo: 3 }, 4).ammo).toBe(5);
  });

  it('clears jams after combat but leaves damaged weapons damaged; the ship repairs all', () => {
    expect(afterCombat(jammed).jam).toBe('clear');
    expect(afterCombat({ ...rifle, jam: 'damaged' }).jam).toBe('damaged');
    expect(repairOnShip({ ...rifle, jam: 'damaged' }).jam).toBe('clear');
  });

  it('never fires jammed or damaged and never has negative ammo (property)', () => {
    const jamArb = fc.constantFrom<JamState>('clear', 'jammed', 'jammed-eased', 'damaged');
    const opArb = fc.constantFrom('shot', 'jam', 'load', 'after');
    fc.assert(
      fc.property(
        jamArb,
        fc.integer({ min: 0, max: 5 }),
        fc.array(opArb, { maxLength: 20 }),
        (jam, ammo, ops) => {
          let weapon: CarriedWeapon = { ...rifle, jam, ammo };
          for (const op of ops) {
            if (op === 'shot' && fireRefusal(weapon) === null) weapon = spendShot(weapon);
            if (op === 'jam') weapon = jamWeapon(weapon);
            if (op === 'load') weapon = loadMagazine(weapon);
            if (op === 'after') weapon = afterCombat(weapon);
            expect(weapon.ammo ?? 0).toBeGreaterThanOrEqual(0);
            if (weapon.jam !== 'clear') expect(fireRefusal(weapon)).not.toBeNull();
          }
        },
      ),
    );
  });
});
