import type { RngState } from '../../dice/types';
import type { Fight } from '../groundCombat/combatTypes';
import { copyRng, seedRng } from '../../dice/rng';
import { closeFightTally, countFight, fightCounts } from './simulateTally';
import { tallyFightsFast } from './simulateFast';
import { playFight } from './simulatePlay';
import { fightOfState } from './simulateStart';
import {
  DEFAULT_FIGHT_POLICY,
  type FightPolicy,
  type FightState,
  type FightTally,
  type SimulatedFight,
} from './simulateTypes';

export { DEFAULT_FIGHT_POLICY, fightStateFrom } from './simulateTypes';
export type {
  Concentrate,
  FightOutcome,
  FightPieces,
  FightPolicy,
  FightState,
  FightStep,
  FightTally,
  SimulatedFight,
} from './simulateTypes';

/**
 * "Odds of the whole fight": the rest of a Space Kraken ground combat (§14) played out many times on the
 * game's own kernel, the crew following the fixed policy of `simulatePolicy.ts`, every die from a seeded
 * stream. Same state, same seed: same estimate.
 *
 * The reference (`simulateFight`) does not copy the rules: it builds the kernel's own `Fight` from the
 * state (`simulateStart.ts`) and plays it with the functions the ground-combat machine calls, in the order
 * its transitions take, sending the policy's decisions through `decide` (`simulatePlay.ts`). Whatever the
 * game's fight applies is in the estimate — the turn loop and initiative with its modifiers, enemy action
 * tables, escapes and target priority, every enemy trait (Explodes, Drain, Evasive, Swarm, Dread, Regen,
 * two actions, the Zombie threshold: hits never add up to overwhelm it) and special action (heal,
 * recharge-shield, hinder, harden), damage, Cover, lone wolf and re-roll items, Chain Attack, Aggressive,
 * oxygen. machines/kraken/fightOdds.kernel.test.ts holds it to the machine die for die, and
 * fightOdds.traits.test.ts holds the estimate to the machine's outcome distribution for each trait and
 * special action. The estimate itself runs on the fast port (`simulateFast.ts`), which plays the same dice
 * to the same end (`simulateFast.test.ts`).
 *
 * Where it starts: between activations (`fightStateOf`, simulateFromFight.ts): after spawning (the spawn
 * reaction is not simulated), an activation under way taken back if nothing was done in it yet, else
 * counted done, an enemy activation under way counted over. What the game keeps between activations is
 * carried: activations left and begun, Cover, last actions, hindrance, PSI Concentrate, Taunt, Flash and
 * Surprise, re-rolls used, hardening, oxygen owed. A PSI Shield only exists inside an enemy attack, and the
 * policy never raises one, so the simulation never meets one.
 *
 * Beyond the policy:
 * - Dice: one at a time, when the machine would ask (hit dice, re-rolls, enemy hit dice stopping after a
 *   1); a target the rules leave to the player within a priority class is drawn with a die of as many
 *   sides as candidates.
 * - End: won when no enemy is fighting (killed, captured or escaped); lost when no crew member is
 *   conscious (kraken.unconscious-killed; the unconscious are then not counted as killed); escaped when the
 *   crew's escape succeeds; after `maxTurns` turns the fight counts as lost with `capped` set, since in play
 *   oxygen and patience run out before a stalemate resolves.
 * - A crew member the rules leave no action at all (Aggressive, carrying a captive, holding a working
 *   weapon: the game offers nothing) ends the activation without one.
 * - Turns: begun in the simulation; a turn under way at the start counts as one.
 * - HP lost: each crew member's HP at the start minus at the end (unconscious and killed end at 0).
 */

/**
 * Plays the rest of the fight once, on the game's own kernel (`simulatePlay.ts`). The RNG state goes in
 * and comes back out; nothing else is touched.
 */
export function simulateFight(
  state: FightState,
  rng: RngState,
  policy: FightPolicy = DEFAULT_FIGHT_POLICY,
): SimulatedFight {
  return simulateOnKernel(state, rng, policy).result;
}

