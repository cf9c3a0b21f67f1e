import { useSyncExternalStore } from 'react';

/**
 * How the autosave of each mode's game is doing, for the warning on the game screen. The game never waits on
 * it: a failed write (storage full, a private window, IndexedDB blocked) is reported and play goes on.
 */
export type AutosaveStatus =
  /** Written (or nothing to write yet). */
  | { readonly kind: 'ok' }
  /** The last write or the read at start failed; `reason` is the browser's. */
  | { readonly kind: 'failed'; readonly reason: string }
  /** Another tab holds this game's autosave; this tab has not chosen yet. */
  | { readonly kind: 'other-tab' }
  /** The player chose to look on without saving here. */
  | { readonly kind: 'read-only' }
  /** Another tab took this game over: this tab no longer saves. */
  | { readonly kind: 'taken-over' };

const OK: AutosaveStatus = { kind: 'ok' };
const statuses = new Map<string, AutosaveStatus>();
const listeners = new Set<() => void>();

export const autosaveStatus = {
  get(mode: string): AutosaveStatus {
    return statuses.get(mode) ?? OK;
  },
  set(mode: string, status: AutosaveStatus): void {
    const old = statuses.get(mode) ?? OK;
    if (old.kind === status.kind && JSON.stringify(old) === JSON.stringify(status)) return;
    statuses.set(mode, status);
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useAutosaveStatus(mode: string): AutosaveStatus {
  return useSyncExternalStore(
    (l) => autosaveStatus.subscribe(l),
    () => autosaveStatus.get(mode),
    () => autosaveStatus.get(mode),
  );
}

/** The browser's reason, in a sentence ("QuotaExceededError: the quota has been exceeded"). */
export function storageReason(e: unknown): string {
  if (e instanceof DOMException || e instanceof Error) return `${e.name}: ${e.message.replace(/\.$/, '')}`;
  return String(e);
}
