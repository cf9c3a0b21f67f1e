import type { SpaceObjective } from '../../../../content/schemas/flight';
import type { BoardingCrew } from '../../space/boarding';
import type { BoardingDecision, BoardingFight } from '../../space/boardingFlow';
import type { SpaceDecision } from '../../space/combatFlow';
import type { CrewAttribute, ObjectivePick, Shot, SpaceCombat, SpaceCrew } from '../../space/combatTypes';
import { enemyFighters, enemyPool, yourPool } from '../../space/boarding';
import { boardingOwed } from '../../space/boardingFlow';
import { boardable } from '../../space/combatBoarding';
import { MAX_PILOTS, shieldOptions } from '../../space/combatEnemyFire';
import {
  ammoAvailable,
  MAX_WEAPONS_FIRED,
  OVERCLOCK_AMMO,
  readyWeapons,
  weaponOf,
} from '../../space/combatFire';
import { currentObjective } from '../../space/combatObjectives';
import { activeEnemyShield, enemyByUid, liveEnemies, totalsOf, unusedCrew } from '../../space/combatState';
import { decisionRefusal } from '../../space/combatFlow';

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

export interface SpacePolicy {
  /** Turns simulated at most (the current one counts); a combat still going counts as lost and `capped`. */
  readonly maxTurns: number;
  /** Try a T9 repair of SP when the ship has this many SP or fewer. */
  readonly repairAtSp: number;
  /** Try to escape when the ship has this many SP or fewer; 0: never. */
  readonly escapeAtSp: number;
}

export const DEFAULT_SPACE_POLICY: SpacePolicy = { maxTurns: 40, repairAtSp: 4, escapeAtSp: 0 };

const byTechDown = (a: SpaceCrew, b: SpaceCrew): number => b.tech - a.tech;

function bestAttack(m: SpaceCrew): CrewAttribute {
  return m.melee > m.ranged ? 'melee' : 'ranged';
}

/** The picks for the current objective: every unused crew member with their best attribute for it. */
export function objectivePicks(c: SpaceCombat, crew: readonly SpaceCrew[]): ObjectivePick[] {
  return picksFor(currentObjective(c), crew);
}

/**
 * The picks for `objective` from these crew members (at most 4, the best first): their attributes only are
 * read, so the fast simulator (`simulateFast.ts`) asks the same question of the same function.
 */
export function picksFor(objective: SpaceObjective | undefined, crew: readonly SpaceCrew[]): ObjectivePick[] {
  if (objective === undefined || crew.length === 0) return [];
  const attack = (m: SpaceCrew): ObjectivePick => ({ crewId: m.id, attribute: bestAttack(m) });
  const plain = (attribute: 'tech' | 'charisma') => (m: SpaceCrew) => ({ crewId: m.id, attribute });
  const options: ((m: SpaceCrew) => ObjectivePick)[] =
    objective.attribute === 'attack'
      ? [attack]
      : objective.attribute === 'any'
        ? [attack, plain('tech'), plain('charisma')]
        : [plain(objective.attribute)];
  let best: ObjectivePick[] = [];
  let bestSum = -Infinity;
  for (const option of options) {
    const ranked = crew
      .map((m) => {
        const pick = option(m);
        return { pick, value: m[pick.attribute] };
      })
      .sort((a, b) => b.value - a.value)
      .slice(0, 4);
    const sum = ranked.reduce((s, r) => s + r.value, 0);
    if (sum > bestSum) {
      bestSum = sum;
      best = ranked.map((r) => r.pick);
    }
  }
  return best;
}

function objectivesDecision(c: SpaceCombat, policy: SpacePolicy): SpaceDecision {
  const free = unusedCrew(c);
  if (free.length === 0) return { type: 'objectives.done' };
  // One repair a turn, first: only while nobody has been used yet this turn.
  if (c.sp <= policy.repairAtSp && c.sp < totalsOf(c).maxSp && Object.keys(c.used).length === 0) {
    const mechanic = [...free].sort(byTechDown)[0];
    if (mechanic !== undefined) return { type: 'repair.try', crewIds: [mechanic.id], target: { kind: 'sp' } };
  }
  const picks = objectivePicks(c, free);
  return picks.length > 0 ? { type: 'objective.try', picks } : { type: 'objectives.done' };
}

