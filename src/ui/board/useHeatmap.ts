import { useEffect, useState } from 'react';
import type { Board } from '../../rules/board/types';
import { heatmapCounts, type HeatMap, type HeatmapRequest } from '../../rules/board/heatmap';
import { requestHeatmap } from '../../workers/heatmapClient';
import type { ScorerSpec } from '../../workers/heatmapScorers';

/**
 * What a screen asks a heat map of: the board, the figure that would stand on each square, its target, the
 * move it has this activation and (optionally) a registered scorer with its parameters — the Fringe screen's
 * `fringe` scorer with the battle, say. Plain data: it is posted to the heat-map worker as it is.
 */
export interface HeatmapAsk {
  readonly board: Board;
  readonly moverId: string;
  readonly targetId: string;
  readonly move?: HeatmapRequest['move'];
  readonly scorer?: ScorerSpec | null;
  /** Side of a square in inches (default 1). */
  readonly resolution?: number;
}

export interface HeatmapView {
  /** The map for the current ask, or null while it is being worked out (or when there is no ask). */
  readonly map: HeatMap | null;
  readonly status: 'off' | 'working' | 'ready' | 'failed';
  readonly error: string | null;
  /** The worker's own milliseconds for the map shown. */
  readonly ms: number | null;
  readonly counts: ReturnType<typeof heatmapCounts> | null;
}

/** Everything in an ask but the board, as a key (the board is told apart by identity). */
function askKey(ask: HeatmapAsk): string {
  return JSON.stringify([
    ask.moverId,
    ask.targetId,
    ask.move ?? null,
    ask.scorer ?? null,
    ask.resolution ?? 1,
  ]);
}

/**
 * A heat map worked out in the worker for `ask` (null: none). A new ask supersedes the one in flight, which
 * the worker drops at its next piece; an unchanged ask (same board object, same key) asks nothing new, so
 * a screen re-rendering on every pointer move during a drag costs no work and no frame. Results are kept
 * with the ask they answer, so a newer ask never shows an older map.
 */
export function useHeatmap(ask: HeatmapAsk | null): HeatmapView {
  const [done, setDone] = useState<{
    board: Board;
    key: string;
    map: HeatMap | null;
    counts: ReturnType<typeof heatmapCounts> | null;
    error: string | null;
    ms: number | null;
  } | null>(null);
  const key = ask === null ? null : askKey(ask);
  const board = ask?.board ?? null;
  useEffect(() => {
    if (ask === null || key === null) return;
    let ms: number | null = null;
    const job = requestHeatmap(
      ask.board,
      {
        moverId: ask.moverId,
        targetId: ask.targetId,
        ...(ask.move === undefined ? {} : { move: ask.move }),
        ...(ask.resolution === undefined ? {} : { resolution: ask.resolution }),
      },
      {
        scorer: ask.scorer ?? null,
        onTiming: (t) => {
          ms = t;
        },
      },
    );
    job.promise.then(
      (map) => {
        if (map !== null)
          setDone({ board: ask.board, key, map, counts: heatmapCounts(map), error: null, ms });
      },
      (error: unknown) => {
        setDone({
          board: ask.board,
          key,
          map: null,
          counts: null,
          error: error instanceof Error ? error.message : String(error),
          ms: null,
        });
      },
    );
    return () => {
      job.cancel();
    };
    // The key and the board's identity name the ask; the ask object itself is rebuilt on every render, so it
    // is not a dependency.
  }, [key, board]);
  if (ask === null) return { map: null, status: 'off', error: null, ms: null, counts: null };
  const current = done !== null && done.key === key && done.board === board ? done : null;
  if (current === null) return { map: null, status: 'working', error: null, ms: null, counts: null };
  if (current.map === null)
    return { map: null, status: 'failed', error: current.error, ms: null, counts: null };
  return {
    map: current.map,
    status: 'ready',
    error: null,
    ms: current.ms,
    counts: heatmapCounts(current.map),
  };
}
