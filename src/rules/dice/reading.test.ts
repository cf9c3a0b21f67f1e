import { describe, expect, it } from 'vitest';
import { requestFor } from '../../../machines/core/roll';
import { boardingNeed, hitsOf, startBoarding, type BoardingCrew } from '../kraken/space/boarding';
import { combatOf, MINE, testRow, testShip } from '../kraken/space/combat.testkit';
import { enemyHitRoll } from '../kraken/space/combatEnemyFire';
import { flightNumber, flightNumberNeed } from '../kraken/space/flight';
import { groupLabel, readGroups } from './reading';

/** A request as a machine makes it, read back with the faces thrown, the way the result panel shows it. */
function shown(need: Parameters<typeof requestFor>[0], faces: readonly (readonly number[])[]) {
  const request = requestFor(need, 'test-1');
  return readGroups(request.groups, faces, request.target, request.modifier, request.who);
}

describe('readGroups', () => {
  it('sums a d6 with its modifier against the target', () => {
    const [r] = readGroups([{ label: 'PSI', spec: { count: 1, die: 'd6', read: 'sum' } }], [[4]], 6, 2);
    expect(r).toEqual({ kind: 'sum', label: 'PSI', faces: [4], total: 6, halved: false, target: 6 });
  });

  it('judges pools each at its own TN (an 8 always counts, a 1 cancels a plain success)', () => {
    const pool = { count: 3, die: 'd8', read: 'pool' } as const;
    const [atk, def] = readGroups(
      [
        { label: 'Attack', spec: pool },
        { label: 'Armour', spec: pool, target: 8 },
      ],
      [
        [7, 1, 8],
        [7, 6, 8],
      ],
      7,
      0,
    );
    expect(atk).toMatchObject({ kind: 'pool', successes: 1, target: 7 });
    expect(def).toMatchObject({ kind: 'pool', successes: 1, target: 8 });
  });

  it("reads the flight number's d3 as the rule does: a d6 of 4 is a 2, so flight difficulty 3 flies flight 8", () => {
    // Space Kraken §9.4: 2 × flight difficulty + d3; the d3 is a d6 halved, rounded up (§4).
    const [r] = shown(flightNumberNeed(3), [[4]]);
    expect(r).toMatchObject({ kind: 'sum', label: 'd3', faces: [4], total: 2, halved: true });
    expect(2 * 3 + (r?.kind === 'sum' ? r.total : 0)).toBe(flightNumber(3, 4));
    expect(flightNumber(3, 4)).toBe(8);
  });

  it('counts a boarding pool in hits: 4–5 one hit, a 6 two (the enemy crew’s 6 and 3 are 2 hits)', () => {
    const crew: BoardingCrew = { id: 'a', name: 'Ada', hp: 8, condition: 'conscious', ranged: 6, melee: 6 };
    const started = startBoarding('you-board', [crew], 5, new Set());
    if ('refused' in started) throw new Error(started.refused);
    const need = boardingNeed(started);
    if (need === null) throw new Error('the boarding rolls first');
    const [yours, theirs] = shown(need, [
      [5, 1],
      [6, 3],
    ]);
    expect(theirs).toMatchObject({ kind: 'pool', label: 'Enemy crew', successes: 2, unit: 'hit' });
    expect(theirs?.kind === 'pool' ? theirs.successes : -1).toBe(hitsOf([6, 3]));
    expect(yours).toMatchObject({ kind: 'pool', label: 'Your boarding party', successes: 1, unit: 'hit' });
  });

  it('labels a mine\'s shot with the mine, not "Crew member"', () => {
    // Space Kraken §10 phase 4: each enemy ship fires, hitting on 4+.
    const c = combatOf(testRow({ enemies: [MINE] }), testShip('laser'));
    const uid = c.enemies[0]?.uid ?? '';
    const [r] = shown(enemyHitRoll(c, uid).need, [[5]]);
    expect(r?.label).toBe('Mine (1)');
  });

  it('never calls the dice of a roll that names nobody "Crew member" (a story die, an event check)', () => {
    const need = { purpose: 'The story line’s check', rule: 'kraken.story-trigger', odds: 0.5 };
    const one = shown(
      { ...need, check: { kind: 'kraken-attribute', attribute: 2, target: 6, oneFails: false } },
      [[4]],
    );
    expect(one[0]?.label).toBe('d6');
    const two = shown({ ...need, check: { kind: 'kraken-tech-2d6', tech: 3, level: 1 } }, [[4, 2]]);
    expect(two[0]?.label).toBe('2d6');
    // A name the request carries stands for the dice; an id never does.
    expect(
      groupLabel({ label: 'Crew member', spec: { count: 1, die: 'd6', read: 'sum' } }, 1, 'Ada Voss'),
    ).toBe('Ada Voss');
    expect(groupLabel({ label: 'Crew member', spec: { count: 1, die: 'd6', read: 'sum' } }, 1, 'ana')).toBe(
      'd6',
    );
  });
});
