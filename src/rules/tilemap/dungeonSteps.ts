import { effectiveAtmosphere, healingIn, isSeparating, oxygenCost, zoneOf, type Zone } from './atmosphere';
import { healCrew, type CrewChange } from './crew';
import {
  currentZone,
  endIfNobodyStanding,
  memoryOf,
  ok,
  passageState,
  payOxygen,
  triggerMemory,
  zonesOf,
  type Events,
  type Exploration,
  type Step,
} from './exploration';
import { describeSpace, neighbours, type TileMapGraph } from './graph';
import { triggersOnEntering } from './triggers';
import { refuse, type Atmosphere, type LocationRecord, type LocationSetup, type SpaceId } from './types';

/**
 * Small pure steps and read-outs a dungeon-crawl machine needs beside the exploration steps (Space Kraken
 * §12–§13; kraken.location-parameters, kraken.deployment, kraken.teleporter, kraken.move-activate,
 * kraken.oxygen-use, kraken.meditate, kraken.psi-exploration, kraken.using-items-exploration). Data in,
 * data out, like the rest of this folder.
 */

/** The highest Map-ID a d20 gives. */
export const MAP_ID_MAX = 20;

/**
 * Which of a location type's maps a d20 Map-ID names: Map-ID n is the n-th map of the type (§12). Reading
 * (kraken.location-generation): a pack with fewer than 20 maps for a type wraps around (Map-ID 9 of a type
 * with 4 maps is its 1st map).
 */
export function mapIndexForId(mapId: number, mapCount: number): number {
  if (!Number.isInteger(mapId) || mapId < 1 || mapId > MAP_ID_MAX) {
    throw new Error(`A Map-ID is a d20 face, 1 to ${MAP_ID_MAX}; got ${mapId}.`);
  }
  if (!Number.isInteger(mapCount) || mapCount < 1) throw new Error('A location type needs at least one map.');
  return (mapId - 1) % mapCount;
}

/**
 * The map numbers a team may be deployed on (kraken.deployment, kraken.teleporter): always map 1; with a
 * teleporter also a deeper map within the teleport range when every map before it was cleared (the same
 * reading as `deploy`).
 */
export function deployableMaps(
  location: Pick<LocationSetup, 'depth' | 'teleport'>,
  record: LocationRecord,
  hasTeleporter: boolean,
): readonly number[] {
  const maps = [1];
  if (!hasTeleporter) return maps;
  for (let n = 2; n <= Math.min(location.teleport, location.depth); n += 1) {
    const skipped = Array.from({ length: n - 1 }, (_, i) => i + 1);
    if (skipped.every((m) => record.cleared.includes(m))) maps.push(n);
  }
  return maps;
}

/** What moving onto a neighbouring space will cost and set off, for the prompt before the move. */
export interface MovePreview {
  readonly to: SpaceId;
  readonly name: string;
  readonly actions: 1 | 2;
  /** Oxygen the whole move costs (0 on the free move and in breathable air). */
  readonly oxygen: number;
  readonly zone: Zone;
  /** On-entry elements that will go off (mines, lasers, enemies, bosses, LT, portal), by code. */
  readonly setsOff: readonly string[];
  /** Elements that take effect at once (treasure, oxygen station, disruptor), by code. */
  readonly atOnce: readonly string[];
  /** Elements the team may activate there, by code. */
  readonly byChoice: readonly string[];
  /** Keys of at-once elements whose '?' value is thrown as the team enters (treasure T?). */
  readonly randomValues: readonly string[];
}

export interface BlockedSide {
  readonly to: SpaceId | null;
  readonly reason: string;
  readonly bulkhead?: string;
}

/**
 * Every side of the team's space: the open ones with what the move costs (the same reading as `move`: the
 * destination's zone, a separating tile counting as the side the team came from; free on the free move),
 * and the blocked ones with the reason.
 */
export function movePreviews(
  state: Exploration,
  graph: TileMapGraph,
): { readonly open: readonly MovePreview[]; readonly blocked: readonly BlockedSide[] } {
  const zones = zonesOf(state, graph);
  const cameFrom = isSeparating(graph, state.position) ? state.cameFrom : state.position;
  const memory = triggerMemory(state);
  const known = memoryOf(state).randomValues;
  const open: MovePreview[] = [];
  const blocked: BlockedSide[] = [];
  for (const side of neighbours(graph, passageState(state, graph), state.position)) {
    if (!side.open) {
      blocked.push(
        side.bulkhead === undefined
          ? { to: side.to, reason: side.reason }
          : { to: side.to, reason: side.reason, bulkhead: side.bulkhead },
      );
      continue;
    }
    const zone = zoneOf(zones, side.to, cameFrom);
    const cost = oxygenCost(state.location, zone, {
      campaignDifficulty: state.campaignDifficulty,
      free: state.freeMove,
    });
    const triggers = triggersOnEntering(graph, side.to, memory);
    open.push({
      to: side.to,
      name: describeSpace(graph, side.to),
      actions: side.actions,
      oxygen: cost * side.actions,
      zone,
      setsOff: triggers.pending.map((p) => p.code),
      atOnce: triggers.atOnce.map((item) => item.element.code),
      byChoice: triggers.byChoice.map((item) => item.element.code),
      randomValues: triggers.atOnce
        .filter((item) => item.element.value === 'random' && known[item.key] === undefined)
        .map((item) => item.key),
    });
  }
  return { open, blocked };
}

