import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CrewMember } from './crew';
import type { EnemyState } from './enemyTurn';
import type { CarriedWeapon } from './weaponState';
import { d6Odds } from './rolls';
import { nextAttackRoll, planAttack } from './attack';
import { enemyFromProfile } from './enemyTurn';
import { makeCrew, makeEnemy, makeWeapon } from './fixtures';
import { EMPTY_INVENTORY, putInSlot } from './inventory';
import {
  attackIsOver,
  chooseCrewAction,
  expectedHpDamage,
  hitChance,
  policyBoost,
  policyPlan,
  weakestEnemy,
} from './simulatePolicy';
import { carryWeapon } from './weaponState';

function holding(
  left: CarriedWeapon | null,
  right: CarriedWeapon | null = null,
  over: Partial<CrewMember> = {},
) {
  let inventory = EMPTY_INVENTORY;
  if (left !== null) inventory = putInSlot(inventory, 'L', left);
  if (right !== null) inventory = putInSlot(inventory, 'R', right);
  return makeCrew({ inventory, ...over });
}

function foe(uid: string, hp: number, over: Partial<EnemyState> = {}): EnemyState {
  return { ...enemyFromProfile(uid, makeEnemy({ hp }), { role: 'minion', level: 1, boss: false }), ...over };
}

describe('attackIsOver', () => {
  it('agrees with nextAttackRoll on every sequence of faces', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 5 }),
        (attacks, explosive, faces) => {
          const weapon = makeWeapon({ attacks, keywords: explosive ? ['EX'] : [] });
          const crew = holding(carryWeapon(weapon));
          const setup = { weapon: 'L' as const, boost: { damage: 0, accuracy: 0 }, berserk: 0, flank: false };
          const planned = planAttack(crew, { ...setup, targets: attacks });
          if (!planned.ok) throw new Error(planned.reason);
          // Only sequences the attack can reach: cut where the rules would already have stopped.
          const reachable: number[] = [];
          for (const face of faces) {
            if (nextAttackRoll(planned.plan, reachable) === null) break;
            reachable.push(face);
          }
          expect(attackIsOver(planned.plan, reachable)).toBe(
            nextAttackRoll(planned.plan, reachable) === null,
          );
        },
      ),
      { numRuns: 300, seed: 7 },
    );
  });
});

