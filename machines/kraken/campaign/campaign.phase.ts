import type { StateValue } from 'xstate';

/**
 * The book's number of each phase state of the campaign chart (Space Kraken §5 "Each game turn you perform
 * the following phases in order"): what a heading or the phase strip reads, from the state the machine is
 * in. The turn's data holds no phase (issue 27); a Recovery is in the phase it ends (Phase R).
 */
export const PHASE_NUMBERS = {
  story: 1,
  construction: 2,
  freeAction: 3,
  shortVisit: 4,
  questTimer: 5,
} as const;

export type TurnPhaseNumber = (typeof PHASE_NUMBERS)[keyof typeof PHASE_NUMBERS];

const isPhase = (key: string): key is keyof typeof PHASE_NUMBERS => key in PHASE_NUMBERS;

/** The phase the campaign machine's state value is in, or null at the campaign's end. */
export function phaseOfState(value: StateValue): TurnPhaseNumber | null {
  const top = typeof value === 'string' ? value : (Object.keys(value)[0] ?? '');
  return isPhase(top) ? PHASE_NUMBERS[top] : null;
}

/** Whether the state value waits at one of Phase R's Recoveries (the phase strip marks none current then). */
export function atRecovery(value: StateValue): boolean {
  if (typeof value === 'string') return false;
  const inner = Object.values(value)[0];
  return typeof inner === 'object' && 'recovery' in inner;
}