/** The atmosphere the team breathes where it stands (for healing and meditation). */
export function airHere(state: Exploration, graph: TileMapGraph): Atmosphere {
  return effectiveAtmosphere(state.location, currentZone(state, graph), state.campaignDifficulty);
}

/** Oxygen one action costs where the team stands (0 breathable, 1 non-breathable, 2 Hell). */
export function actionOxygen(state: Exploration, graph: TileMapGraph): number {
  return oxygenCost(state.location, currentZone(state, graph), {
    campaignDifficulty: state.campaignDifficulty,
  });
}

function idle(state: Exploration): string | null {
  if (state.ended !== null) return 'The exploration is over.';
  if (state.transit !== null) return 'The team is between maps.';
  return null;
}

/** The health of a crew member as another rule (PSI, a ground combat) left it. */
export interface CrewVitals {
  readonly id: string;
  readonly hp: number;
  readonly conscious: boolean;
  readonly alive: boolean;
}

/**
 * Puts the crew's health as another rule left it into the exploration; with nobody conscious left the team
 * is lost (way 5), as for damage from mines or lasers.
 */
export function setCrewVitals(state: Exploration, vitals: readonly CrewVitals[]): Step {
  const byId = new Map(vitals.map((v) => [v.id, v]));
  const crew = state.crew.map((member) => {
    const v = byId.get(member.id);
    return v === undefined
      ? member
      : {
          ...member,
          hp: Math.max(0, Math.min(member.maxHp, v.hp)),
          conscious: v.conscious && v.alive,
          alive: v.alive,
        };
  });
  const events: Events = [];
  return ok(endIfNobodyStanding({ ...state, crew }, events), events);
}

/** Sets the shared oxygen as a ground combat left it (never below 0 or above the capacity). */
export function setOxygen(state: Exploration, oxygen: number): Exploration {
  return { ...state, oxygen: Math.max(0, Math.min(state.oxygenCapacity, oxygen)) };
}

/** PSI OXYGEN CREATION: refills 2 oxygen, never above the capacity (kraken.psi-exploration). */
export function gainOxygen(state: Exploration, amount: number): Step {
  const problem = idle(state);
  if (problem !== null) return refuse(problem);
  const oxygen = Math.min(state.oxygenCapacity, state.oxygen + Math.max(0, amount));
  return ok({ ...state, oxygen }, [{ type: 'oxygen-refilled', amount: oxygen - state.oxygen }]);
}

/**
 * Using an exploration-phase PSI power (kraken.psi-exploration). Reading (there): the book prices only meditation
 * (oxygen instead of an action); a power is taken as an action of its own, paid in the team's air like an
 * activation (and by passing out when the oxygen is gone), so PSI OXYGEN CREATION cannot be repeated for
 * free. It does not use up the move's own activation of the tile the team stands on.
 */
export function payPsiAction(state: Exploration, graph: TileMapGraph, knockOut: string | undefined): Step {
  const problem = idle(state);
  if (problem !== null) return refuse(problem);
  const events: Events = [
    { type: 'action', what: 'PSI power', included: false, zone: currentZone(state, graph) },
  ];
  const paid = payOxygen(state, actionOxygen(state, graph), knockOut, events);
  if (typeof paid === 'string') return refuse(paid);
  return ok({ ...paid, actions: paid.actions + 1 }, events);
}

/**
 * Meditating during exploration costs oxygen instead of an action: 0 breathable, 1 non-breathable, 2 Hell
 * (kraken.meditate). Reading: it is paid before the die is thrown, and it cannot be paid by passing out:
 * without the oxygen there is no meditating.
 */
export function payMeditation(state: Exploration, graph: TileMapGraph): Step {
  const problem = idle(state);
  if (problem !== null) return refuse(problem);
  const cost = actionOxygen(state, graph);
  if (cost === 0) return ok(state, []);
  if (state.oxygen < cost) {
    return refuse(`Meditating here costs ${cost} oxygen and the team has ${state.oxygen} left.`);
  }
  return ok({ ...state, oxygen: state.oxygen - cost }, [
    { type: 'oxygen-spent', amount: cost, left: state.oxygen - cost },
  ]);
}

/**
 * Healing with a carried item (a med kit, a stimpack, chocolate): no action during exploration
 * (kraken.using-items-exploration); Hell halves it, rounded up (kraken.atmospheres).
 */
export function healWithItem(
  state: Exploration,
  graph: TileMapGraph,
  crewId: string,
  amount: number,
):
  | { readonly ok: true; readonly state: Exploration; readonly change: CrewChange }
  | { readonly ok: false; readonly reason: string } {
  const problem = idle(state);
  if (problem !== null) return refuse(problem);
  const member = state.crew.find((m) => m.id === crewId);
  if (member === undefined || !member.alive) return refuse('Heal a living crew member of the team.');
  if (member.hp >= member.maxHp) return refuse(`${member.name} is not hurt.`);
  const healed = healCrew(state.crew, crewId, healingIn(airHere(state, graph), amount));
  return { ok: true, state: { ...state, crew: healed.crew }, change: healed.change };
}
