import { assign, setup } from 'xstate';
import { afterSpaceCombat } from '../../../src/rules/kraken/space/combatAfter';
import {
  answerRoll,
  beginSpaceCombat,
  decide,
  decisionRefusal,
  owed,
  resolveBoarding,
} from '../../../src/rules/kraken/space/combatFlow';
import type { DecisionStep, SpaceCombat } from '../../../src/rules/kraken/space/combatTypes';
import { boardingParty } from '../../../src/rules/kraken/space/boardingFlow';
import { AWAITING_DICE } from '../../core/diceRequest';
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
 * A Space Kraken space combat (§10), its seven sub-phases looped until the combat is resolved, in the
 * ground-combat shape: `route` reads what the combat owes (`owed`, combatFlow.ts) and goes to the one state
 * that waits for it — a decision of one sub-phase, a die (`rolling`), or a boarding, which this machine
 * invokes as a child (`boarding.machine.ts`) and takes back through its output. Every rule is a function of
 * src/rules/kraken/space; every die is a dice request; the result leaves through `output`.
 */

const decided = (target: string) => ({ guard: 'decisionAllowed', target, actions: 'decide' }) as const;

/** The enemy ship whose boarding is fought next, when the combat knows it (or the player chose it). */
export function boardingTarget(context: SpaceCombatContext): string | null {
  const p = context.combat.pending;
  if (p.kind !== 'boarding') return null;
  if (p.request.side === 'ours') return p.request.enemyUid;
  if (context.boardingShip !== null && p.request.candidates.includes(context.boardingShip))
    return context.boardingShip;
  return p.request.candidates.length === 1 ? (p.request.candidates[0] ?? null) : null;
}

function stepOf(combat: SpaceCombat): DecisionStep | null {
  const o = owed(combat);
  return o.kind === 'decide' ? o.step : null;
}

