import {
  AREA_KEY_PATTERN,
  LEGEND_BY_LENGTH,
  SPACE_TOKENS,
  type Direction,
  type MapElementType,
} from './legend';
import type { LegendEntry } from './legend';

/** One element on a cell, read from its code ("E2" → enemy, value 2). */
export interface MapElement {
  readonly type: MapElementType;
  /** The code as written in the map, e.g. "E2", "BOSS?", "AUTON". */
  readonly code: string;
  /** Level, grade or portal number; 'random' for "?". Absent for codes without a value. */
  readonly value?: number | 'random';
  /** Automatic door: the side of the tile it may be entered from. */
  readonly enteredFrom?: Direction;
}

/** What one grid cell is. Tiles are spaces of their own; area cells share their area's space. */
export type MapCell =
  | { readonly kind: 'wall' }
  | { readonly kind: 'void' }
  | { readonly kind: 'tile'; readonly elements: readonly MapElement[] }
  | { readonly kind: 'area'; readonly area: string; readonly elements: readonly MapElement[] };

export type CellReading =
  { readonly ok: true; readonly cell: MapCell } | { readonly ok: false; readonly expected: string };

const DIRECTION_LETTERS: Readonly<Record<string, Direction>> = {
  N: 'north',
  E: 'east',
  S: 'south',
  W: 'west',
};

type ValueReading = { readonly value?: number | 'random'; readonly enteredFrom?: Direction } | string;

function readValue(entry: LegendEntry, rest: string): ValueReading {
  switch (entry.value) {
    case 'none':
      return rest === '' ? {} : `"${entry.code}" written alone, without a number`;
    case 'level':
      if (rest === '') return { value: 0 };
      if (rest === '?') return { value: 'random' };
      return /^\d$/.test(rest)
        ? { value: Number(rest) }
        : `"${entry.code}" followed by nothing, a digit 0 to 9 or "?"`;
    case 'portal':
      return /^[1-6]$/.test(rest)
        ? { value: Number(rest) }
        : `"${entry.code}" followed by a portal number 1 to 6`;
    case 'direction': {
      const direction = DIRECTION_LETTERS[rest];
      return direction === undefined
        ? `"${entry.code}" followed by the side it is entered from: N, E, S or W`
        : { enteredFrom: direction };
    }
  }
}

/** Reads one element code; the longest matching code wins, so "EX" is an exit, not "E" + "X". */
export function readElement(code: string): MapElement | string {
  let firstProblem: string | undefined;
  for (const entry of LEGEND_BY_LENGTH) {
    if (!code.startsWith(entry.code)) continue;
    const reading = readValue(entry, code.slice(entry.code.length));
    if (typeof reading !== 'string') return { type: entry.type, code, ...reading };
    firstProblem ??= reading;
  }
  return firstProblem ?? 'a map code from the legend (like ">", "EX", "E2", "B1", "M?", "TP3")';
}

function readElements(text: string): MapElement[] | string {
  const elements: MapElement[] = [];
  for (const code of text.split('+')) {
    const element = readElement(code);
    if (typeof element === 'string') return element;
    elements.push(element);
  }
  return elements;
}

/** Reads one cell token of a map row (see the legend in ./legend.ts). */
export function readCellToken(token: string): CellReading {
  if (token === SPACE_TOKENS.wall) return { ok: true, cell: { kind: 'wall' } };
  if (token === SPACE_TOKENS.void) return { ok: true, cell: { kind: 'void' } };
  if (token === SPACE_TOKENS.tile) return { ok: true, cell: { kind: 'tile', elements: [] } };
  const colon = token.indexOf(':');
  if (colon >= 0) {
    const area = token.slice(0, colon);
    if (!AREA_KEY_PATTERN.test(area)) {
      return { ok: false, expected: 'an area key before ":" (a lower-case letter, then letters or digits)' };
    }
    const elements = readElements(token.slice(colon + 1));
    if (typeof elements === 'string') return { ok: false, expected: elements };
    return { ok: true, cell: { kind: 'area', area, elements } };
  }
  if (AREA_KEY_PATTERN.test(token)) return { ok: true, cell: { kind: 'area', area: token, elements: [] } };
  const elements = readElements(token);
  if (typeof elements === 'string') return { ok: false, expected: elements };
  return { ok: true, cell: { kind: 'tile', elements } };
}

/** Splits a row into its cell tokens (any run of spaces separates them). */
export function splitRow(row: string): string[] {
  return row.split(/\s+/).filter((token) => token !== '');
}
