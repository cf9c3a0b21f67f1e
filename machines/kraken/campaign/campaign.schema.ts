import { z } from 'zod';
import { achievementSchema, backstorySchema } from '../../../src/content/schemas/campaign';
import { cgmEventSchema, cgmSheetSchema, lineSetSchema } from '../../../src/content/schemas/cgm';
import { LOCATION_KINDS } from '../../../src/content/schemas/location';
import { questSheetSchema } from '../../../src/content/schemas/quest';
import { tileMapSchema } from '../../../src/content/schemas/tileMap';
import { ATTRIBUTE_NAMES } from '../../../src/rules/kraken/crew';
import { crewMemberSchema, dungeonDecisionSchema, dungeonInputSchema } from '../dungeon/dungeon.schema';
import { storyDecisionSchema } from './storyPhase.schema';

/**
 * Validates a campaign's set-up and every logged decision read back from a save (Space Kraken §3–§6): the
 * turn's own decisions, the story phase's, and the crawl's and its fights'. The rules judge them after that.
 */

const text = z.string().min(1).max(200);
const key = z.string().min(1).max(40);

const setupSchema = z.strictObject({
  difficulty: z.enum(['just-a-simulation', 'adventurer', 'real-life', 'hardcore']),
  backstory: backstorySchema,
  achievements: z.array(achievementSchema).max(50),
  crew: z
    .array(
      z.strictObject({
        member: crewMemberSchema,
        template: z
          .strictObject({ id: text, foldOut: text.optional(), preset: z.boolean().optional() })
          .nullable(),
      }),
    )
    .min(1)
    .max(12),
  purchases: z.array(z.strictObject({ what: text, price: z.number().int().min(0).max(1_000_000) })).max(50),
  lineSet: lineSetSchema,
  deadPresets: z.array(text).max(50).optional(),
});

export const campaignInputSchema = z.strictObject({
  setup: setupSchema,
  practice: z.boolean(),
  sheets: z.array(cgmSheetSchema).min(1).max(60),
  events: z.array(cgmEventSchema).max(2000),
  content: z.strictObject({
    locationTypes: z
      .array(
        z.strictObject({
          id: text,
          name: text,
          kind: z.enum(LOCATION_KINDS),
          maps: z.array(text).min(1).max(20),
        }),
      )
      .max(50),
    maps: z.array(tileMapSchema).max(100),
    combat: dungeonInputSchema.shape.combat,
    catalogue: dungeonInputSchema.shape.catalogue.unwrap(),
    questSheets: z.array(questSheetSchema).max(50),
  }),
});

export const turnDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('quest.accept') }),
  z.strictObject({ type: z.literal('quest.decline') }),
  z.strictObject({ type: z.literal('starmap.erase'), key }),
  z.strictObject({ type: z.literal('starmap.drop') }),
  z.strictObject({ type: z.literal('recovery.take') }),
  z.strictObject({ type: z.literal('recovery.pass') }),
  z.strictObject({ type: z.literal('construction.pass') }),
  z.strictObject({ type: z.literal('construction.cancel') }),
  z.strictObject({ type: z.literal('free.land'), key }),
  z.strictObject({ type: z.literal('free.line'), slot: z.number().int().min(0).max(5) }),
  z.strictObject({ type: z.literal('free.flight') }),
  z.strictObject({ type: z.literal('free.skip') }),
  z.strictObject({ type: z.literal('crew.levelUp'), crewId: text, attribute: z.enum(ATTRIBUTE_NAMES) }),
]);

/** Every decision a campaign logs: its own, the story phase's, the crawl's and the fights'. */
export const campaignDecisionSchema = z.union([
  turnDecisionSchema,
  storyDecisionSchema,
  dungeonDecisionSchema,
]);
