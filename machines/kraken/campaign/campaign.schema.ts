import { z } from 'zod';
import { checkCampaignParts } from '../../../src/content/campaignChecks';
import type { PackError } from '../../../src/content/errors';
import {
  achievementSchema,
  backstorySchema,
  locationGeneratorSchema,
} from '../../../src/content/schemas/campaign';
import { flightTableSchema } from '../../../src/content/schemas/flight';
import { hullSchema, shipSystemSchema } from '../../../src/content/schemas/ship';
import { shipCatalogueOf } from '../../../src/rules/kraken/campaign/campaignShip';
import { startingCredits } from '../../../src/rules/kraken/campaign/setup';
import { SLOT_IDS } from '../../../src/rules/kraken/crew/inventory';
import { startingShipRefusal } from '../../../src/rules/kraken/ship/starting';
import { boardingDecisionSchema } from '../space/boarding.schema';
import { hireDecisionSchemas, hireGainSchema } from '../../../src/rules/kraken/dungeon/decisions';
import { spaceDecisionSchema } from '../space/spaceCombat.schema';
import { flightDecisionSchema } from '../space/spaceFlight.schema';
import { cgmEventSchema, cgmSheetSchema, lineSetSchema } from '../../../src/content/schemas/cgm';
import { LOCATION_KINDS } from '../../../src/content/schemas/location';
import { questSheetSchema } from '../../../src/content/schemas/quest';
import { tileMapSchema } from '../../../src/content/schemas/tileMap';
import { ATTRIBUTE_NAMES } from '../../../src/rules/kraken/crew/crew';
import { carriedSchema } from '../crew.schema';
import { crewMemberSchema, dungeonDecisionSchema, dungeonInputSchema } from '../dungeon/dungeon.schema';
import { storyDecisionSchema } from './storyPhase.schema';

/**
 * Validates a campaign's set-up and every logged decision read back from a save (Space Kraken §3–§12): the
 * turn's own decisions, the story phase's, the crawl's and its fights', the space flight's, its space
 * combat's and its boardings'. The rules judge them after that.
 */

const text = z.string().min(1).max(200);
const key = z.string().min(1).max(40);
const box = z.strictObject({
  kind: z.enum(['printed', 'blank']),
  index: z.number().int().min(0).max(200),
});
const fitRequest = z.strictObject({ systemId: key, box, magazine: z.boolean().optional() });
const slot = z.enum(SLOT_IDS);
const holder = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('crew'), crewId: text, slot }),
  z.strictObject({ kind: z.literal('storage'), index: z.number().int().min(0).max(200) }),
]);

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
  ship: z.strictObject({
    hullId: key,
    name: text.optional(),
    systems: z.array(fitRequest).max(60),
  }),
  lineSet: lineSetSchema,
  // §3.7 storage bought at the start; optional, so set-ups saved before it load as they were.
  storage: z.array(carriedSchema).max(100).optional(),
  deadPresets: z.array(text).max(50).optional(),
});

const campaignInputObject = z.strictObject({
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
    ship: z.strictObject({
      systems: z.array(shipSystemSchema).min(1).max(500),
      hulls: z.array(hullSchema).min(1).max(100),
    }),
    flightTable: flightTableSchema,
    locationGenerator: locationGeneratorSchema,
  }),
});

type CampaignInputShape = z.infer<typeof campaignInputObject>;

export const campaignInputSchema = campaignInputObject.superRefine((input, ctx) => {
  // What the campaign's first state is built from must be there: the ship bought from the purse (§3.7).
  const catalogue = shipCatalogueOf(input.content.ship);
  const refusal = startingShipRefusal(catalogue, input.setup.ship, startingCredits(input.setup));
  if (refusal !== null)
    ctx.addIssue({ code: 'custom', path: ['setup', 'ship'], input: input.setup.ship, message: refusal });
  // The content a save carries is held to the pack's own checks: a story line must never reach a cell its
  // sheets do not hold, an event name nothing missing, a location type a map that is not there (fuzz long
  // run: such saves loaded and stopped on an internal error mid-replay).
  for (const problem of campaignContentProblems(input).slice(0, 3))
    ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});

