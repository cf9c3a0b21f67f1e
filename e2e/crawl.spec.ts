import { expect, test } from './fixtures';
import { waitForAutosave } from './pages/bridge';
import { CrawlPage } from './pages/CrawlPage';

test('a Quick crawl with manual dice: a mine, a bulkhead, a fight, a shop, two maps, leaving the location', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const crawl = new CrawlPage(page);
  await crawl.open();
  await page.getByTestId('dice-mode-manual').check();

  // Map 1: deploy at the entrance; the free move onto the mined gantry sets off M1.
  await crawl.choose('deploy-');
  await expect(page.getByTestId('crawl-hud')).toContainText('map 1 of 8');
  await crawl.choose('move-area:g');
  await expect(page.getByTestId('prompt-text')).toContainText('Mines');
  await crawl.choose('mines-disarm-ada');
  await expect(page.getByTestId('dice-tray')).toContainText('%');
  await crawl.dice(6, 6);

  // The B1 bulkhead: 2d6 + Tech against 11.
  await crawl.choose('move-tile:6,6');
  await crawl.choose('bulkhead-');
  await crawl.dice(6, 6);
  // The gantry is open to space (AO: NO): stepping onto the bulkhead cost 1 oxygen; the sealed corridor
  // behind it is breathable (AI: YES) and costs none.
  await expect(page.getByTestId('crawl-oxygen')).toHaveText('Oxygen 29/30');
  await crawl.choose('move-area:c');
  await expect(page.getByTestId('crawl-oxygen')).toHaveText('Oxygen 29/30');

  // E1 in the locker room: no avoiding it this time — fight, with the real ground combat.
  await crawl.choose('move-tile:12,5');
  await crawl.choose('move-area:r');
  await expect(page.getByTestId('prompt-text')).toContainText('enemy');
  await crawl.choose('fight');
  await expect(page.getByTestId('crawl-fight')).toBeVisible();

  // Saved in the middle of the fight (inside the crawl), the page reloaded: the same fight waits for the
  // same die, and it is finished with the same dice.
  await crawl.dice(1, 1);
  await waitForAutosave(page, 'dungeon-crawl');
  const before = await crawl.snapshot();
  expect(before?.active.path).toEqual(['groundCombat']);
  await page.reload();
  await expect(page.getByTestId('crawl-fight')).toBeVisible();
  const after = await crawl.snapshot();
  expect(after?.active.path).toEqual(['groundCombat']);
  expect(after?.logLength).toBe(before?.logLength);
  expect(after?.waitingFor).toEqual(before?.waitingFor);
  expect(after?.active.context).toEqual(before?.active.context);
  await crawl.winFight();
  await expect(page.getByTestId('game-log')).toContainText('Victory');

  // Out through the service passage to the exit, and on to map 2.
  for (const step of ['move-tile:12,5', 'move-area:c', 'move-area:d', 'move-tile:7,9', 'exit'])
    await crawl.choose(step);
  await expect(page.getByTestId('prompt-text')).toBeVisible();
  await crawl.choose('arrive-');
  await expect(page.getByTestId('crawl-hud')).toContainText('map 2 of 8');
  await expect(page.getByTestId('minimap-map-1')).toHaveAttribute('data-state', /cleared/);
  await crawl.choose('move-area:h');

  // The pedlar's stall (S1) in the corridor: a visit is an action.
  await crawl.choose('shop-');
  await expect(page.getByTestId('game-log')).toContainText('Visits the stall S1');

  // Trading at the stall costs no action: a magazine for a carried weapon, paid in credits.
  const credits = Number(await page.getByTestId('crawl-credits').textContent());
  await crawl.choose('ammo-buy-');
  await expect(page.getByTestId('crawl-credits')).not.toHaveText(String(credits));
  expect(Number(await page.getByTestId('crawl-credits').textContent())).toBeLessThan(credits);
  await expect(page.getByTestId('game-log')).toContainText('buys ammo for');

  // On to the observation deck and out through the exit location "/".
  await crawl.choose('move-area:o');
  await crawl.choose('move-tile:25,7');
  await crawl.choose('exit-location');
  for (let i = 0; i < 4 && (await crawl.snapshot())?.value !== 'done'; i++) {
    const offered = await crawl.choices();
    const next = offered.find((id) => id.startsWith('reward-')) ?? offered[0];
    if (next === undefined) break;
    await crawl.choose(next);
  }
  expect((await crawl.snapshot())?.value).toBe('done');
  await expect(page.getByTestId('prompt-text')).toContainText('exploration is over');
});

test('the crawl has a map legend that says what the letters on the map mean', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const crawl = new CrawlPage(page);
  await crawl.open();
  const legend = page.getByTestId('crawl-map-legend');
  await legend.locator('summary').press('Enter');
  await expect(page.getByTestId('legend-enemy')).toContainText('enemy of level');
  await expect(page.getByTestId('legend-treasure')).toContainText('T');
  await legend.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/crawl-map-legend.png' });
});
