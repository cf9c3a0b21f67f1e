import { describe, expect, it } from 'vitest';
import { unitById } from './board';
import { answer, decide, pendingRoll, refusal } from '../../../../machines/salvage/mission.testkit';
import type { Decision } from './decisions';
import type { Mission, Spot } from './state';
import { toRoundOne } from './mission.testkit';

/**
 * Salvage 004, Attack, Resolve: "Neither scores successes (melee only) = both pushed 1" apart." Shove:
 * "Lose/draw = both pushed 1" apart." Each of the two is pushed 1" away from the other, so two bases in
 * contact (centres 1" apart) end with their centres 3" apart. Played through the engine on a bare Sink.
 */

const BOSS = 'a1-sample-foreman';
const GRUB = 'h2-sample-bilge-grub';

/** Round 1 on a bare table, the Boss active at (18, 18) on The Sink and the Grub Alert in contact east. */
function inContact(): Mission {
  const m0 = toRoundOne();
  const m: Mission = {
    ...m0,
    theme: null,
    content: { ...m0.content, board: { ...m0.content.board, terrain: [] } },
    hazards: [],
    sites: [],
    airlocks: [],
    units: m0.units.map((u) => {
      if (u.id === BOSS) return { ...u, at: { x: 18, z: 18, level: 3 } };
      if (u.id === GRUB) return { ...u, at: { x: 19, z: 18, level: 3 }, alert: true };
      return { ...u, at: null, status: 'escaped' as const };
    }),
  };
  return decide(m, { type: 'unit.activate', unit: BOSS });
}

function at(m: Mission, id: string): Spot {
  const spot = unitById(m, id)?.at;
  if (spot === undefined || spot === null) throw new Error(`${id} is not on the table`);
  return spot;
}

function apart(m: Mission): number {
  const a = at(m, BOSS);
  const b = at(m, GRUB);
  return Math.hypot(a.x - b.x, a.z - b.z);
}

/** Orders `d`, then answers its roll with blanks on every die: neither side scores. */
function blanks(m0: Mission, d: Decision): Mission {
  expect(refusal(m0, d)).toBeNull();
  let m = decide(m0, d);
  const need = pendingRoll(m);
  expect(need?.groups).toHaveLength(2);
  m = answer(
    m,
    (need?.groups ?? []).map((g) => Array<number>(g.spec.count).fill(2)),
  );
  return m;
}

describe('Salvage 004: "both pushed 1" apart"', () => {
  it('a melee attack where neither side scores pushes each 1": centres from 1" to 3" apart', () => {
    const m0 = inContact();
    expect(apart(m0)).toBeCloseTo(1, 5);
    const m = blanks(m0, {
      type: 'unit.order',
      order: { action: 'meleeAttack', unit: BOSS, target: GRUB, weapon: null },
    });
    expect(apart(m)).toBeCloseTo(3, 5);
    expect(at(m, BOSS).x).toBeCloseTo(17, 5);
    expect(at(m, GRUB).x).toBeCloseTo(20, 5);
    const pushes = m.journal.filter((e) => e.kind === 'pushed');
    expect(pushes).toEqual([
      { kind: 'pushed', unit: GRUB, inches: 1 },
      { kind: 'pushed', unit: BOSS, inches: 1 },
    ]);
  });

  it('a Shove that stalls (no successes either side) pushes each 1": centres from 1" to 3" apart', () => {
    const m = blanks(inContact(), {
      type: 'unit.order',
      order: { action: 'shove', unit: BOSS, target: GRUB },
    });
    expect(m.journal.some((e) => e.kind === 'shoveStalled')).toBe(true);
    expect(apart(m)).toBeCloseTo(3, 5);
    expect(at(m, BOSS).x).toBeCloseTo(17, 5);
    expect(at(m, GRUB).x).toBeCloseTo(20, 5);
  });
});
