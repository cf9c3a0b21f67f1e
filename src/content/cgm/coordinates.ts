/**
 * CGM coordinates (Space Kraken §6): a sheet number and two characters, the column and the row — `3HC` is
 * sheet 3, column H, row C. Columns and rows are single characters from 0–9 and A–Z.
 *
 * The book writes a zero with a stroke through it so that it is never read as the letter O, and warns not to
 * confuse the letter I with the digit 1. The parser keeps them apart: a slashed zero (Ø, ø, ∅) is the digit
 * 0, a plain O is always the letter, a 1 is always the digit and an I always the letter. Nothing is guessed.
 */

export interface Coordinate {
  readonly sheet: number;
  readonly column: string;
  readonly row: string;
}

/** The highest sheet number a coordinate may name (a sane bound for typed content). */
export const MAX_SHEET = 999;

/** Slashed zeros as a book owner may type them; each is the digit 0 (never the letter O). */
const SLASHED_ZERO = /[Øø∅⌀]/g;

/** A coordinate's text with slashed zeros read as the digit 0 and letters in capitals. */
export function normaliseCgmText(text: string): string {
  return text.trim().replace(SLASHED_ZERO, '0').toUpperCase();
}

/** `3HC` → { sheet: 3, column: 'H', row: 'C' }; a sentence saying what is wrong otherwise. */
export function parseCoordinate(text: string): Coordinate | { readonly error: string } {
  const t = normaliseCgmText(text);
  const m = /^([0-9]{1,3})([0-9A-Z])([0-9A-Z])$/.exec(t);
  if (m === null)
    return {
      error: `“${text.slice(0, 40)}” is not a CGM coordinate: a sheet number, then a column and a row (0–9 or A–Z), as in 3HC.`,
    };
  const sheet = Number(m[1]);
  if (sheet < 1 || sheet > MAX_SHEET)
    return {
      error: `“${text.slice(0, 40)}” names sheet ${sheet}: sheets are numbered from 1 to ${MAX_SHEET}.`,
    };
  return { sheet, column: m[2] ?? '', row: m[3] ?? '' };
}

/** The key a coordinate is stored under: digits as digits (the display adds the stroke through a zero). */
export function coordinateKey(c: Coordinate): string {
  return `${c.sheet}${c.column}${c.row}`;
}

/** A coordinate as the tracker shows it: a zero drawn as Ø, so it is never taken for the letter O. */
export function showCoordinate(c: Coordinate | string): string {
  const key = typeof c === 'string' ? c : coordinateKey(c);
  return key.replace(/0/g, 'Ø');
}

/**
 * Space Kraken, the LT tile: a new story line starts at a d20 coordinate from 1AA to 1AT (sheet 1, column A,
 * the row the d20 gives: 1 → A … 20 → T).
 */
export function ltStartCoordinate(d20: number): string {
  if (!Number.isInteger(d20) || d20 < 1 || d20 > 20) throw new Error(`Face ${String(d20)} is not on a d20.`);
  return `1A${String.fromCharCode('A'.charCodeAt(0) + d20 - 1)}`;
}
