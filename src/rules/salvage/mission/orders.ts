import type { ConditionId } from '../types';
import type { Spot } from './state';

/**
 * What a unit is told to do in its activation: one row of the action table with what it needs (where to,
 * at whom, with what). Players give orders through decisions; Alert hostiles get theirs from their
 * Motivations. Plain JSON.
 */

export const MOVE_ACTIONS = ['move', 'crawl', 'run', 'jump', 'launch', 'climb', 'scale'] as const;
export type MoveAction = (typeof MOVE_ACTIONS)[number];

export type ActionOrder =
  | { readonly action: MoveAction; readonly unit: string; readonly to: Spot }
  | { readonly action: 'standUp' | 'goProne' | 'concentrate' | 'exert' | 'disengage'; readonly unit: string }
  | { readonly action: 'rest'; readonly unit: string; readonly remove: 'exert' | 'blight' }
  | {
      readonly action: 'rangedAttack' | 'meleeAttack';
      readonly unit: string;
      readonly target: string;
      readonly weapon: string | null;
    }
  | { readonly action: 'shove'; readonly unit: string; readonly target: string }
  | { readonly action: 'useItem'; readonly unit: string; readonly item: string; readonly target?: string }
  | {
      readonly action: 'interact';
      readonly unit: string;
      /** An airlock or door piece id, or a Mortally Wounded hostile's id. */
      readonly target: string;
      /** Airlocks: the unit that goes out (this unit when absent). */
      readonly exit?: string;
    }
  | { readonly action: 'extractSalvage'; readonly unit: string; readonly site: string }
  | {
      readonly action: 'firstAid';
      readonly unit: string;
      readonly target: string;
      /** The condition to remove; restores 1 Health when absent. */
      readonly remove?: ConditionId;
    };

export function isMoveAction(action: string): action is MoveAction {
  return (MOVE_ACTIONS as readonly string[]).includes(action);
}
