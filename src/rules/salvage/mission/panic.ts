import { footprintExtents } from '../../board/terrain';
import { DEFAULT_BASE_DIAMETER, type TerrainPiece } from '../../board/types';
import { spotDistance, touchesPiece } from './board';
import { moveAllowance, orderRefusal } from './checks';
import { walkToward } from './geometry';
import type { ActionOrder } from './orders';
import { pursue, routeCost, type Goal } from './routeOrder';
import type { Mission, Unit } from './state';

/**
 * Salvage 004, Conditions: "Panicked — Start of activation: must Move toward nearest Airlock (costs Power)."
 * Depth: "Measure true 3D distance between units at different depths."
 *
 * Reading (salvage.conditions): the nearest airlock is the one the movement rules let the unit reach
 * soonest — the shortest route in inches (routes.ts, the one Alert hostiles take: difficult ground double,
 * round walls, over other depths by ladders and edges), not the straight line, which may run through a wall
 * or up a sheer deck. Where no airlock has a route, the nearest by true 3D distance. The Move goes along that
 * route as far as the unit's Move pays; where the route changes depth, the Climb or Jump that takes it there
 * is the forced action instead (it costs Power like the Move). A Scale or Launch, which risks a fall, is never
 * forced, and a unit already in contact with an airlock not yet locked has nowhere nearer to go.
 */

/** The actions a Panicked unit is made to take: a Move, or the Climb or Jump of its route. */
const FORCED = new Set(['move', 'climb', 'jump']);

/** Where a base touches the airlock's footprint: half its narrower side and the base's radius. */
function airlockGoal(piece: TerrainPiece): Goal {
  const { sx, sz } = footprintExtents(piece);
  return {
    at: { x: piece.x, z: piece.z, level: piece.level },
    stopShort: Math.min(sx, sz) / 2 + DEFAULT_BASE_DIAMETER / 2,
    contact: false,
  };
}

/** The forced order of a Panicked unit at the start of its activation, or null when there is none. */
export function panicOrder(m: Mission, u: Unit): ActionOrder | null {
  if (u.at === null) return null;
  const at = u.at;
  const usable = m.content.board.terrain.filter(
    (p) => p.kind === 'airlock' && m.airlocks.some((a) => a.id === p.id && !a.locked),
  );
  if (usable.length === 0 || usable.some((p) => touchesPiece(u, p))) return null;
  const ranked = usable
    .map((piece) => {
      const goal = airlockGoal(piece);
      return { goal, route: routeCost(m, u, goal), straight: spotDistance(m, at, goal.at) };
    })
    .sort((a, b) => (a.route ?? Infinity) - (b.route ?? Infinity) || a.straight - b.straight);
  const nearest = ranked[0];
  if (nearest === undefined) return null;
  const step = pursue(m, u, nearest.goal);
  if (step.kind === 'order') return FORCED.has(step.order.action) ? step.order : null;
  if (step.kind === 'there' || nearest.goal.at.level !== at.level) return null;
  // No route, or none the rules allow now (the grid is coarser than the table): the straight walk on its
  // own depth, as far as it goes.
  const to = walkToward(m, u, nearest.goal.at, moveAllowance(m, u, 'move'), nearest.goal.stopShort);
  if (to === null) return null;
  const order: ActionOrder = { action: 'move', unit: u.id, to };
  return orderRefusal(m, order) === null ? order : null;
}
