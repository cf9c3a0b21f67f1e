import type { LocationKind } from '../../../content/schemas/location';
import type { DropGrid } from '../../../content/schemas/treasure';
import { divinationShift } from '../crew/psi';
import type { RollNeed } from '../crew/rolls';
import {
  ammoDropOptions,
  equipmentDropRoll,
  extraCash,
  extraCashRoll,
  firstChoiceCredits,
  lookupTreasure,
  prototypeBaseFound,
  treasureGrade,
  treasureRoll,
  type FirstChoice,
  type TreasureDropKind,
  type TreasureTable,
} from '../groundCombat/spoils';

/**
 * A treasure tile's drop played step by step (kraken.treasure-tile, kraken.treasure-drops): the free
 * stimpack or credits, the d20 on the treasure table's column for the location kind, then the extra cash
 * die, the d6 row of the drop grid and its left or right piece, or the ammo choice. A prototype rolls the
 * d20 again until an item or a weapon comes up, and is noted as a prototype (its effect is the player's to
 * look up). The same spoils rules as after a ground combat; no state beyond this record.
 */

export type TileDropStage = 'choice' | 'd20' | 'cash' | 'row' | 'pick' | 'ammo';

export interface TileDrop {
  readonly mapNumber: number;
  readonly key: string;
  readonly grade: number;
  readonly stage: TileDropStage;
  readonly drop: 'item' | 'weapon' | null;
  readonly prototype: boolean;
  /** The d6 row thrown, while its piece is picked. */
  readonly row: number | null;
}

/** What one step of the drop gives the team. */
export type TileDropGain =
  | { readonly kind: 'credits'; readonly credits: number }
  | { readonly kind: 'stimpack'; readonly grade: number }
  | {
      readonly kind: 'weapon' | 'item';
      readonly grade: number;
      readonly row: number;
      /** The piece taken; null when the pack gives no drop grid of that grade (the player looks it up). */
      readonly id: string | null;
      readonly prototype: boolean;
    }
  | {
      readonly kind: 'ammo';
      readonly grade: number;
      readonly magazines: 1 | 2;
    };

/**
 * What a step of the drop did, as data for the journal (narration words it; the rules keep no sentences).
 * `d20`: the table roll as thrown (`rolled`), the value read after PSI Divination's `shift`, the result on
 * the table and what follows from it.
 */
export type TileDropNote =
  | { readonly kind: 'first-stimpack'; readonly grade: number }
  | { readonly kind: 'first-credits'; readonly grade: number; readonly credits: number }
  | {
      readonly kind: 'd20';
      readonly rolled: number;
      readonly value: number;
      readonly shift: number;
      readonly result: TreasureDropKind;
      /** A prototype's base roll that found no item or weapon; a roll that starts a prototype. */
      readonly then: 'reroll-for-base' | 'becomes-prototype' | 'roll-base' | 'one-magazine' | null;
      readonly grade: number;
    }
  | { readonly kind: 'extra-cash'; readonly face: number; readonly credits: number }
  | {
      readonly kind: 'row';
      readonly face: number;
      readonly grade: number;
      readonly list: 'item' | 'weapon';
      /** The row's two pieces; null when the pack has no drop grid of that grade (the player looks it up). */
      readonly pieces: { readonly left: string; readonly right: string } | null;
    }
  | { readonly kind: 'picked'; readonly piece: string; readonly prototype: boolean }
  | { readonly kind: 'ammo'; readonly grade: number; readonly magazines: 1 | 2 };

/** The drop after a step (null once it is over), what it gave and what happened, for the journal. */
export interface TileDropStep {
  readonly drop: TileDrop | null;
  readonly gains: readonly TileDropGain[];
  /** Null for a step that did nothing (a die thrown at a stage that takes none). */
  readonly note: TileDropNote | null;
}

export interface TreasureContent {
  readonly table: TreasureTable;
  readonly locationKind: LocationKind;
  readonly grids: readonly DropGrid[];
}

export function startTileDrop(mapNumber: number, key: string, grade: number): TileDrop {
  return {
    mapNumber,
    key,
    grade: treasureGrade(grade),
    stage: 'choice',
    drop: null,
    prototype: false,
    row: null,
  };
}

/** Before the d20: a free stimpack, or credits equal to the grade. */
export function takeTileFirst(drop: TileDrop, choice: FirstChoice): TileDropStep {
  const next: TileDrop = { ...drop, stage: 'd20' };
  if (choice === 'stimpack')
    return {
      drop: next,
      gains: [{ kind: 'stimpack', grade: drop.grade }],
      note: { kind: 'first-stimpack', grade: drop.grade },
    };
  const credits = firstChoiceCredits(drop.grade, choice);
  return {
    drop: next,
    gains: [{ kind: 'credits', credits }],
    note: { kind: 'first-credits', grade: drop.grade, credits },
  };
}

/** The die the drop waits for (a table roll: every face is a result, so no odds), or null. */
export function tileDropNeed(drop: TileDrop): RollNeed | null {
  switch (drop.stage) {
    case 'd20':
      return treasureRoll(drop.grade);
    case 'cash':
      return extraCashRoll();
    case 'row':
      return equipmentDropRoll(drop.drop ?? 'item', drop.grade);
    default:
      return null;
  }
}

