import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  applyHitToCrew,
  applyHpChange,
  chargeShieldFull,
  conditionOf,
  crewArmour,
  crewAsTarget,
  crewFromTemplate,
  crewMaxHp,
  maxHp,
  rechargeCrewShield,
  setAttribute,
  strengthArmour,
} from './crew';
import { resolveHit } from '../groundCombat/damage';
import {
  EMPTY_INVENTORY,
  backpackCapacity,
  carryCapacity,
  carryItem,
  overloadOf,
  overloadPenalty,
  magazinesFor,
  reloadFromInventory,
  useItemInSlot,
} from './inventory';
import { carryWeapon } from './weaponState';
import { makeCrew, makeItem, makeWeapon } from '../testkit/fixtures';

describe('health (§3.4 Strength)', () => {
  it('is twice Strength, at most 14', () => {
    expect([1, 2, 4, 6, 7, 8, 9].map(maxHp)).toEqual([2, 4, 8, 12, 14, 14, 14]);
  });

  it('raises current HP by as much as the maximum rises when Strength goes up', () => {
    const hurt = makeCrew({ hp: 5 }); // Strength 4: 8 max
    const stronger = setAttribute(hurt, 'strength', 5);
    expect(crewMaxHp(stronger)).toBe(10);
    expect(stronger.hp).toBe(7);
  });

  it('clamps current HP when Strength falls', () => {
    const crew = setAttribute(makeCrew(), 'strength', 2);
    expect(crew.hp).toBe(4);
  });

  it('gives 0.5 armour for each Strength point above 8', () => {
    expect(strengthArmour(8)).toBe(0);
    expect(strengthArmour(9)).toBe(0.5);
    expect(strengthArmour(10)).toBe(1);
  });
});

describe('conscious, unconscious and killed (§4)', () => {
  it('reads 0 to −3 as unconscious and −4 or lower as killed', () => {
    expect([1, 0, -1, -2, -3, -4, -9].map(conditionOf)).toEqual([
      'conscious',
      'unconscious',
      'unconscious',
      'unconscious',
      'unconscious',
      'killed',
      'killed',
    ]);
  });

  it('knocks out a crew member at 2 HP who takes 5, recording 0 HP', () => {
    const change = applyHpChange(makeCrew({ hp: 2 }), -5);
    expect(change.crew.condition).toBe('unconscious');
    expect(change.crew.hp).toBe(0);
    expect(change.knockedOut).toBe(true);
  });

  it('kills a crew member at 2 HP who takes 6 (down to −4)', () => {
    const change = applyHpChange(makeCrew({ hp: 2 }), -6);
    expect(change.crew.condition).toBe('killed');
    expect(change.killed).toBe(true);
  });

  it('deals no further damage to an unconscious crew member, not even an explosion', () => {
    const out = makeCrew({ hp: 0, condition: 'unconscious' });
    expect(applyHpChange(out, -10).crew).toBe(out);
    const hit = resolveHit(
      { damage: 9, critical: false, kind: 'ranged', keywords: ['EX'], damageTypes: ['RG'] },
      crewAsTarget(out, false),
    );
    expect(hit.breakdown.hpLoss).toBe(0);
    expect(hit.breakdown.ignored).toBe('immune');
  });

  it('wakes an unconscious crew member who is healed', () => {
    const change = applyHpChange(makeCrew({ hp: 0, condition: 'unconscious' }), 3);
    expect(change.crew.condition).toBe('conscious');
    expect(change.crew.hp).toBe(3);
    expect(change.revived).toBe(true);
  });

  it('never heals above the maximum', () => {
    expect(applyHpChange(makeCrew({ hp: 7 }), 5).crew.hp).toBe(8);
  });

  it('keeps HP between 0 and the maximum through any run of damage and healing (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.array(fc.integer({ min: -12, max: 12 }), { maxLength: 30 }),
        (strength, deltas) => {
          let crew = makeCrew({
            attributes: { agility: 3, strength, tech: 3, charisma: 2, ranged: 2, melee: 2 },
          });
          for (const delta of deltas) {
            crew = applyHpChange(crew, delta).crew;
            expect(crew.hp).toBeLessThanOrEqual(maxHp(strength));
            expect(crew.hp).toBeGreaterThanOrEqual(0);
            if (crew.condition !== 'conscious') expect(crew.hp).toBe(0);
          }
        },
      ),
    );
  });
});

