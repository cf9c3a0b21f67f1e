import { isSeparating } from './atmosphere';
import { MAX_GRADE } from './elements';
import type { ExplorationEnd, LeaveWay, SolveReward } from './events';
import {
  busy,
  memoryOf,
  ok,
  spendActivation,
  teleporterUsable,
  type Events,
  type Exploration,
  type Step,
} from './exploration';
import { elementsOf, hasElement, type TileMapGraph } from './spaces';
import { refuse, type LocationSetup, type SpaceId } from './types';

/**
 * Moving between maps and leaving the location (Space Kraken §13 Moving forward, Leaving a location,
 * Clearing maps, Solving a location; kraken.moving-forward, kraken.leaving-location, kraken.clearing-maps,
 * kraken.solving-location, kraken.location-conditions, kraken.teleporter).
 *
 * - Exit `EX`: on to an entrance of the next map (the player picks it), or out of the location from the
 *   last map, which solves it.
 * - Entrance `>`: back to an exit of the previous map; afterwards no exit leads forward again during this
 *   exploration. Not on One-way locations. From map 1 it leaves the location.
 * - Exit location `/`: leaves the location from any map.
 * - Ship teleporter: leaves from a map within the teleport range, unless a disruptor is active there.
 *   Reading (kraken.teleporter): using the ship's teleporter is not a map action and costs no oxygen.
 * - No conscious crew left: the team is lost (exploration.ts).
 *
 * Leaving a map by any of these clears it, unless no treasure was taken there this exploration and the
 * player keeps it uncleared. Reading: a lost team does not clear the map it was lost on. A cleared map
 * stays cleared. Laser barriers switched off come back on once the team has left the map.
 */

export interface LeaveInput {
  /** Keep the map uncleared (only allowed when no treasure was taken on it this exploration). */
  readonly keepUncleared?: boolean;
  readonly knockOut?: readonly string[];
}

/** Reward for solving a location: XP = maps × difficulty × 2; 4 treasures of difficulty + 1 or 2 of + 2. */
export function solveReward(location: Pick<LocationSetup, 'depth' | 'difficulty'>): SolveReward {
  return {
    xp: location.depth * location.difficulty * 2,
    options: [
      { treasures: 4, grade: Math.min(MAX_GRADE, location.difficulty + 1) },
      { treasures: 2, grade: Math.min(MAX_GRADE, location.difficulty + 2) },
    ],
  };
}

/** Leaves the current map, clearing it unless allowed and asked not to. */
export function leaveMap(state: Exploration, input: LeaveInput, events: Events): Exploration | string {
  const memory = memoryOf(state);
  const already = state.record.cleared.includes(state.mapNumber);
  if (input.keepUncleared === true && !already && memory.treasureTaken.length > 0) {
    return 'Treasure was taken on this map, so leaving it clears it.';
  }
  const clear = already || input.keepUncleared !== true;
  const cleared =
    clear && !already
      ? [...state.record.cleared, state.mapNumber].sort((a, b) => a - b)
      : state.record.cleared;
  events.push({ type: 'map-left', mapNumber: state.mapNumber, cleared: clear });
  const index = state.mapNumber - 1;
  return {
    ...state,
    record: { ...state.record, cleared },
    maps: state.maps.map((m, i) => (i === index ? { ...m, lasersOff: [] } : m)),
    activationIncluded: false,
  };
}

/** Ends the exploration the given way, solving the location on its first exit from the last map. */
export function endExploration(state: Exploration, way: LeaveWay, events: Events): Exploration {
  const solved = way === 'exit-of-last-map' && !state.record.solved;
  const end: ExplorationEnd = { way, solved, erased: state.location.condition === 'self-destruction' };
  if (solved) events.push({ type: 'location-solved', reward: solveReward(state.location) });
  events.push({ type: 'location-left', end });
  return { ...state, ended: end, record: solved ? { ...state.record, solved: true } : state.record };
}

function onTile(
  state: Exploration,
  graph: TileMapGraph,
  type: 'exit' | 'entrance' | 'exit-location',
): string | null {
  const space = graph.spaces.get(state.position);
  if (hasElement(space, type)) return null;
  const name = { exit: 'an exit "EX"', entrance: 'an entrance ">"', 'exit-location': 'an exit location "/"' }[
    type
  ];
  return `The team must stand on ${name}.`;
}

/** Through an exit EX: on to the next map, or out of the location from the last map (solving it). */
export function takeExit(state: Exploration, graph: TileMapGraph, input: LeaveInput = {}): Step {
  const problem = busy(state, graph) ?? onTile(state, graph, 'exit');
  if (problem !== null) return refuse(problem);
  if (state.movedBack)
    return refuse('After going back a map the team cannot move forward again during this exploration.');
  const events: Events = [];
  const paid = spendActivation(state, graph, 'exit', input, events);
  if (typeof paid === 'string') return refuse(paid);
  if (paid.ended !== null) return ok(paid, events);
  const left = leaveMap(paid, input, events);
  if (typeof left === 'string') return refuse(left);
  if (state.mapNumber === state.location.depth)
    return ok(endExploration(left, 'exit-of-last-map', events), events);
  return ok(
    { ...left, transit: { mapNumber: state.mapNumber + 1, arriveAt: 'entrance' }, pending: [] },
    events,
  );
}

