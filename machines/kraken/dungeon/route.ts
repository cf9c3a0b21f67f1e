import { nobodyStanding } from '../../../src/rules/tilemap/exploration';
import { actionOxygen, deployableMaps, movePreviews } from '../../../src/rules/tilemap/dungeonSteps';
import { resolvableNow } from '../../../src/rules/tilemap/triggers';
import { standingGraph } from '../../../src/rules/kraken/dungeon/graphs';
import { autoTask, nextForTask, pendingMine } from './tasks';
import type { DungeonContext } from './types';

/**
 * Where the machine goes after every step: the predicates of the `route` state, read top to bottom. A task
 * waiting for a choice or for dice comes first; then the end of the exploration; then landing (Map-IDs,
 * the map to land on, deploying); travelling between maps; a fight; what the last move set off, in the
 * rules' order; and finally the waiting states of exploring.
 */

type C = DungeonContext;

function taskNext(c: C) {
  return c.task === null ? null : nextForTask(c, c.task, c.faces).kind;
}

export const taskWaitsForChoice = (c: C) => taskNext(c) === 'choose';
export const taskWaitsForDice = (c: C) => taskNext(c) === 'roll';
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

function landingOptions(c: C): readonly number[] {
  return deployableMaps(c.location, c.record, c.hasTeleporter);
}

export const deployMapOpen = (c: C) =>
  c.exploration === null && c.deployMap === null && landingOptions(c).length > 1;
export const deployMapObvious = (c: C) =>
  c.exploration === null && c.deployMap === null && landingOptions(c).length === 1;
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
export const autoTaskWaiting = (c: C) => c.task === null && autoTask(c) !== null;
export const enemiesToPick = (c: C) => resolvableNow(c.exploration?.pending ?? []).length > 1;

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

/** The map numbers the team may land on, for the prompt and the guard. */
export function landingMaps(c: C): readonly number[] {
  return landingOptions(c);
}
