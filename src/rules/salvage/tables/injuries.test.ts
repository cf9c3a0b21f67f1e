import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InjuryId } from '../types';
import { D44_READINGS, INSURANCE_SCRIP, injuryResult, modifiedInjury } from './injuries';

describe('D44 readings', () => {
  it('are the sixteen tens-and-units readings of two D4', () => {
    expect(D44_READINGS).toEqual([11, 12, 13, 14, 21, 22, 23, 24, 31, 32, 33, 34, 41, 42, 43, 44]);
  });
});

describe('modifiedInjury (Salvage QR, Injuries: +2 on a won condition, −2 if not; reading salvage.injuries)', () => {
  // [roll, won: +2 steps, lost: −2 steps] along 9, 10, 11 … 14, 21 … 44, 45, 46.
  it.each([
    [11, 13, 9],
    [12, 14, 10],
    [13, 21, 11],
    [14, 22, 12],
    [21, 23, 13],
    [22, 24, 14],
    [23, 31, 21],
    [24, 32, 22],
    [31, 33, 23],
    [32, 34, 24],
    [33, 41, 31],
    [34, 42, 32],
    [41, 43, 33],
    [42, 44, 34],
    [43, 45, 41],
    [44, 46, 42],
  ])('%i reads %i with the win and %i without', (d44, won, lost) => {
    expect(modifiedInjury(d44, true)).toBe(won);
    expect(modifiedInjury(d44, false)).toBe(lost);
  });

  it.each([9, 10, 15, 20, 45, 0, 12.5])('refuses %s, which is no D44 reading', (d44) => {
    expect(() => modifiedInjury(d44, true)).toThrow(/D44/);
  });
});

describe('injuryResult (Salvage QR, Injuries D44 table)', () => {
  it.each([
    [9, 'killed', 'Killed!', null],
    [10, 'killed', 'Killed!', null],
    [11, 'killed', 'Killed!', null],
    [12, 'deathsDoor', "Death's Door", null],
    [13, 'deathsDoor', "Death's Door", null],
    [14, 'deathsDoor', "Death's Door", null],
    [21, 'heavyTrauma', 'Heavy Trauma', null],
    [22, 'rattledBrain', 'Rattled Brain', null],
    [23, 'blinded', 'Blinded', 3],
    [24, 'shatteredArm', 'Shattered Arm', null],
    [31, 'internalScarring', 'Internal Scarring', null],
    [32, 'damagedFilters', 'Damaged Filters', 2],
    [33, 'limpingGait', 'Limping Gait', 2],
    [34, 'crackedVisor', 'Cracked Visor', 1],
    [41, 'burnedCircuits', 'Burned Circuits', 2],
    [42, 'nerveDamage', 'Nerve Damage', 1],
    [43, 'battered', 'Battered', 1],
    [44, 'insurancePayout', 'Insurance Payout', null],
    [45, 'insurancePayout', 'Insurance Payout', null],
    [46, 'insurancePayout', 'Insurance Payout', null],
  ] as [number, InjuryId, string, number | null][])(
    '%i: %s (%s), %s missions',
    (reading, id, name, missions) => {
      expect(injuryResult(reading)).toMatchObject({ id, name, missions });
    },
  );

  it('Insurance Payout pays 35 Scrip (each row is pinned on state in mission/postGame.engine.test.ts)', () => {
    expect(INSURANCE_SCRIP).toBe(35);
  });

  it.each([8, 15, 16, 20, 25, 30, 35, 40, 47, 11.5])(
    'refuses %s, which no modified roll gives',
    (reading) => {
      expect(() => injuryResult(reading)).toThrow(/D44/);
    },
  );

  it('property: every roll, won or lost, reads a row; a win never reads a lower row than a loss', () => {
    fc.assert(
      fc.property(fc.constantFrom(...D44_READINGS), (d44) => {
        const won = modifiedInjury(d44, true);
        const lost = modifiedInjury(d44, false);
        expect(won).toBeGreaterThan(d44);
        expect(lost).toBeLessThan(d44);
        expect(() => injuryResult(won)).not.toThrow();
        expect(() => injuryResult(lost)).not.toThrow();
      }),
    );
  });
});