/**
 * Reading (kraken.treasure-tile): a table without a column for this location and grade pays cash rather than
 * stopping the game.
 */
function readTable(content: TreasureContent, grade: number, face: number): TreasureDropKind {
  try {
    return lookupTreasure(content.table, content.locationKind, grade, face);
  } catch {
    return 'cash';
  }
}

export function gridRowOf(
  grids: readonly DropGrid[],
  drop: TileDrop,
  row: number | null = drop.row,
): { readonly left: string; readonly right: string } | null {
  const list = drop.drop === 'weapon' ? 'weapons' : 'items';
  const grid = grids.find((g) => g.list === list && g.grade === drop.grade);
  const found = grid?.rows.find((r) => r.roll === row);
  return found === undefined ? null : { left: found.left, right: found.right };
}

/**
 * The face of the die in hand, applied. `lootShift` is PSI DIVINATION's +3 or −3 (divinationShift, kept on
 * the d20), added to a d20 table roll only; the caller spends it.
 */
export function applyTileDropDie(
  drop: TileDrop,
  content: TreasureContent,
  face: number,
  lootShift = 0,
): TileDropStep {
  const none: TileDropStep = { drop, gains: [], note: null };
  switch (drop.stage) {
    case 'd20': {
      const d20 = lootShift === 0 ? face : divinationShift(face, lootShift);
      const kind = readTable(content, drop.grade, d20);
      const said = (then: Extract<TileDropNote, { kind: 'd20' }>['then']): TileDropNote => ({
        kind: 'd20',
        rolled: face,
        value: d20,
        shift: lootShift,
        result: kind,
        then,
        grade: drop.grade,
      });
      if (drop.prototype) {
        if (!prototypeBaseFound(kind)) return { drop, gains: [], note: said('reroll-for-base') };
        return {
          drop: { ...drop, drop: kind, stage: 'row' },
          gains: [],
          note: said('becomes-prototype'),
        };
      }
      switch (kind) {
        case 'cash':
          return { drop: { ...drop, stage: 'cash' }, gains: [], note: said(null) };
        case 'item':
        case 'weapon':
          return { drop: { ...drop, drop: kind, stage: 'row' }, gains: [], note: said(null) };
        case 'prototype':
          return { drop: { ...drop, prototype: true }, gains: [], note: said('roll-base') };
        case 'ammo': {
          const options = ammoDropOptions(drop.grade);
          if (options.length === 1)
            return {
              drop: null,
              gains: [{ kind: 'ammo', grade: drop.grade, magazines: 1 }],
              note: said('one-magazine'),
            };
          return { drop: { ...drop, stage: 'ammo' }, gains: [], note: said(null) };
        }
      }
      return none;
    }
    case 'cash': {
      const credits = extraCash(content.table, drop.grade, face);
      return {
        drop: null,
        gains: [{ kind: 'credits', credits }],
        note: { kind: 'extra-cash', face, credits },
      };
    }
    case 'row': {
      const row = gridRowOf(content.grids, drop, face);
      const kind = drop.drop ?? 'item';
      if (row === null)
        return {
          drop: null,
          gains: [{ kind, grade: drop.grade, row: face, id: null, prototype: drop.prototype }],
          note: { kind: 'row', face, grade: drop.grade, list: kind, pieces: null },
        };
      return {
        drop: { ...drop, row: face, stage: 'pick' },
        gains: [],
        note: { kind: 'row', face, grade: drop.grade, list: kind, pieces: row },
      };
    }
    default:
      return none;
  }
}

type Refusable = TileDropStep | { readonly refused: string };

/** The player takes the left or the right piece of the row thrown. */
export function pickTileSide(drop: TileDrop, grids: readonly DropGrid[], side: 'left' | 'right'): Refusable {
  const row = drop.stage === 'pick' ? gridRowOf(grids, drop) : null;
  if (row === null)
    return { refused: 'No row of the drop grid is waiting for a pick (kraken.item-weapon-drop).' };
  const id = side === 'left' ? row.left : row.right;
  const kind = drop.drop ?? 'item';
  return {
    drop: null,
    gains: [{ kind, grade: drop.grade, row: drop.row ?? 1, id, prototype: drop.prototype }],
    note: { kind: 'picked', piece: id, prototype: drop.prototype },
  };
}

/** The ammo drop: one magazine of the grade (option 0), or two for weapons below it (option 1). */
export function takeTileAmmo(drop: TileDrop, option: number): Refusable {
  if (drop.stage !== 'ammo') return { refused: 'No ammo drop is waiting for a choice (kraken.ammo-drop).' };
  const chosen = ammoDropOptions(drop.grade)[option];
  if (chosen === undefined) return { refused: 'There is no such ammo choice (kraken.ammo-drop).' };
  return chosen.magazines === 1
    ? {
        drop: null,
        gains: [{ kind: 'ammo', grade: drop.grade, magazines: 1 }],
        note: { kind: 'ammo', grade: drop.grade, magazines: 1 },
      }
    : {
        drop: null,
        gains: [{ kind: 'ammo', grade: drop.grade, magazines: 2 }],
        note: { kind: 'ammo', grade: drop.grade, magazines: 2 },
      };
}
