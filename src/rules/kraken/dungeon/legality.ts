import { PSI_POWERS, psiRefusal } from '../crew/psi';
import { avoidOptions } from '../../tilemap/dungeonRolls';
import { movePreviews } from '../../tilemap/dungeonSteps';
import { busy, passageState, payOxygen, teleporterUsable, type Exploration } from '../../tilemap/exploration';
import { findNeighbour, type TileMapGraph } from '../../tilemap/graph';
import { solveReward } from '../../tilemap/journey';
import { avoidMembers, deployedSheet } from './crewSync';
import { gambleRefusal } from './gambler';
import { encounterLevels } from './elementValue';
import { graphFor, standingGraph } from './graphs';
import type { DungeonState, Task } from './types';
import { ALREADY_DOWN } from './stickTogether';

/**
 * Whether a decision's task may start, judged on its preconditions alone — no die, no step run — so the
 * machine's guard (and so `snapshot.can`) stays cheap. Each reason is the one the task's rule step gives
 * when it refuses, so a refusal before the dice reads the same as one after them. A condition only the
 * step can judge (it depends on the dice, or on the whole step) is left to the step: the task is then
 * accepted and, if the step refuses, the log says "Not done: reason" (`finishTask`).
 */

type Exploring = Exclude<Task, { kind: 'map-ids' | 'deploy' | 'tile-drop' }>;

/** The most oxygen one action costs (Hell: 2; `oxygenCost`). */
const MAX_OXYGEN_PER_ACTION = 2;

/** Said of a task whose step alone can judge it: the caller runs the step on stand-in dice (`probeTask`). */
export const STEP_JUDGES = 'step-judges';

/** §13 deployment: the Map-ID of the landing map is known and every deployed member is of this crew. */
function deployRefusal(state: DungeonState, task: Extract<Task, { kind: 'deploy' }>): string | null {
  if (state.exploration !== null) return ALREADY_DOWN;
  const mapNumber = state.deployMap ?? 1;
  if (graphFor(state, mapNumber) === null) return `Roll the Map-ID of map ${mapNumber} first.`;
  if (task.crewIds.some((id) => !state.sheets.some((s) => s.id === id)))
    return 'Deploy crew members of this crew.';
  return null;
}

function exploringRefusal(
  state: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: Exploring,
): string | null {
  switch (task.kind) {
    case 'arrive':
      return exploration.transit === null || graphFor(state, exploration.transit.mapNumber) === null
        ? 'The team is not travelling between maps.'
        : STEP_JUDGES; // which spaces the team may arrive on is the `arrive` step's reading
    case 'move':
      return moveRefusal(exploration, graph, task);
    case 'gamble':
      return busy(exploration, graph) ?? gambleRefusal(state, task);
    case 'leave':
      return task.how === 'teleporter' ? teleporterRefusal(exploration, graph) : STEP_JUDGES;
    case 'avoid': {
      // kraken.avoid-combat: the way's own refusal (a boss cannot be talked to …), then the offer.
      const encounter = state.encounter;
      if (encounter === null || encounter.request !== null) return 'No enemy is waiting to be avoided.';
      const option = avoidOptions(
        encounterLevels(state, encounter),
        encounter.boss,
        avoidMembers(state),
        state.credits,
      ).find((o) => o.way === task.way);
      if (option?.refusal != null) return option.refusal;
      return task.way === 'charisma' && (task.credits < 0 || task.credits > state.credits)
        ? `The team has ${state.credits} credits to offer.`
        : null;
    }
    case 'fight':
      return state.encounter === null || state.encounter.request !== null
        ? 'No enemy is waiting to be fought.'
        : null;
    case 'psi':
      return psiTaskRefusal(state, task);
    case 'meditate': {
      const sheet = deployedSheet(state, task.crewId);
      if (sheet === undefined || sheet.psi === null)
        return 'Only a deployed crew member with the PSI trait meditates.';
      if (!sheet.psi.exhausted) return `${sheet.name}'s PSI is not exhausted.`;
      return sheet.condition === 'conscious' ? null : `${sheet.name} is not conscious.`;
    }
    case 'reward': {
      if (exploration.ended?.solved !== true) return 'Only solving the location pays this reward.';
      return solveReward(exploration.location).options[task.option] === undefined
        ? 'Pick one of the two treasure bundles.'
        : null;
    }
    case 'activate':
      return busy(exploration, graph);
    case 'bulkhead':
    case 'crack':
    case 'laser-disarm':
    case 'visit':
    case 'portal-jump':
      // Their steps weigh the element's state, the crew's gear and the oxygen together: left to the step.
      return STEP_JUDGES;
    case 'mines':
    case 'laser':
    case 'begin':
    case 'story-line':
    case 'portal':
    case 'item':
      // Triggers the machine resolves in order, and items: the step itself judges them.
      return null;
  }
}

