import { describe, expect, it } from 'vitest';
import { samplePack } from '../../../src/content/testSample';
import { journalLines } from '../../../src/rules/kraken/dungeon/narration';
import { mapOf } from '../../../src/rules/tilemap/fixtures';
import { tileSpaceId } from '../../../src/rules/tilemap/graph';
import { dungeonOffers } from './offers';
import { dungeonOutput } from './output';
import { decisionProblem } from './tasks';
import { decide, dungeonInput, location, sheet, start, tileMap } from './testkit';

/**
 * Issue 28 item 2: a shop met during a crawl sells ships and ship systems (§5 phase 2 "You can also buy Ships
 * and Ship upgrades at a Shop during Dungeon Exploration", §13 "You can buy new Ships and Ship Systems here as
 * well") and buys them for half (§11), as the campaign's shops do; what it changed goes back to the campaign.
 * Numbers: the sample pack's Tin Kettle (40¢ hull), Laser 5¢ (sold for 3¢), Primary Shields 10¢.
 */

const pack = samplePack();
const content = { systems: [...pack.shipSystems.values()], hulls: [...pack.hulls.values()] };
const kettle = {
  name: 'Tin Kettle',
  hullId: 'tin-kettle',
  fitted: [{ id: 's1', systemId: 'laser', box: { kind: 'printed' as const, index: 11 }, damaged: false }],
};

function atShop(credits: number, withShips = true) {
  const input = dungeonInput([tileMap(mapOf(['>  S2  EX']))], [sheet('ana')], {
    location: location({ mapIds: [1, 1, 1, 1], difficulty: 2 }),
    credits,
    ...(withShips ? { ships: { fleet: [kettle], content } } : {}),
  });
  const actor = start(input);
  decide(actor, { type: 'deploy', entrance: tileSpaceId(0, 0), crewIds: ['ana'] });
  decide(actor, { type: 'move', to: tileSpaceId(1, 0) });
  decide(actor, { type: 'shop.visit', key: '1,0#0' });
  return actor;
}

describe('dungeon crawl machine: ships and ship systems at a shop', () => {
  it('fits a bought system at once, buys a ship docked beside the one flying, and sells both for half', () => {
    const actor = atShop(100);
    const context = () => actor.getSnapshot().context;
    const ids = dungeonOffers(context(), 'exploring.acting').map((o) => o.id);
    expect(ids).toContain('ship-system-buy-primary-shields-printed9');
    expect(ids).toContain('ship-buy-tin-kettle');
    expect(ids).toContain('ship-system-sell-s1');
    const credits = context().credits;
    decide(actor, {
      type: 'shop.system.buy',
      key: '1,0#0',
      systemId: 'primary-shields',
      box: { kind: 'printed', index: 9 },
    });
    expect(context().credits).toBe(credits - 10);
    decide(actor, { type: 'shop.system.sell', key: '1,0#0', fittedId: 's1' });
    expect(context().credits).toBe(credits - 10 + 3);
    decide(actor, { type: 'shop.ship.buy', key: '1,0#0', hullId: 'tin-kettle' });
    expect(context().credits).toBe(credits - 10 + 3 - 40);
    expect(journalLines(context()).at(-1)).toMatch(/Tin Kettle 2 is bought for 40 credits/);
    expect(decisionProblem(context(), { type: 'shop.ship.sell', key: '1,0#0', ship: 0 })).toMatch(
      /choose another ship to fly.*kraken\.ship-systems/,
    );
    decide(actor, { type: 'shop.ship.sell', key: '1,0#0', ship: 1 });
    expect(context().credits).toBe(credits - 10 + 3 - 40 + 20);
    // What the shop did goes back to the campaign with the crawl's output.
    expect(dungeonOutput(context()).fleet).toEqual([
      {
        ...kettle,
        fitted: [
          { id: 's2', systemId: 'primary-shields', box: { kind: 'printed', index: 9 }, damaged: false },
        ],
      },
    ]);
  });

  it('refuses on price and on the box, naming the rule', () => {
    const actor = atShop(30);
    const context = actor.getSnapshot().context;
    expect(decisionProblem(context, { type: 'shop.ship.buy', key: '1,0#0', hullId: 'tin-kettle' })).toBe(
      // 30¢ and the first visit's junk bonus (Charisma − 2).
      `The Tin Kettle costs 40¢ as an empty hull but the crew has ${context.credits}¢ (kraken.hull-armor).`,
    );
    expect(
      decisionProblem(context, {
        type: 'shop.system.buy',
        key: '1,0#0',
        systemId: 'laser',
        box: { kind: 'printed', index: 11 },
      }),
    ).toMatch(/already holds Laser.*kraken\.ship-systems/);
  });
});
