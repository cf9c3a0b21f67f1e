/**
 * Searching the rules reference. Pure: entries and a query in, ranked entries out.
 *
 * Every word of the query must be found somewhere in an entry (title, tags, id, summary, body, reading, sample or
 * source). An entry ranks by where its words were found: the initials of title words ("LOS" for line of sight)
 * count most, then a word in the title, which counts for more than a word in the tags, which counts for more than a word in the summary, which counts for more than one in the body.
 */
import type { RuleEntry, RuleSystem } from './entry';

/** Weights far enough apart that a title hit always beats any number of lower hits for the same word. */
const SCORE = {
  exactTitle: 1_000_000,
  titleStartsWithQuery: 100_000,
  titleAcronym: 15_000,
  titleWord: 12_000,
  titleText: 10_000,
  tagExact: 1_200,
  tagText: 1_000,
  summary: 100,
  body: 10,
} as const;

/** Lowercase, without accents, with typographic quotes made plain. */
export function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase();
}

/** The words of a query: split on white space, surrounding punctuation dropped ('bulkhead,' → 'bulkhead'). */
export function queryWords(query: string): string[] {
  return normalise(query)
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}§+]+|[^\p{L}\p{N}%+"]+$/gu, ''))
    .filter((word) => word.length > 0);
}

interface Haystack {
  readonly title: string;
  readonly titleWords: readonly string[];
  /** The initials of every run of two or more title words: "line of sight, cover…" → "lo", "los", "losc"… */
  readonly acronyms: ReadonlySet<string>;
  readonly tags: readonly string[];
  readonly id: string;
  readonly summary: string;
  readonly rest: string;
}

function haystack(entry: RuleEntry): Haystack {
  const title = normalise(entry.title);
  const titleWords = title.split(/[^\p{L}\p{N}§]+/u).filter((w) => w.length > 0);
  const initials = titleWords.map((w) => w[0] ?? '').join('');
  const acronyms = new Set<string>();
  for (let from = 0; from < initials.length; from++)
    for (let to = from + 2; to <= initials.length; to++) acronyms.add(initials.slice(from, to));
  return {
    title,
    titleWords,
    acronyms,
    tags: entry.tags.map(normalise),
    id: normalise(entry.id),
    summary: normalise(entry.summary),
    rest: normalise([entry.body, entry.reading ?? '', entry.sample ?? '', entry.source].join('\n')),
  };
}

/** The best place one word is found in an entry, or 0 when it is found nowhere. */
function wordScore(word: string, hay: Haystack): number {
  // Players search by the short forms they say at the table: "LOS" is line of sight, not "losing".
  if (word.length >= 2 && hay.acronyms.has(word)) return SCORE.titleAcronym;
  if (hay.titleWords.some((w) => w.startsWith(word))) return SCORE.titleWord;
  if (hay.title.includes(word)) return SCORE.titleText;
  if (hay.tags.includes(word)) return SCORE.tagExact;
  if (hay.tags.some((tag) => tag.includes(word)) || hay.id.includes(word)) return SCORE.tagText;
  if (hay.summary.includes(word)) return SCORE.summary;
  if (hay.rest.includes(word)) return SCORE.body;
  return 0;
}

/** The score of an entry for a query, or 0 when some word of the query is missing from it. */
export function scoreEntry(entry: RuleEntry, query: string): number {
  const words = queryWords(query);
  if (words.length === 0) return 0;
  const hay = haystack(entry);
  let total = 0;
  for (const word of words) {
    const score = wordScore(word, hay);
    if (score === 0) return 0;
    total += score;
  }
  const phrase = words.join(' ');
  if (hay.title === phrase) total += SCORE.exactTitle;
  else if (hay.title.startsWith(phrase)) total += SCORE.titleStartsWithQuery;
  return total;
}

/**
 * The entries matching every word of `query`, best first; optionally only one system's. Ties keep the
 * shorter title first, then the order given. An empty query returns every entry (of the system) in order.
 */
export function searchEntries(
  entries: readonly RuleEntry[],
  query: string,
  system?: RuleSystem,
): RuleEntry[] {
  const pool = system === undefined ? [...entries] : entries.filter((entry) => entry.system === system);
  if (queryWords(query).length === 0) return pool;
  return pool
    .map((entry, order) => ({ entry, order, score: scoreEntry(entry, query) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || a.entry.title.length - b.entry.title.length || a.order - b.order)
    .map((hit) => hit.entry);
}

export function entryById(entries: readonly RuleEntry[], id: string): RuleEntry | undefined {
  return entries.find((entry) => entry.id === id);
}
