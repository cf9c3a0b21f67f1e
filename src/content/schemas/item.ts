import { z } from 'zod';
import { id, intAtLeast, intIn, numberIn, oneOf, text } from './fields';

/**
 * Space Kraken items (ITEMS DEFINITION, §14). Shield class A (flash) stops ranged attacks only, class B
 * (energy) stops both; a shield's first number is its power, the second its recharge per turn. Armour
 * items: one jacket, one helmet and one physical shield at a time; a hero's armour is at most 8.
 */

export const ITEM_KINDS = [
  'shield-a',
  'shield-b',
  'shield-charger',
  'armor-jacket',
  'helmet',
  'physical-shield',
  'psi',
  'medkit',
  'stimpack',
  'oxygen-tank',
  'tool',
  'other',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

const ARMOR_KINDS: readonly ItemKind[] = ['armor-jacket', 'helmet', 'physical-shield'];
const SHIELD_KINDS: readonly ItemKind[] = ['shield-a', 'shield-b'];

export const itemSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    grade: intIn(1, 6),
    kind: oneOf(ITEM_KINDS),
    /** U count: uses before the item is spent ("U" is 1, "U2" is 2). Absent when not used up. */
    uses: intIn(1, 20).optional(),
    /** Armour granted (half points allowed). Armour items only. */
    armor: numberIn(0, 8).multipleOf(0.5, { error: 'a number from 0 to 8 in steps of 0.5' }).optional(),
    /** Shield power and recharge per combat turn. Shield items only. */
    shield: z
      .strictObject({
        power: intIn(1, 30),
        recharge: intIn(0, 30),
      })
      .optional(),
    /** Shield energy a shield charger restores at the start of each combat turn. */
    charge: intIn(1, 30).optional(),
    /** Oxygen units an oxygen tank adds to the crew's store. */
    oxygen: intIn(1, 50).optional(),
    /** Bonus to PSI attempts of a PSI item. */
    psiBonus: intIn(1, 6).optional(),
    /** Price in credits. */
    price: intAtLeast(0),
    /** What the item does, in the pack author's words. */
    effect: text('rule text'),
    unique: z.boolean({ error: 'true or false' }).optional(),
  })
  .superRefine((item, ctx) => {
    const needs = (field: 'armor' | 'shield' | 'charge' | 'oxygen', when: boolean, expected: string) => {
      const has = item[field] !== undefined;
      if (when && !has) ctx.addIssue({ code: 'custom', path: [field], input: undefined, message: expected });
      if (!when && has) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          input: item[field],
          message: `no ${field} field on an item of kind "${item.kind}"`,
        });
      }
    };
    needs('armor', ARMOR_KINDS.includes(item.kind), 'an armour value from 0 to 8 (armour items need one)');
    needs(
      'shield',
      SHIELD_KINDS.includes(item.kind),
      'a shield { "power", "recharge" } (shield items need one)',
    );
    needs('charge', item.kind === 'shield-charger', 'a charge from 1 to 30 (shield chargers need one)');
    needs('oxygen', item.kind === 'oxygen-tank', 'an oxygen amount from 1 to 50 (oxygen tanks need one)');
    if (item.psiBonus !== undefined && item.kind !== 'psi') {
      ctx.addIssue({
        code: 'custom',
        path: ['psiBonus'],
        input: item.psiBonus,
        message: `no psiBonus field on an item of kind "${item.kind}"`,
      });
    }
  });
export type Item = z.infer<typeof itemSchema>;
