/**
 * Pure: what a screen usually draws over a map during a dungeon exploration, read from the `Exploration`
 * state of src/rules/tilemap — the zones (with repaired hull breaches), the team's cell, its neighbours
 * framed with their oxygen cost, and the state of every element (defeated, taken, used, off, opened,
 * locked). The scene computes no rule: every number here comes from the rules' own functions.
 */
import {
  MED_STATION_USES,
  atmosphereZones,
  isCleared,
  isLocked,
  isSeparating,
  memoryOf,
  neighbours,
  oxygenCost,
  passageState,
  zoneOf,
  type AtmosphereZones,
  type Exploration,
  type MapMemory,
  type SpaceId,
  type TileMapGraph,
} from '../../rules/tilemap';
import type { DoneKind, DoneMark, TileCell, TileHighlight, ZoneMap } from './types';

export interface ExplorationOverlays {
  readonly zones: ZoneMap;
  readonly team: TileCell | null;
  readonly highlights: readonly TileHighlight[];
  readonly done: readonly DoneMark[];
  readonly cleared: boolean;
}

// Zones by graph and repaired hull breaches: the same inputs give the same Map object, so a layer fed with
// it keeps its floors' layout instead of rebuilding it on every state change.
const zoneCache = new WeakMap<TileMapGraph, Map<string, AtmosphereZones>>();

function cachedZones(graph: TileMapGraph, repaired: readonly string[]): AtmosphereZones {
  let byRepairs = zoneCache.get(graph);
  if (byRepairs === undefined) {
    byRepairs = new Map();
    zoneCache.set(graph, byRepairs);
  }
  const key = [...repaired].sort().join('\n');
  let zones = byRepairs.get(key);
  if (zones === undefined) {
    zones = atmosphereZones(graph, repaired);
    byRepairs.set(key, zones);
  }
  return zones;
}

/** The state an element key has in a map's memory, if any. */
function doneKindOf(memory: MapMemory, key: string): DoneKind | undefined {
  const bulkhead = memory.bulkheads[key];
  if (bulkhead !== undefined) {
    if (bulkhead.opened) return 'opened';
    if (isLocked(bulkhead)) return 'locked';
  }
  if (memory.defeated.includes(key)) return 'defeated';
  if (memory.treasureTaken.includes(key)) return 'taken';
  if (
    memory.minesDone.includes(key) ||
    memory.lasersOff.includes(key) ||
    memory.disruptorsOff.includes(key) ||
    memory.hullRepaired.includes(key)
  ) {
    return 'off';
  }
  if (
    memory.storyTriggersUsed.includes(key) ||
    memory.clonesUsed.includes(key) ||
    memory.questMastersUsed.includes(key) ||
    (memory.medUses[key] ?? 0) >= MED_STATION_USES
  ) {
    return 'used';
  }
  return undefined;
}

/** Every element and border bulkhead of the map with a state to show. */
export function doneMarks(graph: TileMapGraph, memory: MapMemory): DoneMark[] {
  const marks: DoneMark[] = [];
  for (const item of graph.elements.values()) {
    const kind = doneKindOf(memory, item.key);
    if (kind === undefined) continue;
    const index = Number(item.key.slice(item.key.indexOf('#') + 1));
    marks.push({ x: item.cell[0], y: item.cell[1], kind, element: index });
  }
  for (const border of graph.borders) {
    if (border.type !== 'bulkhead') continue;
    const kind = doneKindOf(memory, `border:${border.index}`);
    if (kind === 'opened' || kind === 'locked') marks.push({ border: border.index, kind });
  }
  return marks;
}

/**
 * The cell to stand the team's token on: its tile, or for an area the cell it stepped in by (from the space
 * it entered from), else the `hint` when it lies in the area, else the area's cell nearest its middle.
 */
export function teamCell(
  graph: TileMapGraph,
  position: SpaceId,
  enteredFrom: SpaceId | null,
  hint?: TileCell,
): TileCell | null {
  const space = graph.spaces.get(position);
  if (space === undefined) return null;
  if (hint !== undefined && graph.spaceAt[hint.y]?.[hint.x] === position) return hint;
  if (enteredFrom !== null) {
    const link = graph.links.get(enteredFrom)?.find((l) => l.to === position);
    const to = link?.crossings[0]?.to;
    if (to !== undefined) return { x: to[0], y: to[1] };
  }
  let mx = 0;
  let my = 0;
  for (const [x, y] of space.cells) {
    mx += x / space.cells.length;
    my += y / space.cells.length;
  }
  let best: TileCell | null = null;
  let bestDistance = Infinity;
  for (const [x, y] of space.cells) {
    const d = (x - mx) ** 2 + (y - my) ** 2;
    if (d < bestDistance) {
      bestDistance = d;
      best = { x, y };
    }
  }
  return best;
}

/**
 * The overlays of map `mapNumber` (default the team's map) for a TileMapView / LocationView layer. The team
 * and its neighbours show only on the map the team is on, while it is on a map and the exploration runs.
 * Neighbour frames: open (no oxygen), costly (the label gives the oxygen the move costs, both actions of an
 * obstacle line counted), check (a shut bulkhead in the way), blocked (an automatic door the wrong way, a
 * safety bulkhead while a boss lives …). Walls, voids and the map's edge are not framed.
 * @param hint the cell the player clicked to enter an area, to stand the token there.
 */
export function explorationOverlays(
  state: Exploration,
  graph: TileMapGraph,
  mapNumber = state.mapNumber,
  hint?: TileCell,
): ExplorationOverlays {
  const memory = memoryOf(state, mapNumber);
  const zones = cachedZones(graph, memory.hullRepaired);
  const base = { zones: zones.zones, done: doneMarks(graph, memory), cleared: isCleared(state, mapNumber) };
  const here = mapNumber === state.mapNumber && state.transit === null && state.ended === null;
  if (!here) return { ...base, team: null, highlights: [] };
  const highlights: TileHighlight[] = [];
  const cameFrom = isSeparating(graph, state.position) ? state.cameFrom : state.position;
  for (const way of neighbours(graph, passageState(state, graph), state.position)) {
    if (way.to === null) continue;
    const [x, y] = way.crossing.to;
    if (way.open) {
      const zone = zoneOf(zones, way.to, cameFrom);
      const cost =
        oxygenCost(state.location, zone, {
          campaignDifficulty: state.campaignDifficulty,
          free: state.freeMove,
        }) * way.actions;
      const label = way.actions === 2 ? `${cost} O₂ · 2 actions` : `${cost} O₂`;
      highlights.push({ x, y, tone: cost === 0 ? 'open' : 'costly', label });
    } else if (way.bulkhead !== undefined) {
      highlights.push({ x, y, tone: 'check', label: 'Tech check' });
    } else {
      highlights.push({ x, y, tone: 'blocked' });
    }
  }
  return { ...base, team: teamCell(graph, state.position, state.enteredFrom, hint), highlights };
}

/**
 * Before the team lands: the map it lands on with every entrance framed for picking (kraken.deployment:
 * the team deploys at one of them), each labelled "Entrance".
 */
export function entranceHighlights(graph: TileMapGraph): TileHighlight[] {
  const out: TileHighlight[] = [];
  for (const item of graph.elements.values()) {
    if (item.element.type !== 'entrance') continue;
    const [x, y] = item.cell;
    out.push({ x, y, tone: 'open', label: 'Entrance', id: `entrance-${x}-${y}` });
  }
  return out;
}
