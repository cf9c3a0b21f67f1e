import { describe, expect, it } from 'vitest';
import { damageClassOf, damageSystem, endShipTurn, resolveSystemDamage } from './damage';
import { d20Shares, systemDamageChance, systemDamageOdds } from './odds';
import { catalogue, KETTLE, printed, shipOf, starterShip } from './testkit';

const cat = catalogue();

describe('exact odds of the system-damage roll (§10)', () => {
  it('the starter: 2/6 a standard system, 1/6 a weapon, 1/6 a shield, 2/6 nothing', () => {
    const odds = systemDamageOdds(cat, starterShip());
    expect(odds).toMatchObject({ none: 2 / 6, standard: 2 / 6, weapon: 1 / 6, shield: 1 / 6 });
    expect(systemDamageChance(cat, starterShip())).toBe(4 / 6);
    // One standard system (the teleporter) takes every d20 face; the two lasers share them 10 / 10.
    expect(odds.systems).toEqual([
      { fittedId: 's1', chance: 2 / 6, destroys: false },
      { fittedId: 's3', chance: 1 / 12, destroys: false },
      { fittedId: 's4', chance: 1 / 12, destroys: false },
    ]);
  });

  it('a class the ship lacks falls to "nothing"', () => {
    const bare = shipOf(KETTLE, [{ systemId: 'laser', box: printed(11) }]);
    expect(systemDamageOdds(cat, bare)).toMatchObject({ none: 5 / 6, standard: 0, weapon: 1 / 6, shield: 0 });
  });

  it('the d20 shares round the list: 20 faces over 3 systems are 7, 7, 6', () => {
    expect(d20Shares(3)).toEqual([7, 7, 6]);
    expect(d20Shares(20)).toEqual(Array.from({ length: 20 }, () => 1));
    expect(d20Shares(0)).toEqual([]);
  });

  it('flags a system whose next damage destroys it', () => {
    const ship = endShipTurn(damageSystem(starterShip(), 's1').ship);
    expect(systemDamageOdds(cat, ship).systems[0]).toEqual({ fittedId: 's1', chance: 2 / 6, destroys: true });
  });

  it('agrees with the table over every d6 and d20 face (brute force)', () => {
    const ship = shipOf(KETTLE, [
      { systemId: 'teleporter', box: printed(0) },
      { systemId: 'med-bay', box: printed(1) },
      { systemId: 'armor', box: printed(6) },
      { systemId: 'laser', box: printed(11) },
      { systemId: 'missile', box: printed(14) },
      { systemId: 'primary-shields', box: printed(9) },
    ]);
    const hits = new Map<string, number>();
    let none = 0;
    for (let d6 = 1; d6 <= 6; d6 += 1) {
      if (damageClassOf(d6) === 'shield') continue;
      for (let d20 = 1; d20 <= 20; d20 += 1) {
        const result = resolveSystemDamage(cat, ship, { d6, d20 });
        if (result.kind === 'none') none += 1;
        else hits.set(result.fittedId, (hits.get(result.fittedId) ?? 0) + 1);
      }
    }
    const odds = systemDamageOdds(cat, ship);
    expect(odds.none).toBe(none / 120);
    for (const s of odds.systems) expect(s.chance, s.fittedId).toBe((hits.get(s.fittedId) ?? 0) / 120);
  });
});
