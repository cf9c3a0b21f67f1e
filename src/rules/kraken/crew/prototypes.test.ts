import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import spoils from '../../../../assets/packs/sample/kraken/spoils.json';
import type { PrototypeTable } from '../../../content/schemas/prototype';
import { prototypeTableSchema } from '../../../content/schemas/prototype';
import { crewFromTemplate } from './crew';
import { makeItem, makeWeapon } from '../testkit/fixtures';
import { modifierTotal } from './modifiers';
import type { PrototypeEffectLike } from './prototypes';
import {
  applyPrototype,
  prototypeCategory,
  prototypeEffectOf,
  prototypeFits,
  prototypeInputFrom,
  prototypeMarksOf,
  prototypeRoll,
  prototypeTableFor,
} from './prototypes';

/** Prototype drops (kraken.prototype-drop): the table of a piece's category, the d6 row, and the effect. */

const tables: readonly PrototypeTable[] = z.array(prototypeTableSchema).parse(spoils.prototypeEffects);
const rifle = makeWeapon({ id: 'rifle', name: 'Rifle', hit: 4, damage: 3, ammo: 5, strength: 2 });
const sword = makeWeapon({ id: 'sword', name: 'Sword', kind: 'melee', damageTypes: ['ML'], ammo: null });
const jacket = makeItem({ id: 'jacket', name: 'Jacket', kind: 'armor-jacket', armor: 2 });
const shield = makeItem({
  id: 'flash',
  name: 'Flash Shield',
  kind: 'shield-a',
  shield: { power: 3, recharge: 1 },
});
const grenade = makeItem({
  id: 'grenade',
  name: 'Flash Grenade',
  kind: 'other',
  uses: 1,
  attack: { kind: 'ranged', hit: 4, damage: 1, attacks: 1, keywords: ['EX'], damageTypes: ['RG'] },
});

function row(table: string, face: number) {
  const found = tables.find((t) => t.id === table);
  if (found === undefined) throw new Error(`no ${table}`);
  return prototypeEffectOf(found, face);
}

describe('the prototype table and its row', () => {
  it('reads a piece’s category and the table that applies to it', () => {
    expect(prototypeCategory(rifle)).toBe('ranged-weapon');
    expect(prototypeCategory(sword)).toBe('melee-weapon');
    expect(prototypeCategory(jacket)).toBe('armor-jacket');
    expect(prototypeTableFor(tables, 'helmet')?.id).toBe('prototype-armour');
    expect(prototypeTableFor(tables, 'tool')).toBeNull();
  });

  it('asks for a d6 table roll and reads its row', () => {
    const table = prototypeTableFor(tables, 'ranged-weapon');
    if (table === null) throw new Error('no table');
    expect(prototypeRoll('Rifle', table)).toMatchObject({
      rule: 'kraken.prototype-drop',
      check: { kind: 'table-roll', notation: 'd6' },
      odds: null,
    });
    expect(prototypeEffectOf(table, 3)).toMatchObject({
      table: 'prototype-ranged',
      roll: 3,
      name: 'Smart Sights',
    });
    expect(() => prototypeEffectOf(table, 7)).toThrow();
  });

  it('builds the fight’s prototype page from a pack: every table, the category of each grid piece', () => {
    const input = prototypeInputFrom({
      prototypeEffects: new Map(tables.map((t) => [t.id, t])),
      weapons: new Map([['rifle', rifle]]),
      items: new Map([['jacket', jacket]]),
      dropGrids: new Map([
        ['w1', { list: 'weapons' as const, rows: [{ left: 'rifle', right: 'missing' }] }],
        ['i1', { list: 'items' as const, rows: [{ left: 'jacket', right: 'rifle' }] }],
      ]),
    });
    expect(input.tables).toHaveLength(tables.length);
    expect(input.categories).toEqual({ rifle: 'ranged-weapon', jacket: 'armor-jacket' });
  });
});

