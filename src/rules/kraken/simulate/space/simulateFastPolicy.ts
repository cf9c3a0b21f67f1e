import type { SpaceDecision } from '../../space/combatFlow';
import type { FastCrew, FastEnemy, FastSpace } from './simulateFastState';
import type { SpaceLens } from './spacePolicyDecide';
import type { SpacePolicy } from './simulateTypes';
import { shieldOptions } from './simulateFastEnemyFire';
import { ammoAvailable, fireRefusal, readyWeapons } from './simulateFastFire';
import { activeEnemyShield, boardingCrewOf, enemyByUid, fittedById, unusedCrew } from './simulateFastLook';
import { boardable } from './simulateFastTurn';
import { decideBy } from './spacePolicyDecide';

/**
 * The policy of `simulatePolicy.ts` (`spaceDecision`) on the fast simulator's state: the same decisions,
 * written once (`spacePolicyDecide.ts`), read through this lens on the mutable state.
 */
const FAST_LENS: SpaceLens<FastSpace, FastCrew, FastEnemy> = {
  maxSp: (s) => s.totals.maxSp,
  unusedCrew,
  member: (m) => m.base,
  boardingCrew: boardingCrewOf,
  objective: (s) => s.start.row.objectives[s.solved],
  enemies: (s) => s.enemies,
  enemyByUid,
  activeShield: activeEnemyShield,
  boardable,
  readyWeapons,
  overclocks: (s, weaponId) => fittedById(s, weaponId)?.weapon?.overclock === true,
  ammo: ammoAvailable,
  fireRefusal,
  firstDamaged: (s) => s.fitted.find((f) => f.present && f.damaged)?.base.id,
  shieldOptions,
};

/** `spaceDecision` for the step the combat waits on. */
export function fastDecision(s: FastSpace, policy: SpacePolicy): SpaceDecision {
  return decideBy(FAST_LENS, s, policy);
}
