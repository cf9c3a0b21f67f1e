import type { ModeDefinition } from './mode';
import type { SaveFile } from './saveFile';
import { RULES_VERSION, SAVE_FORMAT, SAVE_VERSION, parseSaveText } from './saveFile';
import { quote } from '../content/fileLimits';
import { PARSE_OPTIONS, issueSentence } from '../content/zodIssues';
import { Session, type SessionBase, type SessionHistory } from './session';
import { canonicalJson, captureSnapshot, persistedFrom, type GameSnapshot } from './gameSnapshot';
import type { GameSetup, LogEntry } from './log';
import { restoreRun } from './replay';
import { narrateLog } from './presenter/presenting';
import type { TreeSnapshot } from '../../machines/core/tree';
import { migrateSetup } from './setupMigration';
import { migrateSnapshot } from './snapshotMigrations';

/** What loading needs to know about the packs: is the one this save was played with here, and the same? */
export interface PackLookup {
  lookup(id: string): { readonly version: string; readonly hash: string } | undefined;
}

export interface PackStamp {
  readonly id: string;
  readonly version: string;
  readonly hash: string;
}

/** How many broken invariants a refusal names. */
const MAX_BROKEN_SHOWN = 3;

export type LoadOutcome =
  | {
      ok: true;
      session: Session;
      save: SaveFile;
      /**
       * One plain sentence for the player when the game does not continue exactly as its log says: it was
       * saved under older rules and continues from its snapshot (undo stops there), or from the last entry
       * today's rules still replay. Null when the log replayed whole.
       */
      notice: string | null;
    }
  | { ok: false; error: string };

/** The sentence a player reads when a game continues from its snapshot. */
export const CONTINUED_NOTICE =
  'This game was saved under older rules: it continues from where it was saved, its earlier log is kept as history, and undo stops at that point.';

/** The sentence for a save of older rules without a snapshot whose log stops replaying at entry `at`. */
export function prefixNotice(at: number, of: number): string {
  return `This game was saved under older rules that today's rules no longer follow from entry ${at} of ${of}: it continues from the last point both agree on, and the whole earlier log is kept as history.`;
}

/**
 * Turns a save file's text into a running session, or refuses with one clear sentence. Nothing is replaced
 * here: the caller swaps sessions only on success, so a bad file never touches the game in progress.
 *
 * A save of today's rules replays its log. A save of older rules replays it too; where the log no longer
 * replays (or replays into another game than the one saved) the game continues from the snapshot the save
 * carries, and a save too old to carry one continues from the last entry today's rules replay.
 */
