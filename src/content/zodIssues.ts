import type { z } from 'zod';
import { describeValue, formatPath, packError, type PackError } from './errors';
import { quote } from './fileLimits';

/**
 * Turns zod issues into PackErrors. Every schema field built with ./schemas/fields.ts carries its own
 * "expected" phrase; issueExpectation() words the rest, and is passed to safeParse as the error map, so an
 * issue's message is always the expected phrase.
 */

type RawIssue = z.core.$ZodRawIssue;
type Issue = z.core.$ZodIssue;

const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  tuple: 'a list',
  null: 'null',
  undefined: 'nothing',
};

function quoteAll(values: readonly unknown[]): string {
  return values.map((v) => (typeof v === 'bigint' ? v.toString() : JSON.stringify(v))).join(', ');
}

function bound(
  issue: { origin: string; inclusive?: boolean | undefined; exact?: boolean | undefined },
  n: number,
  most: boolean,
): string {
  const plural = n === 1 ? '' : 's';
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (issue.exact === true) return `a list of exactly ${n} entr${n === 1 ? 'y' : 'ies'}`;
    return `a list with ${most ? 'at most' : 'at least'} ${n} entr${n === 1 ? 'y' : 'ies'}`;
  }
  if (issue.origin === 'string') {
    if (issue.exact === true) return `text of exactly ${n} character${plural}`;
    return !most && n === 1
      ? 'non-empty text'
      : `text of ${most ? 'at most' : 'at least'} ${n} character${plural}`;
  }
  const inclusive = issue.inclusive !== false;
  if (most) return inclusive ? `a number of at most ${n}` : `a number below ${n}`;
  return inclusive ? `a number of at least ${n}` : `a number above ${n}`;
}

/** The "expected" phrase of an issue whose schema did not set its own. */
export function issueExpectation(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return TYPE_WORDS[issue.expected] ?? `a ${issue.expected}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `exactly ${quoteAll(issue.values)}`
        : `one of ${quoteAll(issue.values)}`;
    case 'too_small':
      return bound(issue, Number(issue.minimum), false);
    case 'too_big':
      return bound(issue, Number(issue.maximum), true);
    case 'unrecognized_keys':
      return 'only the fields this kind of entry has';
    case 'invalid_union': {
      const options: unknown = issue.options;
      if (Array.isArray(options) && options.length > 0) return `one of ${quoteAll(options)}`;
      const branches = issue.errors
        .map((branch) => branch[0]?.message)
        .filter((m): m is string => m !== undefined);
      return branches.length > 0 ? branches.join(', or ') : 'a value of an allowed form';
    }
    case 'invalid_format':
      return 'text in the expected format';
    case 'not_multiple_of':
      return `a multiple of ${issue.divisor}`;
    case 'invalid_key':
      return `a valid key (${issue.issues[0]?.message ?? 'see the format'})`;
    case 'invalid_element':
      return 'valid elements';
    case 'custom':
      return 'a valid value';
    default:
      return 'a valid value';
  }
}

/** Parse options that make every message an "expected" phrase and keep the offending input. */
export const PARSE_OPTIONS = { error: issueExpectation, reportInput: true } as const;

/** The value at a path inside a JSON document, or undefined. */
export function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let here: unknown = data;
  for (const key of path) {
    if (typeof here !== 'object' || here === null || typeof key === 'symbol') return undefined;
    // Own entries only: a key named "constructor" in a file is not the object's constructor.
    if (!Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string | number, unknown>)[key];
  }
  return here;
}

function gotOf(issue: Issue, data: unknown): string {
  if (issue.code === 'custom' && typeof issue.params?.got === 'string') return issue.params.got;
  // A discriminated union names the tag's path but keeps the whole object as its input: show the tag.
  if (issue.code === 'invalid_union' && 'discriminator' in issue)
    return describeValue(valueAt(data, issue.path));
  if ('input' in issue) return describeValue(issue.input);
  return describeValue(valueAt(data, issue.path));
}

/** PackErrors for one zod issue of `file`; `prefix` is prepended to the issue's path. */
export function issueToPackErrors(
  file: string,
  issue: Issue,
  data: unknown,
  prefix: readonly PropertyKey[] = [],
): PackError[] {
  const path = [...prefix, ...issue.path];
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) =>
      packError(
        file,
        formatPath([...path, key]),
        issue.message,
        `an unknown field "${key}"`,
        'check its spelling, or remove it',
      ),
    );
  }
  return [packError(file, formatPath(path), issue.message, gotOf(issue, data))];
}

/**
 * One sentence for the first issue of a failed parse of `data`: where (the path, or "the top"), what was
 * expected, and the value found, quoted to at most ~100 characters. For saves, whose refusals are one line.
 */
export function issueSentence(error: z.ZodError, data: unknown): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'it is not valid';
  const where = issue.path.length === 0 ? 'the top' : `"${issue.path.map(String).join('.')}"`;
  const found = valueAt(data, issue.path);
  const unknownKey = issue.code === 'unrecognized_keys';
  return unknownKey
    ? `at ${where}, unknown key${issue.keys.length === 1 ? '' : 's'} ${quote(issue.keys.join(', '))} (only the known fields are kept in a save)`
    : `at ${where}, expected ${issue.message}${found === undefined ? '' : `, found ${quote(found)}`}`;
}
