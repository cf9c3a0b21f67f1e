import { assign, setup } from 'xstate';
import {
  answerBoardingDice,
  boardingDecisionRefusal,
  boardingFightNeed,
  boardingOutcomeOf,
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
 * A boarding combat (Space Kraken §10 phase 5), at most three rounds, in the ground-combat shape: `route`
 * reads what the fight owes (`boardingOwed`) and goes to the one state that waits for it. Both pools are
 * one dice request (two groups); the player cancels hits, shares out the enemy's hits, may make a
 * sacrifice attack, and — when boarding them — goes on or retreats. After the fight, each unconscious
 * participant may be healed in a hurry. The result leaves through `output` for the space combat.
 */

const decided = (target: string) => ({ guard: 'decisionAllowed', target, actions: 'decide' }) as const;

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
    rolls: ({ context }: BoardingArgs) =>
      ['roll', 'reroll-roll', 'heal-roll'].includes(boardingOwed(context.fight)),
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
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: { type: 'at', params: 'done' }, target: 'done' },
        { guard: 'rolls', target: 'rolling' },
        { guard: { type: 'at', params: 'reroll' }, target: 'reroll' },
        { guard: { type: 'at', params: 'cancel' }, target: 'cancel' },
        { guard: { type: 'at', params: 'take-hits' }, target: 'takeHits' },
        { guard: { type: 'at', params: 'sacrifice' }, target: 'sacrifice' },
        { guard: { type: 'at', params: 'continue' }, target: 'continue' },
        { target: 'heal' },
      ],
    },
    rolling: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'Roll the boarding dice: your pool against theirs (each 4 or 5 is a hit, a 6 two hits) — or, after the fight, one die to heal a crew member in a hurry.',
        rule: 'kraken.boarding-loop',
      },
      entry: 'askDice',
      on: { 'dice.answer': { guard: 'answerFits', target: 'route', actions: 'takeDice' } },
    },
    reroll: {
      meta: {
        prompt:
          'Your ship’s boarding system lets you throw any of your dice again, once this round: pick the dice to re-roll, or keep them all.',
        rule: 'kraken.boarding-loop',
      },
      on: { 'boarding.reroll': decided('route') },
    },
    cancel: {
      meta: {
        prompt:
          'Both sides scored. Spend your hits to cancel theirs one for one, or keep them to strike: every two hits you keep take a die off their pool.',
        rule: 'kraken.boarding-loop',
      },
      on: { 'boarding.cancel': decided('route') },
    },
    takeHits: {
      meta: {
        prompt:
          'An enemy hit lands: choose who loses 4 HP (shields and armour do not help). Anyone knocked out costs your pool a die.',
        rule: 'kraken.boarding-loop',
      },
      on: { 'boarding.hit': decided('route') },
    },
    sacrifice: {
      meta: {
        prompt:
          'One hit is left over. A sacrifice attack turns it into a removed enemy die at the price of 3 HP from one of your fighters — or let it go.',
        rule: 'kraken.boarding-loop',
      },
      on: { 'boarding.sacrifice': decided('route') },
    },
    continue: {
      meta: {
        prompt:
          'The round is over and both sides still have dice. Fight the next round (three at most), or retreat to your ship without a roll.',
        rule: 'kraken.boarding-loop',
      },
      on: { 'boarding.next': decided('route'), 'boarding.retreat': decided('route') },
    },
    heal: {
      meta: {
        prompt:
          'The boarding is over. An unconscious crew member may be healed in a hurry: a d6 of 2–6 brings them back at 2 HP for the next turn, a 1 kills them. Or leave them unconscious, with no risk.',
        rule: 'kraken.after-boarding',
      },
      on: { 'boarding.heal': decided('route'), 'boarding.heal.done': decided('route') },
    },
    done: { type: 'final' },
  },
});

export type BoardingMachine = typeof boardingMachine;
