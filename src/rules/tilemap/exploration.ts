import { codeWords } from './words';
import {
  atmosphereZones,
  isSeparating,
  oxygenCost,
  zoneOf,
  type AtmosphereZones,
  type Zone,
} from './atmosphere';
import { consciousCrew, knockOutCrew } from './crew';
import { CLOSED_BULKHEAD, randomValue, teleporterOut, treasureGrade, type BulkheadMemory } from './elements';
import type { ExplorationEnd, ExplorationEvent } from './events';
import { findNeighbour, neighbours, type PassageState } from './graph';
import { hasElement, type PlacedElement, type TileMapGraph } from './spaces';
import { triggersOnEntering, type PendingTrigger, type TriggerMemory } from './triggers';
import {
  EMPTY_RECORD,
  refuse,
  type CampaignDifficulty,
  type ExplorationCrew,
  type LocationRecord,
  type LocationSetup,
  type Outcome,
  type SpaceId,
} from './types';

/**
 * One dungeon exploration as data, and the steps that deploy the team and move it (Space Kraken §13
 * Deployment, Moving forward, Tiles and areas, Using oxygen for actions, Move and activate;
 * kraken.deployment, kraken.moving-forward, kraken.move-activate, kraken.oxygen-use, kraken.stick-together).
 * Resolving what a move triggers is in exploration.resolve.ts, activating elements in
 * exploration.activate.ts, moving between maps and leaving in journey.ts.
 *
 * - The team is one unit on one space (`position`); it never splits.
 * - Each move or activation is an action costing oxygen by the atmosphere (atmosphere.ts). A move costs what
 *   the space moved into costs, a separating tile counting as the side the team came from: the worked
 *   example pays 1 to step from the purple area onto the B2 bulkhead and nothing to step on into the grey
 *   area. An activation costs what the team's space costs.
 * - Move and activate: the action that moves the team onto a space also activates one element there (a
 *   bulkhead check, a med-station …) at no extra cost (`activationIncluded`); every further activation
 *   without moving is an action of its own.
 * - On entering a map the team must at once make one move, which costs no oxygen (`freeMove`). Reading: that
 *   move is free even when it climbs an obstacle line (2 actions), and it is only demanded when a move is
 *   possible at all.
 * - Out of oxygen: each action that costs oxygen knocks out one conscious crew member of the player's
 *   choice (`knockOut`). Reading: an action that the pool can only partly pay (1 left in Hell) empties it
 *   and knocks out one member. With no conscious member left the team is lost (way 5) and every deployed
 *   member is lost with it.
 */

export const DEFAULT_OXYGEN = 25;

/** What the exploration remembers about one map (keys are element keys, `border:<i>` for border bulkheads). */
export interface MapMemory extends Omit<TriggerMemory, 'cleared'> {
  readonly visited: boolean;
  readonly bulkheads: Readonly<Record<string, BulkheadMemory>>;
  /** '?' values fixed for this exploration (kraken.random-value). */
  readonly randomValues: Readonly<Record<string, number>>;
  readonly medUses: Readonly<Record<string, number>>;
  readonly clonesUsed: readonly string[];
  readonly questMastersUsed: readonly string[];
  readonly hullRepaired: readonly string[];
}

export const EMPTY_MAP_MEMORY: MapMemory = {
  visited: false,
  defeated: [],
  minesDone: [],
  lasersOff: [],
  treasureTaken: [],
  disruptorsOff: [],
  storyTriggersUsed: [],
  bulkheads: {},
  randomValues: {},
  medUses: {},
  clonesUsed: [],
  questMastersUsed: [],
  hullRepaired: [],
};

/** The team is between maps: it left one and has to be placed on map `mapNumber`. */
export interface Transit {
  readonly mapNumber: number;
  /** Forward through an exit: arrive at an entrance. Back through an entrance: arrive at an exit. */
  readonly arriveAt: 'entrance' | 'exit';
}

/** The team's spot before its last move (§14 Escape: "the position they were in before they triggered combat"). */
export interface BeforeMove {
  readonly position: SpaceId;
  readonly enteredFrom: SpaceId | null;
  readonly cameFrom: SpaceId | null;
  /** The move was the free move on entering the map. */
  readonly freeMove: boolean;
}

