import { gridClear, lineScan, type NavGrid } from '../../board/navGrid';
import { pathCost, SALVAGE_SMALL_OBSTACLE } from '../../board/movement';
import { missionBoard, unitFigure } from './board';
import { moveAllowance, moveCheck, orderRefusal } from './checks';
import { crossingTake, landings, type Crossing } from './levels';
import { graphEdges, navGraphOf, nodeSpot, type NavGraph } from './navGraph';
import type { ActionOrder } from './orders';
import { terrainBox } from '../../board/terrain';
import { CONTACT_TOLERANCE, DEFAULT_BASE_DIAMETER } from '../../board/types';
import { HAZARDS } from '../tables/hazards';
import { findRoute, START_FAR, type Area, type Route } from './routes';
import type { Mission, Spot, Unit } from './state';

/**
 * The next order that takes an Alert hostile (or a Panicked unit, panic.ts) along its route (routes.ts)
 * toward a goal: a Move along the
 * walk as far as its Move pays for (bending where the route bends: the order's `via` points), or, at a
 * crossing, the crossing's own action (Climb, Scale, Jump) onto the other depth. The route is found afresh
 * for each order, from where the hostile stands, so each action follows on from the last and the next
 * activation carries on where this one stopped. Every order is checked by the rules as a Boiler's would be
 * (`orderRefusal`: the board kernel's `pathCost`), so a route the grid got wrong is never walked.
 *
 * Reading (salvage.hostile-ai): an Alert hostile goes for its goal by the shortest route the movement rules
 * allow, in inches (difficult ground counting double, a crossing what its action pays), walking round what is
 * in its way, over other depths where that is shorter; a Move may bend round corners (the table's Move is
 * "up to Move in inches", not a straight line). Where no route leads to the goal, the Motivation gives no
 * action.
 */

export type Pursuit =
  | { readonly kind: 'order'; readonly order: ActionOrder }
  /** Already as near as it wanted to be. */
  | { readonly kind: 'there' }
  /** No route leads there. */
  | { readonly kind: 'noRoute' }
  /** A route, but no order along it the rules allow now (a friend standing on it, say). */
  | { readonly kind: 'stuck' };

/** Where a hostile is going: a spot, how near it wants to get, and whether it means base contact there. */
export interface Goal {
  readonly at: Spot;
  readonly stopShort: number;
  /** Base contact with a figure standing there: the same height as it, not up on a low solid beside it. */
  readonly contact: boolean;
}

/**
 * How far from the goal the route may end: the base-contact ring round a figure (a goal point is kept
 * 1.30" clear of an enemy base by the search) and a little more, so that a goal point always has grid
 * points round it; the last step goes straight to `stopShort`.
 */
const REACH_SLACK = 0.8;
/** Close enough to a crossing's foot to take it from here. */
const AT_FOOT = 0.25;
/** The walk is tried at its full length, then shorter by this much each time. */
const SHORTER = 0.5;
const TRIES = 6;
/** Inches a first step may take to a node near the start (routes.ts: START_FAR at most). */
const START_STEP = START_FAR + 0.5;
/** The last step aims straight at the goal, else turned this much either way round it. */
const APPROACH_TURNS = [0, Math.PI / 6, -Math.PI / 6, Math.PI / 3, -Math.PI / 3, Math.PI / 2, -Math.PI / 2];

function flat(a: Spot, b: Spot): number {
  return Math.hypot(a.x - b.x, a.z - b.z);
}

type Checked = ActionOrder & { action: 'move' | 'climb' | 'scale' | 'jump'; to: Spot };

/**
 * An order the rules allow, that does not fall (the kernel lets a walk go off an edge: a player may mean to,
 * a hostile's route never does), does not end on a perch and, where the goal is base contact, does not end
 * beside the figure but up on something (contact is at the same height).
 */
function legal(m: Mission, u: Unit, order: Checked, goal: Goal): ActionOrder | null {
  if (orderRefusal(m, order) !== null) return null;
  const result = moveCheck(m, u, order.action, order);
  if (result === null || result.fall !== undefined) return null;
  // Nor up on something taller than 1" (a wall top, a block), where every step on is a fall.
  if ((result.end.elevation ?? 0) > 1 + 1e-6) return null;
  if (
    goal.contact &&
    goal.at.level === result.end.level &&
    flat(result.end, goal.at) <= goal.stopShort + 0.1
  ) {
    if (Math.abs((result.end.elevation ?? 0) - (goal.at.elevation ?? 0)) > 0.05) return null;
  }
  return order;
}

/** The walk of a route up to its first crossing that is not a ramp (which is walked), and that crossing. */
interface Walk {
  readonly points: readonly Spot[];
  /** Inches each stretch costs (stretch i runs from points[i] to points[i + 1]). */
  readonly costs: readonly number[];
  readonly crossing: Crossing | null;
}

