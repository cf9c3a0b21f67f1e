import { z } from 'zod';
import { crewMemberSchema } from './crew.schema';
import { ENEMY_SPECIES, enemyProfileSchema } from '../../src/content/schemas/enemy';
import { LOCATION_KINDS } from '../../src/content/schemas/location';
import { PROTOTYPE_CATEGORIES, prototypeTableSchema } from '../../src/content/schemas/prototype';
import { treasureColumnSchema } from '../../src/content/schemas/treasure';
import { combatDecisionSchema } from '../../src/rules/kraken/groundCombat/combatDecision.schema';
import { lootShiftProblem } from '../../src/rules/kraken/crew/psi';

/**
 * Validates a ground combat's set-up and its logged decisions when a save is read back; the machine's
 * guards (the rules) judge them after that.
 */
const int = z.number().int();
const id = z.string().min(1).max(80);
/** More entries than any pack of this app holds in one list. */
const MAX_LIST = 500;

export { crewMemberSchema };

export const encounterSchema = z.strictObject({
  difficulty: int.min(0).max(10),
  locationKind: z.enum(LOCATION_KINDS),
  atmosphere: z.enum(['breathable', 'non-breathable', 'hell']),
  map: int.min(1).max(9),
  elementValue: z.union([int.min(0).max(8), z.literal('?')]),
  boss: z.boolean(),
  ambush: z.boolean(),
  species: z.enum(ENEMY_SPECIES),
  foes: z
    .array(
      z.strictObject({ species: z.enum(ENEMY_SPECIES), level: int.min(1).max(8), count: int.min(1).max(12) }),
    )
    .max(6)
    .optional(),
});

// A save's set-up; unknown keys at its top level are refused, not carried along.
export const groundCombatInputSchema = z.strictObject({
  crew: z
    .array(crewMemberSchema)
    .min(1)
    .max(4)
    .refine((crew) => crew.some((m) => m.condition === 'conscious'), {
      error: 'at least one conscious crew member',
    })
    .refine((crew) => new Set(crew.map((m) => m.id)).size === crew.length, {
      error: 'crew members with different ids',
    }),
  encounter: encounterSchema,
  enemyProfiles: z.array(enemyProfileSchema).min(1).max(MAX_LIST),
  treasureTable: z.strictObject({
    gradeValues: z.array(int.min(0).max(1_000_000)).length(6),
    columns: z.array(treasureColumnSchema).min(1).max(20),
  }),
  oxygen: int.min(0).max(999),
  initiativeBonus: int.min(0).max(20).optional(),
  // kraken.psi-exploration: PSI Divination arms exactly +3 or −3 (0: none), the crawl's own rule.
  lootShift: int
    .refine((n) => lootShiftProblem(n) === null, { error: 'a loot shift of 3, -3 or 0' })
    .optional(),
  // The drop grids a fight reads: the pack's (with their id) or a set-up's own (rows as far as it needs).
  dropGrids: z
    .array(
      z.strictObject({
        id: id.optional(),
        list: z.enum(['weapons', 'items']),
        grade: int.min(1).max(6),
        rows: z.array(z.strictObject({ roll: int.min(1).max(6), left: id, right: id })).max(6),
      }),
    )
    .max(MAX_LIST)
    .optional(),
  pieceNames: z
    .record(id, z.string().min(1).max(200))
    .refine((r) => Object.keys(r).length <= MAX_LIST * 12, { error: `at most ${MAX_LIST * 12} names` })
    .optional(),
  prototypeEffects: z
    .strictObject({
      tables: z.array(prototypeTableSchema).max(40),
      categories: z
        .record(id, z.enum(PROTOTYPE_CATEGORIES))
        .refine((r) => Object.keys(r).length <= MAX_LIST, { error: `at most ${MAX_LIST} categories` }),
    })
    .optional(),
});

/** The ground combat's decisions: the rules' own vocabulary (src/rules/kraken/groundCombat/combatDecision.schema.ts). */
export const groundCombatDecisionSchema = combatDecisionSchema;
