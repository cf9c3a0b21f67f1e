import { figureDistance, inBaseContact } from '../../board/distance';
import { compileLos, type SightIndex } from '../../board/los';
import { footprintExtents } from '../../board/terrain';
import {
  DEFAULT_BASE_DIAMETER,
  DEFAULT_EYE_HEIGHT,
  DEFAULT_FIGURE_HEIGHT,
  LEVEL_NAMES,
  type Board,
  type Figure,
  type TerrainPiece,
} from '../../board/types';
import type { Mission, Spot, Unit } from './state';

/**
 * The depth board as the mission sees it now: the scenario's terrain with doors and airlocks in their
 * present state and exploded containers gone, and one figure per unit still on the table (Mortally Wounded
 * units stay where they fell, face down).
 */

/** A Prone figure lies low: it is harder to see and shoots from near the floor. */
const PRONE_HEIGHT = 0.5;

/**
 * Reading (salvage.actions): "base contact" with a terrain piece (an airlock, a door, a salvage site, a
 * hazard) allows half an inch of slack — a base pushed up against a wall on the table is rarely exact, and
 * the rules never measure contact with terrain more finely.
 */
export const TERRAIN_CONTACT = 0.5;

export function unitFigure(unit: Unit, at: Spot): Figure {
  const prone = unit.conditions.includes('prone') || unit.status === 'mortallyWounded';
  const height = prone ? PRONE_HEIGHT : DEFAULT_FIGURE_HEIGHT;
  const eyeHeight = prone ? PRONE_HEIGHT * 0.8 : DEFAULT_EYE_HEIGHT;
  // Two literals, not a spread of a scratch object: a figure is made for every unit of every board built.
  return at.elevation === undefined
    ? {
        id: unit.id,
        name: unit.name,
        side: unit.side,
        level: at.level,
        x: at.x,
        z: at.z,
        baseDiameter: DEFAULT_BASE_DIAMETER,
        height,
        eyeHeight,
      }
    : {
        id: unit.id,
        name: unit.name,
        side: unit.side,
        level: at.level,
        x: at.x,
        z: at.z,
        elevation: at.elevation,
        baseDiameter: DEFAULT_BASE_DIAMETER,
        height,
        eyeHeight,
      };
}

function pieceNow(m: Mission, piece: TerrainPiece): TerrainPiece | null {
  if (piece.kind === 'hazard-site' && m.hazards.some((h) => h.id === piece.id && h.removed)) return null;
  if (piece.kind === 'door') {
    const open = m.doors[piece.id] ?? piece.open ?? false;
    return { ...piece, open };
  }
  return piece;
}

/**
 * Missions are immutable values, so the board of one mission is built once and reused by every check that
 * asks — the ChoiceBar asks dozens of times per snapshot. The terrain changes far more rarely than the
 * mission (a door worked, a container blown, a theme's difficult ground), so it is shared by every mission
 * with the same terrain state, and so is its compiled sight index (sight blockers are terrain only).
 */
const boards = new WeakMap<Mission, Map<string, Board>>();
const terrains = new WeakMap<readonly TerrainPiece[], Map<string, readonly TerrainPiece[]>>();
const sightIndexes = new WeakMap<readonly TerrainPiece[], SightIndex>();

export function missionBoard(m: Mission, omit: string | null = null): Board {
  let byOmit = boards.get(m);
  if (byOmit === undefined) {
    byOmit = new Map();
    boards.set(m, byOmit);
  }
  const key = omit ?? '';
  const cached = byOmit.get(key);
  if (cached !== undefined) return cached;
  const board = buildBoard(m, omit);
  byOmit.set(key, board);
  return board;
}

/** The compiled line-of-sight index of a mission board (shared by boards with the same terrain). */
export function sightIndexOf(board: Board): SightIndex {
  const cached = sightIndexes.get(board.terrain);
  if (cached !== undefined) return cached;
  const index = compileLos(board);
  sightIndexes.set(board.terrain, index);
  return index;
}

/** What makes the terrain of a mission differ from the scenario's: doors, blown containers, the theme. */
function terrainKey(m: Mission): string {
  const doors = Object.entries(m.doors)
    .map(([id, open]) => `${id}:${open ? 1 : 0}`)
    .join(',');
  const removed = m.hazards
    .filter((h) => h.removed)
    .map((h) => h.id)
    .join(',');
  // Only what a theme does to the ground counts: a theme that leaves it alone shares the plain terrain.
  const difficult = (m.theme?.effects ?? [])
    .flatMap((fx) => (fx.kind === 'difficultLevel' ? [fx.level] : []))
    .join(',');
  return `${doors}|${removed}|${difficult}`;
}

