import { describe, expect, it } from 'vitest';
import { unitById } from './board';
import { decide, pendingRoll, refusal } from '../../../../machines/salvage/mission.testkit';
import { previewMove } from './movePreview';
import type { ActionOrder } from './orders';
import type { Mission, Unit } from './state';
import { spawnHostile } from './setup';
import { editUnit, toRoundOne } from './mission.testkit';

/**
 * The move preview says what the engine then does: the same fall, damage, Noise and alerts. The refinery
 * run's roof deck (Topside, x 20..32, z 20..32) has The Sink under its north edge at x 30, and the ramp
 * landing (The Mids, x 17..24, z 20.5..23.5) under its west edge.
 */

const BOSS = 'a1-sample-foreman';

function unit(m: Mission, id: string): Unit {
  const u = unitById(m, id);
  if (u === undefined) throw new Error(`no unit ${id}`);
  return u;
}

/** The Boss activating, standing on the roof at (x, z), every other unit well out of the way. */
function bossOnRoof(x: number, z: number, change: Partial<Unit> = {}): Mission {
  let m = decide(toRoundOne(), { type: 'unit.activate', unit: BOSS });
  m = editUnit(m, BOSS, { at: { x, z, level: 1 }, ...change });
  for (const [i, u] of m.units.entries()) {
    if (u.id !== BOSS && u.at !== null) m = editUnit(m, u.id, { at: { x: 2 + i * 2, z: 34, level: 3 } });
  }
  return m;
}

function move(to: { x: number; z: number; level: 1 | 2 | 3 }, action: ActionOrder['action'] = 'move') {
  return { action, unit: BOSS, to } as ActionOrder;
}

describe('move preview (004 falls table, Noise and alertness)', () => {
  it('walking off the roof onto The Sink: a 6" fall through 2 depths, 2 damage, Prone, as the engine then does', () => {
    const m = bossOnRoof(30, 21.5);
    const order = move({ x: 30, z: 18.5, level: 1 });
    const preview = previewMove(m, order);
    expect(preview?.refusal).toBeNull();
    expect(preview?.fall).toMatchObject({ drop: 6, depths: 2, damage: 2 });
    expect(preview?.end.level).toBe(3);
    expect(preview?.risky).toBe(true);
    expect(preview?.power).toBe(1);
    expect(preview?.noise).toBe(false);

    const before = unit(m, BOSS).health;
    expect(refusal(m, { type: 'unit.order', order })).toBeNull();
    const after = decide(m, { type: 'unit.order', order });
    expect(pendingRoll(after)).toBeNull();
    const boss = unit(after, BOSS);
    expect(before - boss.health).toBe(2);
    expect(boss.conditions).toContain('prone');
    expect(boss.at).toMatchObject({ level: 3, x: preview?.end.x, z: preview?.end.z });
  });

  it('walking off the west edge onto the ramp landing: 3", 1 depth, 1 damage', () => {
    const m = bossOnRoof(21, 22);
    const preview = previewMove(m, move({ x: 18.5, z: 22, level: 1 }));
    expect(preview?.fall).toMatchObject({ drop: 3, depths: 1, damage: 1, landing: { level: 2 } });
    const after = decide(m, { type: 'unit.order', order: move({ x: 18.5, z: 22, level: 1 }) });
    expect(unit(m, BOSS).health - unit(after, BOSS).health).toBe(1);
  });

  it('a walk across the roof: no fall, no Noise, nothing to ask', () => {
    const m = bossOnRoof(26, 26);
    const preview = previewMove(m, move({ x: 28, z: 26, level: 1 }));
    expect(preview).toMatchObject({ fall: null, noise: false, risky: false, alerts: [] });
    expect(preview?.inches).toBeCloseTo(2);
  });

  it('a Run makes Noise: the Unalert hostile within 6" of where it ends turns Alert', () => {
    let m = bossOnRoof(24, 26);
    const hostile = m.units.find((u) => u.side === 'site' && u.at !== null);
    if (hostile === undefined) throw new Error('no hostile on the table');
    m = editUnit(m, hostile.id, { at: { x: 31, z: 30, level: 1 }, alert: false });
    const order = move({ x: 28, z: 26, level: 1 }, 'run');
    const preview = previewMove(m, order);
    expect(preview?.noise).toBe(true);
    expect(preview?.alerts).toEqual([hostile.id]);
    const after = decide(m, { type: 'unit.order', order });
    expect(unit(after, hostile.id).alert).toBe(true);
  });

  it('an order the rules refuse carries the refusal', () => {
    const m = bossOnRoof(26, 26);
    const preview = previewMove(m, move({ x: 26, z: 35, level: 1 }));
    expect(preview?.refusal).not.toBeNull();
  });
});

describe('hostiles of the same card are numbered, so the board and the choices tell them apart', () => {
  it('a second Bilge Grub makes "Bilge Grub 1" and "Bilge Grub 2"', () => {
    let m = toRoundOne();
    const grub = m.units.find((u) => u.side === 'site');
    if (grub === undefined) throw new Error('no hostile');
    const before = m.units.filter((u) => u.cardId === grub.cardId).length;
    m = spawnHostile(m, grub.cardId, 0, true);
    const same = m.units.filter((u) => u.cardId === grub.cardId).map((u) => u.name);
    expect(same).toHaveLength(before + 1);
    expect(new Set(same).size).toBe(same.length);
    const card = m.content.units.find((c) => c.id === grub.cardId)?.name ?? '';
    expect(same).toEqual(same.map((_, i) => `${card} ${i + 1}`));
  });
});
