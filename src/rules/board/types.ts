/**
 * The shapes every board kernel shares: a table with three depth levels, the terrain on it and the figures
 * standing on it. Pure data; field names match the content schema (src/content/schemas/board.ts) so a parsed
 * scenario can be handed straight to these kernels.
 *
 * Coordinates are inches. x runs across the table (0..width, east is +x), z runs along it (0..depth, north is
 * −z, the edge at z = 0) and y is up. The Sink is the table surface at y = 0.
 */

/**
 * Salvage skirmish, depth table: 1 Topside (deployment, highest), 2 The Mids, 3 The Sink (the table surface).
 * A bigger number is deeper.
 */
export type Level = 1 | 2 | 3;

export const LEVELS: readonly Level[] = [1, 2, 3];

export const LEVEL_NAMES: Readonly<Record<Level, string>> = { 1: 'Topside', 2: 'The Mids', 3: 'The Sink' };

/**
 * What a terrain piece is. Solids (wall, block, small-obstacle, climbable, impassable, and closed doors and
 * airlocks) stand on their level's floor; decks (platform, floor) are slabs whose top IS their level's floor.
 * The rest (ramp, ladder, difficult, hazard-site, salvage-site) are areas or connectors, not obstacles.
 */
export type TerrainKind =
  | 'wall'
  | 'block'
  | 'platform'
  | 'floor'
  | 'ramp'
  | 'ladder'
  | 'climbable'
  | 'difficult'
  | 'impassable'
  | 'small-obstacle'
  | 'door'
  | 'airlock'
  | 'hazard-site'
  | 'salvage-site';

/**
 * One terrain piece: an axis-aligned box. Only quarter turns are honoured (90 and 270 swap the x and z
 * extents; the box stays axis-aligned), which is all the scenario layouts need so far.
 */
export interface TerrainPiece {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly level: Level;
  /** Centre of the footprint. */
  readonly x: number;
  readonly z: number;
  /** Extent along x. */
  readonly width: number;
  /** Extent along z. */
  readonly depthExtent: number;
  /** Rise above the level's floor (for a deck: the slab's thickness below the floor). */
  readonly height: number;
  /** Degrees about y; rounded to the nearest quarter turn. */
  readonly rotation?: number;
  readonly blocksLos: boolean;
  /** The piece grants cover to a figure it partly hides or that stands just behind it. */
  readonly cover: boolean;
  /** Doors and airlocks: an open one neither blocks movement nor sight. */
  readonly open?: boolean;
  /** Hazard sites: the hazard's number on the salvage D8 hazard table. Carried for other modules. */
  readonly hazard?: number;
  /** Salvage sites: extractions left (salvage table: at most 4 per site). Carried for other modules. */
  readonly salvage?: number;
}

export interface Figure {
  readonly id: string;
  readonly name: string;
  /** Figures of different sides are enemies; the same side, friends. */
  readonly side: string;
  readonly level: Level;
  /** Centre of the base. */
  readonly x: number;
  readonly z: number;
  readonly baseDiameter: number;
  /** Top of the model above its standing point. */
  readonly height: number;
  /** Where it looks from, above its standing point. */
  readonly eyeHeight: number;
  /**
   * Inches above the level's floor when standing on something (a crate, a wall top). Not in the content
   * schema; absent means standing on the floor.
   */
  readonly elevation?: number;
  /** Fringe: Swift characters leap 4" gaps and jump down any height unharmed. */
  readonly swift?: boolean;
}

export interface Board {
  /** Inches along x (default 36). */
  readonly width: number;
  /** Inches along z (default 36). */
  readonly depth: number;
  /** Inches between level floors; the salvage rules suggest 2.5 to 3 (default 3). */
  readonly levelSpacing: number;
  readonly terrain: readonly TerrainPiece[];
  readonly figures: readonly Figure[];
}

/** A place a figure can stand: a spot on a level, optionally raised on something standing on that level. */
export interface BoardPoint {
  readonly x: number;
  readonly z: number;
  readonly level: Level;
  readonly elevation?: number;
}

/** An axis-aligned box in table inches. */
export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly minZ: number;
  readonly maxX: number;
  readonly maxY: number;
  readonly maxZ: number;
}

export interface Vec3 {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export const DEFAULT_TABLE_INCHES = 36;
export const DEFAULT_LEVEL_SPACING = 3;
export const MIN_LEVEL_SPACING = 2.5;
export const MAX_LEVEL_SPACING = 3;
export const DEFAULT_BASE_DIAMETER = 1;
/** A 28 mm figure stands about 1.25" tall. */
export const DEFAULT_FIGURE_HEIGHT = 1.25;
/** Eyes sit a little below the top of the head. */
export const DEFAULT_EYE_HEIGHT = 1.1;
/** Two measurements this close are the same for table purposes (a finger's slack). */
export const CONTACT_TOLERANCE = 0.05;

/**
 * Height of a level's floor. Salvage skirmish, depth table: The Sink is the table surface and each level up
 * adds one level spacing (2.5–3" is the suggested guide).
 */
export function levelFloorY(level: Level, spacing: number): number {
  return (3 - level) * spacing;
}

/** Absolute height a figure or point stands at. */
export function standingY(point: BoardPoint, spacing: number): number {
  return levelFloorY(point.level, spacing) + (point.elevation ?? 0);
}

/**
 * Which level a standing height belongs to: the deepest level whose floor is at or below it. A figure on a
 * 4" wall top at 3" spacing stands in The Mids, even with no Mids deck under it.
 */
export function levelOfHeight(y: number, spacing: number): Level {
  if (y >= levelFloorY(1, spacing) - 1e-9) return 1;
  if (y >= levelFloorY(2, spacing) - 1e-9) return 2;
  return 3;
}

/** The point a figure stands on. */
export function figurePoint(figure: Figure): BoardPoint {
  return figure.elevation === undefined
    ? { x: figure.x, z: figure.z, level: figure.level }
    : { x: figure.x, z: figure.z, level: figure.level, elevation: figure.elevation };
}
