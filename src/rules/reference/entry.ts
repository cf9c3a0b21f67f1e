/**
 * The rules reference: a glossary of rule entries written in the project's own words. Each entry names the
 * section of the source document it summarises. Machines point at entries by id (`meta.rule`), so ids are a
 * stable API: rename one only together with every prompt that cites it.
 *
 * Pure data and a hand-written validator: no framework, no DOM, no file system.
 */

export const RULE_SYSTEMS = ['general', 'kraken', 'salvage', 'fringe'] as const;

export type RuleSystem = (typeof RULE_SYSTEMS)[number];

export interface RuleEntry {
  /** Lowercase, dot-separated, prefixed by the system: 'kraken.bulkhead', 'salvage.d8-direction'. */
  id: string;
  system: RuleSystem;
  title: string;
  /** The section of the source document summarised: 'Space Kraken §13 Map elements — Bulkhead'. */
  source: string;
  /** One sentence. */
  summary: string;
  /** A few short paragraphs or bullet lines of plain text, keeping every number and table value of the rule. */
  body: string;
  /** Where the document leaves a choice open, the reading the project takes. Starts with "Reading: ". */
  reading?: string;
  /**
   * Set where the app runs this rule with content the sample pack invents (the book's own text for it is not
   * reproduced: enemy trait rules, special actions): says what is sample. Starts with "Sample: ".
   */
  sample?: string;
  /**
   * Set when no mode of the app plays this rule yet (it is described, not run): a sentence naming where it
   * will run. The Rules screen shows it, so "every rule the app runs" stays true.
   */
  notYet?: string;
  tags: string[];
  /** Related entry ids. */
  see?: string[];
}

export type ValidationResult = { ok: true; entries: RuleEntry[] } | { ok: false; errors: string[] };

/** 'kraken.bulkhead', 'kraken.psi.attacks', 'salvage.d8-direction': lowercase words joined by '-', parts by '.'. */
const ID_PATTERN = /^(general|kraken|salvage|fringe)(\.[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** Every source names its document first, so a reader always knows which book to open. */
const SOURCE_DOCUMENT: Readonly<Record<RuleSystem, readonly string[]>> = {
  general: ['Project convention', 'Space Kraken', 'Salvage skirmish quick reference', 'Fringe battle rules'],
  kraken: ['Space Kraken'],
  salvage: ['Salvage skirmish quick reference'],
  fringe: ['Fringe battle rules'],
};

const KNOWN_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'system',
  'title',
  'source',
  'summary',
  'body',
  'reading',
  'sample',
  'notYet',
  'tags',
  'see',
]);

const SUMMARY_MAX = 300;

export function isRuleSystem(value: unknown): value is RuleSystem {
  return typeof value === 'string' && (RULE_SYSTEMS as readonly string[]).includes(value);
}

