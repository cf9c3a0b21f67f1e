import { questRowFor } from '../../../content/schemas/quest';
import { oxygenCapacity } from '../crew/oxygen';
import { dodgeFaces, portalFaces, valueFaces, type RollFaces } from '../../tilemap/dungeonRolls';
import { activateInPlace, deploy, move, type Exploration } from '../../tilemap/exploration';
import {
  activateElement,
  attemptBulkheadStep,
  crackBulkheadStep,
  disarmLaserStep,
  repairHullBreach,
  useCloneStation,
  useMedStation,
  useQuestMaster,
  useTeleportal,
  visitAmmoDealer,
  visitShop,
} from '../../tilemap/exploration.activate';
import {
  resolveLaserStep,
  resolveMinesStep,
  resolveStoryLine,
  resolveTeleportal,
} from '../../tilemap/exploration.resolve';
import type { TileMapGraph } from '../../tilemap/graph';
import { arrive, exitLocation, goBack, solveReward, takeExit, teleportOut } from '../../tilemap/journey';
import { fromStep, withLine, type Applied } from './absorb';
import {
  crackingWeapon,
  deployedSheet,
  emptyWeapon,
  highestCharisma,
  replaceSheets,
  teamCanWeld,
  toExplorationCrew,
} from './crewSync';
import { graphFor, standingGraph } from './graphs';
import { applyAvoid, applyFight, applyBegin, applyItem, applyMeditate, applyPsi } from './tasks.crew';
import { QUEST_ROLL_KEY } from './tasks.next';
import type { DungeonState, RolledQuest, Task } from './types';

import { applyGamble } from './gambler';
import { applyTileDropFaces } from './treasure';
import { ALREADY_DOWN } from './stickTogether';
/**
 * Applies a task whose dice are all thrown: each case is one call into a rule step, its result taken into
 * the context (absorb.ts). A refusal carries the rule's reason.
 */

const no = (reason: string): Applied => ({ ok: false, reason });
const first = (faces: RollFaces, key: string): number | undefined => faces[key]?.[0];

function applyMapIds(context: DungeonState, numbers: readonly number[], faces: RollFaces): Applied {
  const mapIds = context.mapIds.map((id, i) =>
    id === null && numbers.includes(i + 1) ? (first(faces, `map:${i + 1}`) ?? null) : id,
  );
  const lines = numbers.map((n) => ({ kind: 'map-id', mapNumber: n, mapId: mapIds[n - 1] ?? null }) as const);
  return {
    ok: true,
    context: {
      ...context,
      mapIds,
      location: { ...context.location, mapIds },
      journal: [...context.journal, ...lines],
    },
  };
}

function applyDeploy(context: DungeonState, task: Extract<Task, { kind: 'deploy' }>): Applied {
  const mapNumber = context.deployMap ?? 1;
  const graph = graphFor(context, mapNumber);
  if (graph === null) return no(`Roll the Map-ID of map ${mapNumber} first.`);
  const chosen = task.crewIds.map((id) => context.sheets.find((s) => s.id === id));
  if (chosen.some((s) => s === undefined)) return no('Deploy crew members of this crew.');
  const sheets = chosen.flatMap((s) => (s === undefined ? [] : [s]));
  const capacity = oxygenCapacity(sheets);
  const step = deploy(graph, {
    location: { ...context.location, mapIds: context.mapIds },
    record: context.record,
    campaignDifficulty: context.campaignDifficulty,
    hasTeleporter: context.hasTeleporter,
    crew: sheets.map(toExplorationCrew),
    oxygenCapacity: capacity,
    oxygen: Math.min(capacity, context.startOxygen ?? capacity),
    mapNumber,
    entrance: task.entrance,
  });
  return fromStep(context, step, graph);
}

/**
 * The quest rolled on the pack's quest sheet, written into the Quest Master's campaign note with a journal
 * line; without a sheet (or a die) the note keeps only the tile.
 */
