import { z } from 'zod';
import { CREW_TRAIT_RULES, crewAttributesSchema } from '../../../src/content/schemas/crew';
import { ENEMY_SPECIES, enemyProfileSchema } from '../../../src/content/schemas/enemy';
import { itemSchema } from '../../../src/content/schemas/item';
import { LOCATION_KINDS } from '../../../src/content/schemas/location';
import { questSheetSchema } from '../../../src/content/schemas/quest';
import { tileMapSchema } from '../../../src/content/schemas/tileMap';
import { dropGridSchema, treasureTableSchema } from '../../../src/content/schemas/treasure';
import { weaponSchema } from '../../../src/content/schemas/weapon';
import { SLOT_IDS } from '../../../src/rules/kraken/inventory';
import { groundCombatDecisionSchema } from '../groundCombat.schema';
import { explorationDecisionSchema } from '../../../src/rules/kraken/dungeon/decisions';

export { explorationDecisionSchema };

/**
 * Validates the dungeon crawl's set-up and every logged decision read back from a save file. The machine's
 * guards then judge each decision by the rules; these only make sure the shapes are right.
 */

const int = z.number().int();
const count = int.min(0);
const text = z.string().min(1).max(200);
const atmosphere = z.enum(['YES', 'NO', 'HELL']);

export const locationSetupSchema = z.strictObject({
  kind: z.enum(LOCATION_KINDS),
  difficulty: int.min(0).max(9),
  ao: atmosphere,
  ai: atmosphere,
  depth: int.min(4).max(9),
  mapIds: z.array(int.min(1).max(20).nullable()).min(4).max(9),
  teleport: int.min(0).max(9),
  condition: z.enum(['none', 'one-way', 'self-destruction']),
  species: z.enum(ENEMY_SPECIES),
});

const carriedWeaponSchema = z.object({
  kind: z.literal('weapon'),
  weapon: weaponSchema,
  ammo: count.nullable(),
  jam: z.enum(['clear', 'jammed', 'jammed-eased', 'damaged']),
  charged: z.boolean(),
  spareMagazine: z.boolean(),
});

const carriedItemSchema = z.object({
  kind: z.literal('item'),
  item: itemSchema,
  usesLeft: count.nullable(),
  active: z.boolean(),
});

const magazinesSchema = z.object({ kind: z.literal('magazines'), weaponId: text, count: int.min(1).max(2) });

const slotSchema = z
  .discriminatedUnion('kind', [carriedWeaponSchema, carriedItemSchema, magazinesSchema])
  .nullable();

const inventorySchema = z.object(
  Object.fromEntries(SLOT_IDS.map((slot) => [slot, slotSchema])) as Record<
    (typeof SLOT_IDS)[number],
    typeof slotSchema
  >,
);

/** A full crew sheet (src/rules/kraken/crew.ts `CrewMember`). */
export const crewMemberSchema = z.object({
  id: text,
  name: text,
  attributes: crewAttributesSchema,
  level: int.min(1).max(20),
  hp: count,
  condition: z.enum(['conscious', 'unconscious', 'killed']),
  traits: z.array(z.object({ id: text, name: text, value: int, rule: z.enum(CREW_TRAIT_RULES).optional() })),
  psi: z.object({ level: int.min(1).max(8), exhausted: z.boolean() }).nullable(),
  inventory: inventorySchema,
  shieldEnergy: count,
  weakened: z.number().min(0),
  captive: text.nullable(),
});

export const dungeonInputSchema = z.strictObject({
  location: locationSetupSchema,
  locationName: text.optional(),
  maps: z.array(tileMapSchema).min(1),
  record: z
    .object({ cleared: z.array(int.min(1).max(9)), solved: z.boolean(), shopBonusTaken: z.array(text) })
    .optional(),
  campaignDifficulty: z.enum(['just-a-simulation', 'adventurer', 'real-life', 'hardcore']),
  practice: z.boolean().optional(),
  hasTeleporter: z.boolean(),
  crew: z.array(crewMemberSchema).min(1).max(12),
  credits: count,
  xp: count.optional(),
  oxygen: count.optional(),
  storyLineSlots: count.max(20),
  combat: z.object({
    enemyProfiles: z.array(enemyProfileSchema),
    treasureTable: treasureTableSchema,
    dropGrids: z.array(dropGridSchema).optional(),
  }),
  catalogue: z
    .object({
      weapons: z.array(weaponSchema),
      items: z.array(itemSchema),
      crew: z.array(crewMemberSchema).max(50).optional(),
    })
    .optional(),
  questSheet: questSheetSchema.optional(),
});

/**
 * Every decision the dungeon crawl logs: its own, and the ground-combat decisions forwarded to a running
 * fight. `psi.use` and `item.use` are words of both, so this is a plain union (either shape passes).
 */
export const dungeonDecisionSchema = z.union([explorationDecisionSchema, groundCombatDecisionSchema]);
