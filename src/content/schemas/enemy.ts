import { z } from 'zod';
import { id, intAtLeast, intIn, listOf, namedEffectSchema, numberIn, oneOf, text } from './fields';
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

export const enemyActionSchema = z.strictObject({
  action: text('action text'),
  kind: oneOf(ENEMY_ACTION_KINDS),
  /** For an attack: the name of one of the profile's weapons. */
  weapon: text('weapon name').optional(),
});
export type EnemyAction = z.infer<typeof enemyActionSchema>;

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
    traits: listOf(namedEffectSchema, 'traits').default([]),
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
