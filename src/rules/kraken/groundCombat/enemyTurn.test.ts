import { describe, expect, it } from 'vitest';
import type { EnemyAttack } from '../../../content/schemas/enemy';
import {
  applyHitToEnemy,
  endEnemyActivation,
  enemyAction,
  enemyActionRolls,
  enemyActionsPerTurn,
  enemyAsTarget,
  enemyAttackNeed,
  enemyAttackOdds,
  enemyFate,
  enemyFromProfile,
  nextEnemyAttackRoll,
  rechargeEnemyShield,
  resolveEnemyAttack,
  resolveEnemyEscape,
  targetCandidates,
  triesToEscape,
} from './enemyTurn';
import { resolveHit } from './damage';
import { makeEnemy } from '../testkit/fixtures';

const profile = makeEnemy();
const enemy = enemyFromProfile('e1', profile, { role: 'primary', level: 2, boss: false });
const spines: EnemyAttack = {
  name: 'Spines',
  kind: 'ranged',
  hit: 4,
  damage: 3,
  attacks: 2,
  keywords: [],
  damageTypes: ['RG'],
};

describe('enemy actions (§14 Enemies take action)', () => {
  it('reads the action table by the d6 face and finds the attack it names', () => {
    expect(enemyAction(profile, 1)).toMatchObject({ action: { kind: 'idle' }, attack: null });
    expect(enemyAction(profile, 2).attack?.name).toBe('Claw');
  });

  it('rolls twice for an enemy with two actions, found by its rule tag or its name', () => {
    expect(enemyActionRolls(enemy, 2)).toHaveLength(2);
    expect(enemyActionsPerTurn(profile)).toBe(1);
    expect(enemyActionsPerTurn(makeEnemy({ traits: [{ name: 'Two Actions', effect: 'Acts twice.' }] }))).toBe(
      2,
    );
    const tagged = { name: 'Frenzy', effect: 'Acts twice.', rule: 'two-actions' as const };
    expect(enemyActionsPerTurn(makeEnemy({ traits: [tagged] }))).toBe(2);
  });

  it('ends a multi-attack on a 1 (no jam) and sends every hit at the one target', () => {
    expect(nextEnemyAttackRoll(enemy, spines, { targetInCover: false }, [1])).toBeNull();
    const rolls = resolveEnemyAttack(enemy, spines, [{ targetInCover: false }], [5, 6]);
    expect(rolls.map((r) => r.hit?.damage)).toEqual([3, 3]);
    expect(rolls[1]?.hit?.critical).toBe(true);
  });

  it('makes hits 1 harder against cover and when confused, and 1 easier at level 8 with +2 damage', () => {
    expect(enemyAttackNeed(enemy, spines, { targetInCover: true })).toBe(5);
    expect(enemyAttackNeed({ ...enemy, confused: true }, spines, { targetInCover: false })).toBe(5);
    const eight = { ...enemy, level: 8 };
    expect(enemyAttackNeed(eight, spines, { targetInCover: false })).toBe(3);
    expect(resolveEnemyAttack(eight, spines, [{ targetInCover: false }], [3, 2])[0]?.hit?.damage).toBe(5);
    expect(
      resolveEnemyAttack({ ...enemy, level: 7 }, spines, [{ targetInCover: false }], [4, 2])[0]?.hit?.damage,
    ).toBe(4);
    expect(enemyAttackOdds(enemy, spines, { targetInCover: true })).toBeCloseTo(2 / 6, 12);
  });

  it('rolls an explosive once per conscious crew member, each with its own cover', () => {
    const blast: EnemyAttack = { ...spines, attacks: 1, keywords: ['EX'] };
    const rolls = resolveEnemyAttack(
      enemy,
      blast,
      [{ targetInCover: false }, { targetInCover: true }, { targetInCover: false }],
      [4, 4, 1],
    );
    expect(rolls.map((r) => r.hit !== null)).toEqual([true, false, false]);
  });

  it('lifts PSI CONFUSE after the enemy’s activation', () => {
    expect(endEnemyActivation({ ...enemy, confused: true }).confused).toBe(false);
  });
});

