import { useSyncExternalStore } from 'react';
import type { Session } from '../game/session';

/**
 * The game in progress of each mode. Screens read it; loading a save replaces it only after the save has
 * been fully checked, so a refused file never disturbs the game in progress.
 */
const sessions = new Map<string, Session>();
const listeners = new Set<() => void>();
const savedRevisions = new Map<string, number>();

export const gameStore = {
  get(mode: string): Session | undefined {
    return sessions.get(mode);
  },
  set(mode: string, session: Session): void {
    const old = sessions.get(mode);
    if (old === session) return;
    sessions.set(mode, session);
    old?.dispose();
    for (const l of listeners) l();
  },
  /** Records that the autosave of a mode holds the given revision (tests wait on it before reloading). */
  markSaved(mode: string, revision: number): void {
    savedRevisions.set(mode, revision);
  },
  savedRevision(mode: string): number | undefined {
    return savedRevisions.get(mode);
  },
  /** The session a test or a developer looks at: the last one set. */
  latest(): Session | undefined {
    return [...sessions.values()].pop();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useGame(mode: string): Session | undefined {
  return useSyncExternalStore(
    (listener) => gameStore.subscribe(listener),
    () => gameStore.get(mode),
    () => gameStore.get(mode),
  );
}

/** A fresh seed for a new game; the seed is shown and can be typed in to replay the same dice. */
export function newSeed(): string {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(36)).join('-');
}
