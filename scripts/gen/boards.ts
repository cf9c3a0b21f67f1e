/**
 * Writes the sample pack's generated depth boards, assets/packs/sample/salvage/boards.json:
 *
 * - "Sample: open salvage yard": a 36" square yard, mostly The Sink, with scrap heaps, three gantries in The
 *   Mids and three small Topside decks above them, ladders and ramps, two airlocks, four salvage sites and
 *   three hazards, and six figures.
 * - "Sample: dense three-level wreck": three full decks on a 6" grid with shafts and holes, corridors of walls
 *   and doors on every level, connectors between the levels and about 200 pieces, and thirty figures.
 *
 * Both are original sample content. The generator is deterministic: it has its own seeded PRNG (mulberry32),
 * so the same seeds write the same file byte for byte; change a seed below to vary a board. Before writing,
 * each board is parsed with the content schema and checked against the board kernels (src/rules/board):
 * every figure stands on a floor of its level, no two figures overlap, no figure is inside a solid or a deck
 * slab, every piece on The Mids or Topside stands on a deck of its level, no solid pokes into a deck.
 *
 *   npx tsx scripts/gen/boards.ts           write the file
 *   npx tsx scripts/gen/boards.ts --check   only check that the file on disk is what the seeds give
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import {
  boardSchema,
  type BoardLevel,
  type TerrainKind,
  type figureSchema,
  type terrainPieceSchema,
} from '../../src/content/schemas/board';
import {
  isDeck,
  isSolid,
  levelFloorY,
  LEVEL_NAMES,
  supportBelow,
  terrainBox,
  type Board,
  type Box,
} from '../../src/rules/board/index';

const OUT = fileURLToPath(new URL('../../assets/packs/sample/salvage/boards.json', import.meta.url));

/**
 * The open yard's id. "sample-salvage-yard" is already taken by the hand-written board in salvage/board.json
 * (board ids are unique across a pack), so this one is "sample-open-salvage-yard".
 */
const YARD_ID = 'sample-open-salvage-yard';
const WRECK_ID = 'sample-dense-wreck';

const YARD_SEED = 0x5a17_a6e1;
const WRECK_SEED = 0x0d3e_5e77;
/** The dense wreck is dressed with small pieces until it holds this many. */
const WRECK_PIECES = 200;
const SPACING = 3;
const TABLE = 36;
/** Thickness of every deck slab; a solid under a deck rises at most to the slab's underside. */
const SLAB = 0.5;

type PieceIn = z.input<typeof terrainPieceSchema>;
type FigureIn = z.input<typeof figureSchema>;

interface BoardIn {
  id: string;
  name: string;
  description: string;
  width: number;
  depth: number;
  levelSpacing: number;
  terrain: PieceIn[];
  figures: FigureIn[];
}

// ---------------------------------------------------------------------------------------------------------
// Randomness and geometry

/** mulberry32: a tiny seeded PRNG, uniform in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }
  /** Uniform in [lo, hi], on a quarter-inch grid. */
  quarter(lo: number, hi: number): number {
    return q(lo + (hi - lo) * this.next());
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    const item = list[Math.floor(this.next() * list.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const a = out[i] as T;
      out[i] = out[j] as T;
      out[j] = a;
    }
    return out;
  }
}

/** Rounds to a quarter inch. */
function q(v: number): number {
  return Math.round(v * 4) / 4;
}

/** A footprint on the table: x0..x1 across, z0..z1 along. */
interface Rect {
  readonly x0: number;
  readonly z0: number;
  readonly x1: number;
  readonly z1: number;
}

function rect(x0: number, z0: number, x1: number, z1: number): Rect {
  return { x0, z0, x1, z1 };
}

/** A w × d footprint centred on (x, z). */
function centred(x: number, z: number, w: number, d: number): Rect {
  return rect(x - w / 2, z - d / 2, x + w / 2, z + d / 2);
}

function rectOf(p: PieceIn): Rect {
  return centred(p.x, p.z, p.width, p.depthExtent);
}

/** Do the footprints share area (touching edges do not count), after growing a by `margin`? */
function overlaps(a: Rect, b: Rect, margin = 0): boolean {
  return a.x0 - margin < b.x1 && b.x0 < a.x1 + margin && a.z0 - margin < b.z1 && b.z0 < a.z1 + margin;
}

function contains(r: Rect, x: number, z: number): boolean {
  return x >= r.x0 - 1e-9 && x <= r.x1 + 1e-9 && z >= r.z0 - 1e-9 && z <= r.z1 + 1e-9;
}

/** Distance from (x, z) to the nearest point of a footprint (0 inside it). */
function rectDistance(r: { minX: number; maxX: number; minZ: number; maxZ: number }, x: number, z: number) {
  const dx = Math.max(r.minX - x, 0, x - r.maxX);
  const dz = Math.max(r.minZ - z, 0, z - r.maxZ);
  return Math.hypot(dx, dz);
}

/** How pieces look unless told otherwise: what hides what is behind it, what gives cover. */
const LOOKS: Readonly<Record<TerrainKind, { blocksLos: boolean; cover: boolean }>> = {
  wall: { blocksLos: true, cover: true },
  block: { blocksLos: true, cover: true },
  platform: { blocksLos: false, cover: false },
  floor: { blocksLos: false, cover: false },
  ramp: { blocksLos: false, cover: false },
  ladder: { blocksLos: false, cover: false },
  climbable: { blocksLos: true, cover: true },
  difficult: { blocksLos: false, cover: false },
  impassable: { blocksLos: true, cover: false },
  'small-obstacle': { blocksLos: false, cover: true },
  door: { blocksLos: true, cover: true },
  airlock: { blocksLos: true, cover: true },
  'hazard-site': { blocksLos: false, cover: false },
  'salvage-site': { blocksLos: false, cover: true },
};

