import { describe, expect, it } from 'vitest';
import { formatPackErrors } from './errors';
import { loadPack } from './loadPack';
import { crewTemplate, packFiles, trait, weapon } from './testPack';

/**
 * The Space Kraken tables added to the pack format: treasure tables, drop grids, prototype effect tables,
 * and the fields the rules apply (enemy trait rules, special action effects, item heal/modifiers/limits/
 * attacks, crew trait rules and modifiers). Valid examples load; broken ones are refused with one line per
 * problem naming the file, the path inside it and what was expected.
 */

/** The errors of a pack made of one content file `k.json`, one per line ('' when it loads). */
function errorsOf(content: Record<string, unknown>): string {
  const result = loadPack(packFiles({ 'k.json': { schemaVersion: 1, ...content } }));
  return result.ok ? '' : formatPackErrors(result.errors);
}

const band = (from: number, to: number, drop: string) => ({ from, to, drop });
const fullBands = [
  band(1, 6, 'cash'),
  band(7, 11, 'item'),
  band(12, 15, 'weapon'),
  band(16, 19, 'ammo'),
  band(20, 20, 'prototype'),
];

function table(extra: Record<string, unknown> = {}) {
  return {
    id: 'treasure',
    name: 'Treasure',
    gradeValues: [4, 8, 12, 30, 50, 80],
    columns: [{ locationKinds: ['planet-surface', 'underground'], bands: fullBands }],
    ...extra,
  };
}

describe('treasure tables', () => {
  it('load when every column covers the d20 once', () => {
    expect(errorsOf({ treasureTables: [table()] })).toBe('');
    const byGrade = table({
      columns: [
        { locationKinds: ['in-space'], grades: { min: 1, max: 3 }, bands: fullBands },
        { locationKinds: ['in-space'], grades: { min: 4, max: 6 }, bands: [band(1, 20, 'cash')] },
      ],
    });
    expect(errorsOf({ treasureTables: [byGrade] })).toBe('');
  });

  it('name the faces a column misses or covers twice', () => {
    const gappy = table({
      columns: [
        {
          locationKinds: ['underground'],
          bands: [band(1, 6, 'cash'), band(9, 18, 'item'), band(18, 20, 'ammo')],
        },
      ],
    });
    expect(errorsOf({ treasureTables: [gappy] })).toBe(
      'k.json at treasureTables[0].columns[0].bands: expected d20 bands that cover every face 1 to 20 exactly once, got no band covers 7, 8; more than one band covers 18',
    );
  });

  it('refuse bands running backwards, unknown drops and a wrong count of grade values', () => {
    const broken = table({
      gradeValues: [4, 8, 12, 30, 50],
      columns: [{ locationKinds: ['moon'], bands: [band(1, 20, 'cash'), band(5, 3, 'gems')] }],
    });
    expect(errorsOf({ treasureTables: [broken] }).split('\n')).toEqual([
      'k.json at treasureTables[0].gradeValues: expected exactly 6 credit values, one per treasure grade (grade 1 first), got a list of 5',
      'k.json at treasureTables[0].columns[0].locationKinds[0]: expected one of "planet-surface", "underground", "space-station", "in-space", "other", got "moon"',
      'k.json at treasureTables[0].columns[0].bands[1].drop: expected one of "cash", "item", "weapon", "ammo", "prototype", got "gems"',
    ]);
    const backwards = table({
      columns: [{ locationKinds: ['other'], bands: [band(1, 20, 'cash'), band(5, 3, 'item')] }],
    });
    expect(errorsOf({ treasureTables: [backwards] })).toBe(
      'k.json at treasureTables[0].columns[0].bands[1].to: expected a last face of at least 5 (the band\'s "from"), got 3',
    );
  });

  it('refuse two columns for the same location kind and grade', () => {
    const twice = table({
      columns: [
        { locationKinds: ['underground'], bands: fullBands },
        { locationKinds: ['space-station', 'underground'], grades: { min: 5, max: 6 }, bands: fullBands },
      ],
    });
    expect(errorsOf({ treasureTables: [twice] })).toBe(
      'k.json at treasureTables[0].columns[1].locationKinds: expected location kinds and grades no earlier column covers, got "underground" again (columns[0] covers them for these grades)',
    );
  });

  it('allow one treasure table per pack', () => {
    expect(errorsOf({ treasureTables: [table(), table({ id: 'second' })] })).toBe(
      'k.json at treasureTables[1]: expected one treasure table in the pack (put every location kind in its columns), got a second one, "second" (the first is in k.json at treasureTables[0].id)',
    );
  });
});

