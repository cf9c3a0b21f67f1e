import { describe, expect, it } from 'vitest';
import type { EscapeContext } from './escape';
import { planEscape, resolveEscape } from './escape';
import { makeCrew } from '../testkit/fixtures';

const attrs = (agility: number) => ({ agility, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 });
const ann = makeCrew({ id: 'ann', name: 'Ann', attributes: attrs(3) });
const bo = makeCrew({ id: 'bo', name: 'Bo', attributes: attrs(5) });
const cy = makeCrew({ id: 'cy', name: 'Cy', attributes: attrs(2) });
const context = (over: Partial<EscapeContext> = {}): EscapeContext => ({
  crew: [ann, bo, cy],
  activated: new Set(),
  earlierAttempts: 0,
  bonus: 0,
  enemyAgilities: [4, 9],
  ...over,
});

describe('escape (§14 Escape)', () => {
  it('adds the lowest Agility of the escapers, 3 per sacrifice and 2 per earlier attempt, against the highest enemy Agility', () => {
    const result = planEscape(
      { escaping: ['ann', 'bo'], sacrificed: ['cy'] },
      context({ earlierAttempts: 1 }),
    );
    expect(result.ok && result.plan).toMatchObject({ modifier: 3 + 3 + 2, target: 9 });
  });

  it('adds +3 for PSI Flash', () => {
    const result = planEscape({ escaping: ['ann', 'bo', 'cy'], sacrificed: [] }, context({ bonus: 3 }));
    expect(result.ok && result.plan.modifier).toBe(5);
  });

  it('makes crew who already acted this turn stay behind', () => {
    const result = planEscape(
      { escaping: ['ann', 'bo', 'cy'], sacrificed: [] },
      context({ activated: new Set(['bo']) }),
    );
    expect(result).toMatchObject({ ok: false });
  });

  it('never lets an Aggressive crew member join', () => {
    const angry = {
      ...bo,
      traits: [{ id: 'ag', name: 'Aggressive', value: 1, rule: 'aggressive' as const }],
    };
    const result = planEscape(
      { escaping: ['ann', 'bo', 'cy'], sacrificed: [] },
      context({ crew: [ann, angry, cy] }),
    );
    expect(result).toMatchObject({ ok: false });
  });

  it('on success erases the sacrificed; on failure they lose 2 HP', () => {
    const choice = { escaping: ['ann', 'bo'], sacrificed: ['cy'] };
    const planned = planEscape(choice, context());
    if (!planned.ok) throw new Error(planned.reason);
    const won = resolveEscape(planned.plan, choice, [ann, bo, cy], 2); // 2 + 3 + 3 = 8 < 9
    expect(won.success).toBe(false);
    expect(won.crew.find((m) => m.id === 'cy')?.hp).toBe(6);
    const ran = resolveEscape(planned.plan, choice, [ann, bo, cy], 3); // 3 + 3 + 3 = 9
    expect(ran).toMatchObject({ success: true, erased: ['cy'] });
    expect(ran.crew.map((m) => m.id)).toEqual(['ann', 'bo']);
  });

  it('needs one conscious escaper and carries the unconscious without counting their Agility', () => {
    const out = { ...cy, hp: 0, condition: 'unconscious' as const };
    const carried = planEscape(
      { escaping: ['ann', 'bo', 'cy'], sacrificed: [] },
      context({ crew: [ann, bo, out] }),
    );
    expect(carried.ok && carried.plan.modifier).toBe(3);
    expect(planEscape({ escaping: [], sacrificed: ['ann', 'bo', 'cy'] }, context())).toMatchObject({
      ok: false,
    });
  });
});