interface Extra {
  readonly blocksLos?: boolean;
  readonly cover?: boolean;
  readonly open?: boolean;
  readonly hazard?: number;
  readonly salvage?: number;
}

interface Size {
  readonly w: readonly [number, number];
  readonly d: readonly [number, number];
  readonly h: readonly [number, number];
}

interface PlaceOptions {
  /** Where the centre may go; the table by default. */
  readonly within?: Rect;
  /** Room to leave around other pieces of the level. */
  readonly margin?: number;
  /** Kinds it may overlap (scrap on rubble). */
  readonly over?: readonly TerrainKind[];
  /** Extra test on the footprint. */
  readonly accept?: (r: Rect) => boolean;
  /** May the footprint be turned a quarter (swap w and d)? Default yes. */
  readonly turn?: boolean;
}

// ---------------------------------------------------------------------------------------------------------
// A board under construction

class Layout {
  readonly terrain: PieceIn[] = [];
  readonly figures: FigureIn[] = [];
  private readonly counters = new Map<string, number>();

  constructor(
    readonly rng: Rng,
    readonly width = TABLE,
    readonly depth = TABLE,
    readonly spacing = SPACING,
  ) {}

  /** A numbered id: `name-1`, `name-2`, … */
  numberedId(name: string): string {
    const n = (this.counters.get(name) ?? 0) + 1;
    this.counters.set(name, n);
    return `${name}-${n}`;
  }

  add(id: string, kind: TerrainKind, level: BoardLevel, r: Rect, height: number, extra: Extra = {}): PieceIn {
    const piece: PieceIn = {
      id,
      kind,
      level,
      x: (r.x0 + r.x1) / 2,
      z: (r.z0 + r.z1) / 2,
      width: r.x1 - r.x0,
      depthExtent: r.z1 - r.z0,
      height,
      blocksLos: extra.blocksLos ?? LOOKS[kind].blocksLos,
      cover: extra.cover ?? LOOKS[kind].cover,
    };
    if (extra.open !== undefined) piece.open = extra.open;
    if (extra.hazard !== undefined) piece.hazard = extra.hazard;
    if (extra.salvage !== undefined) piece.salvage = extra.salvage;
    this.terrain.push(piece);
    return piece;
  }

  deck(id: string, kind: 'platform' | 'floor', level: 1 | 2, r: Rect): PieceIn {
    return this.add(id, kind, level, r, SLAB);
  }

  decksOf(level: BoardLevel): PieceIn[] {
    return this.terrain.filter((p) => p.level === level && (p.kind === 'platform' || p.kind === 'floor'));
  }

  /** Is there floor of `level` under the point? The Sink is floor everywhere on the table. */
  floorAt(level: BoardLevel, x: number, z: number): boolean {
    if (x < 0 || z < 0 || x > this.width || z > this.depth) return false;
    if (level === 3) return true;
    return this.decksOf(level).some((d) => contains(rectOf(d), x, z));
  }

  /** Is the whole footprint over floor of `level`? Sampled every quarter inch, edges included. */
  onFloor(level: BoardLevel, r: Rect): boolean {
    if (r.x0 < 0 || r.z0 < 0 || r.x1 > this.width || r.z1 > this.depth) return false;
    if (level === 3) return true;
    const decks = this.decksOf(level).map(rectOf);
    const steps = (a: number, b: number) => Math.max(1, Math.ceil((b - a) / 0.25));
    const nx = steps(r.x0, r.x1);
    const nz = steps(r.z0, r.z1);
    for (let i = 0; i <= nx; i++) {
      for (let j = 0; j <= nz; j++) {
        const x = r.x0 + ((r.x1 - r.x0) * i) / nx;
        const z = r.z0 + ((r.z1 - r.z0) * j) / nz;
        if (!decks.some((d) => contains(d, x, z))) return false;
      }
    }
    return true;
  }

  /** No piece of `level` other than decks (and kinds in `over`) within `margin` of the footprint. */
  clear(level: BoardLevel, r: Rect, margin: number, over: readonly TerrainKind[] = []): boolean {
    return !this.terrain.some(
      (p) =>
        p.level === level &&
        p.kind !== 'platform' &&
        p.kind !== 'floor' &&
        !over.includes(p.kind) &&
        overlaps(r, rectOf(p), margin),
    );
  }

  /** Room above `level`'s floor over the footprint, up to the underside of the lowest deck slab above it. */
  headroom(level: BoardLevel, r: Rect): number {
    const floor = levelFloorY(level, this.spacing);
    let room = Infinity;
    for (const d of this.terrain) {
      if ((d.kind !== 'platform' && d.kind !== 'floor') || d.level >= level) continue;
      if (!overlaps(r, rectOf(d))) continue;
      room = Math.min(room, levelFloorY(d.level, this.spacing) - d.height - floor);
    }
    return room;
  }

