import { and, assign } from 'xstate';
import { cgmBookOf } from '../../../src/content/campaignChecks';
import { newCampaign } from '../../../src/rules/kraken/campaign/campaignState';
import { shipCatalogueOf } from '../../../src/rules/kraken/campaign/campaignShip';
import { startTurns } from '../../../src/rules/kraken/campaign/turn';
import { afterStory, settleOwed } from '../../../src/rules/kraken/campaign/turn';
import { afterFlight, flightInputFor } from '../../../src/rules/kraken/campaign/turnFlight';
import { invokedGames, SPACE_FLIGHT, storyInput } from './campaign.children';
import { campaignSetup } from './campaign.setup';
import {
  confirmingQuest,
  decided,
  GAMBLE_DIE,
  LINE_START,
  OFFER,
  onAll,
  QUEST_ROW,
  recovery,
  roll,
  FLEET,
  trader,
} from './campaign.steps';

/**
 * A Space Kraken campaign, turn after turn (§5 "Each game turn you perform the following phases in order"):
 * `story` (phase 1) → `construction` (2) → `freeAction` (3) → `shortVisit` (4) → `questTimer` (5) → the
 * next turn's `story`, with a `recovery` at the end of phases 1, 3 and 5 where Phase R allows it, until the
 * campaign is won or lost (`over`). The chart alone says which phase the turn is in: the turn's data holds
 * no phase, only what is under way inside one (`underway`: a crawl, a flight, a trader …). Inside a phase,
 * what its events owe (items, new lines, locations, crawls, fights, traders, quests) is a queue of data taken
 * in order by `settleOwed`, which never ends a phase; the phase's `owed` check sends the turn to the one
 * state that waits on it, in the shape of the ground combat's `check`, and its guarded transitions leave the
 * phase. Each guard is one call into a pure rule (campaign.setup.ts); every die is its own state and a dice
 * request.
 */

const OVER = '#campaign.over';
const CONSTRUCTION = '#campaign.construction';
const FREE_ACTION = '#campaign.freeAction';
const SHORT_VISIT = '#campaign.shortVisit';
const QUEST_TIMER = '#campaign.questTimer';
const STORY = '#campaign.story';

/** The phase's owed check: the campaign's end first, then an offer, the dice, and what waits on a child. */
type OwedGuard =
  | 'lineStartOwed'
  | 'questRowOwed'
  | 'locationDieOwed'
  | 'gambleDieOwed'
  | 'shopGradeOwed'
  | 'crawlWaits'
  | 'fightWaits'
  | 'spaceCombatWaits'
  | 'marketOpen'
  | 'locationTable'
  | 'arrivalWaits'
  | 'storyGoesOn';

const owed = (
  rest: readonly (
    | {
        readonly guard: OwedGuard | 'mayNotLand';
        readonly target: string;
        readonly actions?: 'resumeStory' | 'stayAboard';
      }
    | { readonly target: string }
  )[],
) => ({
  always: [
    { guard: 'campaignOver', target: OVER } as const,
    { guard: 'offerWaiting', target: 'offer' } as const,
    ...rest,
  ],
});

