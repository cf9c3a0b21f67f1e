import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';
import { importCampaignAt } from './pages/savedCampaign';
import { SavesPage } from './pages/SavesPage';

/**
 * A click on a fight's figure on the table does what its button in the figure list does, at 1280 × 720: on
 * the crawl's tile map (the Quick crawl's fight, from the frozen save of a crawl in a fight) and on the table
 * of a story event's fight in a campaign (Vask's ambush, read at 2BJ). A drag from a figure never acts.
 */
test.use({ viewport: { width: 1280, height: 720 } });

/**
 * Takes the fight's steps (digital dice roll themselves) until a crew member's figure is what the step asks
 * for: the one to act, or the one an enemy attacks. Returns who, and whether they act.
 */
async function untilACrewMemberIsPicked(page: Page): Promise<{ who: string; acts: boolean }> {
  for (let i = 0; i < 20; i++) {
    const ids = await offered(page);
    const pick = ids.find((id) => id.startsWith('activate-')) ?? ids.find((id) => id.startsWith('target-'));
    if (pick !== undefined)
      return { who: pick.replace(/^(activate|target)-/, ''), acts: pick.startsWith('activate-') };
    const next = ['initiative', 'reaction-skip', 'keep', 'psi-skip']
      .map((p) => ids.find((id) => id.startsWith(p)))
      .find((id) => id !== undefined);
    if (next === undefined) throw new Error(`no way to a crew member's turn: ${ids.join(' ')}`);
    await choose(page, next);
  }
  throw new Error('no crew member came to act');
}

/** The crew member acting in the fight that plays now, or null. */
async function acting(page: Page, mode: string): Promise<string | null> {
  const context = (await snapshotOf(page, mode))?.active.context as {
    fight: { activation: { crewId: string } | null };
  };
  return context.fight.activation?.crewId ?? null;
}

async function logLength(page: Page, mode: string): Promise<number> {
  return (await snapshotOf(page, mode))?.logLength ?? 0;
}

test('a click on a crew member on the crawl’s map picks them to act; a drag from them does nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const saves = new SavesPage(page);
  await saves.loadScreen();
  await saves.importOnLoadScreen('e2e/fixtures-saves/dungeon-crawl.crawl-fight.v2.r5.json');
  await expect(page.getByTestId('crawl')).toBeVisible();
  await expect
    .poll(async () => (await snapshotOf(page, 'dungeon-crawl'))?.active.path)
    .toEqual(['groundCombat']);
  const { who, acts } = await untilACrewMemberIsPicked(page);
  await expect(page.getByTestId(`tile-figure-${who}`)).toBeVisible();
  await page.waitForFunction((id) => window.__tabletop?.tileMapProbe()?.figure(id) != null, who);
  const at = await page.evaluate((id) => window.__tabletop?.tileMapProbe()?.figure(id) ?? null, who);
  if (at === null) throw new Error('the figure is not on the map');

  // A drag that starts on the figure orbits the camera and picks nobody.
  const before = await logLength(page, 'dungeon-crawl');
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.move(at.x + 60, at.y + 30, { steps: 6 });
  await page.mouse.up();
  expect(await logLength(page, 'dungeon-crawl')).toBe(before);
  await page.getByTestId('view-reset').click();

  // A click on it: the same decision as its "Act" button in the figure list.
  await expect(page.getByTestId(`figure-pick-${who}`)).toBeVisible();
  const again = await page.evaluate((id) => window.__tabletop?.tileMapProbe()?.figure(id) ?? null, who);
  if (again === null) throw new Error('the figure left the map');
  await page.mouse.click(again.x, again.y);
  await expect.poll(() => logLength(page, 'dungeon-crawl')).toBe(before + 1);
  if (acts) expect(await acting(page, 'dungeon-crawl')).toBe(who);
  await page.screenshot({ path: test.info().outputPath('crawl-figure-click.png') });
});

test('a story event’s fight is drawn on a table with its figures and live HP; a click on a figure acts', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await importCampaignAt(page, testInfo, '2BJ');
  await choose(page, 'lead:');
  await choose(page, 'read');
  await expect(page.getByTestId('campaign-fight')).toBeVisible();
  const table = page.getByTestId('campaign-fight-table');
  await expect(table).toBeVisible();
  await expect(table.getByTestId('table-canvas').locator('canvas')).toBeVisible();
  // The canvas takes its size once laid out: the table is drawn, not only cards.
  await expect
    .poll(async () => (await table.getByTestId('table-canvas').boundingBox())?.height ?? 0)
    .toBeGreaterThan(250);

  const { who, acts } = await untilACrewMemberIsPicked(page);
  const fight = (await snapshotOf(page, 'kraken-campaign'))?.active.context as {
    fight: {
      crew: { id: string; hp: number }[];
      enemies: { uid: string; hp: number; profile: { hp: number } }[];
    };
  };
  // Every figure's label names it with its HP, as the fight holds it.
  for (const e of fight.fight.enemies)
    await expect(page.getByTestId(`board-label-${e.uid}`)).toContainText(
      `${Math.max(0, e.hp)}/${e.profile.hp} HP`,
    );
  const member = fight.fight.crew.find((c) => c.id === who);
  await expect(page.getByTestId(`board-label-${who}`)).toContainText(`${member?.hp ?? '?'}/`);

  await page.waitForFunction((id) => window.__tabletop?.boardProbe()?.figureBounds(id) != null, who);
  const bounds = await page.evaluate((id) => window.__tabletop?.boardProbe()?.figureBounds(id) ?? null, who);
  if (bounds === null) throw new Error('the crew member is not on the table');
  const before = await logLength(page, 'kraken-campaign');
  await page.mouse.click(bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
  // The decision is logged (digital dice may follow it at once).
  await expect.poll(() => logLength(page, 'kraken-campaign')).toBeGreaterThan(before);
  if (acts) expect(await acting(page, 'kraken-campaign')).toBe(who);
  await page.screenshot({ path: testInfo.outputPath('story-fight-table.png') });
});
