import { assign, setup } from 'xstate';
import { EMPTY_RECORD } from '../../../src/rules/tilemap/types';
import { AWAITING_DICE } from '../../core/diceRequest';
import type { StateMeta } from '../../core/meta';
import { validateAnswer } from '../../core/validateAnswer';
import { groundCombatMachine } from '../groundCombat.machine';
import { afterFight, fightInputFor } from './encounter';
import * as route from './route';
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
import { dungeonOutput } from './output';
import { applyStall, stallProblem } from '../../../src/rules/kraken/dungeon/stall';
import { applyTrade, tradeProblem } from '../../../src/rules/kraken/dungeon/trade';
import {
  applyTreasure,
  tileDropChoiceDue,
  tileDropDiceDue,
  treasureProblem,
} from '../../../src/rules/kraken/dungeon/treasure';
import type { DungeonContext, DungeonEvent, DungeonInput, DungeonOutput } from './types';

/**
 * Space Kraken's dungeon exploration (§12 Creating a new location, §13 Dungeon exploration) as one
 * guided loop: set the Map-IDs, land the team, move and activate one action at a time, resolve what each
 * move sets off in the rules' order, face enemies (avoid them or fight the invoked ground combat), travel
 * between maps and leave by one of the five ways. Every decision becomes a task that asks for its dice one
 * request at a time, with exact odds, and is then applied by one call into src/rules/tilemap. Guards and
 * actions are one-line calls into the helpers of this folder, which call the rules.
 */

const DECIDE = { guard: 'accepted', actions: 'startTask', target: '#dungeon.route' } as const;

/** Trading at a visited stall: no action, no dice; applied at once. */
/** A choice of the treasure drop in hand: no action, no dice; applied at once. */
const TREASURE = {
  guard: 'treasureAccepted',
  actions: 'treasure',
  target: '#dungeon.route',
} as const;

const TRADE = { guard: 'tradeAccepted', actions: 'trade', target: '#dungeon.route' } as const;

/** The modder's work and the crew market of a visited shop: no action, no dice; applied at once. */
const STALL = { guard: 'stallAccepted', actions: 'stall', target: '#dungeon.route' } as const;

/** Decisions that cost no action and may be taken whenever the team is waiting on the player. */
const ANYTIME = { 'psi.use': DECIDE, 'psi.meditate': DECIDE, 'item.use': DECIDE } as const;

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
  };
}

