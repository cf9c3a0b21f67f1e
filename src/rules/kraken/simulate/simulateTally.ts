import type { RngState } from '../../dice/types';
import type { FightOutcome, FightTally } from './simulateTypes';
import { copyRng } from '../../dice/rng';

/**
 * How one simulated fight counts in a tally, written once for the reference simulator (`simulate.ts`) and
 * the fast one (`simulateFast.ts`): both count into a mutable copy of the tally's counts, run by run, and
 * close it into a new tally.
 */

export type FightCounts = { -readonly [K in Exclude<keyof FightTally, 'runs' | 'rng'>]: number };

export function fightCounts(tally: FightTally): FightCounts {
  const { wins, losses, escapes, capped, withKilled, hpLost, turns } = tally;
  return { wins, losses, escapes, capped, withKilled, hpLost, turns };
}

/** One fight's end added to the counts. */
export function countFight(
  counts: FightCounts,
  outcome: FightOutcome,
  capped: boolean,
  crewKilled: number,
  hpLost: number,
  turns: number,
): void {
  if (outcome === 'win') counts.wins += 1;
  else if (outcome === 'lose') counts.losses += 1;
  else counts.escapes += 1;
  if (capped) counts.capped += 1;
  if (crewKilled > 0) counts.withKilled += 1;
  counts.hpLost += hpLost;
  counts.turns += turns;
}

/** The tally after `runs` more fights, the RNG where the last one left it. */
export function closeFightTally(
  tally: FightTally,
  counts: FightCounts,
  runs: number,
  rng: RngState,
): FightTally {
  return { runs: tally.runs + runs, ...counts, rng: copyRng(rng) };
}
