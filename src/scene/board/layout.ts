/**
 * What the board scene draws, worked out from the board and the props before any three.js object is touched:
 * every piece and figure sorted into the instanced group that draws it, with its box and colour. Hidden
 * levels are left out; faded levels go to the ghost groups, which never catch the pointer. Pure data, so a
 * change of props is one pass over the board and one buffer write per group.
 */
import {
  figurePoint,
  footprintExtents,
  isDeck,
  isShut,
  isSolid,
  standingY,
  terrainBox,
  type Board,
  type Box,
  type Figure,
  type Level,
  type TerrainPiece,
} from '../../rules/board';
import {
  DECK_COLORS,
  HIGHLIGHT_HEAD_COLOR,
  HIGHLIGHT_TERRAIN_COLOR,
  KIND_COLORS,
  SELECTED_HEAD_COLOR,
  SIDE_COLORS,
  SPENT_SALVAGE_COLOR,
} from './palette';
import type { LevelVisibility } from './types';

/** The instanced groups terrain is drawn in: one draw call each. */
export type TerrainGroup = 'decks' | 'solids' | 'areas' | 'ramps' | 'ladders' | 'markers';

export const TERRAIN_GROUPS: readonly TerrainGroup[] = [
  'decks',
  'solids',
  'areas',
  'ramps',
  'ladders',
  'markers',
];

/** Thinnest a slab is drawn, so a zero-height deck or area still shows and can be clicked. */
const MIN_DECK = 0.1;
const MIN_AREA = 0.06;
const MIN_MARKER = 0.15;
/** The Sink's own floor: a slab under the whole board, its top at y = 0. */
const SINK_FLOOR_THICKNESS = 0.1;

/** One drawn terrain instance. */
export interface TerrainItem {
  /** The piece, or null for The Sink's floor (the table under the board). */
  readonly piece: TerrainPiece | null;
  readonly level: Level;
  /** Centre of the drawn box in board inches. */
  readonly cx: number;
  readonly cy: number;
  readonly cz: number;
  /** Drawn size along the piece's own axes (before the quarter turn) for ramps and ladders, else world. */
  readonly sx: number;
  readonly sy: number;
  readonly sz: number;
  /** Turn about y in radians (ramps and ladders only; boxes are already axis-aligned). */
  readonly turn: number;
  /** The rules' box (what a figure stands on); the drawn box may be a little thicker. */
  readonly box: Box;
  readonly color: string;
}

/** One drawn figure. */
export interface FigureItem {
  readonly figure: Figure;
  /** Absolute height of its standing point. */
  readonly y: number;
  readonly color: string;
  readonly headColor: string;
}

export interface BoardLayout {
  readonly terrain: Readonly<Record<TerrainGroup, readonly TerrainItem[]>>;
  /** Ghosts of faded levels' ramps (wedges) and of everything else (boxes). */
  readonly fadedBoxes: readonly TerrainItem[];
  readonly fadedRamps: readonly TerrainItem[];
  readonly figures: readonly FigureItem[];
  readonly fadedFigures: readonly FigureItem[];
  /** Shown figures with a shown deck or solid above them: drawn again through it (FigureXray). */
  readonly coveredFigures: readonly FigureItem[];
}

export interface LayoutInput {
  readonly board: Board;
  readonly levelVisibility: LevelVisibility;
  readonly selectedFigureId: string | null;
  readonly highlightTerrainIds: readonly string[];
  readonly highlightFigureIds: readonly string[];
  readonly sideColors: Readonly<Record<string, string>>;
}

function groupOf(piece: TerrainPiece): TerrainGroup {
  if (isDeck(piece)) return 'decks';
  switch (piece.kind) {
    case 'ramp':
      return 'ramps';
    case 'ladder':
      return 'ladders';
    case 'hazard-site':
    case 'salvage-site':
      return 'markers';
    case 'difficult':
    case 'impassable':
      return 'areas';
    case 'door':
    case 'airlock':
      // An open door or airlock is drawn as a see-through frame: it no longer blocks anything.
      return isShut(piece) ? 'solids' : 'areas';
    default:
      return isSolid(piece) ? 'solids' : 'areas';
  }
}

function pieceColor(piece: TerrainPiece, highlighted: boolean): string {
  if (highlighted) return HIGHLIGHT_TERRAIN_COLOR;
  if (isDeck(piece)) return DECK_COLORS[piece.level];
  if (piece.kind === 'salvage-site' && piece.salvage === 0) return SPENT_SALVAGE_COLOR;
  return KIND_COLORS[piece.kind];
}

function quarterTurnRadians(rotation: number | undefined): number {
  return (Math.round((rotation ?? 0) / 90) * Math.PI) / 2;
}

