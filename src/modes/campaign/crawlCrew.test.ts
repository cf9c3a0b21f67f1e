import { describe, expect, it } from 'vitest';
import { replay } from '../../game/replay';
import { Session } from '../../game/session';
import { campaignInvariants } from '../../rules/kraken/campaign/campaignState';
import { shipCatalogueOf } from '../../rules/kraken/campaign/campaignShip';
import type { CrewMember } from '../../rules/kraken/crew/crew';
import { currentSheets } from '../../rules/kraken/dungeon/crewSync';
import type { DungeonState } from '../../rules/kraken/dungeon/types';
import { campaignMode, journalLines } from './mode';
import { waitingAt } from './waitingAt';
import {
  cellOf,
  landAtTheDoor,
  offers,
  oneMapCampaign,
  pack,
  send,
  take,
  type CampaignSession,
} from './oneMapCampaign.testkit';

/**
 * Space Kraken §13 Shops, at a shop met in a campaign's crawl, through the session a player uses (issue 28
 * item 2 follow-ups): "You can buy a new Crew Member of a Level up to the Shop's grade. The cost of the Crew
 * Member is 10 Credits for each Level", "You can also sell Crew Members for 5 x Level", "You can never have
 * more than 4 Crew Members in play"; §3.3 "you may only ever command 4 Crew Members at any one time" and
 * "Your team cannot contain Crew Members that would cover each other's sheets"; §3.5 "No more than one of
 * your Crew Members may have the PSI Trait at any time"; §4 the dead are "removed from your team and erased".
 * The crawl's crew and purse are the campaign's; what the shop did is the campaign's once the crew is out.
 * Numbers: the Lantern's difficulty 2, a grade-6 laser barrier (8 damage), the sample crew's HP (twice
 * Strength: Cleo Marsh 4).
 */

const CLEO = 'cleo-marsh';

const crawl = (s: CampaignSession): DungeonState => s.active().snapshot.context as DungeonState;
const campaign = (s: CampaignSession) => s.getSnapshot().context.turn.campaign;

/** The one-map campaign: the crew's gear given, an achievement's 10¢ on top (enough for three hires). */
function start(
  cells: readonly string[],
  seed: string,
  content?: (c: ContentIn) => ContentIn,
): CampaignSession {
  const input = oneMapCampaign(cells, `crew-${seed}`);
  const achievements = [...pack.achievements.values()].filter((a) => a.id === 'sample-achievement-lantern');
  const setup = { ...input.setup, purchases: [], achievements };
  const built = { ...input, setup, content: content === undefined ? input.content : content(input.content) };
  return Session.start(campaignMode, { mode: campaignMode.id, seed, input: built }, 'digital');
}
type ContentIn = ReturnType<typeof oneMapCampaign>['content'];

/** Down at the Lantern's door, across the laser barrier (Cleo Marsh dies on it) and into the shop. */
function overTheLaserIntoTheShop(s: CampaignSession): void {
  landAtTheDoor(s);
  take(s, (o) => o.event.type === 'move', 'move onto the laser barrier');
  const cleo = currentSheets(crawl(s)).find((m) => m.id === CLEO);
  expect(cleo?.condition).toBe('killed');
  take(s, (o) => o.event.type === 'move', 'move onto the shop');
  take(s, (o) => o.event.type === 'shop.visit', 'shop visit');
}

/** A player's decision, sent as a click sends it; refused: the test fails with the rule's reason. */
function act(s: CampaignSession, event: Parameters<CampaignSession['send']>[0]): void {
  const done = s.send(event);
  expect(done.ok ? '' : done.reason).toBe('');
}

const hireOffer = (s: CampaignSession, id: string) => offers(s).find((o) => o.id === `hire-${id}`);

/** Templates neither on the sheet nor dead presets, in pack order. */
function spare(s: CampaignSession): string[] {
  const taken = new Set(crawl(s).sheets.map((m) => m.id));
  return [...pack.crewTemplates.keys()].filter((id) => !taken.has(id) && id !== 'dax-ilyin');
}

