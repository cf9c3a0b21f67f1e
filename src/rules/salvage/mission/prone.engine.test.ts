import { describe, expect, it } from 'vitest';
import { unitById } from './board';
import { answer, decide, pendingRoll, refusal } from '../../../../machines/salvage/mission.testkit';
import type { ActionOrder } from './orders';
import type { Mission, Spot } from './state';
import { editUnit, toRoundOne } from './mission.testkit';

/**
 * A Prone Boiler in base contact with an enemy: "Prone: may only Crawl or Stand Up" read together with
 * "While Engaged, may only perform combat actions" (reading salvage.engagement) — it may Stand Up or
 * Disengage, and it fights once it is on its feet.
 */

const BOSS = 'a1-sample-foreman';
const GRUB = 'h2-sample-bilge-grub';

function pronePinned(): Mission {
  let m = decide(toRoundOne(), { type: 'unit.activate', unit: BOSS });
  const at: Spot = { x: 18, z: 18, level: 3 };
  m = editUnit(m, BOSS, { at, conditions: ['prone'] });
  return editUnit(m, GRUB, { at: { ...at, x: at.x + 1 }, alert: true });
}

const refused = (m: Mission, order: ActionOrder) => refusal(m, { type: 'unit.order', order });

describe('a Prone Boiler Engaged with an enemy', () => {
  it('may Stand Up, and then fight', () => {
    const m = pronePinned();
    expect(refused(m, { action: 'standUp', unit: BOSS })).toBeNull();
    const up = decide(m, { type: 'unit.order', order: { action: 'standUp', unit: BOSS } });
    expect(unitById(up, BOSS)?.conditions).not.toContain('prone');
    expect(refused(up, { action: 'meleeAttack', unit: BOSS, target: GRUB, weapon: null })).toBeNull();
  });

  it('may Disengage (its free 1" is the crawl out of contact) and stays Prone', () => {
    const m = pronePinned();
    expect(refused(m, { action: 'disengage', unit: BOSS })).toBeNull();
    let next = decide(m, { type: 'unit.order', order: { action: 'disengage', unit: BOSS } });
    expect(pendingRoll(next)?.purpose).toMatch(/Disengage/);
    next = answer(next, [[8, 8]]);
    const boss = unitById(next, BOSS);
    expect(boss?.at).not.toEqual(unitById(m, BOSS)?.at);
    expect(boss?.conditions).toContain('prone');
    const spot = boss?.at as Spot;
    // Out of contact now: it may crawl (directly away from the Grub, east of it).
    expect(refused(next, { action: 'crawl', unit: BOSS, to: { ...spot, x: spot.x - 1 } })).toBeNull();
  });

  it('may not Crawl away without Disengaging, nor strike or Shove from the floor', () => {
    const m = pronePinned();
    const at = unitById(m, BOSS)?.at as Spot;
    expect(refused(m, { action: 'crawl', unit: BOSS, to: { ...at, x: at.x - 2 } })).toMatch(/Engaged/);
    expect(refused(m, { action: 'meleeAttack', unit: BOSS, target: GRUB, weapon: null })).toMatch(/Prone/);
    expect(refused(m, { action: 'shove', unit: BOSS, target: GRUB })).toMatch(/Prone/);
  });
});
