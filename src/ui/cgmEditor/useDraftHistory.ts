import { useCallback, useState } from 'react';

/** How many earlier states undo keeps. */
const DEPTH = 200;

interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
}

/**
 * A document being edited with its undo and redo: documents are never mutated, so the history is a list
 * of them. `commit` records a new state (the same state again records nothing); `reset` starts a new
 * history (a book opened).
 */
export function useDraftHistory<T>(initial: () => T) {
  const [history, setHistory] = useState<History<T>>(() => ({ past: [], present: initial(), future: [] }));
  const commit = useCallback((next: T) => {
    setHistory((h) =>
      next === h.present ? h : { past: [...h.past, h.present].slice(-DEPTH), present: next, future: [] },
    );
  }, []);
  const reset = useCallback((next: T) => {
    setHistory({ past: [], present: next, future: [] });
  }, []);
  const undo = useCallback(() => {
    setHistory((h) => {
      const previous = h.past[h.past.length - 1];
      return previous === undefined
        ? h
        : { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
    });
  }, []);
  const redo = useCallback(() => {
    setHistory((h) => {
      const next = h.future[0];
      return next === undefined
        ? h
        : { past: [...h.past, h.present], present: next, future: h.future.slice(1) };
    });
  }, []);
  return {
    present: history.present,
    commit,
    reset,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
