import { assign, setup } from 'xstate';
import { EMPTY_RECORD } from '../../../src/rules/tilemap/types';
import type { StateMeta } from '../../core/meta';
import { validateAnswer } from '../../core/validateAnswer';
import { groundCombatMachine } from '../groundCombat.machine';
import { storyPhaseMachine } from '../campaign/storyPhase.machine';
import { crawlLineWaits } from '../../../src/rules/kraken/dungeon/storyLine';
import * as step from '../../../src/rules/kraken/dungeon/steps';
import type { AutoTrigger, CrawlDie } from '../../../src/rules/kraken/dungeon/steps';
import { loseTheTeam } from '../../../src/rules/kraken/dungeon/absorb';
import {
  autoTask,
  decisionProblem,
  finishTask,
  nextForTask,
  requestFor,
  rollRecord,
  storeFaces,
  taskForEvent,
} from './tasks';
import {
  applyHireStep,
  applyStall,
  hireStepProblem,
  stallProblem,
} from '../../../src/rules/kraken/dungeon/stall';
import { hireStep } from '../../../src/rules/kraken/dungeon/hire';
import { applyShipStall, shipStallProblem } from '../../../src/rules/kraken/dungeon/shipStall';
import { applyTrade, tradeProblem } from '../../../src/rules/kraken/dungeon/trade';
import {
  applyTreasure,
  tileDropChoiceDue,
  tileDropDiceDue,
  treasureProblem,
} from '../../../src/rules/kraken/dungeon/treasure';
import type { DungeonContext, DungeonEvent, DungeonInput, DungeonOutput } from './types';

/**
 * The dungeon crawl's setup: its types, the invoked ground combat, its named guards (each one call into
 * src/rules/kraken/dungeon/steps.ts or a rule's own check) and its actions (each one call into the rules).
 */

export function initialContext(input: DungeonInput): DungeonContext {
  return {
    locationName: input.locationName ?? 'the location',
    location: input.location,
    maps: input.maps,
    mapIds: input.location.mapIds,
    mapIdsMode: null,
    record: input.record ?? EMPTY_RECORD,
    campaignDifficulty: input.campaignDifficulty,
    practice: input.practice ?? false,
    hasTeleporter: input.hasTeleporter,
    sheets: input.crew,
    credits: input.credits,
    xp: input.xp ?? 0,
    startOxygen: input.oxygen ?? null,
    storyLineSlots: input.storyLineSlots,
    combat: input.combat,
    catalogue: input.catalogue ?? { weapons: [], items: [] },
    questSheet: input.questSheet ?? null,
    wantedCaptives: input.wantedCaptives ?? [],
    ships: input.ships,
    // §7, §13 Shops: the campaign's crew left aboard, counted by a shop's crew rules (absent when none).
    ...(input.aboard === undefined || input.aboard.length === 0 ? {} : { aboard: input.aboard }),
    defeated: [],
    deployMap: null,
    exploration: null,
    task: null,
    faces: {},
    roll: null,
    diceRequest: null,
    seq: 1,
    encounter: null,
    psi: { initiativeBonus: 0, lootShift: 0, midasCredits: 0 },
    treasures: [],
    tileDrops: [],
    loot: [],
    reward: null,
    notes: [],
    lost: [],
    journal: [],
    rolls: [],
    problem: null,
    fightLogs: [],
    // §13 LT: a campaign crawl carries the story book, so an LT's line runs at once.
    ...(input.story === undefined
      ? {}
      : { story: { ...input.story, waiting: null, followUps: [], notes: [] } }),
  };
}

