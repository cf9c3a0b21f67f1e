import { assign, setup } from 'xstate';
import { z } from 'zod';
import { AWAITING_DICE, type DiceAnswerEvent, type DiceRequest } from '../../../machines/core/diceRequest';
import type { StateMeta } from '../../../machines/core/meta';
import { requestFor } from '../../../machines/core/roll';
import { validateAnswer } from '../../../machines/core/validateAnswer';
import type { ModeDefinition } from '../mode';

/**
 * A throwaway three-level game for testing the session's actor tree: a campaign invokes a patrol, which
 * invokes a duel, and each of the three rolls its own dice. It has no rules worth the name; it exists so the
 * nesting test and the `nesting` bench can prove that undo, replay, checkpoints and saves work across levels
 * without depending on any real game's machines.
 */

const d6Need = (purpose: string, target: number) =>
  ({
    purpose,
    rule: 'general.manual-dice',
    odds: (7 - target) / 6,
    groups: [{ label: purpose, spec: { count: 1, die: 'd6', read: 'sum' } }],
    target,
  }) as const;

const waiting = (seq: number, key: string, purpose: string, target: number): DiceRequest =>
  requestFor(d6Need(purpose, target), `${key}-${seq}`);

type Answer = DiceAnswerEvent;
const face = (event: { type: string }): number =>
  event.type === 'dice.answer' ? ((event as Answer).faces[0]?.[0] ?? 0) : 0;