describe('carrying (§3.4, §4 Overload)', () => {
  it('gives one backpack slot per 2 full Strength points, at most 4', () => {
    expect([1, 2, 3, 5, 8, 10].map(backpackCapacity)).toEqual([0, 1, 1, 2, 4, 4]);
    expect(carryCapacity(5)).toBe(4);
  });

  it('costs −1 for one piece over capacity and −2 for two', () => {
    const pack = (n: number) => {
      let inv = EMPTY_INVENTORY;
      (['1', '2', '3', '4'] as const).slice(0, n).forEach((slot) => {
        inv = { ...inv, [slot]: carryItem(makeItem()) };
      });
      return inv;
    };
    expect(overloadOf(pack(2), 3)).toBe(1);
    expect(overloadPenalty(overloadOf(pack(2), 3))).toBe(1);
    expect(overloadOf(pack(3), 3)).toBe(2);
    expect(overloadOf(pack(1), 3)).toBe(0);
  });
});

describe('armour and shields', () => {
  const vest = carryItem(makeItem({ kind: 'armor-jacket', armor: 5 }));
  const helmet = carryItem(makeItem({ kind: 'helmet', armor: 4 }));
  const riot = carryItem(makeItem({ kind: 'physical-shield', armor: 2 }));

  it('never lets a hero wear more than 8 armour', () => {
    const crew = makeCrew({ inventory: { ...EMPTY_INVENTORY, '1': vest, '2': helmet } });
    expect(crewArmour(crew)).toBe(8);
  });

  it('counts a physical shield only while it is held in a hand', () => {
    expect(crewArmour(makeCrew({ inventory: { ...EMPTY_INVENTORY, L: riot } }))).toBe(2);
    expect(crewArmour(makeCrew({ inventory: { ...EMPTY_INVENTORY, '1': riot } }))).toBe(0);
  });

  it('recharges the shield by its recharge plus one charger, never above its power', () => {
    const shield = carryItem(makeItem({ kind: 'shield-b', shield: { power: 5, recharge: 1 } }));
    const charger = carryItem(makeItem({ kind: 'shield-charger', charge: 2 }));
    const crew = makeCrew({ inventory: { ...EMPTY_INVENTORY, '1': shield, '2': charger }, shieldEnergy: 1 });
    expect(rechargeCrewShield(crew).shieldEnergy).toBe(4);
    expect(rechargeCrewShield(rechargeCrewShield(crew)).shieldEnergy).toBe(5);
    expect(chargeShieldFull({ ...crew, shieldEnergy: 0 }).shieldEnergy).toBe(5);
  });

  it('writes a hit back: shield energy drained, then HP', () => {
    const shield = carryItem(makeItem({ kind: 'shield-a', shield: { power: 2, recharge: 1 } }));
    const crew = makeCrew({ inventory: { ...EMPTY_INVENTORY, '1': shield }, shieldEnergy: 2 });
    const hit = resolveHit(
      { damage: 5, critical: false, kind: 'ranged', keywords: [], damageTypes: ['RG'] },
      crewAsTarget(crew, false),
    );
    const after = applyHitToCrew(crew, hit).crew;
    expect(after.shieldEnergy).toBe(0);
    expect(after.hp).toBe(5);
  });
});

describe('crew from a template', () => {
  it('starts at full HP with the loadout in hands first', () => {
    const crew = crewFromTemplate(
      {
        id: 'x',
        name: 'X',
        level: 1,
        attributes: { agility: 3, strength: 3, tech: 4, charisma: 2, ranged: 3, melee: 1 },
      },
      [],
      [makeWeapon(), makeItem()],
    );
    expect(crew.hp).toBe(6);
    expect(crew.inventory.L?.kind).toBe('weapon');
    expect(crew.inventory.R?.kind).toBe('item');
    expect(crew.psi).toBeNull();
  });
});

describe('inventory actions', () => {
  it('reloads from a magazine slot or the spare beside the weapon, losing what was left', () => {
    const rifle = { ...carryWeapon(makeWeapon({ id: 'rifle', ammo: 5 }), true), ammo: 1 };
    const inv = {
      ...EMPTY_INVENTORY,
      L: rifle,
      '1': { kind: 'magazines' as const, weaponId: 'rifle', count: 2 },
    };
    expect(magazinesFor(inv, 'rifle')).toBe(3);
    const fromSlot = reloadFromInventory(inv, 'L', '1');
    expect(fromSlot.ok && fromSlot.inventory['1']).toEqual({
      kind: 'magazines',
      weaponId: 'rifle',
      count: 1,
    });
    const fromSpare = reloadFromInventory(inv, 'L', 'spare');
    expect(fromSpare.ok && fromSpare.inventory.L).toMatchObject({ ammo: 5, spareMagazine: false });
    expect(reloadFromInventory(inv, 'L', '2').ok).toBe(false);
  });

  it('erases a U item when its last use is spent', () => {
    const kit = carryItem(makeItem({ kind: 'medkit', uses: 2 }));
    const once = useItemInSlot({ ...EMPTY_INVENTORY, '1': kit }, '1');
    expect(once?.['1']).toMatchObject({ usesLeft: 1 });
    expect(once === null ? null : useItemInSlot(once, '1')?.['1']).toBeNull();
  });
});
