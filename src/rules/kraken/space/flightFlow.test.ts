import { describe, expect, it } from 'vitest';
import { flightNumberPurpose } from './flightFlow';

describe('the flight number’s chances in its request (§9.4)', () => {
  it('lists each number’s chance, the cap of 19 folded in', () => {
    expect(flightNumberPurpose(3)).toContain(': 7 (1/3), 8 (1/3), 9 (1/3)');
    // 2 × 9 + d3 is 19 whatever the die: Dangerous Shortcut and Smuggle Goods at location 5.
    expect(flightNumberPurpose(9)).toMatch(/: 19 \(certain\)$/);
  });
});
