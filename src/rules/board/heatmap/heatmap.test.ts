import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure, makePiece } from '../defaults';
import { figureDistance } from '../distance';
import { compileLos, lineOfSight, sightVerdict } from '../los';
import { pathCost } from '../movement';
import { LEVELS, levelFloorY, type Board, type Figure, type Level, type TerrainPiece } from '../types';
import { fillHeatmap, heatMap, heatmapCounts, planHeatmap, SIGHT_NAMES, type HeatMap } from './heatmap';

/** mulberry32, so a board comes back from the seed in the test's name. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const GLYPH = { clear: '.', cover: 'c', blocked: 'x' } as const;

/**
 * One level of the map as text, row by row (z down the page, x across): '.' clear, 'c' cover, 'x' blocked,
 * '-' no square to stand on, 'T' where the target stands (also no square).
 */
function picture(board: Board, map: HeatMap, level: Level, target: Figure): string[] {
  const columns = Math.ceil(board.width / map.resolution);
  const rows = Math.ceil(board.depth / map.resolution);
  const grid = Array.from({ length: rows }, () => Array.from({ length: columns }, () => '-'));
  for (let k = 0; k < map.count; k++) {
    if (map.level[k] !== level) continue;
    const i = Math.floor((map.x[k] ?? 0) / map.resolution);
    const j = Math.floor((map.z[k] ?? 0) / map.resolution);
    const row = grid[j];
    if (row !== undefined) row[i] = GLYPH[SIGHT_NAMES[map.sight[k] ?? 0] ?? 'clear'];
  }
  if (target.level === level) {
    const row = grid[Math.floor(target.z / map.resolution)];
    if (row !== undefined) row[Math.floor(target.x / map.resolution)] = 'T';
  }
  return grid.map((row) => row.join(''));
}

