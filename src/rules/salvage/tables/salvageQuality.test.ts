import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DANGER_LEVEL_ORDER, type DangerLevel, type SalvageQuality } from '../types';
import {
  MAX_EXTRACTIONS_PER_SITE,
  SALVAGE_QUALITY_NAMES,
  qualityModifier,
  salvageQuality,
} from './salvageQuality';

describe('qualityModifier (Salvage QR, Salvage: The Sink +1; danger +0/+1/+2/+3)', () => {
  it.each([
    [1, 'allQuiet', 0],
    [1, 'low', 1],
    [1, 'medium', 2],
    [1, 'high', 3],
    [1, 'maximum', 3],
    [2, 'allQuiet', 0],
    [2, 'low', 1],
    [2, 'medium', 2],
    [2, 'high', 3],
    [2, 'maximum', 3],
    [3, 'allQuiet', 1],
    [3, 'low', 2],
    [3, 'medium', 3],
    [3, 'high', 4],
    [3, 'maximum', 4],
  ] as const)('depth %i at %s: +%i', (depth, danger, modifier) => {
    expect(qualityModifier(depth, danger)).toBe(modifier);
  });
});

describe('salvageQuality (Salvage QR, Salvage quality D8)', () => {
  it.each([
    [1, 'scrap', 2],
    [2, 'scrap', 2],
    [3, 'scrap', 3],
    [4, 'useful', 4],
    [5, 'useful', 5],
    [6, 'valuable', 6],
    [7, 'valuable', 7],
    [8, 'rare', 8],
  ] as const)('unmodified %i: %s, extraction TN %i', (face, quality, tn) => {
    expect(salvageQuality(face, 1, 'allQuiet')).toEqual({ total: face, quality, extractTn: tn });
  });

  it('holds the extraction TN of a 1 at 2 (TN limits)', () => {
    expect(salvageQuality(1, 2, 'allQuiet').extractTn).toBe(2);
  });

  it('raises the row in The Sink and with the danger', () => {
    expect(salvageQuality(3, 3, 'allQuiet')).toEqual({ total: 4, quality: 'useful', extractTn: 4 });
    expect(salvageQuality(3, 2, 'low')).toEqual({ total: 4, quality: 'useful', extractTn: 4 });
    expect(salvageQuality(5, 1, 'low')).toEqual({ total: 6, quality: 'valuable', extractTn: 6 });
    expect(salvageQuality(5, 3, 'medium')).toEqual({ total: 8, quality: 'rare', extractTn: 8 });
    expect(salvageQuality(7, 2, 'medium')).toEqual({ total: 9, quality: 'rare', extractTn: 8 });
    expect(salvageQuality(8, 3, 'maximum')).toEqual({ total: 12, quality: 'rare', extractTn: 8 });
  });

  it.each([0, 9, 2.5])('refuses face %s', (face) => {
    expect(() => salvageQuality(face, 1, 'low')).toThrow(/D8/);
  });

  it('caps extractions at 4 and names each quality', () => {
    expect(MAX_EXTRACTIONS_PER_SITE).toBe(4);
    expect(SALVAGE_QUALITY_NAMES).toEqual({
      scrap: 'Scrap',
      useful: 'Useful',
      valuable: 'Valuable',
      rare: 'Rare',
    });
  });

  const ORDER: SalvageQuality[] = ['scrap', 'useful', 'valuable', 'rare'];
  const args = fc.tuple(
    fc.integer({ min: 1, max: 8 }),
    fc.constantFrom<1 | 2 | 3>(1, 2, 3),
    fc.constantFrom<DangerLevel>(...DANGER_LEVEL_ORDER),
  );

  it('property: the total is face + modifier and the TN is that total held in 2..8', () => {
    fc.assert(
      fc.property(args, ([face, depth, danger]) => {
        const r = salvageQuality(face, depth, danger);
        expect(r.total).toBe(face + qualityModifier(depth, danger));
        expect(r.extractTn).toBe(Math.min(8, Math.max(2, r.total)));
      }),
    );
  });

  it('property: a higher face, a deeper level or more danger never gives worse salvage', () => {
    fc.assert(
      fc.property(args, args, ([f1, d1, g1], [f2, d2, g2]) => {
        const a = salvageQuality(f1, d1, g1);
        const b = salvageQuality(f2, d2, g2);
        if (a.total <= b.total)
          expect(ORDER.indexOf(a.quality)).toBeLessThanOrEqual(ORDER.indexOf(b.quality));
        const lowerDanger = DANGER_LEVEL_ORDER.indexOf(g1) <= DANGER_LEVEL_ORDER.indexOf(g2);
        if (lowerDanger && d1 <= d2)
          expect(qualityModifier(d1, g1)).toBeLessThanOrEqual(qualityModifier(d2, g2));
      }),
    );
  });
});