/** kraken.teleporter: the ship has one, it reaches this map and no disruptor is active. */
function teleporterRefusal(exploration: Exploration, graph: TileMapGraph): string | null {
  const usable = teleporterUsable(exploration, graph);
  return usable.usable ? null : usable.reason;
}

/**
 * §13 Movement, as the `move` step judges it before any trigger: not busy, a neighbouring open side, and
 * the oxygen of every action it takes paid (or a conscious member named to pass out for it).
 */
function moveRefusal(
  exploration: Exploration,
  graph: TileMapGraph,
  task: Extract<Task, { kind: 'move' }>,
): string | null {
  const waiting = busy(exploration, graph, { moving: true });
  if (waiting !== null) return waiting;
  if (task.to === exploration.position) return 'The team is already there; activate it instead of moving.';
  const way = findNeighbour(graph, passageState(exploration, graph), exploration.position, task.to);
  if (way === undefined)
    return 'That space does not touch the team’s space (moves go up, down, left or right).';
  if (!way.open) return way.reason;
  // §12 Atmosphere: an action costs at most 2 oxygen, so with enough in store the zone need not be worked out.
  if (exploration.freeMove || exploration.oxygen >= MAX_OXYGEN_PER_ACTION * way.actions) return null;
  const side = movePreviews(exploration, graph).open.find((s) => s.to === task.to);
  if (side === undefined) return null;
  const cost = side.oxygen / side.actions;
  let paid: Exploration = exploration;
  for (let action = 0; action < side.actions; action += 1) {
    const next = payOxygen(paid, cost, task.knockOut[action], []);
    if (typeof next === 'string') return next;
    paid = next;
  }
  return null;
}

/** kraken.psi-exploration: a deployed member, a power they may use now, a shift only for Divination. */
function psiTaskRefusal(state: DungeonState, task: Extract<Task, { kind: 'psi' }>): string | null {
  const sheet = deployedSheet(state, task.crewId);
  const power = PSI_POWERS.find((p) => p.id === task.power);
  if (sheet === undefined || power === undefined) return 'Pick a deployed crew member and a PSI power.';
  const shift: number | undefined = task.shift; // a save file's word
  if (shift !== undefined && shift !== 3 && shift !== -3)
    return 'PSI Divination shifts the loot roll by +3 or −3.';
  if (task.shift !== undefined && power.effect.kind !== 'loot-shift')
    return 'Only PSI Divination takes a loot shift (+3 or −3).';
  return psiRefusal(sheet, power, 'exploration');
}

/** Why the task may not start now (null: it may), from its preconditions only. */
export function taskRefusal(state: DungeonState, task: Task): string | null {
  if (state.task !== null) return 'Finish the step in hand first: its dice or its portal choice.';
  switch (task.kind) {
    case 'map-ids':
      return null;
    case 'tile-drop':
      return state.tileDrops.length === 0 ? 'No treasure drop is in hand.' : null;
    case 'deploy':
      return deployRefusal(state, task);
    default: {
      const exploration = state.exploration;
      const graph = standingGraph(state);
      if (exploration === null || graph === null) return 'Deploy the team first.';
      return exploringRefusal(state, exploration, graph, task);
    }
  }
}
