import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { StandardAbility } from '../../../content/schemas/ship';
import { planCheck } from '../../dice';
import {
  applyReroll,
  boardingNeed,
  cancelHits,
  chooseReroll,
  enemyBoardRefusal,
  enemyCrewAfter,
  enemyPool,
  hitDistribution,
  hitsOf,
  hurriedHeal,
  hurriedHealNeed,
  nextRound,
  outscoreOdds,
  retreat,
  rollBoarding,
  sacrifice,
  startBoarding,
  takeHit,
  youBoardRefusal,
  yourPool,
  type BoardingCrew,
  type BoardingSide,
  type BoardingState,
  type Stepped,
} from './boarding';

function member(id: string, hp: number, ranged: number, melee: number): BoardingCrew {
  return { id, name: id.toUpperCase(), hp, condition: hp > 0 ? 'conscious' : 'unconscious', ranged, melee };
}
function ok<T>(value: Stepped<T>): T {
  if (typeof value === 'object' && value !== null && 'refused' in value) throw new Error(value.refused);
  return value;
}
function refusal<T>(value: Stepped<T>): string {
  if (typeof value === 'object' && value !== null && 'refused' in value) return value.refused;
  throw new Error('expected a refusal');
}
const none = new Set<StandardAbility>();
const six = (n: number) => Array.from({ length: n }, () => 6);
const ones = (n: number) => Array.from({ length: n }, () => 1);

