import { describe, expect, it } from 'vitest';
import { ammoFor, ammoPools, ammoRefusal, fullAmmo, spendAmmo } from './ammo';
import { damageSystem } from './damage';
import { blank, catalogue, KETTLE, printed, shipOf } from './testkit';

const cat = catalogue();

/** Two missiles (printed box and a blank box), two missile magazines, a laser. */
const armed = () =>
  shipOf(KETTLE, [
    { systemId: 'missile', box: printed(14) },
    { systemId: 'laser', box: printed(11) },
    { systemId: 'missile', box: blank(0) },
    { systemId: 'missile', box: blank(1), magazine: true },
  ]);

describe('ship ammo (§10, §11)', () => {
  it('starts full: each weapon its own Ammo, each magazine one more load of its type', () => {
    expect(fullAmmo(cat, armed())).toEqual({ weapons: { s1: 2, s3: 2 }, magazines: { missile: 2 } });
  });

  it('pools a weapon type: the weapons own loads plus the shared magazines; lasers are unlimited', () => {
    const pools = ammoPools(cat, armed());
    expect(pools.map((p) => [p.systemId, p.left, p.capacity, p.magazineCount])).toEqual([
      ['missile', 6, 6, 1],
      ['laser', null, null, 0],
    ]);
  });

  it('spends the weapon own load first, then the magazines of its type', () => {
    let ship = armed();
    let ammo = fullAmmo(cat, ship);
    ammo = spendAmmo(cat, ship, ammo, 's1', false);
    ammo = spendAmmo(cat, ship, ammo, 's1', false);
    expect(ammo).toEqual({ weapons: { s1: 0, s3: 2 }, magazines: { missile: 2 } });
    ammo = spendAmmo(cat, ship, ammo, 's1', false);
    expect(ammo.magazines.missile).toBe(1);
    expect(ammoFor(cat, ship, ammo, 's3')).toBe(3);
    // A damaged missile launcher cannot fire; its own load no longer counts in the pool, the magazine does.
    ship = damageSystem(ship, 's3').ship;
    expect(ammoPools(cat, ship, ammo)[0]?.left).toBe(1);
  });

  it('refuses a shot without the ammo for it, and OC needs two extra', () => {
    const ship = shipOf('long-spur', [{ systemId: 'autocannon', box: printed(23) }]);
    let ammo = fullAmmo(cat, ship);
    expect(ammo.weapons.s1).toBe(4);
    ammo = spendAmmo(cat, ship, ammo, 's1', true);
    expect(ammo.weapons.s1).toBe(1);
    expect(ammoRefusal(cat, ship, ammo, 's1', true)).toBe(
      'The Autocannon has 1 ammo left with its magazines; this shot needs 3 (kraken.ship-ammo).',
    );
    expect(ammoRefusal(cat, ship, ammo, 's1', false)).toBeNull();
  });

  it('refuses OC on a weapon without it, and never spends an unlimited weapon', () => {
    const ship = armed();
    const ammo = fullAmmo(cat, ship);
    expect(ammoRefusal(cat, ship, ammo, 's1', true)).toMatch(/no OC mode/);
    expect(spendAmmo(cat, ship, ammo, 's2', false)).toBe(ammo);
  });
});
