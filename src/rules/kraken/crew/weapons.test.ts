import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DamageType, WeaponKeyword } from '../../../content/schemas/weapon';
import type { WeaponProfile } from './weapons';
import { formatAttackNotation, formatWeaponNotation, parseWeaponNotation } from './weapons';

function parsed(text: string): WeaponProfile {
  const result = parseWeaponNotation(text);
  if (!result.ok) throw new Error(result.problem);
  return result.profile;
}

describe('weapon notation (§14 Weapons definition)', () => {
  it("reads the book's sample rifle: Strength 3, hits on 4+, 3 damage, 5 ammo, ranged", () => {
    expect(parsed('Rifle (3) 4+, 3 A5. Type RG')).toEqual({
      name: 'Rifle',
      strength: 3,
      hit: 4,
      damage: 3,
      attacks: 1,
      ammo: 5,
      kind: 'ranged',
      keywords: [],
      damageTypes: ['RG'],
    });
    expect(parsed('Rifle (3) 4+, 3 A5 RG')).toEqual(parsed('Rifle (3) 4+, 3 A5. Type RG'));
  });

  it('reads a multiplier "3x2" as three attacks of 2 and no A value as unlimited ammo', () => {
    const whip = parsed('Whip (2) 4+, 3x2 ML');
    expect(whip).toMatchObject({ attacks: 3, damage: 2, ammo: null, kind: 'melee' });
  });

  it('reads an enemy attack written without a name: "RG 4+, 2x3"', () => {
    expect(parsed('RG 4+, 2x3')).toMatchObject({ name: '', kind: 'ranged', hit: 4, attacks: 2, damage: 3 });
  });

  it('reads keywords, Weaken X and extra damage types in any case', () => {
    const profile = parsed('Cryo Cannon (4) 5+, 4 A2 ex ap Weaken 2 ice fire RG');
    expect(profile.keywords).toEqual(['EX', 'AP', 'WEAKEN']);
    expect(profile.weaken).toBe(2);
    expect(profile.damageTypes).toEqual(['Fire', 'Ice', 'RG']);
    expect(parsed('Arc Pike 3+, 2 WEAKEN1 ML').weaken).toBe(1);
  });

  it('reads strokes after the ammo as shots already fired: A8:||| is 3 of 8', () => {
    const result = parseWeaponNotation('Carbine 4+, 2 A8:||| RG');
    expect(result.ok && result.spent).toBe(3);
  });

  it('refuses notation it cannot read, saying what is missing', () => {
    const cases = [
      'Rifle (3) 3 A5 RG',
      'Rifle 4+, 3 A5',
      'Rifle 4+, 3 RG ML',
      'Rifle 4+, 3 Laser RG',
      'Rifle 7+, 3 RG',
      'Rifle 4+, 3 Weaken RG',
    ];
    for (const text of cases) {
      const result = parseWeaponNotation(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.problem.length).toBeGreaterThan(10);
    }
  });

  it('writes profiles back in the same notation', () => {
    expect(formatWeaponNotation(parsed('Rifle (3) 4+, 3 A5. Type RG'))).toBe('Rifle (3) 4+, 3 A5 RG');
    expect(formatWeaponNotation(parsed('Whip (2) 4+, 3x2 ML'))).toBe('Whip (2) 4+, 3x2 ML');
    expect(formatAttackNotation(parsed('RG 4+, 2x3 Toxic'))).toBe('RG 4+, 2x3 Toxic');
  });

  it('round-trips every profile through format and parse (property)', () => {
    const keywordArb = fc.subarray(['EX', 'T2', 'AP', 'IA', 'IS', 'EMP'] as WeaponKeyword[]);
    const extraTypes = fc.subarray(['Fire', 'Ice', 'Toxic'] as DamageType[]);
    const nameArb = fc
      .array(fc.constantFrom('Ar', 'c ', 'Lance', 'Bolt', ' Mk', 'Z'), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join('').trim().replace(/\s+/g, ' '))
      .filter((name) => name !== '' && !/^(RG|ML)$/i.test(name));
    const profileArb = fc
      .record({
        name: nameArb,
        strength: fc.integer({ min: 0, max: 8 }),
        hit: fc.integer({ min: 2, max: 6 }),
        damage: fc.integer({ min: 0, max: 30 }),
        attacks: fc.integer({ min: 1, max: 6 }),
        ammo: fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }),
        kind: fc.constantFrom('ranged' as const, 'melee' as const),
        keywords: keywordArb,
        weaken: fc.option(fc.integer({ min: 1, max: 8 }), { nil: undefined }),
        extra: extraTypes,
      })
      .map(({ extra, weaken, keywords, ...rest }): WeaponProfile => {
        const order = ['EX', 'T2', 'AP', 'IA', 'IS', 'EMP', 'WEAKEN'] as const;
        const all = weaken === undefined ? keywords : [...keywords, 'WEAKEN' as const];
        const types: DamageType[] = [...extra, rest.kind === 'ranged' ? 'RG' : 'ML'];
        return {
          ...rest,
          keywords: order.filter((k) => all.includes(k)),
          ...(weaken === undefined ? {} : { weaken }),
          damageTypes: (['Fire', 'Ice', 'Toxic', 'RG', 'ML'] as const).filter((t) => types.includes(t)),
        };
      });
    fc.assert(
      fc.property(profileArb, (profile) => {
        expect(parsed(formatWeaponNotation(profile))).toEqual(profile);
      }),
    );
  });
});
