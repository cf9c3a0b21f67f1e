/**
 * What a move would set off, read before it is made, so a preview can say it and a risky move can ask first.
 *
 * Salvage skirmish, falls table: within the same level 1 dmg, placed directly below the point of fall, Prone;
 * through 1 depth 1 dmg + Prone; through 2 depths 2 dmg + Prone; onto another unit both take 1 dmg + Prone.
 * Engagement: base contact with an enemy is Engaged; leaving it is what Disengage is for.
 * Plain data in (the board, the figure, the kernel's verdict on the move), plain data out.
 */
import { engagedWith } from './engagement';
import type { MoveResult } from './movement';
import { standingY, type Board, type BoardPoint, type Figure, type Vec3 } from './types';

export interface FallPreview {
  /** Where the figure goes over the edge (the path bends down here). */
  readonly edge: BoardPoint;
  /** Where it ends up, Prone. */
  readonly landing: BoardPoint;
  /** Inches fallen. */
  readonly drop: number;
  /** Depth levels passed through (0 within the same level). */
  readonly depths: number;
  readonly damage: number;
  /** The figure fallen onto (it takes `landedOnDamage` and goes Prone too). */
  readonly landedOn?: string;
  readonly landedOnDamage?: number;
}

export interface MoveConsequences {
  /** The walk ends over an edge. */
  readonly fall: FallPreview | null;
  /** Enemies in base contact now that the move leaves. */
  readonly leavesEngagement: readonly string[];
  /** Enemies in base contact where the move ends (newly). */
  readonly entersEngagement: readonly string[];
  /** A fall, or leaving an engagement: the player is asked once before such a move is made. */
  readonly risky: boolean;
  /** The path to draw: start, the point of fall and the landing when it falls, else start and end. */
  readonly path: readonly Vec3[];
}

function pointY(board: Board, p: BoardPoint): Vec3 {
  return { x: p.x, y: standingY(p, board.levelSpacing), z: p.z };
}

/**
 * The consequences of a move the board kernel has judged (`pathCost`): the fall it ends in, with its height
 * and the falls table's damage, and the engagements it leaves and enters. `result` must be the verdict on
 * this figure's move on this board.
 */
export function moveConsequences(board: Board, figure: Figure, result: MoveResult): MoveConsequences {
  const before = engagedWith(board, figure).map((f) => f.id);
  const after = new Set(result.endsEngaged);
  const leavesEngagement = before.filter((id) => !after.has(id));
  const entersEngagement = result.endsEngaged.filter((id) => !before.includes(id));
  const f = result.fall;
  const landing = f === undefined ? result.end : (f.pushedApart?.faller ?? f.landing);
  const fall: FallPreview | null =
    f === undefined
      ? null
      : {
          edge: f.from,
          landing,
          drop: f.drop,
          depths: f.depths,
          damage: f.damage,
          ...(f.landedOn === undefined
            ? {}
            : { landedOn: f.landedOn, landedOnDamage: f.landedOnDamage ?? 1 }),
        };
  const start = pointY(board, {
    x: figure.x,
    z: figure.z,
    level: figure.level,
    elevation: figure.elevation ?? 0,
  });
  const path =
    fall === null
      ? [start, pointY(board, landing)]
      : [start, pointY(board, fall.edge), pointY(board, landing)];
  return {
    fall,
    leavesEngagement,
    entersEngagement,
    risky: fall !== null || leavesEngagement.length > 0,
    path,
  };
}
