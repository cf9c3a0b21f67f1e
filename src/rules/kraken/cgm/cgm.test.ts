import { describe, expect, it } from 'vitest';
import { readSheet } from '../../../content/cgm/book';
import { parseCell } from '../../../content/cgm/cells';
import { ltStartCoordinate, parseCoordinate, showCoordinate } from '../../../content/cgm/coordinates';
import { advanceLine, resolveLine, type LineStep } from './line';
import { emptyCgm, freeSlot, readVariable, startLine, writeVariable, type CgmState } from './state';
import { bookOf } from '../../../content/cgm/testBook';
import { sheetProblems } from '../../../content/cgm/validate';

const ok = (o: LineStep | { readonly error: string }): LineStep => {
  if ('error' in o) throw new Error(o.error);
  return o;
};

const errorOf = (o: object): string => ('error' in o && typeof o.error === 'string' ? o.error : '');

/** A one-line tracker starting at `start`. */
const tracker = (start: string): CgmState => startLine(emptyCgm(), 0, 'Line 1', start);

describe('CGM coordinates (Space Kraken §6)', () => {
  it('reads 3HC as sheet 3, column H, row C', () => {
    expect(parseCoordinate('3HC')).toEqual({ sheet: 3, column: 'H', row: 'C' });
    expect(parseCoordinate(' 12ab ')).toEqual({ sheet: 12, column: 'A', row: 'B' });
  });

  it('keeps the slashed zero apart from the letter O, and 1 apart from I', () => {
    expect(parseCoordinate('2ØO')).toEqual({ sheet: 2, column: '0', row: 'O' });
    expect(parseCoordinate('2O0')).toEqual({ sheet: 2, column: 'O', row: '0' });
    expect(parseCoordinate('1I1')).toEqual({ sheet: 1, column: 'I', row: '1' });
    expect(parseCoordinate('11I')).toEqual({ sheet: 1, column: '1', row: 'I' });
    expect(showCoordinate('20O')).toBe('2ØO');
  });

  it('refuses what is not a coordinate, naming the form', () => {
    for (const bad of ['', 'HC', '3H', '3HCD', '0AA', 'x3HC', '3H-'])
      expect(parseCoordinate(bad)).toHaveProperty('error');
    expect(errorOf(parseCoordinate('0AA'))).toContain('numbered from 1');
  });

  it('an LT tile starts a line at 1AA to 1AT by a d20', () => {
    expect(ltStartCoordinate(1)).toBe('1AA');
    expect(ltStartCoordinate(8)).toBe('1AH');
    expect(ltStartCoordinate(20)).toBe('1AT');
    expect(() => ltStartCoordinate(21)).toThrow();
  });
});

describe('CGM cells', () => {
  it('reads every kind of cell in the content notation', () => {
    expect(parseCell('3HC')).toEqual({ kind: 'jump', to: '3HC' });
    expect(parseCell('#4MA')).toEqual({ kind: 'stop', to: '4MA' });
    expect(parseCell('/')).toEqual({ kind: 'end' });
    expect(parseCell('!A7')).toEqual({ kind: 'command', command: { kind: 'event', id: 'A7' } });
    expect(parseCell('%12')).toEqual({ kind: 'command', command: { kind: 'random', atLeast: 12 } });
    expect(parseCell('A>4')).toEqual({
      kind: 'command',
      command: {
        kind: 'compare',
        op: '>',
        left: { kind: 'variable', name: 'A' },
        right: { kind: 'number', value: 4 },
      },
    });
    expect(parseCell('D+A')).toEqual({
      kind: 'command',
      command: { kind: 'modify', op: '+', target: 'D', by: { kind: 'variable', name: 'A' } },
    });
    expect(parseCell('A=-2')).toMatchObject({ command: { right: { kind: 'number', value: -2 } } });
    expect(parseCell('I<1')).toMatchObject({
      command: { left: { kind: 'variable', name: 'I' }, right: { kind: 'number', value: 1 } },
    });
  });

  it('refuses bad cells with what was expected', () => {
    expect(parseCell('%0')).toHaveProperty('error');
    expect(parseCell('%21')).toHaveProperty('error');
    expect(parseCell('!A')).toHaveProperty('error');
    expect(errorOf(parseCell('4+2'))).toContain('only a variable');
    expect(parseCell('hello')).toHaveProperty('error');
  });

  it('names every bad cell of a typed sheet', () => {
    const read = readSheet({
      number: 2,
      columns: 'ABC',
      cells: { AA: '3HC', BA: 'nonsense', ZA: '/', AAA: '/' },
    });
    expect(read).toHaveProperty('errors');
    if (!('errors' in read)) return;
    expect(read.errors).toHaveLength(3);
    expect(read.errors.join(' ')).toContain('cell BA');
    expect(read.errors.join(' ')).toContain('column Z');
  });
});

