import { assign, setup } from 'xstate';
import { cgmBookOf } from '../../../src/content/campaignChecks';
import { newCampaign } from '../../../src/rules/kraken/campaign/campaignState';
import { afterCrawl, crawlInputFor } from '../../../src/rules/kraken/campaign/landing';
import {
  afterStory,
  answerTurn,
  decideTurn,
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
import { storyPhaseMachine } from './storyPhase.machine';
import type { CampaignArgs, CampaignContext, CampaignEvent, CampaignInput } from './campaign.types';

/**
 * A Space Kraken campaign, turn after turn (§5), in the ground-combat shape: a transient `route` reads where
 * the turn stands (`turnStage`) and goes to the one state that waits there. Phase 1 and phase 3's second
 * activation invoke the story-phase machine; a landing invokes the dungeon crawl (which invokes its own
 * ground combats). A child's result comes back only through its `output`. Every rule is a function of
 * src/rules/kraken/campaign; every die is a dice request.
 */

const decided = (target: string) => ({ guard: 'decisionAllowed', target, actions: 'decide' }) as const;
const ON_SHIP = ['crew.levelUp'] as const;
const shipDecisions = Object.fromEntries(ON_SHIP.map((type) => [type, decided('route')]));

export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
    input: {} as CampaignInput,
    meta: {} as StateMeta,
  },
  actors: { storyPhase: storyPhaseMachine, dungeon: dungeonMachine },
  guards: {
    at: ({ context }: CampaignArgs, stage: ReturnType<typeof turnStage>) =>
      turnStage(context.turn, context.content) === stage,
    decisionAllowed: ({ context, event }: CampaignArgs) =>
      event.type !== 'dice.answer' && turnRefusal(context.turn, event) === null,
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
      const face = event.faces[0]?.[0] ?? 1;
      return { turn: answerTurn(context.turn, face, context.content), diceRequest: null };
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
      turn: startTurns(newCampaign(input.setup, input.practice)),
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
        { guard: { type: 'at', params: 'dice' }, target: 'rolling' },
        { guard: { type: 'at', params: 'recovery' }, target: 'recovery' },
        { guard: { type: 'at', params: 'construction' }, target: 'construction' },
        { guard: { type: 'at', params: 'free-action' }, target: 'freeAction' },
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
    rolling: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'An event asked for a roll: the new story line’s start (a d20 from 1AA to 1AT) or the quest sheet’s row (a d6).',
        rule: 'kraken.story-trigger',
      },
      entry: 'askDie',
      on: { 'dice.answer': { guard: 'answerFits', target: 'route', actions: 'takeDie' } },
    },
    offer: {
      meta: {
        prompt:
          'An event offers something the crew may refuse: a quest for the log, or a location for a full Starmap log (erase one to note it, or let it go).',
        rule: 'kraken.starmap-log',
      },
      on: {
        'quest.accept': decided('route'),
        'quest.decline': decided('route'),
        'starmap.erase': decided('route'),
        'starmap.drop': decided('route'),
      },
    },
    recovery: {
      meta: {
        prompt:
          'Recovery is allowed now: every crew member heals 3 HP, the unconscious wake at 3 HP, oxygen is refilled and PSI is rested. Take it, or keep it for later in the turn.',
        rule: 'kraken.recovery',
      },
      on: { 'recovery.take': decided('route'), 'recovery.pass': decided('route'), ...shipDecisions },
    },
    construction: {
      meta: {
        prompt:
          'Phase 2, ship construction: a build under way has moved on by a turn. Go on to the free action, or cancel the build (nothing paid is refunded).',
        rule: 'kraken.turn-phases',
      },
      on: {
        'construction.pass': decided('route'),
        'construction.cancel': decided('route'),
        ...shipDecisions,
      },
    },
    freeAction: {
      meta: {
        prompt:
          'Phase 3, one free action: land at a location on the Starmap log, run one story line again, fly (not built yet: a stand-in), or skip.',
        rule: 'kraken.free-action',
      },
      on: {
        'free.land': decided('route'),
        'free.line': decided('route'),
        'free.flight': decided('route'),
        'free.skip': decided('route'),
        'starmap.erase': decided('route'),
        ...shipDecisions,
      },
    },
    over: { type: 'final' },
  },
});

export type CampaignMachine = typeof campaignMachine;
