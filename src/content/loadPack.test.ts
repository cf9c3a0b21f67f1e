import { describe, expect, it } from 'vitest';
import { formatPackError, formatPackErrors, type PackError } from './errors';
import { loadPack, type PackLoadResult } from './loadPack';
import { crewTemplate, manifestFor, packFiles, trait, weapon } from './testPack';

function errorsOf(result: PackLoadResult): readonly PackError[] {
  if (result.ok) throw new Error('expected the pack to be refused');
  return result.errors;
}

function lines(result: PackLoadResult): string[] {
  return errorsOf(result).map(formatPackError);
}

describe('loadPack', () => {
  it('loads a small valid pack', () => {
    const result = loadPack(
      packFiles({ 'weapons.json': { schemaVersion: 1, weapons: [weapon('rivet-gun')] } }),
    );
    expect(result.ok ? '' : formatPackErrors(result.errors)).toBe('');
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    expect(result.pack.weapons.get('rivet-gun')?.attacks).toBe(1);
    expect(result.pack.manifest.id).toBe('test-pack');
    expect(result.pack.hash).toMatch(/^[0-9a-f]{14}$/);
  });

  it('names the file and path of a wrong type deep in a file', () => {
    const weapons = [weapon('a'), weapon('b'), weapon('c'), weapon('d', { grade: 'seven' })];
    const result = loadPack(packFiles({ 'weapons.json': { schemaVersion: 1, weapons } }));
    expect(lines(result)).toEqual([
      'weapons.json at weapons[3].grade: expected a number from 1 to 6, got "seven"',
    ]);
    expect(errorsOf(result)[0]).toMatchObject({
      file: 'weapons.json',
      path: 'weapons[3].grade',
      expected: 'a number from 1 to 6',
    });
  });

  it('reports every problem of a file, not just the first', () => {
    const bad = weapon('x', { hit: 7, kind: 'laser', price: -1 });
    const result = loadPack(packFiles({ 'weapons.json': { schemaVersion: 1, weapons: [bad] } }));
    expect(lines(result)).toEqual([
      'weapons.json at weapons[0].kind: expected one of "ranged", "melee", got "laser"',
      'weapons.json at weapons[0].hit: expected a number from 2 to 6, got 7',
      'weapons.json at weapons[0].price: expected a whole number of at least 0, got -1',
    ]);
  });

  it('refuses a missing field and an unknown field by name', () => {
    const { damage: _dropped, ...noDamage } = weapon('x', { ammmo: 3 });
    const result = loadPack(packFiles({ 'weapons.json': { schemaVersion: 1, weapons: [noDamage] } }));
    expect(lines(result)).toEqual([
      'weapons.json at weapons[0].damage: expected a number from 0 to 30, got nothing',
      'weapons.json at weapons[0].ammmo: expected only the fields this kind of entry has, got an unknown field "ammmo" (check its spelling, or remove it)',
    ]);
  });

  it('names the file, line and column of invalid JSON', () => {
    const text = '{\n  "schemaVersion": 1,\n  "weapons": [\n    { "id": "a", }\n  ]\n}\n';
    const result = loadPack(packFiles({ 'weapons.json': text }));
    expect(lines(result)).toEqual([
      'weapons.json at line 4, column 18: expected another field after "," (JSON allows no trailing comma), got "}" (the file is not valid JSON)',
    ]);
  });

  it('refuses a file nested thousands of levels deep before anything recursive reads it', () => {
    const deep = `{ "schemaVersion": 1, "weapons": ${'['.repeat(10_000)}${']'.repeat(10_000)} }`;
    const result = loadPack(packFiles({ 'weapons.json': deep }));
    expect(lines(result)).toEqual([
      'weapons.json: expected nesting at most 64 levels deep, got more than 64 levels',
    ]);
  });

  it('reads a file saved with a UTF-8 byte-order mark', () => {
    const text = `\uFEFF${JSON.stringify({ schemaVersion: 1, weapons: [weapon('a')] })}`;
    expect(loadPack(packFiles({ 'weapons.json': text })).ok).toBe(true);
  });

  it('refuses a pack without pack.json', () => {
    const files = new Map([['weapons.json', '{}']]);
    const errors = errorsOf(loadPack(files));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      file: 'pack.json',
      path: '',
      expected:
        'a manifest at the root of the pack (pack.json, or a file with "schemaVersion", "id" and "files")',
    });
    expect(formatPackError(errors[0] as PackError)).toContain('files given: "weapons.json"');
  });

  it('checks the manifest', () => {
    const manifest = manifestFor(['weapons.json'], { id: 'Not Kebab', version: '1.0' });
    const result = loadPack(packFiles({ 'weapons.json': { schemaVersion: 1, weapons: [] } }, manifest));
    expect(lines(result)).toEqual([
      'pack.json at id: expected an id in kebab-case (lower-case letters and digits joined by dashes, like "laser-pistol"), got "Not Kebab"',
      'pack.json at version: expected a version like "1.0.0" (major.minor.patch), got "1.0"',
    ]);
  });

  it('refuses a listed file that is missing and a file that is not listed', () => {
    const files = packFiles({ 'a.json': { schemaVersion: 1, weapons: [] } }, manifestFor(['b.json']));
    files.set('a.json', '{ "schemaVersion": 1, "weapons": [] }');
    expect(lines(loadPack(files))).toEqual([
      'pack.json at files[0]: expected the path of a file in the pack, got "b.json" (no such file)',
      'a.json: expected a file listed in pack.json "files", got a file pack.json does not list (add it to "files", or leave it out of the pack)',
    ]);
  });

  it('refuses an unknown kind of content', () => {
    const result = loadPack(packFiles({ 'w.json': { schemaVersion: 1, weapon: [weapon('a')] } }));
    const errors = errorsOf(result);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ file: 'w.json', path: 'weapon' });
    expect(errors[0]?.expected).toMatch(/^a kind of content: one of "traits", "crewTemplates", "weapons"/);
    expect(errors[0]?.message).toMatch(/got "weapon" \(unknown kind\)$/);
  });

  it('refuses a file with no content at all', () => {
    expect(lines(loadPack(packFiles({ 'w.json': { schemaVersion: 1 } })))[0]).toMatch(
      /^w\.json: expected at least one list of content/,
    );
  });

  it('refuses a dangling reference and suggests the id meant', () => {
    const files = packFiles({
      'crew.json': {
        schemaVersion: 1,
        crewTemplates: [crewTemplate('ada', { traits: ['brave'], loadout: ['rivet-gnu'] })],
      },
      'gear.json': { schemaVersion: 1, weapons: [weapon('rivet-gun')], traits: [trait('bold')] },
    });
    expect(lines(loadPack(files))).toEqual([
      'crew.json at crewTemplates[0].traits[0]: expected the id of a trait in this pack, got "brave" (no trait in this pack has this id)',
      'crew.json at crewTemplates[0].loadout[0]: expected the id of a weapon or item in this pack, got "rivet-gnu" (no weapon or item has this id; did you mean "rivet-gun"?)',
    ]);
  });

  it('refuses a unit card whose gear does not exist, and a location whose map does not', () => {
    const files = packFiles({
      'units.json': {
        schemaVersion: 1,
        unitCards: [
          {
            id: 'u',
            name: 'U',
            role: 'boiler',
            stats: { move: 5, muscle: 2, smarts: 2, armour: 1, power: 4, health: 4, capacity: 4 },
            gear: ['nope'],
          },
        ],
        locations: [{ id: 'l', name: 'L', kind: 'underground', maps: ['m'] }],
      },
    });
    expect(errorsOf(loadPack(files)).map((e) => e.path)).toEqual([
      'unitCards[0].gear[0]',
      'locations[0].maps[0]',
    ]);
  });

  it('refuses a duplicate id, within a file and across files', () => {
    const files = packFiles({
      'a.json': { schemaVersion: 1, weapons: [weapon('saw'), weapon('saw')] },
      'b.json': { schemaVersion: 1, weapons: [weapon('saw')], items: [] },
    });
    expect(lines(loadPack(files))).toEqual([
      'a.json at weapons[1].id: expected an id no other weapon uses, got "saw" (already used in a.json at weapons[0].id)',
      'b.json at weapons[0].id: expected an id no other weapon uses, got "saw" (already used in a.json at weapons[0].id)',
    ]);
  });

  it('refuses an item that shares its id with a weapon', () => {
    const item = { id: 'saw', name: 'Saw', grade: 1, kind: 'tool', price: 1, effect: 'Cuts.' };
    const result = loadPack(
      packFiles({ 'a.json': { schemaVersion: 1, weapons: [weapon('saw')], items: [item] } }),
    );
    expect(errorsOf(result).map((e) => e.path)).toEqual(['items[0].id']);
  });

  it('refuses a file from a newer schema version with a clear message', () => {
    const result = loadPack(packFiles({ 'w.json': { schemaVersion: 2, weapons: [] } }));
    const [error] = errorsOf(result);
    expect(error).toMatchObject({
      file: 'w.json',
      path: 'schemaVersion',
      expected: 'schema version 1 or older',
    });
    expect(error?.message).toContain('written for a newer version of the app');
    expect(error?.message).toContain('update the app');
  });

  it('refuses a newer pack.json too, before reading anything else', () => {
    const files = packFiles({ 'w.json': 'not even json' }, manifestFor(['w.json'], { schemaVersion: 5 }));
    expect(errorsOf(loadPack(files)).map((e) => `${e.file} ${e.path}`)).toEqual(['pack.json schemaVersion']);
  });

  it('refuses a top level that is not an object', () => {
    expect(lines(loadPack(packFiles({ 'w.json': '[1, 2]' })))).toEqual([
      'w.json: expected an object { "schemaVersion": 1, ... } at the top of the file, got a list of 2',
    ]);
  });

  it('accepts paths written with ./ or backslashes', () => {
    const files = packFiles({ 'kraken/w.json': { schemaVersion: 1, weapons: [weapon('a')] } });
    const text = files.get('kraken/w.json') ?? '';
    files.delete('kraken/w.json');
    files.set('.\\kraken\\w.json', text);
    expect(loadPack(files).ok).toBe(true);
  });

  it('takes a folder picked whole as the pack folder', () => {
    const inner = packFiles({ 'kraken/w.json': { schemaVersion: 1, weapons: [weapon('a')] } });
    const files = new Map([...inner].map(([path, text]) => [`my-pack/${path}`, text]));
    files.set('other/deeper/pack.json', '{}'); // a deeper manifest outside the picked folder is left out
    const result = loadPack(files);
    expect(result.ok ? [...result.pack.weapons.keys()] : formatPackErrors(result.errors)).toEqual(['a']);
  });

  it('finds a manifest by what it holds when it is not called pack.json (a zip of a folder)', () => {
    const inner = packFiles({ 'kraken/w.json': { schemaVersion: 1, weapons: [weapon('a')] } });
    const manifest = inner.get('pack.json') ?? '';
    inner.delete('pack.json');
    const files = new Map([...inner].map(([path, text]) => [`book/${path}`, text]));
    files.set('book/my-book.json', manifest);
    const result = loadPack(files);
    expect(result.ok ? [...result.pack.weapons.keys()] : formatPackErrors(result.errors)).toEqual(['a']);
  });

  it('names the manifest by its own name when it is wrong, and refuses one that lists itself', () => {
    const inner = packFiles({ 'w.json': { schemaVersion: 1, weapons: [weapon('a')] } });
    const manifest = JSON.parse(inner.get('pack.json') ?? '{}') as { files: string[] };
    inner.delete('pack.json');
    inner.set('my-book.json', JSON.stringify({ ...manifest, files: ['w.json', 'my-book.json'] }));
    expect(lines(loadPack(inner))).toEqual([
      'my-book.json at files[1]: expected a content file, not the manifest itself, got "my-book.json"',
    ]);
    inner.set('my-book.json', JSON.stringify({ ...manifest, files: ['w.json', 'gone.json'] }));
    expect(lines(loadPack(inner))).toEqual([
      'my-book.json at files[1]: expected the path of a file in the pack, got "gone.json" (no such file)',
    ]);
  });

  it('runs migration steps before validating', () => {
    const oldWeapon = { ...weapon('a'), cost: 4 } as Record<string, unknown>;
    delete oldWeapon.price;
    const files = packFiles({ 'w.json': { schemaVersion: 0, weapons: [oldWeapon] } });
    const renameCost = (data: Readonly<Record<string, unknown>>) => ({
      ...data,
      weapons: (data.weapons as Record<string, unknown>[]).map(({ cost, ...rest }) => ({
        ...rest,
        price: cost,
      })),
    });
    expect(loadPack(files).ok).toBe(false);
    const result = loadPack(files, { migrations: { 0: renameCost } });
    expect(result.ok ? result.pack.weapons.get('a')?.price : formatPackErrors(result.errors)).toBe(4);
  });
});

