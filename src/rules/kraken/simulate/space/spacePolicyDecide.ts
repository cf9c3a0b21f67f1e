import type { SpaceObjective } from '../../../../content/schemas/flight';
import type { BoardingCrew } from '../../space/boarding';
import type { SpaceDecision } from '../../space/combatFlow';
import type { CrewTask, ObjectivePick, Pending, Shot, SpaceCrew } from '../../space/combatTypes';
import type { SpacePolicy } from './simulateTypes';
import { enemyFighters, enemyPool, yourPool } from '../../space/boarding';
import { MAX_PILOTS } from '../../space/combatEnemyFire';
import { MAX_WEAPONS_FIRED, OVERCLOCK_AMMO } from '../../space/combatFire';

/**
 * The space policy's answers (simulatePolicy.ts says what they are), written once for both simulators: the
 * reference reads the kernel's `SpaceCombat`, the fast port its mutable `FastSpace`, each through a lens
 * (`SpaceLens`) that answers the few questions the policy asks. The same questions in the same order give
 * the same decision, so both play the same dice.
 */

/** What both states hold under the same names. */
export interface PolicyState {
  readonly pending: Pending;
  readonly sp: number;
  readonly used: Readonly<Record<string, CrewTask>>;
}

/** An enemy ship as both states hold it. */
export interface PolicyEnemy {
  readonly uid: string;
  readonly sp: number;
  readonly crew: number;
  readonly destroyed: boolean;
}

/** How a simulator's state answers the policy: its crew `M`, its enemies `E`. */
export interface SpaceLens<S extends PolicyState, M, E extends PolicyEnemy> {
  readonly maxSp: (s: S) => number;
  /** Able to act and not yet used this turn (§10). */
  readonly unusedCrew: (s: S) => readonly M[];
  /** The crew member's id, name and attributes. */
  readonly member: (m: M) => SpaceCrew;
  readonly boardingCrew: (m: M) => BoardingCrew;
  readonly objective: (s: S) => SpaceObjective | undefined;
  readonly enemies: (s: S) => readonly E[];
  readonly enemyByUid: (s: S, uid: string) => E | undefined;
  readonly activeShield: (s: S, e: E) => number;
  readonly boardable: (s: S) => readonly string[];
  readonly readyWeapons: (s: S) => readonly string[];
  /** The weapon can be overclocked (its profile says so). */
  readonly overclocks: (s: S, weaponId: string) => boolean;
  readonly ammo: (s: S, weaponId: string) => number;
  readonly fireRefusal: (s: S, shots: readonly Shot[]) => string | null;
  /** The first damaged system still fitted. */
  readonly firstDamaged: (s: S) => string | undefined;
  readonly shieldOptions: (s: S) => readonly string[];
}

/**
 * The picks for `objective` from these crew members (at most 4, the best first): their best attribute for
 * it (A: the better of Ranged and Melee; ?: the kind of attribute whose sum is highest).
 */
