import type { MutableRngState } from '../../../dice/rng';
import type { RngState } from '../../../dice/types';
import type { BoardingFight } from '../../space/boardingFlow';
import type { BoardingRequest, PendingRoll, SpaceCombat } from '../../space/combatTypes';
import type { SpacePolicy } from './simulatePolicy';
import { copyRng, rollDieInPlace, seedRng } from '../../../dice/rng';
import { closeSpaceTally, countSpaceCombat, spaceCounts } from './simulateTally';
import {
  answerBoardingDice,
  boardingOutcomeOf,
  boardingOwed,
  boardingParty,
  decideBoarding,
  startBoardingFight,
  undefendedBoarding,
} from '../../space/boardingFlow';
import { answerRoll, decide, goOn, resolveBoarding } from '../../space/combatWalk';
import { tallySpaceCombatsFast } from './simulateFast';
import { boardingDecision, DEFAULT_SPACE_POLICY, spaceDecision } from './simulatePolicy';
import type { SimulatedSpaceCombat, SpaceTally } from './simulateTypes';

export type { SimulatedSpaceCombat, SpaceTally } from './simulateTypes';

/**
 * "Odds of the whole space combat": the rest of a Space Kraken space combat (§10) played out many times with
 * the kernel's own pure steps (`combatFlow.ts`, walked in the chart's order by `combatOrder.ts`, and `boardingFlow.ts` for every boarding), the player's
 * choices taken by the fixed policy of `simulatePolicy.ts`, every die thrown from the seeded RNG
 * (`rollDieInPlace`: d6 for checks, hits, evades, the system-damage class and the boarding pools, d20 for
 * the system count and the escape). Same state, same seed, same policy: same estimate.
 *
 * Simulation rules beyond the policy:
 * - It starts from the combat as it stands (any pending step: a die, a decision, a boarding) and plays on
 *   until the kernel says the combat is over.
 * - The combat's log is dropped at the start of each run (it is only narration; copying it on every step
 *   would cost more than the rules).
 * - After `maxTurns` turns (the current one counts) a combat still going counts as lost with `capped` set.
 * - SP left: the ship's SP as the combat ended (0 when destroyed), averaged over every run.
 */

function sidesOf(roll: PendingRoll): number {
  return roll.kind === 'escape' || roll.kind === 'system-count' ? 20 : 6;
}

function faces(rng: MutableRngState, count: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < count; i++) out.push(rollDieInPlace(rng, 6));
  return out;
}

/** One boarding fought out by the policy; the combat takes its outcome back. */
function fightBoarding(c: SpaceCombat, request: BoardingRequest, rng: MutableRngState): SpaceCombat {
  const uid = request.side === 'ours' ? request.enemyUid : request.candidates[0];
  const party = uid === undefined ? null : boardingParty(c, uid);
  if (uid === undefined || party === null) throw new Error('The boarding names no enemy ship.');
  // Reading (kraken.boarding): boarders who meet nobody able to fight take the ship without a roll.
  const undefended = undefendedBoarding(c, uid);
  if (undefended !== null) return resolveBoarding(c, uid, undefended);
  const started = startBoardingFight(party.side, party.crew, party.enemyCrew, new Set(party.abilities));
  if ('refused' in started) throw new Error(started.refused);
  let f: BoardingFight = started;
  for (let guard = 0; guard < 1000; guard++) {
    const owed = boardingOwed(f);
    if (owed === 'done') return resolveBoarding(c, uid, boardingOutcomeOf(f));
    const d = boardingDecision(f);
    if (d !== null) f = decideBoarding(f, d);
    else if (owed === 'roll')
      f = answerBoardingDice(f, [faces(rng, f.state.yourDice), faces(rng, f.state.enemyDice)]);
    else if (owed === 'reroll-roll') f = answerBoardingDice(f, [faces(rng, f.state.rerollDice.length)]);
    else f = answerBoardingDice(f, [faces(rng, 1)]);
  }
  throw new Error('A simulated boarding that never ends.');
}

