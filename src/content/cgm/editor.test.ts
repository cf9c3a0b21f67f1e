import { describe, expect, it } from 'vitest';
import { loadPack } from '../loadPack';
import { samplePack } from '../testSample';
import { readCampaignFile } from './campaignFile';
import {
  blankDraft,
  campaignFileOf,
  campaignFileText,
  campaignPackFiles,
  draftFromPack,
  namedSupport,
  supportOf,
  type CampaignDraft,
} from './draft';
import {
  addSheet,
  cellText,
  freeEventId,
  putEvent,
  putLineSet,
  removeSheet,
  setCell,
  setColumns,
} from './draftEdit';
import { draftProblems } from './draftProblems';
import { blankEventForm, eventFormOf, lineSetFormOf, readEventForm, readLineSetForm } from './forms';
import { cellLabel, sheetGrid, showAxis } from './grid';
import { parseCell } from './cells';

/**
 * The CGM editor's pure side: the sheet as a grid, the edits, the validator with the place of each
 * problem, the event and line-set forms, and the campaign file (export, import, the "My campaign" pack).
 */

const pack = samplePack();
const sample = draftFromPack(pack);
const firstSet = sample.lineSets[0];
if (firstSet === undefined) throw new Error('the sample has no line set');
const AS = { id: 'my-campaign', name: 'My campaign', version: '1.0.0', description: 'Test.' };

const messages = (draft: CampaignDraft) => draftProblems(draft).map((p) => p.message);

describe('the sheet grid', () => {
  it('draws a sample sheet as the book prints it: columns, the rows in use, each cell read', () => {
    const sheet = sample.sheets.find((s) => s.number === 1);
    if (sheet === undefined) throw new Error('no sheet 1');
    const grid = sheetGrid(sheet);
    expect(grid.columns.join('')).toBe('ABCDEFGH');
    expect(grid.rows.join('')).toBe('ABCDEFGHIJKLMNOPQRSTZ');
    const row = grid.cells[0] ?? [];
    expect(row.map((c) => c.key)).toEqual(['1AA', '1BA', '1CA', '1DA', '1EA', '1FA', '1GA', '1HA']);
    expect(row.map((c) => c.kind)).toEqual([
      'jump',
      'command',
      'stop',
      'empty',
      'command',
      'stop',
      'jump',
      'empty',
    ]);
    expect(row[2]?.label).toBe('#1BB');
  });

  it('keeps Ø and O, and 1 and I, apart', () => {
    expect(showAxis('0')).toBe('Ø');
    expect(showAxis('O')).toBe('O');
    const grid = sheetGrid({
      number: 10,
      columns: 'Ø1IO',
      cells: { '0O': '#1Ø0', '1O': '10IO', IO: '%10', OO: 'A+10' },
    });
    expect(grid.columns).toEqual(['0', '1', 'I', 'O']);
    expect(grid.rows).toEqual(['O']);
    expect(grid.cells[0]?.map((c) => c.label)).toEqual(['#1ØØ', '1ØIO', '%10', 'A+10']);
    expect(grid.cells[0]?.map((c) => c.key)).toEqual(['100O', '101O', '10IO', '10OO']);
  });

  it("shows a bad cell with the reader's sentence, and the rows asked for beside the used ones", () => {
    const grid = sheetGrid({ number: 2, columns: 'AB', cells: { AC: '%25' } }, ['A', '3']);
    expect(grid.rows).toEqual(['3', 'A', 'C']);
    const bad = grid.cells[2]?.[0];
    expect(bad?.kind).toBe('bad');
    expect(bad?.error).toContain('N from 1 to 20');
  });

  it('labels every kind of cell in the notation', () => {
    const label = (text: string) => {
      const cell = parseCell(text);
      if ('error' in cell) throw new Error(cell.error);
      return cellLabel(cell);
    };
    expect(['3HC', '#3HC', 'A>4', 'D+A', 'X-2', 'A=B', '!A7', '!Ø1', '%12', '/'].map(label)).toEqual([
      '3HC',
      '#3HC',
      'A>4',
      'D+A',
      'X-2',
      'A=B',
      '!A7',
      '!Ø1',
      '%12',
      '/',
    ]);
  });
});

