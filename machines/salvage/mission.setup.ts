import { assign, setup } from 'xstate';
import { answer, decide, pendingRoll, refusal } from '../../src/rules/salvage/mission/engine';
import {
  choiceWaiting,
  placeIs,
  rollOwed,
  rollWaiting,
  shoveWaiting,
  type Place,
} from '../../src/rules/salvage/mission/place';
import {
  activateLastHostile,
  activationClosed,
  alertPart,
  beginEnemyPhase,
  boilerPhaseOver,
  closeActivation,
  endPhase,
  eventPart,
  hostilesToPick,
  initiativeToChoose,
  lastHostile,
  missionOver,
  newRound,
  nextTurn,
  toPostGame,
  turnPasses,
  unitActing,
} from '../../src/rules/salvage/mission/round';
import type { StateMeta } from '../core/meta';
import { requestFor } from '../core/roll';
import { validateAnswer } from '../core/validateAnswer';
import type { RollKind } from './mission.rolls';
import type { SalvageArgs, SalvageContext, SalvageEvent, SalvageInput } from './mission.types';

/**
 * The named guards and actions of the salvage mission machine. Each is one call into the mission rules
 * (src/rules/salvage/mission): guards ask a question of the round (round.ts), where set-up or the post-game
 * stands, which roll is owed, or whether the rules accept a decision; actions hand a decision or the answered
 * faces to the engine, make one move of the round, or ask for the roll it waits on.
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
    rollOwed: ({ context }: SalvageArgs, params: { kind: RollKind }) =>
      rollOwed(context.mission) === params.kind,
    rollWaiting: ({ context }: SalvageArgs) => rollWaiting(context.mission),
    choiceWaiting: ({ context }: SalvageArgs) => choiceWaiting(context.mission),
    shoveWaiting: ({ context }: SalvageArgs) => shoveWaiting(context.mission),
    initiativeToChoose: ({ context }: SalvageArgs) => initiativeToChoose(context.mission),
    turnPasses: ({ context }: SalvageArgs) => turnPasses(context.mission),
    unitActing: ({ context }: SalvageArgs) => unitActing(context.mission),
    activationClosed: ({ context }: SalvageArgs) => activationClosed(context.mission),
    boilerPhaseOver: ({ context }: SalvageArgs) => boilerPhaseOver(context.mission),
    hostilesToPick: ({ context }: SalvageArgs) => hostilesToPick(context.mission),
    lastHostile: ({ context }: SalvageArgs) => lastHostile(context.mission),
    missionOver: ({ context }: SalvageArgs) => missionOver(context.mission),
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
    closeActivation: assign(({ context }: SalvageArgs) => ({ mission: closeActivation(context.mission) })),
    nextTurn: assign(({ context }: SalvageArgs) => ({ mission: nextTurn(context.mission) })),
    beginEnemyPhase: assign(({ context }: SalvageArgs) => ({ mission: beginEnemyPhase(context.mission) })),
    activateLastHostile: assign(({ context }: SalvageArgs) => ({
      mission: activateLastHostile(context.mission),
    })),
    alertPart: assign(({ context }: SalvageArgs) => ({ mission: alertPart(context.mission) })),
    eventPart: assign(({ context }: SalvageArgs) => ({ mission: eventPart(context.mission) })),
    endPhase: assign(({ context }: SalvageArgs) => ({ mission: endPhase(context.mission) })),
    newRound: assign(({ context }: SalvageArgs) => ({ mission: newRound(context.mission) })),
    toPostGame: assign(({ context }: SalvageArgs) => ({ mission: toPostGame(context.mission) })),
  },
});
