import { describe, expect, it } from 'vitest';
import type { Ship } from '../ship/state';
import { resolveSystemDamage } from '../ship/damage';
import { TEST_CATALOGUE, TEST_HULL, testShip } from './combat.testkit';
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

describe('one system-damage rule: the space combat and the ship rules agree with the book (kraken.ship-damage)', () => {
  // Space Kraken §10 phase 4: d6 1-2 none, 3-4 a standard system, 5 a weapon, 6 a shield of the player's
  // choice; a d20 counts through the class, damaged ones included; a damaged system damaged again is
  // destroyed, unless it was first damaged this same turn.
  // Standard: s2 teleporter (damaged earlier), s3 combat bridge (damaged this turn), s4 armour. Weapons: s1
  // laser. Shields: s5, s6.
  const ship = testShip(
    'laser',
    'teleporter!',
    'combat-bridge!',
    'armor',
    'primary-shields',
    'secondary-shields',
  );
  const thisTurn = ['s3'];

  type Result = { readonly fittedId: string | null; readonly destroyed: boolean; readonly left: number };
  function byCombat(d6: number, d20: number, shield: string): Result {
    const r = applySystemDamage(ship, TEST_CATALOGUE, thisTurn, {
      classFace: d6,
      countFace: d6 === 6 ? undefined : d20,
      shieldChoice: d6 === 6 ? shield : undefined,
    });
    if (r.kind !== 'done') throw new Error(`the combat still asks: ${r.kind}`);
    return { fittedId: r.fittedId, destroyed: r.destroyed, left: r.ship.fitted.length };
  }
  function byShipRules(d6: number, d20: number, shield: string): Result {
    const r = resolveSystemDamage(
      TEST_CATALOGUE,
      ship,
      d6 === 6 ? { d6, shieldId: shield } : { d6, d20 },
      thisTurn,
    );
    if (r.kind === 'none') return { fittedId: null, destroyed: false, left: r.ship.fitted.length };
    return { fittedId: r.fittedId, destroyed: r.outcome === 'destroyed', left: r.ship.fitted.length };
  }

  it('gives the same system for every d6 and d20 face, with the book’s shares', () => {
    const tally = new Map<string, number>();
    for (let d6 = 1; d6 <= 6; d6 += 1)
      for (let d20 = 1; d20 <= 20; d20 += 1) {
        const combat = byCombat(d6, d20, 's6');
        expect(byShipRules(d6, d20, 's6'), `d6 ${d6}, d20 ${d20}`).toEqual(combat);
        const key = `${combat.fittedId ?? 'none'}${combat.destroyed ? ' destroyed' : ''}`;
        tally.set(key, (tally.get(key) ?? 0) + 1);
      }
    // Of the 120 (d6, d20) pairs: 40 none; 40 standard over 3 systems (d20 shares 7, 7, 6); 20 the one
    // weapon; 20 the chosen shield.
    expect(Object.fromEntries(tally)).toEqual({
      none: 40,
      's2 destroyed': 14,
      s3: 14,
      s4: 12,
      s1: 20,
      s6: 20,
    });
  });

  it('a system damaged earlier is destroyed; one damaged this turn stays, in both', () => {
    // d6 3, d20 1: the first standard system in sheet order (s2, damaged earlier).
    expect(byCombat(3, 1, 's5')).toEqual({ fittedId: 's2', destroyed: true, left: 5 });
    expect(byShipRules(3, 1, 's5')).toEqual({ fittedId: 's2', destroyed: true, left: 5 });
    // d6 4, d20 2: s3, damaged this turn already.
    expect(byCombat(4, 2, 's5')).toEqual({ fittedId: 's3', destroyed: false, left: 6 });
    expect(byShipRules(4, 2, 's5')).toEqual({ fittedId: 's3', destroyed: false, left: 6 });
  });
});
