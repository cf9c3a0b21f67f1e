import type { FlightTable } from '../../../src/content/schemas/flight';
import type { Hull, ShipSystem } from '../../../src/content/schemas/ship';
import type { Ship } from '../../../src/rules/kraken/ship/state';
import type { SpaceCombatResult } from '../../../src/rules/kraken/space/combatAfter';
import type { SpaceCrew } from '../../../src/rules/kraken/space/combatTypes';
import type { FlightOutcome } from '../../../src/rules/kraken/space/flight';
import type { FlightDecision, FlightRun } from '../../../src/rules/kraken/space/flightFlow';
import type { DiceAnswerEvent, DiceRequest } from '../../core/diceRequest';

/**
 * The space-flight machine's types (Space Kraken §9). The flight is plain data changed only by the pure
 * functions of src/rules/kraken/space/flight.ts (walked by flightFlow.ts); the machine adds the dice request
 * waiting now, the counter that keeps request ids deterministic (`flight-1`, `flight-2` …) and the space
 * combat's result once its child is done.
 */
/** What a flight starts from, as plain JSON: the pack's flight table, the ship, its catalogue, crew, purse. */
export interface SpaceFlightInput {
  readonly table: FlightTable;
  readonly ship: Ship;
  readonly systems: readonly ShipSystem[];
  readonly hulls: readonly Hull[];
  readonly crew: readonly SpaceCrew[];
  readonly credits: number;
  /** The extra magazine ammo per weapon type; full magazines when absent (§9.4). */
  readonly magazines?: Readonly<Record<string, number>>;
  /** The location difficulty the plan starts at (1 when absent). */
  readonly locationDifficulty?: number;
}

export interface SpaceFlightContext {
  readonly run: FlightRun;
  readonly table: FlightTable;
  readonly ship: Ship;
  readonly systems: readonly ShipSystem[];
  readonly hulls: readonly Hull[];
  readonly crew: readonly SpaceCrew[];
  readonly magazines: Readonly<Record<string, number>>;
  /** The space combat's result, once one was fought. */
  readonly combat: SpaceCombatResult | null;
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
}

/** What the campaign gets back: the flight's outcome, and the ship and crew as the flight left them. */
export interface SpaceFlightOutput extends FlightOutcome {
  /** Smuggle Goods' reward, already counted in `credits`. */
  readonly smuggleBonus: number;
  /** The flight-table row fought, or null without a combat. */
  readonly flightNumber: number | null;
  /** §9.1: the difficulty chosen for the location the flight finds (§12 rolls the rest of it). */
  readonly locationDifficulty: number;
  /** After combat: repaired, destroyed systems gone (§10 After space combat); else as it set off. */
  readonly ship: Ship;
  readonly crew: readonly SpaceCrew[];
  readonly combat: SpaceCombatResult | null;
}

export type SpaceFlightEvent = FlightDecision | DiceAnswerEvent;

export interface SpaceFlightArgs {
  readonly context: SpaceFlightContext;
  readonly event: SpaceFlightEvent;
}
