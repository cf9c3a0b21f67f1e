import { z } from 'zod';

/**
 * Field builders shared by every schema. Each one carries its own "expected" phrase as the zod error, so
 * an error in a pack reads in words a book owner understands ("a number from 1 to 6"), not in zod's
 * vocabulary. Issues from schemas without their own phrase are worded by ../zodIssues.ts.
 */

/** kebab-case: lower-case letters and digits, joined by single dashes. */
export const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const ID_EXPECTED =
  'an id in kebab-case (lower-case letters and digits joined by dashes, like "laser-pistol")';

/** The id of the entry itself. */
export function id() {
  return z.string({ error: ID_EXPECTED }).regex(ID_PATTERN, { error: ID_EXPECTED });
}

/** A reference to another entry's id; `what` names what it points at ("a weapon or item"). */
export function idRef(what: string) {
  const expected = `the id of ${what} (kebab-case, like "laser-pistol")`;
  return z.string({ error: expected }).regex(ID_PATTERN, { error: expected });
}

/** Text that must not be empty. */
export function text(what = 'text') {
  const expected = `non-empty ${what}`;
  return z.string({ error: expected }).min(1, { error: expected });
}

/** A whole number in [min, max]; `expected` replaces the default phrase (e.g. to mention null). */
export function intIn(min: number, max: number, expected = `a number from ${min} to ${max}`) {
  return z
    .number({ error: expected })
    .int({ error: `a whole ${expected.replace(/^an? /, '')}` })
    .min(min, { error: expected })
    .max(max, { error: expected });
}

/** A whole number of at least `min`, no upper bound. */
export function intAtLeast(min: number) {
  const expected = `a whole number of at least ${min}`;
  return z.number({ error: expected }).int({ error: expected }).min(min, { error: expected });
}

/** Any number in [min, max] (inches, degrees, half points of armour). */
export function numberIn(min: number, max: number) {
  const expected = `a number from ${min} to ${max}`;
  return z.number({ error: expected }).min(min, { error: expected }).max(max, { error: expected });
}

/** One of a fixed list of words. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `one of ${values.map((v) => JSON.stringify(v)).join(', ')}` });
}

/** true or false. */
export function flag() {
  return z.boolean({ error: 'true or false' });
}

/** A list; `what` names one element ("trait ids"). */
export function listOf<T extends z.ZodType>(element: T, what: string) {
  return z.array(element, { error: `a list of ${what}` });
}

/** A name + rule text pair, used for traits of enemies, abilities of units and perks. */
export const namedEffectSchema = z.strictObject({
  name: text('name'),
  effect: text('rule text'),
});
export type NamedEffect = z.infer<typeof namedEffectSchema>;
