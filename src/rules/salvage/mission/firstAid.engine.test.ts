import { describe, expect, it } from 'vitest';
import { unitById } from './board';
import { decide, refusal } from '../../../../machines/salvage/mission.testkit';
import type { Decision } from './decisions';
import type { Mission } from './state';
import { toRoundOne } from './mission.testkit';

/**
 * Salvage 004, Actions: "First Aid 1 Restore 1 Health OR remove 1 Condition." The quick reference does not
 * say whom it treats. Reading (salvage.actions): the unit itself or a friend in base contact. Played through
 * the engine on a bare Sink.
 */

const BOSS = 'a1-sample-foreman';
const SCRAPPER = 'a2-sample-scrapper';
const GRUB = 'h2-sample-bilge-grub';

/** The Boss active at (18, 18), the Scrapper `gap` inches east of it (1 = base contact), both hurt. */
function scene(gap: number): Mission {
  const m0 = toRoundOne();
  const m: Mission = {
    ...m0,
    theme: null,
    content: { ...m0.content, board: { ...m0.content.board, terrain: [] } },
    hazards: [],
    sites: [],
    airlocks: [],
    units: m0.units.map((u) => {
      if (u.id === BOSS) return { ...u, at: { x: 18, z: 18, level: 3 }, health: u.maxHealth - 1 };
      if (u.id === SCRAPPER)
        return {
          ...u,
          at: { x: 18 + gap, z: 18, level: 3 },
          health: u.maxHealth - 1,
          conditions: ['bleeding'],
        };
      if (u.id === GRUB) return { ...u, at: { x: 30, z: 30, level: 3 } };
      return { ...u, at: null, status: 'escaped' as const };
    }),
  };
  return decide(m, { type: 'unit.activate', unit: BOSS });
}

const aid = (target: string, remove?: 'bleeding'): Decision => ({
  type: 'unit.order',
  order: { action: 'firstAid', unit: BOSS, target, ...(remove === undefined ? {} : { remove }) },
});

function health(m: Mission, id: string): number {
  return unitById(m, id)?.health ?? -1;
}

describe('Salvage 004 First Aid: the unit itself or a friend in base contact (reading)', () => {
  it('restores 1 Health to the unit itself', () => {
    const m0 = scene(1);
    const m = decide(m0, aid(BOSS));
    expect(health(m, BOSS)).toBe(health(m0, BOSS) + 1);
  });

  it('restores 1 Health to a friend in base contact, or removes 1 of its conditions', () => {
    const m0 = scene(1);
    expect(refusal(m0, aid(SCRAPPER))).toBeNull();
    expect(health(decide(m0, aid(SCRAPPER)), SCRAPPER)).toBe(health(m0, SCRAPPER) + 1);
    const treated = decide(m0, aid(SCRAPPER, 'bleeding'));
    expect(unitById(treated, SCRAPPER)?.conditions).toEqual([]);
    expect(health(treated, SCRAPPER)).toBe(health(m0, SCRAPPER));
  });

  it('is refused for a friend out of base contact, and for a hostile', () => {
    const m = scene(2);
    expect(refusal(m, aid(SCRAPPER))).toMatch(/base contact/);
    expect(refusal(m, aid(GRUB))).toMatch(/standing friend/);
  });
});