/** Plays the rest of the combat once. The RNG state goes in and comes back out; nothing else is touched. */
export function simulateSpaceCombat(
  start: SpaceCombat,
  rng: RngState,
  policy: SpacePolicy = DEFAULT_SPACE_POLICY,
): SimulatedSpaceCombat {
  const r = copyRng(rng);
  let c: SpaceCombat = start.log.length > 0 ? { ...start, log: [] } : start;
  const firstTurn = c.turn;
  let capped = false;
  while (c.outcome === null) {
    if (c.turn - firstTurn + 1 > policy.maxTurns) {
      capped = true;
      break;
    }
    const p = c.pending;
    switch (p.kind) {
      case 'roll':
        c = answerRoll(c, rollDieInPlace(r, sidesOf(p.roll)));
        break;
      case 'decide':
        c = decide(c, spaceDecision(c, policy));
        break;
      case 'boarding':
        c = fightBoarding(c, p.request, r);
        break;
      case 'open':
        c = goOn(c);
        break;
      case 'over':
        throw new Error('A combat over without an outcome.');
    }
  }
  const turns = start.outcome !== null ? 0 : Math.min(policy.maxTurns, c.turn - firstTurn + 1);
  return {
    outcome: capped ? null : c.outcome,
    capped,
    turns,
    sp: Math.max(0, c.sp),
    combat: c,
    rng: copyRng(r),
  };
}

export function startSpaceTally(seed: string): SpaceTally {
  return {
    runs: 0,
    won: 0,
    escaped: 0,
    retreated: 0,
    lost: 0,
    capped: 0,
    turns: 0,
    spLeft: 0,
    rng: seedRng(seed),
  };
}

/**
 * Adds `runs` more simulated combats to the tally. Chunking does not change the result. The combats are
 * played by the fast simulator (`simulateFast.ts`), which plays exactly what `simulateSpaceCombat` plays
 * (same dice, same result) on one mutable copy of the combat.
 */
export function tallySpaceCombats(
  state: SpaceCombat,
  tally: SpaceTally,
  runs: number,
  policy: SpacePolicy = DEFAULT_SPACE_POLICY,
): SpaceTally {
  return tallySpaceCombatsFast(state, tally, runs, policy);
}

/**
 * `tallySpaceCombats` the slow way: each combat by `simulateSpaceCombat` on the kernel's own steps, the
 * reference the fast simulator is checked against (simulateFast.test.ts) and timed against (the space-odds
 * bench). The same tally.
 */
export function tallySpaceCombatsReference(
  state: SpaceCombat,
  tally: SpaceTally,
  runs: number,
  policy: SpacePolicy = DEFAULT_SPACE_POLICY,
): SpaceTally {
  const counts = spaceCounts(tally);
  let rng = tally.rng;
  for (let i = 0; i < runs; i++) {
    const run = simulateSpaceCombat(state, rng, policy);
    rng = run.rng;
    countSpaceCombat(counts, run.outcome, run.capped, run.turns, run.sp);
  }
  return closeSpaceTally(tally, counts, runs, rng);
}

/** Probabilities are 0..1; with no runs everything is 0. */
export interface SpaceEstimate {
  readonly runs: number;
  readonly win: number;
  readonly escaped: number;
  /** The Time command ended it with objectives left and enemies in the fight. */
  readonly retreated: number;
  readonly lost: number;
  /** Part of `lost`: combats stopped by the turn cap. */
  readonly capped: number;
  readonly meanTurns: number;
  /** The ship's SP at the end, on average (0 for a destroyed ship). */
  readonly expectedSpLeft: number;
}

export function spaceEstimateFromTally(tally: SpaceTally): SpaceEstimate {
  const n = tally.runs;
  const share = (count: number): number => (n === 0 ? 0 : count / n);
  return {
    runs: n,
    win: share(tally.won),
    escaped: share(tally.escaped),
    retreated: share(tally.retreated),
    lost: share(tally.lost),
    capped: share(tally.capped),
    meanTurns: share(tally.turns),
    expectedSpLeft: share(tally.spLeft),
  };
}

export interface SpaceEstimateOptions {
  readonly runs: number;
  readonly seed: string;
  readonly policy?: SpacePolicy;
}

/** Simulates the rest of the combat `runs` times from the seed and sums it up. */
export function estimateSpaceCombat(state: SpaceCombat, options: SpaceEstimateOptions): SpaceEstimate {
  return spaceEstimateFromTally(
    tallySpaceCombats(state, startSpaceTally(options.seed), options.runs, options.policy),
  );
}
