import { parseCell, type Cell } from './cells';
import { parseCoordinate } from './coordinates';

/**
 * The CGM sheets as the kernel reads them: each sheet's cells by column and row, and what the kernel needs
 * to know of each event (whether it offers an A/B choice, whether it may wait on STANDBY). The texts, the
 * effects and the sheets' contents are content (a pack); the player never sees a sheet.
 */
export interface CgmSheet {
  readonly number: number;
  /** The sheet's columns, left to right ("the blue cell on its right" is the next one in this order). */
  readonly columns: string;
  /** Cells by `column + row` (e.g. "HC"). */
  readonly cells: ReadonlyMap<string, Cell>;
}

export interface CgmEventInfo {
  readonly id: string;
  /** The event asks the player to pick option A (first blue cell) or B (second). */
  readonly choice: boolean;
  /** STANDBY: the player may leave it waiting and take it up at a later activation, or never. */
  readonly standby: boolean;
}

export interface CgmBook {
  readonly sheets: ReadonlyMap<number, CgmSheet>;
  readonly events: ReadonlyMap<string, CgmEventInfo>;
}

/** The content form of a sheet: cells in the notation of `parseCell`. */
export interface CgmSheetText {
  readonly number: number;
  readonly columns: string;
  readonly cells: Readonly<Record<string, string>>;
}

/** A sheet typed by a book owner, read; every bad cell named. */
export function readSheet(text: CgmSheetText): CgmSheet | { readonly errors: readonly string[] } {
  const errors: string[] = [];
  const columns = text.columns.toUpperCase();
  if (columns.length === 0 || !/^[0-9A-Z]+$/.test(columns))
    errors.push(`Sheet ${text.number}: the columns must be characters from 0–9 and A–Z.`);
  if (new Set(columns).size !== columns.length)
    errors.push(`Sheet ${text.number}: a column is listed twice.`);
  const cells = new Map<string, Cell>();
  for (const [at, content] of Object.entries(text.cells)) {
    const where = parseCoordinate(`${text.number}${at}`);
    if ('error' in where) {
      errors.push(
        `Sheet ${text.number}, cell “${at.slice(0, 10)}”: a cell is named by its column and row, as in HC.`,
      );
      continue;
    }
    if (!columns.includes(where.column)) {
      errors.push(
        `Sheet ${text.number}, cell ${at}: column ${where.column} is not one of the sheet's columns.`,
      );
      continue;
    }
    const cell = parseCell(content);
    if ('error' in cell) errors.push(`Sheet ${text.number}, cell ${at}: ${cell.error}`);
    else cells.set(`${where.column}${where.row}`, cell);
  }
  return errors.length > 0 ? { errors } : { number: text.number, columns, cells };
}

/** The cell at a coordinate key ("3HC"), or undefined where the sheet or the cell does not exist. */
export function cellAt(book: CgmBook, key: string): Cell | undefined {
  const c = parseCoordinate(key);
  if ('error' in c) return undefined;
  return book.sheets.get(c.sheet)?.cells.get(`${c.column}${c.row}`);
}

/**
 * The coordinate keys of the blue cells right of a command cell: the next column, then the one after
 * (undefined where the sheet has no such column).
 */
export function blueCells(book: CgmBook, key: string): readonly [string | undefined, string | undefined] {
  const c = parseCoordinate(key);
  if ('error' in c) return [undefined, undefined];
  const sheet = book.sheets.get(c.sheet);
  if (sheet === undefined) return [undefined, undefined];
  const i = sheet.columns.indexOf(c.column);
  const at = (j: number): string | undefined => {
    const col = i < 0 ? undefined : sheet.columns[j];
    return col === undefined ? undefined : `${c.sheet}${col}${c.row}`;
  };
  return [at(i + 1), at(i + 2)];
}
