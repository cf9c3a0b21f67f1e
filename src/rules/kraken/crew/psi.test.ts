import { describe, expect, it } from 'vitest';
import {
  PSI_POWERS,
  divinationShift,
  meditateOxygen,
  meditateRoll,
  meditateTarget,
  psiAttackHit,
  psiDifficulty,
  psiHeal,
  psiPower,
  psiRefusal,
  psiRoll,
  resolveMeditate,
  resolvePsi,
} from './psi';
import { resolveHit } from '../groundCombat/damage';
import { EMPTY_INVENTORY, carryItem } from './inventory';
import { makeCrew, makeItem } from '../testkit/fixtures';

const psiTrait = { id: 'psi', name: 'PSI', value: 2, rule: 'psi' as const };
const mystic = makeCrew({ traits: [psiTrait], psi: { level: 2, exhausted: false } });

describe('PSI powers (§14)', () => {
  it('PSI 2 tries PSI Shock (6) and rolls 3: 5 fails, 1 HP lost, exhausted; a 6 would make 8', () => {
    const shock = psiPower('psi-shock');
    const failed = resolvePsi(mystic, shock, 3);
    expect(failed).toMatchObject({ success: false, effectApplies: false, hpLost: 1 });
    expect(failed.crew.hp).toBe(7);
    expect(failed.crew.psi?.exhausted).toBe(true);
    expect(resolvePsi(mystic, shock, 6).success).toBe(true);
    expect(psiRoll(mystic, shock).odds).toBeCloseTo(3 / 6, 12);
  });

  it('costs 2 HP when the failure is a roll of 1', () => {
    expect(resolvePsi(mystic, psiPower('psi-lightning'), 1).hpLost).toBe(2);
  });

  it('refuses an exhausted PSI, a crew member without PSI and a power of the other phase', () => {
    expect(
      psiRefusal({ ...mystic, psi: { level: 2, exhausted: true } }, psiPower('psi-attack'), 'ground-combat'),
    ).toMatch(/exhausted/);
    expect(psiRefusal(makeCrew(), psiPower('psi-attack'), 'ground-combat')).toMatch(/no PSI/);
    expect(psiRefusal(mystic, psiPower('psi-surprise'), 'ground-combat')).toMatch(/exploration/);
  });

  it('adds the best single PSI item, not all of them', () => {
    const items = {
      ...EMPTY_INVENTORY,
      '1': carryItem(makeItem({ kind: 'psi', psiBonus: 1 })),
      '2': carryItem(makeItem({ kind: 'psi', psiBonus: 2 })),
    };
    expect(psiRoll({ ...mystic, inventory: items }, psiPower('psi-attack')).check).toMatchObject({
      attribute: 4,
    });
  });

  it('makes Cure and Cure II 1 harder on oneself', () => {
    expect(psiDifficulty(psiPower('psi-cure'), true)).toBe(6);
    expect(psiDifficulty(psiPower('psi-cure-2'), true)).toBe(9);
    expect(psiDifficulty(psiPower('psi-cure-all'), true)).toBe(8);
  });

  it('lets PSI Flash give its +3 even when the check fails', () => {
    const flash = resolvePsi(mystic, psiPower('psi-flash'), 2);
    expect(flash).toMatchObject({ success: false, effectApplies: true });
    expect(flash.crew.psi?.exhausted).toBe(true);
  });

  it('deals PSI attack damage through shields and armour', () => {
    const hit = psiAttackHit(psiPower('psi-blast'));
    const result = resolveHit(hit, {
      hp: 6,
      shield: { class: 'B', energy: 4 },
      armour: 3,
      weakened: 0,
      cover: false,
      weaknesses: ['RG'],
      resistances: ['ML'],
      immune: false,
    });
    expect(result.breakdown.hpLoss).toBe(4);
  });

  it('heals, never above the maximum, and wakes the unconscious', () => {
    expect(psiHeal({ ...mystic, hp: 7 }, 5).hp).toBe(8);
    expect(psiHeal({ ...mystic, hp: 0, condition: 'unconscious' }, 2)).toMatchObject({
      hp: 2,
      condition: 'conscious',
    });
  });

  it('lists every power of the book with its difficulty', () => {
    expect(PSI_POWERS.map((p) => `${p.name} (${p.difficulty})`)).toEqual([
      'PSI Attack (5)',
      'PSI Shock (6)',
      'PSI Blast (7)',
      'PSI Lightning (8)',
      'PSI Concentrate (5)',
      'PSI Cure (5)',
      'PSI Taunt (5)',
      'PSI Telekinesis (5)',
      'PSI Confuse (6)',
      'PSI Flash (6)',
      'PSI Cure II (8)',
      'PSI Cure All (8)',
      'PSI Motivation (8)',
      'PSI Shield (8)',
      'PSI Surprise (3)',
      'PSI Divination (4)',
      'PSI Midas Touch (5)',
      'PSI Oxygen Creation (8)',
    ]);
  });

  it('shifts the d20 loot roll by exactly 3 either way, staying on the die', () => {
    expect(divinationShift(18, 3)).toBe(20);
    expect(divinationShift(2, -3)).toBe(1);
    expect(() => divinationShift(10, 5)).toThrow(/\+3 or −3/);
    expect(() => divinationShift(10, 2)).toThrow(/\+3 or −3/);
  });
});

describe('meditate', () => {
  it('Strength 4 (8 HP) with 3 lost needs a 6 (3 + 3), whatever else is carried', () => {
    const tired = { ...mystic, hp: 5, psi: { level: 2, exhausted: true } };
    expect(meditateTarget(tired)).toBe(6);
    expect(meditateRoll(tired).odds).toBeCloseTo(1 / 6, 12);
    expect(resolveMeditate(tired, 6).crew.psi?.exhausted).toBe(false);
  });

  it('costs 1 HP on a failure and 2 on a 1; above 6 it cannot pass', () => {
    const tired = { ...mystic, hp: 5, psi: { level: 2, exhausted: true } };
    expect(resolveMeditate(tired, 5).crew.hp).toBe(4);
    expect(resolveMeditate(tired, 1).crew.hp).toBe(3);
    expect(meditateRoll({ ...tired, hp: 3 }).odds).toBe(0);
  });

  it('costs 0, 1 or 2 oxygen in exploration by atmosphere', () => {
    expect(['breathable', 'non-breathable', 'hell'].map((a) => meditateOxygen(a as 'hell'))).toEqual([
      0, 1, 2,
    ]);
  });
});