describe('drop grids', () => {
  const weapons = Array.from({ length: 12 }, (_, i) => weapon(`w${i + 1}`, { grade: 2 }));
  const rows = Array.from({ length: 6 }, (_, i) => ({
    roll: i + 1,
    left: `w${2 * i + 1}`,
    right: `w${2 * i + 2}`,
  }));
  const grid = { id: 'weapon-grid-2', list: 'weapons', grade: 2, rows };

  it('load six rows of two pieces of their own list and grade', () => {
    expect(errorsOf({ weapons, dropGrids: [grid] })).toBe('');
  });

  it('need six rows in d6 order', () => {
    const shuffled = { ...grid, rows: [rows[1], rows[0], ...rows.slice(2)] };
    expect(errorsOf({ weapons, dropGrids: [shuffled] }).split('\n')).toEqual([
      'k.json at dropGrids[0].rows[0].roll: expected 1 (the rows run 1 to 6, in order), got 2',
      'k.json at dropGrids[0].rows[1].roll: expected 2 (the rows run 1 to 6, in order), got 1',
    ]);
    expect(errorsOf({ weapons, dropGrids: [{ ...grid, rows: rows.slice(0, 5) }] })).toBe(
      'k.json at dropGrids[0].rows: expected exactly 6 rows, one for each face of the d6 (1 to 6, in order), got a list of 5',
    );
  });

  it('name pieces that are missing, of another grade or of the other list', () => {
    const odd = [weapon('w-g3', { grade: 3 }), ...weapons.slice(1)];
    const badRows = [{ roll: 1, left: 'w-g3', right: 'w22' }, ...rows.slice(1)];
    expect(errorsOf({ weapons: odd, dropGrids: [{ ...grid, rows: badRows }] }).split('\n')).toEqual([
      'k.json at dropGrids[0].rows[0].left: expected the id of a weapon of grade 2 (the grid\'s grade), got "w-g3" (that weapon is grade 3)',
      'k.json at dropGrids[0].rows[0].right: expected the id of a weapon in this pack, got "w22" (no weapon has this id; did you mean "w2"?)',
    ]);
    expect(errorsOf({ weapons, dropGrids: [{ ...grid, list: 'items' }] }).split('\n')[0]).toBe(
      'k.json at dropGrids[0].rows[0].left: expected the id of an item in this pack, got "w1" (no item in this pack has this id)',
    );
  });

  it('allow one grid per list and grade', () => {
    expect(errorsOf({ weapons, dropGrids: [grid, { ...grid, id: 'again' }] })).toBe(
      'k.json at dropGrids[1].grade: expected a grade no other drop grid of weapons uses, got 2 (the weapons of grade 2 already have the grid in k.json at dropGrids[0].grade)',
    );
  });
});

