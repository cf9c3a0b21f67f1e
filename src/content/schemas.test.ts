import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formatPackError } from './errors';
import { boardSchema } from './schemas/board';
import { enemyProfileSchema } from './schemas/enemy';
import { itemSchema } from './schemas/item';
import { gearSchema, unitCardSchema } from './schemas/salvage';
import { packManifestSchema } from './schemas/manifest';
import { weaponSchema } from './schemas/weapon';
import { issueToPackErrors, PARSE_OPTIONS } from './zodIssues';
import { weapon } from './testPack';

function problems(schema: z.ZodType, value: Record<string, unknown>): string[] {
  const result = schema.safeParse(value, PARSE_OPTIONS);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issueToPackErrors('f.json', issue, value).map(formatPackError),
  );
}

const stats = { move: 5, muscle: 2, smarts: 2, armour: 1, power: 4, health: 4, capacity: 4 };

describe('weapons', () => {
  it('need their own damage type, and a weaken value exactly when WEAKEN is listed', () => {
    expect(problems(weaponSchema, weapon('w', { damageTypes: ['Fire'] }))).toEqual([
      'f.json at damageTypes: expected damage types that include "RG" (the attack is ranged), got a list of 1',
    ]);
    expect(problems(weaponSchema, weapon('w', { keywords: ['WEAKEN'] }))).toEqual([
      'f.json at weaken: expected a number from 1 to 8 (the X of the WEAKEN keyword), got nothing',
    ]);
    expect(problems(weaponSchema, weapon('w', { weaken: 2 }))).toEqual([
      'f.json at weaken: expected no weaken value unless the keywords list "WEAKEN", got 2',
    ]);
    expect(problems(weaponSchema, weapon('w', { ammo: 0 }))).toEqual([
      'f.json at ammo: expected a number from 1 to 99, or null for unlimited ammo, got 0',
    ]);
    expect(problems(weaponSchema, weapon('w', { grade: 2.5 }))).toEqual([
      'f.json at grade: expected a whole number from 1 to 6, got 2.5',
    ]);
  });
});

describe('items', () => {
  const item = (extra: Record<string, unknown>) => ({
    id: 'i',
    name: 'I',
    grade: 1,
    price: 1,
    effect: 'E',
    ...extra,
  });

  it('carry the fields their kind needs and no others', () => {
    expect(problems(itemSchema, item({ kind: 'shield-b', shield: { power: 4, recharge: 2 } }))).toEqual([]);
    expect(problems(itemSchema, item({ kind: 'helmet' }))).toEqual([
      'f.json at armor: expected an armour value from 0 to 8 (armour items need one), got nothing',
    ]);
    expect(problems(itemSchema, item({ kind: 'medkit', uses: 2, armor: 1 }))).toEqual([
      'f.json at armor: expected no armor field on an item of kind "medkit", got 1',
    ]);
    expect(problems(itemSchema, item({ kind: 'helmet', armor: 1.25 }))).toEqual([
      'f.json at armor: expected a number from 0 to 8 in steps of 0.5, got 1.25',
    ]);
    expect(problems(itemSchema, item({ kind: 'potion' }))[0]).toMatch(
      /^f\.json at kind: expected one of "shield-a", "shield-b"/,
    );
  });
});

describe('enemy profiles', () => {
  const enemy = {
    id: 'e',
    name: 'E',
    species: 'Beasts',
    level: 1,
    hp: 3,
    agility: 2,
    armor: 0,
    weapons: [{ name: 'Bite', kind: 'melee', hit: 4, damage: 1, damageTypes: ['ML'] }],
    actionTable: Array.from({ length: 6 }, () => ({ action: 'Bites.', kind: 'attack', weapon: 'Bite' })),
    escape: null,
    xp: 1,
    treasure: 1,
  };

  it('need exactly six actions', () => {
    expect(problems(enemyProfileSchema, enemy)).toEqual([]);
    expect(problems(enemyProfileSchema, { ...enemy, actionTable: enemy.actionTable.slice(1) })).toEqual([
      'f.json at actionTable: expected exactly 6 actions, one for each face of the d6 (1 to 6, in order), got a list of 5',
    ]);
  });

  it('attack with a weapon they have', () => {
    const table = [...enemy.actionTable.slice(1), { action: 'Claws.', kind: 'attack', weapon: 'Claw' }];
    expect(problems(enemyProfileSchema, { ...enemy, actionTable: table })).toEqual([
      'f.json at actionTable[5].weapon: expected the name of one of this enemy\'s weapons ("Bite"), got "Claw"',
    ]);
  });

  it('belong to a known species', () => {
    expect(problems(enemyProfileSchema, { ...enemy, species: 'Dragons' })[0]).toMatch(
      /^f\.json at species: expected one of "Krakens"/,
    );
  });
});

