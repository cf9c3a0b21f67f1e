import type { BoardingCrew } from '../../space/boarding';
import type { CrewTask, Pending, SpaceEnd, SpaceOutcome } from '../../space/combatTypes';
import type { FastCrew, FastEnemy, FastFitted, FastSpace } from './simulateFastState';

/**
 * The look-ups of `combatState.ts` (and boardingFlow.ts `boardingCrewOf`) on the fast simulator's state:
 * who can act, who is unused, enemies by uid, active enemy shields, the win checks, phases and the end.
 */

export function crewById(s: FastSpace, id: string): FastCrew | undefined {
  return s.crew.find((m) => m.base.id === id);
}

/** Conscious and alive (`canAct`, Reading kraken.space-combat). */
export function canAct(m: FastCrew): boolean {
  return m.conscious && m.dead !== true;
}

/** `unusedCrew`: able to act and not yet used this turn (§10). */
export function unusedCrew(s: FastSpace): FastCrew[] {
  return s.crew.filter((m) => canAct(m) && s.used[m.base.id] === undefined);
}

export function unusedCount(s: FastSpace): number {
  let n = 0;
  for (const m of s.crew) if (canAct(m) && s.used[m.base.id] === undefined) n += 1;
  return n;
}

export function markUsed(s: FastSpace, ids: readonly string[], task: CrewTask): void {
  for (const id of ids) s.used[id] = task;
}

/** A crew member as the boarding kernel reads them (boardingFlow.ts `boardingCrewOfSpace`). */
export function boardingCrewOf(m: FastCrew): BoardingCrew {
  const condition = m.dead === true ? 'killed' : m.conscious ? 'conscious' : 'unconscious';
  const { id, name, ranged, melee } = m.base;
  return { id, name, hp: m.hp, condition, ranged, melee };
}

export function enemyByUid(s: FastSpace, uid: string): FastEnemy | undefined {
  return s.enemies.find((e) => e.uid === uid);
}

export function liveCount(s: FastSpace): number {
  let n = 0;
  for (const e of s.enemies) if (!e.destroyed) n += 1;
  return n;
}

/** `activeEnemyShield`: none under the Shields command (Reading kraken.timeline). */
export function activeEnemyShield(s: FastSpace, e: FastEnemy): number {
  return s.command === 'shields' ? 0 : e.shield;
}

export function fittedById(s: FastSpace, id: string): FastFitted | undefined {
  const f = s.fittedById.get(id);
  if (f === undefined || f.present) return f;
  // A later system with the same id (ids are unique in play; this keeps the kernel's `find` exactly).
  return s.fitted.find((g) => g.present && g.base.id === id);
}

/** `allObjectivesSolved`. */
export function allSolved(s: FastSpace): boolean {
  const objectives = s.start.row.objectives.length;
  return objectives > 0 && objectives - s.solved === 0;
}

/** `wonAtTurnEnd` (§10 Loop). */
export function wonAtTurnEnd(s: FastSpace): boolean {
  if (s.start.row.objectives.length > 0) return allSolved(s);
  return liveCount(s) === 0;
}

/** `phaseDone`: the phase under way has nothing more to ask. */
export function phaseDone(s: FastSpace): void {
  s.pending = OPEN;
}

export function ended(s: FastSpace, outcome: SpaceOutcome, by: SpaceEnd): void {
  s.phase = 'over';
  s.pending = OVER;
  s.outcome = outcome;
  s.endedBy = by;
}

/** `withinTotals` (Reading kraken.space-combat): SP and shield cut to what the working systems allow. */
export function withinTotals(s: FastSpace): void {
  s.sp = Math.min(s.sp, s.totals.maxSp);
  s.shield = Math.min(s.shield, s.totals.shieldCapacity);
}

export const OPEN: Pending = { kind: 'open' };
export const OVER: Pending = { kind: 'over' };
