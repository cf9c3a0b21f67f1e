import { describe, expect, it } from 'vitest';
import type { Ship } from '../ship/state';
import { TEST_CATALOGUE, TEST_HULL } from './combatFixtures';
import { applySystemDamage } from './combatSystemDamage';

describe('system damage in a space combat (kraken.ship-damage)', () => {
  // Reading (kraken.ship-damage): the d20 counts in the ship sheet's order, not in the order things were
  // fitted. The Teleporter was fitted first but its box (18) comes after the Combat Bridge's (13).
  const ship: Ship = {
    name: 'Test ship',
    hullId: TEST_HULL.id,
    fitted: [
      { id: 'a', systemId: 'teleporter', box: { kind: 'printed', index: 18 }, damaged: false },
      { id: 'b', systemId: 'combat-bridge', box: { kind: 'printed', index: 13 }, damaged: false },
    ],
  };

  it('a d20 of 1 on a standard system hits the first in sheet order', () => {
    const result = applySystemDamage(ship, TEST_CATALOGUE, [], { classFace: 3, countFace: 1 });
    expect(result).toMatchObject({ kind: 'done', fittedId: 'b', destroyed: false });
  });

  it('counts round the list again past the last system (a 3 of two is the first)', () => {
    const result = applySystemDamage(ship, TEST_CATALOGUE, [], { classFace: 4, countFace: 3 });
    expect(result).toMatchObject({ kind: 'done', fittedId: 'b' });
  });
});
