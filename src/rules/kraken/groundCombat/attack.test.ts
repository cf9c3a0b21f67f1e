import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { CrewMember } from '../crew/crew';
import type { AttackSetup } from './attack';
import type { JamState } from '../crew/weaponState';
import {
  NO_BOOST,
  applyAttackToCrew,
  attackNeed,
  attackOdds,
  boostOptions,
  boostRefusal,
  canSplitTargets,
  flankRefusal,
  flankRoll,
  nextAttackRoll,
  payBerserk,
  planAttack,
  resolveAttack,
} from './attack';
import { EMPTY_INVENTORY, carryItem } from '../crew/inventory';
import { carryWeapon } from '../crew/weaponState';
import { makeCrew, makeItem, makeWeapon } from '../testkit/fixtures';
import { parseWeaponNotation } from '../crew/weapons';

function weaponFrom(text: string, id = 'w') {
  const parsed = parseWeaponNotation(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  const { keywords, damageTypes } = parsed.profile;
  return makeWeapon({ ...parsed.profile, keywords: [...keywords], damageTypes: [...damageTypes], id });
}

function holding(text: string, over: Partial<CrewMember> = {}): CrewMember {
  return makeCrew({ inventory: { ...EMPTY_INVENTORY, L: carryWeapon(weaponFrom(text)) }, ...over });
}

const setup = (over: Partial<AttackSetup> = {}): AttackSetup => ({
  weapon: 'L',
  boost: NO_BOOST,
  berserk: 0,
  flank: false,
  targets: 1,
  ...over,
});

function plan(crew: CrewMember, over: Partial<AttackSetup> = {}) {
  const result = planAttack(crew, setup(over));
  if (!result.ok) throw new Error(result.reason);
  return result.plan;
}

function attack(crew: CrewMember, faces: number[], over: Partial<AttackSetup> = {}) {
  const p = plan(crew, over);
  const held = p.slot === null ? null : crew.inventory[p.slot];
  return resolveAttack(p, held?.kind === 'weapon' ? held : null, faces);
}

describe('boosting with Melee or Ranged (§14 Ground combat rules)', () => {
  it('spends Ranged 5 as +1 damage and −1 to hit, or +2 damage, or −2 to hit, with one point left over', () => {
    expect(boostOptions(5)).toEqual([
      { damage: 2, accuracy: 0 },
      { damage: 1, accuracy: 1 },
      { damage: 0, accuracy: 2 },
    ]);
    expect(boostRefusal(5, { damage: 2, accuracy: 1 })).toMatch(/buys 2 boosts/);
    expect(boostRefusal(5, { damage: 1, accuracy: 1 })).toBeNull();
  });

  it('turns −1 to the hit value into exact odds: a 4+ rifle boosted by 1 hits on 3+, 4 in 6', () => {
    const crew = holding('Rifle (3) 4+, 3 A5 RG', {
      attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 5, melee: 2 },
    });
    const p = plan(crew, { boost: { damage: 1, accuracy: 1 } });
    expect(attackNeed(p, 0)).toBe(3);
    expect(attackOdds(p)).toBeCloseTo(4 / 6, 12);
    const boosted = attack(crew, [3], { boost: { damage: 1, accuracy: 1 } });
    expect(boosted.hits[0]?.hit.damage).toBe(4);
  });

  it('never lets a boost beat the rule that a 1 misses: at most 5 in 6', () => {
    const crew = holding('Rifle 4+, 3 A5 RG', {
      attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 8, melee: 2 },
    });
    expect(attackOdds(plan(crew, { boost: { damage: 0, accuracy: 4 } }))).toBeCloseTo(5 / 6, 12);
  });
});