/** A hire at the crawl's shop, its steps clicked as offered: Level 1, with or without the gear (kraken.shop). */
function hireDown(s: Parameters<typeof take>[0], template: string, what: string, gear = false): void {
  take(s, (o) => o.id === `hire-${template}`, what);
  take(s, (o) => o.id === 'hire-level:1', `${what}: Level 1`);
  take(s, (o) => o.id === (gear ? 'hire-gear:take' : 'hire-gear:leave'), `${what}: the gear`);
}

describe('§13 Shops in a campaign crawl: the crew counted is the living crew (§3.3, §4)', () => {
  it('with one of three dead down there, the shop hires two more; all of them are on the campaign’s sheet after landing back', () => {
    const s = start(['>  L6  S2  EX'], 'dead-do-not-count');
    overTheLaserIntoTheShop(s);
    const [first, second] = spare(s);
    if (first === undefined || second === undefined) throw new Error('two spare templates');
    const credits = crawl(s).credits;
    hireDown(s, first, 'the first hire');
    // Two living and a new hire: the fourth place is free, though the dead one is still on the sheet.
    expect(hireOffer(s, second)).toBeDefined();
    hireDown(s, second, 'the second hire');
    expect(crawl(s).credits).toBe(credits - 20);
    // Four living: no fifth.
    const third = spare(s)[0] ?? '';
    expect(hireOffer(s, third)).toBeUndefined();
    const refused = s.send({ type: 'shop.hire', key: '2,0#0', template: third });
    expect(refused.ok ? '' : refused.reason).toMatch(/four.*kraken\.shop/);
    const hiredDown = crawl(s).sheets.filter((m) => m.id === first || m.id === second);
    const cleoGear = crawl(s).sheets.find((m) => m.id === CLEO)?.inventory;
    take(s, (o) => o.event.type === 'teleporter.out', 'teleporter out');
    expect(s.active().path).not.toContain('dungeon');
    const after = campaign(s);
    // The hires joined the campaign's crew sheet with what they carry; the dead one was erased (§4), her
    // gear collected into the ship's storage.
    expect(after.crew.map((m) => m.id)).toEqual(['ada-voss', 'brann-okafor', first, second]);
    for (const hired of hiredDown)
      expect(after.crew.find((m) => m.id === hired.id)?.inventory).toEqual(hired.inventory);
    const gear = Object.values(cleoGear ?? {}).filter((c) => c !== null);
    expect(gear.length).toBeGreaterThan(0);
    for (const piece of gear) expect(after.storage).toContainEqual(piece);
    expect(after.credits).toBe(credits - 20);
    expect(campaignInvariants(after, shipCatalogueOf(s.getSnapshot().context.content.ship))).toEqual([]);
    const again = replay(campaignMode, s.setup, s.log);
    expect(again.ok ? '' : again.reason).toBe('');
    s.dispose();
  });

  it('a dead crew member is not for sale, and the last living one is not sold', () => {
    const s = start(['>  L6  S2  EX'], 'dead-not-sold');
    overTheLaserIntoTheShop(s);
    expect(offers(s).some((o) => o.id === `sell-crew-${CLEO}`)).toBe(false);
    const sold = s.send({ type: 'shop.sellCrew', key: '2,0#0', crewId: CLEO });
    expect(sold.ok ? '' : sold.reason).toMatch(/Cleo Marsh.*dead.*kraken\.unconscious-killed/);
    // Ada Voss lies unconscious (6 HP, 8 damage): Brann Okafor, the last one standing, is not sold.
    const standing = s.send({ type: 'shop.sellCrew', key: '2,0#0', crewId: 'brann-okafor' });
    expect(standing.ok ? '' : standing.reason).toMatch(/last one standing.*kraken\.removing-crew/);
    // Two living: one is sold; the dead one does not make the other any less the last.
    act(s, { type: 'shop.sellCrew', key: '2,0#0', crewId: 'ada-voss' });
    const last = s.send({ type: 'shop.sellCrew', key: '2,0#0', crewId: 'brann-okafor' });
    expect(last.ok ? '' : last.reason).toMatch(/last crew member.*kraken\.removing-crew/);
    s.dispose();
  });
});

