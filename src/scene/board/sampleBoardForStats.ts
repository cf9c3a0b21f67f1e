/**
 * A deterministic stand-in board for counting draw calls: three levels with gapped decks, `terrain` pieces
 * spread over the levels and every kind, `figures` figures on two sides. The same arguments always give the
 * same board (a small linear congruential generator, not Math.random), so the counts compare run to run.
 */
import {
  makeBoard,
  makeFigure,
  makePiece,
  type Board,
  type Figure,
  type Level,
  type TerrainKind,
  type TerrainPiece,
} from '../../rules/board';

interface Rect {
  readonly level: Level;
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

const SIZE = 36;
const SPACING = 3;
const DECK_THICKNESS = 0.5;

/** The Mids and Topside decks, with gaps between them to see down through. */
const DECKS: readonly Rect[] = [
  { level: 2, minX: 1, maxX: 15, minZ: 1, maxZ: 16 },
  { level: 2, minX: 19, maxX: 35, minZ: 3, maxZ: 17 },
  { level: 2, minX: 4, maxX: 20, minZ: 21, maxZ: 34 },
  { level: 1, minX: 22, maxX: 35, minZ: 21, maxZ: 35 },
  { level: 1, minX: 2, maxX: 11, minZ: 3, maxZ: 12 },
];

/** The Sink: the whole table. */
const SINK: Rect = { level: 3, minX: 0.5, maxX: SIZE - 0.5, minZ: 0.5, maxZ: SIZE - 0.5 };

/** Kinds in the proportions a wreck might have; ramps and ladders are placed at deck edges. */
const KINDS: readonly TerrainKind[] = [
  'wall',
  'block',
  'small-obstacle',
  'wall',
  'block',
  'small-obstacle',
  'climbable',
  'difficult',
  'door',
  'airlock',
  'hazard-site',
  'salvage-site',
  'impassable',
  'ramp',
  'ladder',
];

function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    // Numerical Recipes LCG: plenty for spreading boxes on a table.
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function size(kind: TerrainKind, next: () => number): { w: number; d: number; h: number } {
  const r = () => next();
  switch (kind) {
    case 'wall':
      return r() < 0.5 ? { w: 3 + r() * 4, d: 0.4, h: 1.5 + r() } : { w: 0.4, d: 3 + r() * 4, h: 1.5 + r() };
    case 'block':
      return { w: 1.5 + r() * 2.5, d: 1.5 + r() * 2.5, h: 1 + r() * 1.5 };
    case 'small-obstacle':
      return { w: 0.6 + r() * 0.8, d: 0.6 + r() * 0.8, h: 0.5 + r() * 0.5 };
    case 'climbable':
      return { w: 1.5 + r(), d: 1.5 + r(), h: 2 + r() };
    case 'difficult':
      return { w: 2 + r() * 3, d: 2 + r() * 3, h: 0.1 };
    case 'impassable':
      return { w: 1.5 + r() * 2, d: 1.5 + r() * 2, h: 0.3 };
    case 'door':
    case 'airlock':
      return r() < 0.5 ? { w: 2, d: 0.4, h: 2.2 } : { w: 0.4, d: 2, h: 2.2 };
    case 'hazard-site':
    case 'salvage-site':
      return { w: 1.5, d: 1.5, h: 0.4 };
    default:
      return { w: 1, d: 1, h: 1 };
  }
}

/** Decks whose level below has a deck (or the table) under their edges, for ramps and ladders. */
const CONNECTED: readonly Rect[] = DECKS.filter((d, i) => d.level === 2 || i === 4);

/** Pieces stay under the deck above them (a deck's slab hangs below its level's floor). */
const MAX_HEIGHT = SPACING - DECK_THICKNESS - 0.2;

/** A ramp or ladder on the level below a deck, against its north or south edge, rising to it. */
function connector(kind: 'ramp' | 'ladder', id: string, deck: Rect, next: () => number): TerrainPiece {
  const below = (deck.level + 1) as Level;
  const x = deck.minX + 2 + next() * (deck.maxX - deck.minX - 4);
  if (kind === 'ladder') {
    // Against the deck's north edge, standing on the level below.
    return makePiece({
      id,
      kind,
      level: below,
      x,
      z: deck.minZ - 0.3,
      width: 1,
      depthExtent: 0.5,
      height: SPACING,
    });
  }
  // The slope rises along the piece's depth: rotation 0 rises south (+z), 180 rises north (−z).
  const run = 4;
  const north = deck.minZ - run >= 0;
  return makePiece({
    id,
    kind,
    level: below,
    x,
    z: north ? deck.minZ - run / 2 : deck.maxZ + run / 2,
    width: 2,
    depthExtent: run,
    height: SPACING,
    rotation: north ? 0 : 180,
  });
}

export function sampleBoardForStats(terrainCount = 200, figureCount = 30, seed = 7): Board {
  const next = generator(seed);
  const terrain: TerrainPiece[] = DECKS.slice(0, terrainCount).map((d, i) =>
    makePiece({
      id: `deck-${i}`,
      kind: 'platform',
      level: d.level,
      x: (d.minX + d.maxX) / 2,
      z: (d.minZ + d.maxZ) / 2,
      width: d.maxX - d.minX,
      depthExtent: d.maxZ - d.minZ,
      height: DECK_THICKNESS,
    }),
  );
  for (let i = terrain.length; i < terrainCount; i++) {
    const kind = KINDS[i % KINDS.length] ?? 'block';
    const id = `${kind}-${i}`;
    // A third of the pieces on each level.
    const where = i % 3 === 2 ? SINK : (DECKS[Math.floor(next() * DECKS.length)] ?? SINK);
    if (kind === 'ramp' || kind === 'ladder') {
      const deck = CONNECTED[i % CONNECTED.length];
      if (deck !== undefined) {
        terrain.push(connector(kind, id, deck, next));
        continue;
      }
    }
    const { w, d, h: tall } = size(kind, next);
    const h = Math.min(tall, MAX_HEIGHT);
    const x = where.minX + w / 2 + next() * Math.max(0, where.maxX - where.minX - w);
    const z = where.minZ + d / 2 + next() * Math.max(0, where.maxZ - where.minZ - d);
    terrain.push(
      makePiece({
        id,
        kind,
        level: where.level,
        x,
        z,
        width: w,
        depthExtent: d,
        height: h,
        ...(kind === 'door' || kind === 'airlock' ? { open: i % 2 === 0 } : {}),
        ...(kind === 'hazard-site' ? { hazard: 1 + (i % 8) } : {}),
        ...(kind === 'salvage-site' ? { salvage: i % 5 } : {}),
      }),
    );
  }
  const figures: Figure[] = [];
  for (let i = 0; i < figureCount; i++) {
    const where = i % 3 === 0 ? SINK : (DECKS[i % DECKS.length] ?? SINK);
    figures.push(
      makeFigure({
        id: `fig-${i}`,
        name: `Figure ${i + 1}`,
        side: i % 2 === 0 ? 'crew' : 'hostiles',
        level: where.level,
        x: where.minX + 1 + next() * (where.maxX - where.minX - 2),
        z: where.minZ + 1 + next() * (where.maxZ - where.minZ - 2),
      }),
    );
  }
  return makeBoard({ width: SIZE, depth: SIZE, levelSpacing: SPACING, terrain, figures });
}
