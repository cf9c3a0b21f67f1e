import type { LocationKind } from '../../content/schemas/location';
import type { DropGrid } from '../../content/schemas/treasure';
import { divinationShift } from '../kraken/psi';
import type { RollNeed } from '../kraken/rolls';
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
} from '../kraken/spoils';

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

/** The drop after a step (null once it is over), what it gave and the line for the log. */
export interface TileDropStep {
  readonly drop: TileDrop | null;
  readonly gains: readonly TileDropGain[];
  readonly line: string;
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
      line: `Treasure of grade ${drop.grade}: a stimpack is taken.`,
    };
  const credits = firstChoiceCredits(drop.grade, choice);
  return {
    drop: next,
    gains: [{ kind: 'credits', credits }],
    line: `Treasure of grade ${drop.grade}: ${credits} credits are taken.`,
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

/** Reading: a table without a column for this location and grade pays cash rather than stopping the game. */
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
  const none = { drop, gains: [], line: '' };
  switch (drop.stage) {
    case 'd20': {
      const d20 = lootShift === 0 ? face : divinationShift(face, lootShift);
      const kind = readTable(content, drop.grade, d20);
      const shifted =
        lootShift === 0
          ? ''
          : ` (rolled ${face}, PSI Divination ${lootShift > 0 ? '+' : '−'}${Math.abs(lootShift)})`;
      const said = `Treasure d20: ${d20}${shifted} — ${kind}.`;
      if (drop.prototype) {
        if (!prototypeBaseFound(kind))
          return { drop, gains: [], line: `${said} A prototype needs an item or weapon: roll again.` };
        return {
          drop: { ...drop, drop: kind, stage: 'row' },
          gains: [],
          line: `${said} It becomes a prototype.`,
        };
      }
      switch (kind) {
        case 'cash':
          return { drop: { ...drop, stage: 'cash' }, gains: [], line: said };
        case 'item':
        case 'weapon':
          return { drop: { ...drop, drop: kind, stage: 'row' }, gains: [], line: said };
        case 'prototype':
          return { drop: { ...drop, prototype: true }, gains: [], line: `${said} Roll again for its base.` };
        case 'ammo': {
          const options = ammoDropOptions(drop.grade);
          if (options.length === 1)
            return {
              drop: null,
              gains: [{ kind: 'ammo', grade: drop.grade, magazines: 1 }],
              line: `${said} One magazine of grade ${drop.grade}.`,
            };
          return { drop: { ...drop, stage: 'ammo' }, gains: [], line: said };
        }
      }
      return none;
    }
    case 'cash': {
      const credits = extraCash(content.table, drop.grade, face);
      return {
        drop: null,
        gains: [{ kind: 'credits', credits }],
        line: `Extra cash: rolled ${face}, ${credits} credits.`,
      };
    }
    case 'row': {
      const row = gridRowOf(content.grids, drop, face);
      const kind = drop.drop ?? 'item';
      if (row === null)
        return {
          drop: null,
          gains: [{ kind, grade: drop.grade, row: face, id: null, prototype: drop.prototype }],
          line: `Row ${face} of the grade ${drop.grade} ${kind} list.`,
        };
      return {
        drop: { ...drop, row: face, stage: 'pick' },
        gains: [],
        line: `Row ${face}: ${row.left} or ${row.right}.`,
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
    line: `${id} is taken${drop.prototype ? ' as a prototype' : ''}.`,
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
        line: `One magazine for a grade ${drop.grade} weapon.`,
      }
    : {
        drop: null,
        gains: [{ kind: 'ammo', grade: drop.grade, magazines: 2 }],
        line: `Two magazines for weapons below grade ${drop.grade}.`,
      };
}