export interface Exploration {
  readonly location: LocationSetup;
  readonly record: LocationRecord;
  readonly campaignDifficulty: CampaignDifficulty;
  readonly hasTeleporter: boolean;
  readonly crew: readonly ExplorationCrew[];
  readonly oxygen: number;
  /** 25 plus the crew's oxygen tanks. */
  readonly oxygenCapacity: number;
  readonly mapNumber: number;
  readonly position: SpaceId;
  /** The space the team entered `position` from; null after deployment, arrival or a teleport. */
  readonly enteredFrom: SpaceId | null;
  /** The last space the team stood in that does not separate atmospheres (decides a separating tile's zone). */
  readonly cameFrom: SpaceId | null;
  /** Where the team stood before its last move, for a successful escape from the combat it triggered. */
  readonly beforeMove: BeforeMove | null;
  readonly freeMove: boolean;
  readonly activationIncluded: boolean;
  /** Went back a map: no moving forward through exits for the rest of this exploration. */
  readonly movedBack: boolean;
  readonly pending: readonly PendingTrigger[];
  /** maps[n - 1] is map number n. */
  readonly maps: readonly MapMemory[];
  readonly actions: number;
  readonly transit: Transit | null;
  readonly ended: ExplorationEnd | null;
}

export type Step = Outcome<Exploration, ExplorationEvent>;
export type Events = ExplorationEvent[];

export function ok(state: Exploration, events: readonly ExplorationEvent[]): Step {
  return { ok: true, state, events };
}

// ---------------------------------------------------------------- reading the state

export function memoryOf(state: Exploration, mapNumber = state.mapNumber): MapMemory {
  return state.maps[mapNumber - 1] ?? EMPTY_MAP_MEMORY;
}

export function withMemory(state: Exploration, change: (memory: MapMemory) => MapMemory): Exploration {
  const index = state.mapNumber - 1;
  return { ...state, maps: state.maps.map((memory, i) => (i === index ? change(memory) : memory)) };
}

export function isCleared(state: Exploration, mapNumber = state.mapNumber): boolean {
  return state.record.cleared.includes(mapNumber);
}

export function triggerMemory(state: Exploration): TriggerMemory {
  return { ...memoryOf(state), cleared: isCleared(state) };
}

/** A boss is present and undefeated on the current map (none on a cleared map). */
export function bossesAlive(state: Exploration, graph: TileMapGraph): boolean {
  if (isCleared(state)) return false;
  const { defeated } = memoryOf(state);
  return [...graph.elements.values()].some(
    (item) => item.element.type === 'boss' && !defeated.includes(item.key),
  );
}

export function passageState(state: Exploration, graph: TileMapGraph): PassageState {
  const open = Object.entries(memoryOf(state).bulkheads)
    .filter(([, memory]) => memory.opened)
    .map(([key]) => key);
  return { openBulkheads: open, bossesAlive: bossesAlive(state, graph), enteredFrom: state.enteredFrom };
}

export function zonesOf(state: Exploration, graph: TileMapGraph): AtmosphereZones {
  return atmosphereZones(graph, memoryOf(state).hullRepaired);
}

export function currentZone(state: Exploration, graph: TileMapGraph): Zone {
  return zoneOf(zonesOf(state, graph), state.position, state.cameFrom);
}

/** An active disruptor on the current map (not switched off, map not cleared; kraken.disruptor). */
export function activeDisruptor(state: Exploration, graph: TileMapGraph): boolean {
  if (isCleared(state)) return false;
  const off = memoryOf(state).disruptorsOff;
  return [...graph.elements.values()].some(
    (item) => item.element.type === 'disruptor' && !off.includes(item.key),
  );
}

export function teleporterUsable(state: Exploration, graph: TileMapGraph) {
  return teleporterOut({
    hasTeleporter: state.hasTeleporter,
    mapNumber: state.mapNumber,
    teleport: state.location.teleport,
    activeDisruptor: activeDisruptor(state, graph),
  });
}

/**
 * The number an element carries, with '?' fixed once per exploration from `faces[key]` (a d6, halved and
 * rounded up). Undefined when the value is random, not yet fixed and no face was given.
 */
export function elementValue(
  state: Exploration,
  key: string,
  value: number | 'random' | undefined,
  faces: Readonly<Record<string, number>> = {},
): { readonly value: number; readonly state: Exploration; readonly events: Events } | undefined {
  if (value !== 'random') return { value: value ?? 0, state, events: [] };
  const known = memoryOf(state).randomValues[key];
  if (known !== undefined) return { value: known, state, events: [] };
  const face = faces[key];
  if (face === undefined || !Number.isInteger(face) || face < 1 || face > 6) return undefined;
  const fixed = randomValue(face);
  const next = withMemory(state, (m) => ({ ...m, randomValues: { ...m.randomValues, [key]: fixed } }));
  return { value: fixed, state: next, events: [{ type: 'random-value', key, face, value: fixed }] };
}

