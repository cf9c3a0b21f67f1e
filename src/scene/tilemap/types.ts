/**
 * What the tile-map scene is asked to draw on top of the maps themselves: the team's token, highlighted
 * tiles with their labels, and the state of elements (defeated, taken, used, opened, locked). Plain data;
 * the screen computes it with `src/rules/tilemap` (see explorationOverlays.ts for the usual reading).
 */
import type { TileMap } from '../../content/schemas/tileMap';
import type { SpaceId, Zone } from '../../rules/tilemap';

/** A cell of a map: x across from the left, y down from the top (the content format's coordinates). */
export interface TileCell {
  readonly x: number;
  readonly y: number;
}

/**
 * How a highlighted tile is framed. open: the team can move there (no oxygen). costly: it can move there
 * for oxygen. check: the way needs a check first (a shut bulkhead). blocked: no way through. selected: the
 * tile the player picked.
 */
export type HighlightTone = 'open' | 'costly' | 'check' | 'blocked' | 'selected';

/** A framed tile, with an optional DOM label (an oxygen cost, a verdict). */
export interface TileHighlight extends TileCell {
  readonly tone: HighlightTone;
  /** Short text shown on the tile, e.g. "1 O₂" (default none). */
  readonly label?: string;
  /** The label's id: `data-testid="tile-label-<id>"` (default `<x>-<y>`). */
  readonly id?: string;
}

/**
 * What happened to an element. defeated: an enemy or boss beaten. taken: treasure picked up. used: a
 * station, shop, quest master, story-line trigger … used. off: mines resolved, a laser barrier disarmed, a
 * disruptor switched off, a hull breach repaired. opened: a bulkhead opened. locked: a bulkhead locked
 * after three failures.
 */
export type DoneKind = 'defeated' | 'taken' | 'used' | 'off' | 'opened' | 'locked';

/** The state of an element on a cell. */
export interface TileDone extends TileCell {
  readonly kind: DoneKind;
  /**
   * Which element of the cell's token (0 for `E2` in `M1+E2`… 1), default: every element of the cell the
   * kind applies to (enemies and bosses for defeated, treasure for taken, bulkheads for opened/locked …).
   */
  readonly element?: number;
}

/** The state of a bulkhead (or safety bulkhead) drawn as a border line: `borders[border]` of the map. */
export interface BorderDone {
  readonly border: number;
  readonly kind: 'opened' | 'locked';
}

export type DoneMark = TileDone | BorderDone;

/**
 * A figure of a fight drawn on the map where the fight is (a ground combat the crawl invoked): a pawn in
 * its side's colour, with a DOM label (`data-testid="tile-figure-<id>"`) naming it with its HP.
 */
export interface TileFigure extends TileCell {
  /** Stable id: the label's test id and key. */
  readonly id: string;
  readonly side: 'crew' | 'enemy';
  /** What the label says ("Rust Hound 2 · 5/7 HP"). */
  readonly label: string;
  /** Where in its cell the pawn stands, [across, down] from the cell's top-left corner, 0..1 (default the middle). */
  readonly at?: readonly [number, number];
  /** The figure acting now (drawn taller, its label marked). */
  readonly acting?: boolean;
}

/** The atmosphere zone of each space (`atmosphereZones(graph).zones` of src/rules/tilemap). */
export type ZoneMap = ReadonlyMap<SpaceId, Zone>;

/**
 * One map as the scene draws it, with its overlays, placed at `offset` in world units (1 unit per tile,
 * x east, z south, y up). Every field but `map` is optional.
 */
export interface TileMapLayer {
  /** The map, as the content schema reads it (required). */
  readonly map: TileMap;
  /**
   * Atmosphere per space (default: computed from the map with every hull breach unrepaired); null draws
   * every floor in the neutral colour.
   */
  readonly zones?: ZoneMap | null;
  /** The cell the team's token stands on (default null: no token on this map). */
  readonly team?: TileCell | null;
  /** Framed tiles, e.g. the team's neighbours with their oxygen costs (default none). */
  readonly highlights?: readonly TileHighlight[];
  /** State of elements and border bulkheads (default none). */
  readonly done?: readonly DoneMark[];
  /** The map is cleared: enemies, bosses, treasure and disruptors are gone (default false). */
  readonly cleared?: boolean;
  /** The figures of a fight on this map (default none). */
  readonly figures?: readonly TileFigure[];
  /** Where the map's top-left corner (grid point 0, 0) is on the table, [x, z] (default [0, 0]). */
  readonly offset?: readonly [number, number];
  /** A DOM title over the map's top-left corner, `data-testid="tile-map-title-<index>"` (default none). */
  readonly title?: string;
}

/** Camera framings: straight down with north up, tilted from the south, or left where the player put it. */
export type TileCameraPreset = 'top' | 'tilted' | 'free';

/** Pointer callbacks: `map` is the index of the map in the list drawn (0 for a single TileMapView). */
export type TileClickHandler = (x: number, y: number, map: number) => void;
export type TileHoverHandler = (
  cell: { readonly x: number; readonly y: number; readonly map: number } | null,
) => void;
