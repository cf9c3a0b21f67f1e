/**
 * A move's preview, read before it is made: what it costs, how it is made (walk, climb, leap, jump), what it
 * sets off (a brawl with its exact odds, a jump that ends the round or is a Damage +0 Hit) and, when the
 * rules refuse it, why. Pure: the screen draws it, the machine decides.
 */
import { planCheck } from '../dice/checks';
import { standingY, type BoardPoint, type Vec3 } from '../board/types';
import { brawlBonuses, brawlOdds } from './brawl';
import type { FringeDecision, FringeMoveMode } from './decisions';
import { refusal } from './engine';
import { fighter } from './lookup';
import { DASH_INCHES, WINNER_MOVE_INCHES, type MoveCheck } from './moves';
import { moveOf, winnerMoveCheck } from './refusal';
import type { Battle } from './types';
import { bonusSum } from './weapons';

export interface MovePreview {
  readonly figureId: string;
  readonly decision: FringeDecision;
  readonly check: MoveCheck | null;
  /** Why the rules refuse it now, or null. */
  readonly refusal: string | null;
  readonly inches: number;
  readonly allowance: number;
  /** Enemies it would brawl, with the exact chance the mover hits and takes no hit. */
  readonly brawls: readonly { readonly id: string; readonly odds: number }[];
  /** The biggest jump down, inches (0 if none). */
  readonly drop: number;
  readonly endsRound: boolean;
  /** The jump's Damage +0 Hit, with the exact chance it takes the figure out (before Luck and saves). */
  readonly jumpHit: number | null;
  /** A brawl, a jump that ends the round or hurts: asked once before it is made. */
  readonly risky: boolean;
  /** Start and end, in board inches, for the overlay. */
  readonly path: readonly Vec3[];
}

function at3(b: Battle, p: BoardPoint): Vec3 {
  return { x: p.x, y: standingY(p, b.setup.board.levelSpacing), z: p.z };
}

function preview(
  b: Battle,
  figureId: string,
  d: FringeDecision,
  check: MoveCheck | null,
  allowance: number,
): MovePreview {
  const f = fighter(b, figureId);
  const why = refusal(b, d);
  const brawls =
    check === null || f === undefined
      ? []
      : check.contacts.flatMap((id) => {
          const t = fighter(b, id);
          if (t === undefined) return [];
          const odds = brawlOdds(
            f.brawlTwice,
            bonusSum(brawlBonuses(b, f, t, false)),
            t.brawlTwice,
            bonusSum(brawlBonuses(b, t, f, check.contacts.length > 1)),
          ).attackerOnly;
          return [{ id, odds }];
        });
  const jumpHit =
    check?.jumpHit === true && f !== undefined
      ? planCheck({ kind: 'fringe-damage', damage: 0, toughness: f.toughness }).odds
      : null;
  const start = f?.at ?? null;
  const end = check?.result.end ?? null;
  return {
    figureId,
    decision: d,
    check,
    refusal: why,
    inches: check?.result.cost ?? 0,
    allowance,
    brawls,
    drop: check?.drop ?? 0,
    endsRound: check?.endsRound ?? false,
    jumpHit,
    risky: brawls.length > 0 || (check?.endsRound ?? false) || jumpHit !== null,
    path: start === null || end === null ? [] : [at3(b, start), at3(b, end)],
  };
}

/** The preview of moving the figure acting now to `to`. */
export function previewMove(
  b: Battle,
  figureId: string,
  to: BoardPoint,
  mode: FringeMoveMode,
  dash: boolean,
): MovePreview {
  const d: FringeDecision = { type: 'figure.move', figureId, to: [to], mode, dash };
  const f = fighter(b, figureId);
  return preview(b, figureId, d, moveOf(b, d), (f?.speed ?? 0) + (dash ? DASH_INCHES : 0));
}

/** The preview of the brawl winner's 2" move to `to`. */
export function previewWinnerMove(b: Battle, to: BoardPoint, mode: FringeMoveMode): MovePreview | null {
  if (b.winnerMove === null) return null;
  const d: FringeDecision = { type: 'winner.move', to, mode };
  const check = winnerMoveCheck(b, d);
  return preview(b, b.winnerMove.figureId, d, typeof check === 'string' ? null : check, WINNER_MOVE_INCHES);
}
