import { z } from 'zod';
import { crewMemberSchema, crewTraitSchema } from '../crew.schema';
import { itemSchema } from '../../../src/content/schemas/item';
import { weaponSchema } from '../../../src/content/schemas/weapon';
import { ENEMY_SPECIES, enemyProfileSchema } from '../../../src/content/schemas/enemy';
import { LOCATION_KINDS } from '../../../src/content/schemas/location';
import { questSheetSchema } from '../../../src/content/schemas/quest';
import { tileMapSchema } from '../../../src/content/schemas/tileMap';
import { dropGridSchema, treasureTableSchema } from '../../../src/content/schemas/treasure';
import { groundCombatDecisionSchema } from '../groundCombat.schema';
import { explorationDecisionSchema } from '../../../src/rules/kraken/dungeon/decisions';
import { hullSchema, shipSystemSchema } from '../../../src/content/schemas/ship';

/** A ship as the campaign keeps it (src/rules/kraken/ship/state.ts), for a crawl's shop (issue 28). */
const shipBoxSchema = z.strictObject({
  kind: z.enum(['printed', 'blank']),
  index: z.number().int().min(0).max(200),
});
const shipStateSchema = z.strictObject({
  name: z.string().min(1).max(80),
  hullId: z.string().min(1).max(80),
  fitted: z
    .array(
      z.strictObject({
        id: z.string().min(1).max(80),
        systemId: z.string().min(1).max(80),
        box: shipBoxSchema,
        damaged: z.boolean(),
        damagedThisTurn: z.literal(true).optional(),
        magazine: z.literal(true).optional(),
      }),
    )
    .max(200),
});

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

export { crewMemberSchema };

/** More entries than any pack of this app holds in one list. */
const MAX_LIST = 500;

export const dungeonInputSchema = z.strictObject({
  location: locationSetupSchema,
  locationName: text.optional(),
  maps: z.array(tileMapSchema).min(1).max(20),
  record: z
    .strictObject({
      cleared: z.array(int.min(1).max(9)).max(9),
      solved: z.boolean(),
      shopBonusTaken: z.array(text).max(MAX_LIST),
    })
    .optional(),
  campaignDifficulty: z.enum(['just-a-simulation', 'adventurer', 'real-life', 'hardcore']),
  practice: z.boolean().optional(),
  hasTeleporter: z.boolean(),
  crew: z.array(crewMemberSchema).min(1).max(12),
  /** A campaign's crew left aboard (builders, the dead): a shop's crew rules count them; optional. */
  aboard: z.array(crewMemberSchema).max(12).optional(),
  credits: count.max(1_000_000_000),
  xp: count.max(1_000_000_000).optional(),
  oxygen: count.max(999).optional(),
  storyLineSlots: count.max(20),
  combat: z.strictObject({
    enemyProfiles: z.array(enemyProfileSchema).max(MAX_LIST),
    treasureTable: treasureTableSchema,
    dropGrids: z.array(dropGridSchema).max(MAX_LIST).optional(),
  }),
  catalogue: z
    .strictObject({
      weapons: z.array(weaponSchema).max(MAX_LIST),
      items: z.array(itemSchema).max(MAX_LIST),
      crew: z.array(crewMemberSchema).max(50).optional(),
      crewPreset: z.record(z.string().min(1).max(80), z.boolean()).optional(),
      crewFoldOut: z.record(z.string().min(1).max(80), z.string().min(1).max(200)).optional(),
      traits: z.array(crewTraitSchema).max(MAX_LIST).optional(),
    })
    .optional(),
  questSheet: questSheetSchema.optional(),
  /** An enemy id per captive a Capture quest asks for; null for any alien. */
  wantedCaptives: z.array(z.string().min(1).max(80).nullable()).max(50).optional(),
  /** The crew's ships and the pack's ship content, for a shop's ship business (issue 28); optional. */
  ships: z
    .strictObject({
      fleet: z.array(shipStateSchema).min(1).max(20),
      content: z.strictObject({
        systems: z.array(shipSystemSchema).max(MAX_LIST),
        hulls: z.array(hullSchema).max(MAX_LIST),
      }),
      reserved: shipBoxSchema.optional(),
    })
    .optional(),
});

/**
 * Every decision the dungeon crawl logs: its own, and the ground-combat decisions forwarded to a running
 * fight. `psi.use` and `item.use` are words of both, so this is a plain union (either shape passes).
 */
export const dungeonDecisionSchema = z.union([explorationDecisionSchema, groundCombatDecisionSchema]);
