import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure, makePiece } from './defaults';
import { pathCost, SALVAGE_SMALL_OBSTACLE } from './movement';
import { gridClear, lineScan, navGridOf, pointIndex } from './navGrid';
import type { Level, TerrainPiece } from './types';

const wall = (id: string, x: number, z: number, width: number, depthExtent: number, level: Level = 3) =>
  makePiece({ id, kind: 'wall', level, x, z, width, depthExtent, height: 2.5 });
const deck = (id: string, x: number, z: number, width: number, depthExtent: number, level: Level = 2) =>
  makePiece({ id, kind: 'platform', level, x, z, width, depthExtent, height: 0.5 });

function walkableAt(terrain: TerrainPiece[], x: number, z: number, level: Level): boolean {
  const grid = navGridOf(makeBoard({ terrain }));
  return grid.walkable[pointIndex(grid, level, x, z)] === 1;
}

describe('the walkable grid of each depth', () => {
  it('The Sink is walkable everywhere on the table; a deck only where it is', () => {
    expect(walkableAt([], 0.5, 0.5, 3)).toBe(true);
    expect(walkableAt([], 35.5, 35.5, 3)).toBe(true);
    expect(walkableAt([], 10, 10, 2)).toBe(false);
    expect(walkableAt([deck('d', 10, 10, 4, 4)], 10, 10, 2)).toBe(true);
    // The square round a point must be wholly on the deck: 0.25" from the edge is not enough.
    expect(walkableAt([deck('d', 10, 10, 4, 4)], 12, 10, 2)).toBe(false);
    expect(walkableAt([deck('d', 10, 10, 4, 4)], 11.5, 10, 2)).toBe(true);
  });

  it('a 1" plank between two decks is walked; a quarter-inch crack between two decks is not', () => {
    const plank = [deck('a', 5, 10, 6, 6), deck('plank', 11, 10, 6, 1), deck('b', 17, 10, 6, 6)];
    const grid = navGridOf(makeBoard({ terrain: plank }));
    expect(gridClear(grid, 2, 5, 10, 17, 10)).toBe(true);
    const cracked = [deck('a', 5, 10, 6, 6), deck('b', 11.25, 10, 6, 6)];
    expect(gridClear(navGridOf(makeBoard({ terrain: cracked })), 2, 5, 10, 12, 10)).toBe(false);
  });

  it('a 2" doorway in a wall lets a base through; the wall itself does not', () => {
    const terrain = [wall('w1', 4, 10, 6, 0.5), wall('w2', 13, 10, 8, 0.5)];
    const grid = navGridOf(makeBoard({ terrain }));
    expect(gridClear(grid, 3, 8, 5, 8, 15)).toBe(true);
    expect(gridClear(grid, 3, 4, 5, 4, 15)).toBe(false);
    // A low obstacle (1" or less) is stepped over.
    const low = makePiece({
      id: 'junk',
      kind: 'small-obstacle',
      x: 8,
      z: 10,
      width: 2,
      depthExtent: 1,
      height: 1,
    });
    expect(gridClear(navGridOf(makeBoard({ terrain: [low] })), 3, 8, 5, 8, 15)).toBe(true);
  });

  it('a base brushing along a wall keeps half an inch off it, on every side', () => {
    const grid = navGridOf(makeBoard({ terrain: [wall('w', 10, 10, 4, 0.5)] }));
    // The wall runs x 8 … 12 at z 9.75 … 10.25; a base centre nearer than 0.5" to it would touch it.
    for (const [x0, z0, x1, z1] of [
      [6, 9.3, 14, 9.3],
      [6, 10.7, 14, 10.7],
      [7.6, 7, 7.6, 13],
      [12.4, 7, 12.4, 13],
    ] as const) {
      expect(gridClear(grid, 3, x0, z0, x1, z1)).toBe(false);
    }
    for (const [x0, z0, x1, z1] of [
      [6, 9, 14, 9],
      [6, 11, 14, 11],
      [7.2, 7, 7.2, 13],
      [12.8, 7, 12.8, 13],
    ] as const) {
      expect(gridClear(grid, 3, x0, z0, x1, z1)).toBe(true);
    }
  });

  it('says which ground a line crosses: plain, difficult, or both', () => {
    const mud = makePiece({
      id: 'mud',
      kind: 'difficult',
      x: 10,
      z: 10,
      width: 4,
      depthExtent: 4,
      height: 0,
    });
    const grid = navGridOf(makeBoard({ terrain: [mud] }));
    gridClear(grid, 3, 9, 9, 11, 11);
    expect([lineScan.difficult, lineScan.plain]).toEqual([true, false]);
    gridClear(grid, 3, 2, 10, 10, 10);
    expect([lineScan.difficult, lineScan.plain]).toEqual([true, true]);
  });

  const level = fc.constantFrom<Level>(1, 2, 3);
  const piece = fc.record({
    kind: fc.constantFrom<TerrainPiece['kind']>(
      'platform',
      'floor',
      'block',
      'wall',
      'small-obstacle',
      'difficult',
      'impassable',
    ),
    level,
    x: fc.double({ min: 0, max: 36, noNaN: true }),
    z: fc.double({ min: 0, max: 36, noNaN: true }),
    width: fc.double({ min: 0.5, max: 14, noNaN: true }),
    depthExtent: fc.double({ min: 0.5, max: 14, noNaN: true }),
    height: fc.double({ min: 0.2, max: 3, noNaN: true }),
  });
  const spot = fc.record({
    x: fc.double({ min: 0.5, max: 35.5, noNaN: true }),
    z: fc.double({ min: 0.5, max: 35.5, noNaN: true }),
  });
  // Short lines, often starting close to a piece's side, where the grid and the kernel could disagree.
  const reach = fc.record({
    dx: fc.double({ min: -6, max: 6, noNaN: true }),
    dz: fc.double({ min: -6, max: 6, noNaN: true }),
  });
  const nearSide = fc.record({
    piece: fc.nat(),
    across: fc.double({ min: -1.2, max: 1.2, noNaN: true }),
    along: fc.double({ min: -1, max: 1, noNaN: true }),
    side: fc.constantFrom(0, 1, 2, 3),
  });
  const RUNS = Number(process.env.NAV_GRID_RUNS ?? 400);
  const clamp = (v: number) => Math.min(35.5, Math.max(0.5, v));

  // NAV_GRID_RUNS=<n> for a bigger run.
  it(
    'a line the grid calls clear is a walk the movement kernel allows (seeded random boards)',
    () => {
      fc.assert(
        fc.property(
          fc.array(piece, { minLength: 1, maxLength: 24 }),
          level,
          fc.option(nearSide, { nil: null }),
          spot,
          reach,
          (pieces, on, near, anywhere, d) => {
            // Every piece on the depth walked (decks of The Sink's walk would be ignored: they go to The Mids).
            const terrain = pieces.map((p, i) => {
              const isDeck = p.kind === 'platform' || p.kind === 'floor';
              return makePiece({ ...p, id: `p${String(i)}`, level: isDeck && on === 3 ? 2 : on });
            });
            const p = terrain[(near?.piece ?? 0) % terrain.length] as TerrainPiece;
            const a =
              near === null
                ? anywhere
                : near.side < 2
                  ? {
                      x: clamp(p.x + (near.side === 0 ? -1 : 1) * (p.width / 2 + near.across)),
                      z: clamp(p.z + (near.along * p.depthExtent) / 2),
                    }
                  : {
                      x: clamp(p.x + (near.along * p.width) / 2),
                      z: clamp(p.z + (near.side === 2 ? -1 : 1) * (p.depthExtent / 2 + near.across)),
                    };
            const b = { x: clamp(a.x + d.dx), z: clamp(a.z + d.dz) };
            const board = makeBoard({ terrain });
            const grid = navGridOf(board);
            if (!gridClear(grid, on, a.x, a.z, b.x, b.z)) return;
            const walker = makeFigure({ id: 'w', x: a.x, z: a.z, level: on });
            const walk = pathCost(board, walker, [{ x: b.x, z: b.z, level: on }], {
              allowance: 200,
              onFall: 'refuse',
              smallObstacle: SALVAGE_SMALL_OBSTACLE,
            });
            expect(walk.reasons).toEqual([]);
          },
        ),
        { numRuns: RUNS, seed: 0x6e6176 },
      );
    },
    10_000 + RUNS * 5,
  );
});
