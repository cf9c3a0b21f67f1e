import { describe, expect, it } from 'vitest';
import { cubeFaces } from './dieFaces';

describe('the faces of a drawn die', () => {
  it('show the rolled value on top and a different number on the front, for every d6 value', () => {
    for (let v = 1; v <= 6; v++) {
      const [right, left, top, bottom, front, back] = cubeFaces(v);
      expect(top).toBe(v);
      expect(front).not.toBe(top);
      // A real d6: opposite faces sum to 7, and the six faces are 1 to 6 once each.
      expect([(top ?? 0) + (bottom ?? 0), (front ?? 0) + (back ?? 0), (right ?? 0) + (left ?? 0)]).toEqual([
        7, 7, 7,
      ]);
      expect([right, left, top, bottom, front, back].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  it('keep a value no d6 has on the top alone', () => {
    expect(cubeFaces(17)).toEqual([null, null, 17, null, null, null]);
  });
});
