import { codeWords } from './words';
import { damageCrew } from './crew';
import { encounterLevel, laserDamage, resolveMines, storyLineStart } from './elements';
import {
  NEEDS_D6,
  elementValue,
  endIfNobodyStanding,
  loseTeam,
  ok,
  withMemory,
  type Events,
  type Exploration,
  type Step,
} from './exploration';
import { isSeparating } from './atmosphere';
import type { TileMapGraph } from './spaces';
import { endExploration, leaveMap, type LeaveInput } from './journey';
import { teleportTarget } from './teleportal';
import { resolvableNow, type PendingTrigger, type PendingType } from './triggers';
import { refuse, type ExplorationCrew } from './types';

/**
 * Resolving what entering a space set off (Space Kraken §13 Triggering tiles and Map elements;
 * kraken.triggering-tiles, kraken.mines, kraken.laser-barrier, kraken.enemy-tile, kraken.boss,
 * kraken.story-trigger, kraken.teleportal). Mines one after the other first, then laser barriers, then
 * enemies and bosses in the order the player picks (one ground combat each), then story-line triggers, then
 * a teleportal. Each step takes the dice faces thrown for it.
 */

function take(
  state: Exploration,
  type: PendingType | readonly PendingType[],
  key?: string,
): PendingTrigger | string {
  if (state.ended !== null) return 'The exploration is over.';
  const now = resolvableNow(state.pending);
  const types: readonly PendingType[] = typeof type === 'string' ? [type] : type;
  const found = now.find((p) => types.includes(p.type) && (key === undefined || p.key === key));
  if (found !== undefined) return found;
  const head = now[0];
  return head === undefined ? 'Nothing is waiting to be resolved.' : `Resolve ${codeWords(head.code)} now.`;
}

function drop(state: Exploration, key: string): Exploration {
  return { ...state, pending: state.pending.filter((p) => p.key !== key) };
}

function hurtAll(state: Exploration, damage: number, cause: 'mine' | 'laser', events: Events): Exploration {
  let crew = state.crew;
  for (const member of state.crew) {
    const hit = damageCrew(crew, member.id, damage, { armor: true });
    crew = hit.crew;
    if (hit.change.amount > 0 || hit.change.becameUnconscious)
      events.push({ type: 'crew-hurt', change: hit.change, cause });
  }
  return { ...state, crew };
}

export interface MinesInput {
  readonly key?: string;
  /** One crew member may try to disarm first (2d6 faces; `bonus`: equipment bonus to the check). */
  readonly disarm?: { readonly crewId: string; readonly faces: readonly number[]; readonly bonus?: number };
  /** d6 faces to dodge, for every other conscious crew member (only needed if the disarm fails or is skipped). */
  readonly dodges?: Readonly<Record<string, number>>;
  /** Equipment bonuses to dodging, by crew id. */
  readonly dodgeBonuses?: Readonly<Record<string, number>>;
  /** d6 for an M? grade. */
  readonly faces?: Readonly<Record<string, number>>;
}

/** Mines the team walked into (kraken.mines): disarm once or dodge, then they are spent for the exploration. */
export function resolveMinesStep(state: Exploration, graph: TileMapGraph, input: MinesInput): Step {
  const pending = take(state, 'mine', input.key);
  if (typeof pending === 'string') return refuse(pending);
  const item = graph.elements.get(pending.key);
  const grade = elementValue(state, pending.key, item?.element.value, input.faces);
  if (grade === undefined) return refuse(NEEDS_D6(pending.code));
  const result = resolveMines({
    difficulty: state.location.difficulty,
    grade: grade.value,
    crew: state.crew,
    ...(input.disarm === undefined ? {} : { disarm: input.disarm }),
    dodges: input.dodges ?? {},
    ...(input.dodgeBonuses === undefined ? {} : { dodgeBonuses: input.dodgeBonuses }),
  });
  if (!result.ok) return refuse(result.reason);
  const events: Events = [
    ...grade.events,
    {
      type: 'mines',
      key: pending.key,
      disarmed: result.disarmed,
      ...(result.disarm === undefined ? {} : { disarm: result.disarm }),
      blasts: result.blasts,
    },
  ];
  let crew = grade.state.crew;
  for (const blast of result.blasts) {
    if (blast.damage === 0) continue;
    const hit = damageCrew(crew, blast.crewId, blast.damage, { armor: true });
    crew = hit.crew;
    events.push({ type: 'crew-hurt', change: hit.change, cause: 'mine' });
  }
  const next = withMemory({ ...drop(grade.state, pending.key), crew }, (m) => ({
    ...m,
    minesDone: [...m.minesDone, pending.key],
  }));
  return ok(endIfNobodyStanding(next, events), events);
}

