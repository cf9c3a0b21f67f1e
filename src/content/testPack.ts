/**
 * Test helpers: build a pack's file map from plain objects. Only tests import this file.
 */

/** A file's text: objects are written as JSON, strings are taken as they are (for broken JSON). */
export type FileSource = string | Record<string, unknown>;

export function manifestFor(
  files: readonly string[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    schemaVersion: 1,
    id: 'test-pack',
    name: 'Test pack',
    version: '1.0.0',
    sample: true,
    description: 'Made up for a test.',
    files,
    ...extra,
  };
}

/** The file map of a pack holding `files` plus a pack.json that lists them all. */
export function packFiles(
  files: Readonly<Record<string, FileSource>>,
  manifest?: FileSource,
): Map<string, string> {
  const map = new Map<string, string>();
  const text = (source: FileSource) =>
    typeof source === 'string' ? source : JSON.stringify(source, null, 2);
  map.set('pack.json', text(manifest ?? manifestFor(Object.keys(files))));
  for (const [path, source] of Object.entries(files)) map.set(path, text(source));
  return map;
}

export function weapon(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    name: `Weapon ${id}`,
    grade: 1,
    kind: 'ranged',
    strength: 1,
    hit: 4,
    damage: 2,
    ammo: 6,
    damageTypes: ['RG'],
    price: 4,
    ...extra,
  };
}

export function trait(id: string, value = 0): Record<string, unknown> {
  return { id, name: `Trait ${id}`, value, effect: 'Does a thing.' };
}

export function crewTemplate(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    name: `Crew ${id}`,
    attributes: { agility: 3, strength: 3, tech: 3, charisma: 3, ranged: 2, melee: 2 },
    traits: [],
    loadout: [],
    ...extra,
  };
}
