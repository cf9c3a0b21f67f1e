/**
 * From a pointer hit on the board's meshes to what the caller is told: which figure or piece, and the
 * BoardPoint there (a level, a spot, and a height above the level's floor when standing on something).
 */
import { figurePoint, levelFloorY, levelOfHeight, type BoardPoint } from '../../rules/board';
import type { BoardLayout, TerrainGroup, TerrainItem } from './layout';
import { TERRAIN_GROUPS } from './layout';
import { FIGURE_BODY_NAME, FIGURE_HEAD_NAME, FIGURE_PICK_NAME } from './FigureInstances';

/** A face whose normal points this much upward is a top (decks, solid tops, the ramp's slope). */
const UP = 0.3;
/** Heights this close to a floor count as on it (raycasts land a hair off exact surfaces). */
const SNAP = 1e-3;

export type BoardHit =
  | { readonly kind: 'figure'; readonly figureId: string; readonly point: BoardPoint }
  | {
      readonly kind: 'terrain';
      /** The piece, or null for The Sink's floor. */
      readonly pieceId: string | null;
      readonly deck: boolean;
      /** The hit is on something a figure can stand on at that spot. */
      readonly surface: boolean;
      readonly point: BoardPoint;
    };

/** The point at height y over (x, z): the level that height belongs to and the rise above its floor. */
export function pointAtHeight(x: number, z: number, y: number, spacing: number): BoardPoint {
  const level = levelOfHeight(y + SNAP, spacing);
  const rise = y - levelFloorY(level, spacing);
  return rise > SNAP ? { x, z, level, elevation: Math.round(rise * 1000) / 1000 } : { x, z, level };
}

function isTerrainGroup(name: string): name is TerrainGroup {
  return (TERRAIN_GROUPS as readonly string[]).includes(name);
}

function terrainHit(
  item: TerrainItem,
  group: TerrainGroup,
  x: number,
  y: number,
  z: number,
  up: boolean,
  spacing: number,
): BoardHit {
  const piece = item.piece;
  if (piece === null)
    return { kind: 'terrain', pieceId: null, deck: true, surface: up, point: { x, z, level: 3 } };
  const onFloor: BoardPoint = { x, z, level: piece.level };
  switch (group) {
    case 'decks':
      return { kind: 'terrain', pieceId: piece.id, deck: true, surface: up, point: onFloor };
    case 'solids':
      // On top of a solid a figure stands raised; against its side the point is the piece's foot.
      return {
        kind: 'terrain',
        pieceId: piece.id,
        deck: false,
        surface: up,
        point: up ? pointAtHeight(x, z, item.box.maxY, spacing) : onFloor,
      };
    case 'ramps':
      return {
        kind: 'terrain',
        pieceId: piece.id,
        deck: false,
        surface: up,
        point: pointAtHeight(x, z, y, spacing),
      };
    case 'ladders':
      return {
        kind: 'terrain',
        pieceId: piece.id,
        deck: false,
        surface: false,
        point: pointAtHeight(x, z, y, spacing),
      };
    case 'areas':
    case 'markers':
      // Difficult ground, open doors and sites are stood in, on the level's floor; impassable ground is not.
      return {
        kind: 'terrain',
        pieceId: piece.id,
        deck: false,
        surface: up && piece.kind !== 'impassable',
        point: onFloor,
      };
  }
}

/** Whether a mesh name is one of the figures' (the pick proxy is what catches the pointer). */
export function isFigureMesh(name: string): boolean {
  return name === FIGURE_PICK_NAME || name === FIGURE_BODY_NAME || name === FIGURE_HEAD_NAME;
}

/** One thing under the pointer, as the raycaster reports it. */
interface RayHit {
  readonly object: { readonly name: string };
  readonly instanceId?: number | undefined;
}

/**
 * Of everything under the pointer (nearest first), the one that counts: the nearest thing, except that a
 * figure under the deck or solid hit first (it is drawn through it) wins over that piece: a click on a Sink
 * figure under Topside picks the figure, not the deck. A figure seen past the edge of the piece hit first is
 * not under it and does not steal the click (ghosts of faded and hidden levels are never on the ray).
 */
export function pickFirst<T extends RayHit>(layout: BoardLayout, hits: readonly T[]): T | undefined {
  const first = hits[0];
  if (first === undefined || isFigureMesh(first.object.name)) return first;
  const group = first.object.name;
  if (group !== 'decks' && group !== 'solids') return first;
  const piece = first.instanceId === undefined ? undefined : layout.terrain[group][first.instanceId];
  if (piece?.piece == null) return first;
  const box = piece.box;
  for (const hit of hits) {
    if (!isFigureMesh(hit.object.name) || hit.instanceId === undefined) continue;
    const item = layout.figures[hit.instanceId];
    if (item === undefined || !layout.coveredFigures.includes(item)) continue;
    const { figure } = item;
    const r = figure.baseDiameter / 2;
    const under =
      box.minY > item.y &&
      box.minX < figure.x + r &&
      box.maxX > figure.x - r &&
      box.minZ < figure.z + r &&
      box.maxZ > figure.z - r;
    if (under) return hit;
  }
  return first;
}

/**
 * What a pointer hit means. `objectName` and `instanceId` identify the instanced mesh and instance hit;
 * (x, y, z) is the hit point in board inches; `normalY` the hit face's normal's y in the mesh's own space.
 * Null when the hit is not on a board mesh.
 */
export function resolveHit(
  layout: BoardLayout,
  objectName: string,
  instanceId: number | undefined,
  x: number,
  y: number,
  z: number,
  normalY: number,
  board: { readonly width: number; readonly depth: number; readonly levelSpacing: number },
): BoardHit | null {
  if (instanceId === undefined) return null;
  if (isFigureMesh(objectName)) {
    const item = layout.figures[instanceId];
    return item === undefined
      ? null
      : { kind: 'figure', figureId: item.figure.id, point: figurePoint(item.figure) };
  }
  if (!isTerrainGroup(objectName)) return null;
  const item = layout.terrain[objectName][instanceId];
  if (item === undefined) return null;
  // Hits on a box's outer face can land a hair outside the board; points are always on it.
  const cx = Math.min(board.width, Math.max(0, x));
  const cz = Math.min(board.depth, Math.max(0, z));
  return terrainHit(item, objectName, cx, y, cz, normalY > UP, board.levelSpacing);
}