export function picksFor(objective: SpaceObjective | undefined, crew: readonly SpaceCrew[]): ObjectivePick[] {
  if (objective === undefined || crew.length === 0) return [];
  const attack = (m: SpaceCrew): ObjectivePick => ({
    crewId: m.id,
    attribute: m.melee > m.ranged ? 'melee' : 'ranged',
  });
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

/** The crew, best Tech first (a stable sort: sheet order on a tie). */
function byTechDown<S extends PolicyState, M, E extends PolicyEnemy>(
  lens: SpaceLens<S, M, E>,
  crew: readonly M[],
): M[] {
  return [...crew].sort((a, b) => lens.member(b).tech - lens.member(a).tech);
}

function objectivesDecision<S extends PolicyState, M, E extends PolicyEnemy>(
  lens: SpaceLens<S, M, E>,
  s: S,
  policy: SpacePolicy,
): SpaceDecision {
  const free = lens.unusedCrew(s);
  if (free.length === 0) return { type: 'objectives.done' };
  // One repair a turn, first: only while nobody has been used yet this turn.
  if (s.sp <= policy.repairAtSp && s.sp < lens.maxSp(s) && Object.keys(s.used).length === 0) {
    const mechanic = byTechDown(lens, free)[0];
    if (mechanic !== undefined)
      return { type: 'repair.try', crewIds: [lens.member(mechanic).id], target: { kind: 'sp' } };
  }
  const picks = picksFor(lens.objective(s), free.map(lens.member));
  return picks.length > 0 ? { type: 'objective.try', picks } : { type: 'objectives.done' };
}

/** The live enemy with the fewest SP + active shield (sheet order on a tie). */
function weakestEnemyBy<S extends PolicyState, M, E extends PolicyEnemy>(
  lens: SpaceLens<S, M, E>,
  s: S,
): string | null {
  let best: string | null = null;
  let bestValue = Infinity;
  for (const e of lens.enemies(s)) {
    if (e.destroyed) continue;
    const value = e.sp + lens.activeShield(s, e);
    if (value < bestValue) {
      bestValue = value;
      best = e.uid;
    }
  }
  return best;
}

function fireDecision<S extends PolicyState, M, E extends PolicyEnemy>(
  lens: SpaceLens<S, M, E>,
  s: S,
): SpaceDecision {
  const target = weakestEnemyBy(lens, s);
  if (target === null) return { type: 'fire', shots: [] };
  const weapons = lens.readyWeapons(s).slice(0, MAX_WEAPONS_FIRED);
  let shots: Shot[] = weapons.map((weaponId) => ({
    weaponId,
    targetUid: target,
    overclock: lens.overclocks(s, weaponId) && lens.ammo(s, weaponId) >= 1 + OVERCLOCK_AMMO,
  }));
  if (lens.fireRefusal(s, shots) === null) return { type: 'fire', shots };
  shots = shots.map((x) => ({ ...x, overclock: false }));
  while (shots.length > 0 && lens.fireRefusal(s, shots) !== null) shots = shots.slice(0, -1);
  return { type: 'fire', shots };
}

function boardDecision<S extends PolicyState, M, E extends PolicyEnemy>(
  lens: SpaceLens<S, M, E>,
  s: S,
): SpaceDecision {
  const party = lens.unusedCrew(s);
  const ours = yourPool(party.map(lens.boardingCrew));
  let best: string | null = null;
  let bestMargin = 0;
  for (const uid of lens.boardable(s)) {
    const enemy = lens.enemyByUid(s, uid);
    if (enemy === undefined) continue;
    const margin = Math.max(1, ours) - enemyPool(enemyFighters('you-board', enemy.crew));
    if (margin > bestMargin) {
      bestMargin = margin;
      best = uid;
    }
  }
  return best === null || party.length === 0
    ? { type: 'board.skip' }
    : { type: 'board', enemyUid: best, crewIds: party.map((m) => lens.member(m).id) };
}

function dronesDecision<S extends PolicyState, M, E extends PolicyEnemy>(
  lens: SpaceLens<S, M, E>,
  s: S,
): SpaceDecision {
  const damaged = lens.firstDamaged(s);
  if (damaged !== undefined) return { type: 'drones', target: { kind: 'system', fittedId: damaged } };
  return s.sp < lens.maxSp(s) ? { type: 'drones', target: { kind: 'sp' } } : { type: 'drones.skip' };
}

/** The policy's decision for the step the combat waits on, read through `lens`. */
export function decideBy<S extends PolicyState, M, E extends PolicyEnemy>(
  lens: SpaceLens<S, M, E>,
  s: S,
  policy: SpacePolicy,
): SpaceDecision {
  const p = s.pending;
  if (p.kind !== 'decide') throw new Error('No decision is waiting.');
  switch (p.step) {
    case 'objectives':
      return objectivesDecision(lens, s, policy);
    case 'fire':
      return fireDecision(lens, s);
    case 'reroll': {
      const lowest = [...lens.unusedCrew(s)].sort((a, b) => lens.member(a).tech - lens.member(b).tech)[0];
      return lowest === undefined
        ? { type: 'reroll.skip' }
        : { type: 'reroll', crewId: lens.member(lowest).id };
    }
    case 'evade': {
      const pilots = byTechDown(lens, lens.unusedCrew(s)).slice(0, MAX_PILOTS);
      return pilots.length === 0
        ? { type: 'evade.skip' }
        : { type: 'evade', crewIds: pilots.map((m) => lens.member(m).id) };
    }
    case 'shield-pick':
      return { type: 'shield.pick', fittedId: lens.shieldOptions(s)[0] ?? '' };
    case 'board':
      return boardDecision(lens, s);
    case 'escape':
      return s.sp <= policy.escapeAtSp ? { type: 'escape' } : { type: 'escape.skip' };
    case 'drones':
      return dronesDecision(lens, s);
  }
}
