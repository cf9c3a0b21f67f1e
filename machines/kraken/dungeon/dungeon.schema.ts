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

/**
 * Validates the dungeon crawl's set-up and every logged decision read back from a save file. The machine's
 * guards then judge each decision by the rules; these only make sure the shapes are right.
 */

const int = z.number().int();
const count = int.min(0);
const text = z.string().min(1).max(200);
const atmosphere = z.enum(['YES', 'NO', 'HELL']);

export const locationSetupSchema = z.object({
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

export const dungeonInputSchema = z.object({
  location: locationSetupSchema,
  locationName: text.optional(),
  maps: z.array(tileMapSchema).min(1),
  record: z
    .object({ cleared: z.array(int.min(1).max(9)), solved: z.boolean(), shopBonusTaken: z.array(text) })
    .optional(),
  campaignDifficulty: z.enum(['just-a-simulation', 'adventurer', 'real-life', 'hardcore']),
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

const space = z.string().min(1).max(40);
const key = z.string().min(1).max(40);
const knockOut = z.array(text).max(2).optional();
const keepUncleared = z.boolean().optional();

/** The exploration's own decisions. */
export const explorationDecisionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mapIds.rollAll') }),
  z.object({ type: z.literal('mapIds.onEntry') }),
  z.object({ type: z.literal('deploy.map'), mapNumber: int.min(1).max(9) }),
  z.object({ type: z.literal('deploy'), entrance: space, crewIds: z.array(text).min(1).max(4) }),
  z.object({ type: z.literal('arrive'), space }),
  z.object({ type: z.literal('move'), to: space, knockOut }),
  z.object({ type: z.literal('activate'), knockOut }),
  z.object({ type: z.literal('bulkhead.attempt'), bulkhead: key, crewId: text, knockOut }),
  z.object({
    type: z.literal('bulkhead.crack'),
    bulkhead: key,
    crewId: text,
    slot: z.enum(SLOT_IDS),
    knockOut,
  }),
  z.object({ type: z.literal('laser.disarm'), key, crewId: text, knockOut }),
  z.object({ type: z.literal('station.med'), key, crewId: text, knockOut }),
  z.object({ type: z.literal('station.clone'), key, knockOut }),
  z.object({ type: z.literal('shop.visit'), key, knockOut }),
  z.object({ type: z.literal('ammo.visit'), key, knockOut }),
  z.object({ type: z.literal('element.activate'), key, knockOut }),
  z.object({ type: z.literal('quest.take'), key, knockOut }),
  z.object({ type: z.literal('hull.repair'), key, knockOut }),
  z.object({ type: z.literal('portal.jump'), key, knockOut }),
  z.object({ type: z.literal('portal.choose'), space }),
  z.object({ type: z.literal('exit.take'), keepUncleared, knockOut }),
  z.object({ type: z.literal('entrance.back'), keepUncleared, knockOut }),
  z.object({ type: z.literal('location.exit'), keepUncleared, knockOut }),
  z.object({ type: z.literal('teleporter.out'), keepUncleared }),
  z.object({ type: z.literal('mines.disarm'), crewId: text }),
  z.object({ type: z.literal('mines.brave') }),
  z.object({ type: z.literal('encounter.face'), key }),
  z.object({ type: z.literal('avoid.run') }),
  z.object({ type: z.literal('avoid.camouflage') }),
  z.object({ type: z.literal('avoid.charisma'), credits: count.max(10000) }),
  z.object({ type: z.literal('avoid.intimidate') }),
  z.object({ type: z.literal('encounter.fight') }),
  z.object({
    type: z.literal('psi.use'),
    crewId: text,
    power: text,
    /** PSI DIVINATION only: +3 or −3 on the next d20 loot roll (absent: +3, as older saves had it). */
    shift: z.union([z.literal(3), z.literal(-3)]).optional(),
    knockOut,
  }),
  z.object({ type: z.literal('psi.meditate'), crewId: text }),
  z.object({ type: z.literal('item.use'), crewId: text, slot: z.enum(SLOT_IDS), targetId: text }),
  z.object({ type: z.literal('reward.choose'), option: int.min(0).max(1) }),
  z.object({ type: z.literal('gambler.play'), key, crewId: text, slot: z.enum(SLOT_IDS), knockOut }),
  z.object({ type: z.literal('gambler.sell'), key, crewId: text, slot: z.enum(SLOT_IDS), knockOut }),
  z.object({ type: z.literal('shop.buy'), key, piece: text, crewId: text, slot: z.enum(SLOT_IDS) }),
  z.object({ type: z.literal('shop.sell'), key, crewId: text, slot: z.enum(SLOT_IDS) }),
  z.object({ type: z.literal('shop.ammo'), key, weaponId: text, crewId: text, slot: z.enum(SLOT_IDS) }),
  z.object({
    type: z.literal('modder.mod'),
    key,
    crewId: text,
    slot: z.enum(SLOT_IDS),
    mod: z.enum(['ammo', 'damage', 'both']),
  }),
  z.object({ type: z.literal('shop.hire'), key, template: text }),
  z.object({ type: z.literal('shop.sellCrew'), key, crewId: text }),
  z.object({ type: z.literal('treasure.take'), choice: z.enum(['stimpack', 'credits']) }),
  z.object({
    type: z.literal('treasure.pick'),
    side: z.enum(['left', 'right']),
    crewId: text.optional(),
    slot: z.enum(SLOT_IDS).optional(),
  }),
  z.object({ type: z.literal('treasure.ammo'), option: z.number().int().min(0) }),
]);

/**
 * Every decision the dungeon crawl logs: its own, and the ground-combat decisions forwarded to a running
 * fight. `psi.use` and `item.use` are words of both, so this is a plain union (either shape passes).
 */
export const dungeonDecisionSchema = z.union([explorationDecisionSchema, groundCombatDecisionSchema]);