export const dungeonSetup = setup({
  types: {
    context: {} as DungeonContext,
    events: {} as DungeonEvent,
    input: {} as DungeonInput,
    output: {} as DungeonOutput,
    meta: {} as StateMeta,
    children: {} as { groundCombat: 'groundCombat'; storyPhase: 'storyPhase' },
  },
  actors: { groundCombat: groundCombatMachine, storyPhase: storyPhaseMachine },
  guards: {
    accepted: ({ context, event }) => decisionProblem(context, event) === null,
    treasureAccepted: ({ context, event }) => treasureProblem(context, event) === null,
    tileDropDice: ({ context }) => tileDropDiceDue(context),
    tileDropChoice: ({ context }) => tileDropChoiceDue(context),
    tradeAccepted: ({ context, event }) => tradeProblem(context, event) === null,
    stallAccepted: ({ context, event }) => stallProblem(context, event) === null,
    // §13 Shops (kraken.shop): a hire under way, the step it waits on, and a step the shared rule allows.
    hireUnderway: ({ context }) => context.hire !== undefined,
    hireLevelOwed: ({ context }) => context.hire !== undefined && hireStep(context.hire.draft) === 'level',
    hireGainOwed: ({ context }) => context.hire !== undefined && hireStep(context.hire.draft) === 'gain',
    hireStepAccepted: ({ context, event }) => hireStepProblem(context, event) === null,
    shipStallAccepted: ({ context, event }) => shipStallProblem(context, event) === null,
    answerFits: ({ context, event }) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
    landingAllowed: ({ context, event }) =>
      event.type === 'deploy.map' && step.landingMaps(context).includes(event.mapNumber),
    portalOffered: ({ context, event }) => {
      if (event.type !== 'portal.choose' || context.task === null) return false;
      const next = nextForTask(context, context.task, context.faces);
      return next.kind === 'choose' && next.options.includes(event.space);
    },
    dieDue: ({ context }, params: { readonly die: CrawlDie }) => step.dieDue(context) === params.die,
    taskWaitsForChoice: ({ context }) => step.taskWaitsForChoice(context),
    taskReady: ({ context }) => step.taskReady(context),
    rewardPending: ({ context }) => step.rewardPending(context),
    explorationOver: ({ context }) => step.explorationOver(context),
    teamDown: ({ context }) => step.teamDown(context),
    mapIdsUndecided: ({ context }) => step.mapIdsUndecided(context),
    deployMapOpen: ({ context }) => step.deployMapOpen(context),
    deployMapObvious: ({ context }) => step.deployMapObvious(context),
    deployMapIdMissing: ({ context }) => step.deployMapIdMissing(context),
    notDeployed: ({ context }) => step.notDeployed(context),
    transitMapIdMissing: ({ context }) => step.transitMapIdMissing(context),
    inTransit: ({ context }) => step.inTransit(context),
    fightOn: ({ context }) => step.fightOn(context),
    storyLineWaits: ({ context }) => crawlLineWaits(context),
    encounterBegun: ({ context }) => step.encounterBegun(context),
    minesPending: ({ context }) => step.minesPending(context),
    autoTriggerIs: ({ context }, params: { readonly kind: AutoTrigger }) =>
      step.autoTriggerIs(context, params.kind),
    enemiesToPick: ({ context }) => step.enemiesToPick(context),
    freeMoveOwed: ({ context }) => step.freeMoveOwed(context),
    outOfOxygen: ({ context }) => step.outOfOxygen(context),
  },
  actions: {
    startTask: assign(({ context, event }) => ({ task: taskForEvent(context, event), faces: {} })),
    startTileDropTask: assign({ task: { kind: 'tile-drop' }, faces: {} }),
    treasure: assign(({ context, event }) => applyTreasure(context, event)),
    startAutoTask: assign(({ context }) => ({ task: autoTask(context), faces: {} })),
    finishTask: assign(({ context }) => finishTask(context)),
    rollMapIdsNow: assign({ mapIdsMode: 'all-now' }),
    rollMapIdsOnEntry: assign({ mapIdsMode: 'on-entry' }),
    landOnMap: assign(({ event }) => (event.type === 'deploy.map' ? { deployMap: event.mapNumber } : {})),
    landOnFirstMap: assign({ deployMap: 1 }),
    loseTheTeam: assign(({ context }) => loseTheTeam(context)),
    rollLandingMapId: assign(({ context }) => ({
      task: { kind: 'map-ids', numbers: [context.deployMap ?? 1] },
      faces: {},
    })),
    rollTransitMapId: assign(({ context }) => ({
      task: { kind: 'map-ids', numbers: [context.exploration?.transit?.mapNumber ?? 1] },
      faces: {},
    })),
    requestDice: assign(({ context }) => {
      const next = context.task === null ? null : nextForTask(context, context.task, context.faces);
      if (next?.kind !== 'roll') return {};
      return {
        roll: next.roll,
        diceRequest: requestFor(next.roll, context.seq, context),
        seq: context.seq + 1,
      };
    }),
    takeAnswer: assign(({ context, event }) => {
      if (event.type !== 'dice.answer' || context.roll === null || context.diceRequest === null) return {};
      return {
        faces: storeFaces(context, event.faces),
        rolls: [...context.rolls, rollRecord(context, event.faces)],
        roll: null,
        diceRequest: null,
      };
    }),
    choosePortal: assign(({ context, event }) => {
      const task = context.task;
      if (event.type !== 'portal.choose' || task === null) return {};
      return task.kind === 'portal' || task.kind === 'portal-jump'
        ? { task: { ...task, choice: event.space } }
        : {};
    }),
    trade: assign(({ context, event }) => applyTrade(context, event)),
    stall: assign(({ context, event }) => applyStall(context, event)),
    hireStep: assign(({ context, event }) => applyHireStep(context, event)),
    shipStall: assign(({ context, event }) => applyShipStall(context, event)),
  },
});
