import { PSI_POWERS, meditateRoll, psiRoll } from '../crew/psi';
import type { RollNeed } from '../crew/rolls';
import {
  mapIdRoll,
  nextAvoidRoll,
  nextMinesRoll,
  nextPortalRoll,
  randomValueRoll,
  storyLineRoll,
  tableRoll,
  techRoll,
  valueKey,
  type RollFaces,
  type TileRoll,
} from '../../tilemap/dungeonRolls';
import { movePreviews } from '../../tilemap/dungeonSteps';
import { encounterLevel, randomValue } from '../../tilemap/elements';
import { memoryOf, type Exploration } from '../../tilemap/exploration';
import { hasElement, type TileMapGraph } from '../../tilemap/graph';
import type { SpaceId } from '../../tilemap/types';
import { avoidMembers, deployedSheet } from './crewSync';
import { standingGraph } from './graphs';
import { knownValue } from './elementValue';
import { gambleRefusal, gambleRoll } from './gambler';
import { tileDropRoll } from './treasure';
import type { DungeonState, Task } from './types';

/**
 * What a task still needs before it can be applied: a die (with its exact odds), a choice among portals,
 * or nothing. The dice and their odds come from the rules (dungeonRolls.ts, psi.ts); this file only says
 * which rule a task asks.
 */

export type TaskNext =
  | { readonly kind: 'roll'; readonly roll: TileRoll }
  | { readonly kind: 'choose'; readonly options: readonly SpaceId[] }
  | { readonly kind: 'ready' };

const READY: TaskNext = { kind: 'ready' };

function rollOf(roll: TileRoll | null): TaskNext {
  return roll === null ? READY : { kind: 'roll', roll };
}

function fromNeed(need: RollNeed, key: string, who: string): TileRoll {
  return { key, purpose: need.purpose, rule: need.rule, check: need.check, odds: need.odds, who };
}

/** A '?' value's d6, if it is still unknown and not yet thrown. */
function valueRoll(
  exploration: Exploration,
  key: string,
  value: number | 'random' | undefined,
  code: string,
  faces: RollFaces,
): TileRoll | null {
  if (value !== 'random') return null;
  if (memoryOf(exploration).randomValues[key] !== undefined || faces[valueKey(key)] !== undefined)
    return null;
  return randomValueRoll(key, code);
}

function elementRoll(exploration: Exploration, graph: TileMapGraph, key: string, faces: RollFaces): TaskNext {
  const item = graph.elements.get(key);
  if (item === undefined) return READY;
  return rollOf(valueRoll(exploration, key, item.element.value, item.element.code, faces));
}

function portalNext(graph: TileMapGraph, exploration: Exploration, faces: RollFaces, choice: SpaceId | null) {
  if (!hasElement(graph.spaces.get(exploration.position), 'teleportal')) return READY;
  const next = nextPortalRoll(graph, exploration.position, faces, choice);
  if (next.kind === 'roll') return { kind: 'roll', roll: next.roll } as const;
  return next;
}

function bulkheadNext(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: Extract<Task, { kind: 'bulkhead' | 'crack' }>,
  faces: RollFaces,
): TaskNext {
  const info = graph.bulkheads.get(task.bulkhead);
  if (info === undefined) return READY;
  const level = valueRoll(exploration, info.key, info.value, 'the bulkhead', faces);
  if (level !== null) return { kind: 'roll', roll: level };
  if (task.kind === 'crack' || faces['check'] !== undefined) return READY;
  const member = deployedSheet(context, task.crewId);
  if (member === undefined) return READY;
  return rollOf(
    techRoll(
      'check',
      `${member.name} works the bulkhead`,
      'kraken.bulkhead',
      member.attributes.tech,
      knownValue(exploration, info.key, info.value, faces),
      member.id,
    ),
  );
}

/** The key of the quest sheet's d6 among a task's faces. */
export const QUEST_ROLL_KEY = 'quest';

/** A Quest Master's quest: a d6 on the pack's quest sheet, once per quest master and exploration. */
function questRoll(context: DungeonState, exploration: Exploration, key: string, faces: RollFaces): TaskNext {
  const sheet = context.questSheet;
  if (sheet === null || faces[QUEST_ROLL_KEY] !== undefined) return READY;
  if (memoryOf(exploration).questMastersUsed.includes(key)) return READY;
  return {
    kind: 'roll',
    roll: tableRoll(
      QUEST_ROLL_KEY,
      `The Quest Master's quest: a d6 on ${sheet.name}`,
      'kraken.quest-master',
      'd6',
    ),
  };
}

