import { describe, expect, it } from 'vitest';
import { cgmBookOf } from '../../../content/campaignChecks';
import { bookOf } from '../../../content/cgm/testBook';
import { samplePack } from '../../../content/testSample';
import type { CgmEventEntry } from '../../../content/schemas/cgm';
import { answerPeek, peekChoices, setPeekVariable, startPeek, PEEK_SLOT, type Peek } from './peek';

/**
 * Peek mode walks a line through the real engine with the author's answers. The sample book's first line
 * (The Lantern's call, from 1BA) is the walk: event !A1, a red coordinate, the A/B event !A2, the `%8`
 * switch, and so on.
 */

const pack = samplePack();
const book = cgmBookOf(
  [...pack.cgmSheets.values()].map((entry) => ({ entry })),
  [...pack.cgmEvents.values()].map((entry) => ({ entry })),
);
if (book === null) throw new Error('the sample pack has no CGM book');
const events: ReadonlyMap<string, CgmEventEntry> = pack.cgmEvents;
const answer = (peek: Peek, a: Parameters<typeof answerPeek>[3]) => answerPeek(peek, book, events, a);
const line = (peek: Peek) => peek.party.cgm.lines[PEEK_SLOT];

describe('peek mode on the sample book', () => {
  it('stops at the first event, and reading it applies its credits and variables, then stops at the red 1BB', () => {
    const start = startPeek(book, "The Lantern's call", '1BA');
    expect(start.wait).toEqual({ kind: 'event', id: 'A1', choice: false, standby: false });
    expect(start.current).toBe('1BA');
    expect(start.visited).toEqual(['1BA']);
    expect(peekChoices(start)).toEqual([{ answer: { kind: 'read' } }]);
    const read = answer(start, { kind: 'read' });
    expect(read.party.credits).toBe(10);
    expect(read.party.cgm.shared.K).toBe(0);
    expect(read.wait).toEqual({ kind: 'stopped', at: '1BB' });
    expect(read.visited).toEqual(['1BA', '1CA']);
    expect(line(read)?.history).toEqual(['1BA', '1BB']);
    expect(read.log.map((e) => e.kind)).toEqual([
      'turn',
      'cells',
      'event',
      'effect',
      'effect',
      'cells',
      'stopped',
    ]);
  });

  it('follows option A of !A2 into the %8 switch, with the exact odds of each way, and both ways of it', () => {
    let peek = answer(startPeek(book, 'L', '1BA'), { kind: 'read' });
    peek = answer(peek, { kind: 'next-turn' });
    expect(peek.turn).toBe(2);
    expect(peek.wait).toMatchObject({ kind: 'event', id: 'A2', choice: true });
    expect(peekChoices(peek).map((c) => c.answer)).toEqual([
      { kind: 'read', option: 'A' },
      { kind: 'read', option: 'B' },
    ]);
    const a = answer(peek, { kind: 'read', option: 'A' });
    expect(a.wait).toMatchObject({ kind: 'roll', atLeast: 8 });
    expect(a.current).toBe('1BC');
    expect(peekChoices(a)).toEqual([
      { answer: { kind: 'roll', first: true }, odds: 13 / 20 },
      { answer: { kind: 'roll', first: false }, odds: 7 / 20 },
    ]);
    const low = answer(a, { kind: 'roll', first: false });
    expect(low.wait).toEqual({ kind: 'stopped', at: '1BC' });
    expect(low.log).toContainEqual({ kind: 'roll', atLeast: 8, face: 7, first: false });
    const high = answer(a, { kind: 'roll', first: true });
    expect(high.visited).toContain('1CC');
    expect(high.visited).toContain('1BE');
    // Option B went the other way, through 1BD.
    const b = answer(peek, { kind: 'read', option: 'B' });
    expect(b.visited).toContain('1DB');
    expect(b.visited).toContain('1BD');
  });

  it('holds a STANDBY event and offers it again next turn', () => {
    const held = bookOf(
      [{ number: 1, columns: 'ABCD', cells: { AA: '!S1', BA: '#1CA', CA: '/' } }],
      [{ id: 'S1', choice: false, standby: true }],
    );
    const walk = startPeek(held, 'S', '1AA');
    expect(peekChoices(walk).map((c) => c.answer)).toEqual([{ kind: 'read' }, { kind: 'hold' }]);
    const hold = answerPeek(walk, held, new Map(), { kind: 'hold' });
    expect(hold.wait).toEqual({ kind: 'held', id: 'S1' });
    expect(line(hold)?.standby).toBe('1AA');
    const again = answerPeek(hold, held, new Map(), { kind: 'next-turn' });
    expect(again.wait).toMatchObject({ kind: 'event', id: 'S1' });
    const taken = answerPeek(again, held, new Map(), { kind: 'read' });
    expect(taken.wait).toEqual({ kind: 'stopped', at: '1CA' });
    const ended = answerPeek(taken, held, new Map(), { kind: 'next-turn' });
    expect(ended.wait).toEqual({ kind: 'ended' });
    expect(ended.current).toBeNull();
    expect(peekChoices(ended)).toEqual([]);
  });

  it("waits on an event's check and takes the branch the author says", () => {
    const checkBook = bookOf(
      [{ number: 1, columns: 'ABC', cells: { AA: '!K1', BA: 'Z>0', CA: '#1AB', AB: '/' } }],
      [{ id: 'K1', choice: false, standby: false }],
    );
    const k1: CgmEventEntry = {
      id: 'K1',
      title: 'A test',
      text: 'Sample.',
      standby: false,
      effects: [
        {
          kind: 'check',
          attribute: 'tech',
          target: 5,
          pass: [{ kind: 'variable', name: 'Z', op: 'set', value: 1 }],
          fail: [],
        },
        { kind: 'credits', amount: 3 },
      ],
    };
    const evs = new Map([['K1', k1]]);
    const walk = answerPeek(startPeek(checkBook, 'K', '1AA'), checkBook, evs, { kind: 'read' });
    expect(walk.wait.kind).toBe('check');
    const passed = answerPeek(walk, checkBook, evs, { kind: 'check', passed: true });
    expect(passed.party.cgm.shared.Z).toBe(1);
    expect(passed.party.credits).toBe(3);
    expect(passed.wait).toEqual({ kind: 'stopped', at: '1AB' });
    const failed = answerPeek(walk, checkBook, evs, { kind: 'check', passed: false });
    // Z > 0 is false without the pass: the second blue cell (none on this sheet) — the walk says so.
    expect(failed.wait.kind).toBe('broken');
  });

  it('names a missing cell instead of going on, and ignores answers it does not wait on', () => {
    const gap = bookOf([{ number: 1, columns: 'AB', cells: { AA: '1BB' } }]);
    const walk = startPeek(gap, 'G', '1AA');
    expect(walk.wait).toMatchObject({ kind: 'broken' });
    expect(walk.wait.kind === 'broken' && walk.wait.message).toContain('1BB');
    expect(answerPeek(walk, gap, new Map(), { kind: 'next-turn' })).toBe(walk);
    expect(answerPeek(walk, gap, new Map(), { kind: 'roll', first: true })).toBe(walk);
  });

  it('lets the author set a variable to try the other way of a compare', () => {
    const cmp = bookOf([
      {
        number: 1,
        columns: 'ABC',
        cells: { AA: '#1AB', AB: 'A>2', BB: '#1AC', CB: '#1AD', AC: '/', AD: '/' },
      },
    ]);
    const walk = startPeek(cmp, 'C', '1AA');
    const low = answerPeek(walk, cmp, new Map(), { kind: 'next-turn' });
    expect(low.wait).toEqual({ kind: 'stopped', at: '1AD' });
    const high = answerPeek(setPeekVariable(walk, 'A', 3), cmp, new Map(), { kind: 'next-turn' });
    expect(high.wait).toEqual({ kind: 'stopped', at: '1AC' });
    expect(setPeekVariable(walk, 'a', 1)).toBe(walk);
  });
});