describe('following a line (Space Kraken §6)', () => {
  it('a red coordinate is noted and stops the line; the next activation starts there', () => {
    const book = bookOf([
      { number: 2, columns: 'AH', cells: { HA: '#4MA' } },
      { number: 4, columns: 'M', cells: { MA: '/' } },
    ]);
    const first = ok(advanceLine(tracker('2HA'), 0, book));
    expect(first.wait).toEqual({ kind: 'stopped', at: '4MA' });
    expect(first.cgm.lines[0]?.history).toEqual(['2HA', '4MA']);
    const second = ok(advanceLine(first.cgm, 0, book));
    expect(second.wait).toEqual({ kind: 'ended' });
    expect(second.cgm.lines[0]).toBeNull();
    expect(freeSlot(second.cgm)).toBe(0);
  });

  it('the book’s example: !A7 at 2BC, then 3TT holds the A/B event B8 (A → 3FR, B → 4BB)', () => {
    const book = bookOf(
      [
        { number: 2, columns: 'BCD', cells: { BC: '!A7', CC: '3TT' } },
        { number: 3, columns: 'FTUV', cells: { TT: '!B8', UT: '3FR', VT: '4BB', FR: '#3FR' } },
        { number: 4, columns: 'B', cells: { BB: '#4BB' } },
      ],
      [
        { id: 'A7', choice: false, standby: false },
        { id: 'B8', choice: true, standby: false },
      ],
    );
    const a7 = ok(advanceLine(tracker('2BC'), 0, book));
    expect(a7.wait).toEqual({ kind: 'event', id: 'A7', choice: false, standby: false });
    const b8 = ok(resolveLine(a7.cgm, 0, book, { kind: 'event' }));
    expect(b8.wait).toMatchObject({ kind: 'event', id: 'B8', choice: true });
    expect(b8.passed).toEqual(['2CC', '3TT']);
    expect(ok(resolveLine(b8.cgm, 0, book, { kind: 'event', option: 'A' })).wait).toEqual({
      kind: 'stopped',
      at: '3FR',
    });
    expect(ok(resolveLine(b8.cgm, 0, book, { kind: 'event', option: 'B' })).wait).toEqual({
      kind: 'stopped',
      at: '4BB',
    });
    expect(errorOf(resolveLine(b8.cgm, 0, book, { kind: 'event' }))).toContain('option A or B');
    expect(errorOf(resolveLine(a7.cgm, 0, book, { kind: 'event', option: 'A' }))).toContain('no choice');
  });

  const branchBook = (command: string) =>
    bookOf([{ number: 1, columns: 'ABC', cells: { AA: command, BA: '#1BB', CA: '#1CC', BB: '/', CC: '/' } }]);
  const branch = (command: string, cgm: CgmState = tracker('1AA')) =>
    ok(advanceLine(cgm, 0, branchBook(command))).wait;

  it('compares: true follows the first blue cell, false the second; unset variables read 0', () => {
    expect(branch('A=0')).toEqual({ kind: 'stopped', at: '1BB' });
    expect(branch('A>0')).toEqual({ kind: 'stopped', at: '1CC' });
    expect(branch('A<1')).toEqual({ kind: 'stopped', at: '1BB' });
    const a5 = writeVariable(tracker('1AA'), 0, 'A', 5);
    expect(branch('A>4', a5)).toEqual({ kind: 'stopped', at: '1BB' });
    expect(branch('A>5', a5)).toEqual({ kind: 'stopped', at: '1CC' });
    expect(branch('A=5', a5)).toEqual({ kind: 'stopped', at: '1BB' });
    expect(branch('B<A', a5)).toEqual({ kind: 'stopped', at: '1BB' });
    expect(branch('A<B', a5)).toEqual({ kind: 'stopped', at: '1CC' });
    expect(branch('A=-1', writeVariable(tracker('1AA'), 0, 'A', -1))).toEqual({ kind: 'stopped', at: '1BB' });
  });

  it('plus and minus change the first variable by a number or a variable, which stays as it was', () => {
    const book = bookOf([
      { number: 1, columns: 'AB', cells: { AA: 'D+A', BA: '1AB', AB: 'D-2', BB: '#1AC', AC: '/' } },
    ]);
    const cgm = writeVariable(tracker('1AA'), 0, 'A', 3);
    const run = ok(advanceLine(cgm, 0, book));
    expect(readVariable(run.cgm, 0, 'D')).toBe(1);
    expect(readVariable(run.cgm, 0, 'A')).toBe(3);
    // Below zero is allowed.
    const again = ok(advanceLine(startLine(emptyCgm(), 0, 'L', '1AB'), 0, book));
    expect(readVariable(again.cgm, 0, 'D')).toBe(-2);
  });

  it('A–H belong to each line, I–Z are shared by every line', () => {
    let cgm = startLine(startLine(emptyCgm(), 0, 'One', '1AA'), 1, 'Two', '1AA');
    cgm = writeVariable(cgm, 0, 'A', 7);
    cgm = writeVariable(cgm, 0, 'K', 2);
    expect(readVariable(cgm, 1, 'A')).toBe(0);
    expect(readVariable(cgm, 1, 'K')).toBe(2);
  });

  it('the random switch waits on a d20 with its odds: N or more takes the first way', () => {
    const wait = branch('%12');
    expect(wait).toMatchObject({
      kind: 'roll',
      atLeast: 12,
      need: { odds: 0.45, rule: 'kraken.cgm-random' },
    });
    const waiting = ok(advanceLine(tracker('1AA'), 0, branchBook('%12')));
    const roll = (face: number) => resolveLine(waiting.cgm, 0, branchBook('%12'), { kind: 'roll', face });
    expect(ok(roll(12)).wait).toEqual({ kind: 'stopped', at: '1BB' });
    expect(ok(roll(20)).wait).toEqual({ kind: 'stopped', at: '1BB' });
    expect(ok(roll(11)).wait).toEqual({ kind: 'stopped', at: '1CC' });
    expect(roll(21)).toHaveProperty('error');
    expect(branch('%1')).toMatchObject({ need: { odds: 1 } });
    expect(branch('%20')).toMatchObject({ need: { odds: 0.05 } });
    // Still waiting: activating again asks for the same roll, it does not skip it.
    expect(ok(advanceLine(waiting.cgm, 0, branchBook('%12'))).wait).toMatchObject({ kind: 'roll' });
  });

  it('a STANDBY event may wait for turns and be taken up later; a plain event may not wait', () => {
    const book = bookOf(
      [{ number: 1, columns: 'AB', cells: { AA: '!S1', BA: '#1BB', BB: '!P1', AB: '#1AC', AC: '/' } }],
      [
        { id: 'S1', choice: false, standby: true },
        { id: 'P1', choice: false, standby: false },
      ],
    );
    const reached = ok(advanceLine(tracker('1AA'), 0, book));
    expect(reached.wait).toMatchObject({ kind: 'event', id: 'S1', standby: true });
    const held = ok(resolveLine(reached.cgm, 0, book, { kind: 'hold' }));
    expect(held.wait).toEqual({ kind: 'held', id: 'S1' });
    expect(held.cgm.lines[0]?.standby).toBe('1AA');
    // Turns later the line offers the same event again.
    const later = ok(advanceLine(held.cgm, 0, book));
    expect(later.wait).toMatchObject({ kind: 'event', id: 'S1' });
    const taken = ok(resolveLine(later.cgm, 0, book, { kind: 'event' }));
    expect(taken.wait).toEqual({ kind: 'stopped', at: '1BB' });
    expect(taken.cgm.lines[0]?.standby).toBeNull();
    const plain = ok(advanceLine(taken.cgm, 0, book));
    expect(errorOf(resolveLine(plain.cgm, 0, book, { kind: 'hold' }))).toContain('no STANDBY');
  });

  it('the tracker keeps 7 coordinates; then the last is written again first and the rest erased', () => {
    const cells: Record<string, string> = {};
    const rows = 'ABCDEFGHIJ';
    for (let i = 0; i < rows.length - 1; i++) cells[`A${rows[i] ?? ''}`] = `#1A${rows[i + 1] ?? ''}`;
    cells['AJ'] = '/';
    const book = bookOf([{ number: 1, columns: 'A', cells }]);
    let cgm = tracker('1AA');
    const seen: (readonly string[])[] = [];
    for (let turn = 0; turn < 8; turn++) {
      cgm = ok(advanceLine(cgm, 0, book)).cgm;
      seen.push(cgm.lines[0]?.history ?? []);
    }
    expect(seen[5]).toEqual(['1AA', '1AB', '1AC', '1AD', '1AE', '1AF', '1AG']);
    expect(seen[6]).toEqual(['1AG', '1AH']);
    expect(seen[7]).toEqual(['1AG', '1AH', '1AI']);
  });

  it('a line whose sheets loop is stopped with a clear message, never a hang', () => {
    const book = bookOf([{ number: 1, columns: 'AB', cells: { AA: 'A+1', BA: '1AA' } }]);
    expect(errorOf(advanceLine(tracker('1AA'), 0, book))).toContain('loop');
    expect(errorOf(advanceLine(tracker('1ZZ'), 0, book))).toContain('hold nothing');
  });

  it('a counting loop runs to its end', () => {
    // A+1, then A<5 goes back to the start, else stop: five times round.
    const book = bookOf([
      {
        number: 1,
        columns: 'ABCDE',
        cells: { AA: 'A+1', BA: '1CA', CA: 'A<5', DA: '1AA', EA: '#1AE', AE: '/' },
      },
    ]);
    const run = ok(advanceLine(tracker('1AA'), 0, book));
    expect(readVariable(run.cgm, 0, 'A')).toBe(5);
    expect(run.wait).toEqual({ kind: 'stopped', at: '1AE' });
    expect(sheetProblems(book, ['1AA'])).toEqual([]);
  });
});

describe('the sheet validator', () => {
  it('finds cells that are missing, commands without their blue cells and unknown events', () => {
    const book = bookOf(
      [{ number: 1, columns: 'ABC', cells: { AA: '1AB', AB: 'A>1', BB: '#1AC', AC: '!Q1', BC: '1ZZ' } }],
      [],
    );
    const problems = sheetProblems(book, ['1AA']);
    const said = problems.join('\n');
    expect(said).toContain('the second is missing');
    expect(said).toContain('event !Q1');
    expect(said).toContain('1ZZ');
  });

  it('finds a loop where nothing changes', () => {
    const stuck = bookOf([{ number: 1, columns: 'ABC', cells: { AA: 'A>1', BA: '1AA', CA: '1AA' } }]);
    expect(sheetProblems(stuck, ['1AA'])).toHaveLength(1);
    expect(sheetProblems(stuck, ['1AA'])[0]).toContain('never stop');
    const jumps = bookOf([{ number: 1, columns: 'A', cells: { AA: '1AB', AB: '1AA' } }]);
    expect(sheetProblems(jumps, ['1AA'])).toHaveLength(1);
    expect(sheetProblems(jumps, ['1AA'])[0]).toContain('1AA, 1AB');
  });
});
