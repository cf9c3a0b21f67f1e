import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EnemyProfile } from '../../../content/schemas/enemy';
import type { CrewMember } from '../crew/crew';
import type { FightState } from './simulate';
import { seedRng } from '../../dice/rng';
import { enemyFromProfile } from '../groundCombat/enemyTurn';
import { makeCrew, makeEnemy, makeWeapon } from '../testkit/fixtures';
import { EMPTY_INVENTORY, putInSlot } from '../crew/inventory';
import {
  estimateFight,
  estimateFromTally,
  fightStateFrom,
  simulateFight,
  startTally,
  tallyFights,
} from './simulate';
import { sampleFight } from './simulate.testkit';
import { carryWeapon } from '../crew/weaponState';

const idleTable: EnemyProfile['actionTable'] = Array.from({ length: 6 }, () => ({
  action: 'Waits.',
  kind: 'idle' as const,
}));

function armed(id: string, over: Partial<CrewMember> = {}, weapon = makeWeapon()): CrewMember {
  return makeCrew({
    id,
    name: id,
    inventory: putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(weapon)),
    ...over,
  });
}

function enemy(uid: string, over: Partial<EnemyProfile> = {}) {
  return enemyFromProfile(uid, makeEnemy(over), { role: 'primary', level: 2, boss: false });
}

/** A lone, unarmed crew member against an armoured brute that hits on 2+ for 6. */
function hopeless(): FightState {
  const brute = {
    name: 'Smash',
    kind: 'melee' as const,
    hit: 2,
    damage: 6,
    attacks: 1,
    keywords: [],
    damageTypes: ['ML' as const],
  };
  return fightStateFrom({
    crew: [makeCrew({ id: 'lone' })],
    enemies: [
      enemy('brute', {
        hp: 60,
        armor: 6,
        escape: null,
        weapons: [brute],
        actionTable: idleTable.map(() => ({ action: 'Smashes.', kind: 'attack' as const, weapon: 'Smash' })),
      }),
    ],
  });
}

/** Three riflemen against one idle enemy with 1 HP. */
function trivial(): FightState {
  return fightStateFrom({
    crew: [armed('a'), armed('b'), armed('c')],
    enemies: [enemy('weakling', { hp: 1, actionTable: idleTable })],
  });
}

