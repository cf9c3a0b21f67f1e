import { z } from 'zod';
import { oneOf } from './fields';

/**
 * A numeric modifier a Space Kraken trait, item or prototype effect puts on its bearer, as data the rules
 * can apply: `{ "to": "bulkhead", "amount": 1 }` is "+1 to Tech checks to open bulkheads". The amount is
 * added to the roll, the damage or the armour it names; a negative amount is a penalty.
 */

export const MODIFIER_TARGETS = [
  /** Every Tech check (bulkheads, mines, laser barriers, camouflage, objectives). Not unjam checks (§14). */
  'tech',
  /** Every Charisma check. */
  'charisma',
  /** Agility checks: avoiding a mine blast, Flank. */
  'agility',
  /** Tech checks to open a bulkhead. */
  'bulkhead',
  /** Tech checks to disarm mines. */
  'mines',
  /** Tech checks to disarm a laser barrier. */
  'laser-barrier',
  /** Unjam checks (the only Tech checks to unjam a weapon that items may help with). */
  'unjam',
  /** The Run roll to avoid a ground combat. */
  'run',
  /** The Camouflage Tech check to avoid a ground combat. */
  'camouflage',
  /** The crew's initiative roll. */
  'initiative',
  /** The crew's escape roll in a ground combat. */
  'escape',
  // No 'meditate': §14 says no other effect or rule can modify the meditation roll (kraken.meditate).
  /** Hit rolls with ranged weapons (+1 makes a 4+ weapon hit on 3+). */
  'ranged-hit',
  /** Hit rolls with melee weapons. */
  'melee-hit',
  /** Damage of each ranged attack. */
  'ranged-damage',
  /** Damage of each melee attack. */
  'melee-damage',
  /** Armour worn (a hero's armour stays at most 8). */
  'armor',
  /** HP restored by every healing item this crew member uses on someone. */
  'healing',
] as const;
export type ModifierTarget = (typeof MODIFIER_TARGETS)[number];

const AMOUNT_EXPECTED = 'a whole number from -6 to 6, not 0';

export const modifierSchema = z.strictObject({
  to: oneOf(MODIFIER_TARGETS),
  amount: z
    .number({ error: AMOUNT_EXPECTED })
    .int({ error: AMOUNT_EXPECTED })
    .min(-6, { error: AMOUNT_EXPECTED })
    .max(6, { error: AMOUNT_EXPECTED })
    .refine((n) => n !== 0, { error: AMOUNT_EXPECTED }),
});
export type Modifier = z.infer<typeof modifierSchema>;