/** `simulateFight`, with the kernel's fight as it ended (its log tells what happened, for the tests). */
export function simulateOnKernel(
  state: FightState,
  rng: RngState,
  policy: FightPolicy = DEFAULT_FIGHT_POLICY,
): { readonly result: SimulatedFight; readonly fight: Fight } {
  const r = copyRng(rng);
  const { fight, at } = fightOfState(state);
  const played = playFight(fight, at, r, policy);
  let crewKilled = 0;
  let hpLost = 0;
  state.crew.forEach((before, i) => {
    const after = played.fight.crew[i] ?? before;
    if (after.condition === 'killed' && before.condition !== 'killed') crewKilled += 1;
    hpLost += Math.max(0, before.hp - after.hp);
  });
  const result: SimulatedFight = {
    outcome: played.outcome,
    capped: played.capped,
    crewKilled,
    hpLost,
    turns: played.turns,
    crew: played.fight.crew,
    enemies: played.fight.enemies,
    rng: copyRng(r),
  };
  return { result, fight: played.fight };
}

export function startTally(seed: string): FightTally {
  return {
    runs: 0,
    wins: 0,
    losses: 0,
    escapes: 0,
    capped: 0,
    withKilled: 0,
    hpLost: 0,
    turns: 0,
    rng: seedRng(seed),
  };
}

/**
 * Adds `runs` more simulated fights to the tally. Chunking does not change the result. The fights are
 * played by the fast simulator (`simulateFast.ts`), which plays exactly what `simulateFight` plays (same
 * dice, same result) without building new objects on every shot.
 */
export function tallyFights(
  state: FightState,
  tally: FightTally,
  runs: number,
  policy: FightPolicy = DEFAULT_FIGHT_POLICY,
): FightTally {
  return tallyFightsFast(state, tally, runs, policy);
}

/**
 * `tallyFights` the slow way: each fight by `simulateFight`, the reference the fast simulator is checked
 * against (simulateFast.test.ts) and timed against (the fight-odds bench). The same tally.
 */
export function tallyFightsReference(
  state: FightState,
  tally: FightTally,
  runs: number,
  policy: FightPolicy = DEFAULT_FIGHT_POLICY,
): FightTally {
  const counts = fightCounts(tally);
  let rng = tally.rng;
  for (let i = 0; i < runs; i += 1) {
    const fight = simulateFight(state, rng, policy);
    rng = fight.rng;
    countFight(counts, fight.outcome, fight.capped, fight.crewKilled, fight.hpLost, fight.turns);
  }
  return closeFightTally(tally, counts, runs, rng);
}

/** Probabilities are 0..1; with no runs everything is 0. */
export interface FightEstimate {
  readonly runs: number;
  readonly win: number;
  readonly lose: number;
  readonly escape: number;
  /** Part of `lose`: fights stopped by the turn cap. */
  readonly capped: number;
  /** Chance at least one crew member is killed. */
  readonly loseCrewMember: number;
  readonly expectedHpLost: number;
  readonly meanTurns: number;
}

export function estimateFromTally(tally: FightTally): FightEstimate {
  const n = tally.runs;
  const share = (count: number): number => (n === 0 ? 0 : count / n);
  return {
    runs: n,
    win: share(tally.wins),
    lose: share(tally.losses),
    escape: share(tally.escapes),
    capped: share(tally.capped),
    loseCrewMember: share(tally.withKilled),
    expectedHpLost: share(tally.hpLost),
    meanTurns: share(tally.turns),
  };
}

export interface EstimateOptions {
  readonly runs: number;
  readonly seed: string;
  readonly policy?: FightPolicy;
}

/** Simulates the rest of the fight `runs` times from the seed and sums it up. */
export function estimateFight(state: FightState, options: EstimateOptions): FightEstimate {
  return estimateFromTally(tallyFights(state, startTally(options.seed), options.runs, options.policy));
}
