import type { Direction } from '../../content/tilemap/legend';
import { OPPOSITE, elementsOf, type BorderInfo, type Crossing, type Link, type TileMapGraph } from './spaces';
import type { SpaceId } from './types';

/**
 * Which sides of a space the team can cross, and why not (Space Kraken §13 Move and activate, Map elements;
 * kraken.move-activate). The team moves one space up, down, left or right per action, never diagonally.
 *
 * Borders (lines on the grid) and passage tiles (cells carrying a passage element):
 * - open edge, `airtight` outline, `door` / `DOOR` tile: crossed freely, both ways (kraken.door).
 * - `automatic-door` / `AUTO*` tile: only from its forward face (kraken.automatic-door). Entering an
 *   `AUTON` tile means coming from the cell north of it.
 * - `bulkhead` border: shut until opened by a check, cracked or released (kraken.bulkhead). A `B#` tile can
 *   always be stepped onto (that is how its check is made, §13 Move and activate example); while it is shut
 *   the team can only step back the way it came.
 * - `safety-bulkhead` / `SB` tile: a door while no boss lives on the map, impassable otherwise
 *   (kraken.safety-bulkhead).
 * - `obstacle` border: crossed, but it takes an extra action. Reading (kraken.obstacle): an obstacle drawn as a line is an
 *   obstacle tile seen edge-on; the book charges an action for getting onto an obstacle (kraken.obstacle),
 *   so climbing across the line costs one action more than an ordinary move (2 in all). `X` tiles are
 *   ordinary spaces: one action onto, one action off.
 * - `wall`, `void`, `void-airtight` borders, `#` and `~` cells and the map's edge: never crossed
 *   (kraken.solid-wall, kraken.void).
 * - Leaving an `HB` tile: only back into the space it was entered from (kraken.hull-breach).
 */

export * from './spaces';
export { describeSpace } from './words';

/** What `neighbours` needs to know about the exploration. */
export interface PassageState {
  /** Keys of the bulkheads (tile or border) open for this exploration. */
  readonly openBulkheads: readonly string[];
  /** True while a boss is present and undefeated on this map (never on a cleared map). */
  readonly bossesAlive: boolean;
  /** The space the team entered the space being asked about from; null after deployment or a teleport. */
  readonly enteredFrom: SpaceId | null;
}

/** What is crossed on one side. */
export type Via =
  | 'open'
  | 'airtight'
  | 'door'
  | 'automatic-door'
  | 'obstacle'
  | 'bulkhead'
  | 'safety-bulkhead'
  | 'wall'
  | 'void'
  | 'void-airtight'
  | 'solid-wall'
  | 'void-cell'
  | 'map-edge'
  | 'door-tile'
  | 'automatic-door-tile'
  | 'bulkhead-tile'
  | 'safety-bulkhead-tile'
  | 'hull-breach-tile';

export type Neighbour =
  | {
      readonly to: SpaceId;
      readonly open: true;
      /** Actions the move takes: 1, or 2 across an obstacle border. */
      readonly actions: 1 | 2;
      readonly via: Via;
      readonly crossing: Crossing;
    }
  | {
      /** The space beyond, or null for a wall, a void or the map's edge. */
      readonly to: SpaceId | null;
      readonly open: false;
      readonly via: Via;
      readonly reason: string;
      readonly crossing: Crossing;
      /** The bulkhead whose opening would clear the way. */
      readonly bulkhead?: string;
    };

interface Judgement {
  readonly open: boolean;
  readonly actions: 1 | 2;
  readonly via: Via;
  readonly reason?: string;
  readonly bulkhead?: string;
  /** 0 open, 1 open at a higher cost, 2 shut for now, 3 shut for good. */
  readonly rank: 0 | 1 | 2 | 3;
}

const OPEN: Judgement = { open: true, actions: 1, via: 'open', rank: 0 };