/**
 * The terrain by the very objects it is worked out from (the mission's doors, containers and theme, and the
 * scenario's board): a mission copied for a step that left them alone shares them, so it finds its terrain
 * without building the key again. The terrain found is the one shared by key below, so nothing differs.
 */
const terrainsByParts = new WeakMap<
  Mission['doors'],
  WeakMap<
    Mission['hazards'],
    WeakMap<Mission['content']['board'], Map<Mission['theme'], readonly TerrainPiece[]>>
  >
>();

function terrainNow(m: Mission): readonly TerrainPiece[] {
  let byHazards = terrainsByParts.get(m.doors);
  if (byHazards === undefined) {
    byHazards = new WeakMap();
    terrainsByParts.set(m.doors, byHazards);
  }
  let byBoard = byHazards.get(m.hazards);
  if (byBoard === undefined) {
    byBoard = new WeakMap();
    byHazards.set(m.hazards, byBoard);
  }
  let byTheme = byBoard.get(m.content.board);
  if (byTheme === undefined) {
    byTheme = new Map();
    byBoard.set(m.content.board, byTheme);
  }
  const known = byTheme.get(m.theme);
  if (known !== undefined) return known;
  const terrain = terrainByKey(m);
  byTheme.set(m.theme, terrain);
  return terrain;
}

function terrainByKey(m: Mission): readonly TerrainPiece[] {
  const base = m.content.board;
  // By the scenario's terrain list, not the board object: every mission opened on the same pack board shares
  // one terrain (and so one sight index and one navigation graph) per state.
  let byKey = terrains.get(base.terrain);
  if (byKey === undefined) {
    byKey = new Map();
    terrains.set(base.terrain, byKey);
  }
  const key = `${base.width}x${base.depth}|${terrainKey(m)}`;
  const cached = byKey.get(key);
  if (cached !== undefined) return cached;
  // Frozen: the board kernel then keeps each piece's box with the list (see terrainIndex.ts).
  const terrain = Object.freeze(buildTerrain(m));
  byKey.set(key, terrain);
  return terrain;
}

function buildTerrain(m: Mission): TerrainPiece[] {
  const base = m.content.board;
  const terrain: TerrainPiece[] = [];
  for (const piece of base.terrain) {
    const now = pieceNow(m, piece);
    if (now !== null) terrain.push(now);
  }
  // A theme may make all ground of one depth difficult: one level-wide difficult area says so.
  for (const fx of m.theme?.effects ?? []) {
    if (fx.kind !== 'difficultLevel') continue;
    terrain.push({
      id: `theme-difficult-${fx.level}`,
      kind: 'difficult',
      level: fx.level,
      x: base.width / 2,
      z: base.depth / 2,
      width: base.width,
      depthExtent: base.depth,
      height: 0,
      blocksLos: false,
      cover: false,
    });
  }
  return terrain;
}

function buildBoard(m: Mission, omit: string | null): Board {
  const figures: Figure[] = [];
  for (const unit of m.units) {
    if (unit.at === null || unit.id === omit) continue;
    figures.push(unitFigure(unit, unit.at));
  }
  return { ...m.content.board, terrain: terrainNow(m), figures };
}

export function unitById(m: Mission, id: string): Unit | undefined {
  return m.units.find((u) => u.id === id);
}

export function isStanding(unit: Unit): boolean {
  return unit.status === 'active' && unit.at !== null;
}

export function enemiesOf(unit: Unit, other: Unit): boolean {
  return unit.side !== other.side;
}

/**
 * Engagement is asked for every order the ChoiceBar lists (and again by the guard and the dice request), so
 * the answer is kept per mission value and unit object: both are immutable, and a unit changed in passing
 * (an order's Power paid) is a new object with its own entry.
 */
const engagements = new WeakMap<Mission, WeakMap<Unit, readonly Unit[]>>();

/** Salvage engagement: base contact with an enemy that can still fight. */
export function engagedEnemies(m: Mission, unit: Unit): readonly Unit[] {
  let byUnit = engagements.get(m);
  if (byUnit === undefined) {
    byUnit = new WeakMap();
    engagements.set(m, byUnit);
  }
  const known = byUnit.get(unit);
  if (known !== undefined) return known;
  const found = findEngaged(m, unit);
  byUnit.set(unit, found);
  return found;
}

function findEngaged(m: Mission, unit: Unit): readonly Unit[] {
  if (unit.at === null) return [];
  const me = unitFigure(unit, unit.at);
  return m.units.filter(
    (o) =>
      o.id !== unit.id &&
      enemiesOf(unit, o) &&
      isStanding(o) &&
      o.at !== null &&
      inBaseContact(me, unitFigure(o, o.at)),
  );
}

