import type { LevelSnapshot } from '../gameSnapshot';
import type { LevelPlace, LevelStep } from './levelStep';
import { boardingOwed, type BoardingFight } from '../../rules/kraken/space/boardingFlow';

/**
 * Snapshot format 1 → 2 for the boarding (issue 27): its `route` hub became the `round` loop and the
 * `afterFight` heals of boarding.machine.ts, so `rolling`, `cancel` or `heal` becomes the step it stands in
 * (`{ round: 'poolRoll' }`, `{ afterFight: 'heal' }`). The context keeps its shape; the new state is read
 * from it by the question the chart's guards ask (`boardingOwed`).
 */

type StateValue = string | { readonly [step: string]: StateValue };

const PLACE: Readonly<Record<ReturnType<typeof boardingOwed>, StateValue>> = {
  roll: { round: 'poolRoll' },
  reroll: { round: 'reroll' },
  'reroll-roll': { round: 'rerollRoll' },
  cancel: { round: 'cancel' },
  'take-hits': { round: 'takeHits' },
  sacrifice: { round: 'sacrifice' },
  continue: { round: 'continue' },
  heal: { afterFight: 'heal' },
  'heal-roll': { afterFight: 'healRoll' },
  done: 'done',
};

/** Where the boarding chart stands for this fight (a state it can wait in). */
export function boardingPlace(fight: BoardingFight): StateValue {
  return PLACE[boardingOwed(fight)];
}

/** The boarding levels: only the space combat invokes a child as `boarding`. */
export function isBoardingLevel(place: LevelPlace): boolean {
  return place.path[place.path.length - 1] === 'boarding';
}

export const boardingStep: LevelStep = (level: LevelSnapshot, place: LevelPlace): LevelSnapshot => {
  if (!isBoardingLevel(place)) return level;
  return { ...level, state: boardingPlace((level.context as { readonly fight: BoardingFight }).fight) };
};