describe('the validator', () => {
  it('finds nothing wrong with the sample book, nor with a blank one', () => {
    expect(messages(sample)).toEqual([]);
    expect(messages(blankDraft(supportOf(pack)))).toEqual([]);
  });

  it("names a broken cell at its coordinate with the reader's sentence, and nothing once it is fixed", () => {
    const broken = setCell(sample, 1, 'BC', '%25');
    const problems = draftProblems(broken);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.place).toEqual({ kind: 'cell', at: '1BC' });
    expect(problems[0]?.message).toContain('1BC');
    expect(problems[0]?.message).toContain('%N with N from 1 to 20');
    expect(cellText(broken, '1BC')).toBe('%25');
    expect(messages(setCell(broken, 1, 'BC', '%8'))).toEqual([]);
  });

  it('names the missing cell a line reaches, and a command short of its blue cell', () => {
    const cleared = setCell(sample, 1, 'BB', '');
    expect(draftProblems(cleared)).toContainEqual({
      place: { kind: 'cell', at: '1BB' },
      message: '1BB is reached by a line, but the sheets hold nothing there.',
    });
    // !A2 at 1BB asks A or B: its second blue cell, 1DB, gone.
    expect(draftProblems(setCell(sample, 1, 'DB', ''))).toContainEqual({
      place: { kind: 'cell', at: '1BB' },
      message: 'The command at 1BB needs two blue cells on its right; the second is missing.',
    });
  });

  it("names an unknown event, a loop, an event's missing item and a sheet number used twice, each at its place", () => {
    const unknown = draftProblems(setCell(sample, 1, 'BA', '!ZZ'));
    expect(unknown).toContainEqual({
      place: { kind: 'cell', at: '1BA' },
      message: '1BA names event !ZZ, which is not in the pack.',
    });
    let loop = setCell(sample, 1, 'BA', '1CA');
    loop = setCell(loop, 1, 'CA', '1BA');
    expect(messages(loop).some((m) => m.includes('never stop'))).toBe(true);
    const i = sample.events.findIndex((e) => e.id === 'C4');
    const c4 = sample.events[i];
    if (c4 === undefined) throw new Error('no C4');
    const missing = putEvent(sample, i, { ...c4, effects: [{ kind: 'item', item: 'no-such-thing' }] });
    const item = draftProblems(missing).find((p) => p.message.includes('no-such-thing'));
    expect(item?.place).toEqual({ kind: 'event', index: i });
    const twice = sample.sheets.map((s) => (s.number === 3 ? { ...s, number: 2 } : s));
    const dup = draftProblems({ ...sample, sheets: twice });
    expect(dup.some((p) => p.message.includes('a sheet number no other CGM sheet uses'))).toBe(true);
  });

  it('names a line set whose start is missing at the cell, and a book with no sheet', () => {
    const moved = putLineSet(sample, 0, {
      ...firstSet,
      lines: [{ name: 'Lost', start: '2ZZ' }],
    });
    expect(draftProblems(moved)).toContainEqual({
      place: { kind: 'cell', at: '2ZZ' },
      message: '2ZZ is reached by a line, but the sheets hold nothing there.',
    });
    expect(messages({ ...sample, sheets: [] })).toContain(
      'The book has no sheet: add sheet 1 for the lines to run on.',
    );
  });
});

describe('the edits', () => {
  it('keeps a cell as typed, clears an empty one, and files a cell that reads in its plain form', () => {
    const d = setCell(sample, 2, 'ta', '#2bØ');
    expect(cellText(d, '2TA')).toBe('#2bØ');
    expect(cellText(setCell(d, 2, 'TA', 'nonsense'), '2TA')).toBe('nonsense');
    expect(cellText(setCell(d, 2, 'TA', '  '), '2TA')).toBe('');
    const filed = campaignFileOf(setCell(d, 2, 'HA', ' a>4x'));
    const sheet2 = filed.cgmSheets?.find((s) => s.number === 2);
    expect(sheet2?.cells.TA).toBe('#2B0');
    expect(sheet2?.cells.HA).toBe('a>4x');
  });

  it('adds a sheet with its columns, refusing a number in use or bad columns; changes and removes sheets', () => {
    const added = addSheet(sample, 4, 'abcd');
    expect(added.ok && added.draft.sheets.map((s) => s.number)).toEqual([1, 2, 3, 4]);
    expect(added.ok && added.draft.sheets[3]?.columns).toBe('ABCD');
    expect(addSheet(sample, 2, 'AB')).toEqual({ ok: false, reason: 'The book already has a sheet 2.' });
    expect(addSheet(sample, 5, 'AA')).toMatchObject({ ok: false });
    expect(addSheet(sample, 0, 'AB')).toMatchObject({ ok: false });
    expect(setColumns(sample, 3, 'A-B')).toMatchObject({ ok: false });
    const narrow = setColumns(sample, 3, 'AB');
    expect(
      narrow.ok && messages(narrow.draft).some((m) => m.includes("not one of the sheet's columns")),
    ).toBe(true);
    expect(removeSheet(sample, 3).sheets.map((s) => s.number)).toEqual([1, 2]);
  });

  it('finds an event id the book does not use', () => {
    const id = freeEventId(sample);
    expect(id).toMatch(/^[0-9A-Z]{2}$/);
    expect(sample.events.some((e) => e.id === id)).toBe(false);
  });
});

