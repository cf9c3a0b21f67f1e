import type { FlightTable } from '../../../content/schemas/flight';
import type { RollNeed } from '../rolls';
import {
  addOption,
  endCombat,
  faceCombat,
  FLIGHT_OPTION_RULES,
  flightNeed,
  flightNumberDistribution,
  flightNumberNeed,
  flightOutcome,
  isRefused,
  nanoRefusal,
  removeOption,
  rollAvoid,
  rollFlightNumber,
  setLocationDifficulty,
  setOff,
  setStealth,
  startPlan,
  tryAvoid,
  useNanoSkin,
  type Flight,
  type FlightContext,
  type FlightOption,
  type FlightOutcome,
  type FlightPlan,
  type Refused,
  type Stepped,
} from './flight';
import type { SpaceOutcome } from './combatTypes';

/**
 * Space Kraken §9 as one guided walk for a machine: the plan, then the flight of `flight.ts`, with the
 * decisions a player (or a save's log) sends and where the walk waits next. Every rule stays in flight.ts;
 * this file only says which kernel step a decision is and when Nano Skin is offered.
 */

export type FlightDecision =
  | { readonly type: 'flight.locationDifficulty'; readonly value: number }
  | { readonly type: 'flight.addOption'; readonly option: FlightOption }
  | { readonly type: 'flight.removeOption'; readonly option: FlightOption }
  | { readonly type: 'flight.stealthSkin'; readonly on: boolean }
  | { readonly type: 'flight.setOff' }
  | { readonly type: 'flight.tryAvoid' }
  | { readonly type: 'flight.faceCombat' }
  | { readonly type: 'flight.nanoSkin' };

export interface FlightRun {
  /** What the flight reads from the ship and the purse, fixed when the flight is offered. */
  readonly context: FlightContext;
  readonly plan: FlightPlan;
  /** Null while the plan is being made. */
  readonly flight: Flight | null;
  /** The player chose to face the combat: Nano Skin is not offered again before the flight number. */
  readonly nanoPassed: boolean;
}

/** Where the walk waits. */
export type FlightStep =
  | 'plan'
  | 'avoid'
  | 'avoid-roll'
  /** The avoid check failed and a working Nano Skin may still keep the ship out of the combat. */
  | 'nano'
  | 'number-roll'
  | 'combat'
  | 'done';

export function startFlightRun(context: FlightContext, locationDifficulty = 1): FlightRun {
  const plan = startPlan(locationDifficulty);
  if (isRefused(plan)) throw new Error(plan.refused);
  return { context, plan, flight: null, nanoPassed: false };
}

export function flightStep(run: FlightRun): FlightStep {
  const f = run.flight;
  if (f === null) return 'plan';
  switch (f.stage) {
    case 'avoid':
    case 'avoid-roll':
    case 'combat':
    case 'done':
      return f.stage;
    case 'number-roll':
      return !run.nanoPassed && nanoRefusal(f, run.context) === null ? 'nano' : 'number-roll';
  }
}

/** The refusal the kernel gives for a decision now, or null; each sentence names its rule. */
export function flightDecisionRefusal(run: FlightRun, decision: FlightDecision): string | null {
  const next = stepDecision(run, decision);
  return isRefused(next) ? next.refused : null;
}

/** Applies an allowed decision; a refused one leaves the run as it is (the machine guards first). */
export function decideFlight(run: FlightRun, decision: FlightDecision): FlightRun {
  const next = stepDecision(run, decision);
  return isRefused(next) ? run : next;
}

const NOT_PLANNING: Refused = {
  refused: 'The flight has set off: its plan is fixed (kraken.flight-options).',
};

function planStep(run: FlightRun, next: Stepped<FlightPlan>): Stepped<FlightRun> {
  if (run.flight !== null) return NOT_PLANNING;
  return isRefused(next) ? next : { ...run, plan: next };
}

function flightStepped(
  run: FlightRun,
  next: Stepped<Flight>,
  nanoPassed = run.nanoPassed,
): Stepped<FlightRun> {
  return isRefused(next) ? next : { ...run, flight: next, nanoPassed };
}

