import type { LevelSnapshot } from '../gameSnapshot';
import type { LevelPlace, LevelStep } from './levelStep';
import {
  attackVolley,
  boardingOrderOpen,
  boardingWaiting,
  combatOver,
  decisionWaiting,
  rollWaiting,
} from '../../rules/kraken/space/combatSteps';
import type { SpaceCombat } from '../../rules/kraken/space/combatTypes';

/**
 * Snapshot format 1 → 2 for the space combat (issue 27): its `route` hub became the phase loop of
 * spaceCombat.machine.ts, so a state such as `rolling` or `evade` becomes the phase and step it stands in
 * (`{ firing: 'hitRoll' }`, `{ timeline: { attack: 'evade' } }`). The context keeps its shape; the new state
 * is read from it by the questions the chart's guards ask (combatSteps.ts), in the chart's order.
 */

/** The context fields the chart's guards read; the rest of the combat is carried over untouched. */
interface CombatContext {
  readonly combat: SpaceCombat;
  readonly boardingShip: string | null;
}

type StateValue = string | { readonly [phase: string]: StateValue };

/** The step of an enemy volley the combat waits in (the Attack command's or phase 4's). */
function volleyStep(c: SpaceCombat): string | null {
  if (rollWaiting(c, 'enemy-hit')) return 'enemyHitRoll';
  if (decisionWaiting(c, 'evade')) return 'evade';
  if (rollWaiting(c, 'evade')) return 'evadeRoll';
  if (rollWaiting(c, 'system-class')) return 'systemClassRoll';
  if (rollWaiting(c, 'system-count')) return 'systemCountRoll';
  if (decisionWaiting(c, 'shield-pick')) return 'shieldPick';
  return null;
}

/** Where the space-combat chart stands for this context (a state it can wait in). */
export function spaceCombatPlace(context: CombatContext): StateValue {
  const c = context.combat;
  if (combatOver(c)) return 'over';
  const volley = volleyStep(c);
  if (volley !== null) return attackVolley(c) ? { timeline: { attack: volley } } : { enemyFire: volley };
  if (boardingWaiting(c)) {
    if (c.pending.kind === 'boarding' && c.pending.request.side === 'ours') return { boarding: 'fighting' };
    return { timeline: { boarders: boardingOrderOpen(c, context.boardingShip) ? 'order' : 'fighting' } };
  }
  if (decisionWaiting(c, 'objectives')) return { objectives: 'choosing' };
  if (rollWaiting(c, 'objective')) return { objectives: 'objectiveRoll' };
  if (rollWaiting(c, 'repair')) return { objectives: 'repairRoll' };
  if (decisionWaiting(c, 'fire')) return { firing: 'choosing' };
  if (rollWaiting(c, 'hit')) return { firing: 'hitRoll' };
  if (decisionWaiting(c, 'reroll')) return { firing: 'reroll' };
  if (decisionWaiting(c, 'board')) return { boarding: 'choosing' };
  if (decisionWaiting(c, 'escape')) return { escape: 'choosing' };
  if (rollWaiting(c, 'escape')) return { escape: 'escapeRoll' };
  if (decisionWaiting(c, 'drones')) return { recharge: 'drones' };
  throw new Error('A space combat snapshot that waits for nothing the chart knows.');
}

/**
 * The levels of the space combat: the stand-alone mode's root, and the `combat` the space flight invokes
 * (alone, or inside the campaign's `spaceFlight`). Only the flight invokes a child as `combat`.
 */
export function isSpaceCombatLevel(place: LevelPlace): boolean {
  if (place.path.length === 0) return place.mode === 'space-combat';
  return place.path[place.path.length - 1] === 'combat';
}

export const spaceCombatStep: LevelStep = (level: LevelSnapshot, place: LevelPlace): LevelSnapshot => {
  if (!isSpaceCombatLevel(place)) return level;
  return { ...level, state: spaceCombatPlace(level.context as CombatContext) };
};