describe('the forms', () => {
  it('gives back every sample event and line set unchanged', () => {
    for (const event of sample.events)
      expect(readEventForm(eventFormOf(event))).toEqual({ ok: true, entry: event });
    for (const set of sample.lineSets)
      expect(readLineSetForm(lineSetFormOf(set))).toEqual({ ok: true, entry: set });
  });

  it('refuses effects that are not JSON or not an effect, and a bad id, naming the field', () => {
    const form = blankEventForm('Q1');
    expect(readEventForm(form)).toMatchObject({ ok: true });
    const json = readEventForm({ ...form, effects: '[{ "kind": }]' });
    expect(json.ok).toBe(false);
    expect(!json.ok && json.errors[0]).toMatch(/^this event at effects, line 1, column/);
    const effect = readEventForm({ ...form, effects: '[{ "kind": "credits", "amount": "ten" }]' });
    expect(!effect.ok && effect.errors.join(' ')).toContain('effects[0]');
    const id = readEventForm({ ...form, id: 'q1' });
    expect(!id.ok && id.errors[0]).toContain('this event at id');
    const choice = readEventForm({
      ...form,
      choice: true,
      aLabel: '',
      bEffects: '[{"kind":"oxygen","amount":2}]',
    });
    expect(!choice.ok && choice.errors[0]).toContain('choice.a.label');
  });

  it('refuses a line set with a start that is not a coordinate', () => {
    const form = lineSetFormOf(firstSet);
    const bad = readLineSetForm({ ...form, lines: [{ name: 'X', start: '1B' }] });
    expect(!bad.ok && bad.errors[0]).toContain('lines[0].start');
  });
});

describe('the campaign file and the My campaign pack', () => {
  it('writes the book with only the support entries it names, and the pack of it loads on its own', () => {
    const file = campaignFileOf(sample);
    const named = namedSupport(sample);
    expect(file.cgmSheets).toHaveLength(3);
    expect(file.items?.map((i) => i.id).sort()).toEqual(
      [...named.items].filter((id) => pack.items.has(id)).sort(),
    );
    expect(file.locations?.map((l) => l.id).sort()).toEqual([
      'sample-derelict-ore-hauler',
      'sample-ice-seed-vault',
    ]);
    expect(file.maps?.length).toBe(
      (pack.locations.get('sample-derelict-ore-hauler')?.maps.length ?? 0) +
        (pack.locations.get('sample-ice-seed-vault')?.maps.length ?? 0),
    );
    expect(file.questSheets?.map((q) => q.id)).toEqual(['sample-quest-board']);
    const loaded = loadPack(new Map(Object.entries(campaignPackFiles(sample, AS))));
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.pack.cgmEvents.size).toBe(sample.events.length);
  });

  it('reads back what it wrote, and a book edited in between', () => {
    const edited = setCell(sample, 3, 'HZ', '/');
    const back = readCampaignFile('book.json', campaignFileText(edited), supportOf(pack));
    expect(back.ok).toBe(true);
    if (!back.ok) throw new Error(`back failed: ${JSON.stringify(back)}`);
    expect(cellText(back.draft, '3HZ')).toBe('/');
    expect(back.draft.events).toEqual(sample.events);
    expect(back.draft.lineSets).toEqual(sample.lineSets);
  });

  it('reads a bare book whose entries are in the open pack', () => {
    const bare = JSON.stringify({
      schemaVersion: 1,
      cgmSheets: sample.sheets,
      cgmEvents: sample.events,
      lineSets: sample.lineSets,
    });
    expect(readCampaignFile('bare.json', bare, supportOf(pack)).ok).toBe(true);
    const alone = readCampaignFile('bare.json', bare, {
      weapons: [],
      items: [],
      questSheets: [],
      locations: [],
      maps: [],
    });
    expect(!alone.ok && alone.errors.join('\n')).toContain('the id of a weapon or item in this pack');
  });

  it('refuses a file that is not JSON, a bad cell, and a file with no sheets, saying where', () => {
    const notJson = readCampaignFile('broken.json', '{ "schemaVersion": 1, ', supportOf(pack));
    expect(!notJson.ok && notJson.errors[0]).toMatch(/^broken\.json at line 1, column/);
    const badCell = readCampaignFile(
      'cell.json',
      campaignFileText(setCell(sample, 1, 'BC', '%25')),
      supportOf(pack),
    );
    expect(!badCell.ok && badCell.errors.join('\n')).toContain('Sheet 1, cell BC');
    const empty = readCampaignFile('empty.json', '{ "schemaVersion": 1 }', supportOf(pack));
    expect(!empty.ok && empty.errors[0]).toContain('empty.json: expected at least one list of content');
    const none = readCampaignFile(
      'none.json',
      JSON.stringify({ schemaVersion: 1, backstories: sample.backstories }),
      supportOf(pack),
    );
    expect(!none.ok && none.errors[0]).toContain(
      'none.json at cgmSheets: expected a campaign file with its CGM sheets',
    );
  });
});
