import type { RngState } from '../../../dice/types';
import type { SpaceOutcome } from '../../space/combatTypes';
import type { SpaceTally } from './simulateTypes';
import { copyRng } from '../../../dice/rng';

/**
 * How one simulated space combat counts in a tally, written once for the reference simulator
 * (`simulate.ts`) and the fast one (`simulateFast.ts`): both count into a mutable copy of the tally's
 * counts, run by run, and close it into a new tally.
 */

export type SpaceCounts = { -readonly [K in Exclude<keyof SpaceTally, 'runs' | 'rng'>]: number };

export function spaceCounts(tally: SpaceTally): SpaceCounts {
  const { won, escaped, retreated, lost, capped, turns, spLeft } = tally;
  return { won, escaped, retreated, lost, capped, turns, spLeft };
}

/** One combat's end added to the counts (no outcome: stopped by the turn cap, counted as lost). */
export function countSpaceCombat(
  counts: SpaceCounts,
  outcome: SpaceOutcome | null,
  capped: boolean,
  turns: number,
  sp: number,
): void {
  if (outcome === 'won') counts.won += 1;
  else if (outcome === 'escaped') counts.escaped += 1;
  else if (outcome === 'retreated') counts.retreated += 1;
  else counts.lost += 1;
  if (capped) counts.capped += 1;
  counts.turns += turns;
  counts.spLeft += sp;
}

/** The tally after `runs` more combats, the RNG where the last one left it. */
export function closeSpaceTally(
  tally: SpaceTally,
  counts: SpaceCounts,
  runs: number,
  rng: RngState,
): SpaceTally {
  return { runs: tally.runs + runs, ...counts, rng: copyRng(rng) };
}
