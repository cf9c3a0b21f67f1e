import { z } from 'zod';
import { readJsonText } from '../content/fileLimits';
import { PARSE_OPTIONS, issueSentence } from '../content/zodIssues';
import { gameSnapshotSchema } from './gameSnapshot';
import type { LogEntry } from './log';
import type { DiceMode } from './session';

/**
 * The save file: the set-up plus the log, and enough about the pack and rules version to know whether this
 * app can replay it. Validated on load; a file that fails any check is refused and the game in progress is
 * left as it was.
 */
export const SAVE_FORMAT = 'tabletop-save';
export const SAVE_VERSION = 2;
/**
 * A log only means something under the rules that wrote it: bump this whenever a change alters what a logged
 * decision or roll leads to (`scripts/fixtures.test.ts` fails when a fixture of this version replays to a
 * different game). A save of older rules whose log no longer replays continues from its checkpoint.
 *
 * 2: the rules as of the save-compatibility work (2026-12-06). Saves of 1 were written over many rule changes
 * that kept the number (salvage routing, Fringe reviews, campaign set-ups): those without a checkpoint continue
 * from the last entry today's rules still replay.
 * 3: issue 28's rule fixes (2026-12-06): Fringe moves pay every rise and Panic Fire reaches half range
 * exactly, gear saves; salvage pushes 1" apart, Panicked units take the route to the airlock they reach first,
 * a wanderer's climb lands on the deck's depth; Kraken: the unconscious wake at 3 HP, a Reaction on the last
 * spawn die is offered, S? shops on short visits, a crew member healed in a hurry acts next turn, an option
 * that costs more credits than the crew has is refused.
 * 4: issue 28 item 4 (2026-12-06): Space Kraken §6 Event, an event's fight, crawl or trader happens when the
 * event is read, and the remaining story lines go on after it (they used to wait until every line had run):
 * a log with such an event before another story line's decisions now leads elsewhere.
 * 5: issue 28 item 5 (2026-12-06): Space Kraken §13 LT, a line an LT tile starts runs at once inside the
 * campaign's crawl (the decision after the LT's d20 is the line's Leader, no longer the next move), and the
 * crawl carries the story book; ships bought, sold and swapped in the campaign (issue 28 item 1).
 * 6: issue 28 "Words" (2026-12-06): the salvage skirmish's roll purposes name terrain pieces and picked units
 * in words (never "cycle airlock roof-airlock"), and a crawl's dice requests carry the thrower's name: the
 * state a log replays to holds these words, so a log of 5 no longer replays to the very same state.
 * 7: the campaign's crew (2026-12-06): Space Kraken §4, a hire that erases a dead crew member first moves what
 * they carried into the ship's storage, a preset crew member who died is never hired again, and §3.3, a person
 * already on the sheet is not hired twice (campaign and crawl shops): a log that hired a dead preset or a
 * second copy, or that used the storage after such a hire, now leads elsewhere.
 * 8: crew at a crawl's shop (2026-12-06): Space Kraken §13 Shops, a crawl's shop counts the living crew and
 * the campaign's builders aboard toward the 4, refuses a dead member's sale, a second PSI and a template on a
 * living member's fold-out sheet (§3.3, §3.5, both shops), and the campaign takes back whom it hired (with
 * their gear; the dead erased) and loses whom it sold: a log with a crawl hire or sale now leads elsewhere.
 * 9: hires as the book makes them (issue 28 item 2, 2026-12-06): Space Kraken §13 Shops, a hire at any shop
 * (the campaign's, a crawl's) is guided: its Level up to the shop's grade at 10¢ a Level, each Level's gain,
 * then the template's gear at its price or none (§3.7). A `market.crew.hire` or `shop.hire` decision now starts
 * the hire instead of hiring at Level 1 with free gear: a log of 8 or earlier with one no longer replays to the
 * same game, so it continues from its own snapshot (loadGame.ts), its log kept to read.
 */
export const RULES_VERSION = 9;

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

/** How many times a game can have continued under newer rules, each time keeping its older log. */
const MAX_HISTORY = 16;

/** A log played under older rules that no longer replays, kept read only: its entries and their narration. */
const historySchema = z.object({
  rulesVersion: z.number().int().min(1),
  events: z.array(logEntrySchema).max(MAX_SAVE_ENTRIES),
  lines: z.array(z.string().max(2_000)).max(MAX_SAVE_ENTRIES),
});

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
  /** The version of the mode's set-up schema the set-up was written in (the mode migrates older ones). */
  setupVersion: z.number().int().min(1),
  /**
   * A game that continues from a snapshot (its log stopped replaying after a rules change): `events` replay on
   * top of it instead of the set-up.
   */
  base: z.object({ rulesVersion: z.number().int().min(1), snapshot: gameSnapshotSchema }).optional(),
  /** The game as it stood when saved, after every entry of `events`: where it continues if they stop replaying. */
  checkpoint: z.object({ snapshot: gameSnapshotSchema }).optional(),
  /** Older logs, oldest first, that no longer replay: shown as history, never replayed. */
  history: z.array(historySchema).max(MAX_HISTORY).optional(),
  events: z.array(logEntrySchema).max(MAX_SAVE_ENTRIES, {
    error: `at most ${MAX_SAVE_ENTRIES} log entries (no game of this app writes more)`,
  }),
  savedAt: z.string().optional(),
});

export type SaveFile = z.infer<typeof saveFileSchema> & { diceMode: DiceMode };

export type SaveHistory = z.infer<typeof historySchema>;

/** A save's events are log entries. */
export type SavedEntry = SaveFile['events'][number] & LogEntry;

/** Steps that bring an older save up to SAVE_VERSION, each pure JSON → JSON, keyed by the version they read. */
export const SAVE_MIGRATIONS: Readonly<
  Record<number, (old: Record<string, unknown>) => Record<string, unknown>>
> = {
  // 1 → 2: saves gained the set-up's schema version (all of 1 wrote version 1 of their mode's set-up), and
  // may carry a checkpoint, a base snapshot and history; a save of 1 has none of them.
  1: (old) => ({ ...old, setupVersion: 1 }),
};

export type ParseSaveOutcome = { ok: true; save: SaveFile } | { ok: false; error: string };

/** Reads a save file's text. Every refusal names what is wrong in a sentence a player can act on. */
export function parseSaveText(
  text: string,
  migrations: typeof SAVE_MIGRATIONS = SAVE_MIGRATIONS,
  rulesVersion = RULES_VERSION,
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
  if (typeof obj['rulesVersion'] === 'number' && obj['rulesVersion'] > rulesVersion) {
    return {
      ok: false,
      error: `The save was played under newer rules (rules version ${obj['rulesVersion']}); this app has ${rulesVersion}.`,
    };
  }
  const parsed = saveFileSchema.safeParse(obj, PARSE_OPTIONS);
  if (!parsed.success) {
    return { ok: false, error: `The save is damaged: ${issueSentence(parsed.error, obj)}.` };
  }
  return { ok: true, save: parsed.data };
}
