import { assign, setup } from 'xstate';
import { answer, decide, owed, refusal, resolve } from '../../src/rules/fringe/engine';
import * as phases from '../../src/rules/fringe/phases';
import type { Battle } from '../../src/rules/fringe/types';
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

type Patch = Partial<FringeBattleContext>;

/** A guard: a question the rules answer about the battle. */
const ask =
  (question: (b: Battle) => boolean) =>
  ({ context }: FringeBattleArgs): boolean =>
    question(context.battle);

/** A guard: the queue's head is a roll of this kind. */
const rollOf =
  (kind: phases.RollKind) =>
  ({ context }: FringeBattleArgs): boolean =>
    phases.rollOwed(context.battle, kind);

/** An action: one phase step of the rules, then the queue of owed steps it starts. */
const step =
  (fn: (b: Battle) => Battle) =>
  ({ context }: FringeBattleArgs): Patch => ({ battle: resolve(fn(context.battle)) });

/**
 * The named guards and actions of the Fringe battle machine. Each guard is one call into
 * src/rules/fringe/phases.ts (or the kernel's refusal); each action one rule: a phase step, a decision, the
 * dice request for the roll owed now, or the faces of that roll.
 */
export const fringeBattleSetup = setup({
  types: {
    context: {} as FringeBattleContext,
    events: {} as FringeBattleEvent,
    input: {} as FringeBattleInput,
    output: {} as FringeBattleOutput,
    meta: {} as StateMeta,
  },
  guards: {
    decisionAllowed: ({ context, event }: FringeBattleArgs) =>
      event.type !== 'dice.answer' && refusal(context.battle, event) === null,
    answerFits: ({ context, event }: FringeBattleArgs) =>
      event.type === 'dice.answer' && validateAnswer(context.diceRequest, event) === null,
    battleOver: ask(phases.battleOver),
    reviewOwed: ask(phases.reviewOwed),
    winnerMoveOwed: ask(phases.winnerMoveOwed),
    duplicatorOffered: ask(phases.duplicatorOffered),
    snooperOffered: ask(phases.snooperOffered),
    roundBegun: ask(phases.roundBegun),
    activationEnded: ask(phases.activationEnded),
    enemyActs: ask(phases.enemyActs),
    roundDone: ask(phases.roundDone),
    lastRoundPlayed: ask(phases.lastRoundPlayed),
    snooperRollOwed: rollOf('snooper'),
    initiativeRollOwed: rollOf('initiative'),
    endangerRollOwed: rollOf('endanger'),
    shotRollOwed: rollOf('shot'),
    hitRollOwed: rollOf('hit'),
    saveRollOwed: rollOf('save'),
    luckRollOwed: rollOf('luck'),
    brawlRollOwed: rollOf('brawl'),
    pickRollOwed: rollOf('brawlPick'),
  },
  actions: {
    decide: assign(({ context, event }: FringeBattleArgs) =>
      event.type === 'dice.answer' ? {} : { battle: decide(context.battle, event) },
    ),
    askDie: assign(({ context }: FringeBattleArgs): Patch => {
      const o = owed(context.battle);
      if (o.kind !== 'roll') return { diceRequest: null };
      return { diceRequest: requestFor(o.need, `fringe-${context.seq}`), seq: context.seq + 1 };
    }),
    takeDie: assign(({ context, event }: FringeBattleArgs) =>
      event.type === 'dice.answer' ? { battle: answer(context.battle, event.faces), diceRequest: null } : {},
    ),
    passDuplicator: assign(step(phases.passDuplicator)),
    toInitiative: assign(step(phases.toInitiative)),
    initiativeNegated: assign(step(phases.initiativeNegated)),
    activateNext: assign(step(phases.activateNext)),
    nextRound: assign(step(phases.nextRound)),
    endOnTime: assign(step(phases.endOnTime)),
  },
});
