import { assign, setup } from 'xstate';
import { mayRecover } from '../../../src/rules/kraken/campaign/recovery';
import {
  answerTurn,
  decideTurn,
  mayNotLand,
  recover,
  resumeStory,
  turnNeed,
  turnPlace,
  turnRefusal,
  type TurnPlace,
} from '../../../src/rules/kraken/campaign/turn';
import { stayAboard } from '../../../src/rules/kraken/campaign/turnFlight';
import {
  endCampaign,
  nextTurn,
  openConstruction,
  skipVisit,
  tickQuestTimer,
  visitBlocked,
} from '../../../src/rules/kraken/campaign/turnFlow';
import type { RecoveryPoint } from '../../../src/rules/kraken/campaign/recovery';
import type { CampaignTurn } from '../../../src/rules/kraken/campaign/turn.types';
import { hireStep } from '../../../src/rules/kraken/dungeon/hire';
import type { StateMeta } from '../../core/meta';
import { requestFor } from '../../core/roll';
import { validateAnswer } from '../../core/validateAnswer';
import { dungeonMachine } from '../dungeon/dungeon.machine';
import { groundCombatMachine } from '../groundCombat.machine';
import { spaceCombatMachine } from '../space/spaceCombat.machine';
import { spaceFlightMachine } from '../space/spaceFlight.machine';
import { storyPhaseMachine } from './storyPhase.machine';
import type { CampaignArgs, CampaignContext, CampaignEvent, CampaignInput } from './campaign.types';

/**
 * The named guards and actions of the campaign machine (Space Kraken §5). Each guard is one call into a pure
 * rule of src/rules/kraken/campaign (`turnPlace`, `mayNotLand`, `mayRecover`, `visitBlocked`); each action
 * hands the turn to one rule function, with the phase or Recovery point from the chart where the rule needs
 * it. The chart (campaign.machine.ts) alone decides which phase the turn is in and which comes next.
 */

type Ctx = { readonly context: CampaignContext };

/** Where the turn stands is `place` (turn.ts `turnPlace`): the one question the in-phase checks ask. */
const at =
  (place: TurnPlace) =>
  ({ context }: Ctx): boolean =>
    turnPlace(context.turn, context.content) === place;

const hireOf = (turn: CampaignTurn) => (turn.underway?.kind === 'market' ? turn.underway.hire : undefined);
const hireStepOf = (turn: CampaignTurn) => {
  const draft = hireOf(turn);
  return draft === undefined ? null : hireStep(draft);
};

const recoveryAt =
  (point: RecoveryPoint) =>
  ({ context }: Ctx): boolean =>
    mayRecover(point, context.turn.flags);

export const campaignSetup = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
    input: {} as CampaignInput,
    meta: {} as StateMeta,
  },
  actors: {
    storyPhase: storyPhaseMachine,
    dungeon: dungeonMachine,
    spaceFlight: spaceFlightMachine,
    groundCombat: groundCombatMachine,
    spaceCombat: spaceCombatMachine,
  },
  guards: {
    decisionAllowed: ({ context, event }: CampaignArgs) =>
      event.type !== 'dice.answer' && turnRefusal(context.turn, event, context.content) === null,
    answerFits: ({ context, event }: CampaignArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
    // §5 (kraken.victory-defeat): the campaign is won, or the crew or the ship is lost.
    campaignOver: at('over'),
    offerWaiting: at('offer'),
    lineStartOwed: at('line-start'),
    questRowOwed: at('quest-row'),
    builderDieOwed: at('builder'),
    locationDieOwed: at('location-die'),
    gambleDieOwed: at('gamble'),
    shopGradeOwed: at('shop-grade'),
    crawlWaits: at('crawl'),
    fightWaits: at('fight'),
    spaceCombatWaits: at('space-combat'),
    marketOpen: at('market'),
    // §13 Shops (kraken.shop): a hire under way at the trader, and the step it waits on.
    hireUnderway: ({ context }: Ctx) => hireOf(context.turn) !== undefined,
    hireLevelOwed: ({ context }: Ctx) => hireStepOf(context.turn) === 'level',
    hireGainOwed: ({ context }: Ctx) => hireStepOf(context.turn) === 'gain',
    locationTable: at('location'),
    arrivalWaits: at('arrival'),
    // §8: a location found too late to land there this turn: the crew stays aboard, phase 3 is over.
    mayNotLand: ({ context }: Ctx) => mayNotLand(context.turn),
    // §6 Event: what an event asked for at once is done; its story phase goes on.
    storyGoesOn: at('story-resumes'),
    // §5 Phase R: the three points a Recovery may be taken.
    recoveryAfterStory: recoveryAt('after-phase-1'),
    recoveryAfterFreeAction: recoveryAt('after-phase-3'),
    recoveryAfterQuestTimer: recoveryAt('after-phase-5'),
    // §5 Phase 4: "If your Ship has no Teleport capabilities, skip this phase" (and with no trader in reach).
    noTeleporter: ({ context }: Ctx) => visitBlocked(context.turn, context.content) === 'no-teleporter',
    noTrader: ({ context }: Ctx) => visitBlocked(context.turn, context.content) === 'no-trader',
  },
  actions: {
    decide: assign(({ context, event }: CampaignArgs) =>
      event.type === 'dice.answer' ? {} : { turn: decideTurn(context.turn, event, context.content) },
    ),
    askDie: assign(({ context }: CampaignArgs) => {
      const need = turnNeed(context.turn, context.content);
      if (need === null) return { diceRequest: null };
      return { diceRequest: requestFor(need, `campaign-${context.seq}`), seq: context.seq + 1 };
    }),
    takeDie: assign(({ context, event }: CampaignArgs) => {
      if (event.type !== 'dice.answer') return {};
      return { turn: answerTurn(context.turn, event.faces[0] ?? [1], context.content), diceRequest: null };
    }),
    openConstruction: assign(({ context }: Ctx) => ({
      turn: openConstruction(context.turn, context.content),
    })),
    skipVisit: assign(({ context }: Ctx, why: 'no-teleporter' | 'no-trader') => ({
      turn: skipVisit(context.turn, why),
    })),
    tickQuestTimer: assign(({ context }: Ctx) => ({ turn: tickQuestTimer(context.turn) })),
    // Phase R taken or passed at the point of the Recovery state the chart is in (its params).
    recover: assign(({ context, event }: CampaignArgs, point: RecoveryPoint) =>
      event.type === 'recovery.take' || event.type === 'recovery.pass'
        ? { turn: recover(context.turn, event.type === 'recovery.take', point, context.content) }
        : {},
    ),
    stayAboard: assign(({ context }: Ctx) => ({ turn: stayAboard(context.turn) })),
    nextTurn: assign(({ context }: Ctx) => ({ turn: nextTurn(context.turn) })),
    resumeStory: assign(({ context }: Ctx) => ({ turn: resumeStory(context.turn) })),
    endCampaign: assign(({ context }: Ctx) => ({ turn: endCampaign(context.turn) })),
  },
});
