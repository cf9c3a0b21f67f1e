import { assign, setup } from 'xstate';
import { answer, decide, owed, refusal, startBattle } from '../../src/rules/fringe/engine';
import type { DecisionStep } from '../../src/rules/fringe/refusal';
import type { Battle } from '../../src/rules/fringe/types';
import { AWAITING_DICE } from '../core/diceRequest';
import type { StateMeta } from '../core/meta';
import { requestFor } from '../core/roll';
import { validateAnswer } from '../core/validateAnswer';
import type {
  FringeBattleArgs,
  FringeBattleContext,
  FringeBattleEvent,
  FringeBattleInput,
  FringeBattleOutput,
} from './battle.types';

/**
 * A Fringe battle on the depth board, in the house shape: `route` reads what the battle owes (`owed`,
 * src/rules/fringe/engine.ts) and goes to the one state that waits for it — a set-up decision (Duplicator,
 * Snooper Bot), a figure's activation, the enemy's turn (solo), the review of a roll that went against a
 * player (story points, Lucky shot!), or a die (`rolling`).
 *
 * Brawls are resolved at once in the nested `brawl` state (its own `rolling` and the winner's 2" move), not
 * in an invoked child: a brawl's hits, saving throws, Luck dives and push-backs change the same figures and
 * the same queue of owed steps as the rest of the battle, and a story point may re-roll any of its dice, so a
 * child would have to copy the whole battle in and out. The nested state gives the brawl its own prompts and
 * rule while the kernel's queue keeps one source of truth.
 */

/** A brawl is under way: its chain of steps is still in the queue, or its winner may move. */
export function inBrawl(b: Battle): boolean {
  return (
    b.winnerMove !== null ||
    b.queue.some((s) => s.kind === 'brawl' || s.kind === 'brawlPick' || s.kind === 'brawlAfter')
  );
}

const stepIs = (context: FringeBattleContext, step: DecisionStep) => {
  const o = owed(context.battle);
  return o.kind === 'decide' && o.step === step;
};

const decided = { guard: 'decisionAllowed', target: '#fringeBattle.route', actions: 'decide' } as const;

/** The decisions every player step accepts besides its own: the once-per-campaign options. */
const campaign = { 'campaign.time-to-go': decided, 'campaign.mate': decided } as const;

