import type { Motivation } from '../../../content/schemas/salvage';
import { engagedEnemies, isStanding, unitById, unitDistance } from './board';
import { moveAllowance, orderRefusal } from './checks';
import { cardById, first, gearById, say, withUnit } from './core';
import { walkToward } from './geometry';
import { pursue } from './routeOrder';
import { orderSteps } from './activation';
import type { ActionOrder } from './orders';
import type { Mission, Spot, Unit } from './state';

/**
 * Alert hostiles act on the Motivations of their unit card, in order, spending Power like a Boiler: the
 * first Motivation that gives a legal action now is carried out, then the hostile looks again, until its
 * Power runs out or nothing applies. Alert hostiles never track ammunition.
 *
 * Reading (salvage.hostile-ai): a card without `plan` data fights by the default order — melee whoever it is
 * Engaged with, shoot the nearest Boiler it can, charge the nearest Boiler — which is what "the most mayhem"
 * asks for when the card says nothing more.
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

/** Where a Motivation would take the hostile, when no route leads there (journal: `noRoute`). */
interface NoRoute {
  readonly goal: 'boiler' | 'noise' | 'salvage';
  readonly target: string | null;
}

type Motive = ActionOrder | NoRoute | null;

function isOrder(x: Motive): x is ActionOrder {
  return x !== null && 'action' in x;
}

/**
 * The next order along the hostile's route to `goal` (routeOrder.ts), null when it is already there or
 * nothing the rules allow takes it on now, 'noRoute' when no route leads there.
 */
function moveToward(
  m: Mission,
  u: Unit,
  goal: Spot,
  stopShort: number,
  contact: boolean,
): ActionOrder | 'noRoute' | null {
  if (u.at === null) return null;
  const step = pursue(m, u, { at: goal, stopShort, contact });
  switch (step.kind) {
    case 'order':
      return step.order;
    case 'noRoute':
      return 'noRoute';
    case 'there':
      return null;
    case 'stuck': {
      // The route's order was refused (the grid is coarser than the table): the straight walk, as it may.
      if (goal.level !== u.at.level) return null;
      const to = walkToward(m, u, goal, moveAllowance(m, u, 'move'), stopShort);
      return to === null || Math.hypot(to.x - u.at.x, to.z - u.at.z) < 0.1
        ? null
        : legal(m, { action: 'move', unit: u.id, to });
    }
  }
}

/** How many targets of one Motivation a hostile tries when no route leads to the nearer ones. */
const TARGETS = 3;

/**
 * Reading (salvage.hostile-ai): a Motivation goes after the nearest target (by the rules' measured
 * distance); when no route leads there, after the next nearest (the most mayhem), up to three.
 */
function pursueFirst(
  m: Mission,
  u: Unit,
  targets: readonly { readonly at: Spot; readonly id: string | null }[],
  goal: NoRoute['goal'],
  stopShort: number,
  first: (id: string | null) => ActionOrder | null = () => null,
): Motive {
  let blocked: NoRoute | null = null;
  for (const t of targets.slice(0, TARGETS)) {
    const now = first(t.id);
    if (now !== null) return now;
    const step = moveToward(m, u, t.at, stopShort, t.id !== null);
    if (step !== 'noRoute') return step;
    blocked ??= { goal, target: t.id };
  }
  return blocked;
}

function fromMotivation(m: Mission, u: Unit, motive: Motivation): Motive {
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
            : [];
      // The preferred ones first, then the rest (a card's preference narrows the charge, never stops it).
      const order = [...preferred, ...all.filter((b) => !preferred.includes(b))];
      const targets = order.flatMap((b) => (b.at === null ? [] : [{ at: b.at, id: b.id }]));
      return pursueFirst(m, u, targets, 'boiler', CONTACT_CENTRES, (id) => {
        const t = all.find((b) => b.id === id);
        return t === undefined ? null : melee(m, u, [t]);
      });
    }
    case 'moveToNoise': {
      const markers = [...m.noise].sort((a, b) =>
        u.at === null ? 0 : dist(m, u.at, a.at) - dist(m, u.at, b.at),
      );
      return pursueFirst(
        m,
        u,
        markers.map((n) => ({ at: n.at, id: null })),
        'noise',
        0.5,
      );
    }
    case 'guardSalvage': {
      const fight = melee(m, u, engagedEnemies(m, u));
      if (fight !== null) return fight;
      const sites = m.content.board.terrain
        .filter((p) => p.kind === 'salvage-site')
        .map((p): Spot => ({ x: p.x, z: p.z, level: p.level }))
        .sort((a, b) => (u.at === null ? 0 : dist(m, u.at, a) - dist(m, u.at, b)));
      return pursueFirst(
        m,
        u,
        sites.map((at) => ({ at, id: null })),
        'salvage',
        1.5,
      );
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

/** What an Alert hostile does now: its order, or none (and then, where a route was missing, which). */
export interface HostilePlan {
  readonly order: ActionOrder | null;
  readonly noRoute: NoRoute | null;
}

/** The plan of an Alert hostile now: the first Motivation that gives an order. */
export function hostilePlan(m: Mission, unitId: string): HostilePlan {
  const u = unitById(m, unitId);
  if (u === undefined || !isStanding(u) || u.power <= 0) return { order: null, noRoute: null };
  // A Prone hostile gets up first, as a Boiler would: Prone allows only Crawl or Stand Up, and standing
  // lets it follow its Motivations (the most mayhem). Where it may not stand, it crawls at the nearest Boiler.
  if (u.conditions.includes('prone')) return { order: getUp(m, u), noRoute: null };
  let noRoute: NoRoute | null = null;
  for (const motive of planOf(m, u)) {
    const step = fromMotivation(m, u, motive);
    if (isOrder(step)) return { order: step, noRoute: null };
    noRoute ??= step;
  }
  return { order: null, noRoute };
}

/** The order an Alert hostile gives itself now, or null when it is done. */
export function hostileOrder(m: Mission, unitId: string): ActionOrder | null {
  return hostilePlan(m, unitId).order;
}

/**
 * One step of an Alert hostile's activation: act on the first Motivation that applies, then look again. A
 * hostile that ends its activation because no route leads where its Motivations send it says so.
 */
export function hostileTurn(m: Mission, unitId: string): Mission {
  const u = unitById(m, unitId);
  if (u === undefined) return m;
  const { order, noRoute } = hostilePlan(m, unitId);
  if (order === null) {
    const told =
      noRoute === null
        ? m
        : say(m, { kind: 'noRoute', unit: u.id, goal: noRoute.goal, target: noRoute.target });
    return withUnit(say(told, { kind: 'hostileDone', unit: u.id }), unitId, (x) => ({ ...x, power: 0 }));
  }
  return first(m, [...orderSteps(m, order), { kind: 'hostileTurn', unit: unitId }]);
}
