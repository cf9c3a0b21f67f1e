import { describe, expect, it } from 'vitest';
import { makeItem, makeWeapon } from '../../../src/rules/kraken/testkit/fixtures';
import { EMPTY_INVENTORY, putInSlot } from '../../../src/rules/kraken/crew/inventory';
import { carryWeapon } from '../../../src/rules/kraken/crew/weaponState';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import { dungeonOffers } from './offers';
import { decisionProblem } from './tasks';
import { decide, dungeonInput, location, sheet, start, tileMap } from './testkit';
import { journalLines } from '../../../src/rules/kraken/dungeon/narration';

/**
 * Trading at a visited stall (kraken.shop, kraken.ammo-dealer): the stock up to shop grade + difficulty
 * (one grade more at double price), selling for half, magazines; refusals name the rule.
 */

const pistol = makeWeapon({ id: 'pistol', name: 'Pistol', grade: 2, price: 8, ammo: 6 });
const cannon = makeWeapon({ id: 'cannon', name: 'Cannon', grade: 4, price: 30, ammo: 3 });
const huge = makeWeapon({ id: 'huge', name: 'Huge Gun', grade: 5, price: 50, ammo: 2 });
const medkit = makeItem({ id: 'medkit', name: 'Medkit', grade: 1, price: 4 });

function atStall(row: string, credits = 20) {
  const ana = sheet('ana', { inventory: putInSlot(EMPTY_INVENTORY, 'L', carryWeapon(pistol)) });
  const input = dungeonInput([tileMap(mapOf([row]))], [ana], {
    location: location({ mapIds: [1, 1, 1, 1], difficulty: 2 }),
    credits,
    catalogue: { weapons: [huge, cannon, pistol], items: [medkit] },
  });
  const actor = start(input);
  decide(actor, { type: 'deploy', entrance: tileSpaceId(0, 0), crewIds: ['ana'] });
  decide(actor, { type: 'move', to: tileSpaceId(1, 0) });
  return actor;
}

describe('dungeon crawl machine: trading', () => {
  it('an S1 stall at difficulty 2 sells up to grade 3, grade 4 as rare at double price, sorted by grade', () => {
    const actor = atStall('>  S1  EX', 100);
    const before = dungeonOffers(actor.getSnapshot().context, 'exploring.acting').map((o) => o.id);
    expect(before.some((id) => id.startsWith('buy-'))).toBe(false);
    decide(actor, { type: 'shop.visit', key: '1,0#0' });
    const offers = dungeonOffers(actor.getSnapshot().context, 'exploring.acting');
    const buys = offers.filter((o) => o.id.startsWith('buy-'));
    expect(buys.map((o) => o.id)).toEqual(['buy-medkit', 'buy-pistol', 'buy-cannon']);
    expect(buys[2]?.label).toMatch(/60 credits, rare/);
    const credits = actor.getSnapshot().context.credits;
    decide(actor, { type: 'shop.buy', key: '1,0#0', piece: 'cannon', crewId: 'ana', slot: 'R' });
    const context = actor.getSnapshot().context;
    expect(context.credits).toBe(credits - 60);
    expect(context.sheets[0]?.inventory.R).toMatchObject({
      kind: 'weapon',
      weapon: { id: 'cannon' },
      ammo: 3,
    });
    expect(journalLines(context).at(-1)).toMatch(/buys the Cannon .* 60 credits, rare/);
    expect(
      decisionProblem(context, { type: 'shop.buy', key: '1,0#0', piece: 'huge', crewId: 'ana', slot: '1' }),
    ).toMatch(/up to grade 3 \(grade 4 as rare equipment\).*kraken\.shop/);
  });

  it('refuses without credits or a free slot, sells for half and buys magazines', () => {
    const actor = atStall('>  S1  EX', 3);
    decide(actor, { type: 'shop.visit', key: '1,0#0' });
    const context = () => actor.getSnapshot().context;
    expect(
      decisionProblem(context(), {
        type: 'shop.buy',
        key: '1,0#0',
        piece: 'pistol',
        crewId: 'ana',
        slot: '1',
      }),
    ).toMatch(/Not enough credits.*kraken\.shop/);
    expect(
      decisionProblem(context(), {
        type: 'shop.buy',
        key: '1,0#0',
        piece: 'medkit',
        crewId: 'ana',
        slot: 'L',
      }),
    ).toMatch(/slot L is not free.*kraken\.inventory/);
    const credits = context().credits;
    decide(actor, { type: 'shop.ammo', key: '1,0#0', weaponId: 'pistol', crewId: 'ana', slot: 'L' });
    expect(context().credits).toBe(credits - 2);
    expect(context().sheets[0]?.inventory.L).toMatchObject({ spareMagazine: true });
    decide(actor, { type: 'shop.sell', key: '1,0#0', crewId: 'ana', slot: 'L' });
    expect(context().credits).toBe(credits - 2 + 4);
    expect(context().sheets[0]?.inventory.L).toBeNull();
  });

  it('an ammo dealer sells two magazines for the grade, up to difficulty + 1, and nothing else', () => {
    const actor = atStall('>  AD  EX', 10);
    decide(actor, { type: 'ammo.visit', key: '1,0#0' });
    const context = () => actor.getSnapshot().context;
    expect(
      decisionProblem(context(), {
        type: 'shop.buy',
        key: '1,0#0',
        piece: 'medkit',
        crewId: 'ana',
        slot: '1',
      }),
    ).toMatch(/only ammo/);
    decide(actor, { type: 'shop.ammo', key: '1,0#0', weaponId: 'pistol', crewId: 'ana', slot: '1' });
    expect(context().credits).toBe(8);
    expect(context().sheets[0]?.inventory['1']).toEqual({ kind: 'magazines', weaponId: 'pistol', count: 2 });
  });
});
