import { describe, expect, it } from 'vitest';
import { MIGRATIONS, migrateFile, type MigrationStep } from './migrate';
import { CONTENT_SCHEMA_VERSION } from './schemas/version';

describe('migrateFile', () => {
  it('has no steps at schema version 1, and leaves a current file as it is', () => {
    expect(CONTENT_SCHEMA_VERSION).toBe(1);
    expect(Object.keys(MIGRATIONS)).toEqual([]);
    const file = { schemaVersion: 1, weapons: [] };
    expect(migrateFile(file, { file: 'w.json' })).toEqual({ ok: true, data: file, from: 1, to: 1 });
  });

  it('runs the steps in order, one per version, and stamps each new version', () => {
    const seen: string[] = [];
    const step =
      (name: string): MigrationStep =>
      (data, context) => {
        seen.push(`${name} saw v${String(data.schemaVersion)} of ${context.file}`);
        return { ...data, trail: [...(data.trail as string[]), name] };
      };
    const steps = { 1: step('one'), 2: step('two'), 3: step('three') };
    const result = migrateFile({ schemaVersion: 1, trail: [] }, { file: 'x.json', steps, target: 4 });
    expect(result).toEqual({
      ok: true,
      data: { schemaVersion: 4, trail: ['one', 'two', 'three'] },
      from: 1,
      to: 4,
    });
    expect(seen).toEqual(['one saw v1 of x.json', 'two saw v2 of x.json', 'three saw v3 of x.json']);
  });

  it('starts from the version the file has', () => {
    const steps = {
      1: () => ({ a: 'wrong' }),
      2: (d: Readonly<Record<string, unknown>>) => ({ ...d, b: 2 }),
    };
    expect(migrateFile({ schemaVersion: 2 }, { file: 'x', steps, target: 3 })).toMatchObject({
      ok: true,
      data: { schemaVersion: 3, b: 2 },
    });
  });

  it('never changes its input', () => {
    const input = Object.freeze({ schemaVersion: 1, list: Object.freeze([1]) });
    const steps = {
      1: (d: Readonly<Record<string, unknown>>) => {
        (d.list as number[]).push(2); // a careless step mutates what it is given
        return { ...d };
      },
    };
    const result = migrateFile(input, { file: 'x', steps, target: 2 });
    expect(result).toMatchObject({ ok: true, data: { list: [1, 2] } });
    expect(input.list).toEqual([1]);
  });

  it('refuses a file from a newer version', () => {
    expect(migrateFile({ schemaVersion: 3 }, { file: 'x', target: 2 })).toMatchObject({
      ok: false,
      expected: 'schema version 2 or older',
      got: '3',
    });
  });

  it('refuses a version it has no step for, and a missing or odd version', () => {
    expect(migrateFile({ schemaVersion: 1 }, { file: 'x', steps: {}, target: 2 })).toMatchObject({
      ok: false,
      got: '1',
    });
    expect(migrateFile({}, { file: 'x' })).toMatchObject({ ok: false, got: 'nothing' });
    expect(migrateFile({ schemaVersion: '1' }, { file: 'x' })).toMatchObject({ ok: false, got: '"1"' });
    expect(migrateFile({ schemaVersion: 1.5 }, { file: 'x' })).toMatchObject({ ok: false, got: '1.5' });
  });
});