describe('heat map, hand-drawn boards', () => {
  it('open ground: every square of The Sink is clear, and no other level has a floor', () => {
    const target = makeFigure({ id: 'target', x: 2.5, z: 2.5, side: 'hostile' });
    const mover = makeFigure({ id: 'mover', x: 0.5, z: 0.5 });
    const board = makeBoard({ width: 5, depth: 5, figures: [mover, target] });
    const map = heatMap(board, { moverId: 'mover', targetId: 'target' });
    expect(picture(board, map, 3, target)).toEqual(['.....', '.....', '..T..', '.....', '.....']);
    expect(picture(board, map, 2, target)).toEqual(['-----', '-----', '-----', '-----', '-----']);
    expect(map.count).toBe(24);
    expect(heatmapCounts(map)).toEqual({ clear: 24, cover: 0, blocked: 0, reachable: 0 });
  });

  it('a wall taller than the eyes: its own squares cannot be stood on, everything behind it is blocked', () => {
    const target = makeFigure({ id: 'target', x: 1.5, z: 2.5, side: 'hostile' });
    const mover = makeFigure({ id: 'mover', x: 6.5, z: 0.5 });
    const wall = makePiece({ id: 'wall', kind: 'wall', x: 3.5, z: 2.5, width: 1, depthExtent: 5, height: 3 });
    const board = makeBoard({ width: 7, depth: 5, terrain: [wall], figures: [mover, target] });
    const map = heatMap(board, { moverId: 'mover', targetId: 'target' });
    expect(picture(board, map, 3, target)).toEqual(['...-xxx', '...-xxx', '.T.-xxx', '...-xxx', '...-xxx']);
  });

  it('a low wall in front of the target: cover from beyond it, clear from this side and from on top of it', () => {
    // The wall (x 2..2.5, 0.7" high) hides the target's feet (0.1") from the far side, not its eyes: some of
    // the five points are seen, so cover. A square whose centre is on the wall stands on it (0.7" up) and
    // looks over it: clear.
    const target = makeFigure({ id: 'target', x: 1.5, z: 2.5, side: 'hostile' });
    const mover = makeFigure({ id: 'mover', x: 6.5, z: 0.5 });
    const wall = makePiece({
      id: 'wall',
      kind: 'wall',
      x: 2.25,
      z: 2.5,
      width: 0.5,
      depthExtent: 5,
      height: 0.7,
    });
    const board = makeBoard({ width: 7, depth: 5, terrain: [wall], figures: [mover, target] });
    const map = heatMap(board, { moverId: 'mover', targetId: 'target' });
    expect(picture(board, map, 3, target)).toEqual(['...cccc', '...cccc', '.T.cccc', '...cccc', '...cccc']);
    const onWall = [...map.x].findIndex((x, k) => x === 2.5 && map.z[k] === 2.5);
    expect(map.y[onWall]).toBeCloseTo(0.7, 9);
  });

  it('a deck of The Mids: its squares see a Sink target only from near its edge; under it The Sink sees clearly', () => {
    const target = makeFigure({ id: 'target', x: 1.5, z: 1.5, side: 'hostile' });
    const mover = makeFigure({ id: 'mover', x: 0.5, z: 0.5 });
    const deck = makePiece({
      id: 'deck',
      kind: 'platform',
      level: 2,
      x: 6,
      z: 1.5,
      width: 4,
      depthExtent: 3,
      height: 0.5,
    });
    const board = makeBoard({ width: 8, depth: 3, terrain: [deck], figures: [mover, target] });
    const map = heatMap(board, { moverId: 'mover', targetId: 'target' });
    // From x = 4.5 the lines leave the deck's edge (x = 4) above its top; from 5.5 on they go through it.
    expect(picture(board, map, 2, target)).toEqual(['----.xxx', '----.xxx', '----.xxx']);
    expect(picture(board, map, 3, target)).toEqual(['........', '.T......', '........']);
  });

  it('moving: squares within the allowance cost their straight move, the others cannot be reached', () => {
    const target = makeFigure({ id: 'target', x: 4.5, z: 4.5, side: 'hostile' });
    const mover = makeFigure({ id: 'mover', x: 0.5, z: 0.5 });
    const board = makeBoard({ width: 5, depth: 5, figures: [mover, target] });
    const map = heatMap(board, { moverId: 'mover', targetId: 'target', move: { allowance: 2 } });
    const reach = [0, 1, 2, 3, 4].map((j) =>
      [0, 1, 2, 3, 4]
        .map((i) => {
          const k = [...map.x].findIndex((x, n) => x === i + 0.5 && map.z[n] === j + 0.5);
          return k < 0 ? 'T' : Number.isNaN(map.moveCost[k]) ? '.' : '*';
        })
        .join(''),
    );
    expect(reach).toEqual(['***..', '**...', '*....', '.....', '....T']);
    const diagonal = [...map.x].findIndex((x, k) => x === 1.5 && map.z[k] === 1.5);
    expect(map.moveCost[diagonal]).toBeCloseTo(Math.SQRT2, 9);
    expect(heatmapCounts(map).reachable).toBe(6);
  });

  it('asks the scorer at every square with its sight, distance and move cost', () => {
    const target = makeFigure({ id: 'target', x: 2.5, z: 0.5, side: 'hostile' });
    const mover = makeFigure({ id: 'mover', x: 0.5, z: 0.5 });
    const board = makeBoard({ width: 3, depth: 1, figures: [mover, target] });
    const calls: string[] = [];
    const map = heatMap(
      board,
      { moverId: 'mover', targetId: 'target', move: { allowance: 1 } },
      (from, s, d, c) => {
        calls.push(`${String(from.x)} ${s.verdict} ${String(d)} ${String(c)}`);
        return c === null ? null : 1 / (1 + d);
      },
    );
    expect(calls).toEqual(['0.5 clear 2 0', '1.5 clear 1 1']);
    expect([...map.odds]).toEqual([1 / 3, 1 / 2]);
  });

  it('tries the modes in turn and keeps the first legal move, handing its verdict to the scorer', () => {
    // A 2" crate between the mover and the far side: walking cannot go over it, climbing can.
    const crate = makePiece({
      id: 'crate',
      kind: 'block',
      x: 2.5,
      z: 0.5,
      width: 1,
      depthExtent: 1,
      height: 2,
    });
    const target = makeFigure({ id: 'target', x: 5.5, z: 0.5, side: 'hostile' });
    const mover = makeFigure({ id: 'mover', x: 0.5, z: 0.5 });
    const board = makeBoard({ width: 6, depth: 1, terrain: [crate], figures: [mover, target] });
    const cost = (map: HeatMap, x: number) => map.moveCost[[...map.x].indexOf(x)];
    const walkOnly = heatMap(board, {
      moverId: 'mover',
      targetId: 'target',
      move: { allowance: 6, mode: 'walk' },
    });
    expect(cost(walkOnly, 3.5)).toBeNaN();
    const seen: string[] = [];
    const either = heatMap(
      board,
      { moverId: 'mover', targetId: 'target', move: { allowance: 8, modes: ['walk', 'climb'] } },
      (from, _s, _d, c, move) => {
        seen.push(
          `${String(from.x)} ${String(c)} ${move === null ? '-' : move.endsEngaged.join('+') || 'none'}`,
        );
        return null;
      },
    );
    // Walking to 1.5 is legal (first mode); 3.5 and 4.5 only by climbing up 2" and down again.
    expect(cost(either, 1.5)).toBe(1);
    expect(cost(either, 3.5)).toBeCloseTo(
      pathCost(board, mover, [{ x: 3.5, z: 0.5, level: 3 }], { allowance: 8, mode: 'climb' }).cost,
      12,
    );
    expect(cost(either, 3.5)).toBeGreaterThan(3);
    // 4.5 ends in base contact with the target: the scorer is told so.
    expect(seen.find((s) => s.startsWith('4.5 '))).toMatch(/ target$/);
    expect(seen.find((s) => s.startsWith('1.5 '))).toBe('1.5 1 none');
  });
});

const KINDS: readonly TerrainPiece['kind'][] = [
  'platform',
  'floor',
  'wall',
  'block',
  'small-obstacle',
  'door',
];

