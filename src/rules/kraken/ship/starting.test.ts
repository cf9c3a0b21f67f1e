import { describe, expect, it } from 'vitest';
import { startingShip, startingShipRefusal } from './starting';
import { shipTotals } from './state';
import { blank, catalogue, printed } from './testkit';

const cat = catalogue();

describe('the starting ship (§3.7)', () => {
  it('buys the hull with the 100¢, then the advised 30¢ of systems, keeping the rest for the crew', () => {
    const order = {
      hullId: 'tin-kettle',
      systems: [
        { systemId: 'teleporter', box: printed(0) },
        { systemId: 'primary-shields', box: printed(9) },
        { systemId: 'laser', box: printed(11) },
        { systemId: 'laser', box: blank(0) },
      ],
    };
    const start = startingShip(cat, order, 100);
    expect(start).toMatchObject({ credits: 30, spent: 70 });
    expect(shipTotals(cat, start.ship)).toMatchObject({ maxSp: 12, shieldCapacity: 5, shieldRecharge: 2 });
  });

  it('refuses a hull the starting credits cannot cover', () => {
    expect(startingShipRefusal(cat, { hullId: 'iron-matron', systems: [] }, 100)).toMatch(
      /costs 200¢.*must buy a ship's hull first \(kraken\.starting-equipment\)/,
    );
  });

  it('buys the systems after the hull, with what is left', () => {
    const order = { hullId: 'long-spur', systems: [{ systemId: 'maneuver-engines', box: printed(9) }] };
    // Long Spur 90¢ leaves 10¢: the 30¢ engines are refused.
    expect(startingShipRefusal(cat, order, 100)).toBe(
      'System 1: Maneuver Engines costs 30¢ but the crew has 10¢ (kraken.ship-systems).',
    );
    expect(startingShipRefusal(cat, order, 120)).toBeNull();
  });
});
