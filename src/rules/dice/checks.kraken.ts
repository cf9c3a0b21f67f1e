import type { CheckSpec } from './checks.types';
import type { TargetRoll } from './checks.d6';

/** Space Kraken's three checks, as target rolls on d6. */

const D6 = { count: 1, die: 'd6', read: 'sum' } as const;
const TWO_D6 = { count: 2, die: 'd6', read: 'sum' } as const;
const WORDS = ['passes', 'fails'] as const;

/** Space Kraken §13: a bulkhead (or barrier, or mine) of level B# needs 10 + # on 2d6 + Tech. */
export function bulkheadTarget(level: number): number {
  return 10 + level;
}

export function krakenRoll(
  check: Extract<CheckSpec, { kind: 'kraken-attribute' | 'kraken-tech-2d6' | 'kraken-objective' }>,
): TargetRoll {
  switch (check.kind) {
    // Space Kraken §4: a d6 plus the attribute must reach the check's value; some checks add "a 1 fails".
    case 'kraken-attribute':
      return {
        label: 'Crew member',
        spec: D6,
        modifier: check.attribute,
        target: check.target,
        oneFails: check.oneFails,
        sixSucceeds: false,
        head: `d6 + attribute ${check.attribute} against ${check.target}${check.oneFails ? ' (a 1 fails)' : ''}`,
        words: WORDS,
      };
    // Space Kraken §13: two d6 plus Tech against 10 + the bulkhead's level; no natural rule applies.
    case 'kraken-tech-2d6':
      return {
        label: 'Crew member',
        spec: TWO_D6,
        modifier: check.tech,
        target: bulkheadTarget(check.level),
        oneFails: false,
        sixSucceeds: false,
        head: `2d6 + Tech ${check.tech} against ${bulkheadTarget(check.level)}`,
        words: WORDS,
      };
    // Space Kraken §10 phase 2: the chosen crew pool one attribute, one d6 is added, and a 1 always fails.
    case 'kraken-objective': {
      const crew = check.attributes.reduce((sum, value) => sum + value, 0);
      const parts = check.attributes.length > 1 ? ` (${check.attributes.join(' + ')})` : '';
      return {
        label: 'Crew',
        spec: D6,
        modifier: crew,
        target: check.difficulty,
        oneFails: true,
        sixSucceeds: false,
        head: `d6 + crew ${crew}${parts} against ${check.difficulty} (a 1 fails)`,
        words: WORDS,
      };
    }
  }
}
