import type { BorderType, Direction, MapElementType } from '../../content/tilemap/legend';
import { DIRECTION_STEP, borderOnSide, cellAt, type TileMapGraph } from './spaces';
import type { Atmosphere, CampaignDifficulty, LocationSetup, SpaceId } from './types';

/**
 * Outside and Inside atmosphere on a map, and what each action costs in oxygen (Space Kraken §13
 * Atmospheric conditions and Using oxygen for actions, §12 Atmosphere, §4 Space stations and in space,
 * §3.2 Hardcore; kraken.atmosphere-zones, kraken.atmospheres, kraken.oxygen-use,
 * kraken.space-location-air, kraken.difficulty, kraken.hull-breach).
 *
 * Zones: every space touching the map's outer edge is Outside. Reading (kraken.atmosphere-zones): so is
 * every space the outside air can reach (a flood fill from the edge), since only spaces "completely
 * separated with a border from the outside" are Inside. Air passes open edges, obstacles and voids; it is
 * stopped by walls and by airtight borders and tiles (airtight outlines, doors, automatic doors, bulkheads,
 * safety bulkheads, airtight voids). An unrepaired hull breach
 * lets the outside in: every space whose air touches it is Outside until it is repaired.
 *
 * A tile that separates atmospheres (bulkhead, door, automatic door, safety bulkhead, hull breach) has no
 * zone of its own: it takes the zone of the space the team came from (`zoneOf`). Reading: an unrepaired
 * hull breach tile is Outside whatever side it was entered from (the team stands in the hole); and a
 * separating tile the team arrived on without crossing a side (deployed or teleported onto it) is Outside
 * when it touches the map's edge or an Outside space, Inside otherwise.
 */

export type Zone = 'outside' | 'inside';

const AIRTIGHT_BORDERS: ReadonlySet<BorderType> = new Set<BorderType>([
  'wall',
  'airtight',
  'door',
  'automatic-door',
  'bulkhead',
  'safety-bulkhead',
  'void-airtight',
]);

/** Tiles that separate two atmospheres (§13: "a Tile which separates two Atmospheres like a Bulkhead"). */
export const SEPARATING_ELEMENTS: readonly MapElementType[] = [
  'bulkhead',
  'door',
  'automatic-door',
  'safety-bulkhead',
  'hull-breach',
];

const SIDES: readonly Direction[] = ['north', 'east', 'south', 'west'];

export interface AtmosphereZones {
  /** The zone of every space; for a separating tile, the zone it has when no side is known. */
  readonly zones: ReadonlyMap<SpaceId, Zone>;
  /** Separating tiles: their zone follows the side the team came from. */
  readonly separating: ReadonlySet<SpaceId>;
  /** Spaces carrying a hull breach not yet repaired. */
  readonly openBreaches: ReadonlySet<SpaceId>;
}

export function isSeparating(graph: TileMapGraph, space: SpaceId): boolean {
  const found = graph.spaces.get(space);
  return (
    found?.kind === 'tile' && found.elements.some((item) => SEPARATING_ELEMENTS.includes(item.element.type))
  );
}

function airtight(graph: TileMapGraph, x: number, y: number, side: Direction): boolean {
  const border = borderOnSide(graph, x, y, side);
  return border !== null && AIRTIGHT_BORDERS.has(border.type);
}

/**
 * The zones of a map. `repairedHullBreaches` lists the element keys of hull breaches the team has repaired
 * (they start every exploration unrepaired).
 */
export function atmosphereZones(
  graph: TileMapGraph,
  repairedHullBreaches: readonly string[] = [],
): AtmosphereZones {
  let byRepairs = zoneCache.get(graph);
  if (byRepairs === undefined) {
    byRepairs = new Map();
    zoneCache.set(graph, byRepairs);
  }
  const key = [...repairedHullBreaches].sort().join('\n');
  let zones = byRepairs.get(key);
  if (zones === undefined) {
    zones = floodZones(graph, repairedHullBreaches);
    byRepairs.set(key, zones);
  }
  return zones;
}

/**
 * The zones already worked out, per graph (built once per map and never changed) and set of repaired
 * breaches: the crawl asks for them in every offer, oxygen cost and view of a step (the ui-latency bench's
 * profile of a crawl click: a flood fill of the whole map, a dozen times).
 */
const zoneCache = new WeakMap<TileMapGraph, Map<string, AtmosphereZones>>();

