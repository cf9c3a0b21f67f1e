import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unitFigure } from './board';
import { say } from './core';
import { referenceSay, referenceUnitFigure } from './core.reference.testkit';
import type { JournalEvent } from './journal.types';
import { toRoundOne } from './mission.testkit';
import type { Spot, Unit } from './state';

/** Journal lines of a few kinds, as the rules write them. */
const line = fc.oneof(
  fc.record({ kind: fc.constant('wandered' as const), unit: fc.string(), flung: fc.boolean() }),
  fc.record({ kind: fc.constant('escaped' as const), unit: fc.string(), airlock: fc.string() }),
  fc.record({ kind: fc.constant('pushed' as const), unit: fc.string(), inches: fc.double({ noNaN: true }) }),
) as fc.Arbitrary<JournalEvent>;

const spot = fc.record(
  {
    x: fc.double({ min: 0, max: 36, noNaN: true }),
    z: fc.double({ min: 0, max: 36, noNaN: true }),
    level: fc.constantFrom<Spot['level']>(1, 2, 3),
    elevation: fc.double({ min: 0, max: 3, noNaN: true }),
  },
  { requiredKeys: ['x', 'z', 'level'] },
);

describe('say and unitFigure, made cheaper, give what they gave (issue 27)', () => {
  const start = toRoundOne();

  it('say adds the same lines, in the same order, and leaves the mission it was given alone', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 40 }), fc.array(line, { maxLength: 4 }), (before, added) => {
        const m = { ...start, journal: before };
        const got = say(m, ...added);
        expect(got).toStrictEqual(referenceSay(m, ...added));
        expect(m.journal).toStrictEqual(before);
        expect(got === m).toBe(added.length === 0);
      }),
    );
  });

  it('unitFigure gives the same figure, key for key, prone or standing, raised or not', () => {
    const units = start.units;
    fc.assert(
      fc.property(
        fc.constantFrom(...units),
        spot,
        fc.boolean(),
        fc.constantFrom<Unit['status']>('active', 'mortallyWounded', 'escaped'),
        (unit, at, prone, status) => {
          const u: Unit = { ...unit, status, conditions: prone ? ['prone'] : [] };
          const got = unitFigure(u, at);
          expect(got).toStrictEqual(referenceUnitFigure(u, at));
          expect(JSON.stringify(got)).toBe(JSON.stringify(referenceUnitFigure(u, at)));
        },
      ),
    );
  });
});
