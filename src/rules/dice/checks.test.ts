import { describe, expect, it } from 'vitest';
import { planCheck, resolveCheck, validateCheck } from './checks';
import type { BrawlerSpec, CheckSpec } from './checks.types';

describe('Space Kraken attribute checks (§4)', () => {
  it('P(d6 + 3 ≥ 8) = 2/6', () => {
    const plan = planCheck({ kind: 'kraken-attribute', attribute: 3, target: 8, oneFails: false });
    expect(plan.odds).toBe(2 / 6);
    expect(plan.target).toBe(8);
    expect(plan.modifier).toBe(3);
    expect(plan.summary).toBe('d6 + attribute 3 against 8');
  });

  it('a natural 1 fails when the check says so, even if the total would pass', () => {
    const check: CheckSpec = { kind: 'kraken-attribute', attribute: 10, target: 9, oneFails: true };
    expect(planCheck(check).odds).toBe(5 / 6);
    const result = resolveCheck(check, [[1]]);
    expect(result.success).toBe(false);
    expect(result.value).toBe(11);
    expect(result.narration).toMatch(/natural 1/);
    expect(resolveCheck({ ...check, oneFails: false }, [[1]]).success).toBe(true);
  });
});

describe('Space Kraken bulkheads (§13): 2d6 + Tech ≥ 10 + level', () => {
  const b2: CheckSpec = { kind: 'kraken-tech-2d6', tech: 5, level: 2 };

  it('B2 with Tech 5: 3 + 3 + 5 = 11 falls short of 12, then 6 + 3 + 5 = 14 opens it', () => {
    expect(planCheck(b2).target).toBe(12);
    expect(planCheck(b2).odds).toBe(21 / 36);
    const first = resolveCheck(b2, [[3, 3]]);
    expect(first).toMatchObject({ success: false, value: 11 });
    expect(first.narration).toBe('2d6 + Tech 5 against 12: rolled 3 and 3 = 11, short by 1 — fails');
    expect(resolveCheck(b2, [[6, 3]])).toMatchObject({ success: true, value: 14 });
  });

  it('B1 needs 11: 5 + 4 + 5 = 14 passes', () => {
    const b1: CheckSpec = { kind: 'kraken-tech-2d6', tech: 5, level: 1 };
    expect(planCheck(b1).target).toBe(11);
    expect(resolveCheck(b1, [[5, 4]])).toMatchObject({ success: true, value: 14 });
  });

  it('B4 with Tech 4 aims for 14: P = 6/36', () => {
    const plan = planCheck({ kind: 'kraken-tech-2d6', tech: 4, level: 4 });
    expect(plan.target).toBe(14);
    expect(plan.odds).toBe(6 / 36);
    expect(plan.groups).toEqual([{ label: 'Crew member', spec: { count: 2, die: 'd6', read: 'sum' } }]);
    expect(plan.distribution.get(7)).toBe(6 / 36);
  });
});

describe('Space Kraken objectives (§10 phase 2)', () => {
  it('T9 with Tech 5 needs a 4+: 1/2; rolling 3 for 8 fails', () => {
    const t9: CheckSpec = { kind: 'kraken-objective', attributes: [5], difficulty: 9 };
    expect(planCheck(t9).odds).toBe(1 / 2);
    expect(resolveCheck(t9, [[3]])).toMatchObject({ success: false, value: 8 });
  });

  it('two crew pool Tech 4 + 3 and roll a 3 for 10 ≥ 9', () => {
    const check: CheckSpec = { kind: 'kraken-objective', attributes: [4, 3], difficulty: 9 };
    const result = resolveCheck(check, [[3]]);
    expect(result).toMatchObject({ success: true, value: 10 });
    expect(planCheck(check).summary).toBe('d6 + crew 7 (4 + 3) against 9 (a 1 fails)');
  });

  it('a 1 always fails, even with crew worth 10 against 9', () => {
    const check: CheckSpec = { kind: 'kraken-objective', attributes: [6, 4], difficulty: 9 };
    expect(planCheck(check).odds).toBe(5 / 6);
    expect(resolveCheck(check, [[1]]).success).toBe(false);
  });
});

