import { z } from 'zod';
import { id, intAtLeast, intIn, listOf, numberIn, oneOf, text } from './fields';
import { attackProfileShape, checkAttackProfile, damageTypeSchema } from './weapon';

/**
 * Space Kraken enemy profiles (§14, Spawn enemies and Enemies take action). A profile has a level, its
 * numbers, its attacks in the book's inline notation ("RG 4+, 2x3"), a table of six actions read with a
 * d6, its traits, the HP at or below which it tries to escape, the XP it gives and its treasure grade.
 */

/** The six species of the spawn table, plus 'hell' for Creatures from Hell (LV6+ boss battles). */
export const ENEMY_SPECIES = [
  'Krakens',
  'Greys',
  'Insectoids',
  'The Lost',
  'Beasts',
  'Renegades',
  'hell',
] as const;
export type EnemySpecies = (typeof ENEMY_SPECIES)[number];

/** attack: uses one of the profile's attacks; idle: does nothing; special: the action text says what. */
export const ENEMY_ACTION_KINDS = ['attack', 'idle', 'special'] as const;
export type EnemyActionKind = (typeof ENEMY_ACTION_KINDS)[number];

export const enemyAttackSchema = z
  .strictObject({
    name: text('name'),
    ...attackProfileShape,
  })
  .superRefine((attack, ctx) => {
    checkAttackProfile(attack, ctx);
  });
export type EnemyAttack = z.infer<typeof enemyAttackSchema>;

/**
 * What a special action does, as data the rules can apply (optional: without it the action's text is
 * shown and the player applies it). heal: the enemy regains `hp` (not above its profile HP);
 * recharge-shield: its shield regains `amount` (not above its power); hinder: the hit rolls of one crew
 * member (the one it would target) or of all crew need `amount` more until their next activation;
 * harden: its armour rises by `amount` until the end of the ground combat.
 */
export const enemySpecialEffectSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('heal'), hp: intIn(1, 50) }),
    z.strictObject({ kind: z.literal('recharge-shield'), amount: intIn(1, 50) }),
    z.strictObject({
      kind: z.literal('hinder'),
      amount: intIn(1, 3),
      all: z.boolean({ error: 'true or false' }),
    }),
    z.strictObject({ kind: z.literal('harden'), amount: intIn(1, 5) }),
  ],
  { error: 'an effect whose "kind" is one of "heal", "recharge-shield", "hinder", "harden"' },
);
export type EnemySpecialEffect = z.infer<typeof enemySpecialEffectSchema>;

export const enemyActionSchema = z.strictObject({
  action: text('action text'),
  kind: oneOf(ENEMY_ACTION_KINDS),
  /** For an attack: the name of one of the profile's weapons. */
  weapon: text('weapon name').optional(),
  /** For a special action: what it does, for the rules to apply (optional). */
  effect: enemySpecialEffectSchema.optional(),
});
export type EnemyAction = z.infer<typeof enemyActionSchema>;

/**
 * Enemy traits the rules apply by what they do (§14 Enemies take action, Special traits). `value` is the
 * trait's number where it has one:
 * - two-actions: rolls on its action table twice each turn (no value);
 * - regen X: after its action regains X HP, never above its profile HP, not once at 0 HP or below;
 * - zombie X: HP at or below 0 does not capture or kill it unless a single hit dealt X or more damage
 *   (hits are never added together for this); otherwise it stays at 1 HP;
 * - explodes X: when killed, every conscious crew member takes an explosive hit of X damage (Fire);
 * - drain X: each of its attacks that takes HP from a crew member gives it X HP back;
 * - evasive X: crew hit rolls against it need X more;
 * - swarm X: its attacks deal X more damage while another enemy of its species is fighting;
 * - psi-ward: PSI attack powers deal it half damage, rounded down (no value);
 * - dread X: the crew's escape rolls in this combat are X lower.
 */
export const ENEMY_TRAIT_RULES = [
  'two-actions',
  'regen',
  'zombie',
  'explodes',
  'drain',
  'evasive',
  'swarm',
  'psi-ward',
  'dread',
] as const;
export type EnemyTraitRule = (typeof ENEMY_TRAIT_RULES)[number];
const VALUELESS_RULES: readonly EnemyTraitRule[] = ['two-actions', 'psi-ward'];

