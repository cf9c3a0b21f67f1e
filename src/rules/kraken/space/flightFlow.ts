import type { FlightTable } from '../../../content/schemas/flight';
import type { RollNeed } from '../crew/rolls';
import {
  addOption,
  avoidSucceeds,
  endCombat,
  faceCombat,
  FLIGHT_OPTION_RULES,
  flightNeed,
  flightNumberDistribution,
  flightNumberNeed,
  flightOutcome,
  isRefused,
  isSafeAndSound,
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
 * Space Kraken §9 for the flight's machine: the plan, then the flight of `flight.ts`, with the decisions a
 * player (or a save's log) sends and the questions the chart's choice points ask. Every rule stays in
 * flight.ts; the order of the steps is the machine's (machines/kraken/space/spaceFlight.machine.ts).
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
}

export function startFlightRun(context: FlightContext, locationDifficulty = 1): FlightRun {
  const plan = startPlan(locationDifficulty);
  if (isRefused(plan)) throw new Error(plan.refused);
  return { context, plan, flight: null };
}

// ——— What the chart asks at its choice points (machines/kraken/space/spaceFlight.machine.ts) ———

/** §9.2 Safe and Sound: the flight set off without any space combat to check. */
export function flewSafeAndSound(run: FlightRun): boolean {
  return run.flight !== null && isSafeAndSound(run.flight.plan);
}

/** §9.3: the avoid check's d6 reached the flight difficulty (a 1 never does). */
export function avoidCheckPassed(run: FlightRun): boolean {
  const f = run.flight;
  return f !== null && f.avoidFace !== null && avoidSucceeds(f.flightDifficulty, f.avoidFace);
}

/** §11 Nano Skin: a working one may still keep the ship out of the combat the failed check brought. */
export function nanoSkinOffered(run: FlightRun): boolean {
  return run.flight !== null && nanoRefusal(run.flight, run.context) === null;
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

function flightStepped(run: FlightRun, next: Stepped<Flight>): Stepped<FlightRun> {
  return isRefused(next) ? next : { ...run, flight: next };
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
    case 'flight.faceCombat':
      if (flight === null) return notYet;
      // Reading (kraken.flight-check): flying straight into the combat passes on Nano Skin for this flight
      // (the chart goes to the flight number); after a failed check the combat comes anyway, and facing it
      // there only declines Nano Skin: the flight stays as it is.
      return flight.stage === 'number-roll' ? run : flightStepped(run, faceCombat(flight));
    case 'flight.nanoSkin':
      return flight === null ? notYet : flightStepped(run, useNanoSkin(flight, context));
  }
}

const notYet: Refused = { refused: 'The flight has not set off yet (kraken.flight-check).' };

/** The die the flight waits for (the avoid check's d6 or the flight number's d3), or null. */
export function flightRunNeed(run: FlightRun): RollNeed | null {
  return run.flight === null ? null : flightNeed(run.flight);
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
