/**
 * Space Kraken §6 skipping a story line (kraken.story-lines): one line may be skipped each turn, never a line
 * that was skipped the turn before.
 */
export interface SkipRecord {
  /** The slot skipped this turn, or null. */
  readonly thisTurn: number | null;
  /** The slot skipped on the previous turn, or null. */
  readonly lastTurn: number | null;
}

export const NO_SKIPS: SkipRecord = { thisTurn: null, lastTurn: null };

/** Why the line in `slot` may not be skipped now (the rule's words), or null when it may. */
export function skipRefusal(skips: SkipRecord, slot: number): string | null {
  if (skips.thisTurn !== null) return 'One story line has been skipped this turn already: only one may be.';
  if (skips.lastTurn === slot)
    return 'This story line was skipped last turn: it must be activated this turn.';
  return null;
}

export function skipLine(skips: SkipRecord, slot: number): SkipRecord {
  return { ...skips, thisTurn: slot };
}

/** A new turn: this turn's skip becomes last turn's. */
export function nextTurnSkips(skips: SkipRecord): SkipRecord {
  return { thisTurn: null, lastTurn: skips.thisTurn };
}