describe('the policy', () => {
  it('reads hit chances from the rules, a 1 always missing', () => {
    for (let need = -1; need <= 8; need += 1) expect(hitChance(need)).toBe(d6Odds(0, need, true));
    expect(hitChance(-5)).toBe(5 / 6);
    expect(hitChance(12)).toBe(0);
  });

  it('buys accuracy down to 4+ and damage with the rest', () => {
    const shooter = (hit: number, ranged: number) =>
      holding(carryWeapon(makeWeapon({ hit })), null, {
        attributes: { ...makeCrew().attributes, ranged },
      });
    const plan = (crew: CrewMember) => {
      const p = policyPlan(crew, 'L', 1);
      if (p === null) throw new Error('refused');
      return p;
    };
    expect(plan(shooter(6, 5)).boost).toEqual({ damage: 0, accuracy: 2 });
    expect(plan(shooter(5, 5)).boost).toEqual({ damage: 1, accuracy: 1 });
    expect(plan(shooter(4, 6)).boost).toEqual({ damage: 3, accuracy: 0 });
    expect(plan(shooter(6, 1)).boost).toEqual({ damage: 0, accuracy: 0 });
    expect(policyBoost(plan(shooter(3, 4)))).toEqual({ damage: 2, accuracy: 0 });
  });

  it('plans exactly what planAttack plans with the same boost', () => {
    const crew = holding(carryWeapon(makeWeapon({ hit: 5 })), null, {
      attributes: { ...makeCrew().attributes, ranged: 7 },
    });
    const plan = policyPlan(crew, 'L', 1);
    const direct = planAttack(crew, {
      weapon: 'L',
      boost: { damage: 2, accuracy: 1 },
      berserk: 0,
      flank: false,
      targets: 1,
    });
    expect(direct.ok && direct.plan).toEqual(plan);
  });

  it('targets the fighting enemy with the fewest HP and shield, the higher one on a tie', () => {
    const enemies = [
      foe('a', 6),
      foe('b', 3, { shieldEnergy: 1 }),
      foe('c', 4),
      foe('d', 1, { status: 'killed' }),
    ];
    expect(weakestEnemy(enemies)).toBe(1);
    expect(weakestEnemy([foe('a', 4), foe('b', 4)])).toBe(0);
    expect(weakestEnemy([foe('a', 4, { status: 'escaped' })])).toBe(-1);
  });

  it('fires the weapon with the most expected HP damage', () => {
    // Against armour 3 a 3-damage rifle does nothing; a 2x4 blade does 1 per hit.
    const rifle = carryWeapon(makeWeapon({ id: 'rifle', damage: 3 }));
    const blade = carryWeapon(
      makeWeapon({ id: 'blade', kind: 'melee', damage: 4, attacks: 2, ammo: null, damageTypes: ['ML'] }),
    );
    const crew = holding(rifle, blade, { attributes: { ...makeCrew().attributes, ranged: 0, melee: 0 } });
    const armoured = [{ ...foe('tank', 10), profile: makeEnemy({ hp: 10, armor: 3 }) }];
    const decision = chooseCrewAction(crew, armoured);
    expect(decision.kind === 'attack' && decision.plan.slot).toBe('R');
    if (decision.kind === 'attack')
      expect(expectedHpDamage(decision.plan, armoured, 0)).toBeCloseTo(2 * 0.5, 10);
    // Against no armour a 3-damage rifle (0.5 × 3) beats a 1-damage knife (0.5 × 1).
    const knife = carryWeapon(
      makeWeapon({ id: 'knife', kind: 'melee', damage: 1, ammo: null, damageTypes: ['ML'] }),
    );
    const both = holding(rifle, knife, { attributes: { ...makeCrew().attributes, ranged: 0, melee: 0 } });
    expect(chooseCrewAction(both, [foe('soft', 10)])).toMatchObject({ kind: 'attack', plan: { slot: 'L' } });
  });

  it('unjams, then reloads, then recharges, and punches when nothing can fire', () => {
    const rifle = carryWeapon(makeWeapon());
    const enemies = [foe('e', 5)];
    expect(chooseCrewAction(holding({ ...rifle, jam: 'jammed' }), enemies)).toEqual({
      kind: 'unjam',
      slot: 'L',
    });
    expect(chooseCrewAction(holding({ ...rifle, ammo: 0, spareMagazine: true }), enemies)).toEqual({
      kind: 'reload',
      slot: 'L',
      source: 'spare',
    });
    const withMagazines = putInSlot(holding({ ...rifle, ammo: 0 }).inventory, '2', {
      kind: 'magazines',
      weaponId: rifle.weapon.id,
      count: 2,
    });
    expect(chooseCrewAction(makeCrew({ inventory: withMagazines }), enemies)).toEqual({
      kind: 'reload',
      slot: 'L',
      source: '2',
    });
    const t2 = carryWeapon(makeWeapon({ keywords: ['T2'] }));
    expect(chooseCrewAction(holding({ ...t2, charged: false }), enemies)).toEqual({
      kind: 'recharge',
      slot: 'L',
    });
    // Empty with no magazine, even jammed: given up for bare fists.
    const punch = chooseCrewAction(holding({ ...rifle, ammo: 0, jam: 'jammed' }), enemies);
    expect(punch).toMatchObject({ kind: 'attack', plan: { slot: null, profile: { name: 'Bare fists' } } });
  });

  it('does nothing with no enemy left or when carrying a captive', () => {
    const crew = holding(carryWeapon(makeWeapon()));
    expect(chooseCrewAction(crew, [foe('e', 3, { status: 'captured' })])).toEqual({ kind: 'none' });
    expect(chooseCrewAction(makeCrew({ captive: 'alien' }), [foe('e', 3)])).toEqual({ kind: 'none' });
  });

  it('spreads an explosive over every fighting enemy', () => {
    const grenade = carryWeapon(makeWeapon({ keywords: ['EX'], damage: 2 }));
    const enemies = [foe('a', 5), foe('b', 5, { status: 'killed' }), foe('c', 5)];
    const decision = chooseCrewAction(
      holding(grenade, null, { attributes: { ...makeCrew().attributes, ranged: 0 } }),
      enemies,
    );
    expect(decision).toMatchObject({ kind: 'attack', plan: { explosive: true, maxDice: 2 } });
    if (decision.kind === 'attack')
      expect(expectedHpDamage(decision.plan, enemies, 0)).toBeCloseTo(2 * 0.5 * 2, 10);
  });
});
