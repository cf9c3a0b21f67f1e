import { describe, expect, it } from 'vitest';
import type { DropGrid } from '../../../src/content/schemas/treasure';
import { makeItem, makeWeapon } from '../../../src/rules/kraken/testkit/fixtures';
import { EMPTY_INVENTORY, putInSlot } from '../../../src/rules/kraken/crew/inventory';
import { carryWeapon } from '../../../src/rules/kraken/crew/weaponState';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import { dungeonOffers } from './offers';
import { decisionProblem } from './tasks';
import { answer, decide, dungeonInput, location, sheet, start, tileMap, TREASURE } from './testkit';
import { journalLines } from '../../../src/rules/kraken/dungeon/narration';

/**
 * The gambler (kraken.gambler): an action hands over a weapon or item of grade 2+ (one lower when not
 * full), the d6 of its chart says the grade of the piece returned, defined on the treasure table.
 */

const rifle = makeWeapon({ id: 'rifle', name: 'Rifle', grade: 3, price: 12, ammo: 4 });
const knife = makeWeapon({ id: 'knife', name: 'Knife', grade: 1, price: 2, ammo: null });
const medkit = makeItem({ id: 'medkit', name: 'Medkit', grade: 4 });
const grid: DropGrid = {
  id: 'items-4',
  list: 'items',
  grade: 4,
  rows: [1, 2, 3, 4, 5, 6].map((roll) => ({ roll, left: 'medkit', right: 'medkit' })),
};

function atGambler(rifleAmmo = 4) {
  const inventory = putInSlot(
    putInSlot(EMPTY_INVENTORY, 'L', { ...carryWeapon(rifle), ammo: rifleAmmo }),
    'R',
    carryWeapon(knife),
  );
  const ana = sheet('ana', { inventory });
  const input = dungeonInput([tileMap(mapOf(['>  G   EX']))], [ana], {
    location: location({ mapIds: [1, 1, 1, 1], difficulty: 2 }),
    combat: { enemyProfiles: [], treasureTable: TREASURE, dropGrids: [grid] },
    catalogue: { weapons: [rifle, knife], items: [medkit] },
  });
  const actor = start(input);
  decide(actor, { type: 'deploy', entrance: tileSpaceId(0, 0), crewIds: ['ana'] });
  decide(actor, { type: 'move', to: tileSpaceId(1, 0) });
  return actor;
}

describe('dungeon crawl machine: the gambler', () => {
  it('offers the grade 2+ pieces with the odds of keeping the grade; a 6 returns a piece one grade higher', () => {
    const actor = atGambler();
    const context = () => actor.getSnapshot().context;
    const offers = dungeonOffers(context(), 'exploring.acting').filter((o) => o.id.startsWith('gamble-'));
    expect(offers.map((o) => o.id)).toEqual(['gamble-1,0#0-ana-L']);
    expect(offers[0]?.odds).toBeCloseTo(4 / 6);
    const oxygen = context().exploration?.oxygen ?? 0;
    decide(actor, { type: 'gambler.play', key: '1,0#0', crewId: 'ana', slot: 'L' });
    expect(context().diceRequest).toMatchObject({ dice: 'd6', rule: 'kraken.gambler' });
    expect(context().diceRequest?.odds).toBeCloseTo(4 / 6);
    answer(actor, 6); // grade 4
    expect(context().sheets[0]?.inventory.L).toBeNull();
    expect(context().exploration?.oxygen).toBeLessThanOrEqual(oxygen);
    expect(journalLines(context()).join(' ')).toMatch(/Rifle .*d6 6, one grade higher — a grade 4 piece/);
    expect(context().diceRequest).toMatchObject({ dice: 'd20' });
    answer(actor, 15); // item
    answer(actor, 2); // row 2
    expect(actor.getSnapshot().value).toBe('treasure');
    decide(actor, { type: 'treasure.pick', side: 'left', crewId: 'ana', slot: 'L' });
    expect(context().sheets[0]?.inventory.L).toMatchObject({ kind: 'item', item: { id: 'medkit' } });
    expect(actor.getSnapshot().value).toEqual({ exploring: 'acting' });
  });

  it('a weapon without a full magazine counts one grade lower; a 1-2 lowers it again; cash pays credits', () => {
    const actor = atGambler(2);
    const context = () => actor.getSnapshot().context;
    const credits = context().credits;
    decide(actor, { type: 'gambler.play', key: '1,0#0', crewId: 'ana', slot: 'L' });
    answer(actor, 1); // counted 2, returns grade 1
    expect(journalLines(context()).join(' ')).toMatch(/counted 2 as not full.*a grade 1 piece/);
    answer(actor, 3); // cash
    answer(actor, 6); // extra cash die
    expect(context().credits).toBeGreaterThan(credits);
  });

  it('refusals name the rule: grade below 2, an empty slot, no gambler here', () => {
    const actor = atGambler();
    const context = actor.getSnapshot().context;
    expect(
      decisionProblem(context, { type: 'gambler.play', key: '1,0#0', crewId: 'ana', slot: 'R' }),
    ).toMatch(/grade 2 or better.*kraken\.gambler/);
    expect(
      decisionProblem(context, { type: 'gambler.play', key: '1,0#0', crewId: 'ana', slot: '1' }),
    ).toMatch(/no weapon or item in slot 1.*kraken\.gambler/);
    expect(
      decisionProblem(context, { type: 'gambler.play', key: '2,0#0', crewId: 'ana', slot: 'L' }),
    ).toMatch(/needs a gambler.*kraken\.gambler/);
  });

  it('sells equipment for half its value as an action; will not take back what it handed out this turn', () => {
    const actor = atGambler();
    const context = () => actor.getSnapshot().context;
    const offers = dungeonOffers(context(), 'exploring.acting').filter((o) =>
      o.id.startsWith('gambler-sell-'),
    );
    expect(offers.map((o) => o.id)).toEqual(['gambler-sell-1,0#0-ana-L', 'gambler-sell-1,0#0-ana-R']);
    const credits = context().credits;
    decide(actor, { type: 'gambler.sell', key: '1,0#0', crewId: 'ana', slot: 'R' });
    expect(context().diceRequest).toBeNull();
    expect(context().sheets[0]?.inventory.R).toBeNull();
    expect(context().credits).toBe(credits + 1);
    expect(journalLines(context()).at(-1)).toMatch(/sells the Knife to the gambler for 1 credits/);
    decide(actor, { type: 'gambler.play', key: '1,0#0', crewId: 'ana', slot: 'L' });
    answer(actor, 6);
    answer(actor, 15);
    answer(actor, 2);
    decide(actor, { type: 'treasure.pick', side: 'left', crewId: 'ana', slot: 'L' });
    expect(context().sheets[0]?.inventory.L).toMatchObject({ kind: 'item', item: { id: 'medkit' } });
    const refusal = /does not take back the Medkit.*kraken\.gambler/;
    expect(
      decisionProblem(context(), { type: 'gambler.sell', key: '1,0#0', crewId: 'ana', slot: 'L' }),
    ).toMatch(refusal);
    expect(
      decisionProblem(context(), { type: 'gambler.play', key: '1,0#0', crewId: 'ana', slot: 'L' }),
    ).toMatch(refusal);
    expect(dungeonOffers(context(), 'exploring.acting').filter((o) => o.id.includes('-ana-L'))).toEqual([]);
  });
});
