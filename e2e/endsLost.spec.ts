import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { CampaignPage } from './pages/CampaignPage';
import { choose } from './pages/choices';
import { expectTheEnd } from './pages/ends';
import { startSpaceCombat } from './pages/space';

/**
 * The two ends a player meets when things go wrong, walked at 1280 × 720 with the player's own dice: a space
 * combat lost because the crew's ship is destroyed (stand-alone, and the first flight of a campaign, which
 * loses the campaign with it: Space Kraken §3.9, §10). Each ends on the game-over panel: how it ended in
 * words, the rule it ended by opened beside the game (the game stays on screen), and what comes next.
 *
 * The Tin Kettle with the book's starter fit against flight 8 (Drone picket: three drones of 3 damage): the
 * crew holds its fire, every drone hits (a 6) and no system is hit (a 1); the third hit takes the last SP.
 */

test.use({ viewport: { width: 1280, height: 720 } });

/** Every die of the waiting roll shows `face`. */
async function throwAll(page: Page, face: number): Promise<void> {
  await expect(page.getByTestId('dice-tray')).toBeVisible();
  for (const input of await page.locator('[data-testid^="die-input-"]').all()) await input.fill(String(face));
  await page.getByTestId('dice-submit').click();
}

/** Turn 1 of flight 8 with nobody acting: three drone hits (6s), no system damage (1s). */
async function loseToTheDrones(page: Page, mode: string): Promise<void> {
  await choose(page, 'objectives-done');
  await choose(page, 'fire-hold');
  for (const purpose of [
    /Drone \(1\) fires/,
    /System damage/,
    /Drone \(2\) fires/,
    /System damage/,
    /Drone \(3\) fires/,
  ]) {
    await expect
      .poll(
        async () =>
          ((await snapshotOf(page, mode))?.waitingFor as { purpose?: string } | null)?.purpose ?? '',
      )
      .toMatch(purpose);
    await throwAll(page, /System damage/.test(purpose.source) ? 1 : 6);
  }
}

/** The rule link opens its entry beside the game: the game-over panel stays, and the entry closes again. */
async function ruleBesideTheGame(page: Page, title: string): Promise<void> {
  await page.getByTestId('game-over-rule').click();
  const aside = page.getByTestId('prompt-rule-popover');
  await expect(aside).toBeVisible();
  await expect(aside.getByTestId('prompt-rule-popover-title')).toHaveText(title);
  await expect(page).not.toHaveURL(/#\/rules/);
  await expect(page.getByTestId('game-over')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('rule-beside.png') });
  await aside.getByTestId('prompt-rule-popover-close').click();
  await expect(aside).toHaveCount(0);
}

test('a space combat lost by the ship’s destruction ends on the game-over panel, which offers another', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startSpaceCombat(page, 'starter', 8);
  await loseToTheDrones(page, 'space-combat');
  await expectTheEnd(page, /lost after 1 turn — your ship destroyed/, 'End of space combat');
  await page.screenshot({ path: test.info().outputPath('space-lost.png') });
  await ruleBesideTheGame(page, 'End of space combat');
  await page.getByTestId('game-over-another').click();
  await expect(page.getByTestId('space-setup')).toBeVisible();
});

test('a campaign whose ship is destroyed on its first flight is lost, and the game-over panel says so', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const campaign = new CampaignPage(page);
  await campaign.open();
  await campaign.setup.getByTestId('campaign-dice').selectOption('manual');
  await campaign.start();
  await campaign.until('construction', [
    'lead:',
    'read',
    'choose-a',
    'quest-accept',
    'starmap-drop',
    'recovery-pass',
  ]);
  await campaign.choose('construction-pass');
  // Phase 3: a flight of difficulty 3; the avoid check fails on a 1, the d3 shows 2: flight 8.
  await campaign.choose('free-flight');
  await campaign.choose('flight-difficulty-3');
  await campaign.choose('flight-set-off');
  await campaign.choose('flight-avoid');
  await campaign.dice([[1]]);
  await campaign.dice([[3]]);
  await expect(page.getByTestId('campaign-flight-number')).toContainText('Flight number 8');
  await loseToTheDrones(page, CampaignPage.MODE);
  await expectTheEnd(
    page,
    /lost on turn 1: the ship was destroyed in a space combat \(flight 8, Drone picket\)/,
    'Winning and losing',
  );
  await expect(page.getByTestId('campaign-over')).toContainText('The campaign is lost');
  await expect(page.getByTestId('campaign-journal')).toContainText('the campaign is lost');
  await page.screenshot({ path: test.info().outputPath('campaign-lost.png') });
  await ruleBesideTheGame(page, 'Winning and losing');
  await page.getByTestId('game-over-another').click();
  await expect(page.getByTestId('campaign-setup')).toBeVisible();
});
