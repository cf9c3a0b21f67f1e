import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ManifestationId } from '../types';
import {
  MAX_TRANSIT_DICE,
  blightCheckTotal,
  blightManifests,
  escapeOutcome,
  gameLength,
  manifestation,
  transitFindDice,
  transitScrip,
} from './postGame';

describe('gameLength (Salvage QR, Mission set-up 8: D4 1=5, 2–3=6, 4=7 rounds)', () => {
  it.each([
    [1, 5],
    [2, 6],
    [3, 6],
    [4, 7],
  ])('D4 %i: %i rounds', (d4, rounds) => {
    expect(gameLength(d4)).toBe(rounds);
  });

  it.each([0, 5, 2.5])('refuses D4 %s', (d4) => {
    expect(() => gameLength(d4)).toThrow(/D4/);
  });
});

describe('transitFindDice (Salvage QR, Transit Find: 1D4 per non-MW Boiler, max 5)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [3, 3],
    [4, 4],
    [5, 5],
    [6, 5],
    [9, 5],
  ])('%i standing Boilers: %i dice', (standing, dice) => {
    expect(transitFindDice(standing)).toBe(dice);
  });

  it('caps at 5 and refuses a negative count', () => {
    expect(MAX_TRANSIT_DICE).toBe(5);
    expect(() => transitFindDice(-1)).toThrow();
  });
});

describe('transitScrip (Salvage QR, Transit Find bands)', () => {
  const band = (from: number, to: number, scrip: number): [number, number][] =>
    Array.from({ length: to - from + 1 }, (_, i) => [from + i, scrip]);
  it.each([
    [0, 0],
    ...band(1, 4, 10),
    ...band(5, 8, 20),
    ...band(9, 12, 35),
    ...band(13, 15, 50),
    ...band(16, 18, 65),
    ...band(19, 20, 75),
    [21, 75],
    [40, 75],
  ])('total %i: %i scrip', (total, scrip) => {
    expect(transitScrip(total)).toBe(scrip);
  });

  it('refuses a negative or fractional total', () => {
    expect(() => transitScrip(-1)).toThrow();
    expect(() => transitScrip(3.5)).toThrow();
  });

  it('property: more total never gives less scrip', () => {
    fc.assert(
      fc.property(fc.nat(25), fc.nat(25), (a, b) => {
        if (a <= b) expect(transitScrip(a)).toBeLessThanOrEqual(transitScrip(b));
      }),
    );
  });
});

describe('Blight check (Salvage QR, Blight: 1D8 + Blight + 1 per MW Boiler; 11+ manifests)', () => {
  it('adds the D8, the crew Blight and the Mortally Wounded Boilers', () => {
    expect(blightCheckTotal(1, 0, 0)).toBe(1);
    expect(blightCheckTotal(5, 3, 2)).toBe(10);
    expect(blightCheckTotal(8, 2, 1)).toBe(11);
  });

  it('refuses a face off the D8 or negative counts', () => {
    expect(() => blightCheckTotal(0, 0, 0)).toThrow(/D8/);
    expect(() => blightCheckTotal(9, 0, 0)).toThrow(/D8/);
    expect(() => blightCheckTotal(3, -1, 0)).toThrow(/Blight/);
    expect(() => blightCheckTotal(3, 0, -1)).toThrow(/Mortally/);
  });

  it.each([
    [1, false],
    [10, false],
    [11, true],
    [12, true],
    [20, true],
  ])('total %i manifests: %s', (total, manifests) => {
    expect(blightManifests(total)).toBe(manifests);
  });
});

describe('manifestation (Salvage QR, Blight Manifestation 2D8)', () => {
  // What each row does to a company is pinned through the engine (mission/postGame.engine.test.ts).
  it.each([
    [2, 'boilerLost', null],
    [3, 'weakened', 1],
    [4, 'noSalvage', 1],
    [5, 'noAugments', 1],
    [6, 'spreadOut', 1],
    [7, 'slowStart', 1],
    [8, 'noPerk', 1],
    [9, 'noExert', 1],
    [10, 'shortSight', 1],
    [11, 'itemDestroyed', null],
    [12, 'stashSpoiled', null],
    [13, 'lessCapacity', 1],
    [14, 'upgradeLost', null],
    [15, 'blightSurge', 1],
    [16, 'frailCrew', 3],
  ] as [number, ManifestationId, number | null][])('%i: %s for %s missions', (total, id, missions) => {
    const row = manifestation(total);
    expect(row).toMatchObject({ id, missions, resetsBlight: total !== 16 });
    expect(row.name.length).toBeGreaterThan(0);
  });

  it.each([1, 17, 5.5])('refuses total %s', (total) => {
    expect(() => manifestation(total)).toThrow(/2D8/);
  });
});

describe('escapeOutcome (Salvage QR, Post-game, Escape status)', () => {
  it.each([
    ['escaped', false, true, true, true, false, true],
    ['aliveNotEscaped', false, false, false, true, false, true],
    ['mortallyWounded', false, false, false, false, true, false],
    ['escaped', true, true, true, true, false, true],
    ['aliveNotEscaped', true, true, true, true, false, true],
    ['mortallyWounded', true, false, false, false, true, false],
  ] as const)(
    '%s, crew won %s: salvage %s, items %s, starting items %s, injury %s, available %s',
    (status, won, keepsSalvage, keepsItems, keepsStartingItems, rollsInjury, available) => {
      expect(escapeOutcome(status, won)).toEqual({
        keepsSalvage,
        keepsItems,
        keepsStartingItems,
        rollsInjury,
        available,
      });
    },
  );
});
