import type { RepairTarget, SpaceCombat } from './combatTypes';
import {
  allObjectivesSolved,
  canAct,
  ended,
  liveEnemies,
  logged,
  phaseDone,
  totalsOf,
  wonAtTurnEnd,
} from './combatState';
import { repaired, repairTargetRefusal } from './combatObjectives';

/**
 * §10 phase 7, recharge (kraken.space-recharge), the repair drones (§11), and the loop's end checks
 * (kraken.space-combat-end). Shields, yours and theirs, gain their recharge up to their maximum, except the
 * enemies' under the Shields command; then every crew member is unused again.
 * Reading (kraken.space-recharge): the repair drones work after the shields recharge, before the marks are
 * cleared.
 */

export function openRecharge(c: SpaceCombat): SpaceCombat {
  const t = totalsOf(c);
  const shield = Math.min(t.shieldCapacity, c.shield + t.shieldRecharge);
  const enemies =
    c.command === 'shields'
      ? c.enemies
      : c.enemies.map((e) =>
          e.destroyed ? e : { ...e, shield: Math.min(e.def.shield, e.shield + e.def.recharge) },
        );
  const next = logged({ ...c, shield, enemies }, { kind: 'recharged', shield });
  if (dronesOffered(next)) return { ...next, pending: { kind: 'decide', step: 'drones' } };
  return endOfTurn(next);
}

/** Repair Drones work, and something is damaged or SP are short. */
export function dronesOffered(c: SpaceCombat): boolean {
  if (!totalsOf(c).abilities.has('repair-drones')) return false;
  return c.sp < totalsOf(c).maxSp || c.ship.fitted.some((f) => f.damaged);
}

export function dronesRefusal(c: SpaceCombat, target: RepairTarget): string | null {
  return repairTargetRefusal(c, target);
}

export function drones(c: SpaceCombat, target: RepairTarget): SpaceCombat {
  return endOfTurn(logged(repaired(c, target), { kind: 'drones', target }));
}

/** Game over and Time spare you when every enemy is destroyed or every objective solved. */
function spared(c: SpaceCombat): boolean {
  return liveEnemies(c).length === 0 || allObjectivesSolved(c);
}

/**
 * The loop's end: lost with no crew member able to act (or no SP, already ended when it happened); won
 * with the last objective solved, or with no objectives every enemy destroyed; then the timeline's
 * Game over, Time and Victory; else the next turn.
 * Reading (kraken.space-combat-end): "your last crew member" is lost when none is left conscious.
 */
export function endOfTurn(c: SpaceCombat): SpaceCombat {
  const next = { ...c, used: {} };
  if (!next.crew.some(canAct)) return ended(next, 'lost', 'crew-lost');
  if (next.sp <= 0) return ended(next, 'lost', 'ship-destroyed');
  if (wonAtTurnEnd(next))
    return ended(next, 'won', next.row.objectives.length > 0 ? 'objectives' : 'enemies-destroyed');
  if (next.command === 'game-over' && !spared(next)) return ended(next, 'lost', 'game-over-command');
  if (next.command === 'time' && !spared(next)) return ended(next, 'retreated', 'time-command');
  if (next.command === 'victory') return ended(next, 'won', 'victory-command');
  return phaseDone(next);
}