export const NEEDS_D6 = (code: string) => `Throw a d6 for the unknown value of ${code} (halved, rounded up).`;

// ---------------------------------------------------------------- guards and paying for actions

/** Refuses any step while the exploration is over, between maps or waiting on triggers. */
export function busy(
  state: Exploration,
  graph: TileMapGraph,
  options: { readonly moving?: boolean } = {},
): string | null {
  if (state.ended !== null) return 'The exploration is over.';
  if (state.transit !== null)
    return `The team is between maps: place it on map ${state.transit.mapNumber} first.`;
  const next = state.pending[0];
  if (next !== undefined) return `Resolve ${codeWords(next.code)} first: it went off when the team entered.`;
  if (state.freeMove && options.moving !== true && canMoveAtAll(state, graph)) {
    return 'On entering a map the team must first make its free move.';
  }
  return null;
}

function canMoveAtAll(state: Exploration, graph: TileMapGraph): boolean {
  return neighbours(graph, passageState(state, graph), state.position).some((n) => n.open);
}

/** Ends the exploration with the team lost: every deployed crew member is lost (way 5). */
export function loseTeam(state: Exploration): Exploration {
  return {
    ...state,
    crew: state.crew.map((member) => ({ ...member, conscious: false, alive: false })),
    pending: [],
    ended: { way: 'no-crew-left', solved: false, erased: state.location.condition === 'self-destruction' },
  };
}

/**
 * True when nobody conscious is left. Reading (kraken.oxygen-use): the book loses the team when oxygen knocks
 * out the last conscious member; mines or a laser barrier doing the same leave nobody to carry the others out
 * either, so the team is lost the same way (way 5).
 */
export function nobodyStanding(state: Exploration): boolean {
  return consciousCrew(state.crew).length === 0;
}

export function endIfNobodyStanding(state: Exploration, events: Events): Exploration {
  if (state.ended !== null || !nobodyStanding(state)) return state;
  const lost = loseTeam(state);
  events.push({ type: 'team-lost' });
  if (lost.ended !== null) events.push({ type: 'location-left', end: lost.ended });
  return lost;
}

/**
 * Pays `cost` oxygen for one action, or knocks out `knockOut` when the pool cannot pay it. Returns a refusal
 * when someone must pass out and no conscious member was named.
 */
export function payOxygen(
  state: Exploration,
  cost: number,
  knockOut: string | undefined,
  events: Events,
): Exploration | string {
  if (cost === 0) return state;
  if (state.oxygen >= cost) {
    events.push({ type: 'oxygen-spent', amount: cost, left: state.oxygen - cost });
    return { ...state, oxygen: state.oxygen - cost };
  }
  const awake = consciousCrew(state.crew);
  if (knockOut === undefined || !awake.some((member) => member.id === knockOut)) {
    return 'The oxygen has run out: name the conscious crew member who passes out for this action.';
  }
  if (state.oxygen > 0) events.push({ type: 'oxygen-spent', amount: state.oxygen, left: 0 });
  events.push({ type: 'passed-out', crewId: knockOut });
  return endIfNobodyStanding({ ...state, oxygen: 0, crew: knockOutCrew(state.crew, knockOut) }, events);
}

/**
 * One activation at the team's space: free when it is the move's own activation, otherwise an action
 * paid in the team's zone. `fullAction` forces a paid action (laser disarming, kraken.laser-barrier).
 */
export function spendActivation(
  state: Exploration,
  graph: TileMapGraph,
  what: string,
  input: { readonly knockOut?: readonly string[]; readonly fullAction?: boolean },
  events: Events,
): Exploration | string {
  const zone = currentZone(state, graph);
  if (state.activationIncluded && input.fullAction !== true) {
    events.push({ type: 'action', what, included: true, zone });
    return { ...state, activationIncluded: false };
  }
  events.push({ type: 'action', what, included: false, zone });
  const cost = oxygenCost(state.location, zone, { campaignDifficulty: state.campaignDifficulty });
  const paid = payOxygen(state, cost, input.knockOut?.[0], events);
  if (typeof paid === 'string') return paid;
  return { ...paid, activationIncluded: false, actions: paid.actions + 1 };
}

/** The element `key` if it is present in the team's space. */
export function elementHere(state: Exploration, graph: TileMapGraph, key: string): PlacedElement | undefined {
  const item = graph.elements.get(key);
  return item?.space === state.position ? item : undefined;
}

