import type { MachineChart } from './chart';
import { stateAt, type LevelWhere } from './where';

/**
 * The path taken this turn: for every active level (keyed by its invoke ids), the states it has stood in
 * since its current turn or round began, the one it stands in last.
 *
 * It is recorded from the session's snapshots as the game moves (the phase map feeds it every new reading of
 * where the game is) rather than by replaying the log: a replay per change would cost as much as the game is
 * long, while a reading costs one walk of the state values; the map is mounted with the game screen (folded or
 * not), so it sees every move. Undo shows as a move like any other.
 */
export type Trails = Readonly<Record<string, readonly string[]>>;

export const levelKey = (path: readonly string[]) => path.join('/');

/** The index of each step of a state path among its siblings, in document order. */
function orderOf(chart: MachineChart, path: string): number[] {
  const keys = path.split('.');
  const out: number[] = [];
  for (let i = 0; i < keys.length; i += 1) {
    const parent = stateAt(chart, keys.slice(0, i).join('.'));
    out.push(parent?.children.findIndex((c) => c.key === keys[i]) ?? -1);
  }
  return out;
}

/**
 * Depth of the phases whose coming round again starts a new turn.
 * Design choice: the book's turns and rounds are a machine's top-level phases (the campaign turn's phases,
 * the space combat's sub-phases) or the phases of one top-level state (the ground combat's `turn`, the
 * salvage `round`); a step back within them (document order is the book's order) is the loop coming round.
 * Steps deeper than that (an activation's attack and its roll) belong to the same turn.
 */
const TURN_DEPTH = 2;

/** Whether moving from one state to another starts a new turn of the level's loop. */
export function startsNewTurn(chart: MachineChart, from: string, to: string): boolean {
  const a = orderOf(chart, from);
  const b = orderOf(chart, to);
  const keysA = from.split('.');
  const keysB = to.split('.');
  for (let d = 0; d < Math.min(keysA.length, keysB.length, TURN_DEPTH); d += 1) {
    if (keysA[d] === keysB[d]) continue;
    return (b[d] ?? 0) < (a[d] ?? 0);
  }
  return false;
}

/** The trails after the game moved to `where`: levels that ended lose theirs, new ones start one. */
export function advanceTrails(trails: Trails, where: readonly LevelWhere[]): Trails {
  const next: Record<string, readonly string[]> = {};
  for (const level of where) {
    const key = levelKey(level.path);
    const before = trails[key];
    const last = before?.[before.length - 1];
    if (before === undefined || last === undefined || startsNewTurn(level.chart, last, level.leaf)) {
      next[key] = [level.leaf];
    } else if (before.includes(level.leaf)) {
      next[key] = last === level.leaf ? before : [...before.filter((s) => s !== level.leaf), level.leaf];
    } else {
      next[key] = [...before, level.leaf];
    }
  }
  return next;
}
