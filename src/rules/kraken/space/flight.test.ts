import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StandardAbility } from '../../../content/schemas/ship';
import type { FlightTable } from '../../../content/schemas/flight';
import { samplePack } from '../../../content/testSample';
import { planCheck, resolveCheck } from '../../dice';
import {
  addOption,
  avoidNeed,
  combatSheet,
  endCombat,
  faceCombat,
  flightDifficulty,
  flightNeed,
  flightNumber,
  flightNumberDistribution,
  flightOutcome,
  isRefused,
  plannedDiceModifications,
  removeOption,
  rollAvoid,
  rollFlightNumber,
  setLocationDifficulty,
  setOff,
  setStealth,
  startPlan,
  tryAvoid,
  useNanoSkin,
  type Flight,
  type FlightContext,
  type FlightOption,
  type FlightPlan,
  type Stepped,
} from './flight';

function ctx(abilities: StandardAbility[] = [], credits = 100): FlightContext {
  return { abilities: new Set(abilities), credits };
}
function ok<T>(value: Stepped<T>): T {
  if (isRefused(value)) throw new Error(value.refused);
  return value;
}
function refusal<T>(value: Stepped<T>): string {
  if (!isRefused(value)) throw new Error('expected a refusal');
  return value.refused;
}
function plan(difficulty: number, options: FlightOption[] = [], context = ctx()): FlightPlan {
  let p = ok(startPlan(difficulty));
  for (const o of options) p = ok(addOption(p, o, context));
  return p;
}
function table(): FlightTable {
  const t = [...samplePack().flightTables.values()][0];
  if (t === undefined) throw new Error('no flight table');
  return t;
}

describe('§9.1 location difficulty', () => {
  it('is a whole number from 1 to 5', () => {
    expect(ok(startPlan(1)).locationDifficulty).toBe(1);
    expect(ok(startPlan(5)).locationDifficulty).toBe(5);
    for (const bad of [0, 6, 2.5])
      expect(refusal(startPlan(bad))).toMatch(/1 to 5.*kraken\.location-difficulty/);
    expect(refusal(setLocationDifficulty(plan(3), 7))).toMatch(/1 to 5/);
  });
});

