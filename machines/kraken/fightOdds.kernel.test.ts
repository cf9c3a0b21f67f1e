import { describe, expect, it } from 'vitest';
import type { EnemyProfile } from '../../src/content/schemas/enemy';
import type { MutableRngState } from '../../src/rules/dice/rng';
import type { Fight } from '../../src/rules/kraken/groundCombat/combatTypes';
import type { FightPolicy, SimulatedFight } from '../../src/rules/kraken/simulate/simulate';
import { samplePack } from '../../src/content/testSample';
import { rollDie, seedRng } from '../../src/rules/dice/rng';
import { closeFight } from '../../src/rules/kraken/groundCombat/combatTurn';
import { simulateFight } from '../../src/rules/kraken/simulate/simulate';
import { fightStateOf } from '../../src/rules/kraken/simulate/simulateFromFight';
import {
  fightContentOf,
  randomCrew,
  randomPolicy,
} from '../../src/rules/kraken/simulate/simulateFast.testkit';
import { NoActionLeft, playWhile } from './fightOdds.testkit';
import { Driver, fightInput } from './groundCombat.testkit';

/**
 * The fight simulator against the game, die for die: a fight the real ground-combat machine starts itself
 * (spawning from the sample pack's enemy profiles, a random crew of its weapons, items and traits) is played
 * by the simulation's policy (fightOdds.testkit.ts) up to a moment the machine waits for a crew decision;
 * from there the reference simulator (`simulateFight`, on the state `fightStateOf` reads from the fight)
 * and the machine both play the rest from the same RNG state. They must end the same: outcome, turns,
 * every crew member and enemy, and the dice used (the RNG state). `KERNEL_FIGHTS=n` plays n fights per
 * enemy profile instead of 3.
 */

const pack = samplePack();
const content = fightContentOf(pack);
const PER_PROFILE = Number(process.env.KERNEL_FIGHTS ?? 3);

/** The machine waits for a crew decision between two steps the simulator knows how to start from. */
function atBoundary(d: Driver): boolean {
  return (
    d.snap.matches({ initiative: 'cover' }) ||
    d.snap.matches({ turn: 'oxygenShort' }) ||
    d.snap.matches({ turn: { crew: 'picking' } })
  );
}

function over(d: Driver): boolean {
  return d.snap.matches('ending') || d.snap.matches('spoils') || d.snap.matches('done');
}

function draw(rng: MutableRngState, n: number): number {
  const roll = rollDie(rng, n);
  Object.assign(rng, roll.state);
  return roll.face - 1;
}

/** A fight the machine starts around `profile`, played on to its `skip`-th crew decision moment. */
function startFight(seed: string, profile: EnemyProfile, rng: MutableRngState, policy: FightPolicy): Driver {
  const setup: MutableRngState = { ...seedRng(`${seed}/setup`) };
  const input = fightInput({
    crew: randomCrew(seed, content),
    enemyProfiles: content.enemies,
    oxygen: 2 + draw(setup, 24),
    encounter: {
      difficulty: 0,
      elementValue: profile.level,
      map: 1 + draw(setup, 9),
      species: profile.species,
      boss: draw(setup, 6) === 0,
      ambush: draw(setup, 5) === 0,
      atmosphere: (['breathable', 'non-breathable', 'hell'] as const)[draw(setup, 3)] ?? 'breathable',
    },
  });
  const d = new Driver(input);
  let skip = draw(setup, 8);
  playWhile(d, rng, policy, (x) => !over(x) && !(atBoundary(x) && skip-- <= 0));
  return d;
}

function started(start: () => Driver): Driver | null {
  try {
    return start();
  } catch (error) {
    if (error instanceof NoActionLeft) return null;
    throw error;
  }
}

/** Plays on, or false when the game itself is stuck (`NoActionLeft`): the fight is left out. */
function playable(play: () => void): boolean {
  try {
    play();
    return true;
  } catch (error) {
    if (error instanceof NoActionLeft) return false;
    throw error;
  }
}

/** What a finished machine fight should hold if the simulator's crew and enemies are the game's. */
function expectedEnd(machine: Fight, ref: SimulatedFight): Fight {
  if (ref.capped) return { ...machine, crew: ref.crew, enemies: ref.enemies };
  const before = { ...machine, crew: ref.crew, enemies: ref.enemies, phase: 'turn' as const };
  return closeFight({ ...before, outcome: ref.outcome === 'escape' ? 'escaped' : null });
}

describe('the fight simulator plays the game’s own fight, die for die', () => {
  for (const profile of content.enemies) {
    it(`plays fights around ${profile.id} as the machine does (seeds kernel/${profile.id}/0..${PER_PROFILE - 1})`, () => {
      for (let n = 0; n < PER_PROFILE; n += 1) {
        const seed = `kernel/${profile.id}/${n}`;
        const policy = randomPolicy(seed);
        const rng: MutableRngState = { ...seedRng(seed) };
        const d = started(() => startFight(seed, profile, rng, policy));
        if (d === null || over(d)) continue;
        const state = fightStateOf(d.fight);
        const ref = simulateFight(state, { ...rng }, policy);
        const startTurn = d.fight.turn;
        const begun = d.fight.phase === 'turn' ? 1 : 0;
        const turns = (x: Driver) => x.fight.turn - startTurn + begun;
        if (!playable(() => playWhile(d, rng, policy, (x) => !over(x) && turns(x) <= policy.maxTurns)))
          continue;
        const machine = d.fight;
        const expected = expectedEnd(machine, ref);
        const where = `${seed} from ${JSON.stringify(state.step)} (${ref.outcome}${ref.capped ? ', capped' : ''})`;
        expect(
          { outcome: ref.capped ? null : machine.outcome, turns: Math.min(turns(d), policy.maxTurns) },
          where,
        ).toEqual({
          outcome: ref.capped ? null : expected.outcome,
          turns: ref.turns,
        });
        expect(machine.crew, where).toEqual(expected.crew);
        expect(machine.enemies, where).toEqual(expected.enemies);
        expect({ ...rng }, where).toEqual(ref.rng);
      }
    });
  }
});