function walkOf(here: Spot, route: Route, graph: NavGraph, move: number): Walk {
  const { grid } = graph;
  const raw: Spot[] = [here];
  // Ramps walked, by the index of their foot in `raw`: what walking up (or down) them costs.
  const ramps = new Map<number, number>();
  let crossing: Crossing | null = null;
  for (let i = 0; i < route.nodes.length; i++) {
    const c = route.crossings[i] ?? -1;
    const spot = nodeSpot(graph, route.nodes[i] ?? 0);
    if (c < 0) {
      raw.push(spot);
      continue;
    }
    const cr = graph.crossings[c] as Crossing;
    const take = crossingTake(cr, move);
    if (take?.action !== 'move') {
      // The walk ends at the crossing's foot (the node before); the crossing is an action of its own.
      crossing = cr;
      break;
    }
    // A ramp is walked: its foot and top are points of the walk.
    ramps.set(raw.length - 1, take.cost);
    raw.push(spot);
  }
  // Straightened: from each point, on to the furthest point further along that a straight line reaches over
  // walkable ground on the same depth, with ground of one kind under it (plain or difficult, not both, so the
  // costs stay those of the route).
  const points: Spot[] = [here];
  const costs: number[] = [];
  let i = 0;
  while (i < raw.length - 1) {
    const a = raw[i] as Spot;
    let j = i + 1;
    let factor = stretchFactor(grid, a, raw[j] as Spot, route);
    for (let k = i + 2; k < raw.length; k++) {
      const b = raw[k] as Spot;
      if (b.level !== a.level) break;
      if (!gridClear(grid, a.level, a.x, a.z, b.x, b.z, route.passable, i === 0)) break;
      if (lineScan.difficult && lineScan.plain) break;
      j = k;
      factor = lineScan.difficult ? 2 : 1;
    }
    const b = raw[j] as Spot;
    points.push(b);
    costs.push(ramps.get(i) ?? flat(a, b) * factor);
    i = j;
  }
  return { points, costs, crossing };
}

/** What an inch of one stretch of the raw route costs: 1, 2 in difficult ground, 1.5 half in it. */
function stretchFactor(grid: NavGrid, a: Spot, b: Spot, route: Route): number {
  if (a.level !== b.level) return 1;
  if (!gridClear(grid, a.level, a.x, a.z, b.x, b.z, route.passable, true)) return 1;
  return lineScan.difficult ? (lineScan.plain ? 1.5 : 2) : 1;
}

/** The point `budget` inches (by cost) along the walk, the walk's points before it, and what is left. */
function cut(walk: Walk, budget: number): { to: Spot; via: Spot[]; left: number } | null {
  let spent = 0;
  const via: Spot[] = [];
  for (let i = 0; i < walk.costs.length; i++) {
    const a = walk.points[i] as Spot;
    const b = walk.points[i + 1] as Spot;
    const cost = walk.costs[i] ?? 0;
    if (spent + cost <= budget + 1e-9) {
      spent += cost;
      if (i + 1 < walk.costs.length) via.push(b);
      else return { to: b, via, left: budget - spent };
      continue;
    }
    // Not up or down a ramp part-way: the walk stops at its foot (or top).
    if (a.level !== b.level) break;
    const t = (budget - spent) / cost;
    const to: Spot = { x: a.x + (b.x - a.x) * t, z: a.z + (b.z - a.z) * t, level: a.level };
    return { to, via, left: 0 };
  }
  const to = via.pop();
  return to === undefined ? null : { to, via, left: 0 };
}

/**
 * The last step from `from` onto the goal: `stopShort` from it, straight at it or turned round it, within
 * `left` inches of plain ground.
 */
function approaches(from: Spot, goal: Goal, left: number): Spot[] {
  const out: Spot[] = [];
  const d = flat(from, goal.at);
  if (from.level !== goal.at.level || d <= goal.stopShort + 1e-6) return out;
  const ux = (from.x - goal.at.x) / d;
  const uz = (from.z - goal.at.z) / d;
  for (const turn of APPROACH_TURNS) {
    const c = Math.cos(turn);
    const s = Math.sin(turn);
    const to: Spot = {
      x: goal.at.x + (ux * c - uz * s) * goal.stopShort,
      z: goal.at.z + (ux * s + uz * c) * goal.stopShort,
      level: goal.at.level,
    };
    if (flat(from, to) <= left + 1e-9) out.push(to);
  }
  return out;
}

/** Harmful ground by the mission's containers and board (both immutable): asked once per route search. */
const harmful = new WeakMap<Mission['hazards'], WeakMap<Mission['content']['board'], readonly Area[]>>();

/**
 * Reading (salvage.hostile-ai): a hostile keeps out of a hazard that harms whoever enters it (Acid Pool, Grav
 * Pool, Burn Pit) where a way round costs less than about three Moves more, as a player would with their own
 * figure; the most mayhem is mayhem for the crew. Where a base stands on the site (its rim over the footprint).
 */
function harmfulGround(m: Mission): readonly Area[] {
  let byBoard = harmful.get(m.hazards);
  if (byBoard === undefined) {
    byBoard = new WeakMap();
    harmful.set(m.hazards, byBoard);
  }
  const known = byBoard.get(m.content.board);
  if (known !== undefined) return known;
  const areas = harmfulAreas(m);
  byBoard.set(m.content.board, areas);
  return areas;
}

