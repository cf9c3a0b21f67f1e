import type { ActionId, ConditionId } from '../types';

/**
 * The conditions table (rules reference salvage.conditions): what each condition does, how it goes away,
 * and the three that change numbers directly (Stunned, Blinded, Exhausted) and Prone's action ban.
 *
 * Reading (salvage.conditions): conditions last until removed; a condition listed twice counts once.
 */

/** How a condition is removed: First Aid, the Stand Up action, losing the item, or only after the game. */
export type ConditionRemoval = 'firstAid' | 'standUp' | 'item' | 'postGame';

export interface Condition {
  readonly name: string;
  readonly summary: string;
  readonly removable: ConditionRemoval;
}

/**
 * Salvage QR, Conditions, in the project's words. "First Aid removes 1 Condition"; "† Pickled: removed when
 * the granting item is removed"; "‡ Prone: use Stand Up action"; "Mortally Wounded: resolved in post-game".
 */
export const CONDITIONS: Record<ConditionId, Condition> = {
  burning: {
    name: 'Burning',
    summary: 'Each action is preceded by a Muscle test; failing it costs 1 damage.',
    removable: 'firstAid',
  },
  stunned: { name: 'Stunned', summary: 'Every test the unit makes is at TN +2.', removable: 'firstAid' },
  bleeding: {
    name: 'Bleeding',
    summary: 'When it activates: Muscle test at TN 7 or take 1 damage.',
    removable: 'firstAid',
  },
  blinded: { name: 'Blinded', summary: 'One action each activation, no more.', removable: 'firstAid' },
  poisoned: {
    name: 'Poisoned',
    summary: 'Each action is preceded by a Smarts test; failing it adds 1 Blight to the crew.',
    removable: 'firstAid',
  },
  unlucky: {
    name: 'Unlucky',
    summary: 'Reroll every success once; the second result stands.',
    removable: 'firstAid',
  },
  exhausted: { name: 'Exhausted', summary: 'Movement −2", never below 1".', removable: 'firstAid' },
  panicked: {
    name: 'Panicked',
    summary: 'At the start of its activation it must Move towards the nearest airlock, paying the Power.',
    removable: 'firstAid',
  },
  pickled: {
    name: 'Pickled',
    summary: 'Makes Noise with every Move or Crawl action. Ends when the item that gave it is removed.',
    removable: 'item',
  },
  prone: {
    name: 'Prone',
    summary: 'Lying on its back: it can Crawl or Stand Up, nothing else.',
    removable: 'standUp',
  },
  mortallyWounded: {
    name: 'Mortally Wounded',
    summary: 'Lies face down; cannot act or move. Dealt with after the game.',
    removable: 'postGame',
  },
};

/** Salvage QR, Conditions: Bleeding — "On activation: Muscle test (TN 7) or take 1 dmg." */
export const BLEEDING_TN = 7;

/** Salvage QR, Conditions: Stunned — "All test TNs +2." The caller clamps the stacked TN to 2..8. */
export function conditionTnModifier(conds: readonly ConditionId[]): number {
  return conds.includes('stunned') ? 2 : 0;
}

/** Salvage QR, Conditions: Blinded — "May only perform 1 Action per activation." null: no limit. */
export function actionLimit(conds: readonly ConditionId[]): number | null {
  return conds.includes('blinded') ? 1 : null;
}

/**
 * Salvage QR, Conditions: Exhausted — "Movement -2", minimum 1"". The minimum never raises a Move that
 * was already below 1".
 */
export function movementAfterConditions(move: number, conds: readonly ConditionId[]): number {
  if (!conds.includes('exhausted')) return move;
  return Math.min(move, Math.max(1, move - 2));
}

/**
 * Salvage QR, Conditions: Prone — "May only Crawl or Stand Up."
 *
 * Reading (salvage.conditions): Exert is allowed too. It costs 0 Power and only places a token that adds 1
 * Power; it moves nothing and acts on nobody, so it is not one of the actions the Prone ban is about.
 */
export function pronePermits(action: ActionId): boolean {
  return action === 'crawl' || action === 'standUp' || action === 'exert';
}
