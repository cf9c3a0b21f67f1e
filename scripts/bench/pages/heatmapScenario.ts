import { placementProblems } from '../../../src/rules/board/placement';
import type { Board } from '../../../src/rules/board/types';
import type { HeatMap, HeatmapRequest, OddsTable } from '../../../src/rules/board/heatmap';
import { sampleBoardForStats } from '../../../src/scene/board/sampleBoardForStats';

/**
 * What `npm run bench -- heatmap` maps, in Node and in the page alike: the render-stats board (36" × 36",
 * three levels, 200 pieces, 30 figures), a figure standing on The Sink against one on a Mids deck, 1"
 * squares, a 6" walk, and an odds table of three distance bands (sample numbers, not a game's).
 */

export const BENCH_ODDS: OddsTable = {
  bands: [6, 12, 24],
  clear: { still: [0.83, 0.67, 0.5], moved: [0.67, 0.5, 0.33] },
  cover: { still: [0.67, 0.5, 0.33], moved: [0.5, 0.33, 0.17] },
};

export function heatmapScenario(): { board: Board; request: HeatmapRequest } {
  const board = sampleBoardForStats(200, 30);
  // The generated board drops figures anywhere: take two that stand where the rules allow.
  const placed = board.figures.filter((f) => placementProblems(board, f).length === 0);
  const mover = placed.find((f) => f.level === 3);
  const target = placed.find((f) => f.level === 2);
  if (mover === undefined || target === undefined) throw new Error('the bench board has no figures to map');
  return {
    board,
    request: { moverId: mover.id, targetId: target.id, resolution: 1, move: { allowance: 6, mode: 'walk' } },
  };
}

/** A fingerprint of every number in the map (FNV-1a over the arrays' bytes), to compare Node and worker. */
export function mapDigest(map: HeatMap): string {
  let hash = 0x811c9dc5;
  for (const array of [
    map.level,
    map.x,
    map.z,
    map.y,
    map.sight,
    map.pointsSeen,
    map.crossing,
    map.distance,
    map.moveCost,
    map.odds,
  ]) {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  }
  return `${String(map.count)}:${hash.toString(16)}`;
}