describe('the hit roll (§14 Attack)', () => {
  const rifleman = holding('Rifle (3) 4+, 3 A5. Type RG');

  it('deals 3 + 1 = 4 with the sample rifle on a 6 (critical)', () => {
    const outcome = attack(rifleman, [6]);
    expect(outcome.hits[0]?.hit).toMatchObject({ damage: 3, critical: true });
    expect(outcome.ammoSpent).toBe(1);
    expect(outcome.weapon?.ammo).toBe(4);
  });

  it('jams on a 1, which always misses and wastes no ammo', () => {
    const outcome = attack(rifleman, [1]);
    expect(outcome).toMatchObject({ jammed: true, ammoSpent: 0, hits: [] });
    expect(outcome.weapon?.jam).toBe('jammed');
    expect(outcome.weapon?.ammo).toBe(5);
  });

  it('spends ammo on a miss that did not jam', () => {
    const outcome = attack(rifleman, [3]);
    expect(outcome.hits).toEqual([]);
    expect(outcome.ammoSpent).toBe(1);
  });

  it('puts −1 on the roll for one piece of overload: the 4+ rifle needs a 5', () => {
    const loaded = makeCrew({
      attributes: { agility: 3, strength: 2, tech: 3, charisma: 2, ranged: 2, melee: 2 },
      inventory: {
        ...EMPTY_INVENTORY,
        L: carryWeapon(weaponFrom('Rifle 4+, 3 A5 RG')),
        '1': carryItem(makeItem()),
        '2': carryItem(makeItem()),
      },
    });
    const p = plan(loaded);
    expect(p.overload).toBe(1);
    expect(attackNeed(p, 0)).toBe(5);
    expect(attack(loaded, [4]).hits).toEqual([]);
  });

  it('refuses a weapon the crew member is not strong enough for, a jammed one and an empty one', () => {
    const weak = holding('Cannon (6) 4+, 5 A2 RG');
    expect(planAttack(weak, setup())).toMatchObject({ ok: false });
    const jammed = makeCrew({
      inventory: { ...EMPTY_INVENTORY, L: { ...carryWeapon(makeWeapon()), jam: 'jammed' } },
    });
    expect(planAttack(jammed, setup())).toMatchObject({ ok: false });
    const empty = makeCrew({
      inventory: { ...EMPTY_INVENTORY, L: { ...carryWeapon(makeWeapon()), ammo: 0 } },
    });
    expect(planAttack(empty, setup())).toMatchObject({ ok: false });
  });

  it('refuses an attack by a crew member carrying a captive', () => {
    expect(planAttack({ ...rifleman, captive: 'alien-1' }, setup())).toMatchObject({ ok: false });
  });
});

describe('bare fists', () => {
  it('hit on 4+ for 1, improved by the Melee boost, and never jam', () => {
    const brawler = makeCrew({
      attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 4 },
    });
    const p = plan(brawler, { weapon: 'fists', boost: { damage: 2, accuracy: 0 } });
    expect(attackNeed(p, 0)).toBe(4);
    expect(
      attack(brawler, [5], { weapon: 'fists', boost: { damage: 2, accuracy: 0 } }).hits[0]?.hit.damage,
    ).toBe(3);
    const one = attack(brawler, [1], { weapon: 'fists' });
    expect(one).toMatchObject({ jammed: false, ammoSpent: 0, weapon: null });
  });
});

describe('multiple attacks (§14 Weapons definition)', () => {
  it('Berserk with a 3x2 whip, 2 HP spent, three hits: 4 damage once and 2 twice', () => {
    const crew = holding('Whip (2) 4+, 3x2 ML');
    const paid = payBerserk(crew, 2);
    expect(paid.hp).toBe(6);
    const outcome = attack(crew, [5, 4, 6], { berserk: 2 });
    expect(outcome.hits.map((h) => h.hit.damage)).toEqual([4, 2, 2]);
    expect(outcome.hits[2]?.hit.critical).toBe(true);
    expect(outcome.ammoSpent).toBe(0); // the whip has unlimited ammo: nothing to mark
  });

  it('refuses Berserk with a ranged weapon, above 3 HP, or spending the last HP', () => {
    expect(planAttack(holding('Rifle 4+, 3 A5 RG'), setup({ berserk: 1 }))).toMatchObject({ ok: false });
    expect(planAttack(holding('Whip 4+, 3x2 ML'), setup({ berserk: 4 }))).toMatchObject({ ok: false });
    expect(planAttack(holding('Whip 4+, 3x2 ML', { hp: 2 }), setup({ berserk: 2 }))).toMatchObject({
      ok: false,
    });
  });

  it('puts the boost on the first attack only, and uses one ammo for the whole burst', () => {
    const crew = holding('Gatling 4+, 3x3 A6 RG', {
      attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 4, melee: 2 },
    });
    const boost = { damage: 1, accuracy: 1 };
    const p = plan(crew, { boost });
    expect([0, 1, 2].map((i) => attackNeed(p, i))).toEqual([3, 4, 4]);
    const outcome = attack(crew, [3, 4, 3], { boost });
    expect(outcome.hits.map((h) => h.hit.damage)).toEqual([4, 3]);
    expect(outcome.weapon?.ammo).toBe(5);
  });

  it('stops on a 1, which jams, but the burst has already spent its ammo', () => {
    const crew = holding('Gatling 4+, 3x3 A6 RG');
    const p = plan(crew);
    expect(nextAttackRoll(p, [5, 1])).toBeNull();
    const outcome = attack(crew, [5, 1]);
    expect(outcome).toMatchObject({ jammed: true, ammoSpent: 1 });
    expect(outcome.hits).toHaveLength(1);
    expect(() => resolveAttack(p, null, [5])).toThrow(/needs hit dice/);
  });

  it('adds the Flank +3 once, to the first hit', () => {
    const crew = holding('Gatling 4+, 3x3 A6 RG');
    expect(attack(crew, [2, 5, 5], { flank: true }).hits.map((h) => h.hit.damage)).toEqual([6, 3]);
  });
});