/** A laser barrier fires as the team enters: difficulty + grade to everyone conscious (kraken.laser-barrier). */
export function resolveLaserStep(
  state: Exploration,
  graph: TileMapGraph,
  input: { readonly key?: string; readonly faces?: Readonly<Record<string, number>> } = {},
): Step {
  const pending = take(state, 'laser-barrier', input.key);
  if (typeof pending === 'string') return refuse(pending);
  const grade = elementValue(state, pending.key, graph.elements.get(pending.key)?.element.value, input.faces);
  if (grade === undefined) return refuse(NEEDS_D6(pending.code));
  const damage = laserDamage(state.location.difficulty, grade.value);
  const events: Events = [...grade.events, { type: 'laser', key: pending.key, damage }];
  const next = hurtAll(drop(grade.state, pending.key), damage, 'laser', events);
  return ok(endIfNobodyStanding(next, events), events);
}

/**
 * Starts the ground combat of a triggered enemy or boss, fixing an E? / BOSS? value now (never earlier).
 * The trigger stays pending until `endEncounter`.
 */
export function beginEncounter(
  state: Exploration,
  graph: TileMapGraph,
  input: { readonly key: string; readonly faces?: Readonly<Record<string, number>> },
): Step {
  const pending = take(state, ['enemy', 'boss'], input.key);
  if (typeof pending === 'string') return refuse(pending);
  const value = elementValue(state, pending.key, graph.elements.get(pending.key)?.element.value, input.faces);
  // §13 '?' values: "not allowed to determine the random number before entering the combat" — an E? or
  // BOSS? met without its d6 begins with its level unknown; the avoid attempt or the fight throws it.
  const level = value === undefined ? null : encounterLevel(state.location.difficulty, value.value);
  return ok(value?.state ?? state, [
    ...(value?.events ?? []),
    { type: 'encounter', key: pending.key, boss: pending.type === 'boss', level },
  ]);
}

export type EncounterOutcome = 'defeated' | 'avoided' | 'escaped' | 'team-lost';

/**
 * A successful escape from ground combat (§14 Combat actions — Escape): the team is put back where it stood
 * before it triggered the combat, and whatever else the space set off is left behind. If the combat went
 * off on the free move onto a map, the team goes back to an exit of the previous map, or home from map 1;
 * One-way does not stop this. Reading (kraken.escape-ground-combat): that retreat leaves the map like any
 * other way (cleared unless no treasure was taken there and the player keeps it uncleared), is not "going
 * back through an entrance" (moving forward stays allowed), and from map 1 ends the exploration as leaving by
 * its entrance.
 */
function escape(state: Exploration, input: LeaveInput, events: Events): Exploration | string {
  const back = state.beforeMove;
  const fled: Exploration = { ...state, pending: [], activationIncluded: false, beforeMove: null };
  if (back === null) return fled;
  if (!back.freeMove) {
    return { ...fled, position: back.position, enteredFrom: back.enteredFrom, cameFrom: back.cameFrom };
  }
  const left = leaveMap(fled, input, events);
  if (typeof left === 'string') return left;
  if (state.mapNumber === 1) return endExploration(left, 'entrance-of-first-map', events);
  return { ...left, transit: { mapNumber: state.mapNumber - 1, arriveAt: 'exit' } };
}

/**
 * Records how an enemy or boss encounter ended. Defeated tiles never go off again this exploration; an
 * avoided or escaped enemy stays and goes off on the next entry. Bosses cannot be avoided
 * (kraken.avoid-combat). `crew` carries the crew as the ground combat left it; `keepUncleared` matters only
 * for an escape that leaves the map.
 */