describe('target priority', () => {
  const crew = [
    { id: 'a', conscious: true, lastAction: 'other' as const },
    { id: 'b', conscious: true, lastAction: 'ranged' as const },
    { id: 'c', conscious: true, lastAction: 'ranged' as const },
    { id: 'd', conscious: false, lastAction: 'melee' as const },
  ];

  it('targets melee attackers, then ranged attackers, then the rest, never the unconscious', () => {
    expect(targetCandidates(crew)).toEqual(['b', 'c']);
    expect(targetCandidates([...crew, { id: 'e', conscious: true, lastAction: 'melee' }])).toEqual(['e']);
    expect(targetCandidates(crew.slice(0, 1))).toEqual(['a']);
  });

  it('obeys PSI TAUNT while the taunting hero stands', () => {
    expect(targetCandidates(crew, 'a')).toEqual(['a']);
    expect(targetCandidates(crew, 'd')).toEqual(['b', 'c']);
  });
});

describe('escape, capture and death', () => {
  it('tries to escape at or below its escape value, on 4+, but never in a boss fight', () => {
    expect(triesToEscape({ ...enemy, hp: 2 })).toBe(true);
    expect(triesToEscape({ ...enemy, hp: 3 })).toBe(false);
    expect(triesToEscape({ ...enemy, hp: 1, boss: true })).toBe(false);
    expect(triesToEscape({ ...enemy, hp: 1, profile: { ...profile, escape: null } })).toBe(false);
    expect(resolveEnemyEscape({ ...enemy, hp: 2 }, 4).status).toBe('escaped');
    expect(resolveEnemyEscape({ ...enemy, hp: 2 }, 3).status).toBe('fighting');
  });

  it('captures at 0, −1 or −2 HP and kills below, unless it is a Zombie', () => {
    expect([1, 0, -1, -2, -3].map((hp) => enemyFate(hp, false))).toEqual([
      'fighting',
      'captured',
      'captured',
      'captured',
      'killed',
    ]);
    expect(enemyFate(-5, true)).toBe('fighting');
    const hit = resolveHit(
      { damage: 7, critical: false, kind: 'melee', keywords: [], damageTypes: ['ML'] },
      enemyAsTarget(enemy),
    );
    expect(applyHitToEnemy(enemy, hit.target)).toMatchObject({ hp: -1, status: 'captured' });
  });

  it('recharges its shield up to its power', () => {
    const shielded = enemyFromProfile('e2', makeEnemy({ shield: { class: 'B', power: 3, recharge: 2 } }), {
      role: 'minion',
      level: 1,
      boss: false,
    });
    expect(rechargeEnemyShield({ ...shielded, shieldEnergy: 2 }).shieldEnergy).toBe(3);
  });
});

describe('the Zombie trait with its X', () => {
  const zombie = makeEnemy({
    hp: 5,
    traits: [{ name: 'Zombie', effect: 'Sample.', rule: 'zombie', value: 4 }],
  });
  const start = enemyFromProfile('z', zombie, { role: 'primary', level: 3, boss: false });

  it('a single hit below X leaves it on 1 HP, fighting', () => {
    const after = applyHitToEnemy(start, { ...enemyAsTarget(start), hp: -1 }, 3);
    expect(after.hp).toBe(1);
    expect(after.status).toBe('fighting');
  });

  it('a single hit of X or more brings it down as usual', () => {
    expect(applyHitToEnemy(start, { ...enemyAsTarget(start), hp: -1 }, 4).status).toBe('captured');
    expect(applyHitToEnemy(start, { ...enemyAsTarget(start), hp: -6 }, 11).status).toBe('killed');
    // Without knowing the hit, the zombie keeps the old reading: never killed below −2.
    expect(applyHitToEnemy(start, { ...enemyAsTarget(start), hp: -6 }).status).toBe('fighting');
  });
});
