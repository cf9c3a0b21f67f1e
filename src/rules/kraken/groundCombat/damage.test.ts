import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { DamageType, WeaponKeyword } from '../../../content/schemas/weapon';
import type { DamageTarget, HitInput } from './damage';
import { applyMultiplier, armourAgainst, damageMultiplier, resolveHit, resolveHits } from './damage';

const target = (over: Partial<DamageTarget> = {}): DamageTarget => ({
  hp: 10,
  shield: null,
  armour: 0,
  weakened: 0,
  cover: false,
  weaknesses: [],
  resistances: [],
  immune: false,
  ...over,
});

const hit = (over: Partial<HitInput> = {}): HitInput => ({
  damage: 3,
  critical: false,
  kind: 'ranged',
  keywords: [],
  damageTypes: ['RG'],
  ...over,
});

describe('weakness and resistance (§14)', () => {
  it('multiplies by 2 when Ice, Toxic and Melee meet Toxic and Melee weaknesses and an Ice resistance', () => {
    const reading = damageMultiplier(['Ice', 'Toxic', 'ML'], ['Toxic', 'ML'], ['Ice']);
    expect(reading).toEqual({ weaknesses: 2, resistances: 1, net: 1, multiplier: 2 });
    const result = resolveHit(
      hit({ damage: 3, kind: 'melee', damageTypes: ['Ice', 'Toxic', 'ML'] }),
      target({ weaknesses: ['Toxic', 'ML'], resistances: ['Ice'] }),
    );
    expect(result.breakdown.hpLoss).toBe(6);
  });

  it('follows the chart: 2+ weaknesses ×3, 1 ×2, none ×1, 1 resistance ×0.5, 2 resistances nothing', () => {
    const types: DamageType[] = ['Fire', 'Ice', 'RG'];
    expect(damageMultiplier(types, ['Fire', 'Ice'], []).multiplier).toBe(3);
    expect(damageMultiplier(types, ['Fire', 'Ice', 'RG'], []).multiplier).toBe(3);
    expect(damageMultiplier(types, ['Fire'], []).multiplier).toBe(2);
    expect(damageMultiplier(types, ['Toxic'], ['ML']).multiplier).toBe(1);
    expect(damageMultiplier(types, [], ['Ice']).multiplier).toBe(0.5);
    expect(damageMultiplier(types, [], ['Ice', 'Fire']).multiplier).toBe(0);
  });

  it('rounds halved damage up: 3 resisted is 2', () => {
    expect(applyMultiplier(3, 0.5)).toBe(2);
    expect(resolveHit(hit({ damage: 3 }), target({ resistances: ['RG'] })).breakdown.hpLoss).toBe(2);
  });

  it('keeps the chart consistent: more weaknesses never lower it, more resistances never raise it (property)', () => {
    const typeArb = fc.subarray(['Fire', 'Ice', 'Toxic', 'RG', 'ML'] as DamageType[]);
    fc.assert(
      fc.property(
        typeArb,
        typeArb,
        typeArb,
        fc.constantFrom<DamageType>('Fire', 'Ice', 'Toxic', 'RG', 'ML'),
        (types, weak, resist, extra) => {
          const base = damageMultiplier(types, weak, resist);
          expect(damageMultiplier(types, [...weak, extra], resist).multiplier).toBeGreaterThanOrEqual(
            base.multiplier,
          );
          expect(damageMultiplier(types, weak, [...resist, extra]).multiplier).toBeLessThanOrEqual(
            base.multiplier,
          );
          // A weakness and a resistance both matched cancel out.
          expect(damageMultiplier(['Fire', 'Ice'], ['Fire'], ['Ice']).multiplier).toBe(1);
          expect([0, 0.5, 1, 2, 3]).toContain(base.multiplier);
          expect(base.net).toBe(base.weaknesses - base.resistances);
        },
      ),
    );
  });
});