interface Rolling {
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

/** Level 3: a duel of up to three shots, each a d6 hitting on 4+. */
export const duelMachine = setup({
  types: {
    context: {} as Rolling & { readonly shots: number; readonly hits: number },
    events: {} as { type: 'duel.shoot' } | { type: 'duel.stop' } | Answer,
    input: {} as { readonly start: number },
    output: {} as number,
    meta: {} as StateMeta,
  },
  guards: {
    fits: ({ context, event }) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
    spent: ({ context }) => context.shots >= 3,
  },
}).createMachine({
  id: 'duel',
  context: ({ input }) => ({ shots: 0, hits: 0, diceRequest: null, seq: input.start }),
  initial: 'aiming',
  output: ({ context }) => context.hits,
  states: {
    aiming: {
      meta: { prompt: 'Duel: shoot (4+ hits) or stop.', rule: 'general.manual-dice' },
      always: { guard: 'spent', target: 'over' },
      on: { 'duel.shoot': 'shooting', 'duel.stop': 'over' },
    },
    shooting: {
      tags: [AWAITING_DICE],
      meta: { prompt: 'Duel: the shot is rolled.', rule: 'general.manual-dice' },
      entry: assign(({ context }) => ({
        diceRequest: waiting(context.seq, 'duel', 'Shot', 4),
        seq: context.seq + 1,
      })),
      on: {
        'dice.answer': {
          guard: 'fits',
          target: 'aiming',
          actions: assign(({ context, event }) => ({
            shots: context.shots + 1,
            hits: context.hits + (face(event) >= 4 ? 1 : 0),
            diceRequest: null,
          })),
        },
      },
    },
    over: { type: 'final' },
  },
});

/** Level 2: a patrol scouts (a d6 for what it finds) and may fight duels; it reports its hits. */
export const patrolMachine = setup({
  types: {
    context: {} as Rolling & { readonly found: number; readonly hits: number },
    events: {} as { type: 'patrol.scout' } | { type: 'patrol.engage' } | { type: 'patrol.end' } | Answer,
    input: {} as { readonly start: number },
    output: {} as { readonly found: number; readonly hits: number },
    meta: {} as StateMeta,
  },
  actors: { duel: duelMachine },
  guards: {
    fits: ({ context, event }) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
}).createMachine({
  id: 'patrol',
  context: ({ input }) => ({ found: 0, hits: 0, diceRequest: null, seq: input.start }),
  initial: 'moving',
  output: ({ context }) => ({ found: context.found, hits: context.hits }),
  states: {
    moving: {
      meta: { prompt: 'Patrol: scout, engage or go home.', rule: 'general.manual-dice' },
      on: { 'patrol.scout': 'scouting', 'patrol.engage': 'engaged', 'patrol.end': 'home' },
    },
    scouting: {
      tags: [AWAITING_DICE],
      meta: { prompt: 'Patrol: the scouting roll.', rule: 'general.manual-dice' },
      entry: assign(({ context }) => ({
        diceRequest: waiting(context.seq, 'scout', 'Scout', 5),
        seq: context.seq + 1,
      })),
      on: {
        'dice.answer': {
          guard: 'fits',
          target: 'moving',
          actions: assign(({ context, event }) => ({
            found: context.found + face(event),
            diceRequest: null,
          })),
        },
      },
    },
    engaged: {
      invoke: {
        id: 'duel',
        src: 'duel',
        input: ({ context }) => ({ start: context.seq * 10 }),
        onDone: {
          target: 'moving',
          actions: assign(({ context, event }) => ({
            hits: context.hits + event.output,
            seq: context.seq + 1,
          })),
        },
      },
    },
    home: { type: 'final' },
  },
});

export interface CampaignContext extends Rolling {
  readonly turn: number;
  readonly morale: number;
  readonly found: number;
  readonly hits: number;
}

/** Level 1: a campaign turn rolls its morale (2d6 … here one d6) and may send out a patrol. */
export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as { type: 'turn.morale' } | { type: 'turn.patrol' } | { type: 'turn.end' } | Answer,
    meta: {} as StateMeta,
  },
  actors: { patrol: patrolMachine },
  guards: {
    fits: ({ context, event }) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
}).createMachine({
  id: 'campaign',
  context: { turn: 1, morale: 0, found: 0, hits: 0, diceRequest: null, seq: 1 },
  initial: 'turn',
  states: {
    turn: {
      meta: { prompt: 'Campaign: roll morale, send a patrol or end the turn.', rule: 'general.manual-dice' },
      on: {
        'turn.morale': 'morale',
        'turn.patrol': 'patrolling',
        'turn.end': { actions: assign(({ context }) => ({ turn: context.turn + 1 })) },
      },
    },
    morale: {
      tags: [AWAITING_DICE],
      meta: { prompt: 'Campaign: the morale roll.', rule: 'general.manual-dice' },
      entry: assign(({ context }) => ({
        diceRequest: waiting(context.seq, 'morale', 'Morale', 3),
        seq: context.seq + 1,
      })),
      on: {
        'dice.answer': {
          guard: 'fits',
          target: 'turn',
          actions: assign(({ context, event }) => ({
            morale: context.morale + face(event),
            diceRequest: null,
          })),
        },
      },
    },
    patrolling: {
      invoke: {
        id: 'patrol',
        src: 'patrol',
        input: ({ context }) => ({ start: context.seq * 100 }),
        onDone: {
          target: 'turn',
          actions: assign(({ context, event }) => ({
            found: context.found + event.output.found,
            hits: context.hits + event.output.hits,
            seq: context.seq + 1,
          })),
        },
      },
    },
  },
});

const decision = z.object({ type: z.string() });

/** The three-level game as a mode the session can run. */
export const nestingMode: ModeDefinition<typeof campaignMachine> = {
  id: 'test-nesting',
  system: 'general',
  title: 'Nesting test',
  machine: campaignMachine,
  inputSchema: z.undefined(),
  decisionSchema: decision,
  choices: () => [],
  explainRefusal: (_snapshot, event) => `Not now: ${event.type}.`,
  invariants: () => [],
  narrate: (log) =>
    log.map((entry) => (entry.kind === 'decision' ? entry.event.type : entry.faces.join(','))),
  describe: () => 'Nesting test',
};

/** Every decision word of the three levels: a bot picks among those the active machine accepts. */
export const NESTING_DECISIONS = [
  'turn.morale',
  'turn.patrol',
  'turn.end',
  'patrol.scout',
  'patrol.engage',
  'patrol.end',
  'duel.shoot',
  'duel.stop',
] as const;
