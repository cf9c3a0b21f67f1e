import type { MapElement } from '../../content/tilemap/cells';
import { MAP_LEGEND, type Direction, type MapElementType } from '../../content/tilemap/legend';
import { OPPOSITE, type Space, type TileMapGraph } from './spaces';
import type { SpaceId } from './types';

/**
 * Spaces and map elements in a player's words: the names the map prints (an area's name, the code on an
 * element's tile) and directions, never grid coordinates or area keys. The log, the choices and the HUD all
 * read a space through `describeSpace`, so a crawl says "the passage south of the Sick bay", not "tile (12, 5)".
 */

/** What each kind of map element is called (Space Kraken §13, Map elements). */
export const ELEMENT_WORDS: Readonly<Record<MapElementType, string>> = {
  entrance: 'entrance',
  exit: 'exit',
  'exit-location': 'exit-location tile',
  bulkhead: 'bulkhead',
  enemy: 'enemy',
  boss: 'boss',
  'laser-barrier': 'laser barrier',
  mine: 'mines',
  treasure: 'treasure',
  shop: 'stall',
  'ammo-dealer': 'ammo dealer',
  'clone-station': 'clone station',
  event: 'event tile',
  gambler: 'gambler',
  'hull-breach': 'hull breach',
  'story-line-trigger': 'story-line trigger',
  'med-station': 'med-station',
  modder: 'modder',
  obstacle: 'obstacle',
  'oxygen-station': 'oxygen station',
  'quest-master': 'quest master',
  'safety-bulkhead': 'safety bulkhead',
  disruptor: 'disruptor',
  teleportal: 'teleportal',
  door: 'door',
  'automatic-door': 'automatic door',
};

const BARE_CODE = new Map<MapElementType, string>(MAP_LEGEND.map((entry) => [entry.type, entry.code]));

/**
 * An element by what it is, with the code its tile shows when that code tells it apart from others of its
 * kind: "the bulkhead B1", "the enemy E?", but "the entrance", "the oxygen station" (whose codes only repeat
 * what the words say).
 */
export function elementWords(element: MapElement): string {
  const what = ELEMENT_WORDS[element.type];
  const bare = BARE_CODE.get(element.type);
  const numbered = element.code !== bare && element.type !== 'automatic-door';
  return numbered ? `the ${what} ${element.code}` : `the ${what}`;
}

/**
 * A code the map prints on a tile, by what it names: "M1" is "the mines M1", "E?" "the enemy E?", "S2" "the
 * stall S2" (the code is the legend's letters, then the element's value). A code the legend does not know stays
 * as it is. For a line where only the code is known (an event, a roll); `elementWords` where the element is.
 */
export function codeWords(code: string): string {
  const entry = [...MAP_LEGEND]
    .filter((e) => code.startsWith(e.code) && /^[\d?]*$/.test(code.slice(e.code.length)))
    .sort((a, b) => b.code.length - a.code.length)[0];
  if (entry === undefined) return code;
  const what = ELEMENT_WORDS[entry.type];
  return code === entry.code || entry.type === 'automatic-door' ? `the ${what}` : `the ${what} ${code}`;
}

/** The same, starting a sentence: "The mines M1". */
export function codeWordsAtStart(code: string): string {
  const words = codeWords(code);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An area by its name on the map; one the map does not name by its key, which is what it prints. */
function areaWords(graph: TileMapGraph, space: Space): string {
  const key = space.area ?? '';
  const name = graph.areaNames.get(key);
  return name === undefined ? `the area marked ${key.toUpperCase()}` : `the ${name}`;
}

/** A space with a name of its own (an area, a tile carrying elements), or null for a plain tile. */
function namedWords(graph: TileMapGraph, space: Space): string | null {
  if (space.kind === 'area') return areaWords(graph, space);
  if (space.elements.length === 0) return null;
  return space.elements.map((item) => elementWords(item.element)).join(' and ');
}

const AWAY: Readonly<Record<Direction, string>> = {
  north: 'north',
  east: 'east',
  south: 'south',
  west: 'west',
};

/**
 * A plain tile by the nearest named space the team could walk to and the way it lies from there: "the
 * passage south of the Sick bay", "the passage 2 tiles east of the bulkhead B1". A tile with nothing named
 * in reach is "a passage on this map".
 */
function plainTileWords(graph: TileMapGraph, id: SpaceId): string {
  // Breadth first over the spaces beside each other, through plain tiles only; the first step's side fixes
  // the direction, counted back from the landmark to the tile.
  const seen = new Set<SpaceId>([id]);
  let frontier: { at: SpaceId; first: Direction | null }[] = [{ at: id, first: null }];
  for (let steps = 1; frontier.length > 0 && steps <= 6; steps++) {
    const next: { at: SpaceId; first: Direction | null }[] = [];
    for (const { at, first } of frontier) {
      for (const link of graph.links.get(at) ?? []) {
        if (link.to === null || seen.has(link.to)) continue;
        seen.add(link.to);
        const way = link.crossings[0]?.direction ?? null;
        const heading = first ?? way;
        const space = graph.spaces.get(link.to);
        const named = space === undefined ? null : namedWords(graph, space);
        if (named !== null && way !== null) {
          const side = AWAY[OPPOSITE[steps === 1 ? way : (heading ?? way)]];
          return steps === 1
            ? `the passage ${side} of ${named}`
            : `the passage ${steps} tiles ${side} of ${named}`;
        }
        next.push({ at: link.to, first: heading });
      }
    }
    frontier = next;
  }
  return 'a passage on this map';
}

/** A space in words: an area's name, a tile's elements, or a plain tile by the nearest named space. */
export function describeSpace(graph: TileMapGraph, id: SpaceId): string {
  const space = graph.spaces.get(id);
  if (space === undefined) return 'a space off this map';
  return namedWords(graph, space) ?? plainTileWords(graph, id);
}
