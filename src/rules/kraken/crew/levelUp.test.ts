import { describe, expect, it } from 'vitest';
import { levelGainCost, levelUp, levelUpCost } from './levelUp';
import { makeCrew } from '../testkit/fixtures';

const good = { id: 'steady', name: 'Steady', value: 1 };
const bad = { id: 'clumsy', name: 'Clumsy', value: -1 };

describe('level up (§14 Level up)', () => {
  it('costs the next level squared: level 2 to 3 costs 9 XP', () => {
    expect(levelUpCost(2)).toBe(9);
    expect(levelUpCost(1)).toBe(4);
  });

  it('spends the XP and raises one attribute, not above 8', () => {
    const result = levelUp(makeCrew({ level: 2 }), 12, { kind: 'attribute', attribute: 'tech' });
    expect(result.ok && result.xp).toBe(3);
    expect(result.ok && result.crew.level).toBe(3);
    expect(result.ok && result.crew.attributes.tech).toBe(4);
    const maxed = makeCrew({
      attributes: { agility: 8, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 },
    });
    expect(levelUp(maxed, 50, { kind: 'attribute', attribute: 'agility' }).ok).toBe(false);
  });

  it('raises HP with Strength', () => {
    const result = levelUp(makeCrew({ hp: 6 }), 4, { kind: 'attribute', attribute: 'strength' });
    expect(result.ok && result.crew.hp).toBe(8);
  });

  it('refuses when the team has too little XP', () => {
    expect(levelUp(makeCrew({ level: 2 }), 8, { kind: 'attribute', attribute: 'tech' })).toMatchObject({
      ok: false,
    });
  });

  it('takes two levels for a positive trait, or one level for a positive and a negative together', () => {
    expect(levelGainCost(1, { kind: 'positive-trait', trait: good })).toBe(4 + 9);
    const two = levelUp(makeCrew(), 13, { kind: 'positive-trait', trait: good });
    expect(two.ok && two.crew.level).toBe(3);
    const pair = levelUp(makeCrew(), 4, { kind: 'trait-pair', positive: good, negative: bad });
    expect(pair.ok && pair.crew.traits.map((t) => t.id)).toEqual(['steady', 'clumsy']);
  });

  it('never goes past 4 traits', () => {
    const full = makeCrew({ traits: [1, 2, 3].map((n) => ({ id: `t${n}`, name: `T${n}`, value: 0 })) });
    expect(levelUp(full, 50, { kind: 'trait-pair', positive: good, negative: bad })).toMatchObject({
      ok: false,
    });
  });

  it('starts a gained PSI trait at 1 and raises it like an attribute up to 8', () => {
    const psi = { id: 'psi', name: 'PSI', value: 2, rule: 'psi' as const };
    const gained = levelUp(makeCrew(), 13, { kind: 'positive-trait', trait: psi });
    if (!gained.ok) throw new Error(gained.reason);
    expect(gained.crew.psi).toEqual({ level: 1, exhausted: false });
    const raised = levelUp(gained.crew, 16, { kind: 'psi' });
    expect(raised.ok && raised.crew.psi?.level).toBe(2);
    expect(levelUp({ ...gained.crew, psi: { level: 8, exhausted: false } }, 99, { kind: 'psi' }).ok).toBe(
      false,
    );
  });
});