function terrainItem(piece: TerrainPiece, group: TerrainGroup, spacing: number, color: string): TerrainItem {
  const box = terrainBox(piece, spacing);
  const base = {
    piece,
    level: piece.level,
    box,
    color,
    cx: (box.minX + box.maxX) / 2,
    cz: (box.minZ + box.maxZ) / 2,
  };
  if (group === 'ramps' || group === 'ladders') {
    // Drawn in the piece's own axes and turned, so the slope and the rungs face the right way.
    return {
      ...base,
      cy: (box.minY + box.maxY) / 2,
      sx: piece.width,
      sy: piece.height,
      sz: piece.depthExtent,
      turn: quarterTurnRadians(piece.rotation),
    };
  }
  const { sx, sz } = footprintExtents(piece);
  if (group === 'decks') {
    // A deck hangs below its floor: keep the top exact (it is where figures stand), thicken downward.
    const sy = Math.max(piece.height, MIN_DECK);
    return { ...base, cy: box.maxY - sy / 2, sx, sy, sz, turn: 0 };
  }
  const least = group === 'markers' ? MIN_MARKER : group === 'areas' ? MIN_AREA : 0.02;
  const sy = Math.max(piece.height, least);
  return { ...base, cy: box.minY + sy / 2, sx, sy, sz, turn: 0 };
}

function sinkFloor(board: Board): TerrainItem {
  return {
    piece: null,
    level: 3,
    cx: board.width / 2,
    cy: -SINK_FLOOR_THICKNESS / 2,
    cz: board.depth / 2,
    sx: board.width,
    sy: SINK_FLOOR_THICKNESS,
    sz: board.depth,
    turn: 0,
    box: { minX: 0, maxX: board.width, minY: -SINK_FLOOR_THICKNESS, maxY: 0, minZ: 0, maxZ: board.depth },
    color: DECK_COLORS[3],
  };
}

/** Side → colour: the caller's choice first, then the palette in the order sides first appear. */
export function sideColorMap(board: Board, chosen: Readonly<Record<string, string>>): Map<string, string> {
  const map = new Map<string, string>();
  let next = 0;
  for (const figure of board.figures) {
    if (map.has(figure.side)) continue;
    const picked = chosen[figure.side];
    map.set(figure.side, picked ?? SIDE_COLORS[next % SIDE_COLORS.length] ?? '#ffffff');
    if (picked === undefined) next++;
  }
  return map;
}

export function layoutBoard(input: LayoutInput): BoardLayout {
  const { board, levelVisibility } = input;
  const highlightTerrain = new Set(input.highlightTerrainIds);
  const highlightFigures = new Set(input.highlightFigureIds);
  const terrain: Record<TerrainGroup, TerrainItem[]> = {
    decks: [],
    solids: [],
    areas: [],
    ramps: [],
    ladders: [],
    markers: [],
  };
  const fadedBoxes: TerrainItem[] = [];
  const fadedRamps: TerrainItem[] = [];
  const sink = levelVisibility[3];
  if (sink === 'shown') terrain.decks.push(sinkFloor(board));
  else if (sink === 'faded') fadedBoxes.push(sinkFloor(board));
  for (const piece of board.terrain) {
    const show = levelVisibility[piece.level];
    if (show === 'hidden') continue;
    const group = groupOf(piece);
    const item = terrainItem(
      piece,
      group,
      board.levelSpacing,
      pieceColor(piece, highlightTerrain.has(piece.id)),
    );
    if (show === 'shown') terrain[group].push(item);
    else if (group === 'ramps') fadedRamps.push(item);
    else fadedBoxes.push(item);
  }
  const sides = sideColorMap(board, input.sideColors);
  const figures: FigureItem[] = [];
  const fadedFigures: FigureItem[] = [];
  for (const figure of board.figures) {
    const show = levelVisibility[figure.level];
    if (show === 'hidden') continue;
    const color = sides.get(figure.side) ?? '#ffffff';
    const headColor =
      figure.id === input.selectedFigureId
        ? SELECTED_HEAD_COLOR
        : highlightFigures.has(figure.id)
          ? HIGHLIGHT_HEAD_COLOR
          : color;
    const item = { figure, y: standingY(figurePoint(figure), board.levelSpacing), color, headColor };
    (show === 'shown' ? figures : fadedFigures).push(item);
  }
  const over = [...terrain.decks, ...terrain.solids];
  const coveredFigures = figures.filter((item) => isCovered(item, over));
  return { terrain, fadedBoxes, fadedRamps, figures, fadedFigures, coveredFigures };
}

/** Clearance over a figure's head before a piece above it counts as covering it, inches. */
const HEADROOM = 0.3;

/** Whether a drawn deck or solid hangs over any part of the figure's base, above its head. */
function isCovered(item: FigureItem, over: readonly TerrainItem[]): boolean {
  const { figure } = item;
  const r = figure.baseDiameter / 2;
  const head = item.y + Math.min(figure.height, 1) + HEADROOM;
  return over.some(
    (t) =>
      t.piece !== null &&
      t.box.minY >= head &&
      t.box.minX < figure.x + r &&
      t.box.maxX > figure.x - r &&
      t.box.minZ < figure.z + r &&
      t.box.maxZ > figure.z - r,
  );
}
