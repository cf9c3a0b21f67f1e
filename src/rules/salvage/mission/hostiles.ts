import type { Motivation } from '../../../content/schemas/salvage';
import { engagedEnemies, isStanding, unitById, unitDistance } from './board';
import { moveAllowance, orderRefusal } from './checks';
import { cardById, first, gearById, say, withUnit } from './core';
import { walkToward } from './geometry';
import { crossingOrder } from './levels';
import { orderSteps } from './activation';
import type { ActionOrder } from './orders';
import type { Mission, Spot, Unit } from './state';

/**
 * Alert hostiles act on the Motivations of their unit card, in order, spending Power like a Boiler: the
 * first Motivation that gives a legal action now is carried out, then the hostile looks again, until its
 * Power runs out or nothing applies. Alert hostiles never track ammunition.
 *
 * Reading: a card without `plan` data fights by the default order — melee whoever it is Engaged with,
 * shoot the nearest Boiler it can, charge the nearest Boiler — which is what "the most mayhem" asks for
 * when the card says nothing more.
 */

const DEFAULT_PLAN: readonly Motivation[] = [
  { kind: 'meleeEngaged' },
  { kind: 'shootNearest' },
  { kind: 'chargeNearest' },
];

/** Base contact between 1" bases: centres 1" apart. */
const CONTACT_CENTRES = 1;

function planOf(m: Mission, u: Unit): readonly Motivation[] {
  return cardById(m, u.cardId)?.plan ?? DEFAULT_PLAN;
}

function boilers(m: Mission, u: Unit): Unit[] {
  return m.units
    .filter((o) => o.side !== 'site' && isStanding(o))
    .sort((a, b) => unitDistance(m, u, a) - unitDistance(m, u, b));
}

function weapons(m: Mission, u: Unit, ranged: boolean): (string | null)[] {
  const own = u.gear.filter((id) => {
    const g = gearById(m, id);
    return g?.kind === 'weapon' && (g.range !== undefined) === ranged;
  });
  // The harder-hitting weapon first; bare hands as the melee fallback.
  own.sort((a, b) => (gearById(m, b)?.damage ?? 0) - (gearById(m, a)?.damage ?? 0));
  return ranged ? own : [...own, null];
}

function legal(m: Mission, order: ActionOrder): ActionOrder | null {
  return orderRefusal(m, order) === null ? order : null;
}

function melee(m: Mission, u: Unit, targets: readonly Unit[]): ActionOrder | null {
  for (const t of targets) {
    for (const weapon of weapons(m, u, false)) {
      const order = legal(m, { action: 'meleeAttack', unit: u.id, target: t.id, weapon });
      if (order !== null) return order;
    }
  }
  return null;
}

/**
 * A step toward `goal`: a straight Move on its own depth; toward another depth (or where the straight walk
 * gets nowhere, such as another deck of the same depth across a gap) over the depths' crossings (levels.ts).
 */
function moveToward(m: Mission, u: Unit, goal: Spot, stopShort: number): ActionOrder | null {
  if (u.at === null) return null;
  const across = (): ActionOrder | null => crossingOrder(m, u, goal, (order) => legal(m, order));
  if (goal.level !== u.at.level) return across();
  const to = walkToward(m, u, goal, moveAllowance(m, u, 'move'), stopShort);
  const walk =
    to === null || Math.hypot(to.x - u.at.x, to.z - u.at.z) < 0.1
      ? null
      : legal(m, { action: 'move', unit: u.id, to });
  if (walk !== null) return walk;
  // Already where it wanted to be: nothing to cross for.
  if (Math.hypot(goal.x - u.at.x, goal.z - u.at.z) <= stopShort + 0.1) return null;
  return detour(m, u, goal) ?? across();
}

/** Headings tried, turned either way from the straight line, when something small stands in the way. */
const TURNS = [Math.PI / 6, -Math.PI / 6, Math.PI / 3, -Math.PI / 3, Math.PI / 2, -Math.PI / 2];

/**
 * Reading (salvage.hostile-ai): a hostile whose straight walk is stopped by an obstacle on its own depth
 * walks round it: the same Move turned 30°, 60°, then 90° either way, the smallest turn that gets it
 * anywhere.
 */
