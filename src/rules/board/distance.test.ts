import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeFigure } from './defaults';
import {
  distanceBetween,
  edgeGap,
  figureDistance,
  inBaseContact,
  rangeBand,
  withinHalfRange,
} from './distance';
import type { Level } from './types';

describe('true 3D distance (salvage depth table)', () => {
  it('4" across and two levels apart at 3" spacing is √(16 + 36) = 7.21"', () => {
    const a = makeFigure({ id: 'a', x: 10, z: 10, level: 1 });
    const b = makeFigure({ id: 'b', x: 14, z: 10, level: 3 });
    const d = distanceBetween(a, b, 3);
    expect(d.horizontal).toBeCloseTo(4, 9);
    expect(d.vertical).toBeCloseTo(6, 9);
    expect(d.total).toBeCloseTo(7.2111, 4);
  });

  it('a 3-by-4 offset on the same level is 5"', () => {
    const a = makeFigure({ id: 'a', x: 2, z: 2, level: 2 });
    const b = makeFigure({ id: 'b', x: 5, z: 6, level: 2 });
    expect(figureDistance(a, b, 3)).toBeCloseTo(5, 9);
    expect(distanceBetween(a, b, 3).vertical).toBe(0);
  });

  it('follows the level spacing: one level at 2.5" and 6" across is 6.5"', () => {
    expect(figureDistance({ x: 0, z: 0, level: 2 }, { x: 6, z: 0, level: 3 }, 2.5)).toBeCloseTo(6.5, 9);
  });

  it('measures between standing points, so standing on a 3" crate counts', () => {
    expect(figureDistance({ x: 0, z: 0, level: 3, elevation: 3 }, { x: 4, z: 0, level: 3 }, 3)).toBeCloseTo(
      5,
      9,
    );
  });

  const point = fc.record({
    x: fc.double({ min: 0, max: 36, noNaN: true }),
    z: fc.double({ min: 0, max: 36, noNaN: true }),
    level: fc.constantFrom<Level>(1, 2, 3),
  });

  it('is symmetric and never shorter than its horizontal or vertical part', () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 2.5, max: 3, noNaN: true }), (a, b, spacing) => {
        const ab = distanceBetween(a, b, spacing);
        const ba = distanceBetween(b, a, spacing);
        expect(ab.total).toBeCloseTo(ba.total, 9);
        expect(ab.total + 1e-9).toBeGreaterThanOrEqual(ab.horizontal);
        expect(ab.total + 1e-9).toBeGreaterThanOrEqual(ab.vertical);
      }),
    );
  });
});

describe('base contact', () => {
  const a = makeFigure({ id: 'a', x: 10, z: 10 });

  it('measures the gap between base rims', () => {
    expect(edgeGap(a, makeFigure({ id: 'b', x: 13, z: 10 }))).toBeCloseTo(2, 9);
    expect(edgeGap(a, makeFigure({ id: 'b', x: 10.5, z: 10 }))).toBeCloseTo(-0.5, 9);
  });

  it('touching bases (within 0.05") on the same level are in contact', () => {
    expect(inBaseContact(a, makeFigure({ id: 'b', x: 11, z: 10 }))).toBe(true);
    expect(inBaseContact(a, makeFigure({ id: 'b', x: 11.04, z: 10 }))).toBe(true);
    expect(inBaseContact(a, makeFigure({ id: 'b', x: 11.06, z: 10 }))).toBe(false);
  });

  it('figures on different levels or heights never touch', () => {
    expect(inBaseContact(a, makeFigure({ id: 'b', x: 11, z: 10, level: 2 }))).toBe(false);
    expect(inBaseContact(a, makeFigure({ id: 'b', x: 11, z: 10, elevation: 1 }))).toBe(false);
  });
});

describe('range bands', () => {
  it('picks the shortest band that reaches, maximum inclusive', () => {
    const bands = { short: 6, long: 12 };
    expect(rangeBand(6, bands)).toBe('short');
    expect(rangeBand(6.1, bands)).toBe('long');
    expect(rangeBand(12, bands)).toBe('long');
    expect(rangeBand(12.5, bands)).toBeNull();
  });

  it('accepts [label, max] pairs in any order', () => {
    const bands = [
      ['long', 24],
      ['close', 3],
      ['effective', 12],
    ] as const;
    expect(rangeBand(2, bands)).toBe('close');
    expect(rangeBand(7.21, bands)).toBe('effective');
    expect(rangeBand(30, bands)).toBeNull();
  });

  it('Powershot: within half the weapon range, half itself included', () => {
    expect(withinHalfRange(6, 12)).toBe(true);
    expect(withinHalfRange(6.01, 12)).toBe(false);
  });
});
