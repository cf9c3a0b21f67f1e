import type { StandardAbility } from '../../../src/content/schemas/ship';
import type { BoardingCrew, BoardingSide } from '../../../src/rules/kraken/space/boarding';
import type { BoardingDecision, BoardingFight } from '../../../src/rules/kraken/space/boardingFlow';
import type { BoardingOutcome } from '../../../src/rules/kraken/space/combatTypes';
import type { DiceAnswerEvent, DiceRequest } from '../../core/diceRequest';

/** The boarding machine's types (Space Kraken §10 phase 5). The fight is plain data of boardingFlow.ts. */
export interface BoardingInput {
  readonly side: BoardingSide;
  readonly crew: readonly BoardingCrew[];
  /** The enemy ship's crew now (the 2 who stay behind are taken off inside when they board you). */
  readonly enemyCrew: number;
  /** Your ship's working standard systems (Boarding Armory, Onboard Defense). */
  readonly abilities: readonly StandardAbility[];
  /** The enemy ship's name, for the prompts. */
  readonly enemyName: string;
}

export interface BoardingContext {
  readonly fight: BoardingFight;
  readonly enemyName: string;
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

export type BoardingOutput = BoardingOutcome;

export type BoardingEvent = BoardingDecision | DiceAnswerEvent;

export interface BoardingArgs {
  readonly context: BoardingContext;
  readonly event: BoardingEvent;
}
