import { describe, expect, it } from 'vitest';
import type { InitiativeSetup } from './initiative';
import {
  crewInitiativeAgilities,
  crewInitiativeOdds,
  initiativeRolls,
  loneWolf,
  resolveInitiative,
  turnSteps,
} from './initiative';
import { EMPTY_INVENTORY } from '../crew/inventory';
import { carryWeapon } from '../crew/weaponState';
import { makeCrew, makeWeapon } from '../testkit/fixtures';

const setup = (over: Partial<InitiativeSetup> = {}): InitiativeSetup => ({
  ambush: false,
  crewAgilities: [4, 2, 5],
  enemyAgilities: [3, 6],
  activeCrew: 3,
  ...over,
});

describe('initiative (§14 Combat initiative)', () => {
  it('adds a d6 to each side’s lowest Agility; the higher total goes first', () => {
    expect(resolveInitiative(setup(), 4, 2)).toEqual({ first: 'crew', crewTotal: 6, enemyTotal: 5 });
    expect(resolveInitiative(setup(), 1, 2)).toMatchObject({ first: 'enemy' });
  });

  it('gives a tie to the player', () => {
    expect(resolveInitiative(setup(), 3, 2)).toMatchObject({ first: 'crew', crewTotal: 5, enemyTotal: 5 });
  });

  it('lets the enemy go first in an ambush without a roll, even against a lone wolf', () => {
    expect(initiativeRolls(setup({ ambush: true }))).toEqual([]);
    expect(resolveInitiative(setup({ ambush: true, activeCrew: 1 })).first).toBe('enemy');
  });

  it('lets a lone wolf win without a roll', () => {
    expect(resolveInitiative(setup({ activeCrew: 1 })).first).toBe('crew');
    expect(loneWolf(1)).toEqual({ active: true, activations: 2, psiUses: 2, attackRerolls: 1 });
    expect(loneWolf(2).activations).toBe(1);
  });

  it('computes the exact chance the crew goes first: equal agilities win 21 of 36', () => {
    expect(crewInitiativeOdds(setup({ crewAgilities: [3], enemyAgilities: [3] }))).toBeCloseTo(21 / 36, 12);
    expect(crewInitiativeOdds(setup({ crewAgilities: [3], enemyAgilities: [3], crewBonus: 2 }))).toBeCloseTo(
      30 / 36,
      12,
    );
  });

  it('leaves slow crew in cover out of the roll, so the next lowest Agility counts', () => {
    const slow = makeCrew({
      id: 's',
      attributes: { agility: 1, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 },
    });
    const quick = makeCrew({
      id: 'q',
      attributes: { agility: 5, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 },
    });
    expect(crewInitiativeAgilities([slow, quick], new Set(['s']))).toEqual({ ok: true, agilities: [5] });
    expect(crewInitiativeAgilities([slow, quick], new Set(['s', 'q'])).ok).toBe(false);
  });

  it('refuses cover for an Aggressive crew member with a working weapon', () => {
    const angry = makeCrew({
      id: 'a',
      traits: [{ id: 'aggressive', name: 'Aggressive', value: 1, rule: 'aggressive' }],
      inventory: { ...EMPTY_INVENTORY, L: carryWeapon(makeWeapon()) },
    });
    const other = makeCrew({ id: 'b' });
    expect(crewInitiativeAgilities([angry, other], new Set(['a'])).ok).toBe(false);
  });

  it('swaps crew and enemy activations for the whole combat when the enemy has initiative', () => {
    expect(turnSteps('crew')).toEqual(['oxygen', 'crew', 'enemies', 'recharge']);
    expect(turnSteps('enemy')).toEqual(['oxygen', 'enemies', 'crew', 'recharge']);
  });
});
