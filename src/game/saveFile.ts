import { z } from 'zod';
import { readJsonText } from '../content/fileLimits';
import { PARSE_OPTIONS, issueSentence } from '../content/zodIssues';
import type { LogEntry } from './log';
import type { DiceMode } from './session';

/**
 * The save file: the set-up plus the log, and enough about the pack and rules version to know whether this
 * app can replay it. Validated on load; a file that fails any check is refused and the game in progress is
 * left as it was.
 */
export const SAVE_FORMAT = 'tabletop-save';
export const SAVE_VERSION = 1;
/** A log only means something under the rules that wrote it; bump when a rule change alters replays. */
export const RULES_VERSION = 1;

const faces = z.array(z.array(z.number().int().min(1).max(20)).max(40)).max(4);

/** Child ids from the root to the machine an entry belongs to (absent: the root). */
const path = z.array(z.string().min(1).max(64)).min(1).max(8).optional();

const logEntrySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('decision'), event: z.looseObject({ type: z.string().min(1).max(64) }), path }),
  z.object({
    kind: z.literal('dice'),
    requestId: z.string().min(1).max(64),
    faces,
    source: z.enum(['digital', 'manual', 'script']),
    path,
  }),
]);

/**
 * The longest log a save may carry. The longest games measured (a 50-turn campaign, the 20 000-entry nesting
 * bench) stay far below; a log of 100 000 entries took 2 s to replay (fuzz long/dice-lab/15750), so a longer
 * one is refused at once, with this number in the sentence, instead of holding the page.
 */
export const MAX_SAVE_ENTRIES = 50_000;

export const saveFileSchema = z.object({
  format: z.literal(SAVE_FORMAT),
  version: z.number().int().min(1),
  rulesVersion: z.number().int().min(1),
  system: z.enum(['kraken', 'salvage', 'fringe', 'general']),
  mode: z.string().min(1).max(64),
  pack: z.object({ id: z.string().min(1), version: z.string().min(1), hash: z.string().min(1) }),
  seed: z.string().min(1).max(200),
  diceMode: z.enum(['digital', 'manual']),
  setup: z.unknown().optional(),
  events: z.array(logEntrySchema).max(MAX_SAVE_ENTRIES, {
    error: `at most ${MAX_SAVE_ENTRIES} log entries (no game of this app writes more)`,
  }),
  savedAt: z.string().optional(),
});

export type SaveFile = z.infer<typeof saveFileSchema> & { diceMode: DiceMode };

/** A save's events are log entries. */
export type SavedEntry = SaveFile['events'][number] & LogEntry;

/** Steps that bring an older save up to SAVE_VERSION, each pure JSON → JSON, keyed by the version they read. */
export const SAVE_MIGRATIONS: Readonly<
  Record<number, (old: Record<string, unknown>) => Record<string, unknown>>
> = {};

export type ParseSaveOutcome = { ok: true; save: SaveFile } | { ok: false; error: string };

/** Reads a save file's text. Every refusal names what is wrong in a sentence a player can act on. */
export function parseSaveText(
  text: string,
  migrations: typeof SAVE_MIGRATIONS = SAVE_MIGRATIONS,
): ParseSaveOutcome {
  const read = readJsonText(text, 'The file');
  if (!read.ok) return read;
  const raw = read.value;
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { ok: false, error: 'The file is JSON but not a save: expected an object at the top.' };
  }
  let obj = raw as Record<string, unknown>;
  if (obj['format'] !== SAVE_FORMAT) {
    return { ok: false, error: `This is not a tabletop save: "format" should be "${SAVE_FORMAT}".` };
  }
  const version = obj['version'];
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return { ok: false, error: 'The save has no valid "version" number.' };
  }
  if (version > SAVE_VERSION) {
    return {
      ok: false,
      error: `The save was written by a newer version of the app (save format ${version}); this app reads up to ${SAVE_VERSION}.`,
    };
  }
  for (let v = version; v < SAVE_VERSION; v++) {
    const step = migrations[v];
    if (step === undefined) return { ok: false, error: `No migration from save format ${v} to ${v + 1}.` };
    obj = { ...step(obj), version: v + 1 };
  }
  if (typeof obj['rulesVersion'] === 'number' && obj['rulesVersion'] > RULES_VERSION) {
    return {
      ok: false,
      error: `The save was played under newer rules (rules version ${obj['rulesVersion']}); this app has ${RULES_VERSION}.`,
    };
  }
  const parsed = saveFileSchema.safeParse(obj, PARSE_OPTIONS);
  if (!parsed.success) {
    return { ok: false, error: `The save is damaged: ${issueSentence(parsed.error, obj)}.` };
  }
  return { ok: true, save: parsed.data };
}
