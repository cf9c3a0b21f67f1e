/**
 * The heat map's built-in scorer: odds read from a small table a mode fills in with its own rules, so the
 * odds of a game's attack can be worked out in a worker without sending it any code. A mode computes, on
 * the main thread with its own kernels, the exact odds of its best attack for each distance band, for a
 * clear and a covered line, standing still and after moving (Fringe: Heavy weapons shoot worse after a
 * move, Aiming needs the figure not to have moved); the table then answers every square with one look-up.
 */
import type { SightVerdict } from '../los';
import type { BoardPoint } from '../types';
import type { HeatmapScorer } from './heatmap';

/** Odds of the best attack in each distance band, standing still and after a move. */
export interface OddsRow {
  readonly still: readonly number[];
  readonly moved: readonly number[];
}

export interface OddsTable {
  /**
   * Upper ends of the distance bands in inches (true 3D distance, base centre to base centre), ascending:
   * band b covers (bands[b − 1], bands[b]]. Past the last band the target is out of range: odds 0.
   */
  readonly bands: readonly number[];
  /** Odds per band with a clear line, and with the target in cover. A blocked line scores 0. */
  readonly clear: OddsRow;
  readonly cover: OddsRow;
  /** Only squares the figure can reach this activation score (others: none). Default true. */
  readonly reachableOnly?: boolean;
  /** No attack across another figure (Fringe: "watch where you point that thing"): such squares score 0. */
  readonly noShotAcrossFigures?: boolean;
}

/** Why a table cannot be used, or null: every row as long as the bands, odds within 0..1, bands ascending. */
export function oddsTableProblem(table: OddsTable): string | null {
  const n = table.bands.length;
  if (n === 0) return 'An odds table needs at least one distance band.';
  for (let b = 0; b < n; b++) {
    const band = table.bands[b] ?? NaN;
    if (!(band >= 0) || (b > 0 && !(band > (table.bands[b - 1] ?? Infinity))))
      return 'Distance bands must be ascending and not negative.';
  }
  for (const row of [table.clear.still, table.clear.moved, table.cover.still, table.cover.moved]) {
    if (row.length !== n) return 'Every row of an odds table needs one entry per distance band.';
    if (row.some((p) => !(p >= 0 && p <= 1))) return 'Odds must lie between 0 and 1.';
  }
  return null;
}

/** The band a distance falls in, or −1 past the last. */
function bandOf(bands: readonly number[], distance: number): number {
  for (let b = 0; b < bands.length; b++) if (distance <= (bands[b] ?? -Infinity) + 1e-9) return b;
  return -1;
}

/** A scorer reading `table` (checked with oddsTableProblem first; a bad table throws). */
export function oddsTableScorer(table: OddsTable): HeatmapScorer {
  const problem = oddsTableProblem(table);
  if (problem !== null) throw new Error(problem);
  const reachableOnly = table.reachableOnly ?? true;
  return (_from: BoardPoint, sight: SightVerdict, distance: number, moveCost: number | null) => {
    if (reachableOnly && moveCost === null) return null;
    if (sight.verdict === 'blocked') return 0;
    if (table.noShotAcrossFigures === true && sight.figuresCrossing > 0) return 0;
    const band = bandOf(table.bands, distance);
    if (band < 0) return 0;
    const row = sight.verdict === 'clear' ? table.clear : table.cover;
    // Moving any distance counts as having moved (a Heavy weapon's penalty, no Aiming); a square out of
    // this activation's reach could only be had by moving.
    const moved = moveCost === null || moveCost > 1e-9;
    return (moved ? row.moved : row.still)[band] ?? 0;
  };
}