function shut(via: Via, reason: string, rank: 2 | 3, bulkhead?: string): Judgement {
  return bulkhead === undefined
    ? { open: false, actions: 1, via, reason, rank }
    : { open: false, actions: 1, via, reason, rank, bulkhead };
}

function judgeBorder(border: BorderInfo, direction: Direction, state: PassageState): Judgement {
  switch (border.type) {
    case 'wall':
      return shut('wall', 'A solid wall runs along this side; nothing gets through.', 3);
    case 'void':
    case 'void-airtight':
      return shut(border.type, 'This side drops away into a void; nobody crosses it.', 3);
    case 'automatic-door':
      return border.toward === direction
        ? { ...OPEN, via: 'automatic-door' }
        : shut(
            'automatic-door',
            `This automatic door only lets the team through heading ${border.toward ?? 'the other way'}.`,
            3,
          );
    case 'bulkhead': {
      const key = `border:${border.index}`;
      return state.openBulkheads.includes(key)
        ? { ...OPEN, via: 'bulkhead' }
        : shut('bulkhead', 'A shut bulkhead: open it with a Tech check or crack it first.', 2, key);
    }
    case 'safety-bulkhead':
      return state.bossesAlive
        ? shut('safety-bulkhead', 'A safety bulkhead stays sealed while a boss lives on this map.', 2)
        : { ...OPEN, via: 'safety-bulkhead' };
    case 'obstacle':
      return { open: true, actions: 2, via: 'obstacle', rank: 1 };
    case 'door':
    case 'airtight':
      return { ...OPEN, via: border.type };
  }
}

function judgeEntry(graph: TileMapGraph, state: PassageState, to: SpaceId, direction: Direction): Judgement {
  const space = graph.spaces.get(to);
  if (space?.kind !== 'tile') return OPEN;
  if (elementsOf(space, 'safety-bulkhead').length > 0) {
    return state.bossesAlive
      ? shut('safety-bulkhead-tile', 'This safety bulkhead is sealed while a boss lives on this map.', 2)
      : { ...OPEN, via: 'safety-bulkhead-tile' };
  }
  for (const door of elementsOf(space, 'automatic-door')) {
    const face = door.element.enteredFrom;
    if (face !== undefined && OPPOSITE[face] !== direction) {
      return shut('automatic-door-tile', `This automatic door only opens from its ${face} side.`, 3);
    }
  }
  if (elementsOf(space, 'automatic-door').length > 0) return { ...OPEN, via: 'automatic-door-tile' };
  if (elementsOf(space, 'bulkhead').length > 0) return { ...OPEN, via: 'bulkhead-tile' };
  if (elementsOf(space, 'door').length > 0) return { ...OPEN, via: 'door-tile' };
  if (elementsOf(space, 'hull-breach').length > 0) return { ...OPEN, via: 'hull-breach-tile' };
  return OPEN;
}

function judgeLeaving(
  graph: TileMapGraph,
  state: PassageState,
  from: SpaceId,
  to: SpaceId,
): Judgement | null {
  if (state.enteredFrom === null || state.enteredFrom === to) return null;
  const space = graph.spaces.get(from);
  if (space?.kind !== 'tile') return null;
  const shutBulkhead = elementsOf(space, 'bulkhead').find((item) => !state.openBulkheads.includes(item.key));
  if (shutBulkhead !== undefined) {
    return shut(
      'bulkhead-tile',
      'The bulkhead the team stands on is still shut: the only way off is back where it came from.',
      2,
      shutBulkhead.key,
    );
  }
  if (elementsOf(space, 'hull-breach').length > 0) {
    return shut(
      'hull-breach-tile',
      'From a hull breach the team must step back into the space it came from.',
      3,
    );
  }
  return null;
}