describe('a huge value in a pack is quoted, never echoed whole (fuzz long/pack/2507, long/pack/4406)', () => {
  const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const sample = new Map(
    Object.entries(raw).map(([path, text]) => [path.slice('/assets/packs/sample/'.length), text]),
  );

  it('a tile-map row of a million characters, and an enemy weapon named by 100 000 characters', () => {
    const maps = JSON.parse(sample.get('kraken/maps.json') ?? '{}') as { maps: { cells: string[] }[] };
    const first = maps.maps[0];
    if (first !== undefined) first.cells[5] = 'x'.repeat(1_000_000);
    const enemies = JSON.parse(sample.get('kraken/enemies.json') ?? '{}') as {
      enemies: { weapons: { name: string }[] }[];
    };
    const weapon = enemies.enemies[26]?.weapons[0];
    if (weapon !== undefined) weapon.name = 'x'.repeat(100_000);
    const files = new Map(sample);
    files.set('kraken/maps.json', JSON.stringify(maps));
    files.set('kraken/enemies.json', JSON.stringify(enemies));
    const result = loadPack(files);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.some((e) => e.path.startsWith('maps[0].cells[5]'))).toBe(true);
    expect(result.errors.some((e) => e.file === 'kraken/enemies.json')).toBe(true);
    for (const error of result.errors) expect(formatPackError(error).length).toBeLessThan(1000);
  });
});
