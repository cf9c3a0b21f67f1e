import { assign, setup } from 'xstate';
import { cgmBookOf } from '../../../src/content/campaignChecks';
import { newCampaign } from '../../../src/rules/kraken/campaign/campaignState';
import { shipCatalogueOf } from '../../../src/rules/kraken/campaign/campaignShip';
import { afterCrawl, crawlInputFor } from '../../../src/rules/kraken/campaign/landing';
import { afterEventFight, fightInputFor } from '../../../src/rules/kraken/campaign/turnFight';
import { afterFlight, flightInputFor } from '../../../src/rules/kraken/campaign/turnFlight';
import {
  afterStory,
  answerTurn,
  decideTurn,
  settle,
  startTurns,
  storyParty,
  turnNeed,
  turnRefusal,
  turnStage,
} from '../../../src/rules/kraken/campaign/turn';
import { AWAITING_DICE } from '../../core/diceRequest';
import type { StateMeta } from '../../core/meta';
import { requestFor } from '../../core/roll';
import { validateAnswer } from '../../core/validateAnswer';
import { dungeonMachine } from '../dungeon/dungeon.machine';
import { groundCombatMachine } from '../groundCombat.machine';
import { spaceFlightMachine } from '../space/spaceFlight.machine';
import { storyPhaseMachine } from './storyPhase.machine';
import type { CampaignArgs, CampaignContext, CampaignEvent, CampaignInput } from './campaign.types';

/**
 * A Space Kraken campaign, turn after turn (§5), in the ground-combat shape: a transient `route` reads where
 * the turn stands (`turnStage`) and goes to the one state that waits there. Phase 1 and phase 3's second
 * activation invoke the story-phase machine; a landing invokes the dungeon crawl (which invokes its own
 * ground combats); phase 3's flight invokes the space flight (which invokes its space combat, which invokes
 * its boardings); an event's fight invokes the ground combat. A child's result comes back only through its
 * `output`. Every rule is a function of src/rules/kraken/campaign; every die is a dice request.
 */

const decided = (target: string) => ({ guard: 'decisionAllowed', target, actions: 'decide' }) as const;
const on = (types: readonly string[]) => Object.fromEntries(types.map((type) => [type, decided('route')]));
const MARKET = [
  'market.buy',
  'market.sell',
  'market.ammo',
  'market.mod',
  'market.system.buy',
  'market.system.sell',
  'market.gamble',
  'market.pick',
  'market.ammoPick',
  'market.leave',
] as const;

