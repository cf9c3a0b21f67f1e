import { codeWordsAtStart } from './words';
import type { MapElementType } from '../../content/tilemap/legend';
import { effectiveAtmosphere } from './atmosphere';
import { damageCrew, findCrew, healCrew } from './crew';
import {
  attemptBulkhead,
  cloneStation,
  crackBulkhead,
  disarmLaser,
  emergencyReleaseOpens,
  isLocked,
  laserDamage,
  medStationHeal,
  toggleHullBreach,
  type CrackingWeapon,
} from './elements';
import {
  NEEDS_D6,
  bulkheadMemory,
  busy,
  currentZone,
  elementHere,
  elementValue,
  endIfNobodyStanding,
  memoryOf,
  ok,
  passageState,
  spendActivation,
  teleporterUsable,
  withMemory,
  type Events,
  type Exploration,
  type Step,
} from './exploration';
import { teleportTeam, type TeleportInput } from './exploration.resolve';
import { reachable } from './graph';
import { spacesWith, type PlacedElement, type TileMapGraph } from './spaces';
import { junkBonus, shopTerms } from './traders';
import { isPresent } from './triggers';
import { refuse, type SpaceId } from './types';

/**
 * Elements the team activates by choice at its space (Space Kraken §13 Move and activate, Map elements).
 * Each activation is the move's own activation or an action of its own (exploration.ts). Trading itself
 * (prices, gambling, modding) is traders.ts; these steps record the visit and its once-only effects.
 */

type Knock = { readonly knockOut?: readonly string[] };

interface Activated {
  readonly state: Exploration;
  readonly item: PlacedElement;
  readonly events: Events;
}

/** Checks the element is here and present, and pays the activation. */
function activate(
  state: Exploration,
  graph: TileMapGraph,
  key: string,
  types: readonly MapElementType[],
  input: Knock & { readonly fullAction?: boolean },
): Activated | string {
  const problem = busy(state, graph);
  if (problem !== null) return problem;
  const item = elementHere(state, graph, key);
  if (item === undefined || !types.includes(item.element.type)) {
    return `The team is not on ${types.map((t) => t.replace(/-/g, ' ')).join(' or ')} ${key}.`;
  }
  if (!isPresent(item, { ...memoryOf(state), cleared: state.record.cleared.includes(state.mapNumber) })) {
    return `${codeWordsAtStart(item.element.code)} is no longer there.`;
  }
  const events: Events = [];
  const next = spendActivation(state, graph, item.element.code, input, events);
  return typeof next === 'string' ? next : { state: next, item, events };
}

function conscious(state: Exploration, crewId: string): boolean {
  const member = findCrew(state.crew, crewId);
  return member !== undefined && member.alive && member.conscious;
}

// ---------------------------------------------------------------- bulkheads

/** A way off the map other than through `locked`: an exit, an exit location, or map 1's entrance. */
export function otherWayOut(state: Exploration, graph: TileMapGraph): boolean {
  const memory = memoryOf(state);
  const openable = [...graph.bulkheads.keys()].filter(
    (key) => !isLocked(memory.bulkheads[key] ?? { opened: false, fails: 0 }),
  );
  const { bossesAlive } = passageState(state, graph);
  const seen = reachable(graph, { openBulkheads: openable, bossesAlive }, state.position, state.enteredFrom);
  const targets: SpaceId[] = [...spacesWith(graph, 'exit-location')];
  if (!state.movedBack) targets.push(...spacesWith(graph, 'exit'));
  if (state.mapNumber === 1) targets.push(...spacesWith(graph, 'entrance'));
  return targets.some((space) => seen.has(space));
}

export interface BulkheadAttempt extends Knock {
  /** The bulkhead's key: its element key for a B# tile, `border:<i>` for a bulkhead border. */
  readonly bulkhead: string;
  readonly crewId: string;
  /** The two d6 thrown. */
  readonly faces: readonly number[];
  /** Equipment bonus to this check (content modifiers "bulkhead"); added to Tech. */
  readonly bonus?: number;
  /** d6 for a B? level, by bulkhead key. */
  readonly levelFaces?: Readonly<Record<string, number>>;
}

function standsAt(state: Exploration, graph: TileMapGraph, bulkhead: string): string | null {
  const info = graph.bulkheads.get(bulkhead);
  if (info === undefined) return `There is no bulkhead ${bulkhead} on this map.`;
  if (!info.spaces.includes(state.position)) {
    return info.at === 'tile'
      ? 'The team must stand on the bulkhead tile to work it.'
      : 'The team must stand beside the bulkhead to work it.';
  }
  return null;
}

