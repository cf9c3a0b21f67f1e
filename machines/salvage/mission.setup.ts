import { assign, setup } from 'xstate';
import { answer, decide, pendingRoll, refusal } from '../../src/rules/salvage/mission/engine';
import {
  choiceWaiting,
  placeIs,
  rollWaiting,
  shoveWaiting,
  type Place,
} from '../../src/rules/salvage/mission/place';
import type { StateMeta } from '../core/meta';
import { requestFor } from '../core/roll';
import { validateAnswer } from '../core/validateAnswer';
import type { SalvageArgs, SalvageContext, SalvageEvent, SalvageInput } from './mission.types';

/**
 * The named guards and actions of the salvage mission machine. Each is one call into the mission engine
 * (src/rules/salvage/mission): guards ask where the mission stands or whether the rules accept a decision,
 * actions hand a decision or the answered faces to the engine, or ask for the roll it waits on.
 */

/** The mission content `mission.next` opens: the campaign's next, by missions played; none repeats this one. */
function nextContent(context: SalvageContext) {
  if (context.campaign.length === 0) return undefined;
  const played = Object.values(context.mission.companies)[0]?.missionsPlayed ?? 0;
  return context.campaign[played % context.campaign.length];
}

export const salvageSetup = setup({
  types: {
    context: {} as SalvageContext,
    events: {} as SalvageEvent,
    input: {} as SalvageInput,
    meta: {} as StateMeta,
  },
  guards: {
    at: ({ context }: SalvageArgs, params: { place: Place }) => placeIs(context.mission, params.place),
    rollWaiting: ({ context }: SalvageArgs) => rollWaiting(context.mission),
    choiceWaiting: ({ context }: SalvageArgs) => choiceWaiting(context.mission),
    shoveWaiting: ({ context }: SalvageArgs) => shoveWaiting(context.mission),
    decisionAllowed: ({ context, event }: SalvageArgs) =>
      event.type !== 'dice.answer' && refusal(context.mission, event) === null,
    answerFits: ({ context, event }: SalvageArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    decide: assign(({ context, event }: SalvageArgs) =>
      event.type === 'dice.answer'
        ? {}
        : {
            mission: decide(
              context.mission,
              event,
              event.type === 'mission.next' ? nextContent(context) : undefined,
            ),
          },
    ),
    ask: assign(({ context }: SalvageArgs) => {
      const need = pendingRoll(context.mission);
      return {
        diceRequest: need === null ? null : requestFor(need, `salvage-${context.seq}`),
        seq: context.seq + 1,
      };
    }),
    take: assign(({ context, event }: SalvageArgs) =>
      event.type === 'dice.answer'
        ? { mission: answer(context.mission, event.faces), diceRequest: null }
        : {},
    ),
  },
});
