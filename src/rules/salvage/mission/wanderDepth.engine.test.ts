import { describe, expect, it } from 'vitest';
import { makePiece } from '../../board/defaults';
import type { TerrainPiece } from '../../board/types';
import { unitById } from './board';
import { answer, pendingRoll, settle } from '../../../../machines/salvage/mission.testkit';
import type { Mission, Spot, Unit } from './state';
import { toRoundOne } from './mission.testkit';

/**
 * Salvage 004, Unalert hostiles: "Roll D8 for direction. Move unit its full Move value in that direction."
 * "If movement reaches a climbable surface with distance remaining: unit Climbs." Climb: "Ascend or descend
 * up to Move value." A wanderer whose move reaches a rise to the next depth up, or a deck edge above the
 * next depth down, climbs onto that depth with what is left of its Move. Played through the engine: the
 * Grub's `unalertMove` step, its D8 answered 3 (east).
 */

const GRUB = 'h2-sample-bilge-grub';

function wanderEast(terrain: readonly TerrainPiece[], at: Spot, move: number): Mission {
  const m0 = toRoundOne();
  let m: Mission = {
    ...m0,
    theme: null,
    content: { ...m0.content, board: { ...m0.content.board, terrain: [...terrain] } },
    hazards: [],
    sites: [],
    airlocks: [],
    units: m0.units.map((u) => {
      if (u.id === GRUB) return { ...u, at, alert: false, stats: { ...u.stats, move } };
      return { ...u, at: null, status: 'escaped' as const };
    }),
  };
  m = settle({ ...m, queue: [{ kind: 'unalertMove', unit: GRUB }] });
  expect(pendingRoll(m)?.purpose).toMatch(/wanders: D8 direction/);
  return answer(m, [[3]]);
}

function grub(m: Mission): Unit {
  const u = unitById(m, GRUB);
  if (u === undefined) throw new Error('no Grub');
  return u;
}

describe('Salvage 004: an Unalert wanderer climbs onto another depth', () => {
  it('up: a Mids deck on a solid base in its way east is climbed, and it stands on the deck at depth 2', () => {
    // A deck on a solid base as tall as The Mids is high (3"): the base's west face is at x = 10; from x = 8
    // the Grub's base touches it after 1.5", 3" to climb, the rest on along the deck, which is The Mids.
    const base = makePiece({
      id: 'base',
      kind: 'block',
      level: 3,
      x: 15,
      z: 18,
      width: 10,
      depthExtent: 10,
      height: 3,
    });
    const deck = makePiece({
      id: 'deck',
      kind: 'platform',
      level: 2,
      x: 15,
      z: 18,
      width: 10,
      depthExtent: 10,
      height: 0.5,
    });
    const m = wanderEast([base, deck], { x: 8, z: 18, level: 3 }, 6);
    expect(m.journal).toContainEqual(
      expect.objectContaining({ kind: 'wandered', unit: GRUB, direction: 'E', outcome: 'climbed', level: 2 }),
    );
    const at = grub(m).at as Spot;
    expect(at.level).toBe(2);
    expect(at.x).toBeGreaterThan(10);
    expect(at.x).toBeLessThanOrEqual(8 + 6 - 3 + 0.05);
    expect(m.journal.some((e) => e.kind === 'fell')).toBe(false);
  });

  it('down: the edge of its Mids deck east of it is climbed down to The Sink', () => {
    // A Mids deck x 0 … 10; the Grub at x = 8 reaches the edge after 2" with 5" to spare: 3" down, 2" on.
    const deck = makePiece({
      id: 'deck',
      kind: 'platform',
      level: 2,
      x: 5,
      z: 18,
      width: 10,
      depthExtent: 10,
      height: 0.5,
    });
    const m = wanderEast([deck], { x: 8, z: 18, level: 2 }, 7);
    expect(m.journal).toContainEqual(
      expect.objectContaining({ kind: 'wandered', unit: GRUB, direction: 'E', outcome: 'climbed', level: 3 }),
    );
    const at = grub(m).at as Spot;
    expect(at.level).toBe(3);
    expect(at.x).toBeGreaterThan(10);
    expect(at.x).toBeLessThanOrEqual(8 + 7 - 3 + 0.05);
    expect(m.journal.some((e) => e.kind === 'fell')).toBe(false);
  });
});
