import { needTable, type RollNeed } from '../crew/rolls';
import { blueCells, cellAt, type CgmBook } from '../../../content/cgm/book';
import { showCoordinate } from '../../../content/cgm/coordinates';
import {
  eraseLine,
  noteCoordinate,
  readOperand,
  readVariable,
  updateLine,
  writeVariable,
  type CgmState,
} from './state';

/**
 * Following a story line through the CGM sheets (Space Kraken §6): from the cell the line looks at, every
 * cell that needs no one is followed at once (plain coordinates, compares, changes of variables); the line
 * stops at a red coordinate (noted: done for this turn) or at `/` (erased), and waits where someone must
 * act — a `%N` switch waits on a d20, an event waits for the campaign to read it out and for the player's
 * A/B choice or STANDBY. The player sees only the wait, never the cells on the way.
 *
 * Reading (kraken.cgm-tracker): the tracker notes the red coordinates a line stops at (the book: "note the
 * red coordinate"); the plain coordinates followed on the way are not written down, since the line's place is
 * kept digitally.
 */

export type LineWait =
  /** A red coordinate was noted: the line is done for this turn. */
  | { readonly kind: 'stopped'; readonly at: string }
  /** `/`: the story line is complete and its slot erased. */
  | { readonly kind: 'ended' }
  /** A `%N` switch: a d20 of N or more follows the first blue cell, less the second. */
  | { readonly kind: 'roll'; readonly atLeast: number; readonly need: RollNeed }
  /** An event to read out; `choice`: it asks A or B; `standby`: it may be left waiting. */
  | { readonly kind: 'event'; readonly id: string; readonly choice: boolean; readonly standby: boolean }
  /** The event was left on STANDBY: the line moves no further until the player takes it up. */
  | { readonly kind: 'held'; readonly id: string };

export interface LineStep {
  readonly cgm: CgmState;
  readonly wait: LineWait;
  /** The cells passed through, in order (for the log and the tests; never shown to the player). */
  readonly passed: readonly string[];
}

export type LineAnswer =
  | { readonly kind: 'roll'; readonly face: number }
  /** The event was read and applied; `option` A or B where it asked. */
  | { readonly kind: 'event'; readonly option?: 'A' | 'B' }
  /** Leave a STANDBY event waiting. */
  | { readonly kind: 'hold' };

/** Cells one activation may pass before the sheets are judged to loop (a content error, never a hang). */
export const MAX_CELLS_PER_ACTIVATION = 500;

type Outcome = LineStep | { readonly error: string };

/** The chance that a d20 shows `atLeast` or more. */
export function d20AtLeastOdds(atLeast: number): number {
  return Math.min(1, Math.max(0, (21 - atLeast) / 20));
}

/** Space Kraken §6 `%N`: "roll a d20; the number or higher follows the first coordinate". */
export function randomSwitchNeed(atLeast: number, line: string): RollNeed {
  return {
    ...needTable(
      'cgm.random',
      `${line}: a d20 of ${atLeast} or more takes the first way`,
      'kraken.cgm-random',
      'd20',
    ),
    odds: d20AtLeastOdds(atLeast),
  };
}

/**
 * The line in `slot` followed from the cell it looks at until it stops, ends or waits. A line held on
 * STANDBY offers its event again (the player takes it up now or leaves it).
 */
export function advanceLine(cgm: CgmState, slot: number, book: CgmBook): Outcome {
  const line = cgm.lines[slot];
  if (line === null || line === undefined) return { error: `Story-line slot ${slot + 1} is empty.` };
  return follow(cgm, slot, book, line.at, []);
}

