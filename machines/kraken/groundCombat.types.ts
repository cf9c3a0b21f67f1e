import type { CombatDecision } from '../../src/rules/kraken/groundCombat/combatDecisions';
import type { Fight, FightInput, FightOutput } from '../../src/rules/kraken/groundCombat/combatTypes';
import type { DiceAnswerEvent, DiceRequest } from '../core/diceRequest';

/**
 * The ground-combat machine's types. The fight itself is plain data (`Fight`, src/rules/kraken/combatTypes)
 * changed only by the rules' pure functions; the machine adds the dice request waiting now and the counter
 * that keeps request ids deterministic (`gc-1`, `gc-2` …).
 */
export interface GroundCombatContext {
  readonly fight: Fight;
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

export type GroundCombatInput = FightInput;
export type GroundCombatOutput = FightOutput;
export type GroundCombatEvent = CombatDecision | DiceAnswerEvent;
export type GroundCombatDecision = CombatDecision;

/** What guards and assigners see. */
export interface GroundCombatArgs {
  readonly context: GroundCombatContext;
  readonly event: GroundCombatEvent;
}