export const enemyTraitSchema = z
  .strictObject({
    name: text('name'),
    effect: text('rule text'),
    /** Which rule the trait is, for the rules to apply (optional: free-text traits are shown only). */
    rule: oneOf(ENEMY_TRAIT_RULES).optional(),
    /** The trait's X (Regen 2 → 2); only with a rule that takes one. */
    value: intIn(1, 20).optional(),
  })
  .superRefine((trait, ctx) => {
    const takesValue = trait.rule !== undefined && !VALUELESS_RULES.includes(trait.rule);
    if (takesValue && trait.value === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        input: undefined,
        message: `a number from 1 to 20 (the X of the "${trait.rule ?? ''}" rule)`,
      });
    }
    if (!takesValue && trait.value !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        input: trait.value,
        message:
          trait.rule === undefined
            ? 'no value unless the trait names a rule'
            : `no value on the "${trait.rule}" rule (it has no X)`,
      });
    }
  });
export type EnemyTrait = z.infer<typeof enemyTraitSchema>;

export const enemyShieldSchema = z.strictObject({
  /** A: flash shield, ranged attacks only; B: energy shield, ranged and melee. */
  class: oneOf(['A', 'B']),
  power: intIn(1, 50),
  recharge: intIn(0, 50),
});
export type EnemyShield = z.infer<typeof enemyShieldSchema>;

export const enemyProfileSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    species: oneOf(ENEMY_SPECIES),
    level: intIn(1, 8),
    hp: intIn(1, 200),
    agility: intIn(0, 20),
    armor: numberIn(0, 20),
    shield: enemyShieldSchema.optional(),
    weapons: listOf(enemyAttackSchema, 'attacks').min(1, { error: 'a list with at least one attack' }),
    /** Row i is the action for a d6 showing i + 1. */
    actionTable: listOf(enemyActionSchema, 'actions').length(6, {
      error: 'exactly 6 actions, one for each face of the d6 (1 to 6, in order)',
    }),
    traits: listOf(enemyTraitSchema, 'traits').default([]),
    /** At or below this HP the enemy tries to escape; null when it never does. */
    escape: intIn(0, 200, 'a number from 0 to 200, or null if it never escapes').nullable(),
    xp: intAtLeast(0),
    /** Treasure grade of the drop for a defeated primary enemy (capped at 6 by the rules). */
    treasure: intIn(0, 8),
    weaknesses: listOf(damageTypeSchema, 'damage types').default([]),
    resistances: listOf(damageTypeSchema, 'damage types').default([]),
    description: text('description').optional(),
  })
  .superRefine((enemy, ctx) => {
    const rules = new Set<string>();
    enemy.traits.forEach((trait, index) => {
      if (trait.rule === undefined) return;
      if (rules.has(trait.rule)) {
        ctx.addIssue({
          code: 'custom',
          path: ['traits', index, 'rule'],
          input: trait.rule,
          message: 'a rule no other trait of this enemy has',
        });
      }
      rules.add(trait.rule);
    });
    const names = new Set<string>();
    enemy.weapons.forEach((weapon, index) => {
      if (names.has(weapon.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['weapons', index, 'name'],
          input: weapon.name,
          message: 'a weapon name not used by another weapon of this enemy',
        });
      }
      names.add(weapon.name);
    });
    enemy.actionTable.forEach((row, index) => {
      if (row.kind === 'attack' && (row.weapon === undefined || !names.has(row.weapon))) {
        const known = [...names].map((n) => JSON.stringify(n)).join(', ');
        ctx.addIssue({
          code: 'custom',
          path: ['actionTable', index, 'weapon'],
          input: row.weapon,
          message: `the name of one of this enemy's weapons (${known})`,
        });
      }
      if (row.kind !== 'special' && row.effect !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['actionTable', index, 'effect'],
          input: row.effect,
          message: 'no effect on an action that is not special',
        });
      }
      if (row.kind !== 'attack' && row.weapon !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['actionTable', index, 'weapon'],
          input: row.weapon,
          message: 'no weapon on an action that is not an attack',
        });
      }
    });
  });
export type EnemyProfile = z.infer<typeof enemyProfileSchema>;