describe('explosive weapons (EX)', () => {
  const grenadier = holding('Launcher 4+, 3 A2 EX RG', {
    attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 },
  });

  it('roll a die per target with the boost on each; a 1 on the first die jams but the rest still roll', () => {
    const boost = { damage: 1, accuracy: 0 };
    const outcome = attack(grenadier, [1, 5, 1], { targets: 3, boost });
    expect(outcome.jammed).toBe(true);
    expect(outcome.rolls.map((r) => r.jammed)).toEqual([true, false, false]);
    expect(outcome.hits).toEqual([expect.objectContaining({ index: 1 })]);
    expect(outcome.hits[0]?.hit.damage).toBe(4);
    expect(outcome.ammoSpent).toBe(1);
  });

  it('spends no ammo when every die is a 1', () => {
    expect(attack(grenadier, [1, 1], { targets: 2 }).ammoSpent).toBe(0);
  });
});

describe('choosing targets (§14 Ground combat rules)', () => {
  it('lets melee hits be split, ranged hits only with Independent Targeting', () => {
    const whip = holding('Whip 4+, 3x2 ML');
    expect(canSplitTargets(whip, plan(whip))).toBe(true);
    const gunner = holding('Gatling 4+, 3x3 A6 RG');
    expect(canSplitTargets(gunner, plan(gunner))).toBe(false);
    const independent = {
      ...gunner,
      traits: [{ id: 'it', name: 'Independent Targeting', value: 1, rule: 'independent-targeting' as const }],
    };
    expect(canSplitTargets(independent, plan(independent))).toBe(true);
  });
});

describe('flank (§14 Flank)', () => {
  it('is an Agility check against 8+ where a 1 fails', () => {
    expect(
      flankRoll(
        makeCrew({ attributes: { agility: 5, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 } }),
      ).odds,
    ).toBeCloseTo(4 / 6, 12);
    expect(
      flankRoll(
        makeCrew({ attributes: { agility: 8, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 } }),
      ).odds,
    ).toBeCloseTo(5 / 6, 12);
  });

  it('needs two active crew, once a turn, and never as the spawn reaction', () => {
    expect(flankRefusal({ activeCrew: 1, flankTriedThisTurn: false, reaction: false })).not.toBeNull();
    expect(flankRefusal({ activeCrew: 3, flankTriedThisTurn: true, reaction: false })).not.toBeNull();
    expect(flankRefusal({ activeCrew: 3, flankTriedThisTurn: false, reaction: true })).not.toBeNull();
    expect(flankRefusal({ activeCrew: 3, flankTriedThisTurn: false, reaction: false })).toBeNull();
  });
});

describe('properties', () => {
  it('a jammed or damaged weapon never fires, and ammo never goes below 0', () => {
    const jamArb = fc.constantFrom<JamState>('clear', 'jammed', 'jammed-eased', 'damaged');
    fc.assert(
      fc.property(
        jamArb,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }),
        (jam, ammo, attacks, dice) => {
          let crew = makeCrew({
            inventory: {
              ...EMPTY_INVENTORY,
              L: { ...carryWeapon(makeWeapon({ attacks, ammo: 3 })), jam, ammo },
            },
          });
          const first = planAttack(crew, setup());
          if (jam !== 'clear' || ammo === 0) {
            expect(first.ok).toBe(false);
            return;
          }
          if (!first.ok) throw new Error(first.reason);
          const faces: number[] = [];
          while (nextAttackRoll(first.plan, faces) !== null) faces.push(dice[faces.length] ?? 2);
          const held = crew.inventory.L;
          const outcome = resolveAttack(first.plan, held?.kind === 'weapon' ? held : null, faces);
          crew = applyAttackToCrew(crew, first.plan, outcome);
          const after = crew.inventory.L;
          expect(after?.kind === 'weapon' && (after.ammo ?? 0) >= 0).toBe(true);
          if (outcome.jammed) expect(planAttack(crew, setup()).ok).toBe(false);
        },
      ),
    );
  });
});
