import { useSyncExternalStore } from 'react';
import type { SaveFile } from '../game/saveFile';
import type { Session } from '../game/session';
import { gameStore } from './gameStore';

/**
 * What the game screen tells the player about a load, at the top of the dock until dismissed:
 * - the loader's notice for a session that continues under changed rules (one plain sentence), kept beside
 *   the session it came with, so a new game or another load never shows an old notice;
 * - a mode's saved game that could not be continued: why (the loader's sentence), where it is kept and its
 *   file as it was, for "Export the save".
 */
export interface KeptNote {
  /** The kept slot (`kept:<mode>:<savedAt>`); null when even keeping it failed (it stays where it was). */
  readonly slot: string | null;
  readonly save: SaveFile;
  readonly reason: string;
}

const notices = new WeakMap<Session, string>();
const kept = new Map<string, KeptNote>();
const listeners = new Set<() => void>();
const changed = () => {
  for (const l of listeners) l();
};

export const loadNotes = {
  notice(session: Session): string | null {
    return notices.get(session) ?? null;
  },
  setNotice(session: Session, notice: string | null): void {
    if (notice === null) notices.delete(session);
    else notices.set(session, notice);
    changed();
  },
  kept(mode: string): KeptNote | null {
    return kept.get(mode) ?? null;
  },
  setKept(mode: string, note: KeptNote | null): void {
    if (note === null) kept.delete(mode);
    else kept.set(mode, note);
    changed();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A loaded session becomes its mode's game in progress, with the loader's notice for the screen. */
export function adoptLoaded(session: Session, notice: string | null): void {
  loadNotes.setNotice(session, notice);
  gameStore.set(session.mode.id, session);
}

export function useLoadNotice(session: Session): string | null {
  return useSyncExternalStore(
    (l) => loadNotes.subscribe(l),
    () => loadNotes.notice(session),
    () => loadNotes.notice(session),
  );
}

export function useKeptNote(mode: string): KeptNote | null {
  return useSyncExternalStore(
    (l) => loadNotes.subscribe(l),
    () => loadNotes.kept(mode),
    () => loadNotes.kept(mode),
  );
}
