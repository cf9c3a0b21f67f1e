import { describe, expect, it } from 'vitest';
import { aggressiveRefusal, coverAtStartRefusal, hasFunctionalWeapon } from './actions';
import { EMPTY_INVENTORY } from '../crew/inventory';
import { carryWeapon } from '../crew/weaponState';
import { makeCrew, makeWeapon } from '../testkit/fixtures';

const aggressive = [{ id: 'ag', name: 'Aggressive', value: 1, rule: 'aggressive' as const }];

describe('the Aggressive trait (§14 Attack)', () => {
  it('must attack while holding a working weapon, and never escapes', () => {
    const armed = makeCrew({
      traits: aggressive,
      inventory: { ...EMPTY_INVENTORY, L: carryWeapon(makeWeapon()) },
    });
    expect(aggressiveRefusal(armed, 'attack')).toBeNull();
    expect(aggressiveRefusal(armed, 'flank')).toBeNull();
    expect(aggressiveRefusal(armed, 'use-item')).not.toBeNull();
    expect(aggressiveRefusal(armed, 'escape')).not.toBeNull();
    expect(coverAtStartRefusal(armed)).not.toBeNull();
  });

  it('may do something else once the weapon is empty or jammed, or with none in hand', () => {
    const empty = makeCrew({
      traits: aggressive,
      inventory: { ...EMPTY_INVENTORY, L: { ...carryWeapon(makeWeapon()), ammo: 0 } },
    });
    expect(hasFunctionalWeapon(empty)).toBe(false);
    expect(aggressiveRefusal(empty, 'reload')).toBeNull();
    const jammed = makeCrew({
      traits: aggressive,
      inventory: { ...EMPTY_INVENTORY, R: { ...carryWeapon(makeWeapon()), jam: 'jammed' } },
    });
    expect(aggressiveRefusal(jammed, 'unjam')).toBeNull();
    expect(aggressiveRefusal(makeCrew({ traits: aggressive }), 'cover')).toBeNull();
    expect(aggressiveRefusal(makeCrew({ traits: aggressive }), 'escape')).not.toBeNull();
  });

  it('carrying a captured alien, an armed Aggressive crew member may take cover: they cannot attack', () => {
    const carrier = makeCrew({
      traits: aggressive,
      inventory: { ...EMPTY_INVENTORY, L: carryWeapon(makeWeapon()) },
      captive: 'e1',
    });
    expect(aggressiveRefusal(carrier, 'cover')).toBeNull();
    expect(coverAtStartRefusal(carrier)).toBeNull();
    expect(aggressiveRefusal(carrier, 'escape')).not.toBeNull();
  });
});
