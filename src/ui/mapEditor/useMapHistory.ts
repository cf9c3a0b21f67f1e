import { useCallback, useState } from 'react';
import type { TileMap } from '../../content/schemas/tileMap';

/** How many earlier maps undo keeps. */
const DEPTH = 200;

interface History {
  readonly past: readonly TileMap[];
  readonly present: TileMap;
  readonly future: readonly TileMap[];
}

/**
 * The map being edited with its undo and redo: maps are never mutated, so history is a list of maps.
 * `commit` records a new map (the same map again records nothing).
 */
export function useMapHistory(initial: () => TileMap) {
  const [history, setHistory] = useState<History>(() => ({ past: [], present: initial(), future: [] }));
  const commit = useCallback((map: TileMap) => {
    setHistory((h) =>
      map === h.present ? h : { past: [...h.past, h.present].slice(-DEPTH), present: map, future: [] },
    );
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
    map: history.present,
    commit,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}
