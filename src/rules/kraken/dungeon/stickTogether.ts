import type { DungeonDecision } from './decisions';

/**
 * Space Kraken §4 Let's stick together (kraken.stick-together): during an exploration the crew sent down is
 * one team on one space (`Exploration.position`); it moves, crosses laser barriers and walks into minefields
 * whole. So no order may split it: a decision that takes the team somewhere names nobody, and nobody else
 * goes down (or splits off) while it is down. Crew members may stay on the ship instead (the deploy names
 * who goes).
 *
 * Reading: a member left behind by a failed escape from a ground combat (kraken.escape-ground-combat) is that rule's own
 * exception, not a split the player orders.
 */

/** Decisions that take the whole team somewhere: moves, portals, exits, the way back and the teleporter. */
const TEAM_MOVES: ReadonlySet<DungeonDecision['type']> = new Set<DungeonDecision['type']>([
  'arrive',
  'move',
  'portal.jump',
  'portal.choose',
  'exit.take',
  'entrance.back',
  'location.exit',
  'teleporter.out',
  'mines.brave',
]);

export const ALREADY_DOWN =
  "Let's stick together: the team is already down and moves as one — nobody joins it or splits off until it is back on the ship.";

export const NAMES_WHO_GOES =
  "Let's stick together: the team moves as one — an order that takes it somewhere cannot name who goes.";

/** Why `decision` would split the team, or null. `down`: the team is deployed now. */
export function splitRefusal(decision: DungeonDecision, down: boolean): string | null {
  if (decision.type === 'deploy') return down ? ALREADY_DOWN : null;
  if (!TEAM_MOVES.has(decision.type)) return null;
  // A logged or scripted event may carry more than its schema allows; a list of who goes is a split order.
  const named = decision as Readonly<Record<string, unknown>>;
  return named.crewIds !== undefined || named.crewId !== undefined ? NAMES_WHO_GOES : null;
}
