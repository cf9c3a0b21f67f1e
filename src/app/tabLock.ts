/**
 * One tab writes a game's autosave at a time. A tab that opens a mode's game asks the browser (Web Locks) for
 * the lock of that mode's autosave slot and keeps it while the tab lives (the game stays in its memory): the
 * first tab gets it; a second tab on the same game is told and chooses to take over (it steals the lock, and
 * the first tab hears that it lost it) or to look on read-only. Without Web Locks (an old browser) every tab
 * counts as the owner, as before.
 */
export interface TabLock {
  /** Resolves true when this tab holds the lock, false when another tab does. */
  readonly claimed: Promise<boolean>;
  /** Whether this tab holds the lock now (false while the first answer is pending). */
  owns(): boolean;
  /** Takes the lock from the other tab; resolves once this tab holds it. */
  takeOver(): Promise<void>;
  /** Called whenever this tab gains or loses the lock. */
  onChange(listener: (owns: boolean) => void): () => void;
}

export function lockName(mode: string): string {
  return `tabletop-autosave:${mode}`;
}

const claims = new Map<string, TabLock>();

/** This tab's claim on a mode's autosave: made on first call, the same object afterwards. */
export function claimAutosave(mode: string): TabLock {
  const known = claims.get(mode);
  if (known !== undefined) return known;
  const claim = makeClaim(mode);
  claims.set(mode, claim);
  return claim;
}

function makeClaim(mode: string): TabLock {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks === undefined) {
    return {
      claimed: Promise.resolve(true),
      owns: () => true,
      takeOver: () => Promise.resolve(),
      onChange: () => () => undefined,
    };
  }
  let owns = false;
  const listeners = new Set<(owns: boolean) => void>();
  const set = (now: boolean) => {
    if (owns === now) return;
    owns = now;
    for (const l of listeners) l(now);
  };

  const hold = (options: LockOptions): Promise<boolean> =>
    new Promise<boolean>((resolve) => {
      locks
        .request(lockName(mode), options, (lock) => {
          if (lock === null) {
            resolve(false);
            return undefined;
          }
          set(true);
          resolve(true);
          // Held until the tab closes, or until another tab steals it.
          return new Promise<void>(() => undefined);
        })
        .catch((e: unknown) => {
          // A stolen lock rejects the holder's request with an AbortError: another tab took the game.
          if (e instanceof DOMException && e.name === 'AbortError') set(false);
          resolve(false);
        });
    });

  return {
    claimed: hold({ ifAvailable: true }),
    owns: () => owns,
    takeOver: async () => {
      await hold({ steal: true });
    },
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
