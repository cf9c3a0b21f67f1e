import { describe, expect, it } from 'vitest';
import { treasureColumnSchema } from './treasure';

describe('the treasure table column schema', () => {
  it('refuses a band starting at a huge negative number at once, without counting its faces', () => {
    const column = {
      locationKinds: ['planet-surface'],
      bands: [{ from: -1_000_000_000, to: 20, drop: 'cash' }],
    };
    const started = performance.now();
    expect(treasureColumnSchema.safeParse(column).success).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('takes bands that cover 1..20 once', () => {
    const column = {
      locationKinds: ['planet-surface'],
      bands: [
        { from: 1, to: 10, drop: 'cash' },
        { from: 11, to: 20, drop: 'item' },
      ],
    };
    expect(treasureColumnSchema.safeParse(column).success).toBe(true);
  });
});
