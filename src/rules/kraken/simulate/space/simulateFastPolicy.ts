import type { SpaceDecision } from '../../space/combatFlow';
import type { Shot } from '../../space/combatTypes';
import type { FastCrew, FastSpace } from './simulateFastState';
import type { SpacePolicy } from './simulatePolicy';
import { enemyFighters, enemyPool, yourPool } from '../../space/boarding';
import { MAX_PILOTS } from '../../space/combatEnemyFire';
import { MAX_WEAPONS_FIRED, OVERCLOCK_AMMO } from '../../space/combatFire';
import { shieldOptions } from './simulateFastEnemyFire';
import { ammoAvailable, fireRefusal, readyWeapons } from './simulateFastFire';
import { activeEnemyShield, boardingCrewOf, enemyByUid, fittedById, unusedCrew } from './simulateFastLook';
import { boardable } from './simulateFastTurn';
import { picksFor } from './simulatePolicy';

/**
 * The policy of `simulatePolicy.ts` (`spaceDecision`) on the fast simulator's state: the same answer to
 * every decision, worked out the same way (the objective picks by the same function, `picksFor`).
 */

const byTechDown = (a: FastCrew, b: FastCrew): number => b.base.tech - a.base.tech;

function objectivesDecision(s: FastSpace, policy: SpacePolicy): SpaceDecision {
  const free = unusedCrew(s);
  if (free.length === 0) return { type: 'objectives.done' };
  // One repair a turn, first: only while nobody has been used yet this turn.
  if (s.sp <= policy.repairAtSp && s.sp < s.totals.maxSp && Object.keys(s.used).length === 0) {
    const mechanic = [...free].sort(byTechDown)[0];
    if (mechanic !== undefined)
      return { type: 'repair.try', crewIds: [mechanic.base.id], target: { kind: 'sp' } };
  }
  const picks = picksFor(
    s.start.row.objectives[s.solved],
    free.map((m) => m.base),
  );
  return picks.length > 0 ? { type: 'objective.try', picks } : { type: 'objectives.done' };
}

/** `weakestEnemy`: the live enemy with the fewest SP + active shield (sheet order on a tie). */
function weakestEnemy(s: FastSpace): string | null {
  let best: string | null = null;
  let bestValue = Infinity;
  for (const e of s.enemies) {
    if (e.destroyed) continue;
    const value = e.sp + activeEnemyShield(s, e);
    if (value < bestValue) {
      bestValue = value;
      best = e.uid;
    }
  }
  return best;
}

function fireDecision(s: FastSpace): SpaceDecision {
  const target = weakestEnemy(s);
  if (target === null) return { type: 'fire', shots: [] };
  const weapons = readyWeapons(s).slice(0, MAX_WEAPONS_FIRED);
  let shots: Shot[] = weapons.map((weaponId) => ({
    weaponId,
    targetUid: target,
    overclock:
      fittedById(s, weaponId)?.weapon?.overclock === true && ammoAvailable(s, weaponId) >= 1 + OVERCLOCK_AMMO,
  }));
  if (fireRefusal(s, shots) === null) return { type: 'fire', shots };
  shots = shots.map((x) => ({ ...x, overclock: false }));
  while (shots.length > 0 && fireRefusal(s, shots) !== null) shots = shots.slice(0, -1);
  return { type: 'fire', shots };
}

function boardDecision(s: FastSpace): SpaceDecision {
  const party = unusedCrew(s);
  const ours = yourPool(party.map(boardingCrewOf));
  let best: string | null = null;
  let bestMargin = 0;
  for (const uid of boardable(s)) {
    const enemy = enemyByUid(s, uid);
    if (enemy === undefined) continue;
    const margin = Math.max(1, ours) - enemyPool(enemyFighters('you-board', enemy.crew));
    if (margin > bestMargin) {
      bestMargin = margin;
      best = uid;
    }
  }
  return best === null || party.length === 0
    ? { type: 'board.skip' }
    : { type: 'board', enemyUid: best, crewIds: party.map((m) => m.base.id) };
}

function dronesDecision(s: FastSpace): SpaceDecision {
  const damaged = s.fitted.find((f) => f.present && f.damaged);
  if (damaged !== undefined) return { type: 'drones', target: { kind: 'system', fittedId: damaged.base.id } };
  return s.sp < s.totals.maxSp ? { type: 'drones', target: { kind: 'sp' } } : { type: 'drones.skip' };
}

/** `spaceDecision` for the step the combat waits on. */
export function fastDecision(s: FastSpace, policy: SpacePolicy): SpaceDecision {
  const p = s.pending;
  if (p.kind !== 'decide') throw new Error('No decision is waiting.');
  switch (p.step) {
    case 'objectives':
      return objectivesDecision(s, policy);
    case 'fire':
      return fireDecision(s);
    case 'reroll': {
      const lowest = [...unusedCrew(s)].sort((a, b) => a.base.tech - b.base.tech)[0];
      return lowest === undefined ? { type: 'reroll.skip' } : { type: 'reroll', crewId: lowest.base.id };
    }
    case 'evade': {
      const pilots = [...unusedCrew(s)].sort(byTechDown).slice(0, MAX_PILOTS);
      return pilots.length === 0
        ? { type: 'evade.skip' }
        : { type: 'evade', crewIds: pilots.map((m) => m.base.id) };
    }
    case 'shield-pick':
      return { type: 'shield.pick', fittedId: shieldOptions(s)[0] ?? '' };
    case 'board':
      return boardDecision(s);
    case 'escape':
      return s.sp <= policy.escapeAtSp ? { type: 'escape' } : { type: 'escape.skip' };
    case 'drones':
      return dronesDecision(s);
  }
}