export const campaignMachine = campaignSetup.createMachine({
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
  initial: 'story',
  states: {
    // §6 Phase 1: every running story line followed on the CGM sheets, then what its events owe.
    story: {
      initial: 'opening',
      states: {
        opening: { always: [{ guard: 'campaignOver', target: OVER }, { target: 'lines' }] },
        lines: {
          meta: {
            prompt:
              'Phase 1, the story lines: each running line is followed on the CGM sheets until it stops. Its choices are the story phase’s own.',
            rule: 'kraken.story-lines',
          },
          invoke: {
            id: 'storyPhase',
            src: 'storyPhase',
            input: storyInput,
            onDone: {
              target: 'owed',
              actions: assign(({ context, event }) => ({
                turn: afterStory(context.turn, event.output, context.content),
              })),
            },
          },
        },
        owed: owed([
          { guard: 'lineStartOwed', target: 'lineStart' },
          { guard: 'questRowOwed', target: 'questRow' },
          { guard: 'gambleDieOwed', target: 'gambleDie' },
          { guard: 'crawlWaits', target: 'crawl' },
          { guard: 'fightWaits', target: 'fight' },
          { guard: 'spaceCombatWaits', target: 'spaceCombat' },
          { guard: 'marketOpen', target: 'market' },
          // §6 Event: the fight, crawl or trader an event asked for is done; its story phase goes on.
          { guard: 'storyGoesOn', target: 'lines', actions: 'resumeStory' },
          // Nothing more is owed (turn.ts `settleOwed` stops only where one of the above waits, or here).
          { target: 'ending' },
        ]),
        offer: OFFER,
        lineStart: LINE_START,
        questRow: QUEST_ROW,
        gambleDie: GAMBLE_DIE,
        ...invokedGames(1),
        market: trader('story'),
        // Phase R: "If an Event in Phase 1 triggers a Dungeon Exploration or a Ground Combat you may also Recover".
        ending: { always: [{ guard: 'recoveryAfterStory', target: 'recovery' }, { target: CONSTRUCTION }] },
        recovery: recovery('after-phase-1', CONSTRUCTION),
      },
    },
    // §7 Phase 2: repairs and a build moved on as the phase opens, then the player's ship business.
    construction: {
      entry: 'openConstruction',
      initial: 'choosing',
      states: {
        choosing: {
          meta: {
            prompt:
              'Phase 2, ship construction: damaged systems are mended. Build a system or a new ship with 1 to 3 crew (their d6 + Tech off the price, doubled for a 2-turn build, paid when done), buy one outright, sell a system for half, choose which ship flies, move systems between ships, cancel a build (no refund), or go on to the free action.',
            rule: 'kraken.ship-construction',
          },
          on: {
            'construction.pass': decided(FREE_ACTION),
            'construction.build': decided('building'),
            'construction.buildShip': decided('building'),
            'quest.done': decided('confirmingQuest'),
            ...onAll([
              'construction.buy',
              'construction.sell',
              'construction.cancel',
              'crew.levelUp',
              ...FLEET,
            ]),
          },
        },
        building: {
          always: [{ guard: 'builderDieOwed', target: 'builderDie' }, { target: 'choosing' }],
        },
        builderDie: roll(
          'A builder’s d6 for the build: each builder’s d6 + Tech comes off the system’s price (doubled for a 2-turn build).',
          'kraken.ship-construction',
          'building',
        ),
        confirmingQuest: confirmingQuest('choosing'),
      },
    },
    // §8 Phase 3: one free action, then what it owes; Phase R after a crawl the crew came back from.
    freeAction: {
      initial: 'choosing',
      states: {
        choosing: {
          meta: {
            prompt:
              'Phase 3, one free action: fly to find a new location, land at one on the Starmap log, run one story line again, visit the grade-5 shop, or skip.',
            rule: 'kraken.free-action',
          },
          on: {
            'free.flight': decided('flight'),
            'free.land': decided('crawl'),
            'free.line': decided('line'),
            'free.shop': decided('market'),
            'free.skip': decided('ending'),
            'quest.done': decided('confirmingQuest'),
            ...onAll(['starmap.erase', 'crew.levelUp']),
          },
        },
        confirmingQuest: confirmingQuest('choosing'),
        flight: {
          meta: SPACE_FLIGHT,
          invoke: {
            id: 'spaceFlight',
            src: 'spaceFlight',
            input: ({ context }) => flightInputFor(context.turn, context.content),
            onDone: {
              target: 'owed',
              actions: assign(({ context, event }) => ({
                turn: settleOwed(afterFlight(context.turn, event.output, context.content), context.content),
              })),
            },
          },
        },
        line: {
          meta: {
            prompt:
              'Phase 3, a story line run once more, exactly as in phase 1 but for this line only. Its choices are the story phase’s own.',
            rule: 'kraken.story-lines',
          },
          invoke: {
            id: 'storyPhase',
            src: 'storyPhase',
            input: storyInput,
            onDone: {
              target: 'owed',
              actions: assign(({ context, event }) => ({
                turn: afterStory(context.turn, event.output, context.content),
              })),
            },
          },
        },
        // §12: after each table's roll, spend dice modifications on it or keep it.
        location: {
          meta: {
            prompt:
              'The flight found a location: each table is rolled in turn. Spend a dice modification on the roll just made (a re-roll, or +1 / −1 on one die) or keep its value; unused modifications are lost at the end.',
            rule: 'kraken.location-generation',
          },
          on: onAll(['location.modify', 'location.reroll', 'location.keep'], 'owed'),
        },
        locationDie: roll(
          'The location generator: this table of the new location is rolled (or a die re-rolled with a dice modification).',
          'kraken.location-generation',
          'owed',
        ),
        arrival: {
          meta: {
            prompt: 'The new location is on the Starmap log: land the crew there now, or stay aboard.',
            rule: 'kraken.free-action',
          },
          on: { 'arrival.land': decided('owed'), 'arrival.stay': decided('ending') },
        },
        owed: owed([
          { guard: 'lineStartOwed', target: 'lineStart' },
          { guard: 'questRowOwed', target: 'questRow' },
          { guard: 'locationDieOwed', target: 'locationDie' },
          { guard: 'gambleDieOwed', target: 'gambleDie' },
          { guard: 'crawlWaits', target: 'crawl' },
          { guard: 'fightWaits', target: 'fight' },
          { guard: 'spaceCombatWaits', target: 'spaceCombat' },
          { guard: 'marketOpen', target: 'market' },
          { guard: 'locationTable', target: 'location' },
          // §8: found too late to land this turn, the crew stays aboard and phase 3 is over.
          { guard: 'mayNotLand', target: 'ending', actions: 'stayAboard' },
          { guard: 'arrivalWaits', target: 'arrival' },
          // §6 Event: what the re-run line's event asked for at once is done; the line goes on.
          { guard: 'storyGoesOn', target: 'line', actions: 'resumeStory' },
          // Nothing more is owed (turn.ts `settleOwed` stops only where one of the above waits, or here).
          { target: 'ending' },
        ]),
        offer: OFFER,
        lineStart: LINE_START,
        questRow: QUEST_ROW,
        gambleDie: GAMBLE_DIE,
        ...invokedGames(3),
        market: trader('freeAction'),
        // Phase R: "If you returned to your Ship after a Dungeon Exploration during Phase 3 you may Recover."
        ending: {
          always: [{ guard: 'recoveryAfterFreeAction', target: 'recovery' }, { target: SHORT_VISIT }],
        },
        recovery: recovery('after-phase-3', SHORT_VISIT),
      },
    },
    // §5 Phase 4: skipped without a teleporter (or a trader in its reach); else one visit to one trader.
    shortVisit: {
      initial: 'opening',
      states: {
        opening: {
          always: [
            {
              guard: 'noTeleporter',
              target: QUEST_TIMER,
              actions: { type: 'skipVisit', params: 'no-teleporter' },
            },
            { guard: 'noTrader', target: QUEST_TIMER, actions: { type: 'skipVisit', params: 'no-trader' } },
            { target: 'choosing' },
          ],
        },
        choosing: {
          meta: {
            prompt:
              'Phase 4, the short visit: the teleporter can take the crew to a trader on a cleared map within its range, for one visit. Pick one, or stay aboard.',
            rule: 'kraken.short-visit',
          },
          on: { 'visit.go': decided('owed'), 'visit.pass': decided(QUEST_TIMER) },
        },
        shopGrade: roll(
          'The crew teleports to an S? shop: its grade is determined again, a d6 halved (rounded up).',
          'kraken.random-value',
          'owed',
        ),
        owed: owed([
          { guard: 'questRowOwed', target: 'questRow' },
          { guard: 'gambleDieOwed', target: 'gambleDie' },
          { guard: 'shopGradeOwed', target: 'shopGrade' },
          { guard: 'marketOpen', target: 'market' },
          // Nothing more is owed: phase 4 is over.
          { target: QUEST_TIMER },
        ]),
        offer: OFFER,
        questRow: QUEST_ROW,
        gambleDie: GAMBLE_DIE,
        market: trader('shortVisit'),
      },
    },
    // §5 Phase 5: the urgent quests' timers tick; Phase R if none was taken this turn; then the next turn.
    questTimer: {
      entry: 'tickQuestTimer',
      initial: 'ticking',
      states: {
        ticking: {
          always: [
            // Reading (kraken.victory-defeat): a campaign lost to a quest's penalty ends before the Recovery
            // it would have had; without one it ends as the next turn opens (the story phase's check).
            { guard: and(['recoveryAfterQuestTimer', 'campaignOver']), target: OVER },
            { guard: 'recoveryAfterQuestTimer', target: 'recovery' },
            { target: STORY, actions: 'nextTurn' },
          ],
        },
        recovery: recovery('after-phase-5', STORY, 'nextTurn'),
      },
    },
    over: { type: 'final', entry: 'endCampaign' },
  },
});

export type CampaignMachine = typeof campaignMachine;
