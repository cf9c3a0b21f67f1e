import type { SpaceCombatResult } from '../../../src/rules/kraken/space/combatAfter';
import type { SpaceDecision } from '../../../src/rules/kraken/space/combatFlow';
import type { FlightRow } from '../../../src/content/schemas/flight';
import type { Hull, ShipSystem } from '../../../src/content/schemas/ship';
import type { Ship } from '../../../src/rules/kraken/ship/state';
import type { SpaceCombat, SpaceCrew } from '../../../src/rules/kraken/space/combatTypes';
import type { DiceAnswerEvent, DiceRequest } from '../../core/diceRequest';

/**
 * The space-combat machine's types (Space Kraken §10). The combat is plain data changed only by the pure
 * functions of src/rules/kraken/space/combat*.ts; the machine adds the dice request waiting now, the counter
 * that keeps request ids deterministic (`space-1`, `space-2` …) and the enemy ship whose boarders are being
 * fought when several board you.
 */
/**
 * What a space combat starts from, as plain JSON (a save's set-up): the flight-table row, the ship and the
 * pack's ship systems and hulls it needs, the crew, and the extra magazine ammo per weapon type.
 */
export interface SpaceCombatMachineInput {
  readonly row: FlightRow;
  readonly ship: Ship;
  readonly systems: readonly ShipSystem[];
  readonly hulls: readonly Hull[];
  readonly crew: readonly SpaceCrew[];
  readonly magazines?: Readonly<Record<string, number>>;
}

export interface SpaceCombatContext {
  readonly combat: SpaceCombat;
  readonly diceRequest: DiceRequest | null;
  readonly seq: number;
  /** The Combat command with several ships boarding: the one the player chose to fight first. */
  readonly boardingShip: string | null;
}

export type SpaceCombatOutput = SpaceCombatResult;

/** The player picks which of several boarding ships is fought first (§10 Combat). */
export interface BoardingOrderEvent {
  readonly type: 'boarding.order';
  readonly enemyUid: string;
}

export type SpaceCombatEvent = SpaceDecision | BoardingOrderEvent | DiceAnswerEvent;

export interface SpaceCombatArgs {
  readonly context: SpaceCombatContext;
  readonly event: SpaceCombatEvent;
}
