import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CgmEventInfo } from '../../../content/cgm/book';
import { advanceLine, resolveLine, type LineAnswer, type LineWait } from './line';
import { emptyCgm, startLine, type CgmState } from './state';
import { bookOf } from '../../../content/cgm/testBook';
import { sheetProblems } from '../../../content/cgm/validate';

/**
 * Sheets generated at random (one 4 × 4 sheet, some cells left empty): whenever the validator passes them,
 * no line ever reaches an undefined cell or a command without its blue cells, whatever the dice and the
 * choices; at worst a loop that changes a variable is cut off by the cell bound, with its message.
 */
const COLUMNS = ['A', 'B', 'C', 'D'];
const ROWS = ['A', 'B', 'C', 'D'];
const EVENTS: readonly CgmEventInfo[] = [
  { id: 'E1', choice: false, standby: false },
  { id: 'E2', choice: true, standby: false },
  { id: 'S1', choice: false, standby: true },
];
const spot = fc.tuple(fc.constantFrom(...COLUMNS), fc.constantFrom(...ROWS)).map(([c, r]) => `1${c}${r}`);
const variable = fc.constantFrom('A', 'B', 'K');
const cell = fc.oneof(
  spot,
  spot.map((s) => `#${s}`),
  fc.constant('/'),
  fc
    .tuple(variable, fc.constantFrom('>', '<', '='), fc.integer({ min: -2, max: 3 }))
    .map(([v, op, n]) => `${v}${op}${n}`),
  fc
    .tuple(variable, fc.constantFrom('+', '-'), fc.integer({ min: 1, max: 2 }))
    .map(([v, op, n]) => `${v}${op}${n}`),
  fc.integer({ min: 1, max: 20 }).map((n) => `%${n}`),
  fc.constantFrom('!E1', '!E2', '!S1', '!ZZ'),
);
const sheet = fc.dictionary(
  fc.tuple(fc.constantFrom(...COLUMNS), fc.constantFrom(...ROWS)).map(([c, r]) => `${c}${r}`),
  cell,
  { maxKeys: 16 },
);

function answerFor(wait: LineWait, pick: number): LineAnswer | null {
  switch (wait.kind) {
    case 'roll':
      return { kind: 'roll', face: (pick % 20) + 1 };
    case 'event':
      if (wait.standby && pick % 3 === 0) return { kind: 'hold' };
      return wait.choice ? { kind: 'event', option: pick % 2 === 0 ? 'A' : 'B' } : { kind: 'event' };
    default:
      return null;
  }
}

describe('CGM sheets that pass the validator', () => {
  it('never send a line to an undefined cell (seeded, 400 sheets)', () => {
    fc.assert(
      fc.property(sheet, fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (cells, picks) => {
        const book = bookOf(
          [{ number: 1, columns: COLUMNS.join(''), cells: { ...cells, AA: cells['AA'] ?? '/' } }],
          EVENTS,
        );
        if (sheetProblems(book, ['1AA']).length > 0) return;
        let cgm: CgmState = startLine(emptyCgm(), 0, 'Line', '1AA');
        let p = 0;
        for (let turn = 0; turn < 10 && cgm.lines[0] !== null; turn++) {
          let out = advanceLine(cgm, 0, book);
          for (let steps = 0; steps < 20; steps++) {
            if ('error' in out) {
              expect(out.error).toMatch(/without stopping/);
              return;
            }
            cgm = out.cgm;
            const answer = answerFor(out.wait, picks[p++ % picks.length] ?? 0);
            if (answer === null) break;
            out = resolveLine(cgm, 0, book, answer);
          }
        }
      }),
      { seed: 20261202, numRuns: 400 },
    );
  });
});
