import { describe, expect, it } from 'vitest';
import { unitById } from './board';
import { answer, decide, pendingRoll, refusal } from '../../../../machines/salvage/mission.testkit';
import type { ActionOrder } from './orders';
import type { Mission, Spot, Unit } from './state';
import { editUnit, toRoundOne } from './mission.testkit';

/**
 * Launch and Scale (Salvage QR, actions: "Muscle test or fall to nearest lower depth/edge", Scale "take 1
 * dmg + Prone"): a failed test never reaches the far side. Sample Refinery Run board: the gantry deck is a
 * Mids platform over x 5..19, z 7..17.
 */

const BOSS = 'a1-sample-foreman';

function boss(m: Mission): Unit {
  const u = unitById(m, BOSS);
  if (u === undefined) throw new Error('no boss');
  return u;
}

function bossAt(at: Spot): Mission {
  return editUnit(decide(toRoundOne(), { type: 'unit.activate', unit: BOSS }), BOSS, { at, power: 4 });
}

function ordered(m: Mission, order: ActionOrder): Mission {
  expect(refusal(m, { type: 'unit.order', order })).toBeNull();
  const next = decide(m, { type: 'unit.order', order });
  expect(pendingRoll(next)?.purpose).toMatch(/Muscle test or fall/);
  return next;
}

const FLOOR: Spot = { x: 12, z: 6, level: 3 };
const DECK: Spot = { x: 12, z: 7.8, level: 2 };

describe('a failed Scale', () => {
  it('falls back from the deck edge to the depth below: 1 damage, Prone, never on the deck', () => {
    const m = ordered(bossAt(FLOOR), { action: 'scale', unit: BOSS, to: DECK });
    // The test is taken before the unit arrives.
    expect(boss(m).at).toEqual(FLOOR);
    const failed = answer(m, [[1, 2]]);
    const u = boss(failed);
    expect(u.at?.level).toBe(3);
    expect(u.at?.z).toBeLessThan(7);
    expect(u.at?.z).toBeGreaterThan(FLOOR.z);
    expect(u.conditions).toContain('prone');
    expect(u.health).toBe(boss(m).health - 1);
    expect(failed.journal.some((j) => j.kind === 'fell' && j.unit === BOSS && j.depths === 1)).toBe(true);
    expect(failed.danger).toBeGreaterThan(m.danger); // ● Noise even on a failure
  });

  it('a passed Scale reaches the deck, standing', () => {
    const m = ordered(bossAt(FLOOR), { action: 'scale', unit: BOSS, to: DECK });
    const passed = answer(m, [[8, 8]]);
    expect(boss(passed).at?.level).toBe(2);
    expect(boss(passed).conditions).not.toContain('prone');
  });
});

describe('a failed Launch', () => {
  it('off the deck falls at the edge to the depth below, Prone, short of the landing spot', () => {
    const m = ordered(bossAt(DECK), { action: 'launch', unit: BOSS, to: { x: 12, z: 5, level: 3 } });
    expect(boss(m).at).toEqual(DECK);
    const failed = answer(m, [[1, 2]]);
    const u = boss(failed);
    expect(u.at?.level).toBe(3);
    expect(u.at?.z).toBeGreaterThan(6);
    expect(u.conditions).toContain('prone');
    expect(u.health).toBe(boss(m).health - 1);
  });
});
