import { describe, expect, it } from 'vitest';
import { formatPackError, formatPackErrors } from './errors';
import { loadPack } from './loadPack';
import { questRowFor, questSheetSchema } from './schemas/quest';
import { packFiles } from './testPack';
import { SAMPLE_FILES } from './testSample';
import { issueToPackErrors, PARSE_OPTIONS } from './zodIssues';

function row(roll: number, extra: Record<string, unknown> = {}) {
  return {
    roll,
    quest: `Quest ${roll}`,
    objective: { kind: 'reach', detail: 'Reach the last map.' },
    reward: { credits: 10, xp: 1 },
    urgent: false,
    penalty: 'None.',
    ...extra,
  };
}

function sheet(extra: Record<string, unknown> = {}) {
  return {
    id: 'board',
    name: 'Board',
    die: 'd6',
    rows: [1, 2, 3, 4, 5, 6].map((n) => row(n)),
    ...extra,
  };
}

/** The problems of a quest sheet as "path: expected X, got Y" lines. */
function problems(value: Record<string, unknown>): string[] {
  const result = questSheetSchema.safeParse(value, PARSE_OPTIONS);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issueToPackErrors('q.json', issue, value).map(formatPackError),
  );
}

describe('quest sheets', () => {
  it('load from a pack file under questSheets', () => {
    const result = loadPack(packFiles({ 'quests.json': { schemaVersion: 1, questSheets: [sheet()] } }));
    expect(result.ok ? '' : formatPackErrors(result.errors)).toBe('');
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    const loaded = result.pack.questSheets.get('board');
    expect(loaded?.rows).toHaveLength(6);
    expect(loaded && questRowFor(loaded, 4)?.quest).toBe('Quest 4');
  });

  it('take a description, and only a d6', () => {
    expect(problems(sheet({ description: 'A board.' }))).toEqual([]);
    expect(problems(sheet({ die: 'd20' }))).toEqual(['q.json at die: expected one of "d6", got "d20"']);
  });

  it('need one row for each face of the d6, each face once', () => {
    expect(problems(sheet({ rows: [1, 2, 3, 4, 5].map((n) => row(n)) }))).toEqual([
      'q.json at rows: expected one row for each of the 6 faces of the d6, got 5 rows',
    ]);
    expect(problems(sheet({ rows: [1, 2, 3, 4, 5, 5].map((n) => row(n)) }))).toEqual([
      'q.json at rows[5].roll: expected a roll not already given to another row, got 5',
    ]);
    expect(problems(sheet({ rows: [1, 2, 3, 4, 5, 7].map((n) => row(n)) }))).toEqual([
      'q.json at rows[5].roll: expected a number from 1 to 6, got 7',
    ]);
  });

  it('check each row: objective kind, reward, urgency and penalty', () => {
    const rows = (extra: Record<string, unknown>) => [row(1, extra), ...[2, 3, 4, 5, 6].map((n) => row(n))];
    expect(problems(sheet({ rows: rows({ objective: { kind: 'steal', detail: 'x' } }) }))).toEqual([
      'q.json at rows[0].objective.kind: expected one of "capture", "deliver", "defeat", "reach", got "steal"',
    ]);
    expect(problems(sheet({ rows: rows({ reward: { credits: -1, xp: 0 } }) }))).toHaveLength(1);
    expect(problems(sheet({ rows: rows({ urgent: 'yes' }) }))).toHaveLength(1);
    expect(problems(sheet({ rows: rows({ penalty: '' }) }))).toHaveLength(1);
    expect(problems(sheet({ rows: rows({ bonus: 3 }) }))).toHaveLength(1);
  });

  it('type a penalty as effects the quest timer can apply, each kind checked', () => {
    const rows = (extra: Record<string, unknown>) => [row(1, extra), ...[2, 3, 4, 5, 6].map((n) => row(n))];
    const typed = [
      { kind: 'credits', amount: -10 },
      { kind: 'xp', amount: -1 },
      { kind: 'hp', amount: -2 },
      { kind: 'oxygen', amount: -3 },
      { kind: 'variable', name: 'L', op: 'add', value: -1 },
      { kind: 'item-loss', item: 'patch-kit' },
    ];
    expect(problems(sheet({ rows: rows({ urgent: true, penaltyEffects: typed }) }))).toEqual([]);
    const parsed = questSheetSchema.parse(sheet());
    expect(parsed.rows[0]?.penaltyEffects).toEqual([]);
    expect(problems(sheet({ rows: rows({ penaltyEffects: [{ kind: 'fine', amount: 1 }] }) }))).toEqual([
      'q.json at rows[0].penaltyEffects[0].kind: expected a penalty: one of credits, xp, hp, oxygen, variable, item-loss, got "fine"',
    ]);
    // A failed quest has no story line: only the shared variables I–Z.
    expect(
      problems(
        sheet({ rows: rows({ penaltyEffects: [{ kind: 'variable', name: 'A', op: 'set', value: 1 }] }) }),
      ),
    ).toEqual([
      'q.json at rows[0].penaltyEffects[0].name: expected a shared variable letter from I to Z, got "A"',
    ]);
    expect(
      problems(sheet({ rows: rows({ penaltyEffects: [{ kind: 'credits', amount: -10000 }] }) })),
    ).toHaveLength(1);
  });

  it("refuse a penalty's lost item that the pack does not have, naming where", () => {
    const withLoss = sheet({
      rows: [
        row(1, { penaltyEffects: [{ kind: 'item-loss', item: 'no-such-kit' }] }),
        ...[2, 3, 4, 5, 6].map((n) => row(n)),
      ],
    });
    const result = loadPack(packFiles({ 'quests.json': { schemaVersion: 1, questSheets: [withLoss] } }));
    expect(result.ok ? '' : formatPackErrors(result.errors)).toContain(
      'quests.json at questSheets[0].rows[0].penaltyEffects[0].item',
    );
  });
  it('take an optional typed target; old rows with none still load', () => {
    const rows = (objective: Record<string, unknown>) => [
      row(1, { objective }),
      ...[2, 3, 4, 5, 6].map((n) => row(n)),
    ];
    expect(problems(sheet())).toEqual([]);
    expect(questSheetSchema.parse(sheet()).rows[0]?.objective.target).toBeUndefined();
    for (const objective of [
      { kind: 'capture', detail: 'Any alien.', target: {} },
      { kind: 'capture', detail: 'Two crawlers.', target: { enemy: 'ink-crawler', count: 2 } },
      { kind: 'defeat', detail: 'A boss.', target: { boss: true } },
      { kind: 'reach', detail: 'The hauler.', target: { location: 'hauler' } },
      { kind: 'reach', detail: 'Its beacon.', target: { location: 'hauler', event: true } },
      { kind: 'deliver', detail: 'A kit.', target: { item: 'patch-kit', location: 'hauler' } },
    ])
      expect(problems(sheet({ rows: rows(objective) })), objective.kind).toEqual([]);
  });

  it('refuse a target that does not fit its kind, saying what the kind takes', () => {
    const rows = (objective: Record<string, unknown>) => [
      row(1, { objective }),
      ...[2, 3, 4, 5, 6].map((n) => row(n)),
    ];
    expect(
      problems(sheet({ rows: rows({ kind: 'capture', detail: 'x', target: { location: 'hauler' } }) })),
    ).toEqual([
      'q.json at rows[0].objective.target.location: expected no location field: a capture objective\'s target takes enemy, count, got "hauler"',
    ]);
    expect(problems(sheet({ rows: rows({ kind: 'reach', detail: 'x', target: {} }) }))).toEqual([
      "q.json at rows[0].objective.target.location: expected a location type id: a reach objective's target names it, got nothing",
    ]);
    expect(
      problems(sheet({ rows: rows({ kind: 'deliver', detail: 'x', target: { location: 'hauler' } }) })),
    ).toEqual([
      "q.json at rows[0].objective.target.item: expected a weapon or item id: a deliver objective's target names it, got nothing",
    ]);
    expect(problems(sheet({ rows: rows({ kind: 'defeat', detail: 'x', target: { count: 0 } }) }))).toEqual([
      'q.json at rows[0].objective.target.count: expected a number from 1 to 9, got 0',
    ]);
    expect(
      problems(sheet({ rows: rows({ kind: 'defeat', detail: 'x', target: { enemy: 'Big Bad' } }) })),
    ).toHaveLength(1);
  });

  it("refuse a target's enemy, location type or piece that the pack does not have, naming where", () => {
    const withTargets = sheet({
      rows: [
        row(1, { objective: { kind: 'capture', detail: 'x', target: { enemy: 'no-such-alien' } } }),
        row(2, {
          objective: { kind: 'deliver', detail: 'x', target: { item: 'no-such-kit', location: 'nowhere' } },
        }),
        ...[3, 4, 5, 6].map((n) => row(n)),
      ],
    });
    const enemies = SAMPLE_FILES.get('kraken/enemies.json') ?? '';
    const result = loadPack(
      packFiles({ 'quests.json': { schemaVersion: 1, questSheets: [withTargets] }, 'enemies.json': enemies }),
    );
    const text = result.ok ? '' : formatPackErrors(result.errors);
    expect(text).toContain('quests.json at questSheets[0].rows[0].objective.target.enemy');
    expect(text).toContain('quests.json at questSheets[0].rows[1].objective.target.item');
    expect(text).toContain('quests.json at questSheets[0].rows[1].objective.target.location');
  });
});