describe('applyPrototype', () => {
  it('changes a stat, keeps it in range, and notes the extra jam face (Overcharged Coils)', () => {
    const piece = applyPrototype(rifle, row('prototype-ranged', 1));
    expect(piece).toMatchObject({ name: '#1 Rifle', id: 'rifle', damage: 4 });
    expect(prototypeMarksOf(piece)).toMatchObject({ roll: 1, effect: 'Overcharged Coils', jamsOn: [2] });
    const capped = applyPrototype(makeWeapon({ hit: 2 }), {
      roll: 3,
      name: 'x',
      plus: { kind: 'stat', stat: 'hit', amount: -1 },
      minus: { kind: 'bulky', amount: 1 },
    });
    expect(capped.hit).toBe(2);
  });

  it('more ammo and a bulky body (Extended Cell); hurting the user when it jams (Incendiary Rounds)', () => {
    const cell = applyPrototype(rifle, row('prototype-ranged', 2));
    expect(cell.ammo).toBe(7);
    expect(prototypeMarksOf(cell)?.extraSlots).toBe(1);
    const fire = applyPrototype(rifle, row('prototype-ranged', 4));
    expect(fire.damageTypes).toEqual(['RG', 'Fire']);
    expect(prototypeMarksOf(fire)?.hurtsUser).toEqual([{ hp: 1, when: 'jam' }]);
  });

  it('adds a keyword and raises the Strength needed (Penetrator Core); WEAKEN brings its value', () => {
    const core = applyPrototype(rifle, row('prototype-ranged', 5));
    expect(core.keywords).toEqual(['AP']);
    expect(core.strength).toBe(3);
    const weak = applyPrototype(rifle, {
      roll: 6,
      name: 'Sapper',
      plus: { kind: 'keyword', keyword: 'WEAKEN', weaken: 2 },
      minus: { kind: 'stat', stat: 'damage', amount: -1 },
    });
    expect(weak).toMatchObject({ keywords: ['WEAKEN'], weaken: 2, damage: 2 });
  });

  it('an effect that changes a field the piece does not have does not fit: the piece comes without one', () => {
    const cell = row('prototype-ranged', 2);
    const laser = makeWeapon({ id: 'laser', name: 'Laser', ammo: null });
    expect(prototypeFits(laser, cell)).toBe(false);
    expect(applyPrototype(laser, cell)).toBe(laser);
    const sharp: PrototypeEffectLike = row('prototype-melee', 1);
    expect(prototypeFits(grenade, sharp)).toBe(false);
    expect(applyPrototype(grenade, sharp)).toBe(grenade);
  });

  it('armour: stat, attribute and modifier sides (read by modifierTotal while carried)', () => {
    const plating = applyPrototype(jacket, row('prototype-armour', 1));
    expect(plating.armor).toBe(3);
    expect(prototypeMarksOf(plating)?.attributes).toEqual({ agility: -1 });
    const mesh = applyPrototype(jacket, row('prototype-armour', 3));
    expect(prototypeMarksOf(mesh)?.modifiers).toEqual([
      { to: 'initiative', amount: 1 },
      { to: 'charisma', amount: -1 },
    ]);
    const wearer = crewFromTemplate(
      {
        id: 'w',
        name: 'W',
        level: 1,
        attributes: { agility: 3, strength: 4, tech: 3, charisma: 2, ranged: 2, melee: 2 },
      },
      [],
      [mesh],
    );
    expect(modifierTotal(wearer, 'initiative')).toBe(1);
    expect(modifierTotal(wearer, 'charisma')).toBe(-1);
  });

  it('shields: power and recharge, kept in range; a sting every turn fits any piece', () => {
    const emitter = applyPrototype(shield, row('prototype-shields', 1));
    expect(emitter.shield).toEqual({ power: 5, recharge: 0 });
    const loop = applyPrototype(shield, row('prototype-shields', 6));
    expect(loop.shield?.power).toBe(6);
    expect(prototypeMarksOf(loop)?.hurtsUser).toEqual([{ hp: 1, when: 'turn' }]);
    // A charger effect on a shield has no `charge` field: no effect.
    expect(prototypeFits(shield, row('prototype-shields', 3))).toBe(false);
  });

  it('a melee table row on a melee weapon: keyword, jam face; melee damage and hit', () => {
    const edge = applyPrototype(sword, row('prototype-melee', 1));
    expect(edge.keywords).toEqual(['AP']);
    expect(prototypeMarksOf(edge)?.jamsOn).toEqual([2]);
    const brute = applyPrototype(sword, row('prototype-melee', 6));
    expect(brute).toMatchObject({ damage: 5, hit: 5 });
  });
});