/** A small three-level board: decks on The Mids and Topside, solids on every level, five figures. */
function randomBoard(seed: number, size: number): Board {
  const rnd = seeded(seed);
  const range = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  const terrain: TerrainPiece[] = [];
  for (let i = 0; i < 24; i++) {
    const kind = KINDS[Math.floor(rnd() * KINDS.length)] ?? 'wall';
    const deck = kind === 'platform' || kind === 'floor';
    terrain.push(
      makePiece({
        id: `p${String(i)}`,
        kind,
        level: deck ? (rnd() < 0.5 ? 1 : 2) : (([1, 2, 3] as const)[Math.floor(rnd() * 3)] ?? 3),
        x: range(0, size),
        z: range(0, size),
        width: range(deck ? 3 : 0.4, deck ? 8 : 3),
        depthExtent: range(deck ? 3 : 0.4, deck ? 8 : 3),
        height: deck ? 0.25 : range(0.3, 2.5),
      }),
    );
  }
  const figures = Array.from({ length: 5 }, (_, i) =>
    makeFigure({
      id: `f${String(i)}`,
      side: i === 1 ? 'hostile' : 'crew',
      level: ([3, 2, 1] as const)[i % 3] ?? 3,
      x: range(0.5, size - 0.5),
      z: range(0.5, size - 0.5),
    }),
  );
  return makeBoard({ width: size, depth: size, terrain, figures });
}

describe('heat map against the kernels, square by square', () => {
  for (const seed of [5, 8, 13, 21]) {
    it(`grades every square as lineOfSight would with the figure stood there, costs it as pathCost (seed ${String(seed)})`, () => {
      const board = randomBoard(seed, 12);
      const [mover, target] = board.figures;
      if (mover === undefined || target === undefined) throw new Error('figures');
      const move = { allowance: 4, mode: 'climb' as const };
      const map = heatMap(board, { moverId: mover.id, targetId: target.id, move });
      const index = compileLos(board);
      const seen = new Set<string>();
      for (let k = 0; k < map.count; k++) {
        const level = (map.level[k] ?? 3) as Level;
        const elevation = (map.y[k] ?? 0) - levelFloorY(level, board.levelSpacing);
        const point = {
          x: map.x[k] ?? 0,
          z: map.z[k] ?? 0,
          level,
          ...(elevation > 1e-6 ? { elevation } : {}),
        };
        const stood: Figure = { ...mover, ...point };
        const moved = { ...board, figures: board.figures.map((f) => (f.id === mover.id ? stood : f)) };
        const here = `square ${String(k)} L${String(level)} (${String(point.x)}, ${String(point.z)})`;
        const los = lineOfSight(moved, stood, target, { index });
        expect(SIGHT_NAMES[map.sight[k] ?? 0], here).toBe(los.verdict);
        expect(map.pointsSeen[k], here).toBe(los.pointsSeen);
        expect(map.crossing[k], here).toBe(los.figuresCrossing.length);
        expect(map.distance[k], here).toBeCloseTo(figureDistance(point, target, board.levelSpacing), 12);
        const walked = pathCost(board, mover, [point], { ...move, onFall: 'refuse' });
        const cost = map.moveCost[k] ?? NaN;
        if (walked.legal) expect(cost, here).toBeCloseTo(walked.cost, 12);
        else expect(cost, here).toBeNaN();
        seen.add(los.verdict);
      }
      // The boards are busy enough to show every grade on more than one level.
      expect(seen).toEqual(new Set(['clear', 'cover', 'blocked']));
      expect(new Set(map.level).size).toBeGreaterThan(1);
      expect(heatmapCounts(map).reachable).toBeGreaterThan(0);
    });
  }

  it('sightVerdict grades every pair of figures as lineOfSight does (seeds 1..12)', () => {
    let pairs = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const board = randomBoard(seed, 14);
      const index = compileLos(board);
      for (const viewer of board.figures) {
        for (const target of board.figures) {
          if (viewer === target) continue;
          const los = lineOfSight(board, viewer, target, { index });
          const fast = sightVerdict(board, viewer, target, { index });
          expect(fast).toEqual({
            verdict: los.verdict,
            pointsSeen: los.pointsSeen,
            figuresCrossing: los.figuresCrossing.length,
          });
          pairs++;
        }
      }
    }
    expect(pairs).toBe(12 * 20);
  });

  it('fills in any number of pieces to the same map', () => {
    const board = randomBoard(34, 12);
    const request = { moverId: 'f0', targetId: 'f1', move: { allowance: 3 } };
    const whole = heatMap(board, request);
    const plan = planHeatmap(board, request);
    for (let from = 0; from < plan.map.count; from += 37) fillHeatmap(plan, from, from + 37);
    expect(plan.map).toEqual(whole);
  });

  it('refuses a missing mover or target, and a figure aimed at itself', () => {
    const board = randomBoard(2, 10);
    expect(() => heatMap(board, { moverId: 'nobody', targetId: 'f1' })).toThrow(/nobody/);
    expect(() => heatMap(board, { moverId: 'f0', targetId: 'nobody' })).toThrow(/nobody/);
    expect(() => heatMap(board, { moverId: 'f0', targetId: 'f0' })).toThrow(/own target/);
    expect(LEVELS).toHaveLength(3);
  });
});
