import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBoard, makePiece } from './defaults';
import { connectorAt, groundProfile } from './ground';
import { referenceConnectorAt, referenceGroundProfile } from './ground.reference.testkit';
import type { Board, Level, TerrainPiece } from './types';

const level = fc.constantFrom<Level>(1, 2, 3);
const inches = fc.double({ min: -2, max: 38, noNaN: true });
// Whole and half inches as well: pieces and walks that share edges and corners, where cuts coincide.
const coarse = fc.integer({ min: -4, max: 76 }).map((n) => n / 2);
const coordinate = fc.oneof(inches, coarse);
const piece = fc.record({
  kind: fc.constantFrom<TerrainPiece['kind']>(
    'platform',
    'floor',
    'block',
    'wall',
    'small-obstacle',
    'climbable',
    'difficult',
    'impassable',
    'door',
    'airlock',
    'ladder',
    'ramp',
    'hazard-site',
  ),
  level,
  x: coordinate,
  z: coordinate,
  width: fc.oneof(fc.double({ min: 0.1, max: 14, noNaN: true }), fc.integer({ min: 1, max: 20 })),
  depthExtent: fc.oneof(fc.double({ min: 0.1, max: 14, noNaN: true }), fc.integer({ min: 1, max: 20 })),
  height: fc.oneof(fc.double({ min: 0, max: 4, noNaN: true }), fc.constantFrom(0.5, 1, 2)),
  rotation: fc.constantFrom(0, 90, 180, 270),
  open: fc.boolean(),
});
type PieceDraw = typeof piece extends fc.Arbitrary<infer T> ? T : never;
const terrainOf = (pieces: readonly PieceDraw[]): TerrainPiece[] =>
  pieces.map((p, i) => makePiece({ ...p, id: `p${String(i)}` }));
const segment = fc.record({ x0: coordinate, z0: coordinate, x1: coordinate, z1: coordinate });
const radius = fc.constantFrom(0, 0.5, 0.625, 1, 1.5);

/** The same board twice: its terrain frozen (remembered, as a mission's board) and not (worked out afresh). */
function boards(terrain: TerrainPiece[]): readonly Board[] {
  return [makeBoard({ terrain: Object.freeze([...terrain]) }), makeBoard({ terrain: [...terrain] })];
}

describe('the ground profile (issue 27: cheap, and the same answers)', () => {
  it('gives exactly the slow reference profile, first time and remembered, frozen terrain or not', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(fc.tuple(level, segment, radius), { minLength: 1, maxLength: 8 }),
        (pieces, walks) => {
          const terrain = terrainOf(pieces);
          for (const board of boards(terrain)) {
            // Every walk twice: the second is served from memory on the frozen board.
            for (const [lvl, s, r] of [...walks, ...walks]) {
              const want = referenceGroundProfile(board, lvl, s.x0, s.z0, s.x1, s.z1, r);
              expect(groundProfile(board, lvl, s.x0, s.z0, s.x1, s.z1, r)).toStrictEqual(want);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('finds exactly the ladder or ramp the slow reference finds', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.array(
          fc.tuple(
            fc.constantFrom('ladder' as const, 'ramp' as const),
            coordinate,
            coordinate,
            level,
            level,
            radius,
          ),
          { minLength: 1, maxLength: 8 },
        ),
        (pieces, asks) => {
          for (const board of boards(terrainOf(pieces))) {
            for (const [kind, x, z, a, b, r] of asks) {
              const [upper, lower] = a <= b ? [a, b] : [b, a];
              expect(connectorAt(board, kind, x, z, upper, lower, r)).toBe(
                referenceConnectorAt(board, kind, x, z, upper, lower, r),
              );
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  const deck = makePiece({
    id: 'deck',
    kind: 'platform',
    level: 2,
    x: 10,
    z: 10,
    width: 8,
    depthExtent: 8,
    height: 0.5,
  });
  const crate = makePiece({
    id: 'crate',
    kind: 'block',
    level: 2,
    x: 10,
    z: 10,
    width: 2,
    depthExtent: 2,
    height: 1,
  });

  it('remembers a walk across a frozen terrain list: the same spans again, which no caller can change', () => {
    const [frozen] = boards([deck, crate]);
    if (frozen === undefined) throw new Error('no board');
    const first = groundProfile(frozen, 2, 4, 10, 16, 10, 0.5);
    expect(first.map((s) => s.ground)).toEqual([null, 0, 1, 0, null]);
    expect(groundProfile(frozen, 2, 4, 10, 16, 10, 0.5)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    // Another radius is another walk.
    expect(groundProfile(frozen, 2, 4, 10, 16, 10, 1)).not.toBe(first);
  });

  it('works a walk out afresh on a terrain list that is not frozen (an editor may change it in place)', () => {
    const terrain = [deck];
    const board = makeBoard({ terrain });
    expect(groundProfile(board, 2, 4, 10, 16, 10, 0.5).map((s) => s.ground)).toEqual([null, 0, null]);
    terrain.push(crate);
    expect(groundProfile(board, 2, 4, 10, 16, 10, 0.5).map((s) => s.ground)).toEqual([null, 0, 1, 0, null]);
  });
});
