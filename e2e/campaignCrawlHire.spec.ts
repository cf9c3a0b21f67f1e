import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';
import { atTheShopBesideTheDoor } from './pages/oneMapSave';

/**
 * Space Kraken §13 Shops ("You can buy a new Crew Member of a Level up to the Shop's grade ... 10 Credits for
 * each Level"): the campaign boards the Lantern (!A5, a crawl) whose maps are one small map with a shop beside
 * the door; the player hires a crew member there, sees the new card with the crew at once, teleports out, and
 * finds the hire on the campaign's crew sheet with the gear they came with. The crew's gear is given and an
 * achievement's 10¢ added, as in the crawl-fleet walk.
 */

const MODE = 'kraken-campaign';
const HIRE = 'Rook Tanaka';

interface Member {
  readonly id: string;
  readonly name: string;
  readonly inventory: Record<string, unknown>;
}

test('a crew member hired at a shop in the campaign’s crawl is on the campaign’s crew sheet after landing back', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { errors, credits: creditsNow } = await atTheShopBesideTheDoor(page, testInfo, MODE);

  const crewPanel = page.getByTestId('campaign-crew-panel');
  const before = await creditsNow();
  await expect(crewPanel).not.toContainText(HIRE);
  expect(await offered(page)).toContain('hire-rook-tanaka');
  await choose(page, 'hire-rook-tanaka');
  // §13: a Level up to the shop's grade at 10 credits a Level, then the template's gear, paid (§3.7).
  await choose(page, 'hire-level:1');
  await choose(page, 'hire-gear:take');
  // Rook Tanaka's sample gear: a Boarding Axe, a Buckler Plate and a Mesh Jacket, 8¢ each.
  const paid = before - 10 - 3 * 8;
  // The hire waits aboard, a card beside the crew's.
  await expect.poll(creditsNow).toBe(paid);
  await expect(crewPanel).toContainText(HIRE);
  await page.screenshot({ path: testInfo.outputPath('crawl-crew-hired.png') });

  await choose(page, 'teleporter');
  await expect
    .poll(async () => (await snapshotOf(page, MODE))?.active.path ?? ['dungeon'])
    .not.toContain('dungeon');
  // The campaign's own crew sheet holds the hire, with what they came with.
  const hired = async () => {
    const context = (await snapshotOf(page, MODE))?.context as
      { turn: { campaign: { crew: Member[] } } } | undefined;
    return context?.turn.campaign.crew.find((m) => m.name === HIRE);
  };
  await expect.poll(async () => (await hired())?.id).toBe('rook-tanaka');
  const gear = Object.values((await hired())?.inventory ?? {}).filter((c) => c !== null);
  expect(gear.length).toBeGreaterThan(0);
  await expect(crewPanel).toContainText(HIRE);
  await expect.poll(creditsNow).toBe(paid);
  await page.screenshot({ path: testInfo.outputPath('campaign-crew-after-landing.png') });
  expect(errors).toEqual([]);
});
