import { parseCell, type Cell, type Command, type Operand } from './cells';
import { normaliseCgmText, parseCoordinate, showCoordinate } from './coordinates';

/**
 * A CGM sheet as the editor draws it: its columns left to right and its rows top to bottom, each cell with
 * what the author typed, what it reads as and — for a cell that does not read — the reader's sentence. The
 * book prints a zero with a stroke, so the grid does too (Ø), and the letter O stays a plain O.
 */

/** Rows and columns run through these characters, in this order (the digits first, then the letters). */
export const AXIS_ORDER = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** How a cell reads, for its colour in the grid (the book prints red, green, blue and black cells). */
export type GridCellKind = 'empty' | 'stop' | 'jump' | 'command' | 'end' | 'bad';

export interface GridCell {
  /** The coordinate key (`1BA`: sheet, column, row). */
  readonly key: string;
  /** The text in the content notation, as typed ('' for an empty cell). */
  readonly text: string;
  readonly kind: GridCellKind;
  /** What the grid prints: the notation with zeros in coordinates drawn Ø. */
  readonly label: string;
  /** The reader's sentence for a cell that does not read, else null. */
  readonly error: string | null;
}

export interface SheetGrid {
  readonly number: number;
  readonly columns: readonly string[];
  readonly rows: readonly string[];
  /** Cells by row, then column, in the order of `rows` and `columns`. */
  readonly cells: readonly (readonly GridCell[])[];
}

/** The content form of a sheet as the grid reads it. */
export interface SheetText {
  readonly number: number;
  readonly columns: string;
  readonly cells: Readonly<Record<string, string>>;
}

/** A row's or a column's character as the book prints it: a zero with its stroke. */
export function showAxis(char: string): string {
  return char === '0' ? 'Ø' : char;
}

function showOperand(o: Operand): string {
  return o.kind === 'number' ? String(o.value) : o.name;
}

function showCommand(c: Command): string {
  switch (c.kind) {
    case 'compare':
      return `${showOperand(c.left)}${c.op}${showOperand(c.right)}`;
    case 'modify':
      return `${c.target}${c.op}${showOperand(c.by)}`;
    case 'event':
      return `!${c.id.replace(/0/g, 'Ø')}`;
    case 'random':
      return `%${c.atLeast}`;
  }
}

/** A cell as the grid prints it (red coordinates with `#`, zeros in coordinates and event ids as Ø). */
export function cellLabel(cell: Cell): string {
  switch (cell.kind) {
    case 'stop':
      return `#${showCoordinate(cell.to)}`;
    case 'jump':
      return showCoordinate(cell.to);
    case 'end':
      return '/';
    case 'command':
      return showCommand(cell.command);
  }
}

/** A typed cell read: empty, read (its kind and label), or bad (the reader's sentence). */
export function readCellText(key: string, text: string): GridCell {
  if (text.trim() === '') return { key, text: '', kind: 'empty', label: '', error: null };
  const cell = parseCell(text);
  if ('error' in cell) return { key, text, kind: 'bad', label: text.trim(), error: cell.error };
  return { key, text, kind: cell.kind, label: cellLabel(cell), error: null };
}

/** A cell's key inside its sheet (`BA`) from a coordinate key (`1BA`). */
export function placeInSheet(key: string): { readonly sheet: number; readonly at: string } | null {
  const c = parseCoordinate(key);
  return 'error' in c ? null : { sheet: c.sheet, at: `${c.column}${c.row}` };
}

/** The characters of a sheet's column list, as the reader takes them (capitals, Ø read as 0). */
export function sheetColumns(columns: string): string[] {
  // Columns are single ASCII characters (0–9, A–Z); anything else is named by the reader.
  return Array.from(normaliseCgmText(columns));
}

function byAxis(a: string, b: string): number {
  return AXIS_ORDER.indexOf(a) - AXIS_ORDER.indexOf(b);
}

/**
 * The grid of a sheet: its columns, and the rows its cells use plus `alsoRows` (the row of a cell the
 * author is about to fill), in book order. Cells whose key names no column of the sheet are left out of the
 * grid (the validator names them).
 */
export function sheetGrid(sheet: SheetText, alsoRows: readonly string[] = []): SheetGrid {
  const columns = sheetColumns(sheet.columns).filter((c, i, all) => all.indexOf(c) === i);
  const typed = new Map<string, string>();
  const rows = new Set<string>();
  for (const [at, text] of Object.entries(sheet.cells)) {
    const key = normaliseCgmText(at);
    if (key.length !== 2) continue;
    typed.set(key, text);
    rows.add(key[1] ?? '');
  }
  for (const row of alsoRows) if (AXIS_ORDER.includes(row) && row !== '') rows.add(row);
  const ordered = [...rows].filter((r) => AXIS_ORDER.includes(r)).sort(byAxis);
  return {
    number: sheet.number,
    columns,
    rows: ordered,
    cells: ordered.map((row) =>
      columns.map((column) =>
        readCellText(`${sheet.number}${column}${row}`, typed.get(`${column}${row}`) ?? ''),
      ),
    ),
  };
}
