import { describe, expect, it } from 'vitest';
import { readGroups } from './reading';

describe('readGroups', () => {
  it('sums a d6 with its modifier against the target', () => {
    const [r] = readGroups([{ label: 'PSI', spec: { count: 1, die: 'd6', read: 'sum' } }], [[4]], 6, 2);
    expect(r).toEqual({ kind: 'sum', label: 'PSI', faces: [4], total: 6, target: 6 });
  });

  it('judges pools each at its own TN (an 8 always counts, a 1 cancels a plain success)', () => {
    const pool = { count: 3, die: 'd8', read: 'pool' } as const;
    const [atk, def] = readGroups(
      [
        { label: 'Attack', spec: pool },
        { label: 'Armour', spec: pool, target: 8 },
      ],
      [
        [7, 1, 8],
        [7, 6, 8],
      ],
      7,
      0,
    );
    expect(atk).toMatchObject({ kind: 'pool', successes: 1, target: 7 });
    expect(def).toMatchObject({ kind: 'pool', successes: 1, target: 8 });
  });
});