describe('boarding pools (kraken.boarding)', () => {
  it("your pool: each participant's higher of Ranged and Melee, one d6 per full 6 points (10 points → 1 die)", () => {
    expect(yourPool([member('a', 8, 6, 4)])).toBe(1);
    expect(yourPool([member('a', 8, 6, 2), member('b', 8, 1, 4)])).toBe(1); // 6 + 4 = 10
    expect(yourPool([member('a', 8, 6, 2), member('b', 8, 1, 6)])).toBe(2); // Ranged of one, Melee of the other
    expect(yourPool([member('a', 8, 5, 5)])).toBe(0);
  });

  it('the enemy: one d6 per 2 crew (5 boarders → 2 dice); boarding you, they leave 2 behind', () => {
    expect(enemyPool(5)).toBe(2);
    expect(enemyPool(1)).toBe(0);
    expect(ok(startBoarding('you-board', [member('a', 8, 6, 6)], 5, none)).enemyDice).toBe(2);
    // A ship of 7 crew boards you with 5: 2 dice.
    const boarded = ok(startBoarding('they-board', [member('a', 8, 6, 6)], 7, none));
    expect(boarded.enemyDice).toBe(2);
    expect(boarded.enemyFighters).toBe(5);
  });

  it('states the pools as one roll with the exact chance your hits outnumber theirs', () => {
    const state = ok(startBoarding('you-board', [member('a', 8, 6, 6), member('b', 8, 6, 1)], 4, none));
    const need = boardingNeed(state);
    expect(need && 'groups' in need ? need.groups.map((g) => g.spec.count) : null).toEqual([2, 2]);
    expect(need?.rule).toBe('kraken.boarding-loop');
    // One die each: P(you 1 or 2 hits and they fewer) = (2/6)(3/6) + (1/6)(5/6) = 11/36.
    expect(outscoreOdds(1, 1)).toBeCloseTo(11 / 36, 12);
    expect(hitDistribution(1)).toEqual([3 / 6, 2 / 6, 1 / 6]);
    expect(hitDistribution(2).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it('4–5 is one hit, 6 two, 1–3 none', () => {
    expect(hitsOf([1, 2, 3])).toBe(0);
    expect(hitsOf([4, 5, 6])).toBe(4);
  });
});

describe('who may board (kraken.boarding, kraken.timeline)', () => {
  const crew = [member('a', 8, 6, 6)];
  it('you board one crewed ship a turn with shields at 3 or less', () => {
    expect(youBoardRefusal({ crewNow: 4, shieldNow: 3, destroyed: false }, crew, false)).toBeNull();
    expect(youBoardRefusal({ crewNow: 4, shieldNow: 4, destroyed: false }, crew, false)).toMatch(/3 or less/);
    expect(youBoardRefusal({ crewNow: 0, shieldNow: 0, destroyed: false }, crew, false)).toMatch(/unmanned/);
    expect(youBoardRefusal({ crewNow: 4, shieldNow: 0, destroyed: false }, crew, true)).toMatch(
      /one enemy ship/,
    );
    expect(
      youBoardRefusal({ crewNow: 4, shieldNow: 0, destroyed: false }, [member('k', 0, 6, 6)], false),
    ).toMatch(/unconscious/);
  });

  it('they board with at least 4 crew while your shields are at 3 or less, never through working Boarding Shields', () => {
    const enemy = { crewNow: 4, shieldNow: 9, destroyed: false };
    expect(enemyBoardRefusal(enemy, 3, none)).toBeNull();
    expect(enemyBoardRefusal(enemy, 4, none)).toMatch(/3 or less/);
    expect(enemyBoardRefusal({ ...enemy, crewNow: 3 }, 0, none)).toMatch(/at least 4 crew/);
    expect(enemyBoardRefusal(enemy, 0, new Set<StandardAbility>(['boarding-shields']))).toMatch(
      /Boarding Shields/,
    );
  });
});

describe('a boarding round (kraken.boarding-loop)', () => {
  it('cancels hits 1:1 by choice, costs 4 HP a hit to a chosen participant, and every 2 hits remove an enemy die', () => {
    const crew = [member('a', 8, 6, 6), member('b', 6, 6, 6)];
    let s = ok(startBoarding('you-board', crew, 8, none)); // 2 dice against 4
    s = ok(rollBoarding(s, [6, 6], [4, 5, 1, 1])); // 4 hits against 2
    expect(s.stage).toBe('cancel');
    expect(refusal(cancelHits(s, 3))).toMatch(/0 to 2/);
    s = ok(cancelHits(s, 1)); // 3 hits left, 1 enemy hit
    expect(s.stage).toBe('take-hits');
    expect(refusal(takeHit(s, 'zed'))).toMatch(/Only a crew member/);
    s = ok(takeHit(s, 'a'));
    expect(s.crew.find((c) => c.id === 'a')?.hp).toBe(4);
    // 3 hits: one die removed, one hit left over for a sacrifice.
    expect(s.stage).toBe('sacrifice');
    expect(s.enemyDice).toBe(3);
    s = ok(sacrifice(s, 'b'));
    expect(s.crew.find((c) => c.id === 'b')?.hp).toBe(3);
    expect(s.enemyDice).toBe(2);
    expect(s.stage).toBe('continue');
    expect(s.yourDice).toBe(2);
  });

  it('a crew member knocked out loses you a die; HP below 0 is recorded as 0, unconscious', () => {
    let s = ok(startBoarding('they-board', [member('a', 3, 6, 6), member('b', 8, 6, 6)], 6, none)); // 2 vs 2
    s = ok(rollBoarding(s, [1, 1], [6, 1]));
    s = ok(takeHit(s, 'a'));
    expect(s.crew.find((c) => c.id === 'a')).toMatchObject({ hp: 0, condition: 'unconscious' });
    expect(s.yourDice).toBe(1);
    expect(refusal(takeHit(s, 'a'))).toMatch(/unconscious already/);
    s = ok(takeHit(s, 'b'));
    expect(s.stage).toBe('roll');
    expect(s.round).toBe(2);
  });

  it('the one-die floor: no dice left but someone conscious gives one d6 next round', () => {
    let s = ok(startBoarding('you-board', [member('a', 4, 6, 1), member('b', 8, 1, 1)], 4, none)); // 1 die vs 2
    s = ok(rollBoarding(s, [1], [4, 1]));
    s = ok(takeHit(s, 'a')); // a knocked out: 0 dice, but b is conscious
    expect(s.crew[0]?.condition).toBe('unconscious');
    expect(s.yourDice).toBe(1);
    expect(s.stage).toBe('continue');
  });

  it('the Boarding Armory re-roll: when you board, once a round, any of your dice', () => {
    const crew = [member('a', 8, 6, 6), member('b', 8, 6, 6)];
    let s = ok(startBoarding('you-board', crew, 4, new Set<StandardAbility>(['boarding-armory'])));
    s = ok(rollBoarding(s, [1, 5], [1, 1]));
    expect(s.stage).toBe('reroll');
    expect(refusal(chooseReroll(s, [2]))).toMatch(/no die 3/);
    expect(refusal(chooseReroll(s, [0, 0]))).toMatch(/at most once/);
    s = ok(chooseReroll(s, [0]));
    const need = boardingNeed(s);
    expect(need && 'groups' in need ? need.groups[0]?.spec.count : null).toBe(1);
    s = ok(applyReroll(s, [6]));
    expect(s.yourFaces).toEqual([6, 5]);
    // 3 hits, nothing to cancel: one die removed, and the lone hit may be a sacrifice.
    expect(s.stage).toBe('sacrifice');
    expect(s.enemyDice).toBe(1);
    s = ok(sacrifice(s, null));
    expect(s.enemyDice).toBe(1);
    // The Boarding Armory does not help when you are boarded; Onboard Defense does.
    expect(
      ok(startBoarding('they-board', crew, 6, new Set<StandardAbility>(['boarding-armory']))).canReroll,
    ).toBe(false);
    expect(
      ok(startBoarding('they-board', crew, 6, new Set<StandardAbility>(['onboard-defense']))).canReroll,
    ).toBe(true);
    expect(
      ok(startBoarding('you-board', crew, 6, new Set<StandardAbility>(['onboard-defense']))).canReroll,
    ).toBe(false);
  });

  it('refuses every decision out of its step, naming the rule', () => {
    const s = ok(startBoarding('you-board', [member('a', 8, 6, 6)], 4, none));
    expect(refusal(cancelHits(s, 0))).toMatch(/kraken\.boarding-loop/);
    expect(refusal(takeHit(s, 'a'))).toMatch(/not the step/);
    expect(refusal(sacrifice(s, 'a'))).toMatch(/not the step/);
    expect(refusal(retreat(s))).toMatch(/not the step/);
    expect(refusal(nextRound(s))).toMatch(/not the step/);
    expect(refusal(rollBoarding(s, [1, 1], [1, 1]))).toMatch(/1d6 and 2d6/);
    expect(refusal(startBoarding('you-board', [], 4, none))).toMatch(/At least one/);
  });
});

describe('the end of a boarding (kraken.after-boarding)', () => {
  it('boarders who lose every die lose you the game', () => {
    let s = ok(startBoarding('they-board', [member('a', 4, 6, 6)], 4, none)); // 1 vs 1
    s = ok(rollBoarding(s, [1], [4]));
    s = ok(takeHit(s, 'a'));
    expect(s.stage).toBe('done');
    expect(s.result).toBe('game-lost');
  });

  it('taking every enemy die while boarding destroys their ship', () => {
    let s = ok(startBoarding('you-board', [member('a', 8, 6, 6), member('b', 8, 6, 6)], 3, none)); // 2 vs 1
    s = ok(rollBoarding(s, [6, 1], [1]));
    expect(s.result).toBe('ship-destroyed');
  });

  it('otherwise each lost die costs the enemy 2 crew; you may retreat when you board, never when boarded', () => {
    let s = ok(startBoarding('you-board', [member('a', 8, 6, 6), member('b', 8, 6, 6)], 6, none)); // 2 vs 3
    s = ok(rollBoarding(s, [4, 5], [1, 1, 1]));
    expect(s.enemyDice).toBe(2);
    s = ok(retreat(s));
    expect(s).toMatchObject({ stage: 'done', result: 'crew-lost', retreated: true, enemyCrewLost: 2 });
    expect(enemyCrewAfter(s, 6)).toBe(4);
    const boarded = ok(startBoarding('they-board', [member('a', 8, 6, 6), member('b', 8, 6, 6)], 8, none));
    expect(refusal(retreat(boarded))).toMatch(/cannot retreat/);
  });

  it('lasts at most three rounds', () => {
    let s = ok(startBoarding('they-board', [member('a', 8, 6, 6), member('b', 8, 6, 6)], 6, none));
    for (let round = 1; round <= 3; round++) {
      expect(s.round).toBe(round);
      s = ok(rollBoarding(s, ones(s.yourDice), ones(s.enemyDice)));
    }
    expect(s.stage).toBe('done');
    expect(s.result).toBe('crew-lost');
    expect(s.enemyCrewLost).toBe(0);
  });

  it('heal in a hurry: d6 2–6 back at 2 HP, 1 dies, exact odds 5/6, only the unconscious', () => {
    const out = member('k', 0, 3, 3);
    const need = hurriedHealNeed(out);
    expect(need.odds).toBeCloseTo(5 / 6, 12);
    expect(planCheck(need.check).odds).toBeCloseTo(5 / 6, 12);
    expect(ok(hurriedHeal(out, 2))).toMatchObject({ hp: 2, condition: 'conscious' });
    expect(ok(hurriedHeal(out, 1))).toMatchObject({ condition: 'killed' });
    expect(refusal(hurriedHeal(member('a', 5, 3, 3), 4))).toMatch(/Only an unconscious/);
  });
});

/** A random legal player: the decision it takes at each step, from a seeded stream of numbers. */
function playOut(start: BoardingState, pick: () => number): { state: BoardingState; rounds: number[] } {
  let s = start;
  const rounds: number[] = [];
  const face = () => 1 + Math.floor(pick() * 6);
  for (let guard = 0; guard < 200 && s.stage !== 'done'; guard++) {
    rounds.push(s.round);
    expect(s.yourDice).toBeGreaterThanOrEqual(0);
    expect(s.enemyDice).toBeGreaterThanOrEqual(0);
    const alive = s.crew.filter((c) => c.condition === 'conscious');
    switch (s.stage) {
      case 'roll':
        s = ok(
          rollBoarding(
            s,
            Array.from({ length: s.yourDice }, face),
            Array.from({ length: s.enemyDice }, face),
          ),
        );
        break;
      case 'reroll':
        s = ok(
          chooseReroll(
            s,
            s.yourFaces.map((_, i) => i).filter(() => pick() < 0.5),
          ),
        );
        break;
      case 'reroll-roll':
        s = ok(applyReroll(s, s.rerollDice.map(face)));
        break;
      case 'cancel':
        s = ok(cancelHits(s, Math.floor(pick() * (Math.min(s.yourHits, s.enemyHits) + 1))));
        break;
      case 'take-hits':
        s = ok(takeHit(s, alive[Math.floor(pick() * alive.length)]?.id ?? ''));
        break;
      case 'sacrifice':
        s = ok(sacrifice(s, pick() < 0.5 ? null : (alive[0]?.id ?? null)));
        break;
      case 'continue':
        s = ok(pick() < 0.2 ? retreat(s) : nextRound(s));
        break;
    }
  }
  return { state: s, rounds };
}

describe('property: any boarding', () => {
  it('ends within 3 rounds with pools never negative (seeded)', () => {
    const crewArb = fc.array(
      fc.record({
        hp: fc.integer({ min: 1, max: 14 }),
        ranged: fc.integer({ min: 1, max: 8 }),
        melee: fc.integer({ min: 1, max: 8 }),
      }),
      { minLength: 1, maxLength: 4 },
    );
    fc.assert(
      fc.property(
        crewArb,
        fc.integer({ min: 0, max: 14 }),
        fc.constantFrom<BoardingSide>('you-board', 'they-board'),
        fc.boolean(),
        fc.infiniteStream(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true })),
        (raw, enemyCrew, side, system, stream) => {
          const crew = raw.map((c, i) => member(`c${i}`, c.hp, c.ranged, c.melee));
          const abilities = new Set<StandardAbility>(system ? ['boarding-armory', 'onboard-defense'] : []);
          const start = ok(startBoarding(side, crew, enemyCrew, abilities));
          const it = stream[Symbol.iterator]();
          const { state, rounds } = playOut(start, () => it.next().value as number);
          expect(state.stage).toBe('done');
          expect(Math.max(0, ...rounds)).toBeLessThanOrEqual(3);
          expect(state.round).toBeLessThanOrEqual(3);
          expect(state.yourDice).toBeGreaterThanOrEqual(0);
          expect(state.enemyDice).toBeGreaterThanOrEqual(0);
          expect(state.enemyCrewLost).toBeLessThanOrEqual(state.enemyFighters);
          expect(state.crew.every((c) => c.hp >= 0)).toBe(true);
          if (state.result === 'game-lost') expect(side).toBe('they-board');
          if (state.result === 'ship-destroyed') expect(side).toBe('you-board');
        },
      ),
      { seed: 16016, numRuns: 500 },
    );
  });
});

describe('six-face helpers', () => {
  it('hitsOf six 6s is twelve hits', () => {
    expect(hitsOf(six(6))).toBe(12);
  });
});