export const spaceCombatMachine = setup({
  types: {
    context: {} as SpaceCombatContext,
    events: {} as SpaceCombatEvent,
    input: {} as SpaceCombatMachineInput,
    output: {} as SpaceCombatOutput,
    meta: {} as StateMeta,
  },
  actors: { boarding: boardingMachine },
  guards: {
    over: ({ context }: SpaceCombatArgs) => owed(context.combat).kind === 'over',
    rolls: ({ context }: SpaceCombatArgs) => owed(context.combat).kind === 'roll',
    boardingKnown: ({ context }: SpaceCombatArgs) => boardingTarget(context) !== null,
    boardingOpen: ({ context }: SpaceCombatArgs) => owed(context.combat).kind === 'boarding',
    step: ({ context }: SpaceCombatArgs, step: DecisionStep) => stepOf(context.combat) === step,
    decisionAllowed: ({ context, event }: SpaceCombatArgs) =>
      event.type !== 'dice.answer' &&
      event.type !== 'boarding.order' &&
      decisionRefusal(context.combat, event) === null,
    orderAllowed: ({ context, event }: SpaceCombatArgs) => {
      const p = context.combat.pending;
      return (
        event.type === 'boarding.order' &&
        p.kind === 'boarding' &&
        p.request.side === 'theirs' &&
        p.request.candidates.includes(event.enemyUid)
      );
    },
    answerFits: ({ context, event }: SpaceCombatArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    decide: assign(({ context, event }: SpaceCombatArgs) =>
      event.type === 'dice.answer' || event.type === 'boarding.order'
        ? {}
        : { combat: decide(context.combat, event) },
    ),
    order: assign(({ event }: SpaceCombatArgs) =>
      event.type === 'boarding.order' ? { boardingShip: event.enemyUid } : {},
    ),
    askDie: assign(({ context }: SpaceCombatArgs) => {
      const o = owed(context.combat);
      if (o.kind !== 'roll') return { diceRequest: null };
      return { diceRequest: requestFor(o.roll.need, `space-${context.seq}`), seq: context.seq + 1 };
    }),
    takeDie: assign(({ context, event }: SpaceCombatArgs) => {
      if (event.type !== 'dice.answer') return {};
      return { combat: answerRoll(context.combat, event.faces[0]?.[0] ?? 1), diceRequest: null };
    }),
  },
}).createMachine({
  id: 'spaceCombat',
  context: ({ input }) => ({
    combat: beginSpaceCombat({
      row: input.row,
      ship: input.ship,
      catalogue: {
        systems: new Map(input.systems.map((s) => [s.id, s])),
        hulls: new Map(input.hulls.map((h) => [h.id, h])),
      },
      crew: input.crew,
      ...(input.magazines === undefined ? {} : { magazines: input.magazines }),
    }),
    diceRequest: null,
    seq: 1,
    boardingShip: null,
  }),
  output: ({ context }) => afterSpaceCombat(context.combat),
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: 'over', target: 'over' },
        { guard: 'rolls', target: 'rolling' },
        { guard: 'boardingKnown', target: 'boarding' },
        { guard: 'boardingOpen', target: 'boardingOrder' },
        { guard: { type: 'step', params: 'objectives' }, target: 'objectives' },
        { guard: { type: 'step', params: 'fire' }, target: 'fire' },
        { guard: { type: 'step', params: 'reroll' }, target: 'reroll' },
        { guard: { type: 'step', params: 'evade' }, target: 'evade' },
        { guard: { type: 'step', params: 'shield-pick' }, target: 'shieldPick' },
        { guard: { type: 'step', params: 'board' }, target: 'board' },
        { guard: { type: 'step', params: 'escape' }, target: 'escape' },
        { target: 'drones' },
      ],
    },
    rolling: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'A roll of the space combat is waiting: its purpose, the number to reach and the odds are on the dice tray.',
        rule: 'kraken.space-combat',
      },
      entry: 'askDie',
      on: { 'dice.answer': { guard: 'answerFits', target: 'route', actions: 'takeDie' } },
    },
    // Sub-phase 2: objectives strictly left to right, and repairs (T9), with crew not yet used this turn.
    objectives: {
      meta: {
        prompt:
          'Sub-phase 2: send unused crew at the next objective (their attribute added up, plus a d6; a 1 always fails), or at a repair (T9: one damaged system or 3 SP). Each crew member acts once a turn. Done when you have nobody more to send.',
        rule: 'kraken.objective-check',
      },
      on: {
        'objective.try': decided('route'),
        'repair.try': decided('route'),
        'objectives.done': decided('route'),
      },
    },
    // Sub-phase 3: up to 4 working weapons and their targets, all chosen before any shot.
    fire: {
      meta: {
        prompt:
          'Sub-phase 3: designate up to 4 weapons and their targets (more than one target needs a working Target System), and whether an OC weapon bursts for 2 extra ammo. Targets are fixed once you fire. Or hold fire.',
        rule: 'kraken.space-fire',
      },
      on: { fire: decided('route') },
    },
    reroll: {
      meta: {
        prompt:
          'That shot missed. An unused crew member may throw its die once more (one re-roll per weapon this turn), or let the miss stand.',
        rule: 'kraken.space-fire',
      },
      on: { reroll: decided('route'), 'reroll.skip': decided('route') },
    },
    evade: {
      meta: {
        prompt:
          'An enemy shot hits. With Maneuver Engines you may try to evade once this turn: up to two unused pilots, half their Tech added up plus a d6, 8 or more avoids all its damage (a 1 fails). Or take the hit.',
        rule: 'kraken.evade',
      },
      on: { evade: decided('route'), 'evade.skip': decided('route') },
    },
    shieldPick: {
      meta: {
        prompt: 'The hit damaged a shield system: choose which of your shield systems takes it.',
        rule: 'kraken.ship-damage',
      },
      on: { 'shield.pick': decided('route') },
    },
    board: {
      meta: {
        prompt:
          'Sub-phase 5: you may board one crewed enemy ship whose shields are at 3 or less, sending any unused crew. Or stay aboard.',
        rule: 'kraken.boarding',
      },
      on: { board: decided('route'), 'board.skip': decided('route') },
    },
    boardingOrder: {
      meta: {
        prompt:
          'Several enemy ships board you (the Combat command): choose which boarding party you fight first.',
        rule: 'kraken.timeline',
      },
      on: {
        'boarding.order': { guard: 'orderAllowed', target: 'route', actions: 'order' },
      },
    },
    boarding: {
      meta: {
        prompt:
          'A boarding combat is under way: it runs with its own choices, three rounds at most, then the space combat goes on.',
        rule: 'kraken.boarding-loop',
      },
      invoke: {
        id: 'boarding',
        src: 'boarding',
        input: ({ context }) => {
          const uid = boardingTarget(context);
          const party = uid === null ? null : boardingParty(context.combat, uid);
          // `boardingKnown` let the machine in only with a target; no party here is a bug.
          if (party === null) throw new Error('No boarding to fight.');
          return party;
        },
        onDone: {
          target: 'route',
          actions: assign(({ context, event }) => {
            const uid = boardingTarget(context);
            if (uid === null) return {};
            return { combat: resolveBoarding(context.combat, uid, event.output), boardingShip: null };
          }),
        },
      },
    },
    escape: {
      meta: {
        prompt:
          'Sub-phase 6: try to escape? A d20 plus the Tech of every unused crew member must reach 20 (15 after a failed try in this combat). An escape counts as a lost flight.',
        rule: 'kraken.escape-space-combat',
      },
      on: { escape: decided('route'), 'escape.skip': decided('route') },
    },
    drones: {
      meta: {
        prompt:
          'Sub-phase 7: shields recharge. Your Repair Drones may mend one damaged system or 3 SP now, or skip.',
        rule: 'kraken.space-recharge',
      },
      on: { drones: decided('route'), 'drones.skip': decided('route') },
    },
    over: { type: 'final' },
  },
});

export type SpaceCombatMachine = typeof spaceCombatMachine;