describe('§9.2 flight options', () => {
  it('change the flight difficulty: Risky +1, Dangerous +2, Smuggle +2, Pay a Smuggler −1', () => {
    expect(flightDifficulty(plan(3))).toBe(3);
    expect(flightDifficulty(plan(3, ['risky-shortcut']))).toBe(4);
    expect(flightDifficulty(plan(3, ['dangerous-shortcut']))).toBe(5);
    expect(flightDifficulty(plan(3, ['smuggle-goods']))).toBe(5);
    expect(flightDifficulty(plan(3, ['pay-smuggler']))).toBe(2);
    expect(flightDifficulty(plan(3, ['dangerous-shortcut', 'smuggle-goods']))).toBe(7);
  });

  it('never take the flight difficulty below 1', () => {
    expect(flightDifficulty(plan(1, ['pay-smuggler']))).toBe(1);
  });

  it('at most two, each once, with the exclusions, refused with the rule named', () => {
    const c = ctx();
    expect(refusal(addOption(plan(2, ['risky-shortcut']), 'risky-shortcut', c))).toMatch(
      /chosen already.*kraken\.flight-options/,
    );
    expect(refusal(addOption(plan(2, ['risky-shortcut']), 'dangerous-shortcut', c))).toMatch(
      /Dangerous Shortcut cannot be combined with Risky Shortcut/,
    );
    expect(refusal(addOption(plan(2, ['dangerous-shortcut']), 'risky-shortcut', c))).toMatch(
      /cannot be combined/,
    );
    expect(refusal(addOption(plan(2, ['smuggle-goods']), 'pay-smuggler', c))).toMatch(/cannot be combined/);
    expect(refusal(addOption(plan(2, ['pay-smuggler']), 'smuggle-goods', c))).toMatch(/cannot be combined/);
    expect(refusal(addOption(plan(2, ['safe-and-sound']), 'pay-smuggler', c))).toMatch(
      /Safe and Sound goes with no other/,
    );
    expect(refusal(addOption(plan(2, ['risky-shortcut']), 'safe-and-sound', c))).toMatch(/Safe and Sound/);
    expect(refusal(addOption(plan(2, ['risky-shortcut', 'smuggle-goods']), 'pay-smuggler', c))).toMatch(
      /At most 2 flight options/,
    );
    expect(ok(addOption(plan(2, ['risky-shortcut']), 'pay-smuggler', c)).options).toEqual([
      'risky-shortcut',
      'pay-smuggler',
    ]);
    expect(ok(removeOption(plan(2, ['risky-shortcut']), 'risky-shortcut')).options).toEqual([]);
    expect(refusal(removeOption(plan(2), 'risky-shortcut'))).toMatch(/not chosen/);
  });

  it('Pay a Smuggler needs 5¢ on hand and pays them when the flight sets off', () => {
    expect(refusal(addOption(plan(2), 'pay-smuggler', ctx([], 4)))).toMatch(/costs 5¢ and you have 4¢/);
    const flight = ok(setOff(plan(2, ['pay-smuggler']), ctx([], 5)));
    expect(flight.paid).toBe(5);
  });

  it('give dice modifications: Risky 2, Dangerous 3, Safe and Sound 2; sensors and Drone Bay +2 each', () => {
    expect(plannedDiceModifications(plan(2, ['risky-shortcut']), ctx())).toBe(2);
    expect(plannedDiceModifications(plan(2, ['dangerous-shortcut']), ctx())).toBe(3);
    expect(plannedDiceModifications(plan(2, ['safe-and-sound']), ctx())).toBe(2);
    expect(plannedDiceModifications(plan(2, ['smuggle-goods']), ctx())).toBe(0);
    expect(
      plannedDiceModifications(plan(2, ['dangerous-shortcut']), ctx(['long-range-sensors', 'drone-bay'])),
    ).toBe(7);
    expect(plannedDiceModifications(plan(2), ctx(['long-range-sensors']))).toBe(2);
  });
});

describe('§11 Stealth Skin and Nano Skin', () => {
  it('Stealth Skin lowers the flight difficulty by 3 when the player wants it, never below 1', () => {
    const c = ctx(['stealth-skin']);
    const on = ok(setStealth(plan(5, ['dangerous-shortcut'], c), true, c));
    expect(flightDifficulty(on)).toBe(4);
    expect(flightDifficulty(ok(setStealth(on, false, c)))).toBe(7);
    expect(flightDifficulty(ok(setStealth(plan(2), true, c)))).toBe(1);
  });

  it('Stealth Skin is refused without a working one', () => {
    expect(refusal(setStealth(plan(3), true, ctx()))).toMatch(/no working Stealth Skin/);
    // Fitted but damaged: shipTotals leaves it out of the abilities, and setOff refuses a plan that kept it on.
    const on = ok(setStealth(plan(3), true, ctx(['stealth-skin'])));
    expect(refusal(setOff(on, ctx()))).toMatch(/Stealth Skin/);
  });

  it('Nano Skin avoids the combat before the check or after a failed one, and gives no XP, credits or smuggle bonus', () => {
    const c = ctx(['nano-skin']);
    const flight = ok(setOff(plan(3, ['smuggle-goods', 'risky-shortcut']), c));
    const nano = ok(useNanoSkin(flight, c));
    expect(nano.end).toBe('nano-skin');
    expect(flightOutcome(nano, c)).toMatchObject({
      xp: 0,
      credits: 0,
      diceModifications: 2,
      landThisTurn: true,
    });
    const failed = ok(rollAvoid(ok(tryAvoid(flight)), 1));
    expect(failed.stage).toBe('number-roll');
    expect(ok(useNanoSkin(failed, c)).end).toBe('nano-skin');
    expect(refusal(useNanoSkin(flight, ctx()))).toMatch(/no working Nano Skin/);
    const inCombat = ok(rollFlightNumber(failed, 1, table()));
    expect(refusal(useNanoSkin(inCombat, c))).toMatch(/before it starts/);
  });
});

