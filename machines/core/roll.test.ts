import { describe, expect, it } from 'vitest';
import { planCheck } from '../../src/rules/dice/checks';
import { requestFor } from './roll';

describe('requestFor: the one roll contract', () => {
  it('plans a check: Space Kraken bulkhead 2d6 + Tech 3 against 10 + level 2 (§13)', () => {
    const check = { kind: 'kraken-tech-2d6', tech: 3, level: 2 } as const;
    const request = requestFor(
      { check, purpose: 'Open a bulkhead', rule: 'kraken.bulkhead', odds: 0.5 },
      'x-1',
      'Ada',
    );
    expect(request).toMatchObject({ id: 'x-1', who: 'Ada', dice: '2d6', modifier: 3, target: 12, odds: 0.5 });
    expect(request.groups).toEqual(planCheck(check).groups);
  });

  it('keeps raw pools as opposed sides with their target', () => {
    const request = requestFor(
      {
        purpose: 'Attack',
        who: 'Rook',
        rule: 'salvage.attacks',
        odds: 0.4,
        target: 5,
        groups: [
          { label: 'Attack', spec: { count: 3, die: 'd8', read: 'pool' } },
          { label: 'Defence', spec: { count: 2, die: 'd8', read: 'pool' } },
        ],
      },
      'salvage-7',
    );
    expect(request.dice).toBe('3D8 pool vs 2D8 pool');
    expect(request).toMatchObject({ who: 'Rook', modifier: 0, target: 5, odds: 0.4 });
  });
});
