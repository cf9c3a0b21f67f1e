import type { FringeDecision } from '../../src/rules/fringe/decisions';
import type { Battle, BattleSetup, Outcome } from '../../src/rules/fringe/types';
import type { DiceAnswerEvent, DiceRequest } from '../core/diceRequest';

/**
 * The Fringe battle machine's types. The battle is plain data (`Battle`, src/rules/fringe/types.ts) changed
 * only by the kernel's pure functions; the machine adds the dice request waiting now and the counter that
 * keeps request ids deterministic (`fringe-1`, `fringe-2` …).
 */
export interface FringeBattleContext {
  readonly battle: Battle;
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

export type FringeBattleInput = BattleSetup;
export type FringeBattleEvent = FringeDecision | DiceAnswerEvent;

export interface FringeBattleOutput {
  readonly outcome: Outcome | null;
  readonly battle: Battle;
}

export interface FringeBattleArgs {
  readonly context: FringeBattleContext;
  readonly event: FringeBattleEvent;
}