describe('shields, then armour, then the multiplier (§14 Apply damage)', () => {
  it('lets a flash (A) shield stop ranged hits only, and an energy (B) shield stop both', () => {
    const a = target({ shield: { class: 'A', energy: 2 } });
    expect(resolveHit(hit({ damage: 3 }), a).breakdown).toMatchObject({ shieldAbsorbed: 2, hpLoss: 1 });
    expect(resolveHit(hit({ damage: 3, kind: 'melee', damageTypes: ['ML'] }), a).breakdown).toMatchObject({
      shieldAbsorbed: 0,
      hpLoss: 3,
    });
    const b = target({ shield: { class: 'B', energy: 2 } });
    const melee = resolveHit(hit({ damage: 3, kind: 'melee', damageTypes: ['ML'] }), b);
    expect(melee.breakdown.shieldAbsorbed).toBe(2);
    expect(melee.target.shield?.energy).toBe(0);
  });

  it('drains the shield and the damage point for point, then armour takes its value off the rest', () => {
    const result = resolveHit(hit({ damage: 6 }), target({ shield: { class: 'B', energy: 2 }, armour: 1 }));
    expect(result.breakdown).toMatchObject({
      incoming: 6,
      shieldAbsorbed: 2,
      armourAbsorbed: 1,
      afterArmour: 3,
      hpLoss: 3,
    });
    expect(result.target.hp).toBe(7);
  });

  it('ignores shields with IS, armour with IA, and halves armour (rounded up) with AP', () => {
    expect(
      resolveHit(hit({ keywords: ['IS'] }), target({ shield: { class: 'B', energy: 5 } })).breakdown.hpLoss,
    ).toBe(3);
    expect(resolveHit(hit({ keywords: ['IA'] }), target({ armour: 5 })).breakdown.hpLoss).toBe(3);
    expect(armourAgainst(hit({ keywords: ['AP'] }), target({ armour: 3 }))).toBe(2);
    expect(armourAgainst(hit({ keywords: ['AP'] }), target({ armour: 4 }))).toBe(2);
    expect(armourAgainst(hit({ keywords: ['AP'] }), target({ armour: 1 }))).toBe(1);
    expect(armourAgainst(hit({ keywords: ['AP'] }), target({ armour: 0.5 }))).toBe(0.5);
  });

  it('lets EMP drain shields of either class and do nothing else', () => {
    const result = resolveHit(
      hit({ damage: 4, kind: 'melee', keywords: ['EMP'], damageTypes: ['ML'] }),
      target({ shield: { class: 'A', energy: 3 } }),
    );
    expect(result.breakdown).toMatchObject({ shieldAbsorbed: 3, hpLoss: 0 });
    expect(result.target.hp).toBe(10);
    expect(resolveHit(hit({ keywords: ['EMP'] }), target()).breakdown.hpLoss).toBe(0);
  });

  it('adds 1 damage for a critical: a rifle of 3 hits for 4 on a 6', () => {
    expect(resolveHit(hit({ damage: 3, critical: true }), target()).breakdown).toMatchObject({
      incoming: 4,
      hpLoss: 4,
    });
  });

  it('gives +1 armour in cover and +3 against explosives', () => {
    expect(resolveHit(hit({ damage: 3 }), target({ cover: true })).breakdown.hpLoss).toBe(2);
    expect(resolveHit(hit({ damage: 3, keywords: ['EX'] }), target({ cover: true })).breakdown.hpLoss).toBe(
      0,
    );
  });

  it('counts half points of armour together: 1.5 armour stops 1 point of 3, 2 half points stop 1', () => {
    expect(resolveHit(hit({ damage: 3 }), target({ armour: 1.5 })).breakdown).toMatchObject({
      afterArmour: 2,
      armourAbsorbed: 1,
    });
    expect(resolveHit(hit({ damage: 3 }), target({ armour: 0.5 })).breakdown.afterArmour).toBe(3);
  });

  it('keeps HP whole under PSI SHIELD while the shield still drains', () => {
    const result = resolveHit(hit({ damage: 5 }), target({ shield: { class: 'B', energy: 2 } }), {
      hpProtected: true,
    });
    expect(result.breakdown.hpLoss).toBe(0);
    expect(result.target.shield?.energy).toBe(0);
  });
});