describe('§13 Shops in a campaign crawl: hired and sold crew are the campaign’s once the crew is out', () => {
  it('a crew member hired down there is on the campaign’s crew sheet with the gear they came with', () => {
    const s = start(['>  S2  EX'], 'hire-comes-back');
    landAtTheDoor(s);
    take(s, (o) => o.event.type === 'move', 'move onto the shop');
    take(s, (o) => o.event.type === 'shop.visit', 'shop visit');
    const hire = spare(s)[0] ?? '';
    hireDown(s, hire, 'a hire', true);
    const down = crawl(s).sheets.find((m) => m.id === hire);
    take(s, (o) => o.event.type === 'teleporter.out', 'teleporter out');
    const member = campaign(s).crew.find((m) => m.id === hire);
    expect(member).toEqual(down);
    // The campaign's journal says who came aboard.
    expect(journalLines(s.getSnapshot()).join('\n')).toMatch(
      new RegExp(`hired at a shop there, now with the crew: ${member?.name ?? '?'}`),
    );
    expect(Object.values(member?.inventory ?? {}).some((c) => c !== null)).toBe(true);
    s.dispose();
  });

  it('a crew member sold down there leaves the campaign’s crew sheet, for 5 credits a Level', () => {
    const s = start(['>  S2  EX'], 'sale-stays-sold');
    landAtTheDoor(s);
    take(s, (o) => o.event.type === 'move', 'move onto the shop');
    take(s, (o) => o.event.type === 'shop.visit', 'shop visit');
    const before = crawl(s).credits;
    take(s, (o) => o.id === 'sell-crew-brann-okafor', 'Brann Okafor to sell');
    take(s, (o) => o.event.type === 'teleporter.out', 'teleporter out');
    expect(campaign(s).crew.map((m) => m.id)).toEqual(['ada-voss', CLEO]);
    expect(journalLines(s.getSnapshot()).join('\n')).toMatch(/sold at a shop there: Brann Okafor/);
    expect(campaign(s).credits).toBe(before + 5);
    s.dispose();
  });
});

describe('§3.3, §3.5 at a crawl’s shop: one team, one sheet each, one PSI', () => {
  it('two sample templates printed on one fold-out sheet: with one of them on the team the other is refused, naming the rule', () => {
    const sela = pack.crewTemplates.get('sela-marrick');
    const hollis = pack.crewTemplates.get('hollis-brandt');
    // The sample pack's own (sample) fold-out sheet: the two are printed on it.
    expect(sela?.foldOut).toBeDefined();
    expect(hollis?.foldOut).toBe(sela?.foldOut);
    const s = start(['>  S2  EX'], 'fold-out');
    landAtTheDoor(s);
    take(s, (o) => o.event.type === 'move', 'move onto the shop');
    take(s, (o) => o.event.type === 'shop.visit', 'shop visit');
    hireDown(s, 'sela-marrick', 'Sela Marrick');
    expect(hireOffer(s, 'hollis-brandt')).toBeUndefined();
    const refused = s.send({ type: 'shop.hire', key: '1,0#0', template: 'hollis-brandt' });
    expect(refused.ok ? '' : refused.reason).toMatch(
      /Hollis Brandt.*Sela Marrick.*fold-out.*kraken\.crew-setup/,
    );
    s.dispose();
  });

  it('a second crew member with PSI is refused, naming the rule', () => {
    // A second PSI template in the pack's list (Dax Ilyin's sheet under another name).
    const twin = (c: ContentIn): ContentIn => {
      const dax = c.catalogue.crew?.find((m) => m.id === 'dax-ilyin');
      if (dax === undefined) throw new Error('Dax Ilyin');
      const other: CrewMember = { ...dax, id: 'ivo-test', name: 'Ivo Test' };
      return { ...c, catalogue: { ...c.catalogue, crew: [...(c.catalogue.crew ?? []), other] } };
    };
    const s = start(['>  S2  EX'], 'two-psi', twin);
    landAtTheDoor(s);
    take(s, (o) => o.event.type === 'move', 'move onto the shop');
    take(s, (o) => o.event.type === 'shop.visit', 'shop visit');
    // Room for two: one of the three is sold first.
    act(s, { type: 'shop.sellCrew', key: '1,0#0', crewId: 'brann-okafor' });
    expect(hireOffer(s, 'ivo-test')).toBeDefined();
    hireDown(s, 'dax-ilyin', 'Dax Ilyin');
    expect(hireOffer(s, 'ivo-test')).toBeUndefined();
    const refused = s.send({ type: 'shop.hire', key: '1,0#0', template: 'ivo-test' });
    expect(refused.ok ? '' : refused.reason).toMatch(/Dax Ilyin.*PSI.*kraken\.crew-traits/);
    s.dispose();
  });
});

