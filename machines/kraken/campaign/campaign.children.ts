import { assign } from 'xstate';
import { afterCrawl, crawlInputFor } from '../../../src/rules/kraken/campaign/landing';
import { settleOwed, storyParty } from '../../../src/rules/kraken/campaign/turn';
import { afterEventFight, fightInputFor } from '../../../src/rules/kraken/campaign/turnFight';
import {
  afterEventSpaceCombat,
  eventCombatInputFor,
} from '../../../src/rules/kraken/campaign/turnSpaceEvent';
import type { StateMeta } from '../../core/meta';
import { campaignSetup } from './campaign.setup';
import type { CampaignContext } from './campaign.types';
import type { EventPhase } from '../../../src/rules/kraken/campaign/turn.types';

/**
 * What the campaign turn's invoked games say while they run (Space Kraken §5): the dungeon crawl of a
 * landing, an event's ground combat, phase 3's space flight; and the story phase's input (phase 1, or phase
 * 3's one line run once more). The chart invokes them under the ids saves know them by.
 */

/**
 * The story phase works on the campaign's party; phase 3 runs only the line the player picked; a phase
 * that handed over for what an event asked for at once is taken up where it stood.
 */
export const storyInput = ({ context }: { readonly context: CampaignContext }) => ({
  book: context.book,
  events: context.events,
  party: storyParty(context.turn),
  skips: context.turn.campaign.skips,
  only: context.turn.underway?.kind === 'line' ? context.turn.underway.slot : null,
  // §6 Event: a phase that handed the turn over for an event's fight, crawl or trader goes on where it was.
  resume: context.turn.storyResume ?? null,
});

// §12–§13: a landing runs the dungeon exploration with the campaign's crew.
export const CRAWL: StateMeta = {
  prompt:
    'The crew is down at a location: the dungeon exploration runs with its own choices. When the crew leaves, the campaign takes back its crew, oxygen, credits and XP.',
  rule: 'kraken.free-action',
};

// §6 Event: an event's ground combat, the same machine a crawl invokes.
export const EVENT_FIGHT: StateMeta = {
  prompt:
    'An event has started a ground combat: it runs with its own choices. When it ends the campaign takes back the crew, oxygen, credits, XP and what was dropped.',
  rule: 'kraken.cgm-event',
};

// §9–§10: phase 3's space flight, with its space combat and boardings.
export const SPACE_FLIGHT: StateMeta = {
  prompt:
    'The ship is in space: the flight runs with its own choices (the plan, the avoid check, and the space combat if one comes). When it is over the campaign takes back the ship, the crew, XP and credits.',
  rule: 'kraken.free-action',
};

// Glossary "Space Combat": one a story event started, the same machine a flight invokes.
export const EVENT_SPACE_COMBAT: StateMeta = {
  prompt:
    'An event has started a space combat: it runs with its own choices, as in a flight. When it ends the campaign takes back the ship, the crew, XP and credits.',
  rule: 'kraken.cgm-event',
};

/**
 * The games an event or a landing starts inside a phase (§6 Event, §12–§13), the same in phase 1 and phase 3:
 * the crawl, an event's ground combat and an event's space combat, each invoked under the id saves know it by
 * and back to that phase's `owed` check with what it handed over. One factory, so the two phases cannot drift;
 * the phase is the chart's, handed to the rules that take a game's result (Phase R reads it).
 */
export const invokedGames = (phase: EventPhase) => ({
  crawl: campaignSetup.createStateConfig({
    meta: CRAWL,
    invoke: {
      id: 'dungeon',
      src: 'dungeon',
      input: ({ context }) => crawlInputFor(context.turn, context.content, context),
      onDone: {
        target: 'owed',
        actions: assign(({ context, event }) => ({
          turn: afterCrawl(context.turn, event.output, context.content, phase),
        })),
      },
    },
  }),
  fight: campaignSetup.createStateConfig({
    meta: EVENT_FIGHT,
    invoke: {
      id: 'groundCombat',
      src: 'groundCombat',
      input: ({ context }) => fightInputFor(context.turn, context.content),
      onDone: {
        target: 'owed',
        actions: assign(({ context, event }) => ({
          turn: settleOwed(
            afterEventFight(context.turn, event.output, context.content, phase),
            context.content,
          ),
        })),
      },
    },
  }),
  spaceCombat: campaignSetup.createStateConfig({
    meta: EVENT_SPACE_COMBAT,
    invoke: {
      id: 'spaceCombat',
      src: 'spaceCombat',
      input: ({ context }) => eventCombatInputFor(context.turn, context.content),
      onDone: {
        target: 'owed',
        actions: assign(({ context, event }) => ({
          turn: settleOwed(
            afterEventSpaceCombat(context.turn, event.output, context.content),
            context.content,
          ),
        })),
      },
    },
  }),
});
