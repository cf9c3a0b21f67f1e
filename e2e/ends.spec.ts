import { expect, test } from './fixtures';
import { CampaignPage } from './pages/CampaignPage';
import { CrawlPage } from './pages/CrawlPage';
import { FringePage } from './pages/FringePage';
import { SavesPage } from './pages/SavesPage';

/**
 * The end of a game as a player meets it at 1280 × 720: a panel that says how it ended and offers what
 * comes next, and no empty choice bar (nothing is left to choose) or "follow the prompt" above nothing. A
 * last step can still be taken back from the panel, and "Back to the home page" leads home.
 */
test('a Fringe battle left with "It’s time to go!" ends on the game-over panel, which leads home', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const fringe = new FringePage(page);
  await fringe.open();
  await fringe.start({ battle: 'drill-at-the-gantry', crew: 'wren-crew', play: 'solo', dice: 'manual' });
  // Seize the Initiative missed (1 + 3 against 6); the roll stands, and the crew's first figure acts.
  await fringe.dice([1]);
  await fringe.choose('accept');
  await fringe.choose('time-to-go-a');

  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(page.getByTestId('game-over-how')).not.toBeEmpty();
  // Nothing is left to choose: no choice bar with only Undo and Redo on it, and the board's hint says where
  // the end is told.
  await expect(page.getByTestId('choices')).toHaveCount(0);
  await expect(page.getByTestId('fringe-board')).not.toContainText('Follow the prompt below');
  await expect(page.getByTestId('fringe-board')).toContainText('The battle is over');
  await page.screenshot({ path: test.info().outputPath('fringe-over.png') });

  // Taken back: the battle goes on, with its choices.
  await page.getByTestId('game-over-undo').click();
  await expect(over).toHaveCount(0);
  await expect(page.getByTestId('choices')).toBeVisible();
  await fringe.choose('time-to-go-a');
  await expect(over).toBeVisible();

  await over.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByTestId('modes')).toBeVisible();
});

test('a Quick crawl left by a teleporter ends on the game-over panel, which says how', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const crawl = new CrawlPage(page);
  await crawl.open();
  for (const step of ['deploy-', 'move-area:g', 'mines-brave']) await crawl.choose(step);
  while ((await crawl.waiting()) !== null) await crawl.dice(1);
  await crawl.choose('teleporter');

  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(page.getByTestId('game-over-how')).toContainText('went back to the ship by a teleporter');
  await expect(page.getByTestId('choices')).toHaveCount(0);
  await expect(page.getByText('Follow the prompt below')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('crawl-over.png') });
  await over.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByTestId('modes')).toBeVisible();
});

test('a salvage mission that has ended says how above its post-game, and what comes next', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const saves = new SavesPage(page);
  await saves.loadScreen();
  await saves.importOnLoadScreen('e2e/fixtures-saves/salvage-mission.salvage-postgame.v2.r5.json');
  const over = page.getByTestId('mission-over');
  await expect(over).toBeVisible();
  await expect(page.getByTestId('mission-over-how')).toContainText(/The mission ended after \d+ rounds?: /);
  await expect(page.getByTestId('mission-over-how')).toContainText(/ (won|lost)/);
  await expect(over).toContainText(/next mission/);
  await page.screenshot({ path: test.info().outputPath('salvage-over.png') });
  await over.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page.getByTestId('modes')).toBeVisible();
});

test('a campaign abandoned for another asks first, then opens the set-up', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const campaign = new CampaignPage(page);
  await campaign.open();
  await campaign.start();
  await page.getByTestId('campaign-new').click();
  await expect(page.getByTestId('campaign-new-question')).toBeVisible();
  await page.getByTestId('campaign-new-confirm').click();
  await expect(page.getByTestId('campaign-setup')).toBeVisible();
});