export const fringeBattleMachine = setup({
  types: {
    context: {} as FringeBattleContext,
    events: {} as FringeBattleEvent,
    input: {} as FringeBattleInput,
    output: {} as FringeBattleOutput,
    meta: {} as StateMeta,
  },
  guards: {
    over: ({ context }: FringeBattleArgs) => owed(context.battle).kind === 'over',
    rolls: ({ context }: FringeBattleArgs) => owed(context.battle).kind === 'roll',
    brawling: ({ context }: FringeBattleArgs) =>
      inBrawl(context.battle) && owed(context.battle).kind === 'roll',
    step: ({ context }: FringeBattleArgs, step: DecisionStep) => stepIs(context, step),
    decisionAllowed: ({ context, event }: FringeBattleArgs) =>
      event.type !== 'dice.answer' && refusal(context.battle, event) === null,
    answerFits: ({ context, event }: FringeBattleArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
  },
  actions: {
    decide: assign(({ context, event }: FringeBattleArgs) =>
      event.type === 'dice.answer' ? {} : { battle: decide(context.battle, event) },
    ),
    askDie: assign(({ context }: FringeBattleArgs) => {
      const o = owed(context.battle);
      if (o.kind !== 'roll') return { diceRequest: null };
      return { diceRequest: requestFor(o.need, `fringe-${context.seq}`), seq: context.seq + 1 };
    }),
    takeDie: assign(({ context, event }: FringeBattleArgs) =>
      event.type === 'dice.answer' ? { battle: answer(context.battle, event.faces), diceRequest: null } : {},
    ),
  },
}).createMachine({
  id: 'fringeBattle',
  context: ({ input }) => ({ battle: startBattle(input), diceRequest: null, seq: 1 }),
  output: ({ context }) => ({
    outcome: context.battle.stage.kind === 'over' ? context.battle.stage.outcome : null,
    battle: context.battle,
  }),
  initial: 'route',
  states: {
    route: {
      always: [
        { guard: 'over', target: 'over' },
        { guard: { type: 'step', params: 'review' }, target: 'review' },
        { guard: { type: 'step', params: 'winner' }, target: 'brawl.winner' },
        { guard: 'brawling', target: 'brawl.rolling' },
        { guard: 'rolls', target: 'rolling' },
        { guard: { type: 'step', params: 'duplicator' }, target: 'duplicator' },
        { guard: { type: 'step', params: 'snooper' }, target: 'snooper' },
        { guard: { type: 'step', params: 'enemy' }, target: 'enemy' },
        { target: 'activation' },
      ],
    },
    rolling: {
      tags: [AWAITING_DICE],
      meta: {
        prompt:
          'A roll of the battle is waiting: what it decides, the number to reach and its exact odds are on the dice tray. Throw it (or let the app roll).',
        rule: 'fringe.hit-roll',
      },
      entry: 'askDie',
      on: { 'dice.answer': { guard: 'answerFits', target: 'route', actions: 'takeDie' } },
    },
    brawl: {
      initial: 'rolling',
      states: {
        rolling: {
          tags: [AWAITING_DICE],
          meta: {
            prompt:
              'A brawl, resolved at once: each side throws a d6 (a K’Erin two, keeping the better) and adds Combat Skill and its weapon; the lower total takes a hit, a draw hits both. Then the hits, push-backs and any saves.',
            rule: 'fringe.brawling',
          },
          entry: 'askDie',
          on: { 'dice.answer': { guard: 'answerFits', target: '#fringeBattle.route', actions: 'takeDie' } },
        },
        winner: {
          meta: {
            prompt:
              'The brawl’s winner took its opponent out: it may move up to 2" in any direction, but not into a new brawl — click a spot on the board — or stay where it is.',
            rule: 'fringe.brawling',
          },
          on: { 'winner.move': decided, 'winner.stay': decided, 'campaign.time-to-go': decided },
        },
      },
    },
    review: {
      meta: {
        prompt:
          'That roll went against you. Spend a story point to roll it again (the new result stands), make a failed item roll work, or call Lucky shot! on a shot that just missed — or let it stand.',
        rule: 'fringe.story-points',
      },
      on: {
        'roll.accept': decided,
        'story.reroll': decided,
        'story.succeed': decided,
        'campaign.lucky-shot': decided,
        'campaign.time-to-go': decided,
      },
    },
    duplicator: {
      meta: {
        prompt:
          'Before the battle: a crew member carries a Duplicator. Copy one weapon or piece of gear your crew carries (not a Duplicator; it is used up), or keep it for later.',
        rule: 'fringe.gear',
      },
      on: { 'gear.duplicate': decided, 'gear.duplicate.skip': decided },
    },
    snooper: {
      meta: {
        prompt:
          'The battle penalizes your Seize the Initiative roll. Send the Snooper Bot ahead to ignore the penalty (a 1 on a D6 Damages it), or roll as you are.',
        rule: 'fringe.initiative',
      },
      on: { 'gear.snooper': decided, 'gear.snooper.skip': decided },
    },
    activation: {
      meta: {
        prompt:
          'A figure of yours acts: move (up to its Speed, Dash for 2" more without a Combat Action; click the board), shoot or Panic Fire, acquire a Notable sight it touches, or end its activation. Moving into contact starts a brawl.',
        rule: 'fringe.battle-round',
      },
      on: {
        'figure.move': decided,
        'figure.shoot': decided,
        'figure.panic': decided,
        'figure.sight': decided,
        'figure.end': decided,
        ...campaign,
      },
    },
    enemy: {
      meta: {
        prompt:
          'An enemy figure acts by its behaviour (charge, shoot, advance or hold, in the order its band follows). Let it act; its rolls come to the dice tray.',
        rule: 'fringe.enemy-behaviour',
      },
      on: { 'enemy.go': decided, ...campaign },
    },
    over: { type: 'final' },
  },
});

export type FringeBattleMachine = typeof fringeBattleMachine;