describe('prototype effect tables', () => {
  const row = (roll: number, plus: Record<string, unknown>, minus: Record<string, unknown>) => ({
    roll,
    name: `Row ${roll}`,
    plus,
    minus,
    text: 'Sample.',
  });
  const rows = [
    row(1, { kind: 'stat', stat: 'damage', amount: 1 }, { kind: 'jams-on', face: 2 }),
    row(2, { kind: 'keyword', keyword: 'WEAKEN', weaken: 1 }, { kind: 'bulky', amount: 1 }),
    row(3, { kind: 'damage-type', damageType: 'Ice' }, { kind: 'hurts-user', hp: 1, when: 'jam' }),
    row(
      4,
      { kind: 'modifier', to: 'initiative', amount: 1 },
      { kind: 'attribute', attribute: 'agility', amount: -1 },
    ),
    row(5, { kind: 'stat', stat: 'hit', amount: -1 }, { kind: 'stat', stat: 'ammo', amount: -1 }),
    row(6, { kind: 'keyword', keyword: 'AP' }, { kind: 'stat', stat: 'strength', amount: 1 }),
  ];
  const protoTable = { id: 'proto-ranged', name: 'Ranged', appliesTo: ['ranged-weapon'], rows };

  it('load six rows of a good and a bad change', () => {
    expect(errorsOf({ prototypeEffects: [protoTable] })).toBe('');
  });

  it('name a change of an unknown kind, a bad field and a WEAKEN without its X', () => {
    const broken = [
      row(1, { kind: 'teleport' }, { kind: 'jams-on', face: 5 }),
      row(2, { kind: 'keyword', keyword: 'WEAKEN' }, { kind: 'stat', stat: 'luck', amount: 1 }),
      ...rows.slice(2),
    ];
    expect(errorsOf({ prototypeEffects: [{ ...protoTable, rows: broken }] }).split('\n')).toEqual([
      'k.json at prototypeEffects[0].rows[0].plus.kind: expected a change whose "kind" is one of "stat", "attribute", "modifier", "keyword", "damage-type", "jams-on", "hurts-user", "bulky", got "teleport"',
      'k.json at prototypeEffects[0].rows[0].minus.face: expected a number from 2 to 3, got 5',
      'k.json at prototypeEffects[0].rows[1].minus.stat: expected one of "damage", "hit", "attacks", "ammo", "strength", "weaken", "armor", "shield-power", "shield-recharge", "charge", "oxygen", "psi-bonus", "heal", "uses", got "luck"',
    ]);
    const noX = [
      rows[0],
      row(2, { kind: 'keyword', keyword: 'WEAKEN' }, { kind: 'bulky', amount: 1 }),
      ...rows.slice(2),
    ];
    expect(errorsOf({ prototypeEffects: [{ ...protoTable, rows: noX }] })).toBe(
      'k.json at prototypeEffects[0].rows[1].plus.weaken: expected a number from 1 to 8 (the X of the WEAKEN keyword), got nothing',
    );
  });

  it('read a category on one table only', () => {
    const other = { ...protoTable, id: 'proto-mixed', appliesTo: ['helmet', 'ranged-weapon'] };
    expect(errorsOf({ prototypeEffects: [protoTable, other] })).toBe(
      'k.json at prototypeEffects[1].appliesTo[1]: expected a category no other prototype table applies to, got "ranged-weapon" (already in k.json at prototypeEffects[0].appliesTo)',
    );
    expect(errorsOf({ prototypeEffects: [{ ...protoTable, appliesTo: ['jetpack'] }] })).toMatch(
      /^k\.json at prototypeEffects\[0\]\.appliesTo\[0\]: expected one of "ranged-weapon", "melee-weapon", "shield-a"/,
    );
  });
});

