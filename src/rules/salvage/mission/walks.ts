import type { MoveResult } from '../../board/movement';
import type { Board } from '../../board/types';
import type { Spot, Unit } from './state';

/**
 * Plain walks (Move, Run, Crawl) already worked out on one board for one unit. A move the ChoiceBar offers
 * was found by walking toward a goal (geometry.ts); the order's check then asks for the very same walk, and
 * the guard and the dice request ask again. Board and unit are immutable values (a board is built per
 * mission value), so the verdict cannot go stale.
 */
const walks = new WeakMap<Board, WeakMap<Unit, Map<string, MoveResult>>>();

function keyOf(to: Spot, allowance: number): string {
  // Only where the walk goes matters to the board kernel: a target's elevation is where it lands, not asked.
  return `${to.x},${to.z},${to.level}|${allowance}`;
}

export function knownWalk(board: Board, u: Unit, to: Spot, allowance: number): MoveResult | undefined {
  return walks.get(board)?.get(u)?.get(keyOf(to, allowance));
}

export function rememberWalk(board: Board, u: Unit, to: Spot, allowance: number, result: MoveResult): void {
  let byUnit = walks.get(board);
  if (byUnit === undefined) {
    byUnit = new WeakMap();
    walks.set(board, byUnit);
  }
  let byKey = byUnit.get(u);
  if (byKey === undefined) {
    byKey = new Map();
    byUnit.set(u, byKey);
  }
  byKey.set(keyOf(to, allowance), result);
}