describe('salvage unit cards and gear', () => {
  it('give hostiles motivations and scrip, and only hostiles', () => {
    expect(problems(unitCardSchema, { id: 'h', name: 'H', role: 'hostile', stats })).toEqual([
      'f.json at motivations: expected a list of at least one motivation (hostiles act on them), got nothing',
      'f.json at scrip: expected the scrip a search of this hostile gives, got nothing',
    ]);
    expect(problems(unitCardSchema, { id: 'b', name: 'B', role: 'boiler', stats, scrip: 3 })).toEqual([
      'f.json at scrip: expected no scrip on a boiler (hostiles only), got 3',
    ]);
  });

  it('tie Long Reach to a reach and weapon stats to weapons', () => {
    const gear = { id: 'g', name: 'G', size: 1, kind: 'weapon', damage: 1, price: 1 };
    expect(problems(gearSchema, { ...gear, keywords: ['Long Reach'], reach: 2 })).toEqual([]);
    expect(problems(gearSchema, { ...gear, keywords: ['Long Reach'] })).toEqual([
      'f.json at reach: expected the reach in inches (the X of Long Reach (X")), got nothing',
    ]);
    expect(problems(gearSchema, { ...gear, kind: 'ration' })).toEqual([
      'f.json at damage: expected no damage on gear of kind "ration" (weapons only), got 1',
    ]);
  });
});

describe('boards', () => {
  it('fill in the defaults: 36" by 36", 3" between levels, 1" bases', () => {
    const board = boardSchema.parse({
      id: 'b',
      name: 'B',
      figures: [{ id: 'f', name: 'F', side: 'crew', level: 1, x: 1, z: 1 }],
    });
    expect(board).toMatchObject({ width: 36, depth: 36, levelSpacing: 3, terrain: [] });
    expect(board.figures[0]).toMatchObject({ baseDiameter: 1, height: 1.25, eyeHeight: 1.1 });
  });

  it('keep pieces and figures on the board, with unique ids and fitting fields', () => {
    const piece = {
      id: 'p',
      kind: 'wall',
      level: 2,
      x: 40,
      z: 1,
      width: 1,
      depthExtent: 1,
      height: 1,
      blocksLos: true,
      cover: true,
    };
    expect(
      problems(boardSchema, { id: 'b', name: 'B', terrain: [piece, { ...piece, x: 1, hazard: 3 }] }),
    ).toEqual([
      "f.json at terrain[0].x: expected a position from 0 to 36 (the board's width), got 40",
      'f.json at terrain[1].id: expected an id not used by another entry of terrain on this board, got "p"',
      'f.json at terrain[1].hazard: expected no hazard field on a piece of kind "wall" (only hazard-site), got 3',
    ]);
    expect(problems(boardSchema, { id: 'b', name: 'B', levelSpacing: 4 })).toEqual([
      'f.json at levelSpacing: expected a number from 2.5 to 3, got 4',
    ]);
    expect(problems(boardSchema, { id: 'b', name: 'B', terrain: [{ ...piece, x: 1, level: 4 }] })).toEqual([
      'f.json at terrain[0].level: expected a level: 1 (Topside), 2 (The Mids) or 3 (The Sink), got 4',
    ]);
  });
});

describe('the manifest', () => {
  const manifest = {
    schemaVersion: 1,
    id: 'p',
    name: 'P',
    version: '1.2.3-beta.1',
    sample: false,
    description: 'D',
    files: ['a.json', 'sub/b.json'],
  };

  it('accepts semver versions and relative .json paths', () => {
    expect(problems(packManifestSchema, manifest)).toEqual([]);
  });

  it.each(['/abs.json', '../up.json', 'a/../b.json', './a.json', 'a.txt', 'a\\\\b.json'])(
    'refuses the path %s',
    (path) => {
      expect(problems(packManifestSchema, { ...manifest, files: [path] })[0]).toMatch(
        /^f\.json at files\[0\]: expected a path relative to the pack folder/,
      );
    },
  );

  it('refuses listing a file twice or listing pack.json', () => {
    expect(problems(packManifestSchema, { ...manifest, files: ['a.json', 'a.json', 'pack.json'] })).toEqual([
      'f.json at files[1]: expected a file not already listed, got "a.json"',
      'f.json at files[2]: expected a content file, not the manifest itself, got "pack.json"',
    ]);
  });
});
