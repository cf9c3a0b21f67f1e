import { describe, expect, it } from 'vitest';
import type { SpaceDecision } from './combatFlow';
import {
  DONE,
  FOUR_CREW,
  HOLD_FIRE,
  STAY,
  combatOf,
  crewMember,
  oddsOwed,
  owedKey,
  play,
  testRow,
  testShip,
} from './combat.testkit';
import { crewMarks, decisionRefusal } from './combatFlow';

/** §10 phase 2: objectives in order and repairs (kraken.objective-check, kraken.space-repair). */

const tryTech = (...ids: string[]): SpaceDecision => ({
  type: 'objective.try',
  picks: ids.map((crewId) => ({ crewId, attribute: 'tech' })),
});

describe('§10 phase 2: objectives', () => {
  it('plays the document’s example: T9 failed with Tech 5 + 3, solved with Tech 4 + 3 and a 3; the fourth repairs with 4 + 5', () => {
    const row = testRow({
      objectives: [
        { attribute: 'tech', difficulty: 9 },
        { attribute: 'charisma', difficulty: 10 },
      ],
    });
    let c = combatOf(row, testShip('laser', 'teleporter!'));
    c = play(c, tryTech('ann'));
    // d6 + 5 against 9, a 1 failing: 4, 5 or 6.
    expect(oddsOwed(c)).toBeCloseTo(3 / 6, 12);
    c = play(c, 3);
    expect(c.solved).toBe(0);
    expect(c.log.at(-1)?.event).toEqual({ kind: 'objective', index: 0, total: 8, solved: false });
    c = play(c, tryTech('bo', 'cy'));
    expect(oddsOwed(c)).toBeCloseTo(5 / 6, 12);
    c = play(c, 3);
    expect(c.solved).toBe(1);
    expect(c.log.at(-1)?.event).toEqual({ kind: 'objective', index: 0, total: 10, solved: true });
    c = play(c, { type: 'repair.try', crewIds: ['di'], target: { kind: 'system', fittedId: 's2' } });
    expect(oddsOwed(c)).toBeCloseTo(2 / 6, 12);
    c = play(c, 5);
    expect(c.ship.fitted[1]?.damaged).toBe(false);
    expect(crewMarks(c)).toEqual([
      { crewId: 'ann', task: 'objective' },
      { crewId: 'bo', task: 'objective' },
      { crewId: 'cy', task: 'objective' },
      { crewId: 'di', task: 'repair' },
    ]);
    // Everyone has been used this turn.
    expect(
      decisionRefusal(c, { type: 'objective.try', picks: [{ crewId: 'ann', attribute: 'charisma' }] }),
    ).toMatch(/already been used/);
  });

  it('a 1 always fails, whatever the total', () => {
    const row = testRow({ objectives: [{ attribute: 'tech', difficulty: 7 }] });
    const c = play(combatOf(row, testShip('laser'), [crewMember('ann', 10)]), tryTech('ann'), 1);
    expect(c.solved).toBe(0);
    expect(c.log.at(-1)?.event).toMatchObject({ total: 11, solved: false });
  });

  it('objectives go left to right and carry over to later turns; the last one solved wins at the end of the turn', () => {
    const row = testRow({
      objectives: [
        { attribute: 'tech', difficulty: 7 },
        { attribute: 'charisma', difficulty: 5 },
      ],
    });
    let c = combatOf(row, testShip('laser'));
    c = play(c, tryTech('cy'), 2, DONE, HOLD_FIRE, 1, 1, STAY);
    expect([c.turn, c.solved]).toEqual([2, 0]);
    c = play(c, tryTech('ann'), 2);
    expect(c.solved).toBe(1);
    c = play(c, { type: 'objective.try', picks: [{ crewId: 'bo', attribute: 'charisma' }] }, 3);
    expect(c.solved).toBe(2);
    // The turn goes on (the enemies still fire), and the combat is won at its end.
    expect(owedKey(c)).toBe('decide:objectives');
    c = play(c, DONE, HOLD_FIRE, 1, 1);
    expect([c.outcome, c.endedBy]).toEqual(['won', 'objectives']);
  });

  it('destroying every enemy does not end a combat with objectives left', () => {
    const row = testRow({
      objectives: [{ attribute: 'tech', difficulty: 60 }],
      enemies: [{ type: 'Mine', sp: 3, crew: 0, damage: 5, shield: 0, recharge: 0 }],
    });
    const c = play(
      combatOf(row, testShip('heavy-laser')),
      DONE,
      { type: 'fire', shots: [{ weaponId: 's1', targetUid: 'e1', overclock: false }] },
      5,
      STAY,
    );
    expect([c.outcome, c.turn]).toEqual([null, 2]);
  });

  it('A takes Ranged or Melee member by member; ? takes one kind for all (Ranged and Melee may mix)', () => {
    const attack = combatOf(
      testRow({ objectives: [{ attribute: 'attack', difficulty: 8 }] }),
      testShip('laser'),
    );
    const mixed: SpaceDecision = {
      type: 'objective.try',
      picks: [
        { crewId: 'ann', attribute: 'ranged' },
        { crewId: 'bo', attribute: 'melee' },
      ],
    };
    expect(decisionRefusal(attack, mixed)).toBeNull();
    expect(decisionRefusal(attack, tryTech('ann'))).toMatch(/attack check/);
    const any = combatOf(testRow({ objectives: [{ attribute: 'any', difficulty: 8 }] }), testShip('laser'));
    expect(decisionRefusal(any, mixed)).toBeNull();
    expect(decisionRefusal(any, tryTech('ann', 'bo'))).toBeNull();
    expect(
      decisionRefusal(any, {
        type: 'objective.try',
        picks: [
          { crewId: 'ann', attribute: 'tech' },
          { crewId: 'bo', attribute: 'charisma' },
        ],
      }),
    ).toMatch(/same kind/);
    const charisma = combatOf(
      testRow({ objectives: [{ attribute: 'charisma', difficulty: 8 }] }),
      testShip('laser'),
    );
    expect(decisionRefusal(charisma, tryTech('ann'))).toMatch(/Charisma check/);
  });

  it('refuses an objective when none is left, and crew who cannot act', () => {
    const none = combatOf(testRow({}), testShip('laser'));
    expect(decisionRefusal(none, tryTech('ann'))).toMatch(/Every objective/);
    const out = combatOf(testRow({ objectives: [{ attribute: 'tech', difficulty: 5 }] }), testShip('laser'), [
      ...FOUR_CREW.slice(0, 3),
      crewMember('di', 4, { conscious: false }),
    ]);
    expect(decisionRefusal(out, tryTech('di'))).toMatch(/cannot act/);
    expect(decisionRefusal(out, tryTech('ann', 'ann'))).toMatch(/twice/);
  });
});