describe('simulateFight', () => {
  it('is a pure function of the state and the RNG state', () => {
    const state = sampleFight();
    const before = JSON.stringify(state);
    const rng = seedRng('pure');
    const first = simulateFight(state, rng);
    expect(simulateFight(state, rng)).toEqual(first);
    expect(JSON.stringify(state)).toBe(before);
    expect(first.rng).not.toEqual(rng);
  });

  it('ends a fight already won without a turn', () => {
    const state = fightStateFrom({
      crew: [armed('a')],
      enemies: [{ ...enemy('gone'), status: 'killed' }],
    });
    expect(simulateFight(state, seedRng('x'))).toMatchObject({ outcome: 'win', turns: 0, hpLost: 0 });
  });

  it('counts a fight that reaches the turn cap as lost and capped', () => {
    const state = fightStateFrom({
      crew: [armed('a')],
      enemies: [enemy('wall', { hp: 50, armor: 20, escape: null, actionTable: idleTable })],
    });
    const fight = simulateFight(state, seedRng('cap'), { maxTurns: 7, escapeAloneAtHp: 0 });
    expect(fight).toMatchObject({ outcome: 'lose', capped: true, turns: 7, crewKilled: 0, hpLost: 0 });
  });

  it('makes the crew member with the fewest HP pass out for oxygen already owed', () => {
    const state = fightStateFrom({
      crew: [armed('strong'), armed('weak', { hp: 3 })],
      enemies: [enemy('wall', { hp: 50, armor: 20, escape: null, actionTable: idleTable })],
      oxygenOwed: 1,
    });
    const fight = simulateFight(state, seedRng('air'), { maxTurns: 1, escapeAloneAtHp: 0 });
    expect(fight.crew.map((member) => member.condition)).toEqual(['conscious', 'unconscious']);
    expect(fight.hpLost).toBe(3);
  });

  it('follows the target priority: the ranged shooter is only hit once the brawler is down', () => {
    // Bare fists never jam, so the brawler attacks in melee on every activation; the shooter never runs
    // dry (no ammo limit) and never breaks a jammed rifle (Tech 6 clears it by the second try).
    const shooter = armed(
      'shooter',
      { attributes: { ...makeCrew().attributes, tech: 6 } },
      makeWeapon({ ammo: null }),
    );
    const state = fightStateFrom({
      crew: [makeCrew({ id: 'brawler' }), shooter],
      enemies: [enemy('beast', { hp: 30, escape: null })],
      initiative: 'crew',
    });
    let rng = seedRng('priority');
    let shooterHit = 0;
    for (let n = 0; n < 40; n += 1) {
      const fight = simulateFight(state, rng);
      rng = fight.rng;
      const [brawler, shot] = fight.crew;
      if (shot !== undefined && shot.hp < (state.crew[1]?.hp ?? 0)) {
        shooterHit += 1;
        expect(brawler?.condition).not.toBe('conscious');
      }
    }
    expect(shooterHit).toBeGreaterThan(0);
  });

  it('lets the crew escape only when the policy says so', () => {
    const claw = {
      name: 'Claw',
      kind: 'melee' as const,
      hit: 3,
      damage: 2,
      attacks: 1,
      keywords: [],
      damageTypes: ['ML' as const],
    };
    const state = fightStateFrom({
      crew: [makeCrew({ id: 'lone', hp: 3, attributes: { ...makeCrew().attributes, agility: 6 } })],
      enemies: [enemy('slow', { hp: 80, agility: 2, escape: null, weapons: [claw] })],
    });
    expect(estimateFight(state, { runs: 200, seed: 'stay' }).escape).toBe(0);
    const running = estimateFight(state, {
      runs: 200,
      seed: 'run',
      policy: { maxTurns: 50, escapeAloneAtHp: 8 },
    });
    expect(running.escape).toBeGreaterThan(0.9);
  });

  it('gives the enemy the first move in an ambush', () => {
    const sword = {
      name: 'Sword',
      kind: 'melee' as const,
      hit: 2,
      damage: 9,
      attacks: 1,
      keywords: [],
      damageTypes: ['ML' as const],
    };
    const duel = (ambush: boolean) =>
      fightStateFrom({
        crew: [armed('a', {}, makeWeapon({ hit: 2, damage: 9 }))],
        enemies: [
          enemy('duelist', {
            hp: 3,
            escape: null,
            weapons: [sword],
            actionTable: idleTable.map(() => ({ action: 'Cuts.', kind: 'attack' as const, weapon: 'Sword' })),
          }),
        ],
        ambush,
      });
    const fair = estimateFight(duel(false), { runs: 400, seed: 'duel' });
    const ambushed = estimateFight(duel(true), { runs: 400, seed: 'duel' });
    expect(fair.win).toBeGreaterThan(0.9);
    expect(ambushed.win).toBeLessThan(0.4);
  });
});