export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
    input: {} as CampaignInput,
    meta: {} as StateMeta,
  },
  actors: {
    storyPhase: storyPhaseMachine,
    dungeon: dungeonMachine,
    spaceFlight: spaceFlightMachine,
    groundCombat: groundCombatMachine,
  },
  guards: {
    at: ({ context }: CampaignArgs, stage: ReturnType<typeof turnStage>) =>
      turnStage(context.turn, context.content) === stage,
    decisionAllowed: ({ context, event }: CampaignArgs) =>
      event.type !== 'dice.answer' && turnRefusal(context.turn, event, context.content) === null,
    answerFits: ({ context, event }: CampaignArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    decide: assign(({ context, event }: CampaignArgs) =>
      event.type === 'dice.answer' ? {} : { turn: decideTurn(context.turn, event, context.content) },
    ),
    askDie: assign(({ context }: CampaignArgs) => {
      const need = turnNeed(context.turn, context.content);
      if (need === null) return { diceRequest: null };
      return { diceRequest: requestFor(need, `campaign-${context.seq}`), seq: context.seq + 1 };
    }),
    takeDie: assign(({ context, event }: CampaignArgs) => {
      if (event.type !== 'dice.answer') return {};
      return { turn: answerTurn(context.turn, event.faces[0] ?? [1], context.content), diceRequest: null };
    }),
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => {
    const book = cgmBookOf(
      input.sheets.map((entry) => ({ entry })),
      input.events.map((entry) => ({ entry })),
    );
    // The mode's input schema refuses a campaign without sheets; this is a bug, not a player's error.
    if (book === null) throw new Error('A campaign needs its CGM sheets.');
    return {
      turn: startTurns(newCampaign(input.setup, shipCatalogueOf(input.content.ship), input.practice)),
      content: input.content,
      book,
      events: new Map(input.events.map((e) => [e.id, e])),
      diceRequest: null,
      seq: 1,
    };
  },
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: { type: 'at', params: 'over' }, target: 'over' },
        { guard: { type: 'at', params: 'story' }, target: 'story' },
        { guard: { type: 'at', params: 'crawl' }, target: 'crawl' },
        { guard: { type: 'at', params: 'flight' }, target: 'flight' },
        { guard: { type: 'at', params: 'fight' }, target: 'fight' },
        { guard: { type: 'at', params: 'dice' }, target: 'rolling' },
        { guard: { type: 'at', params: 'recovery' }, target: 'recovery' },
        { guard: { type: 'at', params: 'construction' }, target: 'construction' },
        { guard: { type: 'at', params: 'free-action' }, target: 'freeAction' },
        { guard: { type: 'at', params: 'location' }, target: 'location' },
        { guard: { type: 'at', params: 'arrival' }, target: 'arrival' },
        { guard: { type: 'at', params: 'market' }, target: 'market' },
        { guard: { type: 'at', params: 'short-visit' }, target: 'shortVisit' },
        { target: 'offer' },
      ],
    },
    // §6 Phase 1 (and phase 3's second activation of one line): the story phase is an invoked child.
    story: {
      meta: {
        prompt:
          'Phase 1, the story lines: each running line is followed on the CGM sheets until it stops. Its choices are the story phase’s own.',
        rule: 'kraken.story-lines',
      },
      invoke: {
        id: 'storyPhase',
        src: 'storyPhase',
        input: ({ context }) => ({
          book: context.book,
          events: context.events,
          party: storyParty(context.turn),
          skips: context.turn.campaign.skips,
          only: context.turn.step.kind === 'story' ? context.turn.step.only : null,
        }),
        onDone: {
          target: 'route',
          actions: assign(({ context, event }) => ({
            turn: afterStory(context.turn, event.output, context.content),
          })),
        },
      },
    },
    // §12–§13: a landing runs the dungeon exploration as an invoked child with the campaign's crew.
    crawl: {
      meta: {
        prompt:
          'The crew is down at a location: the dungeon exploration runs with its own choices. When the crew leaves, the campaign takes back its crew, oxygen, credits and XP.',
        rule: 'kraken.free-action',
      },
      invoke: {
        id: 'dungeon',
        src: 'dungeon',
        input: ({ context }) => crawlInputFor(context.turn, context.content),
        onDone: {
          target: 'route',
          actions: assign(({ context, event }) => ({
            turn: afterCrawl(context.turn, event.output, context.content),
          })),
        },
      },
    },
    // §9–§10: phase 3's space flight, with its space combat and boardings, runs as an invoked child.
    flight: {
      meta: {
        prompt:
          'The ship is in space: the flight runs with its own choices (the plan, the avoid check, and the space combat if one comes). When it is over the campaign takes back the ship, the crew, XP and credits.',
        rule: 'kraken.free-action',
      },
      invoke: {
        id: 'spaceFlight',
        src: 'spaceFlight',
        input: ({ context }) => flightInputFor(context.turn, context.content),
        onDone: {
          target: 'route',
          actions: assign(({ context, event }) => ({
            turn: settle(afterFlight(context.turn, event.output, context.content), context.content),
          })),
        },
      },
    },
    // §6 Event: an event's ground combat, the same machine a crawl invokes.
    fight: {
      meta: {
        prompt:
          'An event has started a ground combat: it runs with its own choices. When it ends the campaign takes back the crew, oxygen, credits, XP and what was dropped.',
        rule: 'kraken.cgm-event',
      },
      invoke: {
        id: 'groundCombat',
        src: 'groundCombat',
        input: ({ context }) => fightInputFor(context.turn, context.content),
        onDone: {
          target: 'route',
          actions: assign(({ context, event }) => ({
            turn: settle(afterEventFight(context.turn, event.output, context.content), context.content),
          })),
        },
      },
    },
    rolling: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'A roll is asked for: an event’s (a new story line’s start, a quest row), a builder’s d6 off a build’s price, the location generator’s dice, or the gambler’s game. The dice tray shows what it is for and its odds.',
        rule: 'kraken.story-trigger',
      },
      entry: 'askDie',
      on: { 'dice.answer': { guard: 'answerFits', target: 'route', actions: 'takeDie' } },
    },
    offer: {
      meta: {
        prompt:
          'An event offers something the crew may refuse: a quest for the log, or a location for a full Starmap log (erase one to note it, or let it go). Or you asked to mark a quest done that the sheet leaves to you: confirm it, or keep it.',
        rule: 'kraken.starmap-log',
      },
      on: {
        'quest.accept': decided('route'),
        'quest.decline': decided('route'),
        'starmap.erase': decided('route'),
        'starmap.drop': decided('route'),
        'quest.confirm': decided('route'),
        'quest.keep': decided('route'),
      },
    },
    recovery: {
      meta: {
        prompt:
          'Recovery is allowed now: every crew member heals 3 HP, the unconscious wake at 3 HP, oxygen is refilled and PSI is rested. Take it, or keep it for later in the turn.',
        rule: 'kraken.recovery',
      },
      on: on(['recovery.take', 'recovery.pass', 'storage.put', 'storage.take', 'crew.levelUp', 'quest.done']),
    },
    construction: {
      meta: {
        prompt:
          'Phase 2, ship construction: damaged systems are mended. Build a system with 1 to 3 crew (their d6 + Tech off the price, doubled for a 2-turn build, paid when done), buy one outright, sell one for half, cancel a build (no refund), or go on to the free action.',
        rule: 'kraken.ship-construction',
      },
      on: on([
        'construction.build',
        'construction.buy',
        'construction.sell',
        'construction.pass',
        'construction.cancel',
        'crew.levelUp',
        'quest.done',
      ]),
    },
    freeAction: {
      meta: {
        prompt:
          'Phase 3, one free action: fly to find a new location, land at one on the Starmap log, run one story line again, visit the grade-5 shop, or skip.',
        rule: 'kraken.free-action',
      },
      on: on([
        'free.land',
        'free.line',
        'free.flight',
        'free.shop',
        'free.skip',
        'starmap.erase',
        'crew.levelUp',
        'quest.done',
      ]),
    },
    // §12: after each table's roll, spend dice modifications on it or keep it.
    location: {
      meta: {
        prompt:
          'The flight found a location: each table is rolled in turn. Spend a dice modification on the roll just made (a re-roll, or +1 / −1 on one die) or keep its value; unused modifications are lost at the end.',
        rule: 'kraken.location-generation',
      },
      on: on(['location.modify', 'location.reroll', 'location.keep']),
    },
    arrival: {
      meta: {
        prompt: 'The new location is on the Starmap log: land the crew there now, or stay aboard.',
        rule: 'kraken.free-action',
      },
      on: on(['arrival.land', 'arrival.stay']),
    },
    market: {
      meta: {
        prompt:
          'The crew stands at a trader: buy, sell, buy ammo, have a weapon modded, gamble or deal in ship systems, as this trader allows; leave when done.',
        rule: 'kraken.shop',
      },
      on: on(MARKET),
    },
    shortVisit: {
      meta: {
        prompt:
          'Phase 4, the short visit: the teleporter can take the crew to a trader on a cleared map within its range, for one visit. Pick one, or stay aboard.',
        rule: 'kraken.short-visit',
      },
      on: on(['visit.go', 'visit.pass']),
    },
    over: { type: 'final' },
  },
});

export type CampaignMachine = typeof campaignMachine;
