import { describe, expect, it } from 'vitest';
import { objectiveCard, objectiveWords } from './objectiveWords';

// Space Kraken §10: the book's "T8" is an objective of difficulty 8 that the crew's Tech (plus a d6) must reach.
describe('a space combat objective in words, never its code', () => {
  it('T8 is a Tech objective of difficulty 8', () => {
    expect(objectiveWords({ attribute: 'tech', difficulty: 8 })).toBe('Tech objective of difficulty 8');
    expect(objectiveCard({ attribute: 'tech', difficulty: 8 })).toBe('Tech 8');
  });

  it('C9, A7 and an objective open to any attribute', () => {
    expect(objectiveWords({ attribute: 'charisma', difficulty: 9 })).toBe(
      'Charisma objective of difficulty 9',
    );
    expect(objectiveWords({ attribute: 'attack', difficulty: 7 }, true)).toBe(
      'Attack objective of difficulty 7',
    );
    expect(objectiveWords({ attribute: 'any', difficulty: 6 }, true)).toBe(
      'Objective of difficulty 6 (any attribute)',
    );
    expect(objectiveCard({ attribute: 'any', difficulty: 6 })).toBe('Any 6');
  });

  it('no word is a letter glued to a number', () => {
    for (const attribute of ['attack', 'tech', 'charisma', 'any'] as const)
      for (const text of [
        objectiveWords({ attribute, difficulty: 10 }),
        objectiveCard({ attribute, difficulty: 10 }),
      ])
        expect(text).not.toMatch(/\b[A-Z]\d+\b/);
  });
});
