import type { RecoveryPoint } from '../../../src/rules/kraken/campaign/recovery';
import { AWAITING_DICE } from '../../core/diceRequest';
import { HIRE_STEPS } from '../../../src/rules/kraken/dungeon/hireOffers';

/**
 * The waiting states a campaign phase is made of (Space Kraken §5): a decision allowed by `turnRefusal`, a
 * die of its own with its prompt and rule, an offer to answer, a trader, a Recovery. Shared by the phases of
 * campaign.machine.ts, which give each its target.
 */

/** A player's decision, allowed by the rules (`turnRefusal`) and applied (`decideTurn`). */
export const decided = (target?: string, then?: 'nextTurn') =>
  ({
    guard: 'decisionAllowed',
    ...(target === undefined ? {} : { target }),
    actions: then === undefined ? (['decide'] as const) : (['decide', then] as const),
  }) as const;

export const onAll = (types: readonly string[], target?: string) =>
  Object.fromEntries(types.map((type) => [type, decided(target)]));

/** One die the turn owes: its own prompt and rule, asked on entry, its answer applied by `answerTurn`. */
export const roll = (prompt: string, rule: string, back: string) =>
  ({
    tags: [AWAITING_DICE],
    meta: { prompt, rule },
    entry: 'askDie',
    on: { 'dice.answer': { guard: 'answerFits', target: back, actions: 'takeDie' } },
  }) as const;

export const LINE_START = roll(
  'A new story line starts: its start coordinate is rolled on a d20 (1AA to 1AT) and noted in a free slot of the CGM tracker.',
  'kraken.story-trigger',
  'owed',
);
export const QUEST_ROW = roll(
  'A quest is offered: its row on the Quest Master sheet is rolled on a d6.',
  'kraken.quest-master',
  'owed',
);
export const GAMBLE_DIE = roll(
  'The gambler’s game: a d6 for the piece handed over; what it counts decides the treasure the gambler pays.',
  'kraken.gambler',
  'owed',
);

/** An offer the crew may refuse: a quest, or a new location for a full Starmap log. */
export const OFFER = {
  meta: {
    prompt:
      'An event offers something the crew may refuse: a quest for the log, or a location for a full Starmap log (erase one to note it, or let it go).',
    rule: 'kraken.starmap-log',
  },
  on: onAll(['quest.accept', 'quest.decline', 'starmap.erase', 'starmap.drop'], 'owed'),
} as const;

/** The crew's ships (turnFleet.ts): bought, sold, flown, refitted, in phase 2 or at a shop. */
export const FLEET = ['fleet.buy', 'fleet.sell', 'fleet.fly', 'fleet.move'] as const;

const MARKET = [
  'market.buy',
  'market.sell',
  'market.ammo',
  'market.mod',
  'market.system.buy',
  'market.system.sell',
  'market.crew.hire',
  'market.crew.sell',
  ...FLEET,
  'market.gamble',
  'market.pick',
  'market.ammoPick',
  'market.leave',
] as const;

/** The phases a trader stands in: phase 1's events, phase 3's grade-5 shop, phase 4's short visit. */
export type TraderPhase = 'story' | 'freeAction' | 'shortVisit';

/** One step of a hire (kraken.shop): its prompt and rule, its own decision or the hire called off. */
const hireStep = (owed: string, meta: { readonly prompt: string; readonly rule: string }, type: string) =>
  ({ meta, on: onAll([type, 'hire.cancel'], owed) }) as const;

/**
 * A trader (an event's, phase 3's grade-5 shop, phase 4's short visit): every deal, then the phase's check.
 * A hire is guided, one decision a step (src/rules/kraken/dungeon/hire.ts): its Level, each Level's gain,
 * then the template's gear; each step goes back through the phase's check, which comes back here.
 */
export const trader = (phase: TraderPhase) => {
  const owed = `#campaign.${phase}.owed`;
  return {
    initial: 'dealing',
    states: {
      dealing: {
        meta: {
          prompt:
            'The crew stands at a trader: buy, sell, buy ammo, have a weapon modded, gamble, hire or sell crew, or deal in ships and ship systems, as this trader allows; leave when done.',
          rule: 'kraken.shop',
        },
        always: { guard: 'hireUnderway', target: 'hiring' },
        on: onAll(MARKET, owed),
      },
      hiring: {
        initial: 'next',
        states: {
          next: {
            always: [
              { guard: 'hireLevelOwed', target: 'level' },
              { guard: 'hireGainOwed', target: 'gain' },
              { target: 'gear' },
            ],
          },
          level: hireStep(owed, HIRE_STEPS.level, 'hire.level'),
          gain: hireStep(owed, HIRE_STEPS.gain, 'hire.gain'),
          gear: hireStep(owed, HIRE_STEPS.gear, 'hire.gear'),
        },
      },
    },
  } as const;
};

/** The player asked to mark a quest with no typed target done: confirm it or keep it, then back. */
export const confirmingQuest = (back: string) =>
  ({
    meta: {
      prompt:
        'You asked to mark a quest done that the sheet leaves to you: confirm that the crew did what it asks (its reward is paid), or keep it in the log.',
      rule: 'kraken.quest-master',
    },
    on: { 'quest.confirm': decided(back), 'quest.keep': decided(back) },
  }) as const;

/**
 * §5 Phase R at one of its points: take it or pass it, re-arrange items with the ship's storage, buy
 * levels, mark a quest done; then `next` (with `then` applied on the way, e.g. the next turn).
 */
export const recovery = (point: RecoveryPoint, next: string, then?: 'nextTurn') => {
  // The point is the chart's: the rule that takes or passes the Recovery is handed it (`recover`).
  const answered = {
    guard: 'decisionAllowed',
    target: next,
    actions: [{ type: 'recover', params: point }, ...(then === undefined ? [] : [then])],
  } as const;
  return {
    initial: 'choosing',
    states: {
      choosing: {
        meta: {
          prompt:
            'Recovery is allowed now: every crew member heals 3 HP, the unconscious wake at 3 HP, oxygen is refilled and PSI is rested; items may be moved between the crew and the ship. Take it, or go on without it.',
          rule: 'kraken.recovery',
        },
        on: {
          'recovery.take': answered,
          'recovery.pass': answered,
          'quest.done': decided('confirmingQuest'),
          ...onAll(['storage.put', 'storage.take', 'crew.levelUp']),
        },
      },
      confirmingQuest: confirmingQuest('choosing'),
    },
  } as const;
};
