import type { CombatRoll, Fight, SpoilsStage } from '../../src/rules/kraken/groundCombat/combatTypes';
import { decide, decisionRefusal } from '../../src/rules/kraken/groundCombat/combatDecisions';
import { withCause } from '../../src/rules/kraken/groundCombat/combatFlow';
import { validateAnswer } from '../core/validateAnswer';
import { requestFor } from '../core/roll';
import type { GroundCombatArgs, GroundCombatContext } from './groundCombat.types';

/**
 * The three shapes every guard and action of the ground-combat machine takes, so each named guard or action
 * is one line over a rule function: a question about the fight, a change of the fight, asking for the die
 * a rule needs, and handing the answered faces to the rule that reads them.
 */

type Patch = Partial<GroundCombatContext>;

/** A guard: a question the rules answer about the fight. */
export const ask =
  (question: (fight: Fight) => boolean) =>
  ({ context }: GroundCombatArgs): boolean =>
    question(context.fight);

/** A guard: the die a rule would ask for exists. */
export const needs =
  (needOf: (fight: Fight) => CombatRoll | null) =>
  ({ context }: GroundCombatArgs): boolean =>
    needOf(context.fight) !== null;

/** A guard: the spoils wait on this stage. */
export const stageIs =
  (stageOf: (fight: Fight) => SpoilsStage | null, stage: SpoilsStage) =>
  ({ context }: GroundCombatArgs): boolean =>
    stageOf(context.fight) === stage;

/** The answer fits the waiting request (group count, faces on their dice, the request id). */
export function answerFits({ context, event }: GroundCombatArgs): boolean {
  return event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null;
}

/** The decision breaks no rule now. */
export function decisionAllowed({ context, event }: GroundCombatArgs): boolean {
  return event.type !== 'dice.answer' && decisionRefusal(context.fight, event) === null;
}

/** An action: a change of the fight. */
export const change =
  (fn: (fight: Fight) => Fight) =>
  ({ context }: GroundCombatArgs): Patch => ({ fight: fn(context.fight) });

/** An action: applies the decision. */
export function applyDecision({ context, event }: GroundCombatArgs): Patch {
  return event.type === 'dice.answer' ? {} : { fight: decide(context.fight, event) };
}

/** An action: the dice request for the die a rule needs now, with a deterministic id. */
export const request =
  (needOf: (fight: Fight) => CombatRoll | null) =>
  ({ context }: GroundCombatArgs): Patch => {
    const roll = needOf(context.fight);
    if (roll === null) return { diceRequest: null };
    return { diceRequest: requestFor(roll.need, `gc-${context.seq}`, roll.who), seq: context.seq + 1 };
  };

/** An action: the answered face goes to the rule that reads it; log lines are stamped with the request id. */
export const answer =
  (apply: (fight: Fight, face: number) => Fight) =>
  ({ context, event }: GroundCombatArgs): Patch => {
    if (event.type !== 'dice.answer') return {};
    const face = event.faces[0]?.[0] ?? 1;
    return { fight: apply(withCause(context.fight, event.requestId), face), diceRequest: null };
  };

/** A decision transition: taken when the rules accept the decision, which is then applied. */
export const decided = (target: string) => ({ guard: 'decisionAllowed', target, actions: 'decide' }) as const;

/** A dice transition: taken when the answer fits the request; `take` hands the face to its rule. */
export const answered = <T extends string>(target: string, take: T) =>
  ({ guard: 'answerFits', target, actions: take }) as const;
