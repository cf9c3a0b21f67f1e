import { describe, expect, it } from 'vitest';
import { decide, pendingRoll, refusal } from '../../../../machines/salvage/mission.testkit';
import type { Mission, Spot } from './state';
import { editUnit, toRoundOne } from './mission.testkit';

/**
 * Salvage QR, attack situations: "Friendly in contact with either combatant: +1 die per friendly (each side
 * counts their own)". A friend touching the enemy fighter counts as much as one touching its own.
 */

const BOSS = 'a1-sample-foreman';
const RIGGER = 'a3-sample-rigger';
const GRUB = 'h2-sample-bilge-grub';
const GUNNER = 'h3-sample-scav-gunner';

/** The Boss activated at `at` with the Grub in base contact 1" east; the others well away. */
function fight(place: (m: Mission, at: Spot) => Mission = (m) => m): Mission {
  let m = decide(toRoundOne(), { type: 'unit.activate', unit: BOSS });
  const at: Spot = { x: 18, z: 18, level: 3 };
  for (const [i, u] of m.units.entries()) {
    if (u.id !== BOSS && u.status === 'active')
      m = editUnit(m, u.id, { at: { x: 2 + i * 3, z: 34, level: 3 } });
  }
  m = editUnit(m, BOSS, { at });
  m = editUnit(m, GRUB, { at: { ...at, x: at.x + 1 }, alert: true });
  return place(m, at);
}

/** Dice in the attacker's and the defender's pools of the Boss's bare-handed melee on the Grub. */
function pools(m0: Mission): [number, number] {
  const d = {
    type: 'unit.order',
    order: { action: 'meleeAttack', unit: BOSS, target: GRUB, weapon: null },
  } as const;
  expect(refusal(m0, d)).toBeNull();
  const need = pendingRoll(decide(m0, d));
  expect(need?.rule).toBe('salvage.attack');
  return [need?.groups[0]?.spec.count ?? 0, need?.groups[1]?.spec.count ?? 0];
}

describe('friends in contact with either combatant add a die to their own side', () => {
  it('a Boiler touching only the defender adds a die to the attack', () => {
    const [atk, def] = pools(fight());
    const helped = pools(fight((m, at) => editUnit(m, RIGGER, { at: { ...at, x: at.x + 2 } })));
    expect(helped).toEqual([atk + 1, def]);
  });

  it('a hostile touching only the attacker adds a die to the defence', () => {
    const [atk, def] = pools(fight());
    const helped = pools(fight((m, at) => editUnit(m, GUNNER, { at: { ...at, x: at.x - 1 }, alert: true })));
    expect(helped).toEqual([atk, def + 1]);
  });

  it('a friend touching both fighters counts once', () => {
    const [atk, def] = pools(fight());
    const helped = pools(
      fight((m, at) => editUnit(m, RIGGER, { at: { ...at, x: at.x + 0.5, z: at.z + 0.9 } })),
    );
    expect(helped).toEqual([atk + 1, def]);
  });
});
