import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { Session } from '../game/session';

/**
 * Reads one slice of a session's current snapshot and re-renders only when that slice changes
 * (by `isEqual`, default Object.is). The session replaces its actor on undo, so panels subscribe to the
 * session rather than to an actor. `key` is what else the selector reads (an online seat's wording): a new
 * key reads the slice again at once, without waiting for the game's next step.
 */
export function useSessionSelector<M extends AnyStateMachine, T>(
  session: Session<M>,
  selector: (snapshot: SnapshotFrom<M>, session: Session<M>) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
  key?: unknown,
): T {
  const cache = useRef<{ revision: number; key: unknown; value: T } | null>(null);
  const subscribe = useCallback((listener: () => void) => session.subscribe(listener), [session]);
  const read = (): T => {
    const current = cache.current;
    if (current !== null && current.revision === session.revision && Object.is(current.key, key))
      return current.value;
    const value = selector(session.getSnapshot(), session);
    if (current !== null && isEqual(current.value, value)) {
      cache.current = { revision: session.revision, key, value: current.value };
      return current.value;
    }
    cache.current = { revision: session.revision, key, value };
    return value;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/** Shallow equality for arrays of primitives or stable objects. */
export function sameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => Object.is(x, b[i]));
}
