import type { DiceSource } from '../../machines/core/diceRequest';

/**
 * The log is the game: a set-up plus the ordered list of these entries. A decision is a player's intent as
 * the machine received it; a dice entry is the answer to a dice request, with the faces and who produced them.
 */
export interface DecisionEntry {
  readonly kind: 'decision';
  readonly event: { readonly type: string } & Readonly<Record<string, unknown>>;
  /**
   * The child ids from the root to the machine that took the decision (a crawl's `groundCombat`, a space
   * combat's boarding); absent for the root. Replay checks the game waits in that same machine.
   */
  readonly path?: readonly string[];
}

export interface DiceEntry {
  readonly kind: 'dice';
  readonly requestId: string;
  readonly faces: readonly (readonly number[])[];
  readonly source: DiceSource;
  /** The child ids from the root to the machine that asked for the dice; absent for the root. */
  readonly path?: readonly string[];
}

export type LogEntry = DecisionEntry | DiceEntry;

/** The set-up of a game: which mode, the seed of its one random stream, and the machine's input. */
export interface GameSetup {
  readonly mode: string;
  readonly seed: string;
  readonly input: unknown;
}

/** Index of the last player decision, or -1. Undo removes it and everything logged after it. */
export function lastDecisionIndex(log: readonly LogEntry[]): number {
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]?.kind === 'decision') return i;
  }
  return -1;
}
