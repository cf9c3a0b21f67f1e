import type { ModeDefinition } from './mode';
import type { SaveFile } from './saveFile';
import { RULES_VERSION, SAVE_FORMAT, SAVE_VERSION, parseSaveText } from './saveFile';
import { quote } from '../content/fileLimits';
import { PARSE_OPTIONS, issueSentence } from '../content/zodIssues';
import { Session } from './session';

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

export type LoadOutcome = { ok: true; session: Session; save: SaveFile } | { ok: false; error: string };

/**
 * Turns a save file's text into a running session, or refuses with one clear sentence. Nothing is replaced
 * here: the caller swaps sessions only on success, so a bad file never touches the game in progress.
 */
export function loadGame(
  text: string,
  modes: Readonly<Record<string, ModeDefinition>>,
  packs: PackLookup,
): LoadOutcome {
  const parsed = parseSaveText(text);
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
  if (pack.hash !== save.pack.hash) {
    return {
      ok: false,
      error: `The save was played with a different "${save.pack.id}" pack (version ${save.pack.version}, content ${save.pack.hash}); the loaded one is version ${pack.version}, content ${pack.hash}.`,
    };
  }
  const input = mode.inputSchema.safeParse(save.setup, PARSE_OPTIONS);
  if (!input.success)
    return {
      ok: false,
      error: `The save's set-up does not fit the ${mode.title}: ${issueSentence(input.error, save.setup)}.`,
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
  const resumed = Session.resume(
    mode,
    // The set-up the schema read, not the raw one: its defaults filled (a board without a figure list has
    // none) and nothing it did not check, so the machine never meets a shape the schema let through unread.
    { mode: save.mode, seed: save.seed, input: input.data },
    save.events,
    save.diceMode,
  );
  if (!resumed.ok) return { ok: false, error: `The save does not replay: ${resumed.reason}` };
  // A save that replays into a state the rules can never reach (HP past its maximum, a figure inside a wall)
  // was edited, or written by a broken build: refuse it, naming what is wrong, rather than play it.
  const broken = mode.invariants(resumed.session.getSnapshot());
  if (broken.length > 0) {
    resumed.session.dispose();
    const shown = broken.slice(0, MAX_BROKEN_SHOWN).join(' ');
    const more = broken.length > MAX_BROKEN_SHOWN ? ` (and ${broken.length - MAX_BROKEN_SHOWN} more)` : '';
    return { ok: false, error: `The save replays into a game the rules cannot reach: ${shown}${more}` };
  }
  return { ok: true, session: resumed.session, save };
}

/** The save file of a session, ready to be written as JSON. */
export function saveOf(session: Session, pack: PackStamp, savedAt?: string): SaveFile {
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
    events: session.log.map((e) => structuredClone(e) as SaveFile['events'][number]),
    ...(savedAt === undefined ? {} : { savedAt }),
  };
}
