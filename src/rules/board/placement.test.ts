import { describe, expect, it } from 'vitest';
import { makeBoard, makeFigure, makePiece } from './defaults';
import { placementProblems, terrainProblems } from './placement';

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
const wall = makePiece({
  id: 'wall',
  kind: 'wall',
  level: 3,
  x: 20,
  z: 20,
  width: 4,
  depthExtent: 1,
  height: 3,
});
const crate = makePiece({
  id: 'crate',
  kind: 'small-obstacle',
  level: 3,
  x: 30,
  z: 30,
  width: 1,
  depthExtent: 1,
  height: 1,
});
const board = makeBoard({
  terrain: [deck, wall, crate],
  figures: [makeFigure({ id: 'a', name: 'Ava', x: 5, z: 5 })],
});

describe('placing figures', () => {
  it('accepts a figure on the table and on a deck of its level', () => {
    expect(placementProblems(board, makeFigure({ id: 'b', x: 15, z: 30 }))).toEqual([]);
    expect(placementProblems(board, makeFigure({ id: 'b', x: 10, z: 10, level: 2 }))).toEqual([]);
  });
  it('refuses The Mids where there is no deck', () => {
    expect(placementProblems(board, makeFigure({ id: 'b', x: 30, z: 5, level: 2 })).join()).toMatch(
      /no floor of The Mids/,
    );
  });
  it('refuses a base inside a wall, over the edge, or overlapping another figure', () => {
    expect(placementProblems(board, makeFigure({ id: 'b', x: 20, z: 20 })).join()).toMatch(
      /inside wall wall/,
    );
    expect(placementProblems(board, makeFigure({ id: 'b', x: 0.2, z: 5 })).join()).toMatch(
      /wholly on the table/,
    );
    expect(placementProblems(board, makeFigure({ id: 'b', x: 5.5, z: 5 })).join()).toMatch(/overlap Ava/);
  });
  it('a figure moved onto its own old spot does not overlap itself', () => {
    expect(placementProblems(board, makeFigure({ id: 'a', name: 'Ava', x: 5.2, z: 5 }))).toEqual([]);
  });
});

describe('placing terrain', () => {
  it('refuses a deck on The Sink and a piece off the table', () => {
    expect(terrainProblems(board, { ...deck, level: 3 }).join()).toMatch(/Sink is the table surface/);
    expect(terrainProblems(board, { ...wall, x: 35 }).join()).toMatch(/wholly on the table/);
    expect(terrainProblems(board, wall)).toEqual([]);
  });
});
