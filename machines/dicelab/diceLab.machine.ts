import { assign, setup } from 'xstate';
import { planCheck, resolveCheck, validateCheck } from '../../src/rules/dice/checks';
import type { CheckResult, CheckSpec } from '../../src/rules/dice/checks.types';
import { AWAITING_DICE } from '../core/diceRequest';
import type { DiceAnswerEvent, DiceRequest, DiceSource } from '../core/diceRequest';
import type { StateMeta } from '../core/meta';
import { requestFor as requestForNeed } from '../core/roll';
import { validateAnswer } from '../core/validateAnswer';
import { checkRule, checkTitle } from './checkCatalogue';
import type { DiceLabDecision } from './diceLab.schema';

/**
 * The Dice lab: pick a check from any of the three games, read its exact odds, roll it (digital or manual
 * dice), read the result. The smallest complete loop through every layer, and the pattern later machines copy:
 * guards and actions are one-line calls into src/rules; dice come only through a dice request.
 */

export interface RollRecord {
  readonly requestId: string;
  readonly check: CheckSpec;
  readonly faces: readonly (readonly number[])[];
  readonly source: DiceSource;
  readonly odds: number | null;
  readonly result: CheckResult;
}

export interface DiceLabContext {
  readonly check: CheckSpec | null;
  readonly diceRequest: DiceRequest | null;
  readonly rolls: readonly RollRecord[];
  /** Counter that makes request ids deterministic. */
  readonly seq: number;
}

export type DiceLabEvent = DiceLabDecision | DiceAnswerEvent;

export interface DiceLabInput {
  readonly check?: CheckSpec;
}

/** Builds the request for the chosen check: the plan's dice, target and exact odds travel with it. */
export function requestFor(check: CheckSpec, seq: number): DiceRequest {
  return requestForNeed(
    { check, purpose: checkTitle(check), rule: checkRule(check), odds: planCheck(check).odds },
    `lab-${seq}`,
  );
}

function recordRoll(context: DiceLabContext, answer: DiceAnswerEvent): RollRecord | null {
  const request = context.diceRequest;
  if (request === null || context.check === null) return null;
  return {
    requestId: request.id,
    check: context.check,
    faces: answer.faces,
    source: answer.source,
    odds: request.odds,
    result: resolveCheck(context.check, answer.faces),
  };
}

export const diceLabMachine = setup({
  types: {
    context: {} as DiceLabContext,
    events: {} as DiceLabEvent,
    input: {},
    meta: {} as StateMeta,
  },
  guards: {
    checkIsValid: ({ event }) => event.type === 'check.choose' && validateCheck(event.check) === null,
    answerFits: ({ context, event }) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    chooseCheck: assign({
      check: ({ event }) => (event.type === 'check.choose' ? event.check : null),
    }),
    clearCheck: assign({ check: null }),
    requestDice: assign({
      diceRequest: ({ context }) => (context.check === null ? null : requestFor(context.check, context.seq)),
      seq: ({ context }) => context.seq + 1,
    }),
    takeAnswer: assign({
      rolls: ({ context, event }) => {
        if (event.type !== 'dice.answer') return context.rolls;
        const record = recordRoll(context, event);
        return record === null ? context.rolls : [...context.rolls, record];
      },
      diceRequest: null,
    }),
  },
}).createMachine({
  id: 'diceLab',
  context: ({ input }) => ({
    check: (input as DiceLabInput | undefined)?.check ?? null,
    diceRequest: null,
    rolls: [],
    seq: 1,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      meta: {
        prompt:
          'Pick a check from one of the three games and set its numbers. The exact odds appear before anything is rolled.',
        rule: 'general.odds',
      },
      always: { guard: ({ context }) => context.check !== null, target: 'ready' },
      on: {
        'check.choose': { guard: 'checkIsValid', target: 'ready', actions: 'chooseCheck' },
      },
    },
    ready: {
      meta: {
        prompt:
          'The check is set and its odds are shown. Roll it, change its numbers, or pick another check.',
        rule: 'general.odds',
      },
      on: {
        roll: { target: 'rolling', actions: 'requestDice' },
        'check.choose': { guard: 'checkIsValid', target: 'ready', actions: 'chooseCheck' },
        'check.clear': { target: 'choosing', actions: 'clearCheck' },
      },
    },
    rolling: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'Waiting for the dice. With digital dice the app rolls now; with manual dice, throw your own and type each face.',
        rule: 'general.manual-dice',
      },
      on: {
        'dice.answer': { guard: 'answerFits', target: 'rolled', actions: 'takeAnswer' },
      },
    },
    rolled: {
      meta: {
        prompt: 'The result is in the log. Roll the same check again, change it, or pick another.',
        rule: 'general.event-log',
      },
      on: {
        roll: { target: 'rolling', actions: 'requestDice' },
        'check.choose': { guard: 'checkIsValid', target: 'ready', actions: 'chooseCheck' },
        'check.clear': { target: 'choosing', actions: 'clearCheck' },
      },
    },
  },
});

export type DiceLabMachine = typeof diceLabMachine;