  /**
   * Places a piece at a random spot: over floor of its level, clear of the level's other pieces, no taller
   * than the headroom there (solids are capped to it, others must fit). Null when no spot is found.
   */
  place(
    name: string,
    kind: TerrainKind,
    level: BoardLevel,
    size: Size,
    extra: Extra = {},
    opts: PlaceOptions = {},
  ) {
    const within = opts.within ?? rect(0, 0, this.width, this.depth);
    const margin = opts.margin ?? 0.5;
    for (let attempt = 0; attempt < 400; attempt++) {
      let w = this.rng.quarter(size.w[0], size.w[1]);
      let d = this.rng.quarter(size.d[0], size.d[1]);
      if (opts.turn !== false && this.rng.chance(0.5)) [w, d] = [d, w];
      const x = this.rng.quarter(within.x0 + w / 2, within.x1 - w / 2);
      const z = this.rng.quarter(within.z0 + d / 2, within.z1 - d / 2);
      const r = centred(x, z, w, d);
      if (!this.onFloor(level, r) || !this.clear(level, r, margin, opts.over)) continue;
      if (opts.accept !== undefined && !opts.accept(r)) continue;
      let h = this.rng.quarter(size.h[0], size.h[1]);
      const room = this.headroom(level, r);
      if (h > room) {
        if (!isSolidKind(kind) || room < 0.5) continue;
        h = room;
      }
      return this.add(this.numberedId(name), kind, level, r, h, extra);
    }
    return null;
  }

  /**
   * Places a figure at a random spot of `level`: its whole base over floor, clear of every piece of its
   * level but the decks (with a little room), of every solid or slab its body would meet, and of every
   * other figure (bases at least half an inch apart, whatever their levels).
   */
  figure(figure: Omit<FigureIn, 'x' | 'z'>, within?: Rect): void {
    const area = within ?? rect(0, 0, this.width, this.depth);
    const radius = (figure.baseDiameter ?? 1) / 2;
    const tall = figure.height ?? 1.25;
    for (let attempt = 0; attempt < 4000; attempt++) {
      const x = this.rng.quarter(area.x0 + radius, area.x1 - radius);
      const z = this.rng.quarter(area.z0 + radius, area.z1 - radius);
      const base = centred(x, z, 2 * radius, 2 * radius);
      if (!rimPoints(x, z, radius).every(([px, pz]) => this.floorAt(figure.level, px, pz))) continue;
      if (!this.clear(figure.level, base, 0.25)) continue;
      const y0 = levelFloorY(figure.level, this.spacing);
      const hits = this.terrain.some((p) => {
        if (!isSolidKind(p.kind) && p.kind !== 'platform' && p.kind !== 'floor') return false;
        const box = boxOf(p, this.spacing);
        return box.maxY > y0 + 1e-6 && box.minY < y0 + tall - 1e-6 && rectDistance(box, x, z) < radius + 0.25;
      });
      if (hits) continue;
      const crowded = this.figures.some(
        (f) => Math.hypot(f.x - x, f.z - z) < radius + (f.baseDiameter ?? 1) / 2 + 0.5,
      );
      if (crowded) continue;
      this.figures.push({ ...figure, x, z });
      return;
    }
    throw new Error(`no room for figure ${figure.id} on ${LEVEL_NAMES[figure.level]}`);
  }
}

/** The kinds that are solids whatever their state (doors and airlocks count when shut). */
function isSolidKind(kind: TerrainKind): boolean {
  return ['wall', 'block', 'small-obstacle', 'climbable', 'impassable', 'door', 'airlock'].includes(kind);
}

/** The centre and eight points on the rim of a base. */
function rimPoints(x: number, z: number, r: number): [number, number][] {
  const points: [number, number][] = [[x, z]];
  for (let k = 0; k < 8; k++) {
    const a = (k * Math.PI) / 4;
    points.push([x + r * Math.cos(a), z + r * Math.sin(a)]);
  }
  return points;
}