describe('estimateFight', () => {
  it('gives the same estimate for the same seed, however the runs are chunked', () => {
    const state = sampleFight();
    const whole = estimateFight(state, { runs: 300, seed: 'same' });
    expect(estimateFight(state, { runs: 300, seed: 'same' })).toEqual(whole);
    let tally = startTally('same');
    for (const chunk of [1, 99, 200]) tally = tallyFights(state, tally, chunk);
    expect(estimateFromTally(tally)).toEqual(whole);
    expect(estimateFight(state, { runs: 300, seed: 'other' })).not.toEqual(whole);
  });

  it('estimates a hopeless fight near 0 and a trivial one near 1', () => {
    const lost = estimateFight(hopeless(), { runs: 300, seed: 'hopeless' });
    expect(lost.win).toBeLessThan(0.01);
    expect(lost.lose).toBeGreaterThan(0.99);
    expect(lost.expectedHpLost).toBeGreaterThan(0);
    const won = estimateFight(trivial(), { runs: 300, seed: 'trivial' });
    expect(won.win).toBeGreaterThan(0.99);
    expect(won.loseCrewMember).toBe(0);
    expect(won.expectedHpLost).toBe(0);
  });

  it('reports all zeros for no runs', () => {
    expect(estimateFight(trivial(), { runs: 0, seed: 'none' })).toMatchObject({
      runs: 0,
      win: 0,
      meanTurns: 0,
    });
  });

  it('keeps probabilities in 0..1, outcomes summing to 1, and HP lost at or above 0', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 3 }),
        (seed, crewHp, enemyHp, damage, hit, armour) => {
          const claw = {
            name: 'Claw',
            kind: 'melee' as const,
            hit,
            damage,
            attacks: 1,
            keywords: [],
            damageTypes: ['ML' as const],
          };
          const state = fightStateFrom({
            crew: [armed('a', { hp: crewHp }), armed('b')],
            enemies: [enemy('e1', { hp: enemyHp, armor: armour, weapons: [claw] }), enemy('e2')],
            atmosphere: 'hell',
            oxygen: 3,
          });
          const e = estimateFight(state, { runs: 8, seed });
          for (const p of [e.win, e.lose, e.escape, e.capped, e.loseCrewMember]) {
            expect(p).toBeGreaterThanOrEqual(0);
            expect(p).toBeLessThanOrEqual(1);
          }
          expect(e.win + e.lose + e.escape).toBeCloseTo(1, 12);
          expect(e.expectedHpLost).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 40, seed: 20260 },
    );
  });
});

describe('fightStateFrom', () => {
  it('fills in the defaults and copies the pieces', () => {
    const crew = [armed('a')];
    const state = fightStateFrom({ crew, enemies: [enemy('e')] });
    expect(state).toMatchObject({
      initiative: null,
      ambush: false,
      step: 'oxygen',
      crewActivated: [],
      enemiesActivated: [],
      lastActions: {},
      inCover: [],
      atmosphere: 'breathable',
      oxygen: 25,
      escapeAttempts: 0,
      activated: [],
      escapeBonus: 0,
      initiativeBonus: 0,
      hindered: {},
      concentrate: {},
      rerollsUsed: {},
      taunt: null,
      hardened: {},
    });
    expect(state.crew).not.toBe(crew);
  });

  it('takes last actions as a record or a map, and sets as lists', () => {
    const state = fightStateFrom({
      crew: [armed('a'), armed('b')],
      enemies: [enemy('e')],
      lastActions: new Map([['a', 'melee' as const]]),
      inCover: new Set(['b']),
      crewActivated: new Set(['a']),
    });
    expect(state.lastActions).toEqual({ a: 'melee' });
    expect(state.inCover).toEqual(['b']);
    expect(state.crewActivated).toEqual(['a']);
  });

  it("turns the machine's activations left into activations used (two for a lone wolf)", () => {
    const pair = fightStateFrom({
      crew: [armed('a'), armed('b')],
      enemies: [enemy('e')],
      activationsLeft: { a: 0, b: 1 },
    });
    expect(pair.crewActivated).toEqual(['a']);
    const wolf = (left: number) =>
      fightStateFrom({ crew: [armed('w')], enemies: [enemy('e')], activationsLeft: { w: left } })
        .crewActivated;
    expect(wolf(2)).toEqual([]);
    expect(wolf(1)).toEqual(['w']);
    expect(wolf(0)).toEqual(['w', 'w']);
  });

  it('counts those who used an activation as having begun one, unless told who began one', () => {
    const base = { crew: [armed('a'), armed('b')], enemies: [enemy('e')] };
    expect(fightStateFrom({ ...base, crewActivated: ['a', 'a'] }).activated).toEqual(['a']);
    // Left alone by the enemy step, a crew member keeps the turn's single activation unused.
    expect(fightStateFrom({ ...base, activationsLeft: { a: 1, b: 0 }, activated: [] }).activated).toEqual([]);
  });

  it('refuses two crew members with one id', () => {
    expect(() => fightStateFrom({ crew: [armed('a'), armed('a')], enemies: [] })).toThrow(/share an id/);
  });
});
