import { describe, expect, it } from 'vitest';
import {
  DONE,
  HOLD_FIRE,
  MINE,
  STAY,
  combatOf,
  crewMember,
  enemy,
  oddsOwed,
  owedKey,
  play,
  testRow,
  testShip,
} from './combat.testkit';
import { crewMarks, decisionRefusal, owed } from './combatFlow';
import { resolveBoarding } from './combatWalk';
import { afterSpaceCombat } from './combatAfter';

/**
 * §10 phases 5 to 7, the loop's end and after combat (kraken.escape-space-combat, kraken.space-recharge,
 * kraken.space-combat-end); the boarding itself is the boarding kernel's, here only its points.
 */

const NO_LOSS = { enemyCrewLost: 0, enemyDestroyed: false, gameLost: false, crew: [] } as const;
const RAIDER = enemy('Raider', 12, 5, 0, 3, 1);

describe('§10 phase 5: boarding an enemy ship', () => {
  it('offers ships with crew and 3 or less shield; the boarders are marked; the outcome comes back', () => {
    const row = testRow({ enemies: [MINE, RAIDER, enemy('Cruiser', 20, 8, 0, 6, 0)] });
    let c = play(combatOf(row, testShip('laser')), DONE, HOLD_FIRE, 1, 1, 1);
    expect(owedKey(c)).toBe('decide:board');
    expect(decisionRefusal(c, { type: 'board', enemyUid: 'e1', crewIds: ['ann'] })).toMatch(/unmanned/);
    expect(decisionRefusal(c, { type: 'board', enemyUid: 'e3', crewIds: ['ann'] })).toMatch(/above 3/);
    c = play(c, { type: 'board', enemyUid: 'e2', crewIds: ['ann', 'bo'] });
    expect(owed(c)).toEqual({
      kind: 'boarding',
      request: { side: 'ours', enemyUid: 'e2', crewIds: ['ann', 'bo'] },
    });
    c = resolveBoarding(c, 'e2', {
      ...NO_LOSS,
      enemyCrewLost: 2,
      crew: [{ crewId: 'ann', hp: 2, conscious: true, dead: false, healedInAHurry: true }],
    });
    expect(c.enemies[1]?.crew).toBe(3);
    expect(c.crew[0]?.hp).toBe(2);
    expect(crewMarks(c).slice(0, 2)).toEqual([
      { crewId: 'ann', task: 'boarding' },
      { crewId: 'bo', task: 'boarding' },
    ]);
    expect(owedKey(c)).toBe('decide:escape');
  });

  it('beating every enemy die destroys their ship; no crew able to act loses the combat', () => {
    const row = testRow({ enemies: [RAIDER] });
    const start = play(combatOf(row, testShip('laser')), DONE, HOLD_FIRE, 1);
    const won = resolveBoarding(play(start, { type: 'board', enemyUid: 'e1', crewIds: ['ann'] }), 'e1', {
      ...NO_LOSS,
      enemyDestroyed: true,
    });
    expect([won.outcome, won.endedBy]).toEqual(['won', 'enemies-destroyed']);
    const all = ['ann', 'bo', 'cy', 'di'];
    const lost = resolveBoarding(play(start, { type: 'board', enemyUid: 'e1', crewIds: all }), 'e1', {
      ...NO_LOSS,
      crew: all.map((crewId) => ({ crewId, hp: 0, conscious: false, dead: false, healedInAHurry: false })),
    });
    expect([lost.outcome, lost.endedBy]).toEqual(['lost', 'crew-lost']);
  });
});

describe('§10 phase 6: escape', () => {
  it('d20 + the Tech of the unused crew against 20, then 15 after a failed try; an escape is a lost battle', () => {
    // Unused: ann 5, bo 4, cy 3, di 4 = 16: a d20 of 4 or more.
    let c = play(combatOf(testRow({}), testShip('laser')), DONE, HOLD_FIRE, 1, 1);
    expect(oddsOwed(play(c, { type: 'escape' }))).toBeCloseTo(17 / 20, 12);
    // ann and bo spend their turn on re-rolls: only cy and di count.
    c = play(
      combatOf(testRow({ enemies: [enemy('Hulk', 40, 0, 0)] }), testShip('laser', 'heavy-laser')),
      DONE,
      {
        type: 'fire',
        shots: [
          { weaponId: 's1', targetUid: 'e1', overclock: false },
          { weaponId: 's2', targetUid: 'e1', overclock: false },
        ],
      },
    );
    c = play(c, 1, { type: 'reroll', crewId: 'ann' }, 1, 1, { type: 'reroll', crewId: 'bo' }, 1, 1, {
      type: 'escape',
    });
    // cy 3 + di 4 = 7: a d20 of 13 or more.
    expect(oddsOwed(c)).toBeCloseTo(8 / 20, 12);
    c = play(c, 12);
    expect([c.outcome, c.failedEscapes]).toEqual([null, 1]);
    c = play(c, DONE, HOLD_FIRE, 1, { type: 'escape' });
    // Now 15: 16 Tech makes every face pass.
    expect(oddsOwed(c)).toBe(1);
    c = play(c, 1);
    expect([c.outcome, c.endedBy]).toEqual(['escaped', 'escape']);
    const result = afterSpaceCombat(c);
    expect([result.xp, result.credits]).toEqual([0, 0]);
    expect(result.newLocation).toEqual({
      create: true,
      diceModifications: false,
      smuggleBonus: false,
      landThisTurn: false,
    });
  });

  it('is not offered in a turn that already ends in a win', () => {
    const c = play(
      combatOf(testRow({ enemies: [MINE] }), testShip('heavy-laser', 'repair-drones')),
      DONE,
      { type: 'fire', shots: [{ weaponId: 's1', targetUid: 'e1', overclock: false }] },
      4,
    );
    expect(c.outcome).toBe('won');
  });
});

