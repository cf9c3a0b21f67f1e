import { describe, expect, it } from 'vitest';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import { campaignMode } from './mode';
import { landAtTheDoor, oneMapCampaign, pack, take, type CampaignSession } from './oneMapCampaign.testkit';

/**
 * Space Kraken §5 phase 2 ("You can also buy Ships and Ship upgrades at a Shop during Dungeon Exploration"),
 * §7 ("Any Ship or System you buy at a Shop is immediately delivered / installed"), §11 (sold for half) and
 * §13 Shops ("You can buy new Ships and Ship Systems here as well"): a shop met in a campaign's crawl deals
 * in the campaign's own ships, and what it did is the campaign's when the crew is out (issue 28, item 1).
 * Numbers: the book's Laser (5¢),
 * the sample pack's Tin Kettle hull (40¢).
 */

const crawlCredits = (session: CampaignSession): number =>
  (session.active().snapshot.context as { readonly credits: number }).credits;

/** Into the location through !A5, deployed, standing in the shop it has visited. */
function atTheShop(session: CampaignSession): void {
  landAtTheDoor(session);
  take(session, (o) => o.event.type === 'move', 'move onto the shop');
  take(session, (o) => o.event.type === 'shop.visit', 'shop visit');
}

/** The one-map campaign with a shop by the door; the gear given and an achievement's 10¢, for a hull. */
function shopCampaign() {
  const input = oneMapCampaign(['>  S2  .  EX'], 'shop-beside-the-door');
  const achievements = [...pack.achievements.values()].filter((a) => a.id === 'sample-achievement-lantern');
  return { ...input, setup: { ...input.setup, purchases: [], achievements } };
}

describe('§13 Shops: ships and systems bought and sold in a campaign crawl are the campaign’s', () => {
  it('a ship bought and a system fitted at the crawl’s shop are in the campaign’s hangar and ship when the crew is out', () => {
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'fleet', input: shopCampaign() },
      'digital',
    );
    const before = session.getSnapshot().context.turn.campaign;
    expect(before.hangar ?? []).toEqual([]);
    const flying = before.ship.name;
    atTheShop(session);
    const start = crawlCredits(session);
    expect(start).toBeGreaterThanOrEqual(45);
    // §13: the shop deals in the campaign's ships; the one flying is the campaign's.
    take(session, (o) => o.id === 'ship-buy-tin-kettle', 'Tin Kettle for sale');
    expect(crawlCredits(session)).toBe(start - 40);
    take(session, (o) => o.id.startsWith('ship-system-buy-laser-'), 'a Laser for sale');
    expect(crawlCredits(session)).toBe(start - 40 - 5);
    const afterBuys = crawlCredits(session);
    // The log words the deals, never by their internal names.
    const lines = session.narrate();
    expect(lines.some((l) => l.includes('Buys a Tin Kettle'))).toBe(true);
    expect(lines.some((l) => l.includes('Buys a Laser for the ship'))).toBe(true);
    expect(lines.filter((l) => /shop\.(ship|system)\./.test(l))).toEqual([]);
    take(session, (o) => o.event.type === 'teleporter.out', 'teleporter out');
    // Out of the crawl: the story phase that sent the crew down goes on (§6 Event).
    expect(session.active().path).not.toContain('dungeon');
    const after = session.getSnapshot().context.turn.campaign;
    expect(after.credits).toBe(afterBuys);
    expect(after.hangar?.map((s) => s.name)).toEqual([`${flying} 2`]);
    expect(after.ship.name).toBe(flying);
    expect(after.ship.fitted.filter((f) => f.systemId === 'laser').length).toBe(
      before.ship.fitted.filter((f) => f.systemId === 'laser').length + 1,
    );
    // The log replays to the same campaign.
    const again = replay(campaignMode, session.setup, session.log);
    expect(again.ok ? '' : again.reason).toBe('');
    session.dispose();
  });

  it('a docked ship sold at the crawl’s shop leaves the campaign’s hangar, for half its price', () => {
    const session = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'fleet', input: shopCampaign() },
      'digital',
    );
    atTheShop(session);
    const start = crawlCredits(session);
    take(session, (o) => o.id === 'ship-buy-tin-kettle', 'Tin Kettle for sale');
    take(session, (o) => o.id === 'ship-sell-1', 'the docked Tin Kettle to sell');
    // §11: sold for half (40¢ → 20¢).
    expect(crawlCredits(session)).toBe(start - 40 + 20);
    take(session, (o) => o.event.type === 'teleporter.out', 'teleporter out');
    const after = session.getSnapshot().context.turn.campaign;
    expect(after.hangar ?? []).toEqual([]);
    expect(after.credits).toBe(start - 20);
    session.dispose();
  });
});
