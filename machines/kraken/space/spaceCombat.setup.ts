import { assign, setup } from 'xstate';
import { boardingParty } from '../../../src/rules/kraken/space/boardingFlow';
import { openBoarding } from '../../../src/rules/kraken/space/combatBoarding';
import { openEnemyFire } from '../../../src/rules/kraken/space/combatEnemyFire';
import { openEscape } from '../../../src/rules/kraken/space/combatEscape';
import { openFire } from '../../../src/rules/kraken/space/combatFire';
import {
  applyBoarding,
  applyDecision,
  applyFace,
  decisionRefusal,
  owed,
} from '../../../src/rules/kraken/space/combatFlow';
import { openObjectives } from '../../../src/rules/kraken/space/combatObjectives';
import { openRecharge } from '../../../src/rules/kraken/space/combatRecharge';
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
import { beginTurn } from '../../../src/rules/kraken/space/combatTimeline';
import type {
  BoardingOutcome,
  DecisionStep,
  PendingRoll,
  SpaceCombat,
} from '../../../src/rules/kraken/space/combatTypes';
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

/** An entry action: a phase's rules open it (what it asks first, or that it has nothing to ask). */
const opens =
  (open: (c: SpaceCombat) => SpaceCombat) =>
  ({ context }: SpaceCombatArgs): Patch => ({ combat: open(context.combat) });

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
    beginTurn: assign(opens(beginTurn)),
    openObjectives: assign(opens(openObjectives)),
    openFire: assign(opens(openFire)),
    openEnemyFire: assign(opens(openEnemyFire)),
    openBoarding: assign(opens(openBoarding)),
    openEscape: assign(opens(openEscape)),
    openRecharge: assign(opens(openRecharge)),
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
    takeDie: assign(({ context, event }: SpaceCombatArgs): Patch => {
      if (event.type !== 'dice.answer') return {};
      return { combat: applyFace(context.combat, event.faces[0]?.[0] ?? 1), diceRequest: null };
    }),
  },
});

/** Who boards whom, for the boarding machine; `boardingWaiting` let the chart in only with a target. */
export function boardingInput({ context }: { readonly context: SpaceCombatContext }) {
  const uid = boardingShipOf(context);
  const party = uid === null ? null : boardingParty(context.combat, uid);
  if (party === null) throw new Error('No boarding to fight.');
  return party;
}
