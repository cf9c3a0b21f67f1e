import type { TileDropNote } from './tileTreasure';
import { describe, expect, it } from 'vitest';
import { narrateJournal } from './narration';
import type { DungeonJournalEntry } from './types';

const none = { maps: [], mapIds: [] };
const say = (entry: DungeonJournalEntry) => narrateJournal(entry, none);

/** Each kind of journal entry reads exactly as the journal's old prose lines did. */
describe('the dungeon journal in words', () => {
  it('words an exploration event with the names it carries (no map: the space id)', () => {
    expect(
      say({
        kind: 'exploration',
        event: { type: 'passed-out', crewId: 'bo' },
        mapNumber: null,
        crew: { bo: 'Bo' },
      }),
    ).toBe('Bo passes out for lack of oxygen.');
    expect(
      say({
        kind: 'exploration',
        event: { type: 'map-reached', mapNumber: 2, space: 'entrance' },
        mapNumber: 2,
        crew: {},
      }),
    ).toBe('Map 2 reached.');
  });

  it('words a rolled Map-ID, known or not', () => {
    expect(say({ kind: 'map-id', mapNumber: 2, mapId: 7 })).toBe('Map-ID of map 2: 7.');
    expect(say({ kind: 'map-id', mapNumber: 3, mapId: null })).toBe('Map-ID of map 3: ?.');
  });

  it('words a quest, urgent or not', () => {
    const quest = {
      kind: 'quest',
      sheet: 'Sheet A',
      roll: 4,
      quest: 'Find the core',
      objective: { kind: 'fetch', detail: 'Bring it back.' },
      reward: { credits: 50, xp: 2 },
      penalty: null,
    } as const;
    expect(say(quest)).toBe(
      'Quest accepted (d6 4 on Sheet A): Find the core. Objective, fetch: Bring it back. Reward: 50 credits and 2 XP.',
    );
    expect(say({ ...quest, penalty: 'Lose 1 XP.' })).toBe(
      'Quest accepted (d6 4 on Sheet A): Find the core. Objective, fetch: Bring it back. Reward: 50 credits and 2 XP. Urgent — the penalty if it fails: Lose 1 XP.',
    );
  });

  it('words a PSI power and a loot shift', () => {
    expect(say({ kind: 'psi', crew: 'Bo', power: 'Divination', success: true, hpLost: 0 })).toBe(
      'Bo uses Divination: it works.',
    );
    expect(say({ kind: 'psi', crew: 'Bo', power: 'Divination', success: false, hpLost: 2 })).toBe(
      'Bo uses Divination: it fails (−2 HP, PSI exhausted).',
    );
    expect(say({ kind: 'loot-shift', shift: 3, amount: 3 })).toBe('The next d20 loot roll gets +3.');
    expect(say({ kind: 'loot-shift', shift: -3, amount: 3 })).toBe('The next d20 loot roll gets −3.');
  });

  it('words the gambler: a gamble and a sale', () => {
    const gamble = {
      kind: 'gamble',
      crew: 'Bo',
      piece: 'Rifle',
      grade: 3,
      full: true,
      counted: 3,
      face: 6,
      result: 4,
    } as const;
    expect(say(gamble)).toBe(
      'Bo hands the Rifle (grade 3) to the gambler: d6 6, one grade higher — a grade 4 piece, defined on the treasure table.',
    );
    expect(say({ ...gamble, full: false, counted: 2, face: 1, result: 1 })).toBe(
      'Bo hands the Rifle (grade 3, counted 2 as not full) to the gambler: d6 1, one grade lower — a grade 1 piece, defined on the treasure table.',
    );
    expect(say({ ...gamble, face: 3, result: 3 })).toContain('d6 3, the same grade — a grade 3 piece');
    expect(say({ kind: 'gambler-sale', crew: 'Bo', piece: 'Knife', price: 1 })).toBe(
      'Bo sells the Knife to the gambler for 1 credits (half its value).',
    );
  });

  it('words the stall: a mod, a hire, a crew member sold', () => {
    expect(say({ kind: 'modded', crew: 'Bo', weapon: 'Rifle', price: 90, mod: 'both' })).toBe(
      "The modder works on Bo's Rifle for 90 credits: +50% ammo and +1 damage (now Rifle*).",
    );
    expect(say({ kind: 'crew-hired', crew: 'Ana', level: 2, price: 40 })).toBe(
      'Ana (Level 2) is hired for 40 credits and joins the crew on the ship.',
    );
    expect(say({ kind: 'crew-sold', crew: 'Ana', level: 2, price: 20 })).toBe(
      'Ana (Level 2) is sold at the shop for 20 credits and leaves the crew with what they carry.',
    );
  });

  it('words a trade: a piece bought, a slot sold, magazines bought', () => {
    const bought = {
      kind: 'bought',
      crew: 'Bo',
      piece: 'Cannon',
      grade: 3,
      price: 60,
      rare: true,
      slot: 'L',
    } satisfies DungeonJournalEntry;
    expect(say(bought)).toBe(
      'Bo buys the Cannon (grade 3) for 60 credits, rare at double price; it goes in slot L.',
    );
    expect(say({ kind: 'sold', crew: 'Bo', what: 'the Knife', price: 1 })).toBe(
      'Bo sells the Knife for 1 credits (half its value).',
    );
    const ammo = {
      kind: 'ammo-bought',
      crew: 'Bo',
      weapon: 'Rifle',
      magazines: 1,
      price: 5,
      slot: 'L',
    } satisfies DungeonJournalEntry;
    expect(say(ammo)).toBe('Bo buys a magazine for the Rifle for 5 credits; slot L.');
    expect(say({ ...ammo, magazines: 2 })).toBe('Bo buys two magazines for the Rifle for 5 credits; slot L.');
  });

  it('words avoiding an encounter, meditating, a healing item and the solve reward', () => {
    expect(say({ kind: 'avoid', code: 'E1', way: 'run', success: true })).toBe('The enemy E1 avoided (run).');
    expect(say({ kind: 'avoid', code: 'E1', way: 'charisma', success: false })).toBe(
      'charisma failed: the fight with the enemy E1 is on.',
    );
    expect(say({ kind: 'meditate', crew: 'Bo', success: true })).toBe('Bo meditates: PSI restored.');
    expect(say({ kind: 'meditate', crew: 'Bo', success: false })).toBe(
      'Bo meditates: it fails and costs HP.',
    );
    expect(say({ kind: 'item-heal', crew: 'Bo', item: 'Medkit', target: 'Ana', amount: 3 })).toBe(
      'Bo uses Medkit: Ana heals 3 HP.',
    );
    expect(say({ kind: 'solve-reward', treasures: 2, grade: 3 })).toBe('Reward: 2 treasures of grade 3.');
  });

  it('words a treasure piece left behind or put in a slot', () => {
    expect(say({ kind: 'left-behind', piece: 'rifle' })).toBe(
      'Nobody down here has a free slot: the rifle is left behind.',
    );
    expect(say({ kind: 'stowed', crew: 'Bo', slot: '2' })).toBe('Bo puts it in slot 2.');
  });

  it('words a refused step', () => {
    expect(say({ kind: 'not-done', reason: 'No (kraken.shop).' })).toBe('Not done: No (kraken.shop).');
  });

  it('words every step of a treasure tile’s drop, with plurals', () => {
    const tile = (note: TileDropNote) => say({ kind: 'tile-drop', note });
    expect(tile({ kind: 'first-stimpack', grade: 2 })).toBe('Treasure of grade 2: a stimpack is taken.');
    expect(tile({ kind: 'first-credits', grade: 1, credits: 1 })).toBe(
      'Treasure of grade 1: 1 credit taken.',
    );
    expect(tile({ kind: 'first-credits', grade: 3, credits: 30 })).toBe(
      'Treasure of grade 3: 30 credits taken.',
    );
    const d20 = { kind: 'd20', rolled: 2, value: 1, shift: -3, result: 'cash', grade: 3 } as const;
    expect(tile({ ...d20, then: null })).toBe('Treasure d20: 1 (rolled 2, PSI Divination −3) — cash.');
    expect(tile({ ...d20, shift: 0, value: 2, result: 'prototype', then: 'roll-base' })).toBe(
      'Treasure d20: 2 — prototype. Roll again for its base.',
    );
    expect(tile({ ...d20, shift: 3, value: 5, rolled: 2, then: 'reroll-for-base' })).toBe(
      'Treasure d20: 5 (rolled 2, PSI Divination +3) — cash. A prototype needs an item or weapon: roll again.',
    );
    expect(tile({ ...d20, shift: 0, value: 9, result: 'item', then: 'becomes-prototype' })).toBe(
      'Treasure d20: 9 — item. It becomes a prototype.',
    );
    expect(tile({ ...d20, shift: 0, value: 12, result: 'ammo', grade: 1, then: 'one-magazine' })).toBe(
      'Treasure d20: 12 — ammo. One magazine of grade 1.',
    );
    expect(tile({ kind: 'extra-cash', face: 4, credits: 1 })).toBe('Extra cash: rolled 4, 1 credit.');
    expect(tile({ kind: 'row', face: 3, grade: 2, list: 'weapon', pieces: null })).toBe(
      'Row 3 of the grade 2 weapon list.',
    );
    expect(
      tile({ kind: 'row', face: 3, grade: 2, list: 'item', pieces: { left: 'Medkit', right: 'Rope' } }),
    ).toBe('Row 3: Medkit or Rope.');
    expect(tile({ kind: 'picked', piece: 'Rope', prototype: true })).toBe('Rope is taken as a prototype.');
    expect(tile({ kind: 'ammo', grade: 3, magazines: 1 })).toBe('One magazine for a grade 3 weapon.');
    expect(tile({ kind: 'ammo', grade: 3, magazines: 2 })).toBe('Two magazines for weapons below grade 3.');
  });
});
