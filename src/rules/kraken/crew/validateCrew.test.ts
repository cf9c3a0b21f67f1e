import { describe, expect, it } from 'vitest';
import type { CrewMember } from './crew';
import { itemLimitGroup } from './modifiers';
import { refusals, validateLoadout, validateNewCrewMember, validateTeam } from './validateCrew';
import { EMPTY_INVENTORY, carryItem } from './inventory';
import { carryWeapon } from './weaponState';
import { makeCrew, makeItem, makeWeapon } from '../testkit/fixtures';

const sixteen = { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 };
const rules = (problems: readonly { rule: string }[]) => problems.map((p) => p.rule);

describe('a new crew member (§3.3–3.5)', () => {
  it('accepts attributes adding up to 16 and traits adding up to 0', () => {
    const crew = makeCrew({
      attributes: sixteen,
      traits: [
        { id: 'a', name: 'A', value: 2 },
        { id: 'b', name: 'B', value: -2 },
      ],
    });
    expect(refusals(validateNewCrewMember(crew))).toEqual([]);
  });

  it('refuses attributes that do not add up to 16 or leave 1..8', () => {
    const crew = makeCrew({ attributes: { ...sixteen, melee: 3 } });
    expect(rules(validateNewCrewMember(crew))).toContain('kraken.crew-setup');
    const wild = makeCrew({ attributes: { ...sixteen, agility: 9, melee: 0 } });
    expect(rules(validateNewCrewMember(wild)).filter((r) => r === 'kraken.attributes')).toHaveLength(2);
  });

  it('refuses more than 4 traits, traits not adding up to 0 and PSI above 1', () => {
    const many = makeCrew({ traits: [1, 2, 3, 4, 5].map((n) => ({ id: `t${n}`, name: `T${n}`, value: 0 })) });
    expect(validateNewCrewMember(many).some((p) => p.message.includes('at most 4'))).toBe(true);
    const unbalanced = makeCrew({ traits: [{ id: 'a', name: 'A', value: 1 }] });
    expect(validateNewCrewMember(unbalanced).some((p) => p.message.includes('add up to 0'))).toBe(true);
    const psi = makeCrew({
      traits: [{ id: 'p', name: 'PSI', value: 0, rule: 'psi' }],
      psi: { level: 2, exhausted: false },
    });
    expect(validateNewCrewMember(psi).some((p) => p.message.includes('PSI may not be above 1'))).toBe(true);
  });
});

describe('loadout (§4)', () => {
  it('refuses more than two pieces over capacity and notes one or two', () => {
    const pack = (n: number): CrewMember =>
      makeCrew({
        attributes: { ...sixteen, strength: 1 },
        inventory: Object.fromEntries(
          (['L', 'R', '1', '2', '3', '4'] as const).map((slot, i) => [
            slot,
            i < n ? carryItem(makeItem()) : null,
          ]),
        ) as CrewMember['inventory'],
      });
    expect(validateLoadout(pack(4)).map((p) => p.severity)).toEqual(['note']);
    expect(refusals(validateLoadout(pack(5)))).toHaveLength(1);
  });

  it('notes a weapon the crew member is too weak to attack with', () => {
    const crew = makeCrew({ inventory: { ...EMPTY_INVENTORY, L: carryWeapon(makeWeapon({ strength: 6 })) } });
    expect(validateLoadout(crew)).toEqual([
      expect.objectContaining({ severity: 'note', rule: 'kraken.strength' }),
    ]);
  });

  it('refuses two active jackets or two active shields, and three magazines in a slot', () => {
    const jacket = carryItem(makeItem({ kind: 'armor-jacket', armor: 1 }));
    const shield = carryItem(makeItem({ kind: 'shield-a', shield: { power: 2, recharge: 1 } }));
    const crew = makeCrew({
      attributes: { ...sixteen, strength: 8 },
      inventory: {
        ...EMPTY_INVENTORY,
        '1': jacket,
        '2': jacket,
        '3': shield,
        '4': shield,
        L: { kind: 'magazines', weaponId: 'w', count: 3 },
      },
    });
    expect(refusals(validateLoadout(crew))).toHaveLength(3);
  });

  it('notes that only one tool set helps a crew member', () => {
    const crew = makeCrew({
      inventory: {
        ...EMPTY_INVENTORY,
        L: carryItem(makeItem({ name: 'Tool set' })),
        R: carryItem(makeItem({ name: 'German Tool set' })),
      },
    });
    expect(validateLoadout(crew)).toEqual([
      expect.objectContaining({ rule: 'kraken.item-restrictions', severity: 'note' }),
    ]);
  });
});

describe('the team', () => {
  const psi = (id: string) =>
    makeCrew({
      id,
      name: id,
      traits: [{ id: 'p', name: 'PSI', value: 0, rule: 'psi' }],
      psi: { level: 1, exhausted: false },
    });

  it('allows only one crew member with PSI and at most 4 crew', () => {
    expect(refusals(validateTeam([psi('a'), psi('b')]))).toHaveLength(1);
    expect(refusals(validateTeam(['a', 'b', 'c', 'd', 'e'].map((id) => makeCrew({ id }))))).toHaveLength(1);
  });

  it('allows one Mobile transmitter in the whole team', () => {
    const carrier = (id: string) =>
      makeCrew({
        id,
        inventory: { ...EMPTY_INVENTORY, L: carryItem(makeItem({ name: 'Mobile transmitter' })) },
      });
    expect(rules(refusals(validateTeam([carrier('a'), carrier('b')])))).toEqual(['kraken.item-restrictions']);
  });
});

describe('item limit groups', () => {
  it("reads a pack item's own limit first, then the book's names", () => {
    const declared = { ...makeItem({ name: 'Relay' }), limit: { group: 'relay', per: 'team' as const } };
    expect(itemLimitGroup(declared)).toEqual({ group: 'relay', per: 'team' });
    expect(itemLimitGroup(makeItem({ name: 'German Tool-set' }))).toEqual({
      group: 'tool-set',
      per: 'crew-member',
    });
    expect(itemLimitGroup(makeItem({ name: 'Medkit' }))).toBeNull();
  });
});