/** The live enemy with the fewest SP + active shield (sheet order on a tie). */
export function weakestEnemy(c: SpaceCombat): string | null {
  let best: string | null = null;
  let bestValue = Infinity;
  for (const e of liveEnemies(c)) {
    const value = e.sp + activeEnemyShield(c, e);
    if (value < bestValue) {
      bestValue = value;
      best = e.uid;
    }
  }
  return best;
}

function fireDecision(c: SpaceCombat): SpaceDecision {
  const target = weakestEnemy(c);
  if (target === null) return { type: 'fire', shots: [] };
  const weapons = readyWeapons(c).slice(0, MAX_WEAPONS_FIRED);
  let shots: Shot[] = weapons.map((weaponId) => ({
    weaponId,
    targetUid: target,
    overclock: weaponOf(c, weaponId)?.overclock === true && ammoAvailable(c, weaponId) >= 1 + OVERCLOCK_AMMO,
  }));
  const fire = (s: readonly Shot[]): SpaceDecision => ({ type: 'fire', shots: s });
  if (decisionRefusal(c, fire(shots)) === null) return fire(shots);
  shots = shots.map((s) => ({ ...s, overclock: false }));
  while (shots.length > 0 && decisionRefusal(c, fire(shots)) !== null) shots = shots.slice(0, -1);
  return fire(shots);
}

function boardingCrewOf(m: SpaceCrew): BoardingCrew {
  const condition = m.dead === true ? 'killed' : m.conscious ? 'conscious' : 'unconscious';
  return { id: m.id, name: m.name, hp: m.hp, condition, ranged: m.ranged, melee: m.melee };
}

function boardDecision(c: SpaceCombat): SpaceDecision {
  const party = unusedCrew(c);
  const ours = yourPool(party.map(boardingCrewOf));
  let best: string | null = null;
  let bestMargin = 0;
  for (const uid of boardable(c)) {
    const enemy = enemyByUid(c, uid);
    if (enemy === undefined) continue;
    const margin = Math.max(1, ours) - enemyPool(enemyFighters('you-board', enemy.crew));
    if (margin > bestMargin) {
      bestMargin = margin;
      best = uid;
    }
  }
  return best === null || party.length === 0
    ? { type: 'board.skip' }
    : { type: 'board', enemyUid: best, crewIds: party.map((m) => m.id) };
}

function dronesDecision(c: SpaceCombat): SpaceDecision {
  const damaged = c.ship.fitted.find((f) => f.damaged);
  if (damaged !== undefined) return { type: 'drones', target: { kind: 'system', fittedId: damaged.id } };
  return c.sp < totalsOf(c).maxSp ? { type: 'drones', target: { kind: 'sp' } } : { type: 'drones.skip' };
}

/** The policy's decision for the step the combat waits on. */
export function spaceDecision(c: SpaceCombat, policy: SpacePolicy): SpaceDecision {
  const p = c.pending;
  if (p.kind !== 'decide') throw new Error('No decision is waiting.');
  switch (p.step) {
    case 'objectives':
      return objectivesDecision(c, policy);
    case 'fire':
      return fireDecision(c);
    case 'reroll': {
      const free = unusedCrew(c);
      const lowest = [...free].sort((a, b) => a.tech - b.tech)[0];
      return lowest === undefined ? { type: 'reroll.skip' } : { type: 'reroll', crewId: lowest.id };
    }
    case 'evade': {
      const pilots = [...unusedCrew(c)].sort(byTechDown).slice(0, MAX_PILOTS);
      return pilots.length === 0
        ? { type: 'evade.skip' }
        : { type: 'evade', crewIds: pilots.map((m) => m.id) };
    }
    case 'shield-pick':
      return { type: 'shield.pick', fittedId: shieldOptions(c)[0] ?? '' };
    case 'board':
      return boardDecision(c);
    case 'escape':
      return c.sp <= policy.escapeAtSp ? { type: 'escape' } : { type: 'escape.skip' };
    case 'drones':
      return dronesDecision(c);
  }
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