function follow(start: CgmState, slot: number, book: CgmBook, from: string, passed: string[]): Outcome {
  let cgm = start;
  let at = from;
  const lineName = cgm.lines[slot]?.line ?? `line ${slot + 1}`;
  const move = (to: string) => updateLine(cgm, slot, (l) => ({ ...l, at: to }));
  for (let n = 0; n < MAX_CELLS_PER_ACTIVATION; n++) {
    passed.push(at);
    const cell = cellAt(book, at);
    if (cell === undefined)
      return { error: `${lineName} reached ${showCoordinate(at)}, where the sheets hold nothing.` };
    switch (cell.kind) {
      case 'stop':
        cgm = updateLine(cgm, slot, (l) => ({
          ...l,
          at: cell.to,
          history: noteCoordinate(l.history, cell.to),
        }));
        return { cgm, wait: { kind: 'stopped', at: cell.to }, passed };
      case 'end':
        return { cgm: eraseLine(cgm, slot), wait: { kind: 'ended' }, passed };
      case 'jump':
        at = cell.to;
        continue;
      case 'command': {
        const c = cell.command;
        const [first, second] = blueCells(book, at);
        const go = (which: string | undefined): string | { error: string } =>
          which ?? { error: `The command at ${showCoordinate(at)} has no blue cell to follow.` };
        let next: string | { error: string };
        switch (c.kind) {
          case 'compare': {
            const a = readOperand(cgm, slot, c.left);
            const b = readOperand(cgm, slot, c.right);
            const yes = c.op === '>' ? a > b : c.op === '<' ? a < b : a === b;
            next = go(yes ? first : second);
            break;
          }
          case 'modify': {
            const by = readOperand(cgm, slot, c.by);
            const now = readVariable(cgm, slot, c.target);
            cgm = writeVariable(cgm, slot, c.target, c.op === '+' ? now + by : now - by);
            next = go(first);
            break;
          }
          case 'random':
            cgm = move(at);
            return {
              cgm,
              wait: { kind: 'roll', atLeast: c.atLeast, need: randomSwitchNeed(c.atLeast, lineName) },
              passed,
            };
          case 'event': {
            const info = book.events.get(c.id);
            if (info === undefined)
              return { error: `The event !${c.id} at ${showCoordinate(at)} is not in the pack.` };
            cgm = move(at);
            return {
              cgm,
              wait: { kind: 'event', id: c.id, choice: info.choice, standby: info.standby },
              passed,
            };
          }
        }
        if (typeof next !== 'string') return next;
        at = next;
      }
    }
  }
  return {
    error: `${lineName} ran through ${MAX_CELLS_PER_ACTIVATION} cells without stopping: the sheets loop (last at ${showCoordinate(at)}).`,
  };
}

/**
 * The answer to what the line waits on, and the line followed on from there: the d20 for a `%N`, the
 * event read out (with option A or B where it asked), or a STANDBY event left waiting.
 */
export function resolveLine(cgm: CgmState, slot: number, book: CgmBook, answer: LineAnswer): Outcome {
  const line = cgm.lines[slot];
  if (line === null || line === undefined) return { error: `Story-line slot ${slot + 1} is empty.` };
  const cell = cellAt(book, line.at);
  if (cell?.kind !== 'command') return { error: `${line.line} is not waiting on anything.` };
  const c = cell.command;
  const [first, second] = blueCells(book, line.at);
  const onward = (take: string | undefined): Outcome =>
    take === undefined
      ? { error: `The command at ${showCoordinate(line.at)} has no blue cell to follow.` }
      : follow(
          updateLine(cgm, slot, (l) => ({ ...l, standby: null })),
          slot,
          book,
          take,
          [],
        );
  switch (answer.kind) {
    case 'roll':
      if (c.kind !== 'random') return { error: `${line.line} is not waiting on a d20.` };
      if (!Number.isInteger(answer.face) || answer.face < 1 || answer.face > 20)
        return { error: `A d20 shows 1 to 20, not ${String(answer.face)}.` };
      return onward(answer.face >= c.atLeast ? first : second);
    case 'hold': {
      if (c.kind !== 'event') return { error: `${line.line} is not waiting on an event.` };
      if (book.events.get(c.id)?.standby !== true)
        return { error: `Event !${c.id} has no STANDBY: it must be taken now (kraken.cgm-standby).` };
      const held = updateLine(cgm, slot, (l) => ({ ...l, standby: l.at }));
      return { cgm: held, wait: { kind: 'held', id: c.id }, passed: [] };
    }
    case 'event': {
      if (c.kind !== 'event') return { error: `${line.line} is not waiting on an event.` };
      const info = book.events.get(c.id);
      if (info === undefined) return { error: `The event !${c.id} is not in the pack.` };
      if (info.choice && answer.option === undefined)
        return { error: `Event !${c.id} asks for option A or B.` };
      if (!info.choice && answer.option !== undefined)
        return { error: `Event !${c.id} offers no choice of A or B.` };
      return onward(answer.option === 'B' ? second : first);
    }
  }
}
