import { z } from 'zod';
import { CREW_TRAIT_RULES, crewAttributesSchema } from '../../src/content/schemas/crew';
import { ENEMY_SPECIES, enemyProfileSchema } from '../../src/content/schemas/enemy';
import { itemSchema } from '../../src/content/schemas/item';
import { LOCATION_KINDS } from '../../src/content/schemas/location';
import { modifierSchema } from '../../src/content/schemas/modifier';
import { PROTOTYPE_CATEGORIES, prototypeTableSchema } from '../../src/content/schemas/prototype';
import { treasureColumnSchema } from '../../src/content/schemas/treasure';
import { weaponSchema } from '../../src/content/schemas/weapon';
import { combatDecisionSchema } from '../../src/rules/kraken/combatDecision.schema';
import { SLOT_IDS } from '../../src/rules/kraken/inventory';
import { lootShiftProblem } from '../../src/rules/kraken/psi';

/**
 * Validates a ground combat's set-up and its logged decisions when a save is read back; the machine's
 * guards (the rules) judge them after that.
 */
const int = z.number().int();
const id = z.string().min(1).max(80);

const carried = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('weapon'),
    weapon: weaponSchema,
    ammo: int.min(0).nullable(),
    jam: z.enum(['clear', 'jammed', 'jammed-eased', 'damaged']),
    charged: z.boolean(),
    spareMagazine: z.boolean(),
  }),
  z.object({
    kind: z.literal('item'),
    item: itemSchema,
    usesLeft: int.min(0).nullable(),
    active: z.boolean(),
  }),
  z.object({ kind: z.literal('magazines'), weaponId: id, count: int.min(1).max(2) }),
]);

export const crewMemberSchema = z.object({
  id,
  name: z.string().min(1).max(80),
  attributes: crewAttributesSchema,
  level: int.min(1).max(30),
  hp: int.min(0).max(14),
  condition: z.enum(['conscious', 'unconscious', 'killed']),
  traits: z
    .array(
      z.object({
        id,
        name: z.string(),
        value: int,
        rule: z.enum(CREW_TRAIT_RULES).optional(),
        modifiers: z.array(modifierSchema).max(12).optional(),
      }),
    )
    .max(4),
  psi: z.object({ level: int.min(1).max(8), exhausted: z.boolean() }).nullable(),
  inventory: z.object(
    Object.fromEntries(SLOT_IDS.map((s) => [s, carried.nullable()])) as Record<
      (typeof SLOT_IDS)[number],
      z.ZodNullable<typeof carried>
    >,
  ),
  shieldEnergy: int.min(0),
  weakened: z.number().min(0),
  captive: z.string().nullable(),
});

export const encounterSchema = z.object({
  difficulty: int.min(0).max(10),
  locationKind: z.enum(LOCATION_KINDS),
  atmosphere: z.enum(['breathable', 'non-breathable', 'hell']),
  map: int.min(1).max(9),
  elementValue: z.union([int.min(0).max(8), z.literal('?')]),
  boss: z.boolean(),
  ambush: z.boolean(),
  species: z.enum(ENEMY_SPECIES),
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
  enemyProfiles: z.array(enemyProfileSchema).min(1),
  treasureTable: z.object({
    gradeValues: z.array(int.min(0)).length(6),
    columns: z.array(treasureColumnSchema).min(1),
  }),
  oxygen: int.min(0).max(999),
  initiativeBonus: int.min(0).max(20).optional(),
  // kraken.psi-exploration: PSI Divination arms exactly +3 or −3 (0: none), the crawl's own rule.
  lootShift: int
    .refine((n) => lootShiftProblem(n) === null, { error: 'a loot shift of 3, -3 or 0' })
    .optional(),
  dropGrids: z
    .array(
      z.object({
        list: z.enum(['weapons', 'items']),
        grade: int.min(1).max(6),
        rows: z.array(z.object({ roll: int.min(1).max(6), left: id, right: id })).max(6),
      }),
    )
    .optional(),
  prototypeEffects: z
    .object({
      tables: z.array(prototypeTableSchema).max(40),
      categories: z.record(id, z.enum(PROTOTYPE_CATEGORIES)),
    })
    .optional(),
});

/** The ground combat's decisions: the rules' own vocabulary (src/rules/kraken/combatDecision.schema.ts). */
export const groundCombatDecisionSchema = combatDecisionSchema;
