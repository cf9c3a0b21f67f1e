import type { RollNeed as BaseRollNeed } from '../../dice/need';
import type { DiceGroup } from '../../dice/types';

/**
 * What a step of the queue needs rolled (the one roll contract, src/rules/dice/need.ts): the pools with every
 * modifier already stacked into the dice and the TN, what they decide, the rule, and the exact odds before
 * they are thrown. Null for steps applied without dice.
 */
export type RollNeed = Extract<BaseRollNeed, { readonly groups: readonly DiceGroup[] }> & {
  readonly who: string | null;
};
