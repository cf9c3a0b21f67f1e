import { placementProblems } from '../../../src/rules/board/placement';
import type { Board } from '../../../src/rules/board/types';
import type { HeatMap, HeatmapRequest, OddsTable } from '../../../src/rules/board/heatmap';
import { battleBoard } from '../../../src/rules/fringe/geometry';
import { fringeHeatAsk, type FringeHeatParams } from '../../../src/rules/fringe/heatmap';
import { battle } from '../../../machines/fringe/battle.testkit';
import type { Placed } from '../../../src/rules/fringe/testkit';
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

/**
 * The same board as a Fringe battle, mapped with the `fringe` scorer (the battle's own rules on every square):
 * the render-stats board's terrain, its figures that stand where the rules allow as two crews, the mover (on
 * The Sink, Speed 6, a carbine with Snap Shot, a Heavy gun and an Area lobber, so every trait is read)
 * acting first against the first enemy on a Mids deck, moving "whichever works" (walk, leap, climb, jump).
 */
export function fringeHeatmapScenario(): {
  board: Board;
  request: HeatmapRequest;
  params: FringeHeatParams;
} {
  const stats = sampleBoardForStats(200, 30);
  const placed = stats.figures.filter((f) => placementProblems(stats, f).length === 0);
  const mover = placed.find((f) => f.level === 3);
  const target = placed.find((f) => f.level === 2);
  if (mover === undefined || target === undefined) throw new Error('the bench board has no figures to map');
  const spot = (f: (typeof placed)[number]): Placed => ({
    id: f.id,
    x: f.x,
    z: f.z,
    level: f.level,
    ...(f.elevation === undefined ? {} : { elevation: f.elevation }),
  });
  const crew = placed.filter((f) => f.id !== target.id && (f.id === mover.id || f.side === mover.side));
  const enemies = placed.filter((f) => f.id === target.id || (f.id !== mover.id && f.side !== mover.side));
  const b = battle({
    a: crew.map((f) =>
      f.id === mover.id
        ? { ...spot(f), reactions: 6, speed: 6, combatSkill: 1, weapons: ['carbine', 'heavy', 'lobber'] }
        : spot(f),
    ),
    b: enemies.map((f) => ({ ...spot(f), reactions: 1 })),
    terrain: stats.terrain,
  });
  const moverId = `a-${mover.id}`;
  const targetId = `b-${target.id}`;
  if (b.stage.kind !== 'round' || b.stage.activation?.figureId !== moverId)
    throw new Error('the bench battle does not open with the mover acting');
  const { request, params } = fringeHeatAsk(b, moverId, targetId, 'auto', false);
  return { board: battleBoard(b), request, params };
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
