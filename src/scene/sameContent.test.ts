import { describe, expect, it } from 'vitest';
import { sameContent } from './sameContent';

describe('sameContent', () => {
  it('takes rebuilt view data with the same content as the same', () => {
    const a = { id: 'b', figures: [{ id: 'f1', x: 1, z: 2.5, name: 'Ada' }], levels: { 1: 'shown' } };
    const b = { id: 'b', figures: [{ id: 'f1', x: 1, z: 2.5, name: 'Ada' }], levels: { 1: 'shown' } };
    expect(sameContent(a, b)).toBe(true);
    expect(sameContent([[1, 2], null], [[1, 2], null])).toBe(true);
  });

  it('tells a moved figure, a new label text, a missing key or a longer list apart', () => {
    const board = { figures: [{ id: 'f1', x: 1, z: 2 }] };
    expect(sameContent(board, { figures: [{ id: 'f1', x: 1.5, z: 2 }] })).toBe(false);
    expect(sameContent({ text: '3/5 HP' }, { text: '2/5 HP' })).toBe(false);
    expect(sameContent({ a: 1, b: undefined }, { a: 1, c: undefined })).toBe(false);
    expect(sameContent([1, 2], [1, 2, 3])).toBe(false);
    expect(sameContent([1], { 0: 1 })).toBe(false);
    expect(sameContent(Number.NaN, Number.NaN)).toBe(true);
  });

  it('compares functions and class instances by identity only', () => {
    const f = () => 1;
    expect(sameContent({ f }, { f })).toBe(true);
    expect(sameContent({ f }, { f: () => 1 })).toBe(false);
    expect(sameContent(new Map([[1, 2]]), new Map([[1, 2]]))).toBe(false);
  });
});