/** Back through an entrance >: to an exit of the previous map, or out of the location from map 1. */
export function goBack(state: Exploration, graph: TileMapGraph, input: LeaveInput = {}): Step {
  const problem = busy(state, graph) ?? onTile(state, graph, 'entrance');
  if (problem !== null) return refuse(problem);
  if (state.mapNumber > 1 && state.location.condition === 'one-way') {
    return refuse('On a One-way location there is no returning to a previous map.');
  }
  const events: Events = [];
  const paid = spendActivation(state, graph, 'entrance', input, events);
  if (typeof paid === 'string') return refuse(paid);
  if (paid.ended !== null) return ok(paid, events);
  const left = leaveMap(paid, input, events);
  if (typeof left === 'string') return refuse(left);
  if (state.mapNumber === 1) return ok(endExploration(left, 'entrance-of-first-map', events), events);
  return ok(
    { ...left, movedBack: true, transit: { mapNumber: state.mapNumber - 1, arriveAt: 'exit' } },
    events,
  );
}

/** Through an exit location tile /: out of the whole location (kraken.exit-location). */
export function exitLocation(state: Exploration, graph: TileMapGraph, input: LeaveInput = {}): Step {
  const problem = busy(state, graph) ?? onTile(state, graph, 'exit-location');
  if (problem !== null) return refuse(problem);
  const events: Events = [];
  const paid = spendActivation(state, graph, 'exit location', input, events);
  if (typeof paid === 'string') return refuse(paid);
  if (paid.ended !== null) return ok(paid, events);
  const left = leaveMap(paid, input, events);
  if (typeof left === 'string') return refuse(left);
  return ok(endExploration(left, 'exit-location', events), events);
}

/** The ship's teleporter takes the team home (way 3). */
export function teleportOut(state: Exploration, graph: TileMapGraph, input: LeaveInput = {}): Step {
  const problem = busy(state, graph);
  if (problem !== null) return refuse(problem);
  const teleporter = teleporterUsable(state, graph);
  if (!teleporter.usable) return refuse(teleporter.reason);
  const events: Events = [];
  const left = leaveMap(state, input, events);
  if (typeof left === 'string') return refuse(left);
  return ok(endExploration(left, 'teleporter', events), events);
}

/**
 * Places the team on the map it is travelling to: at an entrance of its choice going forward, at an exit
 * going back. `mapId` records the d20 Map-ID if it was rolled only now. The team then owes its free move.
 */
export function arrive(
  state: Exploration,
  graph: TileMapGraph,
  input: { readonly space: SpaceId; readonly mapId?: number },
): Step {
  if (state.ended !== null) return refuse('The exploration is over.');
  const transit = state.transit;
  if (transit === null) return refuse('The team is not travelling between maps.');
  const wanted = transit.arriveAt === 'entrance' ? 'entrance' : 'exit';
  if (elementsOf(graph.spaces.get(input.space), wanted).length === 0) {
    return refuse(
      transit.arriveAt === 'entrance'
        ? 'Arrive on an entrance ">" of the next map.'
        : 'Arrive on an exit "EX" of the previous map.',
    );
  }
  const index = transit.mapNumber - 1;
  const mapIds =
    input.mapId !== undefined && state.location.mapIds[index] === null
      ? state.location.mapIds.map((id, i) => (i === index ? (input.mapId ?? null) : id))
      : state.location.mapIds;
  const next: Exploration = {
    ...state,
    location: { ...state.location, mapIds },
    mapNumber: transit.mapNumber,
    position: input.space,
    enteredFrom: null,
    cameFrom: isSeparating(graph, input.space) ? null : input.space,
    beforeMove: null,
    freeMove: true,
    activationIncluded: false,
    pending: [],
    transit: null,
    maps: state.maps.map((m, i) => (i === index ? { ...m, visited: true } : m)),
  };
  return ok(next, [{ type: 'map-reached', mapNumber: transit.mapNumber, space: input.space }]);
}

/** Whether the exit, entrance or exit location the team stands on can be used now, for the prompt. */
export function waysOutHere(
  state: Exploration,
  graph: TileMapGraph,
): readonly ('exit' | 'back' | 'exit-location')[] {
  const ways: ('exit' | 'back' | 'exit-location')[] = [];
  const space = graph.spaces.get(state.position);
  if (hasElement(space, 'exit') && !state.movedBack) ways.push('exit');
  if (hasElement(space, 'entrance') && (state.mapNumber === 1 || state.location.condition !== 'one-way'))
    ways.push('back');
  if (hasElement(space, 'exit-location')) ways.push('exit-location');
  return ways;
}
