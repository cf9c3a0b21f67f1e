import { describe, expect, it } from 'vitest';
import { samplePack } from '../../content/testSample';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import { mapOf } from '../../rules/tilemap/fixtures';
import { tileMapSchema } from '../../content/schemas/tileMap';
import { campaignInput, defaultChoices } from './campaignInput';
import { campaignMode } from './mode';

/**
 * Space Kraken §5 phase 2 ("You can also buy Ships and Ship upgrades at a Shop during Dungeon Exploration"),
 * §7 ("Any Ship or System you buy at a Shop is immediately delivered / installed"), §11 (sold for half) and
 * §13 Shops ("You can buy new Ships and Ship Systems here as well"): a shop met in a campaign's crawl deals
 * in the campaign's own ships, and what it did is the campaign's when the crew is out (issue 28, item 1).
 * Numbers: the book's Laser (5¢),
 * the sample pack's Tin Kettle hull (40¢).
 */

const pack = samplePack();
type CampaignSession = Session<typeof campaignMode.machine>;
interface Offer {
  readonly id: string;
  readonly label: string;
  readonly event: { readonly type: string; readonly leaderId?: string };
}

function cellOf(text: string): string {
  const at = [...pack.cgmSheets.values()].flatMap((sheet) =>
    Object.entries(sheet.cells).flatMap(([cell, t]) => (t === text ? [`${sheet.number}${cell}`] : [])),
  )[0];
  if (at === undefined) throw new Error(`no cell holds ${text}`);
  return at;
}

/** The sample campaign with line 1 on !A5 (a crawl) into a location of one small map: a shop by the door. */
function shopCampaign() {
  const built = campaignInput(pack, { ...defaultChoices(pack), practice: true });
  if (!built.ok) throw new Error(built.problems.map((p) => p.message).join(' '));
  const input = built.input;
  const lineSet = input.setup.lineSet;
  const lines = lineSet.lines.map((l, i) => (i === 0 ? { ...l, start: cellOf('!A5') } : l));
  const map = tileMapSchema.parse(mapOf(['>  S2  .  EX'], { id: 'shop-beside-the-door' }));
  const content = {
    ...input.content,
    maps: [...input.content.maps, map],
    locationTypes: input.content.locationTypes.map((t) =>
      t.id === 'sample-derelict-ore-hauler' ? { ...t, maps: [map.id] } : t,
    ),
  };
  // The crew's gear given rather than bought and an achievement's 10¢, so the purse can pay for a hull.
  const achievements = [...pack.achievements.values()].filter((a) => a.id === 'sample-achievement-lantern');
  return {
    ...input,
    content,
    setup: { ...input.setup, purchases: [], achievements, lineSet: { ...lineSet, lines } },
  };
}

const offers = (session: CampaignSession): readonly Offer[] =>
  session
    .choices()
    .filter((c) => c.disabled === undefined)
    .map((c): Offer => ({ id: c.id, label: c.label, event: c.event }));

function send(session: CampaignSession, event: Offer['event']): void {
  const done = session.send(event);
  if (!done.ok) throw new Error(done.reason);
}

function take(session: CampaignSession, pick: (o: Offer) => boolean, what: string): void {
  const found = offers(session).find(pick);
  if (found === undefined)
    throw new Error(
      `no ${what} at ${session.active().path.join('/')}: ${offers(session)
        .map((o) => o.id)
        .join(', ')}`,
    );
  send(session, found.event);
}

const crawlCredits = (session: CampaignSession): number =>
  (session.active().snapshot.context as { readonly credits: number }).credits;

/** Into the location through !A5, deployed, standing in the shop it has visited. */
function atTheShop(session: CampaignSession): void {
  send(session, { type: 'story.lead', leaderId: 'ada-voss' });
  send(session, { type: 'story.read' });
  expect(session.active().path).toEqual(['dungeon']);
  for (let i = 0; i < 5 && offers(session).every((c) => c.event.type !== 'deploy'); i++) {
    const first = offers(session)[0];
    if (first === undefined) throw new Error('nothing to choose before the deployment');
    send(session, first.event);
  }
  take(session, (o) => o.event.type === 'deploy', 'deployment');
  take(session, (o) => o.event.type === 'move', 'move onto the shop');
  take(session, (o) => o.event.type === 'shop.visit', 'shop visit');
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