describe('§10 phase 2: repairs', () => {
  it('a T9 repair restores 3 SP, never above the maximum; refused at full SP or on an undamaged system', () => {
    let c = combatOf(
      testRow({ enemies: [{ type: 'Gun', sp: 30, crew: 0, damage: 6, shield: 0, recharge: 0 }] }),
      testShip('laser'),
    );
    expect(decisionRefusal(c, { type: 'repair.try', crewIds: ['ann'], target: { kind: 'sp' } })).toMatch(
      /full SP/,
    );
    expect(
      decisionRefusal(c, {
        type: 'repair.try',
        crewIds: ['ann'],
        target: { kind: 'system', fittedId: 's1' },
      }),
    ).toMatch(/not damaged/);
    // Turn 1: a 4 hits for 6 (10 → 4 SP); the system-damage die shows 1.
    c = play(c, DONE, HOLD_FIRE, 4, 1, STAY);
    expect(c.sp).toBe(4);
    c = play(c, { type: 'repair.try', crewIds: ['ann'], target: { kind: 'sp' } }, 4);
    expect(c.sp).toBe(7);
    c = play(c, { type: 'repair.try', crewIds: ['bo', 'cy'], target: { kind: 'sp' } }, 6);
    expect(c.sp).toBe(10);
  });

  it('a repair roll of 1 fails (kraken.space-repair)', () => {
    const c = play(
      combatOf(testRow({}), testShip('laser', 'teleporter!'), [crewMember('ann', 12)]),
      { type: 'repair.try', crewIds: ['ann'], target: { kind: 'system', fittedId: 's2' } },
      1,
    );
    expect(c.ship.fitted[1]?.damaged).toBe(true);
    expect(c.log.at(-1)?.event).toMatchObject({ kind: 'repair', total: 13, done: false });
  });
});
