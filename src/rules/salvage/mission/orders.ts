import { MOVE_ACTIONS, type ActionOrderData } from './decisions';

/**
 * What a unit is told to do in its activation: one row of the action table with what it needs (where to,
 * at whom, with what). Players give orders through decisions; Alert hostiles get theirs from their
 * Motivations. Plain JSON.
 */

export { MOVE_ACTIONS };
export type MoveAction = (typeof MOVE_ACTIONS)[number];

/** The order as the decision schema (decisions.ts) defines it: one source for the type and the check. */
export type ActionOrder = ActionOrderData;

/** A movement order: one of the action table's moves, with the spot it goes to (and any bends of a walk). */
export type MoveOrder = Extract<ActionOrder, { readonly action: MoveAction }>;

export function isMoveAction(action: string): action is MoveAction {
  return (MOVE_ACTIONS as readonly string[]).includes(action);
}
