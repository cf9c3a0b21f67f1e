import { describe, expect, it } from 'vitest';
import {
  isDeck,
  isShut,
  isSolid,
  levelFloorY,
  supportBelow,
  terrainBox,
  type Board as TableBoard,
  type Box,
  type Figure,
  type Level,
} from '../rules/board';
import { formatPackErrors } from './errors';
import { loadPack } from './loadPack';
import type { Board } from './schemas/board';

// The sample pack's files, as the app bundles them (see samplePack.test.ts).
const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));
const result = loadPack(files);
const boards: Board[] = result.ok ? [...result.pack.boards.values()] : [];

/** The boards written by scripts/gen/boards.ts. */
const YARD = 'sample-open-salvage-yard';
const WRECK = 'sample-dense-wreck';

/** Distance from (x, z) to the nearest point of a box's footprint (0 inside it). */
function footprintDistance(box: Box, x: number, z: number): number {
  return Math.hypot(Math.max(box.minX - x, 0, x - box.maxX), Math.max(box.minZ - z, 0, z - box.maxZ));
}

/** The centre of a base and eight points on its rim. */
function basePoints(figure: Figure): [number, number][] {
  const r = figure.baseDiameter / 2;
  const points: [number, number][] = [[figure.x, figure.z]];
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    points.push([figure.x + r * Math.cos(a), figure.z + r * Math.sin(a)]);
  }
  return points;
}

/** Is there a deck of `level` under (x, z), edges included? The Sink is floor everywhere. */
function deckUnder(board: TableBoard, level: Level, x: number, z: number): boolean {
  if (level === 3) return true;
  return board.terrain.some(
    (p) =>
      isDeck(p) && p.level === level && footprintDistance(terrainBox(p, board.levelSpacing), x, z) <= 1e-9,
  );
}

/** Figures standing where their level has no floor, in words. */
function unsupported(board: TableBoard): string[] {
  const problems: string[] = [];
  for (const figure of board.figures) {
    const floor = levelFloorY(figure.level, board.levelSpacing);
    for (const [x, z] of basePoints(figure)) {
      const support = supportBelow(board, x, z, floor);
      const onFloor =
        support !== null && Math.abs(support.y - floor) < 1e-6 && support.level === figure.level;
      if (!onFloor || !deckUnder(board, figure.level, x, z)) {
        problems.push(`${figure.id} has no level-${figure.level} floor under (${x}, ${z})`);
        break;
      }
    }
  }
  return problems;
}

/** Pairs of figures whose bases overlap (only figures at overlapping heights can). */
function overlapping(board: TableBoard): string[] {
  const problems: string[] = [];
  board.figures.forEach((a, i) => {
    for (const b of board.figures.slice(i + 1)) {
      const ya = levelFloorY(a.level, board.levelSpacing);
      const yb = levelFloorY(b.level, board.levelSpacing);
      if (ya >= yb + b.height || yb >= ya + a.height) continue;
      const apart = Math.hypot(a.x - b.x, a.z - b.z);
      if (apart < (a.baseDiameter + b.baseDiameter) / 2 - 1e-9) {
        problems.push(`${a.id} and ${b.id} are ${apart.toFixed(2)}" apart`);
      }
    }
  });
  return problems;
}

/** Figures whose body (a cylinder over its base) is inside a solid piece or a deck slab. */
function insideSolids(board: TableBoard): string[] {
  const problems: string[] = [];
  for (const figure of board.figures) {
    const y0 = levelFloorY(figure.level, board.levelSpacing);
    for (const piece of board.terrain) {
      if (!isSolid(piece) && !isDeck(piece)) continue;
      const box = terrainBox(piece, board.levelSpacing);
      const sameHeight = box.maxY > y0 + 1e-9 && box.minY < y0 + figure.height - 1e-9;
      if (sameHeight && footprintDistance(box, figure.x, figure.z) < figure.baseDiameter / 2 - 1e-9) {
        problems.push(`${figure.id} is inside ${piece.kind} ${piece.id}`);
      }
    }
  }
  return problems;
}

/** Pieces of The Mids or Topside (other than decks) not standing on a deck of their level. */
function floating(board: TableBoard): string[] {
  return board.terrain
    .filter((p) => p.level !== 3 && !isDeck(p))
    .filter((p) => {
      const box = terrainBox(p, board.levelSpacing);
      const corners: [number, number][] = [
        [box.minX, box.minZ],
        [box.maxX, box.minZ],
        [box.minX, box.maxZ],
        [box.maxX, box.maxZ],
        [p.x, p.z],
      ];
      return !corners.every(([x, z]) => deckUnder(board, p.level, x, z));
    })
    .map((p) => `${p.kind} ${p.id} on level ${p.level}`);
}

function board(id: string): Board {
  const found = boards.find((b) => b.id === id);
  if (found === undefined) throw new Error(`no board ${id} in the sample pack`);
  return found;
}

function perLevel(list: readonly { readonly level: Level }[]): Record<Level, number> {
  return {
    1: list.filter((e) => e.level === 1).length,
    2: list.filter((e) => e.level === 2).length,
    3: list.filter((e) => e.level === 3).length,
  };
}

