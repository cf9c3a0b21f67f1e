import { describe, expect, it } from 'vitest';
import { spotWords } from './spotWords';

describe('spotWords', () => {
  const board = { width: 36, depth: 36 };
  it('tells a spot near an edge by that edge and the distance along it, never by coordinates', () => {
    expect(spotWords(board, 6, 1.5)).toBe('the north edge, 6" from the west corner');
    expect(spotWords(board, 12, 1.5)).toBe('the north edge, 12" from the west corner');
    expect(spotWords(board, 34.5, 20)).toBe('the east edge, 20" from the north corner');
  });
  it('tells a spot further in by the part of the table it lies in', () => {
    expect(spotWords(board, 6, 8)).toBe('the north-west of the table');
    expect(spotWords(board, 18, 18)).toBe('the middle of the table');
    expect(spotWords(board, 18, 30)).toBe('the south of the table');
  });
});
