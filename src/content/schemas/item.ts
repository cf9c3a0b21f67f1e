import { z } from 'zod';
import { id, intAtLeast, intIn, listOf, numberIn, oneOf, text } from './fields';
import { modifierSchema } from './modifier';
import { attackProfileShape, checkAttackProfile } from './weapon';

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
/** Kinds that may restore HP (`heal`): med kits, stimpacks, and odds and ends such as food. */
const HEALING_KINDS: readonly ItemKind[] = ['medkit', 'stimpack', 'other'];

/**
 * What an item lets its bearer do that is not a number: mend a hull breach on its tile (a welding device,
 * §13 Hull breach), re-roll a melee or ranged hit die once per ground combat turn, reach the ship from a
 * location (events may ask for it).
 */
export const ITEM_ABILITIES = ['repair-hull-breach', 'attack-reroll', 'ship-link'] as const;
export type ItemAbility = (typeof ITEM_ABILITIES)[number];

/** Who may benefit from one item of a limit group (§4 Non compatible items). */
export const LIMIT_SCOPES = ['crew-member', 'team'] as const;
export type LimitScope = (typeof LIMIT_SCOPES)[number];

export const itemLimitSchema = z.strictObject({
  /** Items sharing a group id do not add up: e.g. every kind of tool set is group "tool-set". */
  group: id(),
  /** 'crew-member': each crew member benefits from one item of the group; 'team': the team carries one. */
  per: oneOf(LIMIT_SCOPES),
});
export type ItemLimit = z.infer<typeof itemLimitSchema>;

/** An item used as an attack (a grenade): the fields of a weapon's attack, spent like a U use. */
export const itemAttackSchema = z.strictObject({ ...attackProfileShape }).superRefine((attack, ctx) => {
  checkAttackProfile(attack, ctx);
});
export type ItemAttack = z.infer<typeof itemAttackSchema>;

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
    /** HP one use restores to a crew member (halved in Hell atmospheres by the rules). */
    heal: intIn(1, 14).optional(),
    /** Numeric modifiers the item gives the crew member carrying it. */
    modifiers: listOf(modifierSchema, 'modifiers').optional(),
    /** Things the item lets its bearer do (see ITEM_ABILITIES). */
    abilities: listOf(oneOf(ITEM_ABILITIES), 'item abilities').optional(),
    /** Items that do not add up (tool sets) or of which a team carries only one (a mobile transmitter). */
    limit: itemLimitSchema.optional(),
    /** For an item used as an attack, such as a grenade: the attack it makes. */
    attack: itemAttackSchema.optional(),
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
    if (item.heal !== undefined && !HEALING_KINDS.includes(item.kind)) {
      ctx.addIssue({
        code: 'custom',
        path: ['heal'],
        input: item.heal,
        message: `no heal field on an item of kind "${item.kind}" (only "medkit", "stimpack" and "other" heal)`,
      });
    }
    if (item.attack !== undefined && item.uses === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['uses'],
        input: undefined,
        message: 'a U count from 1 to 20 (an item that attacks is used up)',
      });
    }
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
