import { z } from 'zod';
import { id, idRef, intIn, listOf, oneOf, text } from './fields';
import { modifierSchema } from './modifier';

/**
 * Space Kraken crew: the six attributes (each 1 to 8, Space Kraken §3.4), traits with a point value
 * (§3.5: a new crew member's traits add up to 0, at most 4 active) and ready-made crew templates.
 */

const attribute = () => intIn(1, 8);

export const crewAttributesSchema = z.strictObject({
  agility: attribute(),
  strength: attribute(),
  tech: attribute(),
  charisma: attribute(),
  ranged: attribute(),
  melee: attribute(),
});
export type CrewAttributes = z.infer<typeof crewAttributesSchema>;

/**
 * The traits the rules refer to by what they do, whatever a pack calls them: the PSI trait (§3.5, §14 PSI
 * powers), Aggressive (§14 Combat initiative and Combat actions), Independent Targeting (ranged attacks
 * split between enemies) and Chain Attack (extra attacks, §14 Ground combat rules).
 */
export const CREW_TRAIT_RULES = ['psi', 'aggressive', 'independent-targeting', 'chain-attack'] as const;
export type CrewTraitRuleTag = (typeof CREW_TRAIT_RULES)[number];

export const traitSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** Point value; negative traits pay for positive ones. */
  value: intIn(-10, 10),
  effect: text('rule text'),
  /** Which rule of the book this trait is, when the rules must know (optional). */
  rule: oneOf(CREW_TRAIT_RULES).optional(),
  /** Numeric modifiers the trait gives its bearer, for the rules to apply (see modifier.ts). */
  modifiers: listOf(modifierSchema, 'modifiers').optional(),
});
export type Trait = z.infer<typeof traitSchema>;

export const crewTemplateSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** Level the template starts at; new campaigns start at 1 (§3.3). */
  level: intIn(1, 20).default(1),
  attributes: crewAttributesSchema,
  /** Trait ids from this pack, at most 4 (§3.5). */
  traits: listOf(idRef('a trait'), 'trait ids').max(4, { error: 'at most 4 traits' }),
  /** Weapon or item ids from this pack the template starts with. */
  loadout: listOf(idRef('a weapon or item'), 'weapon and item ids').max(6, {
    error: 'at most 6 weapons and items (two hands and four backpack slots)',
  }),
  /** PSI attribute level, only for a crew member with the PSI trait (1 to 8). */
  psi: intIn(1, 8).optional(),
  /** A short background, in the pack author's words. */
  story: text('story').optional(),
  /**
   * The book's fold-out sheet the template is printed on: templates on one sheet cover each other, so a
   * team may hold only one of them (§3.3: "you can't have Ray AND Lex in the same team").
   */
  foldOut: text('fold-out sheet').optional(),
  /** A preset crew member with a preset name: once killed, never back in the same campaign (§4). */
  preset: z.boolean({ error: 'true or false' }).optional(),
});
export type CrewTemplate = z.infer<typeof crewTemplateSchema>;