function floodZones(graph: TileMapGraph, repairedHullBreaches: readonly string[]): AtmosphereZones {
  const separating = new Set<SpaceId>([...graph.spaces.keys()].filter((id) => isSeparating(graph, id)));
  const openBreaches = new Set<SpaceId>();
  for (const item of graph.elements.values()) {
    if (item.element.type === 'hull-breach' && !repairedHullBreaches.includes(item.key)) {
      openBreaches.add(item.space);
    }
  }
  // Air nodes: spaces that are not separating tiles, and void cells (a void is not airtight).
  const node = (x: number, y: number): string | null => {
    const cell = cellAt(graph.grid, x, y);
    if (cell === undefined || cell.kind === 'wall') return null;
    if (cell.kind === 'void') return `void:${x},${y}`;
    const space = graph.spaceAt[y]?.[x] ?? null;
    return space === null || separating.has(space) ? null : space;
  };
  const links = new Map<string, Set<string>>();
  const outside = new Set<string>();
  const seeds: string[] = [];
  const link = (a: string, b: string) => {
    links.set(a, (links.get(a) ?? new Set<string>()).add(b));
    links.set(b, (links.get(b) ?? new Set<string>()).add(a));
  };
  graph.grid.cells.forEach((row, y) => {
    row.forEach((_cell, x) => {
      const here = node(x, y);
      const space = graph.spaceAt[y]?.[x] ?? null;
      const breach = space !== null && openBreaches.has(space);
      if (here === null && !breach) return;
      if (here !== null && breach) seeds.push(here);
      for (const side of SIDES) {
        if (airtight(graph, x, y, side)) continue;
        const [dx, dy] = DIRECTION_STEP[side];
        const [nx, ny] = [x + dx, y + dy];
        const inMap = nx >= 0 && ny >= 0 && nx < graph.width && ny < graph.height;
        const there = inMap ? node(nx, ny) : null;
        if (here === null) {
          // An open hull breach tile: the outside pours into whatever its air touches.
          if (there !== null) seeds.push(there);
        } else if (!inMap) {
          seeds.push(here);
        } else if (there !== null && there !== here) {
          link(here, there);
        }
      }
    });
  });
  for (let next = seeds.pop(); next !== undefined; next = seeds.pop()) {
    if (outside.has(next)) continue;
    outside.add(next);
    for (const other of links.get(next) ?? []) if (!outside.has(other)) seeds.push(other);
  }
  const zones = new Map<SpaceId, Zone>();
  for (const [id, space] of graph.spaces) {
    if (!separating.has(id)) {
      zones.set(id, outside.has(id) ? 'outside' : 'inside');
      continue;
    }
    const touchesOutside =
      openBreaches.has(id) ||
      space.cells.some(([x, y]) =>
        SIDES.some((side) => {
          if (airtight(graph, x, y, side)) return false;
          const [dx, dy] = DIRECTION_STEP[side];
          const [nx, ny] = [x + dx, y + dy];
          if (nx < 0 || ny < 0 || nx >= graph.width || ny >= graph.height) return true;
          const there = node(nx, ny);
          return there !== null && outside.has(there);
        }),
      );
    zones.set(id, touchesOutside ? 'outside' : 'inside');
  }
  return { zones, separating, openBreaches };
}

/**
 * The zone the team is in at `space`. `cameFrom` is the last space the team stood in that does not
 * separate atmospheres (null after deployment or a teleport); it decides the zone of a separating tile.
 */
export function zoneOf(zones: AtmosphereZones, space: SpaceId, cameFrom: SpaceId | null): Zone {
  if (zones.openBreaches.has(space) && zones.separating.has(space)) return 'outside';
  if (zones.separating.has(space) && cameFrom !== null && !zones.separating.has(cameFrom)) {
    return zones.zones.get(cameFrom) ?? 'outside';
  }
  return zones.zones.get(space) ?? 'outside';
}

/** Space stations and in-space locations: their Outside is never breathable (§4, kraken.space-location-air). */
export function spaceLocation(kind: AtmosphereLocation['kind']): boolean {
  return kind === 'space-station' || kind === 'in-space';
}

/** The parts of a location the atmosphere rules read. */
export type AtmosphereLocation = Pick<LocationSetup, 'kind' | 'ao' | 'ai'>;

/**
 * The atmosphere that applies in a zone. At space stations and in space the outside is never breathable:
 * YES becomes NO, Hell stays Hell (§4). On Hardcore every non-breathable atmosphere counts as Hell and every
 * breathable one as non-breathable (§3.2). Reading (kraken.atmospheres): the space rule decides what the
 * environment is first, then Hardcore converts it, so a space station's outside is Hell on Hardcore.
 */
export function effectiveAtmosphere(
  location: AtmosphereLocation,
  zone: Zone,
  campaignDifficulty: CampaignDifficulty = 'adventurer',
): Atmosphere {
  let air = zone === 'outside' ? location.ao : location.ai;
  if (zone === 'outside' && spaceLocation(location.kind) && air === 'YES') air = 'NO';
  if (campaignDifficulty === 'hardcore') air = air === 'YES' ? 'NO' : 'HELL';
  return air;
}

export interface OxygenCostOptions {
  readonly campaignDifficulty?: CampaignDifficulty;
  /** The free move on entering a map costs nothing (§13 Moving forward). */
  readonly free?: boolean;
  /** A ground combat turn costs 1 even in Hell (§12 Atmosphere, §14 Combat loop). */
  readonly combatTurn?: boolean;
}

/**
 * Oxygen for one action in a zone: 0 breathable, 1 non-breathable, 2 Hell (1 per ground combat turn).
 */
export function oxygenCost(
  location: AtmosphereLocation,
  zone: Zone,
  options: OxygenCostOptions = {},
): 0 | 1 | 2 {
  if (options.free === true) return 0;
  const air = effectiveAtmosphere(location, zone, options.campaignDifficulty);
  if (air === 'YES') return 0;
  if (air === 'NO' || options.combatTurn === true) return 1;
  return 2;
}

/** Healing in Hell heals half, rounded up (§12 Atmosphere; §4 Always round up). PSI healing is exempt. */
export function healingIn(air: Atmosphere, amount: number): number {
  return air === 'HELL' ? Math.ceil(amount / 2) : amount;
}