function withQuest(applied: Applied, key: string, roll: number | undefined): Applied {
  if (!applied.ok) return applied;
  const { context } = applied;
  const sheet = context.questSheet;
  const row = sheet === null || roll === undefined ? undefined : questRowFor(sheet, roll);
  if (sheet === null || row === undefined) return applied;
  const quest: RolledQuest = {
    sheetId: sheet.id,
    roll: row.roll,
    quest: row.quest,
    objective: row.objective,
    reward: row.reward,
    urgent: row.urgent,
    penalty: row.penaltyEffects,
  };
  const at = context.notes.findLastIndex((n) => n.kind === 'quest' && n.key === key);
  if (at < 0) return applied;
  const notes = context.notes.map((n, i) => (i === at && n.kind === 'quest' ? { ...n, quest } : n));
  const line = {
    kind: 'quest',
    sheet: sheet.name,
    roll: row.roll,
    quest: row.quest,
    objective: { kind: row.objective.kind, detail: row.objective.detail },
    reward: { credits: row.reward.credits, xp: row.reward.xp },
    penalty: row.urgent ? row.penalty : null,
  } as const;
  return { ok: true, context: { ...context, notes, journal: [...context.journal, line] } };
}

function applyVisit(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: Extract<Task, { kind: 'visit' }>,
  faces: RollFaces,
): Applied {
  const base = { key: task.key, knockOut: task.knockOut };
  switch (task.element) {
    case 'med':
      return fromStep(
        context,
        useMedStation(exploration, graph, { ...base, crewId: task.crewId ?? '' }),
        graph,
      );
    case 'clone':
      return fromStep(context, useCloneStation(exploration, graph, base), graph);
    case 'shop':
      return fromStep(
        context,
        visitShop(exploration, graph, {
          ...base,
          highestCharisma: highestCharisma(context),
          faces: valueFaces(faces),
        }),
        graph,
      );
    case 'ammo-dealer':
      return fromStep(context, visitAmmoDealer(exploration, graph, base), graph);
    case 'element':
      return fromStep(context, activateElement(exploration, graph, base), graph);
    case 'quest':
      return withQuest(
        fromStep(context, useQuestMaster(exploration, graph, base), graph),
        task.key,
        first(faces, QUEST_ROLL_KEY),
      );
    case 'hull':
      return fromStep(
        context,
        repairHullBreach(exploration, graph, { ...base, hasWeldingDevice: teamCanWeld(context) }),
        graph,
      );
  }
}

function applyCrack(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: Extract<Task, { kind: 'crack' }>,
  faces: RollFaces,
): Applied {
  const sheet = deployedSheet(context, task.crewId);
  const weapon = sheet === undefined ? null : crackingWeapon(sheet, task.slot);
  if (sheet === undefined || weapon === null)
    return no('Crack the bulkhead with a weapon a deployed crew member holds.');
  const step = crackBulkheadStep(exploration, graph, {
    bulkhead: task.bulkhead,
    weapon,
    levelFaces: valueFaces(faces),
    knockOut: task.knockOut,
  });
  return fromStep(context, step, graph, (next) => ({
    ...next,
    sheets: replaceSheets(next.sheets, [emptyWeapon(sheet, task.slot)]),
  }));
}

function applyLeave(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: Extract<Task, { kind: 'leave' }>,
): Applied {
  const input = { keepUncleared: task.keepUncleared, knockOut: task.knockOut };
  switch (task.how) {
    case 'exit':
      return fromStep(context, takeExit(exploration, graph, input), graph);
    case 'back':
      return fromStep(context, goBack(exploration, graph, input), graph);
    case 'exit-location':
      return fromStep(context, exitLocation(exploration, graph, input), graph);
    case 'teleporter':
      return fromStep(context, teleportOut(exploration, graph, { keepUncleared: task.keepUncleared }), graph);
  }
}