/** A campaign check's error as an expectation: "the id of a quest sheet at cgmEvents[2]…, got "x"". */
function packProblemWords(e: PackError): string {
  const said = `expected ${e.expected}`;
  const where = e.path === '' ? '' : ` at ${e.path}`;
  if (e.message.startsWith(said)) return `${e.expected}${where}${e.message.slice(said.length)}`;
  return `${e.expected}${where} (${e.message.replace(/\.$/, '')})`;
}

/** Where a saved campaign's own content breaks the campaign checks a pack passes, as issue paths and words. */
function campaignContentProblems(
  input: Pick<CampaignInputShape, 'sheets' | 'events' | 'setup' | 'content'>,
): { path: (string | number)[]; message: string }[] {
  const here = <T>(list: readonly T[]) => list.map((entry, index) => ({ entry, file: 'the save', index }));
  const errors: PackError[] = [];
  const c = input.content;
  checkCampaignParts(
    {
      cgmSheets: here(input.sheets),
      cgmEvents: here(input.events),
      lineSets: here([input.setup.lineSet]),
      locationGenerators: here([c.locationGenerator]),
      ids: {
        equipment: new Set([...c.catalogue.weapons, ...c.catalogue.items].map((e) => e.id)),
        questSheets: new Set(c.questSheets.map((q) => q.id)),
        locationTypes: new Set(c.locationTypes.map((t) => t.id)),
      },
    },
    errors,
  );
  const problems = errors.map((e) => ({
    path: ['sheets'] as (string | number)[],
    message: packProblemWords(e),
  }));
  const maps = new Set(c.maps.map((m) => m.id));
  c.locationTypes.forEach((type, t) =>
    type.maps.forEach((id, i) => {
      if (!maps.has(id))
        problems.push({
          path: ['content', 'locationTypes', t, 'maps', i],
          message: `the id of a map the save carries (no map "${id.slice(0, 60)}")`,
        });
    }),
  );
  // §13 Event: a map's Event tile reads an event of the save's own book (a save made before the event was
  // written would read nothing, without a word).
  const events = new Set(input.events.map((e) => e.id));
  c.maps.forEach((map, m) => {
    for (const [code, id] of Object.entries(map.events ?? {}))
      if (!events.has(id))
        problems.push({
          path: ['content', 'maps', m, 'events', code],
          message: `the id of a story event the save carries (map "${map.id.slice(0, 60)}" names "${id.slice(0, 20)}" for its ${code} tile)`,
        });
  });
  return problems;
}

