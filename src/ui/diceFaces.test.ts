import { describe, expect, it } from 'vitest';
import { parseFace } from './diceFaces';

describe('parseFace', () => {
  it('reads a whole number typed for a die, spaces around it allowed', () => {
    expect(parseFace('3')).toBe(3);
    expect(parseFace(' 12 ')).toBe(12);
  });

  it('refuses what is not only digits instead of reading its first digits', () => {
    for (const text of ['3x', '3.5', '1e1', '-2', '', ' ', 'x3', '0x3', '3 4'])
      expect(parseFace(text), text).toBeNull();
  });
});