export function isWellFormedId(value: string): boolean {
  return ID_PATTERN.test(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function stringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Checks one entry on its own; returns the typed entry, or null after pushing its errors. */
function checkEntry(raw: unknown, index: number, errors: string[]): RuleEntry | null {
  if (!isRecord(raw)) {
    errors.push(`entries[${index}]: not an object`);
    return null;
  }
  const label =
    typeof raw.id === 'string' && raw.id !== '' ? `entries[${index}] (${raw.id})` : `entries[${index}]`;
  const before = errors.length;
  const fail = (message: string): void => {
    errors.push(`${label}: ${message}`);
  };

  for (const key of Object.keys(raw)) {
    if (!KNOWN_FIELDS.has(key)) fail(`unknown field "${key}"`);
  }

  const { id, system, title, source, summary, body, reading, sample, notYet, tags, see } = raw;

  if (!nonEmptyString(id)) fail('id must be a non-empty string');
  else if (!isWellFormedId(id))
    fail(`id "${id}" is not well-formed (lowercase words joined by '-', parts by '.', system prefix)`);

  if (!isRuleSystem(system)) fail(`system must be one of ${RULE_SYSTEMS.join(', ')}`);
  else if (typeof id === 'string' && !id.startsWith(`${system}.`))
    fail(`id "${id}" does not start with its system "${system}."`);

  if (!nonEmptyString(title)) fail('title must be a non-empty string');

  if (!nonEmptyString(source)) fail('source must be a non-empty string');
  else if (isRuleSystem(system) && !SOURCE_DOCUMENT[system].some((doc) => source.startsWith(doc)))
    fail(`source must name its document first (${SOURCE_DOCUMENT[system].join(' | ')})`);

  if (!nonEmptyString(summary)) fail('summary must be a non-empty string');
  else {
    if (/[\r\n]/.test(summary)) fail('summary must be one line');
    if (!/[.!?]$/.test(summary.trim())) fail('summary must be one sentence ending with a full stop');
    if (summary.length > SUMMARY_MAX) fail(`summary is longer than ${SUMMARY_MAX} characters`);
  }

  if (!nonEmptyString(body)) fail('body must be a non-empty string');

  if (reading !== undefined) {
    if (!nonEmptyString(reading)) fail('reading, when present, must be a non-empty string');
    else if (!reading.startsWith('Reading: ')) fail('reading must start with "Reading: "');
  }

  if (sample !== undefined) {
    if (!nonEmptyString(sample)) fail('sample, when present, must be a non-empty string');
    else if (!sample.startsWith('Sample: ')) fail('sample must start with "Sample: "');
  }

  if (notYet !== undefined && !nonEmptyString(notYet))
    fail('notYet, when present, must be a sentence naming where the rule will run');

  if (!stringList(tags) || tags.length === 0) fail('tags must be a non-empty array of strings');
  else {
    if (tags.some((tag) => tag.trim() === '')) fail('tags must not be empty strings');
    if (tags.some((tag) => tag !== tag.toLowerCase())) fail('tags must be lowercase');
    if (new Set(tags).size !== tags.length) fail('tags must not repeat');
  }

  if (see !== undefined) {
    if (!stringList(see)) fail('see, when present, must be an array of strings');
    else {
      for (const ref of see) if (!isWellFormedId(ref)) fail(`see "${ref}" is not a well-formed id`);
      if (typeof id === 'string' && see.includes(id)) fail('see must not point at the entry itself');
      if (new Set(see).size !== see.length) fail('see must not repeat');
    }
  }

  if (errors.length !== before) return null;

  // All checks passed; the casts below only restate what was just checked.
  const entry: RuleEntry = {
    id: id as string,
    system: system as RuleSystem,
    title: title as string,
    source: source as string,
    summary: summary as string,
    body: body as string,
    tags: [...(tags as string[])],
  };
  if (reading !== undefined) entry.reading = reading as string;
  if (sample !== undefined) entry.sample = sample as string;
  if (notYet !== undefined) entry.notYet = notYet as string;
  if (see !== undefined) entry.see = [...(see as string[])];
  return entry;
}

/**
 * Validates a whole set of entries (usually every file under assets/rules, concatenated): each entry's
 * shape, ids unique and well-formed, every `see` pointing at an entry of the set.
 */
export function validateEntries(entries: unknown): ValidationResult {
  if (!Array.isArray(entries)) return { ok: false, errors: ['entries must be an array'] };

  const errors: string[] = [];
  const valid: RuleEntry[] = [];
  const seen = new Map<string, number>();

  entries.forEach((raw: unknown, index) => {
    const entry = checkEntry(raw, index, errors);
    if (isRecord(raw) && typeof raw.id === 'string') {
      const first = seen.get(raw.id);
      if (first !== undefined)
        errors.push(`entries[${index}] (${raw.id}): duplicate id, first at entries[${first}]`);
      else seen.set(raw.id, index);
    }
    if (entry) valid.push(entry);
  });

  for (const entry of valid) {
    for (const ref of entry.see ?? []) {
      if (!seen.has(ref)) errors.push(`${entry.id}: see "${ref}" names no entry`);
    }
  }

  return errors.length === 0 ? { ok: true, entries: valid } : { ok: false, errors };
}