describe('enemy traits and special actions the rules apply', () => {
  const enemy = (extra: Record<string, unknown>) => ({
    id: 'e',
    name: 'E',
    species: 'Insectoids',
    level: 4,
    hp: 12,
    agility: 4,
    armor: 2,
    weapons: [{ name: 'Bite', kind: 'melee', hit: 4, damage: 3, damageTypes: ['ML'] }],
    actionTable: [
      { action: 'Hunches down.', kind: 'special', effect: { kind: 'harden', amount: 1 } },
      ...Array.from({ length: 5 }, () => ({ action: 'Bites.', kind: 'attack', weapon: 'Bite' })),
    ],
    escape: null,
    xp: 9,
    treasure: 4,
    ...extra,
  });

  it('load traits with a rule and its X', () => {
    const traits = [
      { name: 'Two Actions', effect: 'Acts twice.', rule: 'two-actions' },
      { name: 'Swarm', effect: '+1 damage with friends.', rule: 'swarm', value: 1 },
      { name: 'Ugly', effect: 'Just ugly.' },
    ];
    expect(errorsOf({ enemies: [enemy({ traits })] })).toBe('');
  });

  it('need an X exactly where the rule has one, and each rule once', () => {
    const traits = [
      { name: 'Regen', effect: 'Heals.', rule: 'regen' },
      { name: 'Two Actions', effect: 'Acts twice.', rule: 'two-actions', value: 2 },
      { name: 'Odd', effect: 'Odd.', value: 1 },
      { name: 'Regen again', effect: 'Heals.', rule: 'regen', value: 1 },
      { name: 'Fly', effect: 'Flies.', rule: 'flying' },
    ];
    expect(errorsOf({ enemies: [enemy({ traits })] }).split('\n')).toEqual([
      'k.json at enemies[0].traits[0].value: expected a number from 1 to 20 (the X of the "regen" rule), got nothing',
      'k.json at enemies[0].traits[1].value: expected no value on the "two-actions" rule (it has no X), got 2',
      'k.json at enemies[0].traits[2].value: expected no value unless the trait names a rule, got 1',
      'k.json at enemies[0].traits[4].rule: expected one of "two-actions", "regen", "zombie", "explodes", "drain", "evasive", "swarm", "psi-ward", "dread", got "flying"',
    ]);
    const twice = [
      { name: 'Regen', effect: 'Heals.', rule: 'regen', value: 1 },
      { name: 'Regen again', effect: 'Heals.', rule: 'regen', value: 2 },
    ];
    expect(errorsOf({ enemies: [enemy({ traits: twice })] })).toBe(
      'k.json at enemies[0].traits[1].rule: expected a rule no other trait of this enemy has, got "regen"',
    );
  });

  it('put effects on special actions only', () => {
    const table = [
      { action: 'Bites.', kind: 'attack', weapon: 'Bite', effect: { kind: 'heal', hp: 2 } },
      { action: 'Glows.', kind: 'special', effect: { kind: 'glow' } },
      ...Array.from({ length: 4 }, () => ({ action: 'Bites.', kind: 'attack', weapon: 'Bite' })),
    ];
    expect(errorsOf({ enemies: [enemy({ actionTable: table })] }).split('\n')).toEqual([
      'k.json at enemies[0].actionTable[1].effect.kind: expected an effect whose "kind" is one of "heal", "recharge-shield", "hinder", "harden", got "glow"',
    ]);
    const onAttack = [
      { action: 'Bites.', kind: 'attack', weapon: 'Bite', effect: { kind: 'heal', hp: 2 } },
      ...Array.from({ length: 5 }, () => ({ action: 'Bites.', kind: 'attack', weapon: 'Bite' })),
    ];
    expect(errorsOf({ enemies: [enemy({ actionTable: onAttack })] })).toBe(
      'k.json at enemies[0].actionTable[0].effect: expected no effect on an action that is not special, got an object',
    );
  });
});

describe('item fields the rules apply', () => {
  const item = (extra: Record<string, unknown>) => ({
    id: 'i',
    name: 'I',
    grade: 2,
    price: 8,
    effect: 'E',
    ...extra,
  });

  it('load healing, modifiers, abilities, limits and thrown attacks', () => {
    const items = [
      item({ id: 'kit', kind: 'medkit', uses: 2, heal: 3 }),
      item({
        id: 'tools',
        kind: 'tool',
        modifiers: [{ to: 'tech', amount: 1 }],
        limit: { group: 'tool-set', per: 'crew-member' },
      }),
      item({ id: 'welder', kind: 'tool', abilities: ['repair-hull-breach'] }),
      item({
        id: 'relay',
        kind: 'tool',
        abilities: ['ship-link'],
        limit: { group: 'mobile-transmitter', per: 'team' },
      }),
      item({
        id: 'grenade',
        kind: 'other',
        uses: 1,
        attack: { kind: 'ranged', hit: 4, damage: 3, keywords: ['EX'], damageTypes: ['RG', 'Fire'] },
      }),
    ];
    expect(errorsOf({ items })).toBe('');
  });

  it('refuse heal on armour, a zero modifier, an unknown ability, a bad thrown attack and a bad limit', () => {
    const items = [
      item({ id: 'hat', kind: 'helmet', armor: 1, heal: 2 }),
      item({ id: 'tools', kind: 'tool', modifiers: [{ to: 'tech', amount: 0 }], abilities: ['fly'] }),
      item({ id: 'bomb', kind: 'other', attack: { kind: 'ranged', hit: 4, damage: 3, damageTypes: ['ML'] } }),
      item({ id: 'relay', kind: 'tool', limit: { group: 'Relay', per: 'ship' } }),
    ];
    expect(errorsOf({ items }).split('\n')).toEqual([
      'k.json at items[0].heal: expected no heal field on an item of kind "helmet" (only "medkit", "stimpack" and "other" heal), got 2',
      'k.json at items[1].modifiers[0].amount: expected a whole number from -6 to 6, not 0, got 0',
      'k.json at items[1].abilities[0]: expected one of "repair-hull-breach", "attack-reroll", "ship-link", got "fly"',
      'k.json at items[2].attack.damageTypes: expected damage types that include "RG" (the attack is ranged), got a list of 1',
      'k.json at items[2].uses: expected a U count from 1 to 20 (an item that attacks is used up), got nothing',
      'k.json at items[3].limit.group: expected an id in kebab-case (lower-case letters and digits joined by dashes, like "laser-pistol"), got "Relay"',
      'k.json at items[3].limit.per: expected one of "crew-member", "team", got "ship"',
    ]);
    expect(
      errorsOf({
        items: [
          item({
            id: 'bomb',
            kind: 'other',
            attack: { kind: 'ranged', hit: 4, damage: 3, damageTypes: ['RG'] },
          }),
        ],
      }),
    ).toBe(
      'k.json at items[0].uses: expected a U count from 1 to 20 (an item that attacks is used up), got nothing',
    );
  });
});