function boxOf(p: PieceIn, spacing: number): Box {
  const floor = levelFloorY(p.level, spacing);
  const deck = p.kind === 'platform' || p.kind === 'floor';
  const r = rectOf(p);
  return {
    minX: r.x0,
    maxX: r.x1,
    minZ: r.z0,
    maxZ: r.z1,
    minY: deck ? floor - p.height : floor,
    maxY: deck ? floor : floor + p.height,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Sample: open salvage yard

function salvageYard(): BoardIn {
  const rng = new Rng(YARD_SEED);
  const L = new Layout(rng);

  // Gantries in The Mids, each with a small Topside deck on it. The west and south ones stand on legs; the
  // north catwalk runs to the east edge, where its airlock is.
  const westGantry = L.deck('west-gantry', 'platform', 2, rect(1, 3, 10, 15));
  L.deck('west-lookout', 'platform', 1, rect(2, 4, 8, 10));
  const northCatwalk = L.deck('north-catwalk', 'platform', 2, rect(20, 1, 36, 6));
  L.deck('north-crane-cab', 'platform', 1, rect(20, 1, 25, 6));
  const southGantry = L.deck('south-gantry', 'platform', 2, rect(23, 23, 35, 35));
  L.deck('south-roof', 'platform', 1, rect(27, 27, 35, 35));

  const legs: [PieceIn, [number, number][]][] = [
    [westGantry, []],
    [northCatwalk, [[28, 1.5]]],
    [southGantry, []],
  ];
  for (const [deck, extraLegs] of legs) {
    const r = rectOf(deck);
    const corners: [number, number][] = [
      [r.x0 + 0.5, r.z0 + 0.5],
      [r.x1 - 0.5, r.z0 + 0.5],
      [r.x0 + 0.5, r.z1 - 0.5],
      [r.x1 - 0.5, r.z1 - 0.5],
    ];
    for (const [x, z] of [...corners, ...extraLegs]) {
      const foot = centred(x, z, 0.75, 0.75);
      L.add(L.numberedId(`${deck.id}-leg`), 'block', 3, foot, L.headroom(3, foot));
    }
  }

  // Ways up: ladders against the deck edges, ramps from the yard floor, a stack of containers to climb.
  L.add('lookout-ladder', 'ladder', 2, rect(4.5, 10, 5.5, 10.5), SPACING);
  L.add('west-ladder', 'ladder', 3, rect(2.5, 15, 3.5, 15.5), SPACING);
  L.add('west-ramp', 'ramp', 3, rect(10, 11, 16, 13), SPACING);
  L.add('crane-cab-ladder', 'ladder', 2, rect(25, 3, 25.5, 4), SPACING);
  L.add('north-ladder', 'ladder', 3, rect(30.5, 6, 31.5, 6.5), SPACING);
  L.add('container-stack', 'climbable', 3, rect(21, 6, 24, 8), SPACING);
  L.add('south-ramp', 'ramp', 3, rect(17, 25, 23, 27), SPACING);
  L.add('south-ladder', 'ladder', 3, rect(28.5, 22.5, 29.5, 23), SPACING);
  L.add('roof-ladder', 'ladder', 2, rect(26.5, 30.5, 27, 31.5), SPACING);

  // Airlocks at two table edges: the yard gate on The Sink, the catwalk hatch in The Mids.
  L.add('yard-gate-airlock', 'airlock', 3, rect(16.5, 35, 19.5, 36), 3, { open: false });
  L.add('catwalk-airlock', 'airlock', 2, rect(35, 2, 36, 5), 2.5, { open: false });

  // Salvage at every depth, hazards on The Sink and the catwalk.
  const site = { w: [1.5, 2], d: [1.5, 2], h: [0.5, 1] } as const;
  const need = <T>(piece: T | null, what: string): T => {
    if (piece === null) throw new Error(`no room for ${what}`);
    return piece;
  };
  need(L.place('roof-salvage', 'salvage-site', 1, site, { salvage: 4 }), 'roof salvage');
  need(
    L.place('gantry-salvage', 'salvage-site', 2, site, { salvage: 4 }, { within: rectOf(westGantry) }),
    'gantry salvage',
  );
  const open = (r: Rect) => L.headroom(3, r) === Infinity && !inLane(r);
  for (let i = 0; i < 2; i++) {
    need(
      L.place('yard-salvage', 'salvage-site', 3, site, { salvage: 4 }, { accept: open, margin: 1 }),
      'yard salvage',
    );
  }
  need(
    L.place(
      'acid-pool',
      'hazard-site',
      3,
      { w: [2.5, 3], d: [2.5, 3], h: [0.1, 0.1] },
      { hazard: 1 },
      { accept: open, margin: 1 },
    ),
    'acid pool',
  );
  need(
    L.place(
      'burn-pit',
      'hazard-site',
      3,
      { w: [2, 2.5], d: [2, 2.5], h: [0.25, 0.25] },
      { hazard: 7 },
      { accept: open, margin: 1 },
    ),
    'burn pit',
  );
  need(
    L.place(
      'fuel-drums',
      'hazard-site',
      2,
      { w: [1.5, 1.5], d: [1.5, 1.5], h: [1.25, 1.25] },
      { hazard: 4, cover: true },
      { within: rect(26, 1, 34, 6), margin: 0.75 },
    ),
    'fuel drums',
  );

  // Scrap heaps in the open yard: rubble, a heap on it and loose junk around it. The lanes through the
  // middle stay clear, so there are long sight lines across the yard.
  for (let heap = 0; heap < 5; heap++) {
    const rubble = L.place(
      'scrap-rubble',
      'difficult',
      3,
      { w: [3, 4.5], d: [2.5, 3.5], h: [0.1, 0.1] },
      {},
      {
        accept: open,
        margin: 1.5,
      },
    );
    if (rubble === null) continue;
    const around = rectOf(rubble);
    L.place(
      'scrap-heap',
      'block',
      3,
      { w: [1.5, 2.5], d: [1.25, 2], h: [1.5, 2.75] },
      {},
      {
        within: around,
        over: ['difficult'],
        margin: 0.25,
      },
    );
    const loose = rect(around.x0 - 2, around.z0 - 2, around.x1 + 2, around.z1 + 2);
    for (let k = rng.int(1, 2); k > 0; k--) {
      L.place(
        'scrap-junk',
        'small-obstacle',
        3,
        { w: [0.75, 1.25], d: [0.75, 1.25], h: [0.5, 1] },
        {},
        {
          within: clampToTable(loose),
          over: ['difficult'],
          margin: 0.5,
          accept: (r) => !inLane(r),
        },
      );
    }
  }
  // Crates on the gantries.
  for (const level of [2, 2, 1] as const) {
    L.place(
      'crate',
      'small-obstacle',
      level,
      { w: [0.75, 1], d: [0.75, 1], h: [0.75, 1] },
      {},
      { margin: 0.75 },
    );
  }

  // Crew deploy on Topside; hostiles lurk below.
  const crew = [
    ['Boss Marrow', 'sample-foreman'],
    ['Rigger Nell', 'sample-scrapper'],
    ['Cutter Osk', 'sample-scrapper'],
  ] as const;
  crew.forEach(([name, unitCard], i) => {
    L.figure({ id: `crew-${i + 1}`, name, side: 'crew', level: 1, unitCard });
  });
  ([2, 3, 3] as const).forEach((level, i) => {
    L.figure({
      id: `grub-${i + 1}`,
      name: `Bilge Grub ${i + 1}`,
      side: 'hostile',
      level,
      unitCard: 'sample-bilge-grub',
    });
  });

  return {
    id: YARD_ID,
    name: 'Sample: open salvage yard',
    description:
      'Sample board, original to this project. A scrapyard open to the sky: heaps of junk on the yard floor ' +
      '(The Sink), three gantries in The Mids with a lookout, a crane cab and a roof on Topside, ladders and ' +
      'ramps between them, a gate airlock and a catwalk airlock, salvage at every depth and long clear lanes ' +
      'through the middle.',
    width: TABLE,
    depth: TABLE,
    levelSpacing: SPACING,
    terrain: L.terrain,
    figures: L.figures,
  };
}

/** The yard's two clear lanes through the middle, 6" wide, along x and along z. */
function inLane(r: Rect): boolean {
  return overlaps(r, rect(15, 0, 21, TABLE)) || overlaps(r, rect(0, 15, TABLE, 21));
}

function clampToTable(r: Rect): Rect {
  return rect(Math.max(0, r.x0), Math.max(0, r.z0), Math.min(TABLE, r.x1), Math.min(TABLE, r.z1));
}

// ---------------------------------------------------------------------------------------------------------
// Sample: dense three-level wreck

const CELL = 6;
const CELLS = TABLE / CELL;

type Cell = 'deck' | 'hole' | 'gap';

interface Hole {
  readonly level: 1 | 2;
  readonly r: Rect;
}

const SIDES = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
] as const;

function denseWreck(): BoardIn {
  const rng = new Rng(WRECK_SEED);
  const L = new Layout(rng);
  const prefix = { 1: 'top', 2: 'mids', 3: 'sink' } as const;

  // Deck plans on a 6" grid: two shafts open from Topside to The Sink, other gaps and holes at random.
  const plan: Record<1 | 2, Cell[][]> = { 1: [], 2: [] };
  for (const level of [1, 2] as const) {
    for (let j = 0; j < CELLS; j++) {
      const row: Cell[] = [];
      for (let i = 0; i < CELLS; i++) {
        row.push(rng.chance(level === 1 ? 0.14 : 0.12) ? 'gap' : rng.chance(0.13) ? 'hole' : 'deck');
      }
      plan[level].push(row);
    }
  }
  for (let shaft = 0; shaft < 2; shaft++) {
    const i = rng.int(1, CELLS - 2);
    const j = rng.int(shaft * 3, shaft * 3 + 2);
    setCell(plan[1], i, j, 'gap');
    setCell(plan[2], i, j, 'gap');
  }

  // Decks: runs of whole cells along each row, and four plates around each hole.
  const holes: Hole[] = [];
  for (const level of [1, 2] as const) {
    for (let j = 0; j < CELLS; j++) {
      let runStart = -1;
      for (let i = 0; i <= CELLS; i++) {
        const cell = i < CELLS ? cellAt(plan[level], i, j) : 'gap';
        if (cell === 'deck') {
          if (runStart < 0) runStart = i;
          continue;
        }
        if (runStart >= 0) {
          L.deck(
            L.numberedId(`${prefix[level]}-deck`),
            'floor',
            level,
            rect(runStart * CELL, j * CELL, i * CELL, (j + 1) * CELL),
          );
          runStart = -1;
        }
        if (cell !== 'hole') continue;
        const [x0, z0] = [i * CELL, j * CELL];
        const [hx, hz] = [x0 + rng.int(1, 3), z0 + rng.int(1, 3)];
        const plates = [
          rect(x0, z0, x0 + CELL, hz),
          rect(x0, hz + 2, x0 + CELL, z0 + CELL),
          rect(x0, hz, hx, hz + 2),
          rect(hx + 2, hz, x0 + CELL, hz + 2),
        ];
        for (const plate of plates) L.deck(L.numberedId(`${prefix[level]}-plate`), 'platform', level, plate);
        holes.push({ level, r: rect(hx, hz, hx + 2, hz + 2) });
      }
    }
  }

  // Corridors: walls along three grid lines per level, some with a door in the middle. On the upper levels a
  // wall only runs where there is deck on both sides.
  let doors = 0;
  for (const level of [3, 2, 1] as const) {
    const lines = rng.shuffle([1, 2, 3, 4, 5]);
    const alongX = rng.chance(0.5);
    const vertical = lines.slice(0, alongX ? 2 : 1);
    const horizontal = rng.shuffle([1, 2, 3, 4, 5]).slice(0, alongX ? 1 : 2);
    const wallHeight = level === 1 ? 2.5 : SPACING - SLAB;
    const segments: { r: (a: number, b: number) => Rect; cells: [number, number][] }[] = [];
    for (const i of vertical) {
      for (let j = 0; j < CELLS; j++) {
        segments.push({
          r: (a, b) => rect(i * CELL - 0.25, j * CELL + a, i * CELL + 0.25, j * CELL + b),
          cells: [
            [i - 1, j],
            [i, j],
          ],
        });
      }
    }
    for (const j of horizontal) {
      for (let i = 0; i < CELLS; i++) {
        segments.push({
          r: (a, b) => rect(i * CELL + a, j * CELL - 0.25, i * CELL + b, j * CELL + 0.25),
          cells: [
            [i, j - 1],
            [i, j],
          ],
        });
      }
    }
    for (const seg of segments) {
      if (level !== 3 && seg.cells.some(([ci, cj]) => cellAt(plan[level], ci, cj) === 'gap')) continue;
      const roll = rng.float();
      if (roll < 0.3) continue;
      const parts: [number, number, TerrainKind][] =
        roll < 0.72
          ? [[0.25, 5.75, 'wall']]
          : [
              [0.25, 2, 'wall'],
              [2, 4, 'door'],
              [4, 5.75, 'wall'],
            ];
      for (const [a, b, kind] of parts) {
        const r = seg.r(a, b);
        if (!L.onFloor(level, r) || !L.clear(level, r, 0)) continue;
        if (kind === 'door') {
          doors++;
          L.add(L.numberedId(`${prefix[level]}-door`), 'door', level, r, wallHeight, {
            open: doors % 2 === 1,
          });
        } else {
          L.add(L.numberedId(`${prefix[level]}-wall`), 'wall', level, r, wallHeight);
        }
      }
    }
  }

  // Between the levels: in each gap cell a ramp, a ladder or a climbable face against a neighbouring deck;
  // a ladder in each hole.
  for (const upper of [2, 1] as const) {
    const lower = (upper + 1) as 2 | 3;
    for (let j = 0; j < CELLS; j++) {
      for (let i = 0; i < CELLS; i++) {
        if (cellAt(plan[upper], i, j) !== 'gap') continue;
        const choice = rng.pick(['ramp', 'ladder', 'climbable', 'ramp'] as const);
        for (const [dx, dz] of rng.shuffle(SIDES)) {
          if (!L.onFloor(upper, edgeStrip(i, j, dx, dz))) continue;
          const r = connectorRect(i, j, dx, dz, choice, rng);
          if (!L.onFloor(lower, r) || !L.clear(lower, r, 0.5) || L.headroom(lower, r) < SPACING) continue;
          const kind: TerrainKind = choice;
          L.add(L.numberedId(`${prefix[lower]}-${choice}`), kind, lower, r, SPACING);
          break;
        }
      }
    }
  }
  for (const hole of holes) {
    const lower = (hole.level + 1) as 2 | 3;
    const { x0, z0, x1, z1 } = hole.r;
    const options = rng.shuffle([
      rect(x0 + 0.5, z0, x0 + 1.5, z0 + 0.5),
      rect(x0 + 0.5, z1 - 0.5, x0 + 1.5, z1),
      rect(x0, z0 + 0.5, x0 + 0.5, z0 + 1.5),
      rect(x1 - 0.5, z0 + 0.5, x1, z0 + 1.5),
    ]);
    const spot = options.find((r) => L.onFloor(lower, r) && L.clear(lower, r, 0.25));
    if (spot !== undefined) L.add(L.numberedId(`${prefix[lower]}-ladder`), 'ladder', lower, spot, SPACING);
  }

  // Airlocks at the table edges: two on The Sink, one in The Mids, one on Topside.
  const airlocks: [BoardLevel, 'west' | 'east' | 'north' | 'south'][] = [
    [3, 'west'],
    [3, 'south'],
    [2, 'east'],
    [1, 'north'],
  ];
  for (const [level, edge] of airlocks) {
    const spots = rng.shuffle([1.5, 4.5, 7.5, 10.5, 13.5, 16.5, 19.5, 22.5, 25.5, 28.5, 31.5, 34.5]);
    const spot = spots
      .map((c) => edgeRect(edge, c))
      .find((r) => L.onFloor(level, r) && L.clear(level, r, 0.75) && L.headroom(level, r) >= 2.5);
    if (spot === undefined) throw new Error(`no room for an airlock on the ${edge} edge`);
    L.add(L.numberedId(`${prefix[level]}-airlock`), 'airlock', level, spot, level === 1 ? 3 : 2.5, {
      open: false,
    });
  }

  // Hazards (four different ones) and salvage (two in The Sink, two in The Mids, one on Topside).
  const hazards: [BoardLevel, string, number, number, number][] = [
    [3, 'acid-pool', 1, 2.5, 0.1],
    [2, 'waste-chute', 2, 2, 0.5],
    [2, 'metal-press', 3, 2, 2],
    [1, 'dark-engine', 8, 2, 1.5],
  ];
  for (const [level, name, hazard, size, h] of hazards) {
    const piece = L.place(
      `${prefix[level]}-${name}`,
      'hazard-site',
      level,
      { w: [size, size], d: [size, size], h: [h, h] },
      {
        hazard,
        cover: h >= 1,
      },
    );
    if (piece === null) throw new Error(`no room for ${name}`);
  }
  for (const level of [3, 3, 2, 2, 1] as const) {
    const piece = L.place(
      `${prefix[level]}-salvage`,
      'salvage-site',
      level,
      { w: [1.5, 2], d: [1.5, 2], h: [0.5, 1] },
      {
        salvage: 4,
      },
    );
    if (piece === null) throw new Error('no room for a salvage site');
  }

  // Dressing, round the levels in turn until the wreck holds WRECK_PIECES pieces: bulkheads, cover crates,
  // loose junk, debris and (in The Sink) fused wreckage nobody gets through.
  const dressing: [string, TerrainKind, Size, Extra][] = [
    ['bulkhead', 'block', { w: [2, 3.5], d: [0.75, 1.25], h: [2.5, 2.5] }, {}],
    ['crate', 'block', { w: [1, 2], d: [1, 1.5], h: [1.25, 1.75] }, { blocksLos: false, cover: true }],
    ['junk', 'small-obstacle', { w: [0.5, 1.25], d: [0.5, 1.25], h: [0.5, 1] }, {}],
    ['debris', 'difficult', { w: [2, 4], d: [1.5, 3], h: [0.1, 0.1] }, {}],
    ['junk', 'small-obstacle', { w: [0.5, 1.25], d: [0.5, 1.25], h: [0.5, 1] }, {}],
    ['crate', 'block', { w: [1, 2], d: [1, 1.5], h: [1.25, 1.75] }, { blocksLos: false, cover: true }],
  ];
  let turn = 0;
  let misses = 0;
  while (L.terrain.length < WRECK_PIECES && misses < 60) {
    const level = ([3, 2, 1] as const)[turn % 3] ?? 3;
    const [name, kind, size, extra] =
      level === 3 && turn % 27 === 0
        ? (['wreckage', 'impassable', { w: [2, 3], d: [2, 3], h: [2.5, 2.5] }, {}] as const)
        : (dressing[Math.floor(turn / 3) % dressing.length] ?? [
            'junk',
            'small-obstacle',
            { w: [1, 1], d: [1, 1], h: [1, 1] },
            {},
          ]);
    const piece = L.place(`${prefix[level]}-${name}`, kind, level, size, extra, { margin: 1 });
    if (piece === null) misses++;
    turn++;
  }

  // Twelve crew deployed on Topside, eighteen hostiles in The Mids and The Sink.
  const crewNames = [
    'Boss Idra Vane',
    'Cutter Pell',
    'Rigger Anse',
    'Hauler Bly',
    'Welder Soren',
    'Lamp Tesk',
    'Tapper Moll',
    'Gauger Fenn',
    'Sounder Cray',
    'Prybar Ulla',
    'Spanner Dov',
    'Winch Ketta',
  ];
  crewNames.forEach((name, i) => {
    L.figure({
      id: `crew-${i + 1}`,
      name,
      side: 'crew',
      level: 1,
      unitCard: i === 0 ? 'sample-foreman' : 'sample-scrapper',
    });
  });
  for (let i = 0; i < 18; i++) {
    L.figure({
      id: `grub-${i + 1}`,
      name: `Bilge Grub ${i + 1}`,
      side: 'hostile',
      level: i < 10 ? 2 : 3,
      unitCard: 'sample-bilge-grub',
    });
  }

  return {
    id: WRECK_ID,
    name: 'Sample: dense three-level wreck',
    description:
      'Sample board, original to this project. A gutted hull three decks deep: Topside and The Mids are ' +
      'plated decks with shafts and holes down to The Sink, corridors of walls and doors run on every level, ' +
      'ramps, ladders and climbable pipe banks join them, airlocks sit at the edges, hazards and salvage wait ' +
      'at every depth, and thirty figures (twelve crew on Topside, eighteen hostiles below) stress-test sight ' +
      'and movement.',
    width: TABLE,
    depth: TABLE,
    levelSpacing: SPACING,
    terrain: L.terrain,
    figures: L.figures,
  };
}

function cellAt(grid: Cell[][], i: number, j: number): Cell {
  return grid[j]?.[i] ?? 'gap';
}

function setCell(grid: Cell[][], i: number, j: number, cell: Cell): void {
  const row = grid[j];
  if (row !== undefined && i >= 0 && i < row.length) row[i] = cell;
}

/** A thin strip of the neighbouring cell (dx, dz) along its shared edge with cell (i, j). */
function edgeStrip(i: number, j: number, dx: number, dz: number): Rect {
  const [x0, z0] = [i * CELL, j * CELL];
  if (dx === 1) return rect(x0 + CELL, z0, x0 + CELL + 0.5, z0 + CELL);
  if (dx === -1) return rect(x0 - 0.5, z0, x0, z0 + CELL);
  if (dz === 1) return rect(x0, z0 + CELL, x0 + CELL, z0 + CELL + 0.5);
  return rect(x0, z0 - 0.5, x0 + CELL, z0);
}

/** A connector inside gap cell (i, j), against its edge toward (dx, dz). */
function connectorRect(
  i: number,
  j: number,
  dx: number,
  dz: number,
  kind: 'ramp' | 'ladder' | 'climbable',
  rng: Rng,
) {
  const [x0, z0] = [i * CELL, j * CELL];
  const across = kind === 'ramp' ? 2 : kind === 'ladder' ? 1 : 3;
  const along = kind === 'ramp' ? CELL : kind === 'ladder' ? 0.5 : 1;
  const c = rng.quarter(0.5 + across / 2, CELL - 0.5 - across / 2);
  if (dx !== 0) {
    const xa = dx === 1 ? x0 + CELL - along : x0;
    return rect(xa, z0 + c - across / 2, xa + along, z0 + c + across / 2);
  }
  const za = dz === 1 ? z0 + CELL - along : z0;
  return rect(x0 + c - across / 2, za, x0 + c + across / 2, za + along);
}

/** A 3" airlock against a table edge, centred at `c` along it. */
function edgeRect(edge: 'west' | 'east' | 'north' | 'south', c: number): Rect {
  if (edge === 'west') return rect(0, c - 1.5, 1, c + 1.5);
  if (edge === 'east') return rect(TABLE - 1, c - 1.5, TABLE, c + 1.5);
  if (edge === 'north') return rect(c - 1.5, 0, c + 1.5, 1);
  return rect(c - 1.5, TABLE - 1, c + 1.5, TABLE);
}

// ---------------------------------------------------------------------------------------------------------
// Checks against the board kernels

/** What is wrong with a parsed board's figures and pieces, in words; empty when nothing is. */
function boardProblems(board: Board & { id: string }): string[] {
  const problems: string[] = [];
  const spacing = board.levelSpacing;
  const where = (what: string) => `${board.id}: ${what}`;
  const decks = board.terrain.filter(isDeck);
  const deckOf = (level: number, x: number, z: number) =>
    decks.some((d) => d.level === level && rectDistance(terrainBox(d, spacing), x, z) <= 1e-9);

  for (const f of board.figures) {
    const floor = levelFloorY(f.level, spacing);
    const r = f.baseDiameter / 2;
    for (const [x, z] of rimPoints(f.x, f.z, r)) {
      const support = supportBelow(board, x, z, floor);
      if (support === null || Math.abs(support.y - floor) > 1e-6 || support.level !== f.level) {
        problems.push(
          where(
            `figure ${f.id} has no ${LEVEL_NAMES[f.level]} floor under (${x.toFixed(2)}, ${z.toFixed(2)})`,
          ),
        );
        break;
      }
      if (f.level !== 3 && !deckOf(f.level, x, z)) {
        problems.push(
          where(
            `figure ${f.id} is not over a ${LEVEL_NAMES[f.level]} deck at (${x.toFixed(2)}, ${z.toFixed(2)})`,
          ),
        );
        break;
      }
    }
    for (const p of board.terrain) {
      if (!isSolid(p) && !isDeck(p)) continue;
      const box = terrainBox(p, spacing);
      if (
        box.maxY > floor + 1e-6 &&
        box.minY < floor + f.height - 1e-6 &&
        rectDistance(box, f.x, f.z) < r - 1e-6
      ) {
        problems.push(where(`figure ${f.id} stands inside ${p.kind} ${p.id}`));
      }
    }
  }
  board.figures.forEach((a, i) => {
    for (const b of board.figures.slice(i + 1)) {
      const ya = levelFloorY(a.level, spacing);
      const yb = levelFloorY(b.level, spacing);
      const stacked = ya < yb + b.height && yb < ya + a.height;
      if (stacked && Math.hypot(a.x - b.x, a.z - b.z) < (a.baseDiameter + b.baseDiameter) / 2 - 1e-6) {
        problems.push(where(`figures ${a.id} and ${b.id} overlap`));
      }
    }
  });
  for (const p of board.terrain) {
    const box = terrainBox(p, spacing);
    if (
      box.minX < -1e-9 ||
      box.minZ < -1e-9 ||
      box.maxX > board.width + 1e-9 ||
      box.maxZ > board.depth + 1e-9
    ) {
      problems.push(where(`${p.kind} ${p.id} hangs over the table edge`));
    }
    if (p.level !== 3 && !isDeck(p)) {
      const corners: [number, number][] = [
        [box.minX, box.minZ],
        [box.maxX, box.minZ],
        [box.minX, box.maxZ],
        [box.maxX, box.maxZ],
        [p.x, p.z],
      ];
      if (!corners.every(([x, z]) => deckOf(p.level, x, z))) {
        problems.push(where(`${p.kind} ${p.id} is not standing on a ${LEVEL_NAMES[p.level]} deck`));
      }
    }
    if (!isSolid(p)) continue;
    for (const d of decks) {
      if (d.level >= p.level) continue;
      const slab = terrainBox(d, spacing);
      const inside =
        box.minX < slab.maxX - 1e-9 &&
        slab.minX < box.maxX - 1e-9 &&
        box.minZ < slab.maxZ - 1e-9 &&
        slab.minZ < box.maxZ - 1e-9 &&
        box.maxY > slab.minY + 1e-9;
      if (inside) problems.push(where(`${p.kind} ${p.id} pokes into deck ${d.id}`));
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------------------

/** Level by level: how many pieces, and which figures. */
function summary(board: BoardIn): string {
  const lines = [`${board.id}: ${board.terrain.length} pieces, ${board.figures.length} figures`];
  for (const level of [1, 2, 3] as const) {
    const pieces = board.terrain.filter((p) => p.level === level);
    const kinds = new Map<string, number>();
    for (const p of pieces) kinds.set(p.kind, (kinds.get(p.kind) ?? 0) + 1);
    const figures = board.figures.filter((f) => f.level === level);
    const sides = new Map<string, number>();
    for (const f of figures) sides.set(f.side, (sides.get(f.side) ?? 0) + 1);
    lines.push(
      `  ${level} ${LEVEL_NAMES[level]}: ${pieces.length} pieces (${[...kinds].map(([k, n]) => `${n} ${k}`).join(', ')}); ` +
        `figures: ${[...sides].map(([s, n]) => `${n} ${s}`).join(', ') || 'none'}`,
    );
  }
  return lines.join('\n');
}

function main(): void {
  const boards = [salvageYard(), denseWreck()];
  const problems: string[] = [];
  for (const board of boards) {
    const parsed = boardSchema.safeParse(board);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((i) => `${board.id} at ${i.path.join('.')}: ${i.message}`));
      continue;
    }
    problems.push(...boardProblems(parsed.data));
    console.log(summary(board));
  }
  if (problems.length > 0) throw new Error(`the generated boards break the rules:\n${problems.join('\n')}`);
  const text = `${JSON.stringify({ schemaVersion: 1, boards }, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    let onDisk = '';
    try {
      onDisk = readFileSync(OUT, 'utf8');
    } catch {
      // missing: reported below
    }
    if (onDisk !== text)
      throw new Error(`${OUT} is not what the seeds give; run npx tsx scripts/gen/boards.ts`);
    console.log(`${OUT} is up to date`);
    return;
  }
  writeFileSync(OUT, text);
  console.log(`wrote ${OUT}`);
}

main();
