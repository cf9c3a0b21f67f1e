import type { DecisionStep, PendingRoll, SpaceCombat } from './combatTypes';

/**
 * The questions the space-combat machine's chart asks at its choice points (Space Kraken §10;
 * kraken.space-combat). The chart holds the order of the seven sub-phases; each phase's rules open it and
 * leave in the combat data what it waits for now — a die, a decision, a boarding — or that it is finished.
 * Every function is pure and reads the combat only.
 */

/** The combat has ended (a win, a loss, an escape), whatever phase it was in. */
export function combatOver(c: SpaceCombat): boolean {
  return c.pending.kind === 'over';
}

/** The phase under way has nothing more to ask: the chart goes on to the next one. */
export function phaseFinished(c: SpaceCombat): boolean {
  return c.pending.kind === 'open';
}

/** A die of this purpose is waiting. */
export function rollWaiting(c: SpaceCombat, kind: PendingRoll['kind']): boolean {
  return c.pending.kind === 'roll' && c.pending.roll.kind === kind;
}

/** This decision of the player's is waiting. */
export function decisionWaiting(c: SpaceCombat, step: DecisionStep): boolean {
  return c.pending.kind === 'decide' && c.pending.step === step;
}

/** A boarding is to be fought (yours in phase 5, or theirs under the Combat command). */
export function boardingWaiting(c: SpaceCombat): boolean {
  return c.pending.kind === 'boarding';
}

/** The enemy volley under way is the Attack command's (§10 phase 1), not phase 4's. */
export function attackVolley(c: SpaceCombat): boolean {
  return c.volley?.kind === 'attack';
}

/**
 * The enemy ship whose boarders are fought next: yours has one; of theirs, the one the player chose, or the
 * only one left (§10 Combat command: the player picks the order).
 */
export function boardingTarget(c: SpaceCombat, chosen: string | null): string | null {
  const p = c.pending;
  if (p.kind !== 'boarding') return null;
  if (p.request.side === 'ours') return p.request.enemyUid;
  if (chosen !== null && p.request.candidates.includes(chosen)) return chosen;
  return p.request.candidates.length === 1 ? (p.request.candidates[0] ?? null) : null;
}

/** Several enemy ships board you and none is chosen yet: the player picks which is fought first. */
export function boardingOrderOpen(c: SpaceCombat, chosen: string | null): boolean {
  return boardingWaiting(c) && boardingTarget(c, chosen) === null;
}

/** Under the Combat command, this ship is one of those boarding you, so it may be fought first. */
export function mayFightFirst(c: SpaceCombat, enemyUid: string): boolean {
  const p = c.pending;
  return p.kind === 'boarding' && p.request.side === 'theirs' && p.request.candidates.includes(enemyUid);
}