function harmfulAreas(m: Mission): Area[] {
  const out: Area[] = [];
  for (const h of m.hazards) {
    if (h.removed || h.hazard === null || HAZARDS[h.hazard].trigger !== 'enterOrEnd') continue;
    const piece = m.content.board.terrain.find((p) => p.id === h.id);
    if (piece === undefined) continue;
    const box = terrainBox(piece, m.content.board.levelSpacing);
    const r = DEFAULT_BASE_DIAMETER / 2;
    out.push({
      level: piece.level,
      minX: box.minX - r,
      maxX: box.maxX + r,
      minZ: box.minZ - r,
      maxZ: box.maxZ + r,
    });
  }
  return out;
}

/** Near enough already: within a finger's slack of base contact (0.05"), or a tenth of an inch of the spot. */
function there(here: Spot, goal: Goal): boolean {
  const slack = goal.contact ? CONTACT_TOLERANCE - 0.01 : 0.1;
  if (goal.at.level !== here.level || flat(here, goal.at) > goal.stopShort + slack) return false;
  return !goal.contact || Math.abs((here.elevation ?? 0) - (goal.at.elevation ?? 0)) <= 0.05;
}

/** The shortest route from where `u` stands toward its goal (routes.ts), with the graph it runs over. */
function routeFor(
  m: Mission,
  u: Unit,
  here: Spot,
  goal: Goal,
  move: number,
): { route: Route; graph: NavGraph } | null {
  const board = missionBoard(m);
  const graph = navGraphOf(m.content.board, board);
  const enemies: Spot[] = [];
  for (const o of m.units) if (o.side !== u.side && o.at !== null) enemies.push(o.at);
  const figure = unitFigure(u, here);
  const stepTo = (node: number): boolean =>
    pathCost(board, figure, [nodeSpot(graph, node)], {
      allowance: START_STEP,
      onFall: 'refuse',
      smallObstacle: SALVAGE_SMALL_OBSTACLE,
    }).legal;
  const route = findRoute(graph, graphEdges(graph, move), {
    start: here,
    to: goal.at,
    reach: Math.max(goal.stopShort, 1) + REACH_SLACK,
    goalRaised: goal.contact ? (goal.at.elevation ?? 0) > 0 : null,
    enemies,
    avoid: harmfulGround(m),
    stepTo,
  });
  return route === null ? null : { route, graph };
}

/**
 * Inches the shortest route from where `u` stands to its goal costs by the movement rules (0 when it is
 * there already), or null when no route leads there.
 */
export function routeCost(m: Mission, u: Unit, goal: Goal): number | null {
  if (u.at === null) return null;
  if (there(u.at, goal)) return 0;
  return routeFor(m, u, u.at, goal, moveAllowance(m, u, 'move'))?.route.cost ?? null;
}

/** The order taking `u` on toward its goal by its route, or why there is none. */
export function pursue(m: Mission, u: Unit, goal: Goal): Pursuit {
  if (u.at === null) return { kind: 'noRoute' };
  const here = u.at;
  if (there(here, goal)) return { kind: 'there' };
  const move = moveAllowance(m, u, 'move');
  // Close by already: the last step straight on, without a search.
  for (const to of approaches(here, goal, Math.min(move, 2))) {
    const order = legal(m, u, { action: 'move', unit: u.id, to }, goal);
    if (order !== null) return { kind: 'order', order };
  }
  const found = routeFor(m, u, here, goal, move);
  if (found === null) return { kind: 'noRoute' };
  const { route, graph } = found;
  const walk = walkOf(here, route, graph, move);
  const c = walk.crossing;
  if (c !== null && (walk.points.length === 2 || flat(here, c.from) <= AT_FOOT)) {
    // At the crossing, or in a straight line from it: its own action, from here when that action reaches.
    const take = crossingTake(c, move);
    if (take !== null) {
      for (const to of landings(c, goal.at)) {
        const order = legal(m, u, { action: take.action, unit: u.id, to }, goal);
        if (order !== null) return { kind: 'order', order };
      }
    }
  }
  const move1 = (to: Spot, via: readonly Spot[]): Checked => ({
    action: 'move',
    unit: u.id,
    to,
    ...(via.length > 0 ? { via: [...via] } : {}),
  });
  for (let k = 0; k < TRIES; k++) {
    const leg = cut(walk, move - k * SHORTER);
    if (leg === null) break;
    if (c === null && leg.via.length + 1 === walk.points.length - 1 && leg.left > 0) {
      // The whole walk fits: the last step on into base contact (or onto the spot).
      const last = leg.to;
      const via = flat(here, last) < 0.1 ? leg.via : [...leg.via, last];
      for (const to of approaches(last, goal, leg.left)) {
        const order = legal(m, u, move1(to, via), goal);
        if (order !== null) return { kind: 'order', order };
      }
    }
    if (flat(here, leg.to) < 0.1) break;
    const order = legal(m, u, move1(leg.to, leg.via), goal);
    if (order !== null) return { kind: 'order', order };
  }
  return { kind: 'stuck' };
}
