import { LINE_VARIABLES, SHARED_VARIABLES, type Operand, type Variable } from '../../../content/cgm/cells';

/**
 * The CGM line tracker (Space Kraken §6): six story-line slots, each with its 7-cell coordinate history, its
 * variables A–H and a note; the interlink memory I–Z shared by all lines. A variable never written reads 0,
 * and variables may go below zero.
 */

export const LINE_SLOTS = 6;
export const HISTORY_CELLS = 7;

export interface LineSlot {
  /** The story line's name or id from its line set (what the tracker shows). */
  readonly line: string;
  /** The coordinates noted on the tracker, oldest first (at most 7). */
  readonly history: readonly string[];
  /**
   * The cell the line looks at next: the last noted coordinate, or — while the line waits on a die, an event
   * or a STANDBY — the command cell it waits at.
   */
  readonly at: string;
  readonly vars: Readonly<Partial<Record<Variable, number>>>;
  readonly note: string;
  /** The event cell left on STANDBY: nothing on this line moves until the player takes it up. */
  readonly standby: string | null;
}

export interface CgmState {
  /** Six slots; null where no line runs. */
  readonly lines: readonly (LineSlot | null)[];
  readonly shared: Readonly<Partial<Record<Variable, number>>>;
}

export function emptyCgm(): CgmState {
  return { lines: Array.from({ length: LINE_SLOTS }, () => null), shared: {} };
}

/** A new line in slot `slot`, starting at `start` (noted as its first coordinate). */
export function startLine(cgm: CgmState, slot: number, line: string, start: string): CgmState {
  if (slot < 0 || slot >= LINE_SLOTS) throw new Error(`There is no story-line slot ${slot + 1}.`);
  if (cgm.lines[slot] !== null)
    throw new Error(`Story-line slot ${slot + 1} is taken: never erase a running line.`);
  const lines = cgm.lines.map((l, i) =>
    i === slot ? { line, history: [start], at: start, vars: {}, note: '', standby: null } : l,
  );
  return { ...cgm, lines };
}

/** The first free slot (an LT tile starts a line only when there is one), or null. */
export function freeSlot(cgm: CgmState): number | null {
  const i = cgm.lines.indexOf(null);
  return i < 0 ? null : i;
}

export function isLineVariable(name: Variable): boolean {
  return LINE_VARIABLES.includes(name);
}

export function isSharedVariable(name: Variable): boolean {
  return SHARED_VARIABLES.includes(name);
}

/** A variable's value as the line `slot` reads it (A–H its own, I–Z shared); unset reads 0. */
export function readVariable(cgm: CgmState, slot: number, name: Variable): number {
  if (isSharedVariable(name)) return cgm.shared[name] ?? 0;
  return cgm.lines[slot]?.vars[name] ?? 0;
}

export function readOperand(cgm: CgmState, slot: number, o: Operand): number {
  return o.kind === 'number' ? o.value : readVariable(cgm, slot, o.name);
}

export function writeVariable(cgm: CgmState, slot: number, name: Variable, value: number): CgmState {
  if (isSharedVariable(name)) return { ...cgm, shared: { ...cgm.shared, [name]: value } };
  return updateLine(cgm, slot, (l) => ({ ...l, vars: { ...l.vars, [name]: value } }));
}

export function updateLine(cgm: CgmState, slot: number, change: (line: LineSlot) => LineSlot): CgmState {
  const line = cgm.lines[slot];
  if (line === null || line === undefined) throw new Error(`Story-line slot ${slot + 1} is empty.`);
  return { ...cgm, lines: cgm.lines.map((l, i) => (i === slot ? change(line) : l)) };
}

/**
 * A coordinate noted on the line's tracker. When its 7 cells are used up, the last coordinate is written
 * again in the first cell and the others are erased (Space Kraken §6), so the new one goes in the second.
 */
export function noteCoordinate(history: readonly string[], key: string): readonly string[] {
  if (history.length < HISTORY_CELLS) return [...history, key];
  const last = history[history.length - 1];
  return last === undefined ? [key] : [last, key];
}

/** Space Kraken §6 "/": the line is over; its slot is erased and free again. */
export function eraseLine(cgm: CgmState, slot: number): CgmState {
  return { ...cgm, lines: cgm.lines.map((l, i) => (i === slot ? null : l)) };
}