function stepDecision(run: FlightRun, d: FlightDecision): Stepped<FlightRun> {
  const { plan, context, flight } = run;
  switch (d.type) {
    case 'flight.locationDifficulty':
      return planStep(run, setLocationDifficulty(plan, d.value));
    case 'flight.addOption':
      return planStep(run, addOption(plan, d.option, context));
    case 'flight.removeOption':
      return planStep(run, removeOption(plan, d.option));
    case 'flight.stealthSkin':
      return planStep(run, setStealth(plan, d.on, context));
    case 'flight.setOff':
      return flight !== null ? NOT_PLANNING : flightStepped(run, setOff(plan, context));
    case 'flight.tryAvoid':
      return flight === null ? notYet : flightStepped(run, tryAvoid(flight));
    case 'flight.faceCombat': {
      if (flight === null) return notYet;
      // Reading (kraken.flight-check): flying straight into the combat passes on Nano Skin for this flight;
      // after a failed check the combat comes anyway, and facing it there only declines Nano Skin.
      if (flightStep(run) === 'nano') return { ...run, nanoPassed: true };
      return flightStepped(run, faceCombat(flight), true);
    }
    case 'flight.nanoSkin':
      if (flight === null) return notYet;
      if (flightStep(run) === 'number-roll')
        return {
          refused: 'You chose to face the combat: the flight number is being rolled (kraken.flight-check).',
        };
      return flightStepped(run, useNanoSkin(flight, context));
  }
}

const notYet: Refused = { refused: 'The flight has not set off yet (kraken.flight-check).' };

/** The die the walk waits for, or null. */
export function flightRunNeed(run: FlightRun): RollNeed | null {
  const step = flightStep(run);
  if (run.flight === null || (step !== 'avoid-roll' && step !== 'number-roll')) return null;
  return flightNeed(run.flight);
}

/** A d6 face for the avoid check or the flight number's d3 (read from a d6). */
export function answerFlight(run: FlightRun, face: number, table: FlightTable): FlightRun {
  const f = run.flight;
  if (f === null) throw new Error('No flight is under way.');
  const next = f.stage === 'avoid-roll' ? rollAvoid(f, face) : rollFlightNumber(f, face, table);
  if (isRefused(next)) throw new Error(next.refused);
  return { ...run, flight: next };
}

/** §10: the space combat's outcome as the flight's end (a retreat is the Time command's). */
export function flightEndOf(outcome: SpaceOutcome): 'won' | 'escaped' | 'time-retreat' | 'lost' {
  return outcome === 'retreated' ? 'time-retreat' : outcome;
}

/** The space combat has ended: the flight takes its outcome back. */
export function combatEnded(run: FlightRun, outcome: SpaceOutcome): FlightRun {
  if (run.flight === null) throw new Error('No flight is under way.');
  const next = endCombat(run.flight, flightEndOf(outcome));
  if (isRefused(next)) throw new Error(next.refused);
  return { ...run, flight: next };
}

/** The finished flight's outcome, with the Smuggle Goods bonus on its own (part of `credits`). */
export function flightRunOutcome(run: FlightRun): FlightOutcome & { readonly smuggleBonus: number } {
  if (run.flight === null) throw new Error('The flight has not set off.');
  const outcome = flightOutcome(run.flight, run.context);
  if ('refused' in outcome) throw new Error(outcome.refused);
  const success = outcome.end === 'won' || outcome.end === 'avoided';
  const smuggle = run.plan.options.reduce((s, o) => s + FLIGHT_OPTION_RULES[o].successCredits, 0);
  return { ...outcome, smuggleBonus: success ? smuggle : 0 };
}

/**
 * The d3's purpose with every flight number's exact chance (a table roll has no single success to give odds
 * for): difficulty 3 reads "… 7 (1/3), 8 (1/3), 9 (1/3)"; the cap folds the top into 19.
 */
export function flightNumberPurpose(difficulty: number): string {
  const parts = [...flightNumberDistribution(difficulty)].map(([n, p]) => `${n} (${sixths(p)})`);
  return `${flightNumberNeed(difficulty).purpose}: ${parts.join(', ')}`;
}

function sixths(p: number): string {
  const ways = Math.round(p * 6);
  const g = gcd(ways, 6);
  return ways === 6 ? 'certain' : `${ways / g}/${6 / g}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