function detour(m: Mission, u: Unit, goal: Spot): ActionOrder | null {
  if (u.at === null) return null;
  const here = u.at;
  const allowance = moveAllowance(m, u, 'move');
  const dx = goal.x - here.x;
  const dz = goal.z - here.z;
  for (const turn of TURNS) {
    const c = Math.cos(turn);
    const s = Math.sin(turn);
    const aim: Spot = { x: here.x + dx * c - dz * s, z: here.z + dx * s + dz * c, level: here.level };
    const to = walkToward(m, u, aim, allowance, 0);
    if (to === null || Math.hypot(to.x - here.x, to.z - here.z) < 0.5) continue;
    const order = legal(m, { action: 'move', unit: u.id, to });
    if (order !== null) return order;
  }
  return null;
}

function fromMotivation(m: Mission, u: Unit, motive: Motivation): ActionOrder | null {
  switch (motive.kind) {
    case 'meleeEngaged':
      return melee(
        m,
        u,
        engagedEnemies(m, u).filter((e) => e.side !== 'site'),
      );
    case 'shootNearest':
      for (const t of boilers(m, u)) {
        for (const weapon of weapons(m, u, true)) {
          const order = legal(m, { action: 'rangedAttack', unit: u.id, target: t.id, weapon });
          if (order !== null) return order;
        }
      }
      return null;
    case 'chargeNearest': {
      const all = boilers(m, u);
      const preferred =
        motive.prefer === 'carryingSalvage'
          ? all.filter((b) => b.salvage.length > 0)
          : motive.prefer === 'wounded'
            ? all.filter((b) => b.health < b.maxHealth)
            : all;
      const target = (preferred.length > 0 ? preferred : all)[0];
      if (target?.at === undefined || target.at === null) return null;
      return melee(m, u, [target]) ?? moveToward(m, u, target.at, CONTACT_CENTRES);
    }
    case 'moveToNoise': {
      const marker = [...m.noise].sort((a, b) =>
        u.at === null ? 0 : dist(m, u.at, a.at) - dist(m, u.at, b.at),
      )[0];
      return marker === undefined ? null : moveToward(m, u, marker.at, 0.5);
    }
    case 'guardSalvage': {
      const sites = m.content.board.terrain.filter((p) => p.kind === 'salvage-site');
      const spot = sites
        .map((p): Spot => ({ x: p.x, z: p.z, level: p.level }))
        .sort((a, b) => (u.at === null ? 0 : dist(m, u.at, a) - dist(m, u.at, b)))[0];
      if (spot === undefined) return null;
      return melee(m, u, engagedEnemies(m, u)) ?? moveToward(m, u, spot, 1.5);
    }
  }
}

function dist(m: Mission, a: Spot, b: Spot): number {
  return Math.hypot(a.x - b.x, a.z - b.z, (a.level - b.level) * m.content.board.levelSpacing);
}

function getUp(m: Mission, u: Unit): ActionOrder | null {
  const stand = legal(m, { action: 'standUp', unit: u.id });
  if (stand !== null) return stand;
  const target = boilers(m, u)[0];
  if (target?.at === undefined || target.at === null) return null;
  const to = walkToward(m, u, target.at, moveAllowance(m, u, 'crawl'), CONTACT_CENTRES);
  return to === null ? null : legal(m, { action: 'crawl', unit: u.id, to });
}

/** The order an Alert hostile gives itself now, or null when it is done. */
export function hostileOrder(m: Mission, unitId: string): ActionOrder | null {
  const u = unitById(m, unitId);
  if (u === undefined || !isStanding(u) || u.power <= 0) return null;
  // A Prone hostile gets up first, as a Boiler would: Prone allows only Crawl or Stand Up, and standing
  // lets it follow its Motivations (the most mayhem). Where it may not stand, it crawls at the nearest Boiler.
  if (u.conditions.includes('prone')) return getUp(m, u);
  for (const motive of planOf(m, u)) {
    const order = fromMotivation(m, u, motive);
    if (order !== null) return order;
  }
  return null;
}

/** One step of an Alert hostile's activation: act on the first Motivation that applies, then look again. */
export function hostileTurn(m: Mission, unitId: string): Mission {
  const order = hostileOrder(m, unitId);
  const u = unitById(m, unitId);
  if (order === null || u === undefined) {
    return u === undefined
      ? m
      : withUnit(say(m, { kind: 'hostileDone', unit: u.id }), unitId, (x) => ({ ...x, power: 0 }));
  }
  return first(m, [...orderSteps(m, order), { kind: 'hostileTurn', unit: unitId }]);
}
