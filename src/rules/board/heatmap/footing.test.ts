import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure, makePiece } from '../defaults';
import { placementProblems } from '../placement';
import { supportBelow } from '../terrain';
import { LEVELS, levelFloorY, type Board, type Level, type TerrainPiece } from '../types';
import { footing, footingGrid } from './footing';

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

const KINDS: readonly TerrainPiece['kind'][] = [
  'platform',
  'floor',
  'wall',
  'block',
  'small-obstacle',
  'climbable',
  'impassable',
  'door',
  'difficult',
];

/** Decks on The Mids and Topside, solids of every height on every level, a few figures. */
function randomBoard(seed: number, size: number): Board {
  const rnd = seeded(seed);
  const range = (lo: number, hi: number): number => lo + (hi - lo) * rnd();
  // Half the pieces on the half-inch lattice, so edges fall exactly on square centres.
  const snap = (v: number): number => (rnd() < 0.5 ? Math.round(v * 2) / 2 : v);
  const terrain: TerrainPiece[] = [];
  for (let i = 0; i < 30; i++) {
    const kind = KINDS[Math.floor(rnd() * KINDS.length)] ?? 'wall';
    const deck = kind === 'platform' || kind === 'floor';
    terrain.push(
      makePiece({
        id: `p${String(i)}`,
        kind,
        level: deck ? (rnd() < 0.5 ? 1 : 2) : (([1, 2, 3] as const)[Math.floor(rnd() * 3)] ?? 3),
        x: snap(range(0, size)),
        z: snap(range(0, size)),
        width: snap(range(deck ? 3 : 0.4, deck ? 9 : 4)),
        depthExtent: snap(range(deck ? 3 : 0.4, deck ? 9 : 4)),
        height: deck ? 0.25 : snap(range(0.3, 2.5)),
      }),
    );
  }
  const figures = Array.from({ length: 4 }, (_, i) =>
    makeFigure({
      id: `f${String(i)}`,
      level: ([1, 2, 3] as const)[i % 3] ?? 3,
      x: snap(range(0.5, size - 0.5)),
      z: snap(range(0.5, size - 0.5)),
    }),
  );
  return makeBoard({ width: size, depth: size, terrain, figures });
}

describe('footing', () => {
  for (const [seed, resolution] of [
    [3, 1],
    [11, 1],
    [23, 0.5],
    [57, 1],
    [91, 0.75],
  ] as const) {
    it(`stands a figure exactly where placementProblems lets it, every square and level (seed ${String(seed)}, ${String(resolution)}" squares)`, () => {
      const board = randomBoard(seed, 14);
      const mover = board.figures[0];
      if (mover === undefined) throw new Error('no mover');
      const grid = footingGrid(board, resolution);
      const levels = footing(board, mover, grid);
      let standable = 0;
      let refused = 0;
      for (const { level, standable: ok, elevation } of levels) {
        for (let j = 0; j < grid.rows; j++) {
          for (let i = 0; i < grid.columns; i++) {
            const x = (i + 0.5) * resolution;
            const z = (j + 0.5) * resolution;
            const square = j * grid.columns + i;
            const problems = placementProblems(board, { ...mover, x, z, level });
            const here = `L${String(level)} (${String(x)}, ${String(z)})`;
            expect(ok[square] === 1, `${here}: ${problems.join(' ')}`).toBe(problems.length === 0);
            if (problems.length > 0) {
              refused++;
              continue;
            }
            standable++;
            const floor = levelFloorY(level, board.levelSpacing);
            const support = supportBelow(board, x, z, floor + 1 + 1e-6);
            expect(elevation[square], here).toBeCloseTo(Math.max(0, (support?.y ?? 0) - floor), 9);
          }
        }
      }
      // Busy enough to test both answers.
      expect(standable).toBeGreaterThan(20);
      expect(refused).toBeGreaterThan(20);
    });
  }

  it('gives The Sink everywhere on an empty table, the decks only where they are, and no spot under a figure', () => {
    const mids = makePiece({
      id: 'mids',
      kind: 'platform',
      level: 2,
      x: 3,
      z: 2,
      width: 2,
      depthExtent: 2,
      height: 0.5,
    });
    const other = makeFigure({ id: 'other', x: 1.5, z: 0.5 });
    const mover = makeFigure({ id: 'mover', x: 0.5, z: 3.5 });
    const board = makeBoard({ width: 4, depth: 4, terrain: [mids], figures: [mover, other] });
    const levels = footing(board, mover, footingGrid(board, 1));
    const picture = (level: Level): string[] => {
      const l = levels.find((f) => f.level === level);
      return [0, 1, 2, 3].map((j) =>
        [0, 1, 2, 3].map((i) => (l?.standable[j * 4 + i] === 1 ? 'o' : '-')).join(''),
      );
    };
    // The other figure's spot is taken; the spots beside it only touch its base.
    expect(picture(3)).toEqual(['o-oo', 'oooo', 'oooo', 'oooo']);
    // The Mids deck spans x 2..4, z 1..3.
    expect(picture(2)).toEqual(['----', '--oo', '--oo', '----']);
    expect(picture(1)).toEqual(['----', '----', '----', '----']);
    expect(LEVELS).toHaveLength(3);
  });

  it('stands a base touching a wall but not one overlapping it; a low crate is stood on', () => {
    const wall = makePiece({ id: 'wall', kind: 'wall', x: 2.5, z: 2, width: 1, depthExtent: 4, height: 2 });
    const crate = makePiece({
      id: 'crate',
      kind: 'block',
      x: 0.5,
      z: 0.5,
      width: 1,
      depthExtent: 1,
      height: 0.75,
    });
    const mover = makeFigure({ id: 'mover', x: 4.5, z: 3.5 });
    const board = makeBoard({ width: 5, depth: 4, terrain: [wall, crate], figures: [mover] });
    const [, , sink] = footing(board, mover, footingGrid(board, 1));
    const row = (j: number): string =>
      [0, 1, 2, 3, 4].map((i) => (sink?.standable[j * 5 + i] === 1 ? 'o' : '-')).join('');
    // The wall fills x 2..3: a centre at 1.5 or 3.5 puts the rim on its face, at 2.5 inside it.
    expect([0, 1, 2, 3].map(row)).toEqual(['oo-oo', 'oo-oo', 'oo-oo', 'oo-oo']);
    expect(sink?.elevation[0]).toBe(0.75);
    expect(sink?.elevation[1]).toBe(0);
  });
});
