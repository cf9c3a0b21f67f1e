import type { BoardingCrew } from '../../space/boarding';
import type { BoardingDecision, BoardingFight } from '../../space/boardingFlow';
import type { SpaceDecision } from '../../space/combatFlow';
import type { EnemyShipState, SpaceCombat, SpaceCrew } from '../../space/combatTypes';
import type { SpaceLens } from './spacePolicyDecide';
import type { SpacePolicy } from './simulateTypes';
import { boardingCrewOfSpace, boardingOwed } from '../../space/boardingFlow';
import { boardable } from '../../space/combatBoarding';
import { shieldOptions } from '../../space/combatEnemyFire';
import { ammoAvailable, readyWeapons, weaponOf } from '../../space/combatFire';
import { currentObjective } from '../../space/combatObjectives';
import { activeEnemyShield, enemyByUid, totalsOf, unusedCrew } from '../../space/combatState';
import { decisionRefusal } from '../../space/combatFlow';
import { decideBy } from './spacePolicyDecide';

/**
 * The fixed policy the space-combat simulator (`simulate.ts`) plays by: one simple, documented answer to
 * every decision the kernel asks for, so that the same state and seed always give the same estimate. It is
 * not the best play; it is a plain player's play, the same every time:
 * - Objectives: when the ship's SP are at or below `repairAtSp` (and below the maximum), the unused crew
 *   member with the best Tech first tries a T9 repair of 3 SP. Then every unused crew member (at most 4,
 *   the best first) tries the current objective with their best attribute for it (A: the better of Ranged
 *   and Melee; ?: the kind of attribute whose sum is highest). Then the phase ends.
 * - Fire: every ready weapon (at most 4) at the live enemy with the fewest SP + active shield (the first in
 *   sheet order on a tie), overclocked when the weapon can and its ammo allows it for all of them; when the
 *   kernel refuses that (shared magazines), the overclocks are dropped, then the last shots.
 * - Re-roll: whenever the kernel offers one, by the unused crew member with the lowest Tech (the best
 *   pilots are kept for the evade).
 * - Evade: whenever offered, by the two unused crew members with the best Tech.
 * - A 6 on the system-damage table: the first shield system the kernel offers.
 * - Board: the boardable enemy where the pool of every unused crew member (the best of Ranged / Melee)
 *   beats the enemy's pool by the most; only when it is strictly larger, else no boarding.
 * - Escape: only when SP are at or below `escapeAtSp` (0: never).
 * - Repair drones: the first damaged system, else 3 SP.
 * - In a boarding: re-roll (Armory / Onboard Defense) every die below 4; cancel no hits; each enemy hit
 *   goes to the conscious participant with the most HP (the first on a tie); no sacrifice; always the next
 *   round; heal every unconscious participant in a hurry. When they board you (the Combat command), the
 *   ships come in the order the kernel lists them.
 */

export type { SpacePolicy } from './simulateTypes';
export { picksFor } from './spacePolicyDecide';

export const DEFAULT_SPACE_POLICY: SpacePolicy = { maxTurns: 40, repairAtSp: 4, escapeAtSp: 0 };

/** The kernel's `SpaceCombat` as the policy reads it (spacePolicyDecide.ts). */
const KERNEL_LENS: SpaceLens<SpaceCombat, SpaceCrew, EnemyShipState> = {
  maxSp: (c) => totalsOf(c).maxSp,
  unusedCrew,
  member: (m) => m,
  boardingCrew: boardingCrewOfSpace,
  objective: currentObjective,
  enemies: (c) => c.enemies,
  enemyByUid,
  activeShield: activeEnemyShield,
  boardable,
  readyWeapons,
  overclocks: (c, weaponId) => weaponOf(c, weaponId)?.overclock === true,
  ammo: ammoAvailable,
  fireRefusal: (c, shots) => decisionRefusal(c, { type: 'fire', shots }),
  firstDamaged: (c) => c.ship.fitted.find((f) => f.damaged)?.id,
  shieldOptions,
};

/** The policy's decision for the step the combat waits on. */
export function spaceDecision(c: SpaceCombat, policy: SpacePolicy): SpaceDecision {
  return decideBy(KERNEL_LENS, c, policy);
}

/** The policy's decision inside a boarding (null when dice are owed or it is over). */
export function boardingDecision(f: BoardingFight): BoardingDecision | null {
  switch (boardingOwed(f)) {
    case 'reroll': {
      const dice: number[] = [];
      f.state.yourFaces.forEach((face, i) => {
        if (face < 4) dice.push(i);
      });
      return { type: 'boarding.reroll', dice };
    }
    case 'cancel':
      return { type: 'boarding.cancel', count: 0 };
    case 'take-hits': {
      let best: BoardingCrew | undefined;
      for (const m of f.state.crew)
        if (m.condition === 'conscious' && (best === undefined || m.hp > best.hp)) best = m;
      return { type: 'boarding.hit', crewId: best?.id ?? '' };
    }
    case 'sacrifice':
      return { type: 'boarding.sacrifice', crewId: null };
    case 'continue':
      return { type: 'boarding.next' };
    case 'heal': {
      const first = f.healQueue[0];
      return first === undefined ? { type: 'boarding.heal.done' } : { type: 'boarding.heal', crewId: first };
    }
    case 'roll':
    case 'reroll-roll':
    case 'heal-roll':
    case 'done':
      return null;
  }
}
