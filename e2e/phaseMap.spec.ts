import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DemoPage } from './pages/DemoPage';
import { QuickFightPage } from './pages/QuickFightPage';

/**
 * The phase map at 1280 × 720: folded into a toolbar button by default, opened beside the table (never over
 * its centre), the current step of every running machine lit, a nested machine drawn where it runs, and a
 * step's rule in a popover that closes without leaving the game.
 */
test.use({ viewport: { width: 1280, height: 720 } });

/** The table's centre is still the table's: what sits there belongs to the stage, not to the map. */
async function tableCentreIsFree(page: Page): Promise<void> {
  const stage = await page.locator('.stage-area').boundingBox();
  expect(stage).not.toBeNull();
  const x = (stage?.x ?? 0) + (stage?.width ?? 0) / 2;
  const y = (stage?.y ?? 0) + (stage?.height ?? 0) / 2;
  const onStage = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px ?? 0, py ?? 0)?.closest('.stage-area') !== null,
    [x, y],
  );
  expect(onStage, 'the centre of the table is covered').toBe(true);
}

const map = (page: Page) => page.getByTestId('phase-map');

test('the Quick fight on the phase map: the roll lit, the path taken, a rule in a popover', async ({
  page,
}) => {
  const fight = new QuickFightPage(page);
  await fight.setUp(['ada-voss', 'dax-ilyin'], 'Beasts', 1);
  await expect.poll(() => fight.waiting()).toContain('Reaction');

  // Folded by default: only the toolbar's button.
  await expect(map(page)).toHaveCount(0);
  await page.getByTestId('toggle-phases').click();
  await expect(map(page)).toBeVisible();
  await tableCentreIsFree(page);
  const now = map(page).locator('[aria-current="step"]');
  await expect(now).toHaveText('Reaction roll');
  await expect(map(page).locator('[data-machine="groundCombat"]').first()).toBeVisible();

  // The die moves the fight on; the roll stays marked as taken.
  await fight.dice(1);
  await expect(now).not.toHaveText('Reaction roll');
  const spawning = map(page).locator('[data-state="spawning"]');
  await expect(spawning).toHaveClass(/visited/);
  await spawning.locator('> .phase-row .phase-fold').click();
  await expect(map(page).locator('[data-state="spawning.reactionRoll"]')).toHaveClass(/visited/);
  await page.screenshot({ path: 'test-results/phase-map-fight.png' });

  // A step's rule in a popover, then closed: still the same fight.
  await map(page).locator('[data-state="initiative"] > .phase-row .phase-name').click();
  const rule = page.getByTestId('phase-rule');
  await expect(rule).toBeVisible();
  await expect(page.getByTestId('phase-rule-title')).not.toBeEmpty();
  await tableCentreIsFree(page);
  await page.screenshot({ path: 'test-results/phase-map-fight-rule.png' });
  await page.getByTestId('phase-rule-close').click();
  await expect(rule).toHaveCount(0);
  expect(page.url()).toContain('#/fight');
  await expect(page.getByTestId('dice-tray').or(page.getByTestId('choices'))).toBeVisible();
});

test('a campaign on the phase map: the story phase nested in the turn, lit where it runs', async ({
  page,
}) => {
  await page.goto('/#/campaign');
  const setup = page.getByTestId('campaign-setup');
  await expect(setup).toBeVisible();
  await setup.getByTestId('campaign-dice').selectOption('manual');
  await setup.getByTestId('campaign-step-summary').click();
  await page.getByTestId('campaign-start').click();
  await expect(page.getByTestId('campaign')).toBeVisible();

  await page.getByTestId('toggle-phases').click();
  await expect(map(page)).toBeVisible();
  await tableCentreIsFree(page);
  // The campaign invokes its story phase: drawn under the campaign's step, running, its step lit.
  const story = map(page).locator('.phase-machine.running[data-machine="storyPhase"]');
  await expect(story).toBeVisible();
  await expect(map(page).locator('.phase-machine.running')).toHaveCount(2);
  await expect(story.locator('[aria-current="step"]')).toHaveCount(1);
  // The machines the campaign runs later are named, folded, and unfold on demand.
  // The free action (phase 3) is folded while the story phase runs: unfold it, then its flight.
  await map(page).locator('[data-state="freeAction"] > .phase-row .phase-fold').click();
  const flight = map(page).locator('[data-state="freeAction.flight"] > .phase-row .phase-fold');
  await flight.click();
  await expect(map(page).locator('.phase-machine.idle[data-machine="spaceFlight"]')).toBeVisible();
  await page.screenshot({ path: 'test-results/phase-map-campaign.png' });

  await story.locator('[aria-current="step"]').click();
  await expect(page.getByTestId('phase-rule')).toBeVisible();
  await page.screenshot({ path: 'test-results/phase-map-campaign-rule.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('phase-rule')).toHaveCount(0);
  expect(page.url()).toContain('#/campaign');
  await expect(page.getByTestId('campaign')).toBeVisible();
});

test('in a rules demo the phase map follows the demo', async ({ page }) => {
  const demo = new DemoPage(page);
  await demo.open('sample', 'sample-demo-kraken-damage');
  await page.getByTestId('toggle-phases').click();
  await expect(map(page)).toBeVisible();
  await tableCentreIsFree(page);
  const now = map(page).locator('[aria-current="step"]');
  await expect(now).toHaveCount(1);
  const first = await now.textContent();
  for (let i = 0; i < 6 && (await now.textContent()) === first; i++) await demo.next();
  await expect(now).not.toHaveText(first ?? '');
  await page.screenshot({ path: 'test-results/phase-map-demo.png' });
});
