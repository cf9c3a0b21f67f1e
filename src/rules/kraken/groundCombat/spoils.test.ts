import { describe, expect, it } from 'vitest';
import type { TreasureTable } from './spoils';
import {
  ammoDropOptions,
  combatXp,
  extraCash,
  firstChoiceCredits,
  lookupTreasure,
  prototypeBaseFound,
  tileTreasureGrade,
  treasureDrops,
  treasureGrade,
  treasureTableProblem,
} from './spoils';
import { enemyFromProfile } from './enemyTurn';
import { makeEnemy } from '../testkit/fixtures';

/** A test table: only grade 4's value (30) comes from the book's example; the rest is made up. */
const table: TreasureTable = {
  gradeValues: [5, 10, 20, 30, 45, 60],
  columns: [
    {
      locationKinds: ['underground'],
      bands: [
        { from: 1, to: 6, drop: 'cash' },
        { from: 7, to: 10, drop: 'ammo' },
        { from: 11, to: 13, drop: 'item' },
        { from: 14, to: 18, drop: 'weapon' },
        { from: 19, to: 20, drop: 'prototype' },
      ],
    },
    {
      locationKinds: ['planet-surface', 'space-station', 'in-space', 'other'],
      bands: [{ from: 1, to: 20, drop: 'cash' }],
    },
  ],
};

const beaten = (
  role: 'primary' | 'minion',
  treasure: number,
  xp: number,
  status: 'killed' | 'captured' | 'escaped' | 'fighting' = 'killed',
) => ({
  ...enemyFromProfile(`${role}-${treasure}-${xp}`, makeEnemy({ treasure, xp }), {
    role,
    level: 4,
    boss: false,
  }),
  status,
});

describe('treasure (§14 After ground combat)', () => {
  it('a grade 4 primary and two minions give one drop: 4 credits or a stimpack, then a d20; 14 underground is a weapon', () => {
    const drops = treasureDrops([beaten('primary', 4, 5), beaten('minion', 3, 2), beaten('minion', 3, 2)]);
    expect(drops).toEqual([4]);
    expect(firstChoiceCredits(4, 'credits')).toBe(4);
    expect(firstChoiceCredits(4, 'stimpack')).toBe(0);
    expect(lookupTreasure(table, 'underground', 4, 14)).toBe('weapon');
  });

  it('gives nothing for escaped enemies, counts captured primaries, and caps the grade at 6', () => {
    expect(treasureDrops([beaten('primary', 3, 1, 'escaped'), beaten('primary', 8, 1, 'captured')])).toEqual([
      6,
    ]);
    expect(treasureGrade(9)).toBe(6);
  });

  it('pays half the grade value on 1–5 and all on a 6: grade 4 (30) and a 5 gives 15', () => {
    expect(extraCash(table, 4, 5)).toBe(15);
    expect(extraCash(table, 4, 6)).toBe(30);
    expect(extraCash(table, 5, 1)).toBe(23); // 45 halved, rounded up
  });

  it('gives a T2 tile at difficulty 2 grade 4 treasure, and builds prototypes only on items and weapons', () => {
    expect(tileTreasureGrade(2, 2)).toBe(4);
    expect(prototypeBaseFound('weapon')).toBe(true);
    expect(prototypeBaseFound('cash')).toBe(false);
  });

  it('offers one magazine of the grade or two of lower grades', () => {
    expect(ammoDropOptions(3)).toEqual([
      { magazines: 1, grade: 3 },
      { magazines: 2, belowGrade: 3 },
    ]);
    expect(ammoDropOptions(1)).toHaveLength(1);
  });

  it('refuses a table with gaps, overlaps or missing grade values', () => {
    expect(treasureTableProblem(table)).toBeNull();
    expect(treasureTableProblem({ ...table, gradeValues: [1, 2] })).toMatch(/6 grade values/);
    expect(
      treasureTableProblem({
        ...table,
        columns: [{ locationKinds: ['underground'], bands: [{ from: 1, to: 19, drop: 'cash' }] }],
      }),
    ).toMatch(/20 with no band/);
    expect(
      treasureTableProblem({
        ...table,
        columns: [
          {
            locationKinds: ['underground'],
            bands: [
              { from: 1, to: 20, drop: 'cash' },
              { from: 5, to: 5, drop: 'item' },
            ],
          },
        ],
      }),
    ).toMatch(/more than one/);
  });

  it('reads columns limited to some grades', () => {
    const graded: TreasureTable = {
      ...table,
      columns: [
        {
          locationKinds: ['underground'],
          grades: { min: 1, max: 3 },
          bands: [{ from: 1, to: 20, drop: 'ammo' }],
        },
        {
          locationKinds: ['underground'],
          grades: { min: 4, max: 6 },
          bands: [{ from: 1, to: 20, drop: 'prototype' }],
        },
      ],
    };
    expect(lookupTreasure(graded, 'underground', 2, 10)).toBe('ammo');
    expect(lookupTreasure(graded, 'underground', 5, 10)).toBe('prototype');
    expect(() => lookupTreasure(graded, 'in-space', 5, 10)).toThrow(/no column/);
  });
});

describe('XP (§14 Gain XP)', () => {
  const enemies = [beaten('primary', 4, 5), beaten('minion', 2, 2), beaten('minion', 2, 3, 'escaped')];

  it('counts primaries and minions, escaped ones too', () => {
    expect(combatXp(enemies, false, false)).toBe(10);
  });

  it('doubles in a boss combat and is nothing when the crew escapes', () => {
    expect(combatXp(enemies, true, false)).toBe(20);
    expect(combatXp(enemies, true, true)).toBe(0);
  });
});