function applyExploring(
  context: DungeonState,
  exploration: Exploration,
  graph: TileMapGraph,
  task: Task,
  faces: RollFaces,
): Applied {
  const knock = (t: { readonly knockOut: readonly string[] }) => ({ knockOut: t.knockOut });
  switch (task.kind) {
    case 'arrive': {
      const transit = exploration.transit;
      const target = transit === null ? null : graphFor(context, transit.mapNumber);
      if (transit === null || target === null) return no('The team is not travelling between maps.');
      const mapId = context.mapIds[transit.mapNumber - 1];
      return fromStep(
        context,
        arrive(exploration, target, mapId == null ? { space: task.space } : { space: task.space, mapId }),
        target,
      );
    }
    case 'move':
      return fromStep(
        context,
        move(exploration, graph, { to: task.to, ...knock(task), faces: valueFaces(faces) }),
        graph,
      );
    case 'activate':
      return fromStep(context, activateInPlace(exploration, graph, knock(task)), graph);
    case 'bulkhead':
      return fromStep(
        context,
        attemptBulkheadStep(exploration, graph, {
          bulkhead: task.bulkhead,
          crewId: task.crewId,
          faces: faces['check'] ?? [],
          levelFaces: valueFaces(faces),
          ...knock(task),
        }),
        graph,
      );
    case 'crack':
      return applyCrack(context, exploration, graph, task, faces);
    case 'laser-disarm':
      return fromStep(
        context,
        disarmLaserStep(exploration, graph, {
          key: task.key,
          crewId: task.crewId,
          faces: faces['check'] ?? [],
          ...knock(task),
        }),
        graph,
      );
    case 'visit':
      return applyVisit(context, exploration, graph, task, faces);
    case 'gamble':
      return applyGamble(context, exploration, graph, task, faces);
    case 'portal-jump':
      return fromStep(
        context,
        useTeleportal(exploration, graph, {
          key: task.key,
          faces: portalFaces(faces),
          ...(task.choice === null ? {} : { choice: task.choice }),
          ...knock(task),
        }),
        graph,
      );
    case 'portal':
      return fromStep(
        context,
        resolveTeleportal(exploration, graph, {
          faces: portalFaces(faces),
          ...(task.choice === null ? {} : { choice: task.choice }),
        }),
        graph,
      );
    case 'leave':
      return applyLeave(context, exploration, graph, task);
    case 'mines': {
      const disarm = faces['disarm'];
      return fromStep(
        context,
        resolveMinesStep(exploration, graph, {
          key: task.key,
          ...(task.disarmer === null || disarm === undefined
            ? {}
            : { disarm: { crewId: task.disarmer, faces: disarm } }),
          dodges: dodgeFaces(faces),
          faces: valueFaces(faces),
        }),
        graph,
      );
    }
    case 'laser':
      return fromStep(
        context,
        resolveLaserStep(exploration, graph, { key: task.key, faces: valueFaces(faces) }),
        graph,
      );
    case 'begin':
      return applyBegin(context, exploration, graph, task.key, faces);
    case 'avoid':
      return applyAvoid(context, exploration, task, faces);
    case 'fight':
      return applyFight(context, exploration, faces);
    case 'story-line': {
      const face = first(faces, 'story-line');
      const input = {
        key: task.key,
        freeSlot: context.storyLineSlots > 0,
        ...(face === undefined ? {} : { face }),
      };
      return fromStep(context, resolveStoryLine(exploration, input), graph);
    }
    case 'psi':
      return applyPsi(context, exploration, task, faces);
    case 'meditate':
      return applyMeditate(context, exploration, graph, task.crewId, faces);
    case 'item':
      return applyItem(context, exploration, graph, task);
    case 'reward': {
      if (exploration.ended?.solved !== true) return no('Only solving the location pays this reward.');
      const option = solveReward(exploration.location).options[task.option];
      if (option === undefined) return no('Pick one of the two treasure bundles.');
      const reward = { xp: solveReward(exploration.location).xp, ...option };
      return {
        ok: true,
        context: withLine(
          { ...context, reward },
          { kind: 'solve-reward', treasures: option.treasures, grade: option.grade },
        ),
      };
    }
    case 'map-ids':
    case 'tile-drop':
    case 'deploy':
      return no('Not while exploring.');
  }
}

/** Applies `task` with all its dice thrown: the new context, or the rule's reason for refusing. */
export function applyTask(context: DungeonState, task: Task, faces: RollFaces): Applied {
  if (task.kind === 'map-ids') return applyMapIds(context, task.numbers, faces);
  if (task.kind === 'tile-drop') return applyTileDropFaces(context, faces);
  if (task.kind === 'deploy') {
    if (context.exploration !== null) return no(ALREADY_DOWN);
    return applyDeploy(context, task);
  }
  const exploration = context.exploration;
  const graph = standingGraph(context);
  if (exploration === null || graph === null) return no('Deploy the team first.');
  return applyExploring(context, exploration, graph, task, faces);
}
