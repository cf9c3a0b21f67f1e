import { describe, expect, it } from 'vitest';
import { cgmBookOf } from '../../content/campaignChecks';
import { samplePack } from '../../content/testSample';
import { answerPeek, peekChoices, startPeek } from '../../rules/kraken/cgm/peek';
import { cellReading, peekChoiceWords, peekEntryWords, peekWaitWords } from './words';

const pack = samplePack();
const book = cgmBookOf(
  [...pack.cgmSheets.values()].map((entry) => ({ entry })),
  [...pack.cgmEvents.values()].map((entry) => ({ entry })),
);
if (book === null) throw new Error('no book');
const events = pack.cgmEvents;

describe("the CGM editor's words", () => {
  it('says what a cell does where it stands, its blue cells named', () => {
    expect(cellReading(book, events, '1BC', '%8')).toBe(
      'Random switch: a d20 of 8 or more (65%) → 1CC, less → 1DC.',
    );
    expect(cellReading(book, events, '1BB', '!A2')).toBe(
      'Event !A2 “Who else is listening”: option A → 1CB, option B → 1DB.',
    );
    expect(cellReading(book, events, '1BA', '!A1')).toBe('Event !A1 “A ping in the static”, then → 1CA.');
    expect(cellReading(book, events, '1BH', 'K>2')).toBe('Compare variable K > 2: true → 1CH, false → 1DH.');
    expect(cellReading(book, events, '2BB', 'A+40')).toBe('Change variable A by adding 40, then → 2CB.');
    expect(cellReading(book, events, '1CA', '#1BØ')).toBe(
      'Red coordinate: the line notes 1BØ on its tracker and stops for this turn.',
    );
    expect(cellReading(book, events, '1AA', '1EA')).toBe(
      'Plain coordinate: the line goes on to 1EA at once.',
    );
    expect(cellReading(book, events, '1BN', '/')).toContain('End of the line');
    expect(cellReading(book, events, '1HH', '')).toContain('Empty');
    expect(cellReading(book, events, '1HH', '%25')).toContain('N from 1 to 20');
  });

  it('words a walk: its log, what it waits on, and the answers offered', () => {
    let walk = answerPeek(startPeek(book, 'L', '1BA'), book, events, { kind: 'read' });
    expect(walk.log.map(peekEntryWords)).toEqual([
      'Turn 1: the line is activated.',
      'Cells: 1BA.',
      'Event !A1 read.',
      'Credits +10.',
      'Variable K: 0 → 0.',
      'Cells: 1CA.',
      'Red coordinate 1BB: noted, the line stops for this turn.',
    ]);
    expect(peekWaitWords(walk.wait, events)).toBe('Stopped at 1BB for this turn.');
    walk = answerPeek(walk, book, events, { kind: 'next-turn' });
    expect(peekChoices(walk).map((c) => peekChoiceWords(c, events, walk.wait))).toEqual([
      'Option A: Keep the bearing and chase the signal yourselves',
      'Option B: Sell the bearing to Vask',
    ]);
    walk = answerPeek(walk, book, events, { kind: 'read', option: 'A' });
    expect(peekWaitWords(walk.wait, events)).toBe(
      'A d20: 8 or more takes the first way (65%). Pick the way.',
    );
    expect(peekChoices(walk).map((c) => peekChoiceWords(c, events, walk.wait))).toEqual([
      'd20 8+: first way (65%)',
      'd20 below 8: second way (35%)',
    ]);
  });
});
