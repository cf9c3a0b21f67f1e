/**
 * Each terrain piece's box and role, worked out once per terrain list instead of on every walk: a mission
 * board is walked dozens of times per ChoiceBar listing (each move offer, each check), and allocating 200
 * boxes per walk was a large share of its cost and garbage.
 *
 * Only a frozen terrain list is remembered: a frozen list cannot gain or lose pieces, and the one who froze
 * it (the salvage mission board) promises its pieces are values too. Any other list is worked out afresh, so
 * an editor that changes a board in place is never served a stale box.
 */
import { isDeck, isImpassable, isSolid, terrainBox } from './terrain';
import type { Board, Box, Level, TerrainPiece } from './types';

/** What a piece is to a walker: a deck, an impassable block, a solid to step over, difficult ground. */
export type GroundRole = 'deck' | 'blocked' | 'solid' | 'difficult' | null;

export interface IndexedPiece {
  readonly piece: TerrainPiece;
  readonly box: Box;
  readonly role: GroundRole;
}

interface TerrainIndex {
  readonly all: readonly IndexedPiece[];
  readonly byLevel: ReadonlyMap<Level, readonly IndexedPiece[]>;
}

const indexes = new WeakMap<readonly TerrainPiece[], Map<number, TerrainIndex>>();

function roleOf(piece: TerrainPiece): GroundRole {
  if (isDeck(piece)) return 'deck';
  if (isImpassable(piece)) return 'blocked';
  if (isSolid(piece)) return 'solid';
  return piece.kind === 'difficult' ? 'difficult' : null;
}

function entries(terrain: readonly TerrainPiece[], spacing: number, level: Level | null): IndexedPiece[] {
  const out: IndexedPiece[] = [];
  for (const piece of terrain) {
    if (level !== null && piece.level !== level) continue;
    out.push({ piece, box: terrainBox(piece, spacing), role: roleOf(piece) });
  }
  return out;
}

function indexOf(terrain: readonly TerrainPiece[], spacing: number): TerrainIndex {
  let bySpacing = indexes.get(terrain);
  if (bySpacing === undefined) {
    bySpacing = new Map();
    indexes.set(terrain, bySpacing);
  }
  const known = bySpacing.get(spacing);
  if (known !== undefined) return known;
  const all = entries(terrain, spacing, null);
  const byLevel = new Map<Level, IndexedPiece[]>();
  for (const entry of all) {
    const list = byLevel.get(entry.piece.level);
    if (list === undefined) byLevel.set(entry.piece.level, [entry]);
    else list.push(entry);
  }
  const index = { all, byLevel };
  bySpacing.set(spacing, index);
  return index;
}

/** The board's pieces (those of one level, or all when `level` is null) with their boxes, in board order. */
export function indexedPieces(board: Board, level: Level | null): readonly IndexedPiece[] {
  if (!Object.isFrozen(board.terrain)) return entries(board.terrain, board.levelSpacing, level);
  const index = indexOf(board.terrain, board.levelSpacing);
  return level === null ? index.all : (index.byLevel.get(level) ?? []);
}
