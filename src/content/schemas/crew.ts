import { z } from 'zod';
import { id, idRef, intIn, listOf, text } from './fields';

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

export const traitSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** Point value; negative traits pay for positive ones. */
  value: intIn(-10, 10),
  effect: text('rule text'),
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
  loadout: listOf(idRef('a weapon or item'), 'weapon and item ids'),
  /** PSI attribute level, only for a crew member with the PSI trait (1 to 8). */
  psi: intIn(1, 8).optional(),
  /** A short background, in the pack author's words. */
  story: text('story').optional(),
});
export type CrewTemplate = z.infer<typeof crewTemplateSchema>;