// ---------------------------------------------------------------- deployment

export interface DeployInput {
  readonly location: LocationSetup;
  readonly record?: LocationRecord;
  readonly campaignDifficulty: CampaignDifficulty;
  readonly hasTeleporter: boolean;
  /** The crew members sent down (1 to 4). */
  readonly crew: readonly ExplorationCrew[];
  readonly oxygenCapacity?: number;
  readonly oxygen?: number;
  /** The map to start on: 1, or a later one reached by teleporter. */
  readonly mapNumber?: number;
  /** The entrance tile chosen on that map. */
  readonly entrance: SpaceId;
}

function locationProblem(location: LocationSetup): string | null {
  if (!Number.isInteger(location.depth) || location.depth < 4 || location.depth > 9) {
    return 'A location has 4 to 9 maps.';
  }
  if (location.mapIds.length !== location.depth) return 'A location needs one Map-ID slot per map.';
  if (!Number.isInteger(location.teleport) || location.teleport < 0 || location.teleport > 9) {
    return 'The teleport range is a number from 0 to 9.';
  }
  if (!Number.isInteger(location.difficulty) || location.difficulty < 0)
    return 'The difficulty is a whole number.';
  return null;
}

/**
 * Deploys the chosen crew at an entrance `>` of the first map, or, with a teleporter, of a later map whose
 * maps before it are all cleared and which lies within the location's teleport range (kraken.deployment,
 * kraken.teleporter). The team then owes its free move. Reading (kraken.deployment): "skip some of those
 * [cleared] maps" means every skipped map must be cleared, not only the one just before.
 */
export function deploy(graph: TileMapGraph, input: DeployInput): Step {
  const { location } = input;
  const record = input.record ?? EMPTY_RECORD;
  const mapNumber = input.mapNumber ?? 1;
  const problem = locationProblem(location);
  if (problem !== null) return refuse(problem);
  if (input.crew.length < 1 || input.crew.length > 4)
    return refuse('Deploy between one and four crew members.');
  if (new Set(input.crew.map((m) => m.id)).size !== input.crew.length)
    return refuse('Each crew member goes down once.');
  if (input.crew.some((m) => !m.alive)) return refuse('Only living crew members can be deployed.');
  if (consciousCrew(input.crew).length === 0)
    return refuse('At least one deployed crew member must be conscious.');
  if (!Number.isInteger(mapNumber) || mapNumber < 1 || mapNumber > location.depth) {
    return refuse(`This location has maps 1 to ${location.depth}.`);
  }
  if (mapNumber > 1) {
    if (!input.hasTeleporter)
      return refuse('Without a teleporter the team always lands at the entrance of map 1.');
    if (mapNumber > location.teleport) {
      return refuse(`The teleporter reaches no deeper than map ${location.teleport} here.`);
    }
    const skipped = Array.from({ length: mapNumber - 1 }, (_, i) => i + 1);
    if (!skipped.every((n) => record.cleared.includes(n))) {
      return refuse('The teleporter can only skip maps cleared on earlier visits.');
    }
  }
  const entrance = graph.spaces.get(input.entrance);
  if (!hasElement(entrance, 'entrance')) return refuse('The team starts on an entrance tile ">".');
  const capacity = input.oxygenCapacity ?? DEFAULT_OXYGEN;
  const oxygen = input.oxygen ?? capacity;
  if (oxygen < 0 || oxygen > capacity) return refuse(`Oxygen must be between 0 and ${capacity}.`);
  const maps = Array.from({ length: location.depth }, (_, i) =>
    i === mapNumber - 1 ? { ...EMPTY_MAP_MEMORY, visited: true } : EMPTY_MAP_MEMORY,
  );
  const state: Exploration = {
    location,
    record,
    campaignDifficulty: input.campaignDifficulty,
    hasTeleporter: input.hasTeleporter,
    crew: input.crew,
    oxygen,
    oxygenCapacity: capacity,
    mapNumber,
    position: input.entrance,
    enteredFrom: null,
    cameFrom: isSeparating(graph, input.entrance) ? null : input.entrance,
    beforeMove: null,
    freeMove: true,
    activationIncluded: false,
    movedBack: false,
    pending: [],
    maps,
    actions: 0,
    transit: null,
    ended: null,
  };
  return ok(state, [{ type: 'deployed', mapNumber, space: input.entrance, byTeleporter: mapNumber > 1 }]);
}

// ---------------------------------------------------------------- moving