describe('Weaken X', () => {
  const frost = hit({ damage: 2, keywords: ['WEAKEN'], weaken: 2 });

  it('lowers armour for the rest of the combat when damage gets past the shields', () => {
    const result = resolveHit(frost, target({ armour: 3 }));
    expect(result.breakdown.hpLoss).toBe(0); // armour took it all
    expect(result.target.weakened).toBe(2);
    expect(resolveHit(hit({ damage: 3 }), result.target).breakdown.hpLoss).toBe(2);
  });

  it('does nothing when the shields absorb everything, and does not stack', () => {
    expect(resolveHit(frost, target({ shield: { class: 'B', energy: 5 } })).target.weakened).toBe(0);
    expect(
      resolveHit(hit({ damage: 2, keywords: ['WEAKEN'], weaken: 1 }), target({ weakened: 2 })).target
        .weakened,
    ).toBe(2);
  });

  it("takes hold after the whole attack: a multi-attack's later hits meet the old armour", () => {
    const twice = resolveHits([frost, frost], target({ armour: 2 }));
    expect(twice.breakdowns.map((b) => b.hpLoss)).toEqual([0, 0]);
    expect(twice.target.weakened).toBe(2);
  });
});

describe('each hit of a multi-attack on its own', () => {
  it('applies armour against every hit: 2x3 against armour 2 does 1 + 1', () => {
    const result = resolveHits([hit(), hit()], target({ armour: 2 }));
    expect(result.breakdowns.map((b) => b.hpLoss)).toEqual([1, 1]);
    expect(result.target.hp).toBe(8);
  });

  it('never deals negative damage or raises HP or shield energy (property)', () => {
    const kw = fc.subarray(['EX', 'AP', 'IA', 'IS', 'EMP'] as WeaponKeyword[]);
    const types = fc.subarray(['Fire', 'Ice', 'Toxic', 'RG', 'ML'] as DamageType[]);
    const hitArb = fc.record({
      damage: fc.integer({ min: 0, max: 30 }),
      critical: fc.boolean(),
      kind: fc.constantFrom('ranged' as const, 'melee' as const, 'psi' as const),
      keywords: kw,
      damageTypes: types,
    });
    const targetArb = fc.record({
      hp: fc.integer({ min: -3, max: 40 }),
      shield: fc.option(
        fc.record({
          class: fc.constantFrom('A' as const, 'B' as const),
          energy: fc.integer({ min: 0, max: 10 }),
        }),
        { nil: null },
      ),
      armour: fc.integer({ min: 0, max: 16 }).map((n) => n / 2),
      weakened: fc.integer({ min: 0, max: 4 }),
      cover: fc.boolean(),
      weaknesses: types,
      resistances: types,
      immune: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(hitArb, { minLength: 1, maxLength: 4 }), targetArb, (hits, t) => {
        const result = resolveHits(hits, t);
        for (const b of result.breakdowns) {
          expect(b.hpLoss).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(b.hpLoss)).toBe(true);
          expect(b.shieldAbsorbed).toBeGreaterThanOrEqual(0);
          expect(b.armourAbsorbed).toBeGreaterThanOrEqual(0);
          expect(b.hpLoss).toBeLessThanOrEqual(3 * b.incoming);
        }
        expect(result.target.hp).toBeLessThanOrEqual(t.hp);
        expect(result.target.shield?.energy ?? 0).toBeGreaterThanOrEqual(0);
        expect(result.target.shield?.energy ?? 0).toBeLessThanOrEqual(t.shield?.energy ?? 0);
      }),
    );
  });
});
