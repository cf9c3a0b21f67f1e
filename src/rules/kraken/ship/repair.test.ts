import { describe, expect, it } from 'vitest';
import { damageSystem, endShipTurn } from './damage';
import { damagedSystems, repairAll, repairRefusal, repairSystem } from './repair';
import { shipTotals } from './state';
import { catalogue, starterShip } from './testkit';

const cat = catalogue();

describe('repairs', () => {
  it('a repair marks one damaged system undamaged, and it works again', () => {
    const damaged = damageSystem(starterShip(), 's2').ship;
    expect(shipTotals(cat, damaged).shieldCapacity).toBe(0);
    const fixed = repairSystem(damaged, 's2');
    expect(fixed.fitted.find((f) => f.id === 's2')).toEqual({
      id: 's2',
      systemId: 'primary-shields',
      box: { kind: 'printed', index: 9 },
      damaged: false,
    });
    expect(shipTotals(cat, fixed).shieldCapacity).toBe(5);
  });

  it('refuses to repair an undamaged or destroyed system', () => {
    expect(repairRefusal(starterShip(), 's1')).toMatch(/not damaged/);
    expect(repairRefusal(starterShip(), 's99')).toMatch(/destroyed system cannot be repaired/);
  });

  it('after space combat every damaged system is mended; destroyed ones stay gone', () => {
    let ship = damageSystem(starterShip(), 's1').ship;
    ship = endShipTurn(damageSystem(ship, 's3').ship);
    ship = {
      ...ship,
      fitted: ship.fitted.map((f) => (f.id === 's3' ? { ...f, damagedThisTurn: undefined } : f)),
    };
    expect(damagedSystems(ship)).toEqual(['s1', 's3']);
    const all = repairAll(ship);
    expect(damagedSystems(all)).toEqual([]);
    expect(all.fitted).toHaveLength(4);
  });
});