describe('§7 at a crawl’s shop: builders busy aboard still count toward the 4', () => {
  it('with one of three building aboard, the shop down there hires one, not two', () => {
    const input = oneMapCampaign(['>  S2  EX'], 'crew-builders');
    // Line 1 starts where the Lantern goes onto the Starmap, so phase 3 can land there after phase 2's build.
    const lineSet = input.setup.lineSet;
    const lines = lineSet.lines.map((l, i) => (i === 0 ? { ...l, start: cellOf('!A4') } : l));
    const achievements = [...pack.achievements.values()].filter((a) => a.id === 'sample-achievement-lantern');
    const setup = { ...input.setup, purchases: [], achievements, lineSet: { ...lineSet, lines } };
    const s = Session.start(
      campaignMode,
      { mode: campaignMode.id, seed: 'builders', input: { ...input, setup } },
      'digital',
    );
    for (let i = 0; i < 60 && waitingAt(s.getSnapshot().value) !== 'construction'; i++) {
      const all = offers(s);
      const pick =
        ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass']
          .map((p) => all.find((o) => o.id.startsWith(p)))
          .find((o) => o !== undefined) ?? all[0];
      if (pick === undefined) throw new Error('nothing to choose');
      send(s, pick.event);
    }
    expect(waitingAt(s.getSnapshot().value)).toBe('construction');
    // One builder, over two turns: Brann Okafor stays aboard.
    take(s, (o) => /^build:.*:brann-okafor:2$/.test(o.id), 'a build by Brann Okafor');
    expect(campaign(s).construction?.builders).toEqual(['brann-okafor']);
    act(s, { type: 'construction.pass' });
    act(s, { type: 'free.land', key: campaign(s).starmap[0]?.key ?? '' });
    for (let i = 0; i < 5 && offers(s).every((c) => c.event.type !== 'deploy'); i++) {
      const first = offers(s)[0];
      if (first === undefined) throw new Error('nothing to choose before the deployment');
      send(s, first.event);
    }
    take(s, (o) => o.event.type === 'deploy', 'deployment');
    expect(crawl(s).sheets.map((m) => m.id)).toEqual(['ada-voss', CLEO]);
    take(s, (o) => o.event.type === 'move', 'move onto the shop');
    take(s, (o) => o.event.type === 'shop.visit', 'shop visit');
    const [first, second] = spare(s).filter((id) => id !== 'brann-okafor');
    if (first === undefined || second === undefined) throw new Error('two spare templates');
    hireDown(s, first, 'the first hire');
    expect(hireOffer(s, second)).toBeUndefined();
    const refused = s.send({ type: 'shop.hire', key: '1,0#0', template: second });
    expect(refused.ok ? '' : refused.reason).toMatch(/four.*kraken\.shop/);
    // Nor is the builder's own sheet hired a second time.
    const twice = s.send({ type: 'shop.hire', key: '1,0#0', template: 'brann-okafor' });
    expect(twice.ok ? '' : twice.reason).toMatch(/Brann Okafor.*already.*kraken\.crew-setup/);
    take(s, (o) => o.event.type === 'teleporter.out', 'teleporter out');
    expect(campaign(s).crew.map((m) => m.id)).toEqual(['ada-voss', 'brann-okafor', CLEO, first]);
    s.dispose();
  });
});
