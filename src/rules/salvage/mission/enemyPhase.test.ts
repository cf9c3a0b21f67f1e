import { describe, expect, it } from 'vitest';
import { answer, decide, pendingRoll, refusal } from '../../../../machines/salvage/mission.testkit';
import { toRoundOne } from './mission.testkit';
import type { Mission } from './state';
import { journalLines } from './narrate';

/** Ends every Boiler activation of round 1 so the Enemy Phase begins. */
function toEnemyPhase(m0: Mission): Mission {
  let m = m0;
  for (let i = 0; i < 20 && m.stage.kind === 'boilerPhase'; i++) {
    const s = m.stage;
    if (s.active !== null) m = decide(m, { type: 'unit.end' });
    else {
      const u = m.units.find((x) => x.side === s.turn && x.status === 'active' && !x.activated);
      if (u === undefined) break;
      m = decide(m, { type: 'unit.activate', unit: u.id });
    }
    while (pendingRoll(m) !== null) m = answer(m, [[1]]);
  }
  return m;
}

describe('Enemy Phase: hostiles are picked one at a time', () => {
  it('waits for the players to pick the next Unalert hostile, refuses one not waiting, and wanders the one picked', () => {
    const m = toEnemyPhase(toRoundOne());
    expect(m.stage).toEqual({ kind: 'enemyPhase', part: 'unalert' });
    const waiting = m.order;
    expect(waiting.length).toBeGreaterThan(1);
    expect(pendingRoll(m)).toBeNull();
    expect(refusal(m, { type: 'hostile.activate', unit: 'nobody' })).toMatch(/not waiting to act/);
    expect(refusal(m, { type: 'unit.end' })).toMatch(/No unit is activating/);
    const second = waiting[1] ?? '';
    const picked = decide(m, { type: 'hostile.activate', unit: second });
    expect(picked.order).not.toContain(second);
    // The picked hostile's D8 direction is asked for now; a 1 keeps it where it is.
    expect(pendingRoll(picked)?.purpose).toMatch(/wanders: D8 direction/);
    const before = picked.units.find((u) => u.id === second)?.at;
    const after = answer(picked, [[1]]);
    expect(after.units.find((u) => u.id === second)?.at).toEqual(before);
    expect(after.journal.some((j) => j.kind === 'wandered' && j.outcome === 'no-move')).toBe(true);
  });

  it('runs the last hostile without asking, then the event card, then the End Phase', () => {
    let m = toEnemyPhase(toRoundOne());
    for (let i = 0; i < 40 && m.stage.kind === 'enemyPhase'; i++) {
      if (pendingRoll(m) !== null) m = answer(m, [[1]]);
      else if (m.order.length > 1) m = decide(m, { type: 'hostile.activate', unit: m.order[0] ?? '' });
    }
    expect(m.round).toBe(2);
    expect(m.journal.some((j) => j.kind === 'eventCard')).toBe(true);
    expect(journalLines(m).indexOf('— End Phase —')).toBeGreaterThan(
      m.journal.findIndex((j) => j.kind === 'eventCard'),
    );
  });
});
