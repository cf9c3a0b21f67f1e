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

/**
 * Caps no real pack comes near (the sample's longest text is under 500 characters, its longest list 200
 * entries), so a typed or damaged file cannot make the loader or the rules walk an unbounded amount of data.
 */
export const MAX_ID_CHARS = 100;
export const MAX_TEXT_CHARS = 4000;
export const MAX_LIST = 2000;
/** The largest count a pack may give (prices, XP, Scrip): far above any game, far below float trouble. */
export const MAX_COUNT = 1_000_000_000;

/** The id of the entry itself. */
export function id() {
  return z
    .string({ error: ID_EXPECTED })
    .max(MAX_ID_CHARS, { error: `an id of at most ${MAX_ID_CHARS} characters` })
    .regex(ID_PATTERN, { error: ID_EXPECTED });
}

/** A reference to another entry's id; `what` names what it points at ("a weapon or item"). */
export function idRef(what: string) {
  const expected = `the id of ${what} (kebab-case, like "laser-pistol")`;
  return z
    .string({ error: expected })
    .max(MAX_ID_CHARS, { error: `an id of at most ${MAX_ID_CHARS} characters` })
    .regex(ID_PATTERN, { error: expected });
}

/** Text that must not be empty. */
export function text(what = 'text') {
  const expected = `non-empty ${what}`;
  return z
    .string({ error: expected })
    .min(1, { error: expected })
    .max(MAX_TEXT_CHARS, { error: `${what} of at most ${MAX_TEXT_CHARS} characters` });
}

/** A whole number in [min, max]; `expected` replaces the default phrase (e.g. to mention null). */
export function intIn(min: number, max: number, expected = `a number from ${min} to ${max}`) {
  return z
    .number({ error: expected })
    .int({ error: `a whole ${expected.replace(/^an? /, '')}` })
    .min(min, { error: expected })
    .max(max, { error: expected });
}

/** A whole number of at least `min` (and at most MAX_COUNT: no game counts further). */
export function intAtLeast(min: number) {
  const expected = `a whole number of at least ${min}`;
  return z
    .number({ error: expected })
    .int({ error: expected })
    .min(min, { error: expected })
    .max(MAX_COUNT, { error: `a whole number from ${min} to ${MAX_COUNT}` });
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
  return z
    .array(element, { error: `a list of ${what}` })
    .max(MAX_LIST, { error: `a list of at most ${MAX_LIST} ${what}` });
}

/** A name + rule text pair, used for traits of enemies, abilities of units and perks. */
export const namedEffectSchema = z.strictObject({
  name: text('name'),
  effect: text('rule text'),
});
export type NamedEffect = z.infer<typeof namedEffectSchema>;