describe('the sample boards', () => {
  it('load with the sample pack', () => {
    expect(result.ok ? '' : formatPackErrors(result.errors)).toBe('');
    expect(boards.map((b) => b.id)).toEqual(expect.arrayContaining([YARD, WRECK]));
  });

  it('are named and described as sample content', () => {
    for (const id of [YARD, WRECK]) {
      const b = board(id);
      expect(b.name).toMatch(/^Sample: /);
      expect(b.description).toMatch(/^Sample board/);
      expect([b.width, b.depth, b.levelSpacing]).toEqual([36, 36, 3]);
    }
    expect(board(YARD).name).toBe('Sample: open salvage yard');
    expect(board(WRECK).name).toBe('Sample: dense three-level wreck');
  });

  it('open salvage yard: mostly The Sink, gantries above, airlocks, salvage and hazards, six figures', () => {
    const yard = board(YARD);
    const pieces = perLevel(yard.terrain);
    expect(yard.terrain.length).toBeGreaterThanOrEqual(40);
    expect(yard.terrain.length).toBeLessThanOrEqual(60);
    expect(pieces[3]).toBeGreaterThan(pieces[1] + pieces[2]);
    const decks = yard.terrain.filter(isDeck);
    expect(perLevel(decks)[1]).toBeGreaterThan(0);
    expect(perLevel(decks)[2]).toBeGreaterThan(0);
    expect(yard.terrain.some((p) => p.kind === 'ladder')).toBe(true);
    expect(yard.terrain.some((p) => p.kind === 'ramp')).toBe(true);
    const airlocks = yard.terrain.filter((p) => p.kind === 'airlock');
    expect(airlocks).toHaveLength(2);
    for (const a of airlocks) {
      const box = terrainBox(a, yard.levelSpacing);
      expect(box.minX <= 0 || box.minZ <= 0 || box.maxX >= yard.width || box.maxZ >= yard.depth).toBe(true);
    }
    const salvage = yard.terrain.filter((p) => p.kind === 'salvage-site');
    expect(salvage.length).toBeGreaterThanOrEqual(3);
    expect(salvage.length).toBeLessThanOrEqual(4);
    expect(salvage.every((p) => p.salvage === 4)).toBe(true);
    expect(new Set(salvage.map((p) => p.level)).size).toBeGreaterThanOrEqual(2);
    const hazards = yard.terrain.filter((p) => p.kind === 'hazard-site');
    expect(hazards.length).toBeGreaterThanOrEqual(2);
    expect(hazards.length).toBeLessThanOrEqual(3);
    const crew = yard.figures.filter((f) => f.side === 'crew');
    const hostile = yard.figures.filter((f) => f.side === 'hostile');
    expect([crew.length, hostile.length, yard.figures.length]).toEqual([3, 3, 6]);
    expect(crew.every((f) => f.level === 1)).toBe(true);
    expect(hostile.every((f) => f.level !== 1)).toBe(true);
  });

  it('dense wreck: at least 180 pieces on all three levels, full decks, doors both ways, thirty figures', () => {
    const wreck = board(WRECK);
    expect(wreck.terrain.length).toBeGreaterThanOrEqual(180);
    const pieces = perLevel(wreck.terrain);
    for (const level of [1, 2, 3] as const) expect(pieces[level]).toBeGreaterThan(30);
    const decks = wreck.terrain.filter(isDeck);
    expect(perLevel(decks)[1]).toBeGreaterThanOrEqual(10);
    expect(perLevel(decks)[2]).toBeGreaterThanOrEqual(10);
    const doors = wreck.terrain.filter((p) => p.kind === 'door');
    expect(doors.some(isShut)).toBe(true);
    expect(doors.some((d) => !isShut(d))).toBe(true);
    for (const kind of [
      'wall',
      'block',
      'ladder',
      'ramp',
      'climbable',
      'difficult',
      'small-obstacle',
      'airlock',
      'hazard-site',
      'salvage-site',
    ] as const) {
      expect(wreck.terrain.some((p) => p.kind === kind)).toBe(true);
    }
    for (const level of [1, 2, 3] as const) {
      expect(wreck.terrain.some((p) => p.kind === 'wall' && p.level === level)).toBe(true);
    }
    const hazards = wreck.terrain.filter((p) => p.kind === 'hazard-site');
    expect(hazards.every((p) => p.hazard !== undefined && p.hazard >= 1 && p.hazard <= 8)).toBe(true);
    expect(wreck.figures).toHaveLength(30);
    expect(wreck.figures.filter((f) => f.side === 'crew')).toHaveLength(12);
    expect(wreck.figures.filter((f) => f.side === 'hostile')).toHaveLength(18);
  });

  it.each(boards.map((b) => [b.id, b] as const))(
    '%s: every figure stands on a floor of its level, clear of the others and of solids',
    (_id, b) => {
      expect(unsupported(b)).toEqual([]);
      expect(overlapping(b)).toEqual([]);
      expect(insideSolids(b)).toEqual([]);
    },
  );

  it.each([YARD, WRECK])('%s: every piece on The Mids or Topside stands on a deck of its level', (id) => {
    expect(floating(board(id))).toEqual([]);
  });

  it('the checks catch a figure over a gap, inside a wall and on top of another', () => {
    const wreck = board(WRECK);
    const [first, second] = wreck.figures;
    const wall = wreck.terrain.find((p) => p.kind === 'wall' && p.level === 3);
    if (first === undefined || second === undefined || wall === undefined) throw new Error('no figures');
    const overGap: TableBoard = { ...wreck, terrain: wreck.terrain.filter((p) => !isDeck(p)) };
    expect(unsupported(overGap).length).toBeGreaterThan(0);
    const walled: TableBoard = { ...wreck, figures: [{ ...first, level: 3, x: wall.x, z: wall.z }] };
    expect(insideSolids(walled)).toEqual([`${first.id} is inside wall ${wall.id}`]);
    const stacked: TableBoard = {
      ...wreck,
      figures: [first, { ...second, level: first.level, x: first.x, z: first.z }],
    };
    expect(overlapping(stacked)).toHaveLength(1);
  });
});