describe('Fringe', () => {
  it('shooting: d6 + Combat Skill against the target number', () => {
    const check: CheckSpec = { kind: 'fringe-hit', combatSkill: 1, target: 5 };
    expect(planCheck(check).odds).toBe(3 / 6);
    expect(resolveCheck(check, [[4]]).narration).toMatch(/— hits$/);
    expect(resolveCheck(check, [[3]]).success).toBe(false);
  });

  it('damage 1 against Toughness 4 takes a 3+: 4/6', () => {
    expect(planCheck({ kind: 'fringe-damage', damage: 1, toughness: 4 }).odds).toBe(4 / 6);
  });

  it('damage 0 against Toughness 8 only works on a natural 6: 1/6', () => {
    const check: CheckSpec = { kind: 'fringe-damage', damage: 0, toughness: 8 };
    expect(planCheck(check).odds).toBe(1 / 6);
    const six = resolveCheck(check, [[6]]);
    expect(six.success).toBe(true);
    expect(six.narration).toMatch(/natural 6/);
    expect(resolveCheck(check, [[5]]).success).toBe(false);
  });
});

const brawler = (name: string, combatSkill: number, weaponBonus = 0, otherBonus = 0): BrawlerSpec => ({
  name,
  combatSkill,
  weaponBonus,
  otherBonus,
});

describe('Fringe brawls', () => {
  it('outcome probabilities sum to 1 and odds are "A hits and takes nothing"', () => {
    const plan = planCheck({ kind: 'fringe-brawl', a: brawler('Ana', 1, 2), b: brawler('Bo', 0, 1) });
    const outcomes = plan.outcomes ?? {};
    const sum = Object.values(outcomes).reduce((x, y) => x + y, 0);
    expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
    expect(plan.odds).toBe(outcomes.aHitsOnly);
    expect(plan.groups.map((g) => g.label)).toEqual(['Ana', 'Bo']);
    expect(plan.modifier).toBe(3);
    expect(plan.target).toBeNull();
  });

  it('an overwhelming fighter is only hurt by their own 1 or the opponent’s 6: 25/36 clean wins', () => {
    const plan = planCheck({ kind: 'fringe-brawl', a: brawler('Ana', 10), b: brawler('Bo', 0) });
    expect(plan.odds).toBe(25 / 36);
    expect(plan.outcomes?.bHitsOnly).toBe(0);
  });

  it('a draw hits both; naturals add extra hits', () => {
    const check: CheckSpec = { kind: 'fringe-brawl', a: brawler('Ana', 1), b: brawler('Bo', 0, 1) };
    expect(resolveCheck(check, [[3], [3]]).details).toMatchObject({
      hitsOnA: 1,
      hitsOnB: 1,
      outcome: 'bothHit',
    });
    // Ana 6 + 1 = 7 beats Bo 1 + 1 = 2: one hit for losing, one for Ana's 6, one for Bo's own 1.
    const rout = resolveCheck(check, [[6], [1]]);
    expect(rout.details).toMatchObject({ hitsOnA: 0, hitsOnB: 3, outcome: 'aHitsOnly' });
    expect(rout.success).toBe(true);
    // Ana 1 + 1 = 2 loses to Bo 6 + 1 = 7, and both naturals land on Ana too.
    expect(resolveCheck(check, [[1], [6]]).details).toMatchObject({ hitsOnA: 3, hitsOnB: 0 });
    // Ana 6 + 1 = 7 against Bo 5 + 1 = 6: Bo loses a hit and Ana's natural 6 adds a second one.
    expect(resolveCheck(check, [[6], [5]]).details).toMatchObject({ hitsOnA: 0, hitsOnB: 2 });
  });
});