const BEYOND: Readonly<Record<Exclude<Link['beyond'], 'space'>, { via: Via; reason: string }>> = {
  wall: { via: 'solid-wall', reason: 'A solid wall: it can never be entered.' },
  void: { via: 'void-cell', reason: 'A void (an abyss, a cliff): stepping onto it is not allowed.' },
  edge: { via: 'map-edge', reason: 'The map ends on this side.' },
};

/** How the team would fare crossing one edge from `from`. */
export function passage(
  graph: TileMapGraph,
  state: PassageState,
  from: SpaceId,
  crossing: Crossing,
  to: SpaceId,
): Judgement {
  const border = crossing.border === null ? OPEN : judgeBorder(crossing.border, crossing.direction, state);
  if (!border.open) return border;
  const entry = judgeEntry(graph, state, to, crossing.direction);
  if (!entry.open) return entry;
  const leaving = judgeLeaving(graph, state, from, to);
  if (leaving !== null) return leaving;
  return crossing.border === null ? entry : border;
}

function better(a: Judgement, b: Judgement): boolean {
  return a.rank < b.rank || (a.rank === b.rank && a.actions < b.actions);
}

function toNeighbour(to: SpaceId | null, judgement: Judgement, crossing: Crossing): Neighbour {
  if (judgement.open && to !== null) {
    return { to, open: true, actions: judgement.actions, via: judgement.via, crossing };
  }
  const blocked = {
    to,
    open: false as const,
    via: judgement.via,
    reason: judgement.reason ?? 'No way through here.',
    crossing,
  };
  return judgement.bulkhead === undefined ? blocked : { ...blocked, bulkhead: judgement.bulkhead };
}

/**
 * Every side of `space`: one entry per adjacent space (the easiest crossing between the two), and for a tile
 * also its sides against walls, voids and the map's edge, each with the reason it is blocked.
 * `state.enteredFrom` is how the team came into `space`.
 */
export function neighbours(graph: TileMapGraph, state: PassageState, space: SpaceId): readonly Neighbour[] {
  const result: Neighbour[] = [];
  const isTile = graph.spaces.get(space)?.kind === 'tile';
  for (const link of graph.links.get(space) ?? []) {
    const first = link.crossings[0];
    if (first === undefined) continue;
    if (link.to === null || link.beyond !== 'space') {
      if (!isTile || link.beyond === 'space') continue;
      const { via, reason } = BEYOND[link.beyond];
      result.push({ to: null, open: false, via, reason, crossing: first });
      continue;
    }
    const to = link.to;
    let best: { judgement: Judgement; crossing: Crossing } | null = null;
    for (const crossing of link.crossings) {
      const judgement = passage(graph, state, space, crossing, to);
      if (best === null || better(judgement, best.judgement)) best = { judgement, crossing };
    }
    if (best !== null) result.push(toNeighbour(to, best.judgement, best.crossing));
  }
  return result;
}

/** The open way from `from` to `to`, or the blocked one with its reason, or undefined if they do not touch. */
export function findNeighbour(
  graph: TileMapGraph,
  state: PassageState,
  from: SpaceId,
  to: SpaceId,
): Neighbour | undefined {
  return neighbours(graph, state, from).find((n) => n.to === to);
}

/**
 * Every space the team could walk to from `start`, treating the bulkheads in `state.openBulkheads` as open.
 * Tiles that only let the team step back (a shut bulkhead tile, a hull breach) are reached but not passed.
 */
export function reachable(
  graph: TileMapGraph,
  state: Omit<PassageState, 'enteredFrom'>,
  start: SpaceId,
  enteredFrom: SpaceId | null = null,
): ReadonlySet<SpaceId> {
  const seen = new Set<SpaceId>([start]);
  const queue: [SpaceId, SpaceId | null][] = [[start, enteredFrom]];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const [space, from] = next;
    for (const n of neighbours(graph, { ...state, enteredFrom: from }, space)) {
      if (!n.open || seen.has(n.to)) continue;
      seen.add(n.to);
      queue.push([n.to, space]);
    }
  }
  return seen;
}
