import { describe, expect, it } from 'vitest';
import type { EnemyAction, EnemyProfile, EnemyTrait } from '../../src/content/schemas/enemy';
import type { CrewMember } from '../../src/rules/kraken/crew/crew';
import type { FightInput } from '../../src/rules/kraken/groundCombat/combatTypes';
import type { FightPolicy, FightState } from '../../src/rules/kraken/simulate/simulate';
import { seedRng } from '../../src/rules/dice/rng';
import { makeEnemy, makeWeapon } from '../../src/rules/kraken/testkit/fixtures';
import { DEFAULT_FIGHT_POLICY, estimateFight } from '../../src/rules/kraken/simulate/simulate';
import { fightStateOf } from '../../src/rules/kraken/simulate/simulateFromFight';
import { playWhile } from './fightOdds.testkit';
import { Driver, fightInput, member } from './groundCombat.testkit';

/**
 * The odds of the whole fight against the game's own fights, one enemy trait or special action at a time
 * (Space Kraken §14, Enemies take action — Special traits; kraken.enemy-actions, kraken.capture-alien): small
 * fights played many times through the real ground-combat machine by the simulation's policy
 * (fightOdds.testkit.ts), each from its own seeded dice, and estimated from the same starting moment. The
 * chance to win, to escape, the HP lost and the turns must agree within four standard errors of their
 * difference. The dice of the two are not the same ones: this holds the estimate to the game's outcome
 * distribution (fightOdds.kernel.test.ts holds the simulator to the game die for die). `TRAIT_FIGHTS=n`
 * plays n machine fights per case instead of 120.
 */

const RUNS = Number(process.env.TRAIT_FIGHTS ?? 120);
const ESTIMATE_RUNS = 10_000;

const CLAW = {
  name: 'Claw',
  kind: 'melee' as const,
  hit: 4,
  damage: 2,
  attacks: 1,
  keywords: [],
  damageTypes: ['ML' as const],
};

const attackRow: EnemyAction = { action: 'Claws.', kind: 'attack', weapon: 'Claw' };

function table(special: EnemyAction, specials: number): EnemyAction[] {
  return Array.from({ length: 6 }, (_, i) => (i < specials ? special : attackRow));
}

function trait(name: string, rule: EnemyTrait['rule'], value?: number): EnemyTrait {
  return { name, effect: 'Test trait.', rule, ...(value === undefined ? {} : { value }) };
}

/** A level 2 beast that only claws unless told otherwise (original test values). */
function beast(over: Partial<EnemyProfile>): EnemyProfile {
  return makeEnemy({
    id: 'test-beast',
    name: 'Test Beast',
    species: 'Beasts',
    level: 2,
    hp: 6,
    agility: 3,
    armor: 0,
    escape: null,
    weapons: [CLAW],
    actionTable: table(attackRow, 0),
    ...over,
  });
}

const RIFLE = makeWeapon({ id: 'rifle', name: 'Rifle', hit: 4, damage: 3, ammo: null });
/** Enough to kill (not capture) a small enemy: killing is what sets off Explodes. */
const CANNON = makeWeapon({ id: 'cannon', name: 'Hand cannon', hit: 4, damage: 6, ammo: null });

function shooter(id: string, weapon = RIFLE): CrewMember {
  return member(id, id, { ranged: 1, melee: 1, agility: 3, strength: 4 }, [weapon]);
}

interface Case {
  readonly name: string;
  readonly input: FightInput;
  /** Spawn dice after the reaction die (on map 1: the minion count, then each minion's species). */
  readonly spawn?: readonly number[];
  readonly policy?: FightPolicy;
}

function duo(enemy: EnemyProfile, over: Partial<FightInput> = {}): FightInput {
  return fightInput({ crew: [shooter('ada'), shooter('bo')], enemyProfiles: [enemy], ...over });
}

