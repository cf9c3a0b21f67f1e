import type { Effect } from './effects.types';
import { handlerOf } from './handlers';
import type { RollNeed } from './needs.types';
import type { Mission } from './state';

// The mode asks the odds of an Interact before it is ordered.
export { interactOdds } from './pools';

export type { RollNeed } from './needs.types';

/** The roll the step needs: its kind's handler says (handlers/), none for steps applied at once. */
export function effectNeed(m: Mission, e: Effect): RollNeed | null {
  return handlerOf(e).need?.(m, e) ?? null;
}
