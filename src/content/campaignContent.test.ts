import { describe, expect, it } from 'vitest';
import { allEffects } from './campaignChecks';
import { readSheet } from './cgm/book';
import { formatPackErrors } from './errors';
import { loadPack } from './loadPack';
import type { EventEffect } from './schemas/cgm';

/**
 * The campaign's content kinds (Space Kraken §3, §6, §12): CGM sheets, CGM events, line sets, backstories,
 * achievements and location generators — each refused with its place and what was expected, and the CGM
 * book the sheets make checked from every start.
 */

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const sampleFiles = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));
const CAMPAIGN = 'kraken/campaign.json';

type Json = Record<string, unknown>;
const campaign = JSON.parse(sampleFiles.get(CAMPAIGN) ?? '{}') as {
  cgmSheets: { number: number; cells: Record<string, string> }[];
  cgmEvents: Json[];
  lineSets: Json[];
  locationGenerators: Json[];
};

/** The sample pack with its campaign file changed by `edit` (a deep copy is edited). */
function loadWith(edit: (c: typeof campaign) => void) {
  const copy = structuredClone(campaign);
  edit(copy);
  const files = new Map(sampleFiles);
  files.set(CAMPAIGN, JSON.stringify(copy));
  return loadPack(files);
}

function errorsOf(result: ReturnType<typeof loadPack>): string {
  return result.ok ? '' : formatPackErrors(result.errors);
}

describe('the sample mini-campaign', () => {
  const result = loadPack(sampleFiles);
  if (!result.ok) throw new Error(formatPackErrors(result.errors));
  const pack = result.pack;

  it('has three story lines over three sheets, 40 events and one victory, all labelled sample', () => {
    expect(pack.cgmSheets.size).toBe(3);
    expect(pack.cgmEvents.size).toBeGreaterThanOrEqual(40);
    const lines = [...pack.lineSets.values()][0]?.lines ?? [];
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(new Set(lines.map((l) => l.start.slice(0, 1))).size).toBe(3);
    const victories = [...pack.cgmEvents.values()].filter((e) =>
      allEffects(e).some((x) => x.kind === 'victory'),
    );
    expect(victories.length).toBeGreaterThanOrEqual(1);
    for (const kind of [
      'cgmSheets',
      'cgmEvents',
      'lineSets',
      'backstories',
      'achievements',
      'locationGenerators',
    ] as const)
      for (const entry of pack[kind].values()) expect(entry.sample, `${kind} ${entry.id}`).toBe(true);
  });

  it('uses every CGM command: compares, changes by a number and by a variable, events, the d20, red stops and the end', () => {
    const kinds = new Set<string>();
    for (const sheet of pack.cgmSheets.values()) {
      const read = readSheet(sheet);
      if ('errors' in read) throw new Error(read.errors.join(' '));
      for (const cell of read.cells.values()) {
        kinds.add(cell.kind);
        if (cell.kind !== 'command') continue;
        const c = cell.command;
        kinds.add(
          c.kind === 'compare'
            ? `compare ${c.op}`
            : c.kind === 'modify'
              ? `modify ${c.op} ${c.by.kind}`
              : c.kind,
        );
      }
    }
    expect([...kinds].sort()).toEqual(
      [
        'command',
        'compare <',
        'compare =',
        'compare >',
        'end',
        'event',
        'jump',
        'modify + number',
        'modify - number',
        'modify - variable',
        'random',
        'stop',
      ].sort(),
    );
  });

  it('has events of every effect, an A/B choice and a STANDBY', () => {
    const events = [...pack.cgmEvents.values()];
    const kinds = new Set(
      events.flatMap((e) =>
        [...e.effects, ...(e.choice?.a.effects ?? []), ...(e.choice?.b.effects ?? [])].map((x) => x.kind),
      ),
    );
    const expected: readonly EventEffect['kind'][] = [
      'credits',
      'xp',
      'hp',
      'oxygen',
      'item',
      'variable',
      'start-line',
      'location',
      'crawl',
      'fight',
      'trader',
      'quest',
      'victory',
      'check',
    ];
    for (const kind of expected) expect(kinds.has(kind), kind).toBe(true);
    expect(events.some((e) => e.choice !== undefined)).toBe(true);
    expect(events.some((e) => e.standby)).toBe(true);
  });
});