/**
 * One Tech check at a bulkhead (kraken.bulkhead): 2d6 + Tech against 10 + B#. Three failures lock it; on a
 * One-way location a locked bulkhead that leaves no other way out opens by itself (kraken.emergency-release).
 * Reading (kraken.bulkhead): a bulkhead drawn as a border is worked from either space beside it, and the
 * move into that space includes one attempt, as for a bulkhead tile.
 */
export function attemptBulkheadStep(state: Exploration, graph: TileMapGraph, input: BulkheadAttempt): Step {
  const problem = busy(state, graph) ?? standsAt(state, graph, input.bulkhead);
  if (problem !== null) return refuse(problem);
  const info = graph.bulkheads.get(input.bulkhead);
  const member = findCrew(state.crew, input.crewId);
  if (info === undefined || member === undefined || !conscious(state, input.crewId)) {
    return refuse('A conscious crew member of the team makes the check.');
  }
  const level = elementValue(state, info.key, info.value, input.levelFaces);
  if (level === undefined) return refuse(NEEDS_D6('the bulkhead'));
  const attempt = attemptBulkhead(bulkheadMemory(state, info.key), {
    tech: member.tech + (input.bonus ?? 0),
    level: level.value,
    faces: input.faces,
  });
  if (!attempt.ok) return refuse(attempt.reason);
  const events: Events = [...level.events];
  const paid = spendActivation(level.state, graph, 'bulkhead check', input, events);
  if (typeof paid === 'string') return refuse(paid);
  if (paid.ended !== null) return ok(paid, events);
  let next = withMemory(paid, (m) => ({ ...m, bulkheads: { ...m.bulkheads, [info.key]: attempt.memory } }));
  events.push({
    type: 'bulkhead-check',
    key: info.key,
    crewId: member.id,
    total: attempt.total,
    target: attempt.target,
    success: attempt.success,
    fails: attempt.memory.fails,
  });
  if (attempt.success) events.push({ type: 'bulkhead-opened', key: info.key, how: 'check' });
  if (attempt.locked) {
    events.push({ type: 'bulkhead-locked', key: info.key });
    const release = emergencyReleaseOpens({
      oneWay: next.location.condition === 'one-way',
      locked: true,
      teleporterUsable: teleporterUsable(next, graph).usable,
      otherWayOut: otherWayOut(next, graph),
    });
    if (release) {
      next = withMemory(next, (m) => ({
        ...m,
        bulkheads: { ...m.bulkheads, [info.key]: { ...attempt.memory, opened: true } },
      }));
      events.push({ type: 'bulkhead-opened', key: info.key, how: 'emergency-release' });
    }
  }
  return ok(next, events);
}

/** Cracks a bulkhead (locked or not) by emptying a fully loaded weapon of grade ≥ B# (kraken.bulkhead). */
export function crackBulkheadStep(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & {
    readonly bulkhead: string;
    readonly weapon: CrackingWeapon;
    readonly levelFaces?: Readonly<Record<string, number>>;
  },
): Step {
  const problem = busy(state, graph) ?? standsAt(state, graph, input.bulkhead);
  if (problem !== null) return refuse(problem);
  const info = graph.bulkheads.get(input.bulkhead);
  if (info === undefined) return refuse('There is no such bulkhead.');
  const level = elementValue(state, info.key, info.value, input.levelFaces);
  if (level === undefined) return refuse(NEEDS_D6('the bulkhead'));
  const cracked = crackBulkhead(bulkheadMemory(state, info.key), {
    level: level.value,
    weapon: input.weapon,
  });
  if (!cracked.ok) return refuse(cracked.reason);
  const events: Events = [...level.events];
  const paid = spendActivation(level.state, graph, 'crack the bulkhead', input, events);
  if (typeof paid === 'string') return refuse(paid);
  const next = withMemory(paid, (m) => ({ ...m, bulkheads: { ...m.bulkheads, [info.key]: cracked.memory } }));
  events.push({ type: 'bulkhead-opened', key: info.key, how: 'cracked', ammoSpent: cracked.ammoSpent });
  return ok(next, events);
}

// ---------------------------------------------------------------- laser barrier