describe('§9.3 the check to avoid space combat', () => {
  it('is a d6 against the flight difficulty, a 1 always failing, with exact odds', () => {
    const expected: [number, number][] = [
      [1, 5 / 6],
      [2, 5 / 6],
      [3, 4 / 6],
      [4, 3 / 6],
      [5, 2 / 6],
      [6, 1 / 6],
      [7, 0],
      [9, 0],
    ];
    for (const [difficulty, odds] of expected) {
      const need = avoidNeed(difficulty);
      expect(need.odds, `difficulty ${difficulty}`).toBeCloseTo(odds, 12);
      expect(planCheck(need.check).odds).toBeCloseTo(odds, 12);
      expect(need.rule).toBe('kraken.flight-check');
    }
    // The dice kernel reads the faces the same way the flight does.
    expect(resolveCheck(avoidNeed(1).check, [[1]]).success).toBe(false);
    expect(resolveCheck(avoidNeed(4).check, [[4]]).success).toBe(true);
  });

  it('success avoids the combat; failure, or flying in without trying, leads to the flight number', () => {
    const flight = ok(setOff(plan(4), ctx()));
    expect(flightNeed(flight)).toBeNull();
    const rolling = ok(tryAvoid(flight));
    expect(flightNeed(rolling)?.key).toBe('flight.avoid');
    expect(ok(rollAvoid(rolling, 4)).end).toBe('avoided');
    expect(ok(rollAvoid(rolling, 3)).stage).toBe('number-roll');
    expect(ok(faceCombat(flight)).stage).toBe('number-roll');
    expect(refusal(tryAvoid(ok(rollAvoid(rolling, 3))))).toMatch(/once/);
    expect(refusal(rollAvoid(flight, 4))).toMatch(/No avoid check/);
  });

  it('Safe and Sound skips the combat: 2 modifications, no landing this turn', () => {
    const c = ctx(['long-range-sensors']);
    const flight = ok(setOff(plan(3, ['safe-and-sound']), c));
    expect(flight.end).toBe('safe-and-sound');
    expect(flightOutcome(flight, c)).toMatchObject({ diceModifications: 4, landThisTurn: false, xp: 0 });
  });
});

describe('§9.4 the flight number and the combat sheet', () => {
  it('is 2 × flight difficulty + d3 (a d6 halved, rounded up), capped at 19', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => flightNumber(1, f))).toEqual([3, 3, 4, 4, 5, 5]);
    expect([1, 2, 3, 4, 5, 6].map((f) => flightNumber(4, f))).toEqual([9, 9, 10, 10, 11, 11]);
    expect([1, 3, 5].map((f) => flightNumber(9, f))).toEqual([19, 19, 19]);
    expect(flightNumber(8, 6)).toBe(19);
    expect(() => flightNumber(3, 7)).toThrow();
  });

  it('has its exact distribution: a third each below the cap, folded into 19 above', () => {
    expect([...flightNumberDistribution(2)]).toEqual([
      [5, 1 / 3],
      [6, 1 / 3],
      [7, 1 / 3],
    ]);
    const capped = flightNumberDistribution(8);
    expect(capped.get(17)).toBeCloseTo(1 / 3, 12);
    expect(capped.get(18)).toBeCloseTo(1 / 3, 12);
    expect(capped.get(19)).toBeCloseTo(1 / 3, 12);
    expect([...flightNumberDistribution(9)]).toEqual([[19, 1]]);
  });

  it('fills the sheet from the row: §9.4 example, flight 4 "Accident", enemies at full shields', () => {
    // Difficulty 1 and a d6 of 3 or 4 (d3 2): flight number 4.
    const flight = ok(rollFlightNumber(ok(faceCombat(ok(setOff(plan(1), ctx())))), 3, table()));
    expect(flight.flightNumber).toBe(4);
    const sheet = flight.sheet;
    expect(sheet?.name).toBe('Accident');
    expect(sheet?.timeline).toEqual([null, null, null, null, 'time']);
    expect(sheet?.objectives.map((o) => [o.attribute, o.difficulty, o.solved])).toEqual([
      ['tech', 7, false],
      ['tech', 7, false],
      ['tech', 7, false],
      ['tech', 9, false],
    ]);
    expect(sheet?.enemies).toEqual([
      {
        type: 'Mine',
        sp: 3,
        crew: 0,
        damage: 5,
        shield: 0,
        recharge: 0,
        index: 1,
        spNow: 3,
        shieldNow: 0,
        crewNow: 0,
        destroyed: false,
      },
      {
        type: 'Mine',
        sp: 3,
        crew: 0,
        damage: 5,
        shield: 0,
        recharge: 0,
        index: 2,
        spNow: 3,
        shieldNow: 0,
        crewNow: 0,
        destroyed: false,
      },
    ]);
    const shielded = table().rows.find((r) => r.number === 13);
    if (shielded === undefined) throw new Error('no row 13');
    expect(combatSheet(shielded, plan(5)).enemies[0]?.shieldNow).toBe(shielded.enemies[0]?.shield);
  });
});