function exploringNext(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: Task,
  faces: RollFaces,
): TaskNext {
  switch (task.kind) {
    case 'move': {
      const preview = movePreviews(exploration, graph).open.find((p) => p.to === task.to);
      for (const key of preview?.randomValues ?? []) {
        const roll = elementRoll(exploration, graph, key, faces);
        if (roll.kind !== 'ready') return roll;
      }
      return READY;
    }
    case 'bulkhead':
    case 'crack':
      return bulkheadNext(context, exploration, graph, task, faces);
    case 'laser-disarm': {
      const member = deployedSheet(context, task.crewId);
      const item = graph.elements.get(task.key);
      if (member === undefined || item === undefined || faces['check'] !== undefined) return READY;
      return rollOf(
        techRoll(
          'check',
          `${member.name} disarms ${item.element.code}`,
          'kraken.laser-barrier',
          member.attributes.tech,
          knownValue(exploration, task.key, item.element.value, faces),
          member.id,
        ),
      );
    }
    case 'gamble':
      return gambleRefusal(context, task) === null && task.sell !== true
        ? rollOf(gambleRoll(context, task, faces))
        : READY;
    case 'visit':
      if (task.element === 'quest') return questRoll(context, exploration, task.key, faces);
      return task.element === 'shop' ? elementRoll(exploration, graph, task.key, faces) : READY;
    case 'portal-jump':
    case 'portal':
      return portalNext(graph, exploration, faces, task.choice);
    case 'mines': {
      const item = graph.elements.get(task.key);
      if (item === undefined) return READY;
      const known = memoryOf(exploration).randomValues[task.key];
      return rollOf(
        nextMinesRoll(
          {
            elementKey: task.key,
            code: item.element.code,
            grade: known ?? item.element.value ?? 0,
            crew: exploration.crew,
            disarmer: task.disarmer,
          },
          faces,
        ),
      );
    }
    case 'laser':
      return elementRoll(exploration, graph, task.key, faces);
    case 'begin':
      // §13: "not allowed to determine the random number before entering the combat" — an E? is met with
      // its value unknown; the avoid attempt or the fight throws it (below).
      return READY;
    case 'avoid':
    case 'fight': {
      // §13: an E? value is thrown with the avoid attempt or on entering the fight, never before.
      const encounter = context.encounter;
      if (encounter === null) return READY;
      const face = faces[valueKey(encounter.key)]?.[0];
      if (encounter.value === null && face === undefined)
        return { kind: 'roll', roll: randomValueRoll(encounter.key, encounter.code) };
      if (task.kind === 'fight') return READY;
      const level =
        encounter.level ?? encounterLevel(exploration.location.difficulty, randomValue(face ?? 1));
      return rollOf(nextAvoidRoll(task.way, level, avoidMembers(context), task.credits, faces));
    }
    case 'story-line': {
      const code = graph.elements.get(task.key)?.element.code ?? 'LT';
      return context.storyLineSlots > 0 && faces['story-line'] === undefined
        ? { kind: 'roll', roll: storyLineRoll(code) }
        : READY;
    }
    case 'psi': {
      const sheet = deployedSheet(context, task.crewId);
      const power = PSI_POWERS.find((p) => p.id === task.power);
      if (sheet === undefined || power === undefined || sheet.psi === null || faces['psi'] !== undefined)
        return READY;
      return { kind: 'roll', roll: fromNeed(psiRoll(sheet, power), 'psi', sheet.id) };
    }
    case 'meditate': {
      const sheet = deployedSheet(context, task.crewId);
      if (sheet === undefined || sheet.psi === null || faces['meditate'] !== undefined) return READY;
      return { kind: 'roll', roll: fromNeed(meditateRoll(sheet), 'meditate', sheet.id) };
    }
    default:
      return READY;
  }
}

/** The next thing `task` waits for, given the faces thrown so far. */
export function nextForTask(context: DungeonState, task: Task, faces: RollFaces): TaskNext {
  if (task.kind === 'map-ids') {
    const missing = task.numbers.find((n) => faces[`map:${n}`] === undefined);
    return missing === undefined ? READY : { kind: 'roll', roll: mapIdRoll(missing) };
  }
  if (task.kind === 'tile-drop') {
    const roll = tileDropRoll(context);
    return roll === null || faces[roll.key] !== undefined ? READY : { kind: 'roll', roll };
  }
  const exploration = context.exploration;
  const graph = standingGraph(context);
  if (exploration === null || graph === null) return READY;
  return exploringNext(context, exploration, graph, task, faces);
}
