import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure, makePiece } from '../../rules/board/defaults';
import { heatMap, oddsTableScorer } from '../../rules/board/heatmap';
import { heatmapTiles, TILE_FILL, TILE_LIFT } from './heatmapTiles';
import { TONE_COLORS } from './palette';

const deck = makePiece({
  id: 'deck',
  kind: 'platform',
  level: 2,
  x: 5,
  z: 1,
  width: 2,
  depthExtent: 2,
  height: 0.5,
});
const wall = makePiece({ id: 'wall', kind: 'wall', x: 2, z: 1, width: 0.5, depthExtent: 2, height: 3 });
const board = makeBoard({
  width: 6,
  depth: 2,
  terrain: [deck, wall],
  figures: [
    makeFigure({ id: 'me', x: 5.5, z: 0.5 }),
    makeFigure({ id: 'them', x: 3.5, z: 1.5, side: 'hostile' }),
  ],
});
const request = { moverId: 'me', targetId: 'them', move: { allowance: 1.5 } };

function hex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.round(v * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

describe('heat-map tiles', () => {
  it('one tile per square on shown levels, faded ones apart, hidden ones left out', () => {
    const map = heatMap(board, request);
    const mids = [...map.level].filter((l) => l === 2).length;
    expect(mids).toBe(4);
    const all = heatmapTiles(map, { 1: 'shown', 2: 'shown', 3: 'shown' });
    expect(all.shown.count).toBe(map.count);
    expect(all.faded.count).toBe(0);
    const faded = heatmapTiles(map, { 1: 'shown', 2: 'faded', 3: 'shown' });
    expect([faded.shown.count, faded.faded.count]).toEqual([map.count - mids, mids]);
    const hidden = heatmapTiles(map, { 1: 'shown', 2: 'hidden', 3: 'hidden' });
    expect(hidden.shown.count + hidden.faded.count).toBe(0);
    // A Mids tile floats just above the deck's top, sized to its square.
    expect(faded.faded.position[1]).toBeCloseTo(3 + TILE_LIFT, 6);
    expect(all.shown.size).toBeCloseTo(TILE_FILL, 9);
  });

  it('colours by grade at full brightness without odds, and by odds when the map has them', () => {
    const plain = heatMap(board, request);
    const tiles = heatmapTiles(plain, { 1: 'shown', 2: 'shown', 3: 'shown' });
    expect(tiles.withOdds).toBe(false);
    const colours = new Set<string>();
    for (let t = 0; t < tiles.shown.count; t++) {
      const [r, g, b] = [0, 1, 2].map((c) => tiles.shown.color[t * 3 + c] ?? 0);
      colours.add(hex(r ?? 0, g ?? 0, b ?? 0));
    }
    // Behind the wall blocked, in the open clear (no cover piece here).
    expect(colours).toEqual(new Set([TONE_COLORS.clear, TONE_COLORS.blocked]));

    const table = {
      bands: [12],
      clear: { still: [1], moved: [0.5] },
      cover: { still: [0.5], moved: [0.25] },
    };
    const scored = heatMap(board, request, oddsTableScorer(table));
    const lit = heatmapTiles(scored, { 1: 'shown', 2: 'shown', 3: 'shown' });
    expect(lit.withOdds).toBe(true);
    const green = (k: number) => lit.shown.color[k * 3 + 1] ?? 0;
    const still = [...scored.odds].indexOf(1);
    const moved = [...scored.odds].indexOf(0.5);
    const none = [...scored.odds].findIndex((p, k) => Number.isNaN(p) && scored.sight[k] === 0);
    expect(Math.min(still, moved, none)).toBeGreaterThanOrEqual(0);
    expect(green(still)).toBeGreaterThan(green(moved));
    expect(green(moved)).toBeGreaterThan(green(none));
  });
});
