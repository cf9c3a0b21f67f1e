/**
 * Moving a figure: Speed, Dash, climbing, jumping and leaping on the depth board, and what a move sets off
 * (a brawl on contact, a jump's consequences).
 *
 * Fringe, Speed: how far a figure moves, in inches. Dash: a figure that takes no Combat Action may move 2"
 * more. Proximity: moving into contact with opponents starts a brawl, resolved at once; no brawl may be
 * entered by Dashing; a K'Erin that can reach an enemy without Dashing must do so and brawl.
 * Moving up and down: climbing pays the height; a descent of 1" or less is free; a longer one is climbed
 * down (same cost) or jumped. Jumping needs no movement; jumping down more than 1" ends the figure's round;
 * 3" or more inflicts a Damage +0 Hit; Swift figures take none. Leaping: gaps up to 2" (4" Swift) as part of
 * the move. The board kernel (`pathCost`, src/rules/board/movement.ts) works out cost and legality.
 */
import { pathCost, type MoveMode, type MoveResult } from '../board/movement';
import { CONTACT_TOLERANCE, type BoardPoint } from '../board/types';
import { allDirections } from '../board/direction';
import { battleBoard, boardFigure, standProblems } from './geometry';
import { mustFighter, onTable } from './lookup';
import type { Battle, Fighter } from './types';

/** Fringe, Dash: 2" more for a figure that takes no Combat Action. */
export const DASH_INCHES = 2;
/** Fringe, Brawling: the winner who eliminates its opponent may move 2". */
export const WINNER_MOVE_INCHES = 2;

/** The move modes tried, in order, when a player leaves the choice to the rules ("auto"). */
export const AUTO_MODES: readonly MoveMode[] = ['walk', 'leap', 'climb', 'jump'];

export interface MoveCheck {
  readonly result: MoveResult;
  readonly mode: MoveMode;
  /** Enemies in contact where the move ends: a brawl follows. */
  readonly contacts: readonly string[];
  /** The biggest jump down, inches (0 if none). */
  readonly drop: number;
  /** Jumping down more than 1" ends the figure's round. */
  readonly endsRound: boolean;
  /** Jumping down 3" or more, not Swift: a Damage +0 Hit. */
  readonly jumpHit: boolean;
}

/**
 * The board kernel's verdict on moving `figure` along `path` with `allowance` inches in `mode`. Walking off
 * an edge is refused rather than a fall: a descent of more than 1" is climbed or jumped (Fringe).
 */
export function checkMove(
  b: Battle,
  figure: Fighter,
  path: readonly BoardPoint[],
  mode: MoveMode,
  allowance: number,
): MoveCheck {
  if (figure.at === null) throw new Error(`${figure.name} is not on the table.`);
  const board = battleBoard(b);
  const moving = boardFigure(figure, figure.at);
  const walked = pathCost(board, moving, path, { allowance, mode, onFall: 'refuse' });
  // The walk ends where the figure must be able to stand: a crate or leg top right under a deck leaves
  // no room for its body, which the path's cost alone does not see.
  const room = walked.legal ? standProblems(board, moving, walked.end) : [];
  const result =
    room.length === 0
      ? walked
      : {
          ...walked,
          legal: false,
          reasons: [...walked.reasons, `No room to stand there (${room.join(', ')})`],
        };
  const drop = result.jumpHeight ?? 0;
  return {
    result,
    mode,
    contacts: result.endsEngaged,
    drop,
    endsRound: result.jumpDown?.endsRound ?? false,
    jumpHit: result.jumpDown?.hit ?? false,
  };
}

/** The first mode of `modes` whose move is legal, else the first mode's verdict (for its reasons). */
export function bestMove(
  b: Battle,
  figure: Fighter,
  path: readonly BoardPoint[],
  modes: readonly MoveMode[],
  allowance: number,
): MoveCheck {
  let first: MoveCheck | null = null;
  for (const mode of modes) {
    const check = checkMove(b, figure, path, mode, allowance);
    if (check.result.legal) return check;
    first ??= check;
  }
  if (first === null) throw new Error('No move mode to try.');
  return first;
}

export interface ChargeOption {
  readonly enemyId: string;
  /** Where the charging figure ends, in base contact. */
  readonly to: BoardPoint;
  readonly mode: MoveMode;
  readonly inches: number;
}

/** Spots in base contact round `enemy`: the one facing `from` first, then the eight compass points. */
function contactSpots(from: BoardPoint, enemy: BoardPoint, reach: number): BoardPoint[] {
  const base = {
    level: enemy.level,
    ...(enemy.elevation === undefined ? {} : { elevation: enemy.elevation }),
  };
  const dx = from.x - enemy.x;
  const dz = from.z - enemy.z;
  const len = Math.hypot(dx, dz);
  const spots: BoardPoint[] = [];
  if (len > 1e-6) spots.push({ ...base, x: enemy.x + (dx / len) * reach, z: enemy.z + (dz / len) * reach });
  for (const d of allDirections())
    spots.push({ ...base, x: enemy.x + d.dx * reach, z: enemy.z + d.dz * reach });
  return spots;
}

const chargeCache = new WeakMap<Battle, Map<string, readonly ChargeOption[]>>();

/**
 * The enemies `figureId` can move into contact with without Dashing, each with one move that does it.
 * Reading (fringe.proximity): "can move to an enemy" means one straight move (walking, leaping, climbing or
 * jumping) ending in base contact within Speed — at the contact spot facing the mover or one of eight round
 * the enemy.
 */
export function chargeOptions(b: Battle, figureId: string): readonly ChargeOption[] {
  let byFigure = chargeCache.get(b);
  if (byFigure === undefined) {
    byFigure = new Map();
    chargeCache.set(b, byFigure);
  }
  const cached = byFigure.get(figureId);
  if (cached !== undefined) return cached;
  const f = mustFighter(b, figureId);
  const options: ChargeOption[] = [];
  if (f.at !== null && f.out === null) {
    const reach = 1 - CONTACT_TOLERANCE / 2;
    for (const enemy of b.fighters) {
      if (enemy.side === f.side || !onTable(enemy) || enemy.at === null) continue;
      // Too far to reach even in a straight line on one level: skip the board walk.
      if (Math.hypot(enemy.at.x - f.at.x, enemy.at.z - f.at.z) - reach > f.speed + 1e-9) continue;
      const found = firstCharge(b, f, enemy.id, contactSpots(f.at, enemy.at, reach));
      if (found !== null) options.push(found);
    }
  }
  byFigure.set(figureId, options);
  return options;
}

function firstCharge(
  b: Battle,
  f: Fighter,
  enemyId: string,
  spots: readonly BoardPoint[],
): ChargeOption | null {
  for (const to of spots) {
    for (const mode of AUTO_MODES) {
      const check = checkMove(b, f, [to], mode, f.speed);
      if (check.result.legal && check.contacts.includes(enemyId))
        return { enemyId, to, mode, inches: check.result.cost };
    }
  }
  return null;
}
