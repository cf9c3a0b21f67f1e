import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure, makePiece } from './defaults';
import { edgeGap } from './distance';
import { pathCost, REASONS, SALVAGE_SMALL_OBSTACLE, type MoveMode } from './movement';
import { referencePathCost } from './movement.reference.testkit';
import type { BoardPoint, Figure, Level, TerrainPiece } from './types';

const walker = makeFigure({ id: 'walker', x: 5, z: 5 });

function cost(
  terrain: TerrainPiece[],
  path: BoardPoint[],
  opts: Parameters<typeof pathCost>[3],
  fig = walker,
  others: Figure[] = [],
) {
  return pathCost(makeBoard({ terrain, figures: [fig, ...others] }), fig, path, opts);
}

const east = (x: number, z = 5, level: Level = 3): BoardPoint => ({ x, z, level });

describe('movement table', () => {
  it('open ground costs its length', () => {
    expect(cost([], [east(10)], { allowance: 5 })).toMatchObject({ legal: true, cost: 5, distance: 5 });
    const short = cost([], [east(10)], { allowance: 4.9 });
    expect(short.legal).toBe(false);
    expect(short.reasons[0]).toMatch(/Movement costs 5"/);
  });

  const mud = makePiece({ id: 'mud', kind: 'difficult', x: 10, z: 5, width: 4, depthExtent: 4, height: 0 });

  it('difficult ground halves the move: inches in it count double', () => {
    expect(cost([mud], [east(15)], { allowance: 14 })).toMatchObject({ legal: true, cost: 14, distance: 10 });
    expect(cost([mud], [east(15)], { allowance: 13 }).legal).toBe(false);
  });

  it('difficult ground still allows a minimum 1" move', () => {
    const inMud = makeFigure({ id: 'walker', x: 9, z: 5 });
    expect(cost([mud], [east(10)], { allowance: 1 }, inMud)).toMatchObject({ legal: true, cost: 2 });
    expect(cost([mud], [east(10.5)], { allowance: 1 }, inMud).legal).toBe(false);
  });

  const pit = makePiece({ id: 'pit', kind: 'impassable', x: 10, z: 5, width: 2, depthExtent: 2, height: 1 });

  it('impassable terrain cannot be entered or crossed, even by a base brushing it', () => {
    const through = cost([pit], [east(15)], { allowance: 20 });
    expect(through).toMatchObject({ legal: false, reasons: [REASONS.impassable] });
    expect(cost([pit], [east(10, 8), east(15)], { allowance: 20 }).legal).toBe(true);
    expect(cost([pit], [east(5, 6.45), east(15, 6.45)], { allowance: 20 }).legal).toBe(false);
    expect(cost([pit], [east(5, 6.6), east(15, 6.6)], { allowance: 20 }).legal).toBe(true);
  });

  it('a shut door blocks like impassable terrain; an open one does not', () => {
    const door = makePiece({
      id: 'door',
      kind: 'door',
      x: 10,
      z: 5,
      width: 0.2,
      depthExtent: 3,
      height: 2.5,
    });
    expect(cost([door], [east(15)], { allowance: 20 }).reasons).toEqual([REASONS.impassable]);
    expect(cost([{ ...door, open: true }], [east(15)], { allowance: 20 })).toMatchObject({
      legal: true,
      cost: 10,
    });
  });

  it('a small obstacle of 1" or less is free to cross (salvage); Fringe pays its height', () => {
    const pipe = makePiece({
      id: 'pipe',
      kind: 'small-obstacle',
      x: 10,
      z: 5,
      width: 0.5,
      depthExtent: 4,
      height: 1,
    });
    const salvage = { allowance: 10, smallObstacle: SALVAGE_SMALL_OBSTACLE };
    expect(cost([pipe], [east(15)], salvage)).toMatchObject({ legal: true, cost: 10, climbed: 0 });
    // Fringe 002, moving up and down: a vertical obstacle costs its height (up 1", down 1" free).
    expect(cost([pipe], [east(15)], { allowance: 10 }).reasons).toEqual([REASONS.climb]);
    expect(cost([pipe], [east(15)], { allowance: 11, mode: 'climb' })).toMatchObject({
      legal: true,
      cost: 11,
    });
  });

  it('anything taller must be climbed, paying the height up and down', () => {
    const crate = makePiece({
      id: 'crate',
      kind: 'block',
      x: 10,
      z: 5,
      width: 1,
      depthExtent: 4,
      height: 1.5,
    });
    expect(cost([crate], [east(15)], { allowance: 20 })).toMatchObject({
      legal: false,
      reasons: [REASONS.climb],
    });
    expect(cost([crate], [east(15)], { allowance: 13, mode: 'climb' })).toMatchObject({
      legal: true,
      cost: 13,
      climbed: 3,
    });
    const onTop = cost([crate], [east(10)], { allowance: 20, mode: 'climb' });
    expect(onTop.end).toMatchObject({ x: 10, level: 3, elevation: 1.5 });
    expect(onTop.cost).toBeCloseTo(6.5, 9);
  });

  it('friendly figures may be passed through but not ended on', () => {
    const friend = makeFigure({ id: 'friend', x: 10, z: 5 });
    expect(cost([], [east(15)], { allowance: 10 }, walker, [friend]).legal).toBe(true);
    expect(cost([], [east(10.5)], { allowance: 10 }, walker, [friend]).reasons).toEqual([REASONS.friendEnd]);
  });

  it('enemies block; ending in base contact engages', () => {
    const foe = makeFigure({ id: 'foe', side: 'hostile', x: 10, z: 5 });
    expect(cost([], [east(15)], { allowance: 10 }, walker, [foe]).reasons).toEqual([REASONS.enemy]);
    expect(cost([], [east(9)], { allowance: 10 }, walker, [foe])).toMatchObject({
      legal: true,
      endsEngaged: ['foe'],
    });
  });

  it('cannot leave the table', () => {
    expect(cost([], [east(40)], { allowance: 50 }).reasons).toEqual([REASONS.offTable]);
  });
});

describe('moving up and down between levels', () => {
  // Mids deck over x 10..20.
  const deck = makePiece({
    id: 'deck',
    kind: 'platform',
    level: 2,
    x: 15,
    z: 18,
    width: 10,
    depthExtent: 36,
    height: 0.25,
  });
  const atFoot = makeFigure({ id: 'walker', x: 9.5, z: 5 });
  const onDeck = makeFigure({ id: 'walker', x: 11, z: 5, level: 2 });

  it('climbing up pays the height (Climb; Fringe: pay the height)', () => {
    const up = cost([deck], [east(11, 5, 2)], { allowance: 5, mode: 'climb' }, atFoot);
    expect(up).toMatchObject({ legal: true, climbed: 3, end: { level: 2, x: 11 } });
    expect(up.cost).toBeCloseTo(4.5, 9);
    expect(cost([deck], [east(11, 5, 2)], { allowance: 5 }, atFoot).reasons).toEqual([REASONS.climb]);
    expect(cost([deck], [east(11, 5, 2)], { allowance: 5, mode: 'jump' }, atFoot).legal).toBe(false);
  });

  it('climbing down costs the same as climbing up', () => {
    const down = cost([deck], [east(9)], { allowance: 5, mode: 'climb' }, onDeck);
    expect(down).toMatchObject({ legal: true, cost: 5, climbed: 3, end: { level: 3, x: 9 } });
  });

  it('walking off the deck edge is a fall through 1 depth', () => {
    const off = cost([deck], [east(9)], { allowance: 5 }, onDeck);
    expect(off.legal).toBe(true);
    expect(off.fall).toMatchObject({ depths: 1, damage: 1, prone: true, cause: 'stepped-off' });
    expect(off.end.level).toBe(3);
    expect(off.end.x).toBeLessThan(10);
    const sameLevelPath = cost([deck], [east(5, 5, 2)], { allowance: 10 }, onDeck);
    expect(sameLevelPath.fall?.landing.level).toBe(3);
  });

  it('jumping down needs no movement; Fringe: ends the round, 3" or more is a hit unless Swift', () => {
    const jump = cost([deck], [east(9)], { allowance: 5, mode: 'jump' }, onDeck);
    expect(jump).toMatchObject({ legal: true, cost: 2, endsRound: true, jumpDown: { hit: true } });
    const swift = cost([deck], [east(9)], { allowance: 5, mode: 'jump' }, { ...onDeck, swift: true });
    expect(swift.jumpDown).toMatchObject({ hit: false, endsRound: true });
  });

  it('salvage Jump drops at most the Move value', () => {
    const tooFar = cost([deck], [east(9)], { allowance: 2, mode: 'jump', maxDrop: 2 }, onDeck);
    expect(tooFar.legal).toBe(false);
    expect(tooFar.reasons[0]).toMatch(/drop of 3"/);
  });

  it('a drop of 1" or less is free', () => {
    const crate = makePiece({ id: 'crate', kind: 'block', x: 5, z: 5, width: 2, depthExtent: 2, height: 1 });
    const onCrate = makeFigure({ id: 'walker', x: 5, z: 5, elevation: 1 });
    expect(cost([crate], [east(9)], { allowance: 4 }, onCrate)).toMatchObject({
      legal: true,
      cost: 4,
      end: { x: 9 },
    });
  });

  it('walking off a taller crate is a fall within the same level', () => {
    const crate = makePiece({ id: 'crate', kind: 'block', x: 5, z: 5, width: 2, depthExtent: 2, height: 2 });
    const onCrate = makeFigure({ id: 'walker', x: 5, z: 5, elevation: 2 });
    const off = cost([crate], [east(9)], { allowance: 4 }, onCrate);
    expect(off.fall).toMatchObject({ depths: 0, damage: 1, landing: { level: 3 } });
  });

  it('a ladder through a deck lets a climber up where there is no edge', () => {
    const full = makePiece({
      id: 'full',
      kind: 'floor',
      level: 2,
      x: 18,
      z: 18,
      width: 36,
      depthExtent: 36,
      height: 0.25,
    });
    const ladder = makePiece({
      id: 'ladder',
      kind: 'ladder',
      x: 5,
      z: 5,
      width: 1,
      depthExtent: 0.2,
      height: 3,
    });
    expect(cost([full, ladder], [east(5, 5, 2)], { allowance: 3, mode: 'climb' })).toMatchObject({
      legal: true,
      cost: 3,
    });
    expect(cost([full], [east(5, 5, 2)], { allowance: 3, mode: 'climb' }).reasons).toEqual([REASONS.noWay]);
    expect(cost([full, ladder], [east(5, 5, 2)], { allowance: 3 }).reasons).toEqual([REASONS.climb]);
  });

  it('a ramp is walked: the slope is paid, no climb needed', () => {
    const ramp = makePiece({ id: 'ramp', kind: 'ramp', x: 8, z: 5, width: 4, depthExtent: 2, height: 3 });
    const up = cost([deck, ramp], [east(12, 5, 2)], { allowance: 8 });
    expect(up.legal).toBe(true);
    expect(up.cost).toBeCloseTo(7 + 5 - 4, 9);
  });
});

describe('leaping gaps (Fringe: up to 2", 4" Swift, as part of the move)', () => {
  const west = makePiece({
    id: 'west',
    kind: 'platform',
    level: 2,
    x: 5,
    z: 18,
    width: 10,
    depthExtent: 36,
    height: 0.25,
  });
  const east15 = makePiece({
    id: 'east',
    kind: 'platform',
    level: 2,
    x: 15.75,
    z: 18,
    width: 8.5,
    depthExtent: 36,
    height: 0.25,
  });
  const far = makePiece({
    id: 'far',
    kind: 'platform',
    level: 2,
    x: 16.5,
    z: 18,
    width: 7,
    depthExtent: 36,
    height: 0.25,
  });
  const jumper = makeFigure({ id: 'walker', x: 9, z: 5, level: 2 });

  it('a 1.5" gap is leapt and counted as movement', () => {
    expect(cost([west, east15], [east(13, 5, 2)], { allowance: 4, mode: 'leap' }, jumper)).toMatchObject({
      legal: true,
      cost: 4,
      end: { level: 2 },
    });
  });

  it('walking into the gap instead is a fall', () => {
    expect(cost([west, east15], [east(13, 5, 2)], { allowance: 4 }, jumper).fall?.depths).toBe(1);
  });

  it('a 3" gap is too wide unless Swift, or a salvage Jump of that Move', () => {
    const wide = cost([west, far], [east(14, 5, 2)], { allowance: 5, mode: 'leap' }, jumper);
    expect(wide.legal).toBe(false);
    expect(wide.reasons[0]).toMatch(/gap of 3"/);
    expect(
      cost([west, far], [east(14, 5, 2)], { allowance: 5, mode: 'leap' }, { ...jumper, swift: true }).legal,
    ).toBe(true);
    expect(cost([west, far], [east(14, 5, 2)], { allowance: 5, mode: 'jump', maxGap: 5 }, jumper).legal).toBe(
      true,
    );
  });

  it('cannot end a leap in mid-air', () => {
    expect(cost([west, east15], [east(10.5, 5, 2)], { allowance: 4, mode: 'leap' }, jumper).reasons).toEqual([
      REASONS.noFooting,
    ]);
  });
});

describe('movement properties', () => {
  // Mostly The Sink, so most random moves have floor under them.
  const level = fc.constantFrom<Level>(3, 3, 3, 2, 1);
  const piece = fc.record({
    kind: fc.constantFrom<TerrainPiece['kind']>(
      'platform',
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
    level,
  });

  it('a legal move never ends overlapping a figure', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 15 }),
        fc.array(fc.record({ at: spot, hostile: fc.boolean() }), { maxLength: 8 }),
        spot,
        fc.array(spot, { minLength: 1, maxLength: 3 }),
        fc.constantFrom<MoveMode>('walk', 'climb', 'jump', 'leap'),
        (pieces, others, start, path, mode) => {
          const terrain = pieces.map((p, i) => makePiece({ ...p, id: `p${String(i)}` }));
          const mover = makeFigure({ id: 'mover', ...start });
          const figures = others.map((o, i) =>
            makeFigure({ id: `o${String(i)}`, ...o.at, side: o.hostile ? 'hostile' : 'crew' }),
          );
          const board = makeBoard({ terrain, figures: [mover, ...figures] });
          const move = pathCost(board, mover, path, { allowance: 100, mode });
          if (!move.legal || move.fall !== undefined) return;
          for (const other of figures) {
            if (other.level !== move.end.level) continue;
            expect(edgeGap(other, { ...move.end, baseDiameter: mover.baseDiameter })).toBeGreaterThanOrEqual(
              -0.05,
            );
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('measuring slack', () => {
  it('a path a hair over the allowance (a finger\'s slack, 0.05") is still within it', () => {
    const board = makeBoard();
    const f = makeFigure({ id: 'f', x: 10, z: 10 });
    expect(pathCost(board, f, [{ x: 12.04, z: 10, level: 3 }], { allowance: 2 }).legal).toBe(true);
    expect(pathCost(board, f, [{ x: 12.1, z: 10, level: 3 }], { allowance: 2 }).legal).toBe(false);
  });
});

describe('pathCost allocates less and answers the same (issue 27)', () => {
  const level = fc.constantFrom<Level>(3, 3, 2, 1);
  const coordinate = fc.oneof(
    fc.double({ min: -1, max: 37, noNaN: true }),
    fc.integer({ min: -2, max: 74 }).map((n) => n / 2),
  );
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
      'ladder',
      'ramp',
    ),
    level,
    x: coordinate,
    z: coordinate,
    width: fc.double({ min: 0.2, max: 14, noNaN: true }),
    depthExtent: fc.double({ min: 0.2, max: 14, noNaN: true }),
    height: fc.oneof(fc.double({ min: 0, max: 4, noNaN: true }), fc.constantFrom(0.5, 1, 2)),
    rotation: fc.constantFrom(0, 90, 180, 270),
    open: fc.boolean(),
  });
  const spot = fc.record({ x: coordinate, z: coordinate, level });
  const options = fc.record(
    {
      allowance: fc.oneof(fc.double({ min: 0, max: 14, noNaN: true }), fc.constant(100)),
      mode: fc.constantFrom<MoveMode>('walk', 'climb', 'jump', 'leap'),
      maxGap: fc.double({ min: 0, max: 6, noNaN: true }),
      maxDrop: fc.double({ min: 0, max: 8, noNaN: true }),
      smallObstacle: fc.constantFrom(0, SALVAGE_SMALL_OBSTACLE),
      onFall: fc.constantFrom('land' as const, 'refuse' as const),
    },
    { requiredKeys: ['allowance'] },
  );

  it('gives exactly the result of the old pathCost, kept as the reference (key order included)', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 14 }),
        fc.array(fc.record({ at: spot, hostile: fc.boolean(), elevation: fc.constantFrom(0, 0, 1, 2) }), {
          maxLength: 6,
        }),
        fc.record({ at: spot, swift: fc.boolean(), elevation: fc.constantFrom(0, 0, 1, 2.5) }),
        fc.array(spot, { minLength: 1, maxLength: 3 }),
        options,
        fc.boolean(),
        (pieces, others, start, path, opts, frozen) => {
          const terrain = pieces.map((p, i) => makePiece({ ...p, id: `p${String(i)}` }));
          const mover = makeFigure({
            id: 'mover',
            ...start.at,
            swift: start.swift,
            elevation: start.elevation,
          });
          const figures = others.map((o, i) =>
            makeFigure({
              id: `o${String(i)}`,
              ...o.at,
              elevation: o.elevation,
              side: o.hostile ? 'hostile' : 'crew',
            }),
          );
          // A mission's board is frozen (its ground profiles remembered); a scratch board is not.
          const board = makeBoard({
            terrain: frozen ? Object.freeze(terrain) : terrain,
            figures: [mover, ...figures],
          });
          const want = referencePathCost(board, mover, path, opts);
          const got = pathCost(board, mover, path, opts);
          expect(got).toStrictEqual(want);
          expect(JSON.stringify(got)).toBe(JSON.stringify(want));
        },
      ),
      { numRuns: 600 },
    );
  });
});