/**
 * Disarming a laser barrier the team stands on: 2d6 + Tech against 10 + grade; success switches it off until
 * the team leaves the map, failure burns the team as entering does (kraken.laser-barrier). Reading: the book
 * calls this "an action on the tile", and entering already activated the barrier, so the attempt is always
 * an action of its own.
 */
export function disarmLaserStep(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & {
    readonly key: string;
    readonly crewId: string;
    readonly faces: readonly number[];
    /** Equipment bonus to this check (content modifiers "laser-barrier"). */
    readonly bonus?: number;
  },
): Step {
  const member = findCrew(state.crew, input.crewId);
  if (member === undefined || !conscious(state, input.crewId))
    return refuse('A conscious crew member makes the check.');
  if (memoryOf(state).lasersOff.includes(input.key)) return refuse('This laser barrier is already off.');
  const item = graph.elements.get(input.key);
  const grade = elementValue(state, input.key, item?.element.value);
  if (grade === undefined) return refuse(NEEDS_D6(item?.element.code ?? 'the laser'));
  const check = disarmLaser({
    tech: member.tech + (input.bonus ?? 0),
    level: grade.value,
    faces: input.faces,
  });
  if (!check.ok) return refuse(check.reason);
  const done = activate(state, graph, input.key, ['laser-barrier'], { ...input, fullAction: true });
  if (typeof done === 'string') return refuse(done);
  const events = [...done.events];
  if (done.state.ended !== null) return ok(done.state, events);
  events.push({
    type: 'laser-disarm',
    key: input.key,
    crewId: member.id,
    total: check.total,
    target: check.target,
    success: check.success,
  });
  if (check.success) {
    return ok(
      withMemory(done.state, (m) => ({ ...m, lasersOff: [...m.lasersOff, input.key] })),
      events,
    );
  }
  const damage = laserDamage(state.location.difficulty, grade.value);
  events.push({ type: 'laser', key: input.key, damage });
  let crew = done.state.crew;
  for (const each of done.state.crew) {
    const hit = damageCrew(crew, each.id, damage, { armor: true });
    crew = hit.crew;
    if (hit.change.amount > 0 || hit.change.becameUnconscious)
      events.push({ type: 'crew-hurt', change: hit.change, cause: 'laser' });
  }
  return ok(endIfNobodyStanding({ ...done.state, crew }, events), events);
}

// ---------------------------------------------------------------- stations

function airHere(state: Exploration, graph: TileMapGraph) {
  return effectiveAtmosphere(state.location, currentZone(state, graph), state.campaignDifficulty);
}

/** A med-station heals one crew member up to 4 HP, three times per exploration (kraken.med-station). */
export function useMedStation(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & { readonly key: string; readonly crewId: string },
): Step {
  const uses = memoryOf(state).medUses[input.key] ?? 0;
  const heal = medStationHeal(uses, airHere(state, graph));
  if (!heal.ok) return refuse(heal.reason);
  const member = findCrew(state.crew, input.crewId);
  if (member === undefined || !member.alive) return refuse('Heal a living crew member of the team.');
  const done = activate(state, graph, input.key, ['med-station'], input);
  if (typeof done === 'string') return refuse(done);
  const healed = healCrew(done.state.crew, input.crewId, heal.heal);
  const next = withMemory({ ...done.state, crew: healed.crew }, (m) => ({
    ...m,
    medUses: { ...m.medUses, [input.key]: uses + 1 },
  }));
  return ok(next, [...done.events, { type: 'crew-healed', change: healed.change, cause: 'med-station' }]);
}

/** A clone station heals everyone 4 HP once per exploration, and saves on the easier difficulties. */
export function useCloneStation(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & { readonly key: string },
): Step {
  const station = cloneStation(
    memoryOf(state).clonesUsed.includes(input.key),
    airHere(state, graph),
    state.campaignDifficulty,
  );
  if (!station.ok) return refuse(station.reason);
  const done = activate(state, graph, input.key, ['clone-station'], input);
  if (typeof done === 'string') return refuse(done);
  const events = [...done.events];
  let crew = done.state.crew;
  for (const member of done.state.crew) {
    const healed = healCrew(crew, member.id, station.healEach);
    crew = healed.crew;
    if (member.alive) events.push({ type: 'crew-healed', change: healed.change, cause: 'clone-station' });
  }
  if (station.canSave) events.push({ type: 'save-point', key: input.key });
  const next = withMemory({ ...done.state, crew }, (m) => ({
    ...m,
    clonesUsed: [...m.clonesUsed, input.key],
  }));
  return ok(next, events);
}