describe('the end of a flight (§9.3, §10 Time and After space combat)', () => {
  const c = ctx(['long-range-sensors']);
  function inCombat(options: FlightOption[]): Flight {
    return ok(rollFlightNumber(ok(faceCombat(ok(setOff(plan(2, options), c)))), 6, table()));
  }

  it('a won combat gives the row XP and as many credits, the smuggle bonus and the modifications', () => {
    const flight = inCombat(['smuggle-goods', 'risky-shortcut']);
    // Difficulty 2 + 2 + 1 = 5, d3 3: flight 13.
    expect(flight.flightNumber).toBe(13);
    const xp = flight.sheet?.xp ?? -1;
    expect(flightOutcome(ok(endCombat(flight, 'won')), c)).toEqual({
      end: 'won',
      xp,
      credits: xp + 15,
      paid: 0,
      diceModifications: 4,
      landThisTurn: true,
      newLocation: true,
      gameLost: false,
    });
  });

  it('an escape or a Time retreat loses the modifications (sensors too) and the smuggle bonus, and the landing', () => {
    for (const end of ['escaped', 'time-retreat'] as const) {
      const out = flightOutcome(ok(endCombat(inCombat(['smuggle-goods', 'risky-shortcut']), end)), c);
      expect(out).toMatchObject({
        xp: 0,
        credits: 0,
        diceModifications: 0,
        landThisTurn: false,
        newLocation: true,
      });
    }
  });

  it('an avoided combat keeps the smuggle bonus and modifications but has no row XP', () => {
    const flight = ok(rollAvoid(ok(tryAvoid(ok(setOff(plan(1, ['smuggle-goods']), c)))), 6));
    expect(flightOutcome(flight, c)).toMatchObject({
      end: 'avoided',
      xp: 0,
      credits: 15,
      diceModifications: 2,
    });
  });

  it('a lost combat loses the game; an unfinished flight has no outcome', () => {
    expect(flightOutcome(ok(endCombat(inCombat([]), 'lost')), c)).toMatchObject({
      gameLost: true,
      newLocation: false,
    });
    expect(refusal(flightOutcome(inCombat([]), c))).toMatch(/not over/);
    expect(refusal(endCombat(ok(setOff(plan(2), c)), 'won'))).toMatch(/No space combat/);
  });
});

describe('rules-reference ids cited by src/rules/kraken/space', () => {
  it('all exist in assets/rules/kraken.json', () => {
    const here = import.meta.dirname;
    const known = new Set(
      (
        JSON.parse(readFileSync(join(here, '../../../../assets/rules/kraken.json'), 'utf8')) as {
          id: string;
        }[]
      ).map((e) => e.id),
    );
    const cited = new Set<string>();
    for (const file of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))
      for (const m of readFileSync(join(here, file), 'utf8').matchAll(
        /(?<![/\w])kraken\.[a-z0-9]+(?:-[a-z0-9]+)*(?!\.json)/g,
      ))
        cited.add(m[0]);
    expect(cited.size).toBeGreaterThan(3);
    expect([...cited].filter((id) => !known.has(id))).toEqual([]);
  });
});