describe('§10 phase 7: recharge, and the loop end', () => {
  it('shields regain their recharge up to the maximum, theirs too; the crew are unused again', () => {
    const row = testRow({ enemies: [enemy('Frigate', 30, 0, 4, 6, 2)] });
    let c = play(combatOf(row, testShip('heavy-laser', 'primary-shields')), DONE, {
      type: 'fire',
      shots: [{ weaponId: 's1', targetUid: 'e1', overclock: false }],
    });
    c = play(c, 4, 4);
    // Theirs: 6 − 5 = 1; ours 5 − 4 = 1. Then +2 each.
    expect([c.enemies[0]?.shield, c.shield]).toEqual([1, 1]);
    c = play(c, STAY);
    expect([c.enemies[0]?.shield, c.shield]).toEqual([3, 3]);
    c = play(c, { type: 'objectives.done' }, HOLD_FIRE, 1, STAY);
    expect([c.enemies[0]?.shield, c.shield]).toEqual([5, 5]);
    c = play(c, DONE, HOLD_FIRE, 1, STAY);
    expect([c.enemies[0]?.shield, c.shield]).toEqual([6, 5]);
    expect(crewMarks(c).every((m) => m.task === null)).toBe(true);
  });

  it('repair drones put right one damaged system or 3 SP each turn', () => {
    const ship = testShip('laser', 'repair-drones', 'teleporter!');
    let c = play(combatOf(testRow({ enemies: [enemy('Gun', 20, 0, 4)] }), ship), DONE, HOLD_FIRE, 4, 2, STAY);
    expect(owedKey(c)).toBe('decide:drones');
    expect(decisionRefusal(c, { type: 'drones', target: { kind: 'system', fittedId: 's1' } })).toMatch(
      /not damaged/,
    );
    c = play(c, { type: 'drones', target: { kind: 'system', fittedId: 's3' } });
    expect(c.ship.fitted[2]?.damaged).toBe(false);
    c = play(c, DONE, HOLD_FIRE, 1, STAY, { type: 'drones', target: { kind: 'sp' } });
    expect(c.sp).toBe(9);
  });

  it('no objectives: destroying every enemy wins at the end of the turn, with the row’s XP and as many credits', () => {
    const row = testRow({ enemies: [MINE, MINE], xp: 5 });
    let c = combatOf(row, testShip('heavy-laser', 'laser', 'target-system', 'teleporter!'));
    c = play(
      c,
      DONE,
      {
        type: 'fire',
        shots: [
          { weaponId: 's1', targetUid: 'e1', overclock: false },
          { weaponId: 's2', targetUid: 'e2', overclock: false },
        ],
      },
      4,
      4,
    );
    expect([c.outcome, c.endedBy]).toEqual(['won', 'enemies-destroyed']);
    const result = afterSpaceCombat(c);
    expect([result.xp, result.credits]).toEqual([5, 5]);
    expect(result.ship.fitted.every((f) => !f.damaged)).toBe(true);
    expect(result.newLocation).toEqual({
      create: true,
      diceModifications: true,
      smuggleBonus: true,
      landThisTurn: true,
    });
  });

  it('a loss ends the flight without a location; a retreat under Time keeps it, without the extras', () => {
    const lost = play(
      combatOf(testRow({ timeline: ['game-over'] }), testShip('laser')),
      DONE,
      HOLD_FIRE,
      1,
      1,
      STAY,
    );
    expect(afterSpaceCombat(lost).newLocation.create).toBe(false);
    const retreat = play(
      combatOf(testRow({ timeline: ['time'] }), testShip('laser')),
      DONE,
      HOLD_FIRE,
      1,
      1,
      STAY,
    );
    expect(afterSpaceCombat(retreat)).toMatchObject({
      outcome: 'retreated',
      xp: 0,
      newLocation: { create: true, diceModifications: false, landThisTurn: false },
    });
  });

  it('the combat is lost at the turn’s end with no crew member able to act', () => {
    const c = play(
      combatOf(testRow({}), testShip('laser'), [crewMember('ann', 3, { conscious: false })]),
      DONE,
      HOLD_FIRE,
      1,
      1,
      STAY,
    );
    expect([c.outcome, c.endedBy]).toEqual(['lost', 'crew-lost']);
  });
});
