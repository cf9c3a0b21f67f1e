import { assign, setup } from 'xstate';
import { boardingParty, undefendedBoarding } from '../../../src/rules/kraken/space/boardingFlow';
import {
  applyBoarding,
  applyDecision,
  applyFace,
  decisionRefusal,
  owed,
} from '../../../src/rules/kraken/space/combatFlow';
import {
  attackVolley,
  boardingOrderOpen,
  boardingTarget,
  boardingWaiting,
  combatOver,
  mayFightFirst,
  decisionWaiting,
  phaseFinished,
  rollWaiting,
} from '../../../src/rules/kraken/space/combatSteps';
import type { TurnPhase } from '../../../src/rules/kraken/space/combatOrder';
import { phaseAfter } from '../../../src/rules/kraken/space/combatOrder';
import { enterPhase } from '../../../src/rules/kraken/space/combatWalk';
import type { BoardingOutcome, DecisionStep, PendingRoll } from '../../../src/rules/kraken/space/combatTypes';
import type { StateMeta } from '../../core/meta';
import { requestFor } from '../../core/roll';
import { validateAnswer } from '../../core/validateAnswer';
import { boardingMachine } from './boarding.machine';
import type {
  SpaceCombatArgs,
  SpaceCombatContext,
  SpaceCombatEvent,
  SpaceCombatMachineInput,
  SpaceCombatOutput,
} from './spaceCombat.types';

/**
 * The space-combat machine's guards and actions (Space Kraken §10). Each guard is one question of
 * combatSteps.ts about the combat; each action one rule of src/rules/kraken/space: a phase opened, a
 * decision or a die applied, a boarding's result taken back. The chart (spaceCombat.machine.ts) says in
 * which order they come.
 */

type Patch = Partial<SpaceCombatContext>;

/** An entry action: the combat is in this phase now and its rules open it (what it asks first, or nothing). */
const opens =
  (phase: TurnPhase) =>
  ({ context }: SpaceCombatArgs): Patch => ({ combat: enterPhase(context.combat, phase) });

/** The enemy ship whose boarding is fought next, when the combat knows it (or the player chose it). */
export function boardingShipOf(context: SpaceCombatContext): string | null {
  return boardingTarget(context.combat, context.boardingShip);
}

export const spaceCombatSetup = setup({
  types: {
    context: {} as SpaceCombatContext,
    events: {} as SpaceCombatEvent,
    input: {} as SpaceCombatMachineInput,
    output: {} as SpaceCombatOutput,
    meta: {} as StateMeta,
  },
  actors: { boarding: boardingMachine },
  guards: {
    over: ({ context }: SpaceCombatArgs) => combatOver(context.combat),
    phaseFinished: ({ context }: SpaceCombatArgs) => phaseFinished(context.combat),
    awaitsDie: ({ context }: SpaceCombatArgs, kind: PendingRoll['kind']) => rollWaiting(context.combat, kind),
    asks: ({ context }: SpaceCombatArgs, step: DecisionStep) => decisionWaiting(context.combat, step),
    attackVolley: ({ context }: SpaceCombatArgs) => attackVolley(context.combat),
    boardingWaiting: ({ context }: SpaceCombatArgs) => boardingWaiting(context.combat),
    boardingUndefended: ({ context }: SpaceCombatArgs) => {
      const uid = boardingShipOf(context);
      return uid !== null && undefendedBoarding(context.combat, uid) !== null;
    },
    boardingOrderOpen: ({ context }: SpaceCombatArgs) =>
      boardingOrderOpen(context.combat, context.boardingShip),
    decisionAllowed: ({ context, event }: SpaceCombatArgs) =>
      event.type !== 'dice.answer' &&
      event.type !== 'boarding.order' &&
      decisionRefusal(context.combat, event) === null,
    orderAllowed: ({ context, event }: SpaceCombatArgs) =>
      event.type === 'boarding.order' && mayFightFirst(context.combat, event.enemyUid),
    answerFits: ({ context, event }: SpaceCombatArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    beginTurn: assign(opens('timeline')),
    openObjectives: assign(opens('objectives')),
    openFire: assign(opens('fire')),
    openEnemyFire: assign(opens('enemy-fire')),
    openBoarding: assign(opens('boarding')),
    openEscape: assign(opens('escape')),
    openRecharge: assign(opens('recharge')),
    decide: assign(({ context, event }: SpaceCombatArgs): Patch =>
      event.type === 'dice.answer' || event.type === 'boarding.order'
        ? {}
        : { combat: applyDecision(context.combat, event) },
    ),
    order: assign(({ event }: SpaceCombatArgs): Patch =>
      event.type === 'boarding.order' ? { boardingShip: event.enemyUid } : {},
    ),
    askDie: assign(({ context }: SpaceCombatArgs): Patch => {
      const o = owed(context.combat);
      if (o.kind !== 'roll') return { diceRequest: null };
      return { diceRequest: requestFor(o.roll.need, `space-${context.seq}`), seq: context.seq + 1 };
    }),
    takeBoarding: assign(({ context }: SpaceCombatArgs, outcome: BoardingOutcome): Patch => {
      const uid = boardingShipOf(context);
      if (uid === null) return {};
      return { combat: applyBoarding(context.combat, uid, outcome), boardingShip: null };
    }),
    // Reading (kraken.boarding): boarders meet nobody able to fight; the boarding is lost without one.
    loseUndefended: assign(({ context }: SpaceCombatArgs): Patch => {
      const uid = boardingShipOf(context);
      const lost = uid === null ? null : undefendedBoarding(context.combat, uid);
      if (uid === null || lost === null) return {};
      return { combat: applyBoarding(context.combat, uid, lost), boardingShip: null };
    }),
    takeDie: assign(({ context, event }: SpaceCombatArgs): Patch => {
      if (event.type !== 'dice.answer') return {};
      return { combat: applyFace(context.combat, event.faces[0]?.[0] ?? 1), diceRequest: null };
    }),
  },
});

/** The chart's state of each sub-phase of combatOrder.ts's list. */
export const STATE_OF_PHASE = {
  timeline: 'timeline',
  objectives: 'objectives',
  fire: 'firing',
  'enemy-fire': 'enemyFire',
  boarding: 'boarding',
  escape: 'escape',
  recharge: 'recharge',
} as const satisfies Record<TurnPhase, string>;

/** Where the chart goes once `phase` is finished: the state of the next phase in the list's order. */
export function nextPhaseTarget(phase: TurnPhase) {
  return `#spaceCombat.${STATE_OF_PHASE[phaseAfter(phase)]}` as const;
}

/** Who boards whom, for the boarding machine; `boardingWaiting` let the chart in only with a target. */
export function boardingInput({ context }: { readonly context: SpaceCombatContext }) {
  const uid = boardingShipOf(context);
  const party = uid === null ? null : boardingParty(context.combat, uid);
  if (party === null) throw new Error('No boarding to fight.');
  return party;
}
