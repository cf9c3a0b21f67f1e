import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CampaignPage } from './pages/CampaignPage';

/**
 * Issue 28 (crew), the campaign screen at 1280 × 720 as a new player sees it in phase 2: a step's count reads
 * as a count ("200 choices"), never like a price beside the real prices; and with no table on the stage the
 * crew's cards, the story lines and the ship sheet lie in the middle of the screen, each whole and uncovered,
 * nothing scrolled away in the side column.
 */

test.use({ viewport: { width: 1280, height: 720 } });

const STORY = ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass'];

/** Whether the whole box is inside the window and its corners and centre show the element itself. */
async function inSight(page: Page, what: Locator): Promise<boolean> {
  const box = await what.boundingBox();
  if (box === null) return false;
  if (box.x < 0 || box.y < 0 || box.x + box.width > 1280 || box.y + box.height > 720) return false;
  const handle = await what.elementHandle();
  return page.evaluate(
    ([el, b]) => {
      const points = [
        [b.x + 3, b.y + 3],
        [b.x + b.width - 3, b.y + 3],
        [b.x + 3, b.y + b.height - 3],
        [b.x + b.width - 3, b.y + b.height - 3],
        [b.x + b.width / 2, b.y + b.height / 2],
      ];
      return points.every(([x, y]) => {
        const at = document.elementFromPoint(x ?? 0, y ?? 0);
        return at !== null && el.contains(at);
      });
    },
    [handle, box] as const,
  );
}

async function toConstruction(page: Page): Promise<CampaignPage> {
  const campaign = new CampaignPage(page);
  await campaign.openAt('construction', STORY);
  return campaign;
}

test('a step of choices shows its count as a count, in a badge unlike a price', async ({ page }) => {
  test.setTimeout(120_000);
  await toConstruction(page);
  const bar = page.getByTestId('choices');
  const build = bar.getByTestId('choice-group-build-a-system');
  await expect(build).toBeVisible();
  // "Build a system [200 choices] ›", never "Build a system 200 ›": the badge a player sees says what it counts.
  const count = build.locator('.choice-count');
  await expect(count).toBeVisible();
  await expect(count).toHaveText(/^\d+ choices$/);
  await expect(build).toHaveAccessibleName(/Build a system \d+ choices/);
  const countColour = await count.evaluate((e) => getComputedStyle(e).color);
  // A real price, one step down: drawn apart from the count.
  await bar.getByTestId('choice-group-buy-a-system').click();
  const price = bar.getByTestId('choices-cost').first();
  await expect(price).toContainText('¢');
  expect(await price.evaluate((e) => getComputedStyle(e).color)).not.toBe(countColour);
  await page.screenshot({ path: 'test-results/campaign-choice-counts.png' });
});

test('with no table on the stage, the crew, the story lines and the ship sheet lie whole in the middle', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await toConstruction(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/campaign-ship-stage.png' });
  const stage = page.getByTestId('campaign-ship');
  const crew = stage.getByTestId('campaign-crew-panel');
  await expect(crew).toBeVisible();
  const cards = crew.locator('article.crew-card');
  expect(await cards.count()).toBe(3);
  for (const card of await cards.all())
    expect(await inSight(page, card), `${await card.locator('strong').textContent()}'s card`).toBe(true);
  expect(await inSight(page, stage.getByTestId('campaign-tracker')), 'the story lines').toBe(true);
  expect(await inSight(page, stage.getByTestId('ship-sheet')), 'the ship sheet').toBe(true);
  // The side column keeps the journal, whole in its card.
  expect(await inSight(page, page.getByTestId('campaign-journal')), 'the journal').toBe(true);
});

test('an empty blank weapon box on the ship sheet says it is empty, in words, once', async ({ page }) => {
  const campaign = new CampaignPage(page);
  await campaign.open();
  await campaign.start();
  const box = page.getByTestId('ship-box-blank-0');
  // It once read "blank weapon box 1 blank weapon box".
  await expect(box).toHaveText('blank weapon box 1 — empty');
});
