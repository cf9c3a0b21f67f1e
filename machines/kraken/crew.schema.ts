import { z } from 'zod';
import { CREW_TRAIT_RULES, crewAttributesSchema } from '../../src/content/schemas/crew';
import { itemSchema } from '../../src/content/schemas/item';
import { modifierSchema } from '../../src/content/schemas/modifier';
import { weaponSchema } from '../../src/content/schemas/weapon';
import { HP_LIMIT, maxHp } from '../../src/rules/kraken/crew/crew';
import { SLOT_IDS } from '../../src/rules/kraken/crew/inventory';

/**
 * A Space Kraken crew sheet (`CrewMember` of src/rules/kraken/crew/crew.ts) as a save's set-up carries it — the one
 * schema the Quick fight and the dungeon crawl share. Strict at every level (an unknown key is refused, not
 * carried along) and bounded: HP from 0 to the member's maximum (twice Strength, at most 14: kraken.strength),
 * a conscious member above 0 HP (kraken.unconscious-killed), counts whole and within what a game reaches.
 */
const int = z.number().int();
const id = z.string().min(1).max(80);
const name = z.string().min(1).max(200);

export const carriedSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('weapon'),
    weapon: weaponSchema,
    ammo: int.min(0).max(999).nullable(),
    jam: z.enum(['clear', 'jammed', 'jammed-eased', 'damaged']),
    charged: z.boolean(),
    spareMagazine: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('item'),
    item: itemSchema,
    usesLeft: int.min(0).max(999).nullable(),
    active: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('magazines'), weaponId: id, count: int.min(1).max(2) }),
]);

const slotSchema = carriedSchema.nullable();

export const inventorySchema = z.strictObject(
  Object.fromEntries(SLOT_IDS.map((slot) => [slot, slotSchema])) as Record<
    (typeof SLOT_IDS)[number],
    typeof slotSchema
  >,
);

export const crewTraitSchema = z.strictObject({
  id,
  name,
  value: int.min(-20).max(20),
  rule: z.enum(CREW_TRAIT_RULES).optional(),
  modifiers: z.array(modifierSchema).max(12).optional(),
});

export const crewMemberSchema = z
  .strictObject({
    id,
    name,
    attributes: crewAttributesSchema,
    level: int.min(1).max(30),
    hp: int.min(0).max(HP_LIMIT),
    condition: z.enum(['conscious', 'unconscious', 'killed']),
    traits: z.array(crewTraitSchema).max(12),
    psi: z.strictObject({ level: int.min(1).max(8), exhausted: z.boolean() }).nullable(),
    inventory: inventorySchema,
    shieldEnergy: int.min(0).max(99),
    weakened: z.number().min(0).max(99),
    captive: id.nullable(),
  })
  .superRefine((member, ctx) => {
    const most = maxHp(member.attributes.strength);
    if (member.hp > most) {
      ctx.addIssue({
        code: 'custom',
        path: ['hp'],
        input: member.hp,
        message: `HP from 0 to ${most} (twice Strength ${member.attributes.strength}, at most ${HP_LIMIT})`,
      });
    }
    if (member.condition === 'conscious' && member.hp === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['hp'],
        input: member.hp,
        message: 'a conscious crew member above 0 HP (at 0 they are unconscious)',
      });
    }
  });