describe('salvage tests and attacks', () => {
  it('a Simple Test with one die at TN 6 passes 3 times in 8', () => {
    const plan = planCheck({ kind: 'salvage-test', dice: 1, baseTn: 6, tnModifier: 0, need: 1 });
    expect(plan.odds).toBe(3 / 8);
    expect(plan.target).toBe(6);
    expect(plan.need).toBe(1);
    expect(plan.modifier).toBe(0);
  });

  it('clamps the stacked TN and says so', () => {
    const check: CheckSpec = { kind: 'salvage-test', dice: 3, baseTn: 7, tnModifier: 2, need: 2 };
    const plan = planCheck(check);
    expect(plan.target).toBe(8);
    expect(plan.summary).toMatch(/TN 8 \(9 held at 8\)/);
    const result = resolveCheck(check, [[8, 8, 1]]);
    expect(result).toMatchObject({ success: true, value: 2 });
    expect(result.details).toMatchObject({ critHighs: 2, critLows: 1, cancelled: 0 });
  });

  it('an attack reports hit, miss and push odds and damage from critical highs', () => {
    const check: CheckSpec = {
      kind: 'salvage-attack',
      attackDice: 1,
      attackTn: 6,
      defenceDice: 1,
      defenceTn: 6,
      melee: true,
    };
    const plan = planCheck(check);
    expect(plan.odds).toBeCloseTo(24 / 64, 15);
    expect(plan.outcomes?.push).toBeCloseTo(25 / 64, 15);
    const hit = resolveCheck(check, [[8], [7]]);
    expect(hit.details).toMatchObject({ outcome: 'hit', bonusDamage: 1 });
    expect(hit.narration).toMatch(/tie goes to the attacker/);
    expect(resolveCheck(check, [[3], [2]]).details).toMatchObject({ outcome: 'push' });
    // Reading (salvage.attack): the 0–0 push is for melee only; at range 0–0 is a tie, which hits.
    expect(resolveCheck({ ...check, melee: false }, [[3], [2]]).details).toMatchObject({ outcome: 'hit' });
  });
});

describe('table rolls', () => {
  it('have no target, no odds and no success', () => {
    const check: CheckSpec = { kind: 'table-roll', notation: 'D44' };
    const plan = planCheck(check);
    expect(plan).toMatchObject({ target: null, odds: null, modifier: 0 });
    expect(plan.distribution.size).toBe(16);
    expect(resolveCheck(check, [[2, 3]])).toMatchObject({ success: null, value: 23 });
    expect(resolveCheck({ kind: 'table-roll', notation: 'd3' }, [[5]]).value).toBe(3);
  });
});