export function endEncounter(
  state: Exploration,
  input: LeaveInput & {
    readonly key: string;
    readonly outcome: EncounterOutcome;
    readonly crew?: readonly ExplorationCrew[];
  },
): Step {
  const pending = take(state, ['enemy', 'boss'], input.key);
  if (typeof pending === 'string') return refuse(pending);
  if (pending.type === 'boss' && input.outcome === 'avoided')
    return refuse('A boss encounter cannot be avoided.');
  const events: Events = [{ type: 'encounter-over', key: pending.key, outcome: input.outcome }];
  let next = drop({ ...state, crew: input.crew ?? state.crew }, pending.key);
  if (input.outcome === 'team-lost') {
    next = loseTeam(next);
    events.push({ type: 'team-lost' });
    if (next.ended !== null) events.push({ type: 'location-left', end: next.ended });
    return ok(next, events);
  }
  if (input.outcome === 'defeated') {
    next = withMemory(next, (m) => ({ ...m, defeated: [...m.defeated, pending.key] }));
  }
  next = endIfNobodyStanding(next, events);
  if (input.outcome === 'escaped' && next.ended === null) {
    const fled = escape(next, input, events);
    if (typeof fled === 'string') return refuse(fled);
    next = fled;
  }
  return ok(next, events);
}

/**
 * A story-line trigger LT: with a free story-line slot, a d20 picks the start coordinate and the line starts
 * at once; without one nothing happens. Reading (kraken.story-trigger): an LT tile starts at most one story
 * line per exploration (used only when a line actually starts).
 */
export function resolveStoryLine(
  state: Exploration,
  input: { readonly key?: string; readonly freeSlot: boolean; readonly face?: number },
): Step {
  const pending = take(state, 'story-line-trigger', input.key);
  if (typeof pending === 'string') return refuse(pending);
  if (!input.freeSlot)
    return ok(drop(state, pending.key), [{ type: 'story-line', key: pending.key, start: null }]);
  if (input.face === undefined || !Number.isInteger(input.face) || input.face < 1 || input.face > 20) {
    return refuse('Throw a d20 for the story line’s start coordinate.');
  }
  const next = withMemory(drop(state, pending.key), (m) => ({
    ...m,
    storyTriggersUsed: [...m.storyTriggersUsed, pending.key],
  }));
  return ok(next, [{ type: 'story-line', key: pending.key, start: storyLineStart(input.face) }]);
}

export interface TeleportInput {
  /** d6 faces thrown for a portal without a twin (rerolls in order). */
  readonly faces?: readonly number[];
  /** The portal picked when several fit. */
  readonly choice?: string;
}

/**
 * Moves the team through the portal it stands on. Reading (kraken.teleportal): arriving by portal is not
 * entering by a move, so the target tile sets nothing off (otherwise twin portals would bounce the team
 * forever).
 */
export function teleportTeam(
  state: Exploration,
  graph: TileMapGraph,
  input: TeleportInput,
  events: Events,
): Exploration | string {
  if ((input.faces ?? []).some((f) => !Number.isInteger(f) || f < 1 || f > 6))
    return 'Portal dice are d6: faces 1 to 6.';
  const answer = teleportTarget(graph, state.position, input);
  if (answer.kind === 'roll') return 'No portal shares this number: throw a d6 for the target portal.';
  if (answer.kind === 'choose') return 'Several portals fit: choose the one the team arrives at.';
  events.push({ type: 'teleported', from: state.position, to: answer.target });
  return {
    ...state,
    position: answer.target,
    enteredFrom: null,
    cameFrom: isSeparating(graph, answer.target) ? null : answer.target,
    beforeMove: null,
    activationIncluded: false,
  };
}

/** The teleportal the team just stepped onto sends it on; this jump is part of the move (kraken.teleportal). */
export function resolveTeleportal(state: Exploration, graph: TileMapGraph, input: TeleportInput = {}): Step {
  const pending = take(state, 'teleportal');
  if (typeof pending === 'string') return refuse(pending);
  const events: Events = [];
  const next = teleportTeam(drop(state, pending.key), graph, input, events);
  return typeof next === 'string' ? refuse(next) : ok(next, events);
}
