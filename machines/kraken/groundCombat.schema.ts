import { z } from 'zod';
import { CREW_TRAIT_RULES, crewAttributesSchema } from '../../src/content/schemas/crew';
import { ENEMY_SPECIES, enemyProfileSchema } from '../../src/content/schemas/enemy';
import { itemSchema } from '../../src/content/schemas/item';
import { LOCATION_KINDS } from '../../src/content/schemas/location';
import { modifierSchema } from '../../src/content/schemas/modifier';
import { PROTOTYPE_CATEGORIES, prototypeTableSchema } from '../../src/content/schemas/prototype';
import { treasureColumnSchema } from '../../src/content/schemas/treasure';
import { weaponSchema } from '../../src/content/schemas/weapon';
import { SLOT_IDS } from '../../src/rules/kraken/inventory';

/**
 * Validates a ground combat's set-up and its logged decisions when a save is read back; the machine's
 * guards (the rules) judge them after that.
 */
const int = z.number().int();
const id = z.string().min(1).max(80);
const slot = z.enum(SLOT_IDS);

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

export const groundCombatInputSchema = z.object({
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
  lootShift: int.min(-3).max(3).optional(),
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

const slotRef = z.object({ crewId: id, slot });

export const groundCombatDecisionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('crew.activate'), crewId: id }),
  z.object({ type: z.literal('activation.cancel') }),
  z.object({ type: z.literal('reaction.skip') }),
  z.object({ type: z.literal('cover.toggle'), crewId: id }),
  z.object({ type: z.literal('initiative.roll') }),
  z.object({ type: z.literal('oxygen.faint'), crewId: id }),
  z.object({
    type: z.literal('attack'),
    weapon: z.enum(['L', 'R', 'fists']),
    targets: z.array(id).max(8),
    boost: z.object({ damage: int.min(0).max(10), accuracy: int.min(0).max(10) }),
    berserk: int.min(0).max(3),
    flank: z.boolean(),
    chain: z.array(id).max(8).optional(),
  }),
  z.object({ type: z.literal('cover') }),
  z.object({ type: z.literal('reload'), slot, source: z.union([slot, z.literal('spare')]) }),
  z.object({ type: z.literal('unjam'), slot }),
  z.object({ type: z.literal('recharge'), slot }),
  z.object({ type: z.literal('item.use'), slot, targetId: id.nullable().optional() }),
  z.object({
    type: z.literal('exchange'),
    withCrewId: id.nullable(),
    swaps: z
      .array(z.object({ a: slotRef, b: slotRef }))
      .min(1)
      .max(12),
  }),
  z.object({ type: z.literal('escape'), escaping: z.array(id).max(4), sacrificed: z.array(id).max(4) }),
  z.object({ type: z.literal('meditate') }),
  z.object({
    type: z.literal('psi.use'),
    power: id,
    crewId: id.optional(),
    enemyId: id.optional(),
    attribute: z.enum(['melee', 'ranged']).optional(),
    transfer: z.object({ fromCrewId: id, fromSlot: slot, toCrewId: id, toSlot: slot }).optional(),
  }),
  z.object({ type: z.literal('psi.skip') }),
  z.object({ type: z.literal('attack.reroll') }),
  z.object({ type: z.literal('attack.keep') }),
  z.object({ type: z.literal('enemy.target'), crewId: id }),
  z.object({ type: z.literal('psi.shield'), crewId: id }),
  z.object({ type: z.literal('psi.pass') }),
  z.object({ type: z.literal('spoils.take'), choice: z.enum(['stimpack', 'credits']) }),
  z.object({ type: z.literal('spoils.pick'), side: z.enum(['left', 'right']) }),
  z.object({ type: z.literal('spoils.ammo'), option: int.min(0).max(1) }),
]);