export function loadGame(
  text: string,
  modes: Readonly<Record<string, ModeDefinition>>,
  packs: PackLookup,
  options: LoadOptions = {},
): LoadOutcome {
  const rulesVersion = options.rulesVersion ?? RULES_VERSION;
  const parsed = parseSaveText(text, undefined, rulesVersion);
  if (!parsed.ok) return parsed;
  const save = parsed.save;
  // Own entries only: a save whose mode is "toString" names no mode, not an Object method.
  const mode = Object.hasOwn(modes, save.mode) ? modes[save.mode] : undefined;
  if (mode === undefined)
    return { ok: false, error: `The save is for a mode this app does not have: ${quote(save.mode)}.` };
  const pack = packs.lookup(save.pack.id);
  if (pack === undefined) {
    return {
      ok: false,
      error: `The save needs the content pack ${quote(save.pack.id)} (version ${quote(save.pack.version)}), which is not loaded. Import that pack first.`,
    };
  }
  // A pack of the same id whose content changed since (an update of the sample pack) is no reason to refuse:
  // the set-up carries every piece of content the game uses, and the rules read nothing else.
  const migrated = migrateSetup(mode, save.setup, save.setupVersion);
  if (!migrated.ok) return migrated;
  const input = mode.inputSchema.safeParse(migrated.setup, PARSE_OPTIONS);
  if (!input.success)
    return {
      ok: false,
      error: `The save's set-up does not fit the ${mode.title}: ${issueSentence(input.error, migrated.setup)}.`,
    };
  for (const [i, entry] of save.events.entries()) {
    if (entry.kind !== 'decision') continue;
    const check = mode.decisionSchema.safeParse(entry.event, PARSE_OPTIONS);
    if (!check.success) {
      return {
        ok: false,
        error: `Entry ${i + 1} of the log is not a decision the ${mode.title} knows (${quote(entry.event.type)}): ${issueSentence(check.error, entry.event)}.`,
      };
    }
  }
  // The set-up the schema read, not the raw one: its defaults filled (a board without a figure list has
  // none) and nothing it did not check, so the machine never meets a shape the schema let through unread.
  const setup: GameSetup = { mode: save.mode, seed: save.seed, input: input.data };
  const history: readonly SessionHistory[] = save.history ?? [];
  let base: SessionBase | null = null;
  if (save.base !== undefined) {
    const restored = baseOf(mode, save.base.snapshot, save.base.rulesVersion);
    if (!restored.ok)
      return { ok: false, error: `The save's starting snapshot does not fit: ${restored.reason}.` };
    base = restored.base;
  }
  let continued: Continued;
  try {
    continued = continueSave(mode, setup, save, base, history, rulesVersion);
  } catch (e) {
    // Only a snapshot can bring a context the rules never wrote (a damaged file): refuse, never crash.
    return {
      ok: false,
      error: `The save's snapshot is damaged: ${(e as Error).message.slice(0, 200)}`,
    };
  }
  if (!continued.ok) return continued;
  const { session, notice } = continued;
  // A snapshot's contexts were not made by replaying decisions: read the game once as the panels will, so a
  // damaged one is refused here rather than failing on screen.
  const unreadable = session.base === null ? null : unreadableSnapshot(session);
  if (unreadable !== null) {
    session.dispose();
    return { ok: false, error: `The save's snapshot is damaged: ${unreadable}` };
  }
  // A save that replays into a state the rules can never reach (HP past its maximum, a figure inside a wall)
  // was edited, or written by a broken build: refuse it, naming what is wrong, rather than play it.
  const broken = mode.invariants(session.getSnapshot());
  if (broken.length > 0) {
    session.dispose();
    const shown = broken.slice(0, MAX_BROKEN_SHOWN).join(' ');
    const more = broken.length > MAX_BROKEN_SHOWN ? ` (and ${broken.length - MAX_BROKEN_SHOWN} more)` : '';
    return { ok: false, error: `The save replays into a game the rules cannot reach: ${shown}${more}` };
  }
  return { ok: true, session, save, notice };
}

export interface LoadOptions {
  /** The rules version to load under: RULES_VERSION, unless a test plays a rule change and its bump. */
  readonly rulesVersion?: number;
}

type Continued = { ok: true; session: Session; notice: string | null } | { ok: false; error: string };

/** Replays the save's log, or continues it from its checkpoint or from the longest prefix that replays. */
function continueSave(
  mode: ModeDefinition,
  setup: GameSetup,
  save: SaveFile,
  base: SessionBase | null,
  history: readonly SessionHistory[],
  rulesVersion: number,
): Continued {
  const older = save.rulesVersion < rulesVersion;
  const resumed = Session.resume(mode, setup, save.events, save.diceMode, { base, history });
  const checkpoint = save.checkpoint?.snapshot;
  if (resumed.ok) {
    if (!older || checkpoint === undefined) return { ok: true, session: resumed.session, notice: null };
    // Older rules replayed the whole log: the same game only if it stands where the save says it stood.
    const now = captureSnapshot(resumed.session.persisted(), resumed.session.rng);
    const then = migrateSnapshot(checkpoint, mode.id);
    if (then.ok && canonicalJson(now) === canonicalJson(then.snapshot))
      return { ok: true, session: resumed.session, notice: null };
    resumed.session.dispose();
  }
  if (!older) return { ok: false, error: `The save does not replay: ${resumed.ok ? '' : resumed.reason}` };
  if (checkpoint !== undefined) {
    const restored = baseOf(mode, checkpoint, save.rulesVersion);
    if (!restored.ok) {
      return {
        ok: false,
        error: `The save was played under older rules and its snapshot does not fit today's ${mode.title}: ${restored.reason}.`,
      };
    }
    const kept = [...history, oldLog(mode, save, restored.base, setup)];
    const session = Session.resume(mode, setup, [], save.diceMode, { base: restored.base, history: kept });
    if (!session.ok) return { ok: false, error: `The save's snapshot does not continue: ${session.reason}` };
    return { ok: true, session: session.session, notice: CONTINUED_NOTICE };
  }
  // A save too old to carry a snapshot: it continues from the last entry today's rules replay.
  const at = resumed.ok ? save.events.length : resumed.index;
  const prefix = Session.resume(mode, setup, save.events.slice(0, at), save.diceMode, { base, history });
  if (!prefix.ok) return { ok: false, error: `The save does not replay: ${prefix.reason}` };
  const session = prefix.session;
  const lines = narrateSafely(mode, save.events, session.getSnapshot());
  const continued = Session.resume(mode, setup, save.events.slice(0, at), save.diceMode, {
    base,
    history: [...history, { rulesVersion: save.rulesVersion, events: save.events, lines }],
  });
  session.dispose();
  if (!continued.ok) return { ok: false, error: `The save does not replay: ${continued.reason}` };
  continued.session.rollWaitingDice();
  return { ok: true, session: continued.session, notice: prefixNotice(at + 1, save.events.length) };
}

