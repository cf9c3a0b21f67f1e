import { z } from 'zod';
import { id, intAtLeast, intIn, listOf, oneOf, text } from './fields';

/**
 * Space Kraken ground-combat weapons (WEAPONS DEFINITION, §14). The book's notation
 * "Rifle (3) 4+, 3 A5. Type RG" reads: strength 3 needed, hits on 4+, 3 damage, 5 ammo, ranged.
 * "2x3" is attacks 2, damage 3.
 */

export const DAMAGE_TYPES = ['Fire', 'Ice', 'Toxic', 'RG', 'ML'] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];
export const damageTypeSchema = oneOf(DAMAGE_TYPES);

/** Weapon keywords; WEAKEN carries its X in the separate `weaken` field. */
export const WEAPON_KEYWORDS = ['EX', 'T2', 'AP', 'IA', 'IS', 'EMP', 'WEAKEN'] as const;
export type WeaponKeyword = (typeof WEAPON_KEYWORDS)[number];

export const ATTACK_KINDS = ['ranged', 'melee'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

/** The fields a crew weapon and an enemy's attack share. */
export const attackProfileShape = {
  kind: oneOf(ATTACK_KINDS),
  /** The d6 roll needed to hit: 4 means "4+". */
  hit: intIn(2, 6),
  /** Damage of each attack. */
  damage: intIn(0, 30),
  /** Number of attacks per use: 2 for "2x3". One ammo is spent for all of them. */
  attacks: intIn(1, 6).default(1),
  keywords: listOf(oneOf(WEAPON_KEYWORDS), 'weapon keywords').default([]),
  /** X of WEAKEN X: armour lost by the target until the end of the ground combat. */
  weaken: intIn(1, 8).optional(),
  /** Damage types for weaknesses and resistances; must include RG for ranged or ML for melee. */
  damageTypes: listOf(damageTypeSchema, 'damage types').min(1, {
    error: 'a list with at least one damage type',
  }),
};

interface AttackProfileLike {
  readonly kind: AttackKind;
  readonly keywords: readonly WeaponKeyword[];
  readonly weaken?: number | undefined;
  readonly damageTypes: readonly DamageType[];
}

/** Checks that tie fields together; `at` is the path of the profile inside the value being refined. */
export function checkAttackProfile(
  profile: AttackProfileLike,
  ctx: z.RefinementCtx,
  at: (string | number)[] = [],
) {
  const own: DamageType = profile.kind === 'ranged' ? 'RG' : 'ML';
  if (!profile.damageTypes.includes(own)) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'damageTypes'],
      input: profile.damageTypes,
      message: `damage types that include "${own}" (the attack is ${profile.kind})`,
    });
  }
  const weakens = profile.keywords.includes('WEAKEN');
  if (weakens && profile.weaken === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'weaken'],
      input: undefined,
      message: 'a number from 1 to 8 (the X of the WEAKEN keyword)',
    });
  }
  if (!weakens && profile.weaken !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: [...at, 'weaken'],
      input: profile.weaken,
      message: 'no weaken value unless the keywords list "WEAKEN"',
    });
  }
}

export const weaponSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    grade: intIn(1, 6),
    /** Strength needed to use it; 0 when there is no requirement. */
    strength: intIn(0, 8),
    ...attackProfileShape,
    /** Magazine size; null means unlimited ammo. */
    ammo: intIn(1, 99, 'a number from 1 to 99, or null for unlimited ammo').nullable(),
    /** Price in credits. */
    price: intAtLeast(0),
    /** Weapons outside the book's weapon list are "unique": sold but never bought at a shop. */
    unique: z.boolean({ error: 'true or false' }).optional(),
    description: text('description').optional(),
  })
  .superRefine((weapon, ctx) => {
    checkAttackProfile(weapon, ctx);
  });
export type Weapon = z.infer<typeof weaponSchema>;
