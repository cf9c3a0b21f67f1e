import { describe, expect, it } from 'vitest';
import { makeItem } from '../../../src/rules/kraken/testkit/fixtures';
import { EMPTY_INVENTORY, SLOT_IDS, carryItem, putInSlot } from '../../../src/rules/kraken/crew/inventory';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { buildGraph, spacesWith, tileSpaceId } from '../../../src/rules/tilemap/graph';
import type { DropGrid } from '../../../src/content/schemas/treasure';
import type { CrewMember } from '../../../src/rules/kraken/crew/crew';
import { dungeonOffers } from './offers';
import { answer, decide, dungeonInput, location, sheet, start, tileMap, TREASURE } from './testkit';
import { journalLines } from '../../../src/rules/kraken/dungeon/narration';

const grid: DropGrid = {
  id: 'items-3',
  list: 'items',
  grade: 3,
  rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, left: 'medkit', right: 'scanner' })),
};
const medkit = makeItem({ id: 'medkit', name: 'Medkit', grade: 3 });

function onTreasure(crew: readonly CrewMember[]) {
  const map = tileMap(mapOf(['>  T1']));
  const input = dungeonInput([map], crew, {
    location: location({ mapIds: [1, 1, 1, 1] }),
    combat: { enemyProfiles: [], treasureTable: TREASURE, dropGrids: [grid] },
    catalogue: { weapons: [], items: [medkit] },
  });
  const actor = start(input);
  const entrance = spacesWith(buildGraph(map), 'entrance')[0] ?? '';
  decide(actor, { type: 'deploy', entrance, crewIds: crew.map((c) => c.id) });
  decide(actor, { type: 'move', to: tileSpaceId(1, 0) });
  return actor;
}

describe('dungeon crawl machine: a treasure tile plays its drop (kraken.treasure-tile)', () => {
  it('stimpack or credits first, then the d20 and the extra cash die, each requested as a table roll', () => {
    const actor = onTreasure([sheet('ana')]);
    expect(actor.getSnapshot().value).toBe('treasure');
    const credits = actor.getSnapshot().context.credits;
    expect(dungeonOffers(actor.getSnapshot().context, 'treasure').map((o) => o.id)).toEqual([
      'treasure-stimpack',
      'treasure-credits',
    ]);
    expect(actor.getSnapshot().can({ type: 'treasure.ammo', option: 0 })).toBe(false);
    decide(actor, { type: 'treasure.take', choice: 'credits' }); // grade 2 + 1 = 3
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ dice: 'd20', odds: null });
    answer(actor, 4); // cash
    expect(actor.getSnapshot().context.diceRequest).toMatchObject({ dice: 'd6', rule: 'kraken.extra-cash' });
    answer(actor, 2); // half of 12
    expect(actor.getSnapshot().context.credits).toBe(credits + 3 + 6);
    expect(actor.getSnapshot().value).toEqual({ exploring: 'acting' });
  });

  it('an item row: the chosen piece goes into a free slot of the chosen crew member', () => {
    const actor = onTreasure([sheet('ana'), sheet('bo')]);
    decide(actor, { type: 'treasure.take', choice: 'stimpack' });
    answer(actor, 15); // item
    answer(actor, 4); // row 4
    const ids = dungeonOffers(actor.getSnapshot().context, 'treasure').map((o) => o.id);
    expect(ids).toContain('treasure-left-bo');
    // The offer names the piece, not its id.
    const label = dungeonOffers(actor.getSnapshot().context, 'treasure').find(
      (o) => o.id === 'treasure-left-bo',
    )?.label;
    expect(label).toMatch(/^Take Medkit for /);
    expect(actor.getSnapshot().can({ type: 'treasure.pick', side: 'left' })).toBe(false);
    decide(actor, { type: 'treasure.pick', side: 'left', crewId: 'bo', slot: '1' });
    const context = actor.getSnapshot().context;
    expect(context.sheets.find((s) => s.id === 'bo')?.inventory['1']).toMatchObject({ kind: 'item' });
    expect(context.loot).toEqual([{ kind: 'stimpack', grade: 3 }]);
    expect(journalLines(context).join(' ')).toMatch(/Bo|bo/);
  });

  it('with no free slot the piece is left behind', () => {
    const full = SLOT_IDS.reduce(
      (inv, slot) => putInSlot(inv, slot, carryItem(makeItem({ id: `junk-${slot}` }))),
      EMPTY_INVENTORY,
    );
    const actor = onTreasure([{ ...sheet('ana'), inventory: full }]);
    decide(actor, { type: 'treasure.take', choice: 'credits' });
    answer(actor, 20);
    answer(actor, 1);
    decide(actor, { type: 'treasure.pick', side: 'left' });
    expect(journalLines(actor.getSnapshot().context).at(-1)).toMatch(/left behind/);
  });

  it('PSI Divination cast before the tile shifts its d20 and is spent there, not kept for a fight', () => {
    const map = tileMap(mapOf(['>  .  T1']));
    const actor = start(
      dungeonInput([map], [sheet('ana', { psi: 3 })], {
        location: location({ mapIds: [1, 1, 1, 1], ao: 'YES' }),
        combat: { enemyProfiles: [], treasureTable: TREASURE, dropGrids: [grid] },
        catalogue: { weapons: [], items: [medkit] },
      }),
    );
    decide(actor, { type: 'deploy', entrance: tileSpaceId(0, 0), crewIds: ['ana'] });
    decide(actor, { type: 'psi.use', crewId: 'ana', power: 'psi-divination', shift: 3 });
    answer(actor, 6);
    expect(actor.getSnapshot().context.psi.lootShift).toBe(3);
    decide(actor, { type: 'move', to: tileSpaceId(1, 0) });
    decide(actor, { type: 'move', to: tileSpaceId(2, 0) });
    expect(actor.getSnapshot().value).toBe('treasure');
    decide(actor, { type: 'treasure.take', choice: 'credits' });
    answer(actor, 9); // cash on its own, item with +3
    const context = actor.getSnapshot().context;
    expect(context.psi.lootShift).toBe(0);
    expect(context.diceRequest).toMatchObject({ rule: 'kraken.item-weapon-drop' });
    expect(
      journalLines(context).some((l) => l.includes('Treasure d20: 12 (rolled 9, PSI Divination +3)')),
    ).toBe(true);
  });
});
