import { describe, expect, it } from 'vitest';
import {
  formatEnemy,
  formatObjectives,
  formatTimeline,
  parseEnemy,
  parseObjective,
  parseObjectives,
  parsePrintedRow,
  parseTimeline,
  parseTimelineCell,
} from './flightNotation';
import { samplePack } from './testSample';
import { TIMELINE_COMMANDS, type FlightRow } from './schemas/flight';

/** The rows as the rule document prints them (FLIGHT TABLE, core book p. 163). */
const BOOK_ROW_3 = {
  number: 3,
  name: 'Space mines',
  timeline: '-, -, V',
  objectives: '',
  enemies: ['Mine 3-0, 5, 0-0', 'Mine 3-0, 5, 0-0'],
  xp: 5,
};
const BOOK_ROW_4 = {
  number: 4,
  name: 'Accident',
  timeline: '-, -, -, -, T',
  objectives: 'T7, T7, T7, T9',
  enemies: ['Mine 3-0, 5, 0-0', 'Mine 3-0, 5, 0-0'],
  xp: 8,
};

function table() {
  const t = [...samplePack().flightTables.values()][0];
  if (t === undefined) throw new Error('the sample pack has no flight table');
  return t;
}
function row(n: number): FlightRow {
  const r = table().rows.find((x) => x.number === n);
  if (r === undefined) throw new Error(`no row ${n}`);
  return r;
}
function unwrap<T>(p: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!p.ok) throw new Error(p.error);
  return p.value;
}

describe('the flight table notation (§9.4)', () => {
  it('reads the worked example enemy "Mine 3-0, 5, 0-0": 3 SP, no crew, 5 damage, no shield or recharge', () => {
    expect(unwrap(parseEnemy('Mine 3-0, 5, 0-0'))).toEqual({
      type: 'Mine',
      sp: 3,
      crew: 0,
      damage: 5,
      shield: 0,
      recharge: 0,
    });
    expect(unwrap(parseEnemy('Hunter Corvette 14-6, 5, 6-2')).type).toBe('Hunter Corvette');
  });

  it('reads objectives: "T8" is a Tech check against 8, ? is any attribute', () => {
    expect(unwrap(parseObjective('T8'))).toEqual({ attribute: 'tech', difficulty: 8 });
    expect(unwrap(parseObjectives('A12, ?12, C13'))).toEqual([
      { attribute: 'attack', difficulty: 12 },
      { attribute: 'any', difficulty: 12 },
      { attribute: 'charisma', difficulty: 13 },
    ]);
    expect(unwrap(parseObjectives(''))).toEqual([]);
  });

  it('reads the timeline letters and "-" as an empty cell', () => {
    expect(unwrap(parseTimeline('-, -, -, -, T'))).toEqual([null, null, null, null, 'time']);
    expect(unwrap(parseTimeline('A, B, C, E, G, I, S, V'))).toEqual([
      'attack',
      'backup',
      'combat',
      'evading',
      'game-over',
      'idle',
      'shields',
      'victory',
    ]);
    expect(unwrap(parseTimelineCell('e'))).toBe('evading');
  });

  it('refuses what is not the notation, naming the cell', () => {
    expect(parseEnemy('Mine 3, 5, 0')).toMatchObject({ ok: false });
    expect(parseObjective('X7')).toMatchObject({ ok: false });
    expect(parseTimelineCell('Q')).toMatchObject({
      ok: false,
      error: expect.stringContaining('"Q"') as string,
    });
    expect(parseTimeline('-, -, -, -, -, -, -, -, -')).toMatchObject({ ok: false });
    expect(parseObjectives('T1, T2, T3, T4, T5')).toMatchObject({ ok: false });
    expect(parsePrintedRow({ ...BOOK_ROW_3, enemies: ['Mine'] })).toMatchObject({
      ok: false,
      error: expect.stringContaining('row 3 enemy 1') as string,
    });
  });

  it('writes the notation back as the book prints it', () => {
    expect(formatTimeline(row(4).timeline)).toBe(BOOK_ROW_4.timeline);
    expect(formatObjectives(row(4).objectives)).toBe(BOOK_ROW_4.objectives);
    expect(row(4).enemies.map(formatEnemy)).toEqual(BOOK_ROW_4.enemies);
  });
});

describe('the sample flight table', () => {
  it('holds rows 3 and 4 exactly as the document prints them, not marked sample', () => {
    for (const printed of [BOOK_ROW_3, BOOK_ROW_4]) {
      const { sample, ...rest } = row(printed.number);
      expect(sample).toBeUndefined();
      expect(rest).toEqual(unwrap(parsePrintedRow(printed)));
    }
  });

  it('matches the §9.4 worked example: flight 4 "Accident", five timeline values, T7 T7 T7 T9, two mines', () => {
    const accident = row(4);
    expect(accident.name).toBe('Accident');
    expect(accident.timeline).toHaveLength(5);
    expect(accident.objectives.map((o) => `${o.attribute}${o.difficulty}`)).toEqual([
      'tech7',
      'tech7',
      'tech7',
      'tech9',
    ]);
    expect(accident.enemies).toHaveLength(2);
    expect(accident.enemies[1]).toEqual(accident.enemies[0]);
  });

  it('keeps row 5\'s printed name and timeline "E, -, -, -, T"; the rest of it is sample', () => {
    expect(row(5).name).toBe('Scout');
    expect(formatTimeline(row(5).timeline)).toBe('E, -, -, -, T');
    expect(row(5).sample).toBe(true);
  });

  it('marks rows 6 to 19 sample, uses every timeline command and has manned and unmanned enemies', () => {
    const rows = table().rows;
    for (let n = 6; n <= 19; n++) expect(row(n).sample, `row ${n}`).toBe(true);
    const used = new Set(rows.flatMap((r) => r.timeline.filter((c) => c !== null)));
    expect([...used].sort()).toEqual([...TIMELINE_COMMANDS].sort());
    const enemies = rows.flatMap((r) => r.enemies);
    // §10 Combat: only an enemy ship with at least 4 crew boards you; crew 0 cannot be boarded.
    expect(enemies.some((e) => e.crew >= 4)).toBe(true);
    expect(enemies.some((e) => e.crew === 0)).toBe(true);
    const combatRows = rows.filter((r) => r.timeline.includes('combat'));
    expect(combatRows.length).toBeGreaterThan(0);
    for (const r of combatRows)
      expect(
        r.enemies.some((e) => e.crew >= 4),
        `row ${r.number}`,
      ).toBe(true);
  });

  it('grows in danger with the number (enemy SP and damage, and XP, never fall from 6 to 19)', () => {
    const threat = (n: number) => row(n).enemies.reduce((s, e) => s + e.sp + e.shield + 2 * e.damage, 0);
    for (let n = 7; n <= 19; n++) {
      expect(row(n).xp, `xp ${n}`).toBeGreaterThanOrEqual(row(n - 1).xp);
    }
    expect(threat(19)).toBeGreaterThan(threat(12));
    expect(threat(12)).toBeGreaterThan(threat(6));
  });
});