describe('every plan agrees with reading every possible throw', () => {
  const checks: CheckSpec[] = [
    { kind: 'kraken-attribute', attribute: 2, target: 6, oneFails: true },
    { kind: 'kraken-attribute', attribute: 0, target: 7, oneFails: false },
    { kind: 'kraken-tech-2d6', tech: 3, level: 0 },
    { kind: 'kraken-objective', attributes: [2, 2, 1], difficulty: 8 },
    { kind: 'fringe-hit', combatSkill: 2, target: 6 },
    { kind: 'fringe-damage', damage: 2, toughness: 5 },
    { kind: 'fringe-brawl', a: brawler('A', 1, 1), b: brawler('B', 2) },
    { kind: 'salvage-test', dice: 3, baseTn: 6, tnModifier: -1, need: 2 },
    { kind: 'salvage-attack', attackDice: 2, attackTn: 5, defenceDice: 2, defenceTn: 7, melee: true },
    { kind: 'salvage-attack', attackDice: 2, attackTn: 6, defenceDice: 1, defenceTn: 4, melee: false },
  ];

  function throws(counts: number[], sides: number[]): number[][][] {
    let out: number[][][] = [counts.map(() => [])];
    counts.forEach((count, g) => {
      for (let i = 0; i < count; i++) {
        const next: number[][][] = [];
        for (const t of out) {
          for (let f = 1; f <= (sides[g] ?? 0); f++)
            next.push(t.map((faces, k) => (k === g ? [...faces, f] : faces)));
        }
        out = next;
      }
    });
    return out;
  }

  it.each(checks)('$kind', (check) => {
    const plan = planCheck(check);
    const all = throws(
      plan.groups.map((g) => (g.spec.read === 'd44' ? 2 : g.spec.count)),
      plan.groups.map((g) => (g.spec.die === 'd3' ? 6 : Number(g.spec.die.slice(1)))),
    );
    const tally = new Map<string, number>();
    let wins = 0;
    for (const t of all) {
      const result = resolveCheck(check, t);
      if (result.success === true) wins++;
      const outcome = result.details.outcome;
      if (typeof outcome === 'string') tally.set(outcome, (tally.get(outcome) ?? 0) + 1);
    }
    expect(plan.odds).toBeCloseTo(wins / all.length, 14);
    for (const [name, p] of Object.entries(plan.outcomes ?? {})) {
      expect(p).toBeCloseTo((tally.get(name) ?? 0) / all.length, 14);
    }
  });
});

describe('validateCheck', () => {
  it.each<[CheckSpec, RegExp]>([
    [
      { kind: 'salvage-test', dice: 0, baseTn: 6, tnModifier: 0, need: 1 },
      /pool must be a whole number from 1 to 12/,
    ],
    [{ kind: 'salvage-test', dice: 13, baseTn: 6, tnModifier: 0, need: 1 }, /1 to 12, not 13/],
    [{ kind: 'salvage-test', dice: 2, baseTn: 6, tnModifier: 0, need: 0 }, /successes needed/],
    [{ kind: 'kraken-attribute', attribute: 21, target: 8, oneFails: false }, /attribute must be/],
    [{ kind: 'kraken-attribute', attribute: 2.5, target: 8, oneFails: false }, /not 2.5/],
    [{ kind: 'kraken-tech-2d6', tech: -1, level: 2 }, /Tech must be/],
    [{ kind: 'kraken-objective', attributes: [], difficulty: 9 }, /at least one crew/],
    [{ kind: 'fringe-damage', damage: 1, toughness: 0 }, /Toughness/],
    [{ kind: 'fringe-brawl', a: brawler('Ana', 1, 3), b: brawler('Bo', 0) }, /weapon bonus/],
    [{ kind: 'fringe-brawl', a: brawler('Ana', 1), b: brawler(' ', 0) }, /second brawler needs a name/],
    [{ kind: 'table-roll', notation: 'd7' }, /not d7/],
    [{ kind: 'table-roll', notation: '3D8 pool' }, /pool/],
  ])('refuses %j', (check, message) => {
    expect(validateCheck(check)).toMatch(message);
    expect(() => planCheck(check)).toThrow(message);
  });

  it('accepts sensible checks, including a defender with no dice', () => {
    expect(validateCheck({ kind: 'kraken-tech-2d6', tech: 5, level: 2 })).toBeNull();
    expect(
      validateCheck({
        kind: 'salvage-attack',
        attackDice: 3,
        attackTn: 9,
        defenceDice: 0,
        defenceTn: 6,
        melee: false,
      }),
    ).toBeNull();
  });

  it('refuses faces that do not match the plan', () => {
    const check: CheckSpec = { kind: 'kraken-tech-2d6', tech: 5, level: 2 };
    expect(() => resolveCheck(check, [[3]])).toThrow(/expected 2 dice, got 1/i);
    expect(() => resolveCheck(check, [[3, 7]])).toThrow(/face 7 is not on a d6/i);
    expect(() => resolveCheck(check, [])).toThrow(/expected 1 group of dice, got 0/i);
  });
});