/** Why the panels could not read a game continued from a snapshot (its rules state is damaged), or null. */
function unreadableSnapshot(session: Session): string | null {
  try {
    const root = session.getSnapshot();
    session.mode.invariants(root);
    session.mode.describe(root);
    session.mode.tally?.(root);
    session.choices();
    session.narrate();
    return null;
  } catch (e) {
    return (e as Error).message.slice(0, 200);
  }
}

/** A snapshot of a save as the base a session continues from, migrated to today's format. */
function baseOf(
  mode: ModeDefinition,
  snapshot: GameSnapshot,
  rulesVersion: number,
): { ok: true; base: SessionBase } | { ok: false; reason: string } {
  const migrated = migrateSnapshot(snapshot, mode.id);
  if (!migrated.ok) return migrated;
  const persisted = persistedFrom(mode.machine, migrated.snapshot);
  if (!persisted.ok) return persisted;
  return {
    ok: true,
    base: {
      rulesVersion,
      snapshot: migrated.snapshot,
      checkpoint: { index: 0, snapshot: persisted.persisted, rng: migrated.snapshot.rng },
    },
  };
}

/** The save's own log, narrated against the game it led to, kept as history. */
function oldLog(
  mode: ModeDefinition,
  save: SaveFile,
  restored: SessionBase,
  setup: GameSetup,
): SessionHistory {
  const run = restoreRun(mode, setup, restored.checkpoint);
  const lines = narrateSafely(mode, save.events, run.actor.getSnapshot());
  run.actor.stop();
  return { rulesVersion: save.rulesVersion, events: save.events, lines };
}

/**
 * Narration of a log today's rules no longer replay: the mode's own words where it can still give them, a
 * plain line per entry where it cannot (narrators read the game, and this one is not the game they expect).
 */
function narrateSafely(mode: ModeDefinition, events: readonly LogEntry[], snapshot: TreeSnapshot): string[] {
  try {
    // No trace: the log was not applied here, so each entry is read by the machine its path names.
    const lines = narrateLog(mode, events, { writers: [], ended: [] }, snapshot);
    if (lines.length === events.length) return [...lines];
  } catch {
    // Falls through to the plain lines.
  }
  return events.map((e) =>
    e.kind === 'dice'
      ? `Dice rolled: ${e.faces.map((g) => g.join(', ')).join(' / ')}.`
      : 'A decision was taken.',
  );
}

/** The save file of a session, ready to be written as JSON. */
export function saveOf(session: Session, pack: PackStamp, savedAt?: string): SaveFile {
  const checkpoint = checkpointOfSession(session);
  return {
    format: SAVE_FORMAT,
    version: SAVE_VERSION,
    rulesVersion: RULES_VERSION,
    system: session.mode.system,
    mode: session.mode.id,
    pack: { id: pack.id, version: pack.version, hash: pack.hash },
    seed: session.setup.seed,
    diceMode: session.diceMode,
    setup: session.setup.input,
    setupVersion: session.mode.setupVersion ?? 1,
    ...(session.base === null
      ? {}
      : { base: { rulesVersion: session.base.rulesVersion, snapshot: session.base.snapshot } }),
    ...(checkpoint === null ? {} : { checkpoint: { snapshot: checkpoint } }),
    ...(session.history.length === 0
      ? {}
      : {
          history: session.history.map((h) => ({
            rulesVersion: h.rulesVersion,
            events: h.events.map((e) => structuredClone(e) as SaveFile['events'][number]),
            lines: [...h.lines],
          })),
        }),
    events: session.log.map((e) => structuredClone(e) as SaveFile['events'][number]),
    ...(savedAt === undefined ? {} : { savedAt }),
  };
}

/**
 * The game as it stands, for the save's checkpoint. A context that is not plain data cannot be written: the
 * save then goes without one (it still replays under today's rules) rather than not at all.
 */
function checkpointOfSession(session: Session): GameSnapshot | null {
  try {
    return captureSnapshot(session.persisted(), session.rng);
  } catch (e) {
    console.warn(`The save carries no snapshot: ${(e as Error).message}`);
    return null;
  }
}
