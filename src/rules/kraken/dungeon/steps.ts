import { nobodyStanding } from '../../tilemap/exploration';
import { actionOxygen, deployableMaps, movePreviews } from '../../tilemap/dungeonSteps';
import { resolvableNow } from '../../tilemap/triggers';
import { standingGraph } from './graphs';
import { autoTask, nextForTask, pendingMine } from './tasks';
import type { DungeonState, Task } from './types';

/**
 * The questions the crawl's chart asks at its choice points (§13 Dungeon exploration), one pure predicate
 * each: where the landing stands, what the step just applied set off (in the rules' order: the end of the
 * exploration, travel between maps, a fight, treasure, mines, the other triggers, several enemies), and which
 * die the task in hand waits for. The chart decides what comes next; these only read the state.
 */

type C = DungeonState;

function taskNext(c: C) {
  return c.task === null ? null : nextForTask(c, c.task, c.faces).kind;
}

export const taskWaitsForChoice = (c: C) => taskNext(c) === 'choose';
export const taskReady = (c: C) => taskNext(c) === 'ready';

export const rewardPending = (c: C) => c.exploration?.ended?.solved === true && c.reward === null;
export const explorationOver = (c: C) => (c.exploration?.ended ?? null) !== null;

/**
 * Nobody conscious is left while the exploration still runs (a fight, an item or a trade can leave the team
 * like that, not only oxygen and traps): the team is lost (way 5, kraken.leaving-location). Not during a fight,
 * which settles its own end first.
 */
export const teamDown = (c: C) =>
  c.exploration !== null &&
  c.exploration.ended === null &&
  (c.encounter?.request ?? null) === null &&
  nobodyStanding(c.exploration);

export const mapIdsUndecided = (c: C) =>
  c.exploration === null && c.mapIdsMode === null && c.mapIds.some((id) => id === null);

/** The map numbers the team may land on (kraken.teleporter), for the prompt and the guard. */
export function landingMaps(c: C): readonly number[] {
  return deployableMaps(c.location, c.record, c.hasTeleporter);
}

export const deployMapOpen = (c: C) =>
  c.exploration === null && c.deployMap === null && landingMaps(c).length > 1;
export const deployMapObvious = (c: C) =>
  c.exploration === null && c.deployMap === null && landingMaps(c).length === 1;
export const deployMapIdMissing = (c: C) =>
  c.exploration === null && c.deployMap !== null && c.mapIds[c.deployMap - 1] === null;
export const notDeployed = (c: C) => c.exploration === null;

export const transitMapIdMissing = (c: C) => {
  const transit = c.exploration?.transit ?? null;
  return transit !== null && c.mapIds[transit.mapNumber - 1] === null;
};
export const inTransit = (c: C) => (c.exploration?.transit ?? null) !== null;

export const fightOn = (c: C) => (c.encounter?.request ?? null) !== null;
export const encounterBegun = (c: C) => c.encounter !== null;
export const minesPending = (c: C) => pendingMine(c) !== null;
export const enemiesToPick = (c: C) => resolvableNow(c.exploration?.pending ?? []).length > 1;

/** The trigger the crawl resolves by itself next (a laser, an LT, a teleportal, a lone enemy), if any. */
export type AutoTrigger = Extract<Task['kind'], 'laser' | 'story-line' | 'portal' | 'begin'>;
export const autoTriggerIs = (c: C, kind: AutoTrigger) => c.task === null && autoTask(c)?.kind === kind;

export const freeMoveOwed = (c: C) => {
  const exploration = c.exploration;
  const graph = standingGraph(c);
  if (exploration === null || graph === null || !exploration.freeMove) return false;
  return movePreviews(exploration, graph).open.length > 0;
};

export const outOfOxygen = (c: C) => {
  const exploration = c.exploration;
  const graph = standingGraph(c);
  if (exploration === null || graph === null || exploration.oxygen > 0) return false;
  return actionOxygen(exploration, graph) > 0;
};

/**
 * The dice of the crawl, one name each, told apart by the key its task throws them under: a Map-ID, a '?'
 * value, a Tech check (bulkhead or laser), the mines' disarm and dodges, the avoid rolls (run, hide,
 * Charisma), a teleportal's d6, an LT's start, the Quest Master's d6, the gambler's d6, PSI and meditation,
 * and a treasure drop's d20, extra cash and list row.
 */
export type CrawlDie =
  | 'mapId'
  | 'value'
  | 'tech'
  | 'disarm'
  | 'dodge'
  | 'run'
  | 'hide'
  | 'charisma'
  | 'portal'
  | 'storyLine'
  | 'quest'
  | 'gamble'
  | 'psi'
  | 'meditate'
  | 'treasureTable'
  | 'extraCash'
  | 'dropRow';

const EXACT: Readonly<Record<string, CrawlDie>> = {
  check: 'tech',
  disarm: 'disarm',
  run: 'run',
  charisma: 'charisma',
  'story-line': 'storyLine',
  quest: 'quest',
  gamble: 'gamble',
  psi: 'psi',
  meditate: 'meditate',
  'treasure.d20': 'treasureTable',
  'treasure.cash': 'extraCash',
  'treasure.item': 'dropRow',
  'treasure.weapon': 'dropRow',
};

const PREFIXED: readonly (readonly [string, CrawlDie])[] = [
  ['map:', 'mapId'],
  ['value:', 'value'],
  ['dodge:', 'dodge'],
  ['hide:', 'hide'],
  ['portal:', 'portal'],
];

/** The die thrown under `key`, or null for a key the crawl does not throw. */
export function dieOfKey(key: string): CrawlDie | null {
  const exact = EXACT[key];
  if (exact !== undefined) return exact;
  return PREFIXED.find(([prefix]) => key.startsWith(prefix))?.[1] ?? null;
}

/** The die the task in hand waits for, or null when it waits for none. */
export function dieDue(c: C): CrawlDie | null {
  if (c.task === null) return null;
  const next = nextForTask(c, c.task, c.faces);
  return next.kind === 'roll' ? dieOfKey(next.roll.key) : null;
}
