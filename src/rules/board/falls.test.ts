import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure, makePiece } from './defaults';
import { edgeGap } from './distance';
import { jumpDownDamage, resolveFall } from './falls';
import { standingY, type BoardPoint, type Figure, type Level, type TerrainPiece } from './types';

// Topside deck over x 0..8, Mids deck over x 0..18, a 2" crate on The Sink at x 25..27.
const topside = makePiece({
  id: 'top',
  kind: 'platform',
  level: 1,
  x: 4,
  z: 18,
  width: 8,
  depthExtent: 36,
  height: 0.25,
});
const mids = makePiece({
  id: 'mids',
  kind: 'platform',
  level: 2,
  x: 9,
  z: 18,
  width: 18,
  depthExtent: 36,
  height: 0.25,
});
const crate = makePiece({ id: 'crate', kind: 'block', x: 26, z: 18, width: 2, depthExtent: 2, height: 2 });
const faller = makeFigure({ id: 'faller', x: 0, z: 0 });
const board = makeBoard({ terrain: [topside, mids, crate], figures: [faller] });

describe('falls table', () => {
  it('within the same level: off a crate onto its own floor, 1 dmg, Prone, below it and clear of the crate', () => {
    const fall = resolveFall(board, faller, { x: 27.2, z: 18, level: 3, elevation: 2 }, 'stepped-off');
    // Reading (salvage.falls): directly below the point of fall would put the base half inside the crate it
    // stepped off; it is set down against the crate's face instead.
    expect(fall).toMatchObject({
      below: { x: 27.2, z: 18, level: 3 },
      landing: { x: 27.51, z: 18, level: 3 },
      depths: 0,
      damage: 1,
      prone: true,
      drop: 2,
    });
    expect(fall.forced).toBe(false);
  });

  it('off a deck edge with a wall standing under it: the base lands beside the wall, never in it', () => {
    // The Mids deck ends at x 18; a 2" wide wall stands on The Sink just past its edge (x 18.5..20.5), so the
    // point of fall is beside the wall but a base set down there would stand half in it.
    const wall = makePiece({
      id: 'wall',
      kind: 'wall',
      x: 19.5,
      z: 10,
      width: 2,
      depthExtent: 6,
      height: 2.5,
    });
    const walled = makeBoard({ terrain: [topside, mids, crate, wall], figures: [faller] });
    const fall = resolveFall(walled, faller, { x: 18.2, z: 10, level: 2 }, 'stepped-off');
    expect(fall.below.level).toBe(3);
    const r = faller.baseDiameter / 2;
    const inWall = (p: BoardPoint) => p.x > 18.5 - r && p.x < 20.5 + r && p.z > 7 - r && p.z < 13 + r;
    expect(fall.below).toMatchObject({ x: 18.2, z: 10 });
    expect(inWall(fall.below)).toBe(true);
    expect(inWall(fall.landing)).toBe(false);
    expect(fall.landing).toMatchObject({ level: 3 });
    expect(Math.hypot(fall.landing.x - 18.2, fall.landing.z - 10)).toBeLessThan(3);
  });

  it('through 1 depth: off the Mids deck to The Sink, 1 dmg + Prone', () => {
    const fall = resolveFall(board, faller, { x: 18.2, z: 10, level: 2 }, 'stepped-off');
    expect(fall).toMatchObject({
      landing: { x: 18.2, z: 10, level: 3 },
      depths: 1,
      damage: 1,
      prone: true,
      drop: 3,
    });
  });

  it('through 1 depth: off Topside onto the Mids deck below', () => {
    const fall = resolveFall(board, faller, { x: 8.5, z: 10, level: 1 }, 'stepped-off');
    expect(fall).toMatchObject({ landing: { level: 2 }, depths: 1, damage: 1, drop: 3 });
  });

  it('through 2 depths: from Topside past a gap in The Mids to The Sink, 2 dmg + Prone', () => {
    const fall = resolveFall(board, faller, { x: 20, z: 10, level: 1 }, 'stepped-off');
    expect(fall).toMatchObject({ landing: { level: 3 }, depths: 2, damage: 2, drop: 6 });
  });

  it('lands on whatever is highest below: a crate top in The Sink band', () => {
    const fall = resolveFall(board, faller, { x: 26, z: 18, level: 2 }, 'stepped-off');
    expect(fall).toMatchObject({ landing: { level: 3, elevation: 2 }, depths: 1, damage: 1, drop: 1 });
  });

  it('onto another unit: both take 1 dmg and Prone, placed 1" apart', () => {
    const victim = makeFigure({ id: 'victim', side: 'hostile', x: 22, z: 10 });
    const b = makeBoard({ terrain: [topside, mids, crate], figures: [faller, victim] });
    const fall = resolveFall(b, faller, { x: 22.2, z: 10, level: 1 }, 'stepped-off');
    expect(fall).toMatchObject({ landedOn: 'victim', landedOnDamage: 1, damage: 1, prone: true, depths: 2 });
    expect(fall.landing.level).toBe(3);
    expect(fall.landing.x).toBeCloseTo(24, 9);
    expect(edgeGap(victim, { ...fall.landing, baseDiameter: faller.baseDiameter })).toBeCloseTo(1, 9);
    expect(fall.pushedApart?.other).toMatchObject({ x: 22, z: 10, level: 3 });
  });

  it('a forced fall (pushed over an edge) happens with no test', () => {
    expect(resolveFall(board, faller, { x: 18.2, z: 10, level: 2 }, 'forced').forced).toBe(true);
  });

  it('failed Scale: 1 dmg + Prone whatever the depth; failed Launch uses the falls table', () => {
    const from: BoardPoint = { x: 20, z: 10, level: 1 };
    expect(resolveFall(board, faller, from, 'failed-scale')).toMatchObject({
      damage: 1,
      prone: true,
      depths: 2,
    });
    expect(resolveFall(board, faller, from, 'failed-launch')).toMatchObject({ damage: 2, prone: true });
  });

  const level = fc.constantFrom<Level>(1, 2, 3);
  const piece = fc.record({
    kind: fc.constantFrom<TerrainPiece['kind']>('platform', 'floor', 'block', 'wall', 'small-obstacle'),
    level,
    x: fc.double({ min: 0, max: 36, noNaN: true }),
    z: fc.double({ min: 0, max: 36, noNaN: true }),
    width: fc.double({ min: 0.5, max: 14, noNaN: true }),
    depthExtent: fc.double({ min: 0.5, max: 14, noNaN: true }),
    height: fc.double({ min: 0.2, max: 4, noNaN: true }),
  });
  const spot = fc.record({
    x: fc.double({ min: 0, max: 36, noNaN: true }),
    z: fc.double({ min: 0, max: 36, noNaN: true }),
    level,
    elevation: fc.double({ min: 0, max: 2.4, noNaN: true }),
  });

  it('a fall never raises a figure', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 20 }),
        fc.array(spot, { maxLength: 6 }),
        spot,
        fc.constantFrom('stepped-off', 'forced', 'failed-launch', 'failed-scale' as const),
        (pieces, others, from, cause) => {
          const terrain = pieces.map((p, i) => makePiece({ ...p, id: `p${String(i)}` }));
          const figures: Figure[] = others.map((o, i) => makeFigure({ ...o, id: `o${String(i)}` }));
          const b = makeBoard({ terrain, figures: [faller, ...figures] });
          const fall = resolveFall(b, faller, from, cause);
          expect(standingY(fall.landing, b.levelSpacing)).toBeLessThanOrEqual(
            standingY(from, b.levelSpacing) + 1e-9,
          );
          expect(standingY(fall.below, b.levelSpacing)).toBeLessThanOrEqual(
            standingY(from, b.levelSpacing) + 1e-9,
          );
          expect(fall.prone).toBe(true);
          expect(fall.damage).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('Fringe jumping down', () => {
  it('1" or less is free', () => {
    expect(jumpDownDamage(1)).toEqual({ free: true, endsRound: false, hit: false });
  });
  it('more than 1" ends the round', () => {
    expect(jumpDownDamage(2)).toEqual({ free: false, endsRound: true, hit: false });
  });
  it('3" or more also inflicts a Damage +0 Hit', () => {
    expect(jumpDownDamage(3)).toEqual({ free: false, endsRound: true, hit: true });
  });
  it('Swift characters jump any distance unharmed (the round still ends)', () => {
    expect(jumpDownDamage(6, true)).toEqual({ free: false, endsRound: true, hit: false });
  });
});
