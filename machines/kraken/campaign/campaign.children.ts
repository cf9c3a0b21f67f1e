import { storyParty } from '../../../src/rules/kraken/campaign/turn';
import type { StateMeta } from '../../core/meta';
import type { CampaignContext } from './campaign.types';

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
  only: context.turn.step.kind === 'story' ? context.turn.step.only : null,
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
