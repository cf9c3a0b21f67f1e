import { z } from 'zod';
import { flag, id, intAtLeast, intIn, listOf, oneOf, text } from './fields';

/**
 * Space Kraken §9.4 and the FLIGHT TABLE (core book p. 163): one row per flight number, 3 to 19. The rule
 * document prints rows 3 and 4 and the timeline of row 5; the sample pack fills the rest with original rows
 * marked `sample`, in this format, so a book owner can type in the real ones.
 */

/** Flight numbers run from 3 (difficulty 1 + a d3 of 1) to the cap of 19 (§9.4). */
export const FLIGHT_NUMBER_MIN = 3;
export const FLIGHT_NUMBER_MAX = 19;

/** §10 phase 1: the timeline's commands by their letters (`-` in the book is an empty cell: null here). */
export const TIMELINE_COMMANDS = [
  'attack',
  'backup',
  'combat',
  'evading',
  'game-over',
  'idle',
  'shields',
  'time',
  'victory',
] as const;
export type TimelineCommand = (typeof TIMELINE_COMMANDS)[number];
/** At most eight cells (the table's "Timeline 1-8"). */
export const TIMELINE_CELLS = 8;

/** §10 phase 2: A = attack (Ranged or Melee), T = Tech, C = Charisma, ? = one of the three for everyone. */
export const OBJECTIVE_ATTRIBUTES = ['attack', 'tech', 'charisma', 'any'] as const;
export type ObjectiveAttribute = (typeof OBJECTIVE_ATTRIBUTES)[number];
export const OBJECTIVE_CELLS = 4;

export const spaceObjectiveSchema = z.strictObject({
  attribute: oneOf(OBJECTIVE_ATTRIBUTES),
  /** The number after the letter: the total to reach (T8 is Tech against 8). */
  difficulty: intIn(1, 60),
});
export type SpaceObjective = z.infer<typeof spaceObjectiveSchema>;

/** "Mine 3-0, 5, 0-0": type, SP-CREW, WEAPON DAMAGE, SHIELD-SHIELD RECHARGE. */
export const enemyShipSchema = z.strictObject({
  type: text('enemy type'),
  sp: intIn(1, 500),
  /** 0: unmanned, cannot be boarded (§10). */
  crew: intIn(0, 100),
  damage: intIn(0, 100),
  shield: intIn(0, 100),
  recharge: intIn(0, 100),
});
export type EnemyShip = z.infer<typeof enemyShipSchema>;

export const flightRowSchema = z.strictObject({
  number: intIn(FLIGHT_NUMBER_MIN, FLIGHT_NUMBER_MAX),
  name: text('name'),
  /** Leftmost first; null is an empty cell. */
  timeline: listOf(oneOf(TIMELINE_COMMANDS).nullable(), 'timeline cells').max(TIMELINE_CELLS, {
    error: `at most ${TIMELINE_CELLS} timeline cells`,
  }),
  /** Solved left to right (§10 phase 2). */
  objectives: listOf(spaceObjectiveSchema, 'objectives').max(OBJECTIVE_CELLS, {
    error: `at most ${OBJECTIVE_CELLS} objectives`,
  }),
  /** Enemy 1 to 4, in the order they fire. */
  enemies: listOf(enemyShipSchema, 'enemies').max(4, { error: 'at most 4 enemies' }),
  /** XP, and as many credits, for a successful flight (§10 After space combat). */
  xp: intAtLeast(0),
  sample: flag().optional(),
});
export type FlightRow = z.infer<typeof flightRowSchema>;

/** The whole table: one row for every flight number from 3 to 19. */
export const flightTableSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    rows: listOf(flightRowSchema, 'flight rows'),
    description: text('description').optional(),
    sample: flag().optional(),
  })
  .superRefine((table, ctx) => {
    for (let n = FLIGHT_NUMBER_MIN; n <= FLIGHT_NUMBER_MAX; n++) {
      const count = table.rows.filter((r) => r.number === n).length;
      if (count !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows'],
          input: table.rows,
          message: `exactly one row for flight number ${n} (rows ${FLIGHT_NUMBER_MIN} to ${FLIGHT_NUMBER_MAX})`,
          params: { got: `${count} rows numbered ${n}` },
        });
      }
    }
  });
export type FlightTable = z.infer<typeof flightTableSchema>;