// ---------------------------------------------------------------- traders, quests, breaches, portals

/**
 * Visiting a shop: its terms (grade limit, rare grade, crew Level), and the junk bonus the first time this
 * shop is ever visited (kraken.shop). An S? grade is fixed once per exploration.
 */
export function visitShop(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & {
    readonly key: string;
    readonly highestCharisma: number;
    readonly faces?: Readonly<Record<string, number>>;
  },
): Step {
  const item = elementHere(state, graph, input.key);
  const grade = elementValue(state, input.key, item?.element.value, input.faces);
  if (grade === undefined) return refuse(NEEDS_D6(item?.element.code ?? 'the shop'));
  const done = activate(grade.state, graph, input.key, ['shop'], input);
  if (typeof done === 'string') return refuse(done);
  const shopId = `${state.mapNumber}:${input.key}`;
  const first = !done.state.record.shopBonusTaken.includes(shopId);
  const bonus = first ? junkBonus(input.highestCharisma) : 0;
  const next: Exploration = first
    ? {
        ...done.state,
        record: { ...done.state.record, shopBonusTaken: [...done.state.record.shopBonusTaken, shopId] },
      }
    : done.state;
  return ok(next, [
    ...grade.events,
    ...done.events,
    {
      type: 'shop',
      key: input.key,
      terms: shopTerms(grade.value, state.location.difficulty),
      junkBonus: bonus,
    },
  ]);
}

/** An ammo dealer sells up to grade difficulty + 1 (kraken.ammo-dealer); prices in traders.ts. */
export function visitAmmoDealer(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & { readonly key: string },
): Step {
  const done = activate(state, graph, input.key, ['ammo-dealer'], input);
  if (typeof done === 'string') return refuse(done);
  return ok(done.state, [
    ...done.events,
    { type: 'ammo-dealer', key: input.key, maxGrade: state.location.difficulty + 1 },
  ]);
}

/** A quest master offers a quest, once per exploration (kraken.quest-master). */
export function useQuestMaster(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & { readonly key: string },
): Step {
  if (memoryOf(state).questMastersUsed.includes(input.key))
    return refuse('This quest master has already been visited this exploration.');
  const done = activate(state, graph, input.key, ['quest-master'], input);
  if (typeof done === 'string') return refuse(done);
  const next = withMemory(done.state, (m) => ({
    ...m,
    questMastersUsed: [...m.questMastersUsed, input.key],
  }));
  return ok(next, [...done.events, { type: 'quest-master', key: input.key }]);
}

/** Repairs a hull breach (or undoes the repair) with a welding device (kraken.hull-breach). */
export function repairHullBreach(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & { readonly key: string; readonly hasWeldingDevice: boolean },
): Step {
  const repaired = memoryOf(state).hullRepaired.includes(input.key);
  const toggled = toggleHullBreach(repaired, input.hasWeldingDevice);
  if (!toggled.ok) return refuse(toggled.reason);
  const done = activate(state, graph, input.key, ['hull-breach'], input);
  if (typeof done === 'string') return refuse(done);
  const next = withMemory(done.state, (m) => ({
    ...m,
    hullRepaired: toggled.repaired
      ? [...m.hullRepaired, input.key]
      : m.hullRepaired.filter((k) => k !== input.key),
  }));
  return ok(next, [...done.events, { type: 'hull-breach', key: input.key, repaired: toggled.repaired }]);
}

/** Gambler, modder and event tiles: the activation is recorded; the trade or story is handled elsewhere. */
export function activateElement(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & { readonly key: string },
): Step {
  const done = activate(state, graph, input.key, ['gambler', 'modder', 'event'], input);
  if (typeof done === 'string') return refuse(done);
  return ok(done.state, [
    ...done.events,
    { type: 'element-activated', key: input.key, code: done.item.element.code },
  ]);
}

/** Jumping again from the portal the team stands on: an action each time (kraken.teleportal). */
export function useTeleportal(
  state: Exploration,
  graph: TileMapGraph,
  input: Knock & TeleportInput & { readonly key: string },
): Step {
  const done = activate(state, graph, input.key, ['teleportal'], input);
  if (typeof done === 'string') return refuse(done);
  const events = [...done.events];
  if (done.state.ended !== null) return ok(done.state, events);
  const next = teleportTeam(done.state, graph, input, events);
  return typeof next === 'string' ? refuse(next) : ok(next, events);
}