export const dungeonMachine = setup({
  types: {
    context: {} as DungeonContext,
    events: {} as DungeonEvent,
    input: {} as DungeonInput,
    output: {} as DungeonOutput,
    meta: {} as StateMeta,
    children: {} as { groundCombat: 'groundCombat' },
  },
  actors: { groundCombat: groundCombatMachine },
  guards: {
    accepted: ({ context, event }) => decisionProblem(context, event) === null,
    treasureAccepted: ({ context, event }) => treasureProblem(context, event) === null,
    tileDropDice: ({ context }) => tileDropDiceDue(context),
    tileDropChoice: ({ context }) => tileDropChoiceDue(context),
    tradeAccepted: ({ context, event }) => tradeProblem(context, event) === null,
    stallAccepted: ({ context, event }) => stallProblem(context, event) === null,
    answerFits: ({ context, event }) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
    landingAllowed: ({ context, event }) =>
      event.type === 'deploy.map' && route.landingMaps(context).includes(event.mapNumber),
    portalOffered: ({ context, event }) => {
      if (event.type !== 'portal.choose' || context.task === null) return false;
      const next = nextForTask(context, context.task, context.faces);
      return next.kind === 'choose' && next.options.includes(event.space);
    },
    taskWaitsForChoice: ({ context }) => route.taskWaitsForChoice(context),
    taskWaitsForDice: ({ context }) => route.taskWaitsForDice(context),
    taskReady: ({ context }) => route.taskReady(context),
    rewardPending: ({ context }) => route.rewardPending(context),
    explorationOver: ({ context }) => route.explorationOver(context),
    teamDown: ({ context }) => route.teamDown(context),
    mapIdsUndecided: ({ context }) => route.mapIdsUndecided(context),
    deployMapOpen: ({ context }) => route.deployMapOpen(context),
    deployMapObvious: ({ context }) => route.deployMapObvious(context),
    deployMapIdMissing: ({ context }) => route.deployMapIdMissing(context),
    notDeployed: ({ context }) => route.notDeployed(context),
    transitMapIdMissing: ({ context }) => route.transitMapIdMissing(context),
    inTransit: ({ context }) => route.inTransit(context),
    fightOn: ({ context }) => route.fightOn(context),
    encounterBegun: ({ context }) => route.encounterBegun(context),
    minesPending: ({ context }) => route.minesPending(context),
    autoTaskWaiting: ({ context }) => route.autoTaskWaiting(context),
    enemiesToPick: ({ context }) => route.enemiesToPick(context),
    freeMoveOwed: ({ context }) => route.freeMoveOwed(context),
    outOfOxygen: ({ context }) => route.outOfOxygen(context),
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
      return { roll: next.roll, diceRequest: requestFor(next.roll, context.seq), seq: context.seq + 1 };
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
  },
}).createMachine({
  id: 'dungeon',
  context: ({ input }) => initialContext(input),
  initial: 'route',
  output: ({ context }) => dungeonOutput(context),
  states: {
    route: {
      always: [
        { guard: 'taskWaitsForChoice', target: 'resolving.portalChoice' },
        { guard: 'taskWaitsForDice', target: 'rolling' },
        { guard: 'taskReady', actions: 'finishTask' },
        { guard: 'rewardPending', target: 'reward' },
        { guard: 'teamDown', actions: 'loseTheTeam' },
        { guard: 'explorationOver', target: 'done' },
        { guard: 'mapIdsUndecided', target: 'settingUp' },
        { guard: 'deployMapOpen', target: 'choosingMap' },
        { guard: 'deployMapObvious', actions: 'landOnFirstMap' },
        { guard: 'deployMapIdMissing', actions: 'rollLandingMapId' },
        { guard: 'notDeployed', target: 'deploying' },
        { guard: 'transitMapIdMissing', actions: 'rollTransitMapId' },
        { guard: 'inTransit', target: 'travelling' },
        { guard: 'fightOn', target: 'encounter.fighting' },
        { guard: 'encounterBegun', target: 'encounter.choosing' },
        { guard: 'tileDropDice', actions: 'startTileDropTask' },
        { guard: 'tileDropChoice', target: 'treasure' },
        { guard: 'minesPending', target: 'resolving.mines' },
        { guard: 'autoTaskWaiting', actions: 'startAutoTask' },
        { guard: 'enemiesToPick', target: 'resolving.pickEncounter' },
        { guard: 'freeMoveOwed', target: 'exploring.freeMove' },
        { guard: 'outOfOxygen', target: 'exploring.breathless' },
        { target: 'exploring.acting' },
      ],
    },
    settingUp: {
      meta: {
        prompt:
          'Before landing, decide how the Map-IDs are found: throw a d20 for every map now, or throw each one when the team first enters that map. Nobody looks at a map before the team reaches it.',
        rule: 'kraken.location-parameters',
      },
      on: {
        'mapIds.rollAll': {
          guard: 'accepted',
          actions: ['rollMapIdsNow', 'startTask'],
          target: 'route',
        },
        'mapIds.onEntry': { actions: 'rollMapIdsOnEntry', target: 'route' },
      },
    },
    choosingMap: {
      meta: {
        prompt:
          'The ship’s teleporter can skip maps cleared on earlier visits: pick the map to land on. Map 1 lands at its entrance as usual; a deeper map must be within the teleport range.',
        rule: 'kraken.teleporter',
      },
      on: { 'deploy.map': { guard: 'landingAllowed', actions: 'landOnMap', target: 'route' } },
    },
    deploying: {
      meta: {
        prompt:
          'Choose an entrance ">" on this map. Every crew member fit to go goes down, four at most; the rest stay on the ship. The team then owes its free first move.',
        rule: 'kraken.deployment',
      },
      on: { deploy: DECIDE },
    },
    rolling: {
      tags: [AWAITING_DICE],
      entry: 'requestDice',
      meta: {
        prompt:
          'Waiting for the dice: the request says what the roll decides, what it needs and its exact odds. With digital dice the app rolls now; with manual dice throw your own and type each face.',
        rule: 'general.manual-dice',
      },
      on: { 'dice.answer': { guard: 'answerFits', actions: 'takeAnswer', target: 'route' } },
    },
    travelling: {
      meta: {
        prompt:
          'The team is between maps: pick where it arrives — an entrance ">" of the next map going forward, an exit "EX" of the previous map going back. It arrives owing a free move.',
        rule: 'kraken.moving-forward',
      },
      on: { arrive: DECIDE },
    },
    resolving: {
      initial: 'mines',
      states: {
        mines: {
          meta: {
            prompt:
              'Mines! One crew member may first try to disarm them (2d6 + Tech against 10 + grade). If that fails or nobody tries, everyone else throws d6 + Agility, 8+ to dodge; the disarmer is caught and takes 2 more. Each choice shows its odds.',
            rule: 'kraken.mines',
          },
          on: { 'mines.disarm': DECIDE, 'mines.brave': DECIDE, ...ANYTIME },
        },
        pickEncounter: {
          meta: {
            prompt:
              'Several enemies went off at once: choose which to face first. Each is its own ground combat; they never join forces.',
            rule: 'kraken.triggering-tiles',
          },
          on: { 'encounter.face': DECIDE, ...ANYTIME },
        },
        portalChoice: {
          meta: {
            prompt: 'Several teleportals carry that number: choose the one the team arrives at.',
            rule: 'kraken.teleportal',
          },
          on: {
            'portal.choose': {
              guard: 'portalOffered',
              actions: 'choosePortal',
              target: '#dungeon.route',
            },
          },
        },
      },
    },
    encounter: {
      initial: 'choosing',
      states: {
        choosing: {
          meta: {
            prompt:
              'An enemy attacks. Try to avoid the fight — run, hide (camouflage), talk past it with Charisma and credits, or intimidate it — each with the odds shown, or fight it. A boss cannot be avoided; an avoided enemy stays on the map.',
            rule: 'kraken.avoid-combat',
          },
          on: {
            'avoid.run': DECIDE,
            'avoid.camouflage': DECIDE,
            'avoid.charisma': DECIDE,
            'avoid.intimidate': DECIDE,
            'encounter.fight': DECIDE,
            ...ANYTIME,
          },
        },
        // Space Kraken §14 inside §13: the ground combat is an invoked child. The session sends the fight's
        // decisions and dice to it (the deepest active machine); its output comes back here when it ends.
        fighting: {
          meta: {
            prompt:
              'The ground combat is on (Space Kraken §14): its choices are the fight’s own. When it ends, the team carries on exploring: a defeated enemy never goes off again this exploration; after an escape the team stands where it was before the move.',
            rule: 'kraken.combat-loop',
          },
          invoke: {
            id: 'groundCombat',
            src: 'groundCombat',
            input: ({ context }) => fightInputFor(context),
            onDone: {
              target: '#dungeon.route',
              actions: assign(({ context, event }) => afterFight(context, event.output)),
            },
          },
        },
      },
    },
    exploring: {
      initial: 'acting',
      on: {
        move: DECIDE,
        activate: DECIDE,
        'bulkhead.attempt': DECIDE,
        'bulkhead.crack': DECIDE,
        'laser.disarm': DECIDE,
        'station.med': DECIDE,
        'station.clone': DECIDE,
        'shop.visit': DECIDE,
        'ammo.visit': DECIDE,
        'element.activate': DECIDE,
        'quest.take': DECIDE,
        'hull.repair': DECIDE,
        'portal.jump': DECIDE,
        'exit.take': DECIDE,
        'entrance.back': DECIDE,
        'location.exit': DECIDE,
        'teleporter.out': DECIDE,
        'gambler.play': DECIDE,
        'gambler.sell': DECIDE,
        'shop.buy': TRADE,
        'shop.sell': TRADE,
        'shop.ammo': TRADE,
        'modder.mod': STALL,
        'shop.hire': STALL,
        'shop.sellCrew': STALL,
        ...ANYTIME,
      },
      states: {
        freeMove: {
          meta: {
            prompt:
              'The team has just entered this map and must make one move at once. It costs no oxygen, but whatever the space it enters holds goes off — each choice says what.',
            rule: 'kraken.moving-forward',
          },
        },
        acting: {
          meta: {
            prompt:
              'Move one space up, down, left or right (one action; oxygen by the air of the space entered: 0 breathable, 1 none, 2 Hell), or activate something where the team stands. Each choice shows its oxygen and the odds of its check; items cost no action.',
            rule: 'kraken.move-activate',
          },
        },
        breathless: {
          meta: {
            prompt:
              'The oxygen has run out: every action that costs oxygen knocks out a conscious crew member of your choice, and with nobody conscious the team is lost. Head for an oxygen station, breathable air or a way out.',
            rule: 'kraken.oxygen-use',
          },
        },
      },
    },
    treasure: {
      meta: {
        prompt:
          'Treasure! First take a free stimpack or credits equal to its grade; the d20 on the treasure table then says cash, an item, a weapon, ammo or a prototype. Pick the left or right piece of the rolled row and who carries it (left behind when nobody has a free slot), or the ammo you want.',
        rule: 'kraken.treasure-tile',
      },
      on: { 'treasure.take': TREASURE, 'treasure.pick': TREASURE, 'treasure.ammo': TREASURE },
    },
    reward: {
      meta: {
        prompt:
          'Location solved! Choose four treasures of grade difficulty + 1, or two of grade difficulty + 2. The XP (maps × difficulty × 2) is already counted.',
        rule: 'kraken.solving-location',
      },
      on: { 'reward.choose': DECIDE },
    },
    done: {
      type: 'final',
      meta: {
        prompt:
          'The exploration is over. Its log lists what the team found, who came back, and what the campaign has to follow up (story lines, quests, treasure drops).',
        rule: 'kraken.leaving-location',
      },
    },
  },
});

export type DungeonMachine = typeof dungeonMachine;