describe('campaign content is refused with its place', () => {
  it('a sheet cell that is not in the notation', () => {
    const r = loadWith((c) => {
      const sheet = c.cgmSheets[1];
      if (sheet !== undefined) sheet.cells.BB = 'A+';
    });
    expect(errorsOf(r)).toMatch(/kraken\/campaign\.json at cgmSheets\[1\]\.cells: .*Sheet 2, cell BB/);
  });

  it('a command without its blue cell', () => {
    const r = loadWith((c) => {
      const sheet = c.cgmSheets[1];
      if (sheet !== undefined) delete sheet.cells.CE;
    });
    expect(errorsOf(r)).toMatch(/command at 2BE needs a blue cell on its right; the first is missing/);
  });

  it('a cell that names an event the pack does not have', () => {
    const r = loadWith((c) => {
      const sheet = c.cgmSheets[2];
      if (sheet !== undefined) sheet.cells.BB = '!ZZ';
    });
    expect(errorsOf(r)).toMatch(/3BB names event !ZZ, which is not in the pack/);
  });

  it('a line set that starts where the sheets hold nothing', () => {
    const r = loadWith((c) => {
      c.lineSets[0] = { ...c.lineSets[0], lines: [{ name: 'Lost', start: '2HH' }] };
    });
    expect(errorsOf(r)).toMatch(/2HH is reached by a line, but the sheets hold nothing there/);
  });

  it('sheets without the LT tile’s d20 starts 1AA–1AT', () => {
    const r = loadWith((c) => {
      const sheet = c.cgmSheets[0];
      if (sheet !== undefined) delete sheet.cells.AT;
    });
    expect(errorsOf(r)).toMatch(/1AT is reached by a line/);
  });

  it('two sheets with one number', () => {
    const r = loadWith((c) => {
      const sheet = c.cgmSheets[2];
      if (sheet !== undefined) sheet.number = 2;
    });
    expect(errorsOf(r)).toMatch(
      /cgmSheets\[2\]\.number: expected a sheet number no other CGM sheet uses, got 2/,
    );
  });

  it('an event id in lower case, and an effect of an unknown kind', () => {
    const r = loadWith((c) => {
      c.cgmEvents[0] = { ...c.cgmEvents[0], id: 'a1' };
      c.cgmEvents[1] = { ...c.cgmEvents[1], effects: [{ kind: 'teleport-home' }] };
    });
    expect(errorsOf(r)).toMatch(/cgmEvents\[0\]\.id: expected an event id of two characters/);
    expect(errorsOf(r)).toMatch(/cgmEvents\[1\]\.effects\[0\]/);
  });

  it('an event giving an item, a quest or a location type the pack lacks', () => {
    const r = loadWith((c) => {
      c.cgmEvents[2] = {
        ...c.cgmEvents[2],
        effects: [
          { kind: 'item', item: 'golden-spork' },
          { kind: 'quest', sheet: 'no-such-board' },
        ],
      };
    });
    const errors = errorsOf(r);
    expect(errors).toMatch(
      /cgmEvents\[2\]\.effects\[0\]\.item: expected the id of a weapon or item in this pack, got "golden-spork"/,
    );
    expect(errors).toMatch(
      /cgmEvents\[2\]\.effects\[1\]\.sheet: expected the id of a quest sheet in this pack/,
    );
  });

  it('an Event tile naming a story event the pack does not have (it would read nothing, silently)', () => {
    const file = 'kraken/location-hauler.json';
    const hauler = JSON.parse(sampleFiles.get(file) ?? '{}') as { maps: Json[] };
    const first = hauler.maps[0];
    if (first === undefined) throw new Error('the hauler has no map');
    hauler.maps[0] = { ...first, events: { EV1: 'ZZ' } };
    const files = new Map(sampleFiles);
    files.set(file, JSON.stringify(hauler));
    expect(errorsOf(loadPack(files))).toMatch(
      /location-hauler\.json at maps\[0\]\.events\.EV1: expected the id of a story event in this pack, got "ZZ"/,
    );
  });

  it('a generator table that leaves a roll uncovered or covers one twice', () => {
    const r = loadWith((c) => {
      const g = c.locationGenerators[0] as { ao: { rows: { from: number; to: number }[] } };
      const first = g.ao.rows[0];
      if (first !== undefined) first.to = 1;
      const last = g.ao.rows[2];
      if (last !== undefined) last.from = 5;
    });
    const errors = errorsOf(r);
    expect(errors).toMatch(/locationGenerators\[0\]\.ao\.rows: .*nothing gives 2/);
    expect(errors).toMatch(/5 is already in row 2/);
  });

  it('a line set of seven lines (the tracker has six slots)', () => {
    const r = loadWith((c) => {
      const line = { name: 'Again', start: '1BA' };
      c.lineSets[0] = { ...c.lineSets[0], lines: Array.from({ length: 7 }, () => line) };
    });
    expect(errorsOf(r)).toMatch(/lineSets\[0\]\.lines: expected a list of 1 to 6 story lines/);
  });
});
