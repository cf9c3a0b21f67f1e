import { assign, setup } from 'xstate';
import {
  answerBoardingDice,
  boardingDecisionRefusal,
  boardingFightNeed,
  boardingOutcomeOf,
  anotherBoardingRound,
  boardingOwed,
  decideBoarding,
  startBoardingFight,
  type BoardingOwed,
} from '../../../src/rules/kraken/space/boardingFlow';
import { AWAITING_DICE } from '../../core/diceRequest';
import type { StateMeta } from '../../core/meta';
import { requestFor } from '../../core/roll';
import { validateAnswer } from '../../core/validateAnswer';
import type {
  BoardingArgs,
  BoardingContext,
  BoardingEvent,
  BoardingInput,
  BoardingOutput,
} from './boarding.types';

/**
 * A boarding combat (Space Kraken §10 phase 5; kraken.boarding-loop) as its loop: `round`, at most three,
 * runs the round's steps in the book's order — both pools rolled (one dice request, two groups), the
 * boarding system's re-roll, hits cancelled, the enemy's hits shared out, a sacrifice attack, and, when you
 * board, on or back — then, while both sides still have dice and rounds are left, the next `round`. After
 * the fight (`afterFight`) each unconscious participant may be healed in a hurry (kraken.after-boarding).
 * The result leaves through `output` for the space combat.
 */

const decided = { guard: 'decisionAllowed', target: 'step', actions: 'decide' } as const;

/** One throw of the boarding: its own prompt and rule; the answer goes to the rules, then `next`. */
const dice = (prompt: string, rule: string, next: string) =>
  ({
    tags: [AWAITING_DICE],
    meta: { prompt, rule },
    entry: 'askDice',
    on: { 'dice.answer': { guard: 'answerFits', target: next, actions: 'takeDice' } },
  }) as const;

const at = (owed: BoardingOwed) => ({ type: 'at', params: owed }) as const;

export const boardingMachine = setup({
  types: {
    context: {} as BoardingContext,
    events: {} as BoardingEvent,
    input: {} as BoardingInput,
    output: {} as BoardingOutput,
    meta: {} as StateMeta,
  },
  guards: {
    at: ({ context }: BoardingArgs, owed: BoardingOwed) => boardingOwed(context.fight) === owed,
    anotherRound: ({ context }: BoardingArgs) => anotherBoardingRound(context.fight),
    decisionAllowed: ({ context, event }: BoardingArgs) =>
      event.type !== 'dice.answer' && boardingDecisionRefusal(context.fight, event) === null,
    answerFits: ({ context, event }: BoardingArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    decide: assign(({ context, event }: BoardingArgs) =>
      event.type === 'dice.answer' ? {} : { fight: decideBoarding(context.fight, event) },
    ),
    askDice: assign(({ context }: BoardingArgs) => {
      const need = boardingFightNeed(context.fight);
      if (need === null) return { diceRequest: null };
      return { diceRequest: requestFor(need, `boarding-${context.seq}`), seq: context.seq + 1 };
    }),
    takeDice: assign(({ context, event }: BoardingArgs) => {
      if (event.type !== 'dice.answer') return {};
      return { fight: answerBoardingDice(context.fight, event.faces), diceRequest: null };
    }),
  },
}).createMachine({
  id: 'boarding',
  context: ({ input }) => {
    const fight = startBoardingFight(input.side, input.crew, input.enemyCrew, new Set(input.abilities));
    // The space combat checks who may board before it invokes this machine; a refusal here is a bug.
    if ('refused' in fight) throw new Error(fight.refused);
    return { fight, enemyName: input.enemyName, diceRequest: null, seq: 1 };
  },
  output: ({ context }) => boardingOutcomeOf(context.fight),
  initial: 'round',
  states: {
    round: {
      initial: 'start',
      states: {
        // An enemy with no die ends the boarding before any roll (boarding.ts `startBoarding`).
        start: { always: [{ guard: at('roll'), target: 'poolRoll' }, { target: 'ended' }] },
        poolRoll: dice(
          'Roll the boarding dice: your pool against theirs, each 4 or 5 a hit, a 6 two hits.',
          'kraken.boarding-loop',
          'step',
        ),
        // The round's steps, in the book's order; each is skipped when it has nothing to ask.
        step: {
          always: [
            { guard: at('reroll'), target: 'reroll' },
            { guard: at('reroll-roll'), target: 'rerollRoll' },
            { guard: at('cancel'), target: 'cancel' },
            { guard: at('take-hits'), target: 'takeHits' },
            { guard: at('sacrifice'), target: 'sacrifice' },
            { guard: at('continue'), target: 'continue' },
            { target: 'ended' },
          ],
        },
        reroll: {
          meta: {
            prompt:
              'Your ship’s boarding system lets you throw any of your dice again, once this round: pick the dice to re-roll, or keep them all.',
            rule: 'kraken.boarding-loop',
          },
          on: { 'boarding.reroll': decided },
        },
        rerollRoll: dice(
          'The boarding system’s re-roll: throw the dice you picked once more (each 4 or 5 a hit, a 6 two hits).',
          'kraken.boarding-loop',
          'step',
        ),
        cancel: {
          meta: {
            prompt:
              'Both sides scored. Spend your hits to cancel theirs one for one, or keep them to strike: every two hits you keep take a die off their pool.',
            rule: 'kraken.boarding-loop',
          },
          on: { 'boarding.cancel': decided },
        },
        takeHits: {
          meta: {
            prompt:
              'An enemy hit lands: choose who loses 4 HP (shields and armour do not help). Anyone knocked out costs your pool a die.',
            rule: 'kraken.boarding-loop',
          },
          on: { 'boarding.hit': decided },
        },
        sacrifice: {
          meta: {
            prompt:
              'One hit is left over. A sacrifice attack turns it into a removed enemy die at the price of 3 HP from one of your fighters — or let it go.',
            rule: 'kraken.boarding-loop',
          },
          on: { 'boarding.sacrifice': decided },
        },
        continue: {
          meta: {
            prompt:
              'The round is over and both sides still have dice. Fight the next round (three at most), or retreat to your ship without a roll.',
            rule: 'kraken.boarding-loop',
          },
          on: { 'boarding.next': decided, 'boarding.retreat': decided },
        },
        ended: { type: 'final' },
      },
      // The loop: another round while both sides have dice and fewer than three were fought, else the end.
      onDone: [{ guard: 'anotherRound', target: 'round', reenter: true }, { target: 'afterFight' }],
    },
    afterFight: {
      initial: 'check',
      states: {
        check: {
          always: [
            { guard: at('heal-roll'), target: 'healRoll' },
            { guard: at('heal'), target: 'heal' },
            { target: '#boarding.done' },
          ],
        },
        heal: {
          meta: {
            prompt:
              'The boarding is over. An unconscious crew member may be healed in a hurry: a d6 of 2–6 brings them back at 2 HP for the next turn, a 1 kills them. Or leave them unconscious, with no risk.',
            rule: 'kraken.after-boarding',
          },
          on: {
            'boarding.heal': { guard: 'decisionAllowed', target: 'check', actions: 'decide' },
            'boarding.heal.done': { guard: 'decisionAllowed', target: 'check', actions: 'decide' },
          },
        },
        healRoll: dice(
          'Healing in a hurry: a d6, 2–6 brings them back at 2 HP for the next turn, a 1 kills them.',
          'kraken.after-boarding',
          'check',
        ),
      },
    },
    done: { type: 'final' },
  },
});

export type BoardingMachine = typeof boardingMachine;