const CASES: readonly Case[] = [
  {
    name: 'Explodes: a kill blasts every conscious crew member',
    input: fightInput({
      crew: [shooter('ada', CANNON), shooter('bo', CANNON)],
      enemyProfiles: [beast({ hp: 3, traits: [trait('Explodes', 'explodes', 4)] })],
    }),
  },
  {
    name: 'Drain: an attack that takes HP gives it back',
    input: duo(beast({ hp: 8, weapons: [{ ...CLAW, hit: 3 }], traits: [trait('Drain', 'drain', 3)] })),
  },
  {
    name: 'Evasive: crew hit rolls need more',
    input: duo(beast({ hp: 6, traits: [trait('Evasive', 'evasive', 2)] })),
  },
  {
    name: 'Swarm: more damage while kin fight on',
    // A second beast as a minion: d6 5 + map 1 brings one, a 5 makes it a beast.
    input: duo(beast({ hp: 8, traits: [trait('Swarm', 'swarm', 3)] })),
    spawn: [5, 5],
  },
  {
    name: 'Dread: the crew’s escape rolls are lower',
    input: fightInput({
      crew: [shooter('lone')],
      enemyProfiles: [beast({ hp: 30, agility: 5, traits: [trait('Dread', 'dread', 3)] })],
    }),
    policy: { ...DEFAULT_FIGHT_POLICY, escapeAloneAtHp: 20 },
  },
  {
    name: 'Regen: it heals after acting',
    input: duo(beast({ hp: 9, traits: [trait('Regen', 'regen', 3)] })),
  },
  {
    name: 'Zombie X: only a single hit of X or more brings it down (here none can)',
    input: duo(beast({ hp: 5, traits: [trait('Zombie', 'zombie', 5)] })),
  },
  {
    name: 'heal: a special action restores HP',
    input: duo(
      beast({
        hp: 8,
        actionTable: table({ action: 'Mends.', kind: 'special', effect: { kind: 'heal', hp: 4 } }, 3),
      }),
    ),
  },
  {
    name: 'recharge-shield: a special action refills its shield',
    input: duo(
      beast({
        hp: 6,
        shield: { class: 'B', power: 6, recharge: 0 },
        actionTable: table(
          { action: 'Hums.', kind: 'special', effect: { kind: 'recharge-shield', amount: 6 } },
          4,
        ),
      }),
    ),
  },
  {
    name: 'hinder: every crew member’s hit rolls need more',
    input: duo(
      beast({
        hp: 7,
        actionTable: table(
          { action: 'Inks.', kind: 'special', effect: { kind: 'hinder', amount: 3, all: true } },
          4,
        ),
      }),
    ),
  },
  {
    name: 'harden: a special action adds armour for the rest of the fight',
    input: duo(
      beast({
        hp: 9,
        actionTable: table({ action: 'Hunches.', kind: 'special', effect: { kind: 'harden', amount: 1 } }, 2),
      }),
    ),
  },
];

/** The machine after spawning: the reaction die fails, then the case's spawn dice, then 1s. */
function spawned(c: Case): Driver {
  const d = new Driver(c.input);
  const faces = [1, ...(c.spawn ?? [])];
  while (d.snap.matches('spawning') && d.snap.context.diceRequest !== null) d.roll(faces.shift() ?? 1);
  return d;
}

interface Tally {
  win: number;
  escape: number;
  hp: number[];
  turns: number[];
}

/** One game fight by the policy from the spawned start, stopped like the simulator after `maxTurns` turns. */
function playOnce(c: Case, seed: string, tally: Tally): void {
  const d = spawned(c);
  const start = d.fight;
  const policy = c.policy ?? DEFAULT_FIGHT_POLICY;
  const rng = { ...seedRng(seed) };
  const going = (x: Driver) =>
    !x.snap.matches('ending') &&
    !x.snap.matches('spoils') &&
    !x.snap.matches('done') &&
    x.fight.turn <= policy.maxTurns;
  playWhile(d, rng, policy, going);
  const fight = d.fight;
  const over = fight.phase === 'spoils' || fight.phase === 'over';
  if (over && fight.outcome === 'victory') tally.win += 1;
  if (over && fight.outcome === 'escaped') tally.escape += 1;
  tally.hp.push(start.crew.reduce((sum, m, i) => sum + Math.max(0, m.hp - (fight.crew[i]?.hp ?? m.hp)), 0));
  tally.turns.push(Math.min(fight.turn, policy.maxTurns));
}

function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

function sd(xs: readonly number[]): number {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1));
}

/** Four standard errors of the difference of two shares, or of two means with the game's spread. */
function within(game: number, estimate: number, spread: number): boolean {
  const se = spread * Math.sqrt(1 / RUNS + 1 / ESTIMATE_RUNS);
  return Math.abs(game - estimate) <= 4 * se + 1e-9;
}

describe('the odds of the whole fight follow the game’s enemy traits and special actions', () => {
  for (const c of CASES) {
    it(
      c.name,
      () => {
        const state: FightState = fightStateOf(spawned(c).fight);
        const policy = c.policy ?? DEFAULT_FIGHT_POLICY;
        const tally: Tally = { win: 0, escape: 0, hp: [], turns: [] };
        for (let n = 0; n < RUNS; n += 1) playOnce(c, `${c.name}/${n}`, tally);
        const estimate = estimateFight(state, { runs: ESTIMATE_RUNS, seed: c.name, policy });
        const win = tally.win / RUNS;
        const escape = tally.escape / RUNS;
        const share = (p: number, q: number) => Math.sqrt(Math.max(1e-4, ((p + q) / 2) * (1 - (p + q) / 2)));
        const report = {
          game: { win, escape, hp: mean(tally.hp), turns: mean(tally.turns) },
          estimate: {
            win: estimate.win,
            escape: estimate.escape,
            hp: estimate.expectedHpLost,
            turns: estimate.meanTurns,
          },
        };
        const ok = {
          win: within(win, estimate.win, share(win, estimate.win)),
          escape: within(escape, estimate.escape, share(escape, estimate.escape)),
          hp: within(mean(tally.hp), estimate.expectedHpLost, Math.max(0.01, sd(tally.hp))),
          turns: within(mean(tally.turns), estimate.meanTurns, Math.max(0.01, sd(tally.turns))),
        };
        expect(ok, JSON.stringify(report)).toEqual({ win: true, escape: true, hp: true, turns: true });
      },
      120_000,
    );
  }
});
