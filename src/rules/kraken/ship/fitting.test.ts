import { describe, expect, it } from 'vitest';
import { fitRefusal, fitSystem, freeBoxesFor, magazinePrice } from './fitting';
import { buyHull, hullPurchaseRefusal } from './hull';
import { shipTotals } from './state';
import { blank, catalogue, KETTLE, printed, shipOf, starterShip } from './testkit';

const cat = catalogue();

describe('buying a hull (§11 Hull)', () => {
  it('costs the profile price and gives an empty ship of the hull SP', () => {
    const bought = buyHull(cat, KETTLE, 100);
    expect(bought.credits).toBe(60);
    expect(bought.ship.fitted).toEqual([]);
    expect(shipTotals(cat, bought.ship)).toMatchObject({ maxSp: 12, shieldCapacity: 0, armour: 0 });
  });

  it('is refused a credit short, and for an unknown hull', () => {
    expect(hullPurchaseRefusal(cat, KETTLE, 39)).toContain('costs 40¢');
    expect(hullPurchaseRefusal(cat, KETTLE, 40)).toBeNull();
    expect(hullPurchaseRefusal(cat, 'no-such-ship', 1000)).toContain('no ship');
  });
});

describe('fitting a system (§11)', () => {
  it('buys and fits a system in the box its profile prints for it', () => {
    const ship = shipOf(KETTLE, []);
    const { ship: after, credits } = fitSystem(
      cat,
      ship,
      { systemId: 'primary-shields', box: printed(9) },
      60,
    );
    expect(credits).toBe(50);
    expect(shipTotals(cat, after)).toMatchObject({ shieldCapacity: 5, shieldRecharge: 2 });
  });

  it('refuses a box printed for another system', () => {
    expect(fitRefusal(cat, shipOf(KETTLE, []), { systemId: 'teleporter', box: printed(1) }, 100)).toMatch(
      /printed for Med Bay.*kraken\.ship-systems/,
    );
  });

  it('refuses a box already taken, one system per box', () => {
    expect(fitRefusal(cat, starterShip(), { systemId: 'laser', box: printed(11) }, 100)).toMatch(
      /already holds Laser/,
    );
  });

  it('refuses a system the sheet does not print at all', () => {
    expect(fitRefusal(cat, shipOf(KETTLE, []), { systemId: 'nano-skin', box: printed(0) }, 100)).toMatch(
      /printed for Teleporter/,
    );
    expect(freeBoxesFor(cat, shipOf(KETTLE, []), 'nano-skin')).toEqual([]);
  });

  it('puts a printed weapon in a blank weapon box', () => {
    expect(fitRefusal(cat, starterShip(), { systemId: 'laser', box: blank(0) }, 100)).toBeNull();
    expect(fitRefusal(cat, starterShip(), { systemId: 'missile', box: blank(1) }, 100)).toBeNull();
  });

  it('refuses a weapon not printed on the sheet in a blank box, and a non-weapon there', () => {
    expect(fitRefusal(cat, starterShip(), { systemId: 'railgun', box: blank(0) }, 100)).toMatch(
      /not printed.*not compatible/,
    );
    expect(fitRefusal(cat, starterShip(), { systemId: 'med-bay', box: blank(0) }, 100)).toMatch(
      /Only ship weapons and ammo magazines/,
    );
  });

  it('refuses a system the crew cannot pay for', () => {
    expect(fitRefusal(cat, shipOf(KETTLE, []), { systemId: 'maneuver-engines', box: printed(5) }, 29)).toBe(
      'Maneuver Engines costs 30¢ but the crew has 29¢ (kraken.ship-systems).',
    );
    expect(
      fitRefusal(cat, shipOf(KETTLE, []), { systemId: 'maneuver-engines', box: printed(5) }, 30),
    ).toBeNull();
  });

  it('lists the free boxes for a weapon: its printed boxes, then the blank ones', () => {
    expect(freeBoxesFor(cat, shipOf(KETTLE, []), 'laser')).toEqual([
      printed(11),
      printed(12),
      blank(0),
      blank(1),
    ]);
    expect(freeBoxesFor(cat, starterShip(), 'laser')).toEqual([blank(0), blank(1)]);
  });
});

describe('ammo magazines (§11)', () => {
  it('cost half the weapon, rounded up (§4)', () => {
    const price = (id: string) => {
      const system = cat.systems.get(id);
      if (system === undefined) throw new Error(id);
      return magazinePrice(system);
    };
    expect(price('missile')).toBe(5);
    expect(price('autocannon')).toBe(13);
    expect(price('torpedo')).toBe(8);
    const { credits } = fitSystem(
      cat,
      starterShip(),
      { systemId: 'missile', box: blank(0), magazine: true },
      30,
    );
    expect(credits).toBe(25);
  });

  it('go only in an empty blank weapon box, one per box', () => {
    const withMagazine = shipOf(KETTLE, [{ systemId: 'missile', box: blank(0), magazine: true }]);
    expect(
      fitRefusal(cat, withMagazine, { systemId: 'missile', box: blank(0), magazine: true }, 100),
    ).toMatch(/already holds a Missile magazine/);
    expect(
      fitRefusal(cat, withMagazine, { systemId: 'missile', box: blank(1), magazine: true }, 100),
    ).toBeNull();
    expect(
      fitRefusal(cat, shipOf(KETTLE, []), { systemId: 'missile', box: printed(14), magazine: true }, 100),
    ).toMatch(/only in an empty blank weapon box/);
  });

  it('only for a weapon type printed on the sheet, and not for one with unlimited ammo', () => {
    expect(
      fitRefusal(cat, starterShip(), { systemId: 'torpedo', box: blank(0), magazine: true }, 100),
    ).toMatch(/does not print the Torpedo/);
    expect(fitRefusal(cat, starterShip(), { systemId: 'laser', box: blank(0), magazine: true }, 100)).toMatch(
      /never runs out/,
    );
    expect(
      fitRefusal(cat, starterShip(), { systemId: 'med-bay', box: blank(0), magazine: true }, 100),
    ).toMatch(/not a ship weapon/);
  });
});
