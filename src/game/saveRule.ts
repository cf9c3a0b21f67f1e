import type { LogEntry } from './log';
import type { Session } from './session';

/**
 * A game without save and load (a Space Kraken campaign on Real Life or Hardcore; `ModeDefinition.saveAllowed`)
 * may not be taken back by loading an older save of itself over it. This says whether a load does that.
 *
 * Reading (kraken.saving-loading): a save is of "this game" when it has the same mode and seed (every new game
 * draws a seed of its own); it takes the game back unless its log carries on from the game's log as it stands
 * (the same entries, perhaps more). So a backup exported a moment ago, or one from another device that played
 * further, still loads; an earlier point of the same game does not. A save of a game the device no longer
 * holds (storage cleared, the autosave replaced by a newer game) loads as it is: nothing here remembers it.
 */

/** The game a load would replace: the one in memory, or the autosave of its mode. */
export interface GameInPlay {
  readonly mode: string;
  readonly seed: string;
  readonly events: readonly LogEntry[];
}

/** The game a session is playing, as a load compares it. */
export function gameOfSession(session: Session): GameInPlay {
  return { mode: session.setup.mode, seed: session.setup.seed, events: session.log };
}

/** Whether `later`'s log starts with every entry of `earlier`'s (equal logs included). */
function carriesOn(earlier: readonly LogEntry[], later: readonly LogEntry[]): boolean {
  if (later.length < earlier.length) return false;
  return earlier.every((entry, i) => JSON.stringify(entry) === JSON.stringify(later[i]));
}

/**
 * Why `loaded` may not replace `current`, naming the rule, or null. `loaded` is the session a save replayed
 * into (its own mode says whether its game keeps saves).
 */
export function loadOverRefusal(loaded: Session, current: GameInPlay | undefined): string | null {
  if (current === undefined) return null;
  const refusal = loaded.saveRefusal;
  if (refusal === null) return null;
  if (current.mode !== loaded.setup.mode || current.seed !== loaded.setup.seed) return null;
  return carriesOn(current.events, loaded.log)
    ? null
    : `This is an earlier point of the game in progress. ${refusal}`;
}