/**
 * Friends of `unit` in base contact with either fighter of `fight` (attack situations: "Friendly in contact
 * with either combatant: +1 die per friendly (each side counts their own)"); each friend counts once.
 */
export function friendsInContact(m: Mission, unit: Unit, fight: readonly Unit[] = [unit]): Unit[] {
  const fighters = fight.flatMap((f) => (f.at === null ? [] : [unitFigure(f, f.at)]));
  return m.units.filter((o) => {
    if (o.side !== unit.side || o.id === unit.id || fight.some((f) => f.id === o.id)) return false;
    if (!isStanding(o) || o.at === null) return false;
    const friend = unitFigure(o, o.at);
    return fighters.some((f) => inBaseContact(f, friend));
  });
}

export function unitDistance(m: Mission, a: Unit, b: Unit): number {
  if (a.at === null || b.at === null) return Infinity;
  return figureDistance(a.at, b.at, m.content.board.levelSpacing);
}

export function spotDistance(m: Mission, a: Spot, b: Spot): number {
  return figureDistance(a, b, m.content.board.levelSpacing);
}

/** Gap between a unit's base rim and a piece's footprint, across the table; Infinity on another level. */
export function gapToPiece(unit: Unit, piece: TerrainPiece): number {
  if (unit.at?.level !== piece.level) return Infinity;
  const { sx, sz } = footprintExtents(piece);
  const dx = Math.max(Math.abs(unit.at.x - piece.x) - sx / 2, 0);
  const dz = Math.max(Math.abs(unit.at.z - piece.z) - sz / 2, 0);
  return Math.hypot(dx, dz) - DEFAULT_BASE_DIAMETER / 2;
}

export function touchesPiece(unit: Unit, piece: TerrainPiece): boolean {
  return gapToPiece(unit, piece) <= TERRAIN_CONTACT;
}

export function pieceById(m: Mission, id: string): TerrainPiece | undefined {
  return m.content.board.terrain.find((p) => p.id === id);
}

/**
 * A terrain piece in words. The board names a piece only by its id as the pack wrote it, so the id is read
 * as words ("scrap-heap-2" → "Scrap heap 2", "roof-airlock" → "Roof airlock"); no id is shown as it is.
 * With `kind` ("salvage site"), a name that does not say what the piece is says it after ("Scrap heap (salvage
 * site)").
 */
export function pieceName(id: string, kind?: string): string {
  const named = id
    .split(/[-_\s]+/)
    .filter((w) => w !== '')
    .join(' ')
    .replace(/([a-z])(\d)/g, '$1 $2')
    .toLowerCase();
  const name = named === '' ? 'the piece' : `${named.charAt(0).toUpperCase()}${named.slice(1)}`;
  const said = kind === undefined || named.includes((kind.split(' ')[0] ?? '').toLowerCase());
  return said ? name : `${name} (${kind})`;
}

/** A piece in the middle of a sentence: "the roof airlock", "the scrap heap 2 (salvage site)". */
export function thePiece(id: string, kind?: string): string {
  const name = pieceName(id, kind);
  return `the ${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}

/**
 * A salvage site in the middle of a sentence, named as the salvage document names the depths ("1 – Topside",
 * "2 – The Mids", "3 – The Sink") and numbered among the sites of its depth in the board's order: "the salvage
 * on Topside (point 1)". Never the piece's id ("Top salvage 1" read awkwardly).
 */
export function salvageSiteWords(terrain: readonly TerrainPiece[], id: string): string {
  const site = terrain.find((p) => p.id === id);
  if (site === undefined) return thePiece(id, 'salvage site');
  const here = terrain.filter((p) => p.kind === 'salvage-site' && p.level === site.level);
  return `the salvage on ${LEVEL_NAMES[site.level]} (point ${here.indexOf(site) + 1})`;
}

/** Centre of a piece's footprint at its level. */
export function pieceSpot(piece: TerrainPiece): Spot {
  return { x: piece.x, z: piece.z, level: piece.level };
}

export function boardCentre(m: Mission, level: Spot['level'] = 3): Spot {
  return { x: m.content.board.width / 2, z: m.content.board.depth / 2, level };
}

/** Quadrant of the table a spot lies in (mission set-up: salvage placement by quadrant and depth). */
export function quadrant(m: Mission, spot: Spot): 'NW' | 'NE' | 'SW' | 'SE' {
  const north = spot.z < m.content.board.depth / 2;
  const west = spot.x < m.content.board.width / 2;
  return north ? (west ? 'NW' : 'NE') : west ? 'SW' : 'SE';
}