const turnDecisionSchemaOwn = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('quest.accept') }),
  z.strictObject({ type: z.literal('quest.decline') }),
  z.strictObject({ type: z.literal('quest.done'), id: text }),
  z.strictObject({ type: z.literal('quest.confirm') }),
  z.strictObject({ type: z.literal('quest.keep') }),
  z.strictObject({ type: z.literal('starmap.erase'), key }),
  z.strictObject({ type: z.literal('starmap.drop') }),
  z.strictObject({ type: z.literal('recovery.take') }),
  z.strictObject({ type: z.literal('recovery.pass') }),
  z.strictObject({ type: z.literal('storage.put'), crewId: text, slot }),
  z.strictObject({
    type: z.literal('storage.take'),
    index: z.number().int().min(0).max(200),
    crewId: text,
    slot,
  }),
  z.strictObject({
    type: z.literal('construction.build'),
    systemId: key,
    box,
    magazine: z.boolean().optional(),
    builders: z.array(text).max(4),
    turns: z.union([z.literal(1), z.literal(2)]),
  }),
  z.strictObject({
    type: z.literal('construction.buy'),
    systemId: key,
    box,
    magazine: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('construction.sell'), fittedId: key }),
  // Issue 28: a new ship built (§7), bought, sold, flown, refitted (§5 phase 2, §11, §13), crew traded at a
  // campaign shop (§13). Additions only: no older decision changed meaning.
  z.strictObject({
    type: z.literal('construction.buildShip'),
    hullId: key,
    builders: z.array(text).max(4),
    turns: z.union([z.literal(1), z.literal(2)]),
  }),
  z.strictObject({ type: z.literal('fleet.buy'), hullId: key }),
  z.strictObject({ type: z.literal('fleet.sell'), ship: z.number().int().min(0).max(50) }),
  z.strictObject({ type: z.literal('fleet.fly'), ship: z.number().int().min(0).max(50) }),
  z.strictObject({
    type: z.literal('fleet.move'),
    from: z.number().int().min(0).max(50),
    fittedId: key,
    to: z.number().int().min(0).max(50),
    box,
  }),
  z.strictObject({ type: z.literal('market.crew.hire'), template: text }),
  z.strictObject({ type: z.literal('market.crew.sell'), crewId: text }),
  ...hireDecisionSchemas,
  z.strictObject({ type: z.literal('construction.pass') }),
  z.strictObject({ type: z.literal('construction.cancel') }),
  z.strictObject({
    type: z.literal('location.modify'),
    die: z.number().int().min(0).max(10),
    change: z.enum(['plus', 'minus']),
  }),
  z.strictObject({ type: z.literal('location.reroll'), die: z.number().int().min(0).max(10) }),
  z.strictObject({ type: z.literal('location.keep') }),
  z.strictObject({ type: z.literal('arrival.land') }),
  z.strictObject({ type: z.literal('arrival.stay') }),
  z.strictObject({ type: z.literal('market.buy'), piece: key, to: holder }),
  z.strictObject({ type: z.literal('market.sell'), from: holder }),
  z.strictObject({ type: z.literal('market.ammo'), weaponId: key, to: holder }),
  z.strictObject({ type: z.literal('market.mod'), from: holder, mod: z.enum(['ammo', 'damage', 'both']) }),
  z.strictObject({
    type: z.literal('market.system.buy'),
    systemId: key,
    box,
    magazine: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('market.system.sell'), fittedId: key }),
  z.strictObject({ type: z.literal('market.gamble'), from: holder }),
  z.strictObject({ type: z.literal('market.pick'), side: z.enum(['left', 'right']) }),
  z.strictObject({ type: z.literal('market.ammoPick'), option: z.number().int().min(0).max(5) }),
  z.strictObject({ type: z.literal('market.leave') }),
  z.strictObject({ type: z.literal('free.shop') }),
  z.strictObject({ type: z.literal('visit.go'), key, map: z.number().int().min(1).max(9), element: key }),
  z.strictObject({ type: z.literal('visit.pass') }),
  z.strictObject({ type: z.literal('free.land'), key }),
  z.strictObject({ type: z.literal('free.line'), slot: z.number().int().min(0).max(5) }),
  z.strictObject({ type: z.literal('free.flight') }),
  z.strictObject({ type: z.literal('free.skip') }),
  z.strictObject({ type: z.literal('crew.levelUp'), crewId: text, attribute: z.enum(ATTRIBUTE_NAMES) }),
]);

/**
 * §14 Level Up (kraken.level-up): a level bought on the ship. A log from before any gain could be bought names
 * its attribute (the variant above, meaning unchanged); a newer decision names its gain, as a hire's does.
 */
export const turnDecisionSchema = z.union([
  turnDecisionSchemaOwn,
  z.strictObject({ type: z.literal('crew.levelUp'), crewId: text, gain: hireGainSchema }),
]);

/** Every decision a campaign logs: its own, the story phase's, the crawl's and the fights', space's. */
export const campaignDecisionSchema = z.union(
  [
    turnDecisionSchema,
    storyDecisionSchema,
    dungeonDecisionSchema,
    flightDecisionSchema,
    spaceDecisionSchema,
    boardingDecisionSchema,
  ],
  {
    // Listing every branch's words would run to thousands of characters: name the kinds instead.
    error:
      'a decision of the campaign turn, its story phase, a crawl, a ground combat, a space flight, a space combat or a boarding (docs/events.md lists them)',
  },
);
