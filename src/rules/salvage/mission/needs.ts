import type { RollNeed as BaseRollNeed } from '../../dice/need';
import type { DiceGroup } from '../../dice/types';
import type { Effect } from './effects.types';
import { handlerOf } from './handlers';
import type { Mission } from './state';

// The mode asks the odds of an Interact before it is ordered.
export { interactOdds } from './pools';

/**
 * What a step of the queue needs rolled (the one roll contract, src/rules/dice/need.ts): the pools with every
 * modifier already stacked into the dice and the TN, what they decide, the rule, and the exact odds before
 * they are thrown. Null for steps applied without dice.
 */
export type RollNeed = Extract<BaseRollNeed, { readonly groups: readonly DiceGroup[] }> & {
  readonly who: string | null;
};

/** The roll the step needs: its kind's handler says (handlers/), none for steps applied at once. */
export function effectNeed(m: Mission, e: Effect): RollNeed | null {
  return handlerOf(e).need?.(m, e) ?? null;
}
