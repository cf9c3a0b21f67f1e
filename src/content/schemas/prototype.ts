import { z } from 'zod';
import { id, intIn, listOf, oneOf, text } from './fields';
import { ITEM_KINDS } from './item';
import { MODIFIER_TARGETS } from './modifier';
import { DAMAGE_TYPES, WEAPON_KEYWORDS } from './weapon';

/**
 * Space Kraken prototype equipment (§14, Prototype drops): a weapon or item dropped as a prototype gets
 * one effect with a good and a bad side, read with a d6 from the table for its category (ranged weapons,
 * melee weapons, armour, oxygen tanks, …). A piece whose category has no table, or whose row changes a
 * field the piece does not have (more ammo for a weapon with unlimited ammo), comes without an effect.
 */

/** What a prototype table applies to: a kind of weapon, or a kind of item. */
export const PROTOTYPE_CATEGORIES = ['ranged-weapon', 'melee-weapon', ...ITEM_KINDS] as const;
export type PrototypeCategory = (typeof PROTOTYPE_CATEGORIES)[number];

/**
 * Fields of the piece a `stat` change adds to: weapon fields (`hit` is the face needed, so -1 is better),
 * `shield-power`/`shield-recharge` of a shield, `charge` of a shield charger, `oxygen` of a tank,
 * `psi-bonus` of a PSI item, `heal` and `uses` of a U item. The rules keep the result in the field's range.
 */
export const PROTOTYPE_STATS = [
  'damage',
  'hit',
  'attacks',
  'ammo',
  'strength',
  'weaken',
  'armor',
  'shield-power',
  'shield-recharge',
  'charge',
  'oxygen',
  'psi-bonus',
  'heal',
  'uses',
] as const;
export type PrototypeStat = (typeof PROTOTYPE_STATS)[number];

const CARRIER_ATTRIBUTES = ['agility', 'strength', 'tech', 'charisma', 'ranged', 'melee'] as const;

const signed = () => intIn(-6, 6);

/**
 * One side of a prototype effect:
 * - stat: adds `amount` to a field of the piece;
 * - attribute: the carrier's attribute changes by `amount` while the piece is carried;
 * - modifier: the carrier gets a modifier (as a trait or item gives);
 * - keyword: the weapon gains a keyword (`weaken` with WEAKEN);
 * - damage-type: the weapon gains a damage type;
 * - jams-on: the weapon also jams on this hit-roll face (2 or 3);
 * - hurts-user: the carrier loses `hp` when the weapon jams, each time the piece is used, or at the start
 *   of every ground combat turn (armour and shields do not help);
 * - bulky: the piece takes `amount` more inventory slots.
 */
export const prototypeChangeSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('stat'), stat: oneOf(PROTOTYPE_STATS), amount: intIn(-10, 10) }),
    z.strictObject({ kind: z.literal('attribute'), attribute: oneOf(CARRIER_ATTRIBUTES), amount: signed() }),
    z.strictObject({ kind: z.literal('modifier'), to: oneOf(MODIFIER_TARGETS), amount: signed() }),
    z.strictObject({
      kind: z.literal('keyword'),
      keyword: oneOf(WEAPON_KEYWORDS),
      weaken: intIn(1, 8).optional(),
    }),
    z.strictObject({ kind: z.literal('damage-type'), damageType: oneOf(DAMAGE_TYPES) }),
    z.strictObject({ kind: z.literal('jams-on'), face: intIn(2, 3) }),
    z.strictObject({
      kind: z.literal('hurts-user'),
      hp: intIn(1, 6),
      when: oneOf(['jam', 'use', 'turn']),
    }),
    z.strictObject({ kind: z.literal('bulky'), amount: intIn(1, 2) }),
  ],
  {
    error:
      'a change whose "kind" is one of "stat", "attribute", "modifier", "keyword", "damage-type", "jams-on", "hurts-user", "bulky"',
  },
);
export type PrototypeChange = z.infer<typeof prototypeChangeSchema>;

export const prototypeRowSchema = z
  .strictObject({
    /** The d6 face of this row. */
    roll: intIn(1, 6),
    name: text('name'),
    /** The good side, and the bad side. */
    plus: prototypeChangeSchema,
    minus: prototypeChangeSchema,
    /** Both sides in words, as printed. */
    text: text('rule text'),
  })
  .superRefine((row, ctx) => {
    for (const side of ['plus', 'minus'] as const) {
      const change = row[side];
      if (change.kind === 'keyword' && (change.keyword === 'WEAKEN') !== (change.weaken !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [side, 'weaken'],
          input: change.weaken,
          message:
            change.keyword === 'WEAKEN'
              ? 'a number from 1 to 8 (the X of the WEAKEN keyword)'
              : 'no weaken value unless the keyword is "WEAKEN"',
        });
      }
    }
  });
export type PrototypeRow = z.infer<typeof prototypeRowSchema>;

export const prototypeTableSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    /** The categories of equipment read on this table. */
    appliesTo: listOf(oneOf(PROTOTYPE_CATEGORIES), 'equipment categories').min(1, {
      error: 'a list with at least one equipment category',
    }),
    /** Six rows, for d6 faces 1 to 6 in order. */
    rows: listOf(prototypeRowSchema, 'rows').length(6, {
      error: 'exactly 6 rows, one for each face of the d6 (1 to 6, in order)',
    }),
    description: text('description').optional(),
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, index) => {
      if (row.roll !== index + 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'roll'],
          input: row.roll,
          message: `${index + 1} (the rows run 1 to 6, in order)`,
        });
      }
    });
  });
export type PrototypeTable = z.infer<typeof prototypeTableSchema>;