export interface MoveInput {
  readonly to: SpaceId;
  /** Who passes out for each unpaid action, in order, when the oxygen has run out. */
  readonly knockOut?: readonly string[];
  /** d6 faces for '?' values of elements that take effect at once (treasure T?), by element key. */
  readonly faces?: Readonly<Record<string, number>>;
}

/** The at-once effects of entering: treasure, oxygen refill, disruptor off. */
function applyAtOnce(
  state: Exploration,
  items: readonly PlacedElement[],
  faces: Readonly<Record<string, number>>,
  events: Events,
): Exploration | string {
  let next = state;
  for (const item of items) {
    switch (item.element.type) {
      case 'treasure': {
        const value = elementValue(next, item.key, item.element.value, faces);
        if (value === undefined) return NEEDS_D6(item.element.code);
        next = withMemory(value.state, (m) => ({ ...m, treasureTaken: [...m.treasureTaken, item.key] }));
        events.push(...value.events, {
          type: 'treasure-found',
          key: item.key,
          grade: treasureGrade(next.location.difficulty, value.value),
        });
        break;
      }
      case 'oxygen-station':
        events.push({ type: 'oxygen-refilled', amount: next.oxygenCapacity - next.oxygen });
        next = { ...next, oxygen: next.oxygenCapacity };
        break;
      case 'disruptor':
        next = withMemory(next, (m) => ({ ...m, disruptorsOff: [...m.disruptorsOff, item.key] }));
        events.push({ type: 'disruptor-off', key: item.key });
        break;
      default:
        break;
    }
  }
  return next;
}

/**
 * Moves the team one space up, down, left or right. Pays the action(s), then lists what the new space
 * sets off: on-entry elements become `pending` (resolve them with exploration.resolve.ts before anything
 * else); at-once elements take effect.
 */
export function move(state: Exploration, graph: TileMapGraph, input: MoveInput): Step {
  const problem = busy(state, graph, { moving: true });
  if (problem !== null) return refuse(problem);
  if (input.to === state.position) return refuse('The team is already there; activate it instead of moving.');
  const way = findNeighbour(graph, passageState(state, graph), state.position, input.to);
  if (way === undefined)
    return refuse('That space does not touch the team’s space (moves go up, down, left or right).');
  if (!way.open) return refuse(way.reason);
  const cameFrom = isSeparating(graph, state.position) ? state.cameFrom : state.position;
  const zone = zoneOf(zonesOf(state, graph), input.to, cameFrom);
  const free = state.freeMove;
  const cost = oxygenCost(state.location, zone, { campaignDifficulty: state.campaignDifficulty, free });
  const events: Events = [
    { type: 'moved', from: state.position, to: input.to, actions: way.actions, free, zone },
  ];
  let next: Exploration = state;
  for (let action = 0; action < way.actions; action += 1) {
    const paid = payOxygen(next, cost, input.knockOut?.[action], events);
    if (typeof paid === 'string') return refuse(paid);
    next = paid;
  }
  next = {
    ...next,
    position: input.to,
    enteredFrom: state.position,
    cameFrom,
    beforeMove: {
      position: state.position,
      enteredFrom: state.enteredFrom,
      cameFrom: state.cameFrom,
      freeMove: free,
    },
    freeMove: false,
    activationIncluded: true,
    actions: next.actions + way.actions,
  };
  if (next.ended !== null) return ok(next, events);
  const triggers = triggersOnEntering(graph, input.to, triggerMemory(next));
  for (const trigger of triggers.pending) {
    events.push({ type: 'triggered', key: trigger.key, code: trigger.code, element: trigger.type });
  }
  const after = applyAtOnce(
    { ...next, pending: triggers.pending },
    triggers.atOnce,
    input.faces ?? {},
    events,
  );
  if (typeof after === 'string') return refuse(after);
  return ok(after, events);
}

/**
 * Spends an action at the team's space without moving: "activate your current tile" with nothing more to
 * it (the move's own activation is used first). Elements with rules of their own have their own steps.
 */
export function activateInPlace(
  state: Exploration,
  graph: TileMapGraph,
  input: { readonly knockOut?: readonly string[] } = {},
): Step {
  const problem = busy(state, graph);
  if (problem !== null) return refuse(problem);
  const events: Events = [];
  const next = spendActivation(state, graph, 'activate in place', input, events);
  return typeof next === 'string' ? refuse(next) : ok(next, events);
}

export function bulkheadMemory(state: Exploration, key: string): BulkheadMemory {
  return memoryOf(state).bulkheads[key] ?? CLOSED_BULKHEAD;
}