describe('crew traits and PSI', () => {
  const psi = { ...trait('psionic', 2), rule: 'psi' };

  it('tag traits with a rule and modifiers', () => {
    const traits = [
      psi,
      { ...trait('hothead', -1), rule: 'aggressive', modifiers: [{ to: 'melee-damage', amount: 1 }] },
    ];
    expect(errorsOf({ traits })).toBe('');
    expect(
      errorsOf({
        traits: [{ ...trait('x', 1), rule: 'lucky', modifiers: [{ to: 'luck', amount: 1 }] }],
      }).split('\n'),
    ).toEqual([
      'k.json at traits[0].rule: expected one of "psi", "aggressive", "independent-targeting", "chain-attack", got "lucky"',
      'k.json at traits[0].modifiers[0].to: expected one of "tech", "charisma", "agility", "bulkhead", "mines", "laser-barrier", "unjam", "run", "camouflage", "initiative", "escape", "ranged-hit", "melee-hit", "ranged-damage", "melee-damage", "armor", "healing", got "luck"',
    ]);
  });

  it('give a PSI level exactly to crew with the PSI trait', () => {
    const traits = [psi, trait('calm', 1)];
    expect(errorsOf({ traits, crewTemplates: [crewTemplate('mira', { traits: ['psionic'], psi: 1 })] })).toBe(
      '',
    );
    expect(
      errorsOf({
        traits,
        crewTemplates: [
          crewTemplate('mira', { traits: ['psionic'] }),
          crewTemplate('olek', { traits: ['calm'], psi: 1 }),
        ],
      }).split('\n'),
    ).toEqual([
      'k.json at crewTemplates[0].psi: expected a PSI level from 1 to 8 (the crew member has a trait with rule "psi"), got nothing',
      'k.json at crewTemplates[1].psi: expected no PSI level unless one of the traits has rule "psi", got 1',
    ]);
  });

  it('name the fold-out sheet a template is printed on as text, when they name one (§3.3)', () => {
    expect(errorsOf({ crewTemplates: [crewTemplate('ray', { foldOut: 'sheet 3' })] })).toBe('');
    expect(
      errorsOf({
        crewTemplates: [crewTemplate('ray', { foldOut: 3 }), crewTemplate('lex', { foldOut: '' })],
      }).split('\n'),
    ).toEqual([
      'k.json at crewTemplates[0].foldOut: expected non-empty fold-out sheet, got 3',
      'k.json at crewTemplates[1].foldOut: expected non-empty fold-out sheet, got ""',
    ]);
  });

  it('carry at most six pieces', () => {
    const weapons = Array.from({ length: 7 }, (_, i) => weapon(`w${i}`));
    const loadout = weapons.map((w) => w.id);
    expect(errorsOf({ weapons, crewTemplates: [crewTemplate('pack-mule', { loadout })] })).toBe(
      'k.json at crewTemplates[0].loadout: expected at most 6 weapons and items (two hands and four backpack slots), got a list of 7',
    );
  });
});
