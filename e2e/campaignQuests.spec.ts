import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';
import { SavesPage } from './pages/SavesPage';
import type { Page } from '@playwright/test';

/**
 * A quest the sheet leaves to the player (kraken.quest-master): the sample board's ledger row has no typed
 * target, so once it is in the quest log the player may mark it done on the ship; the campaign asks
 * again ("yes" or "keep it"), and on yes the reward is paid. The campaign starts from a save whose first
 * story line begins at 2BE (the job board event, a quest rolled on the d6), thrown with the player's dice.
 */

const MODE = 'kraken-campaign';

async function waiting(page: Page): Promise<string | null> {
  const snap = await snapshotOf(page, MODE);
  return (snap?.waitingFor as { purpose: string } | null)?.purpose ?? null;
}

async function dice(page: Page, face: number): Promise<void> {
  const inputs = await page.locator('[data-testid^="die-input-0-"]').all();
  for (const input of inputs) await input.fill(String(face));
  await page.getByTestId('dice-submit').click();
}

test('an untyped quest is marked done by the player, after a second yes, and paid', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The generated campaign save, started afresh: line 1 at 2BE, the player's own dice.
  const save = JSON.parse(readFileSync('e2e/fixtures-saves/kraken-campaign.v1.json', 'utf8')) as {
    diceMode: string;
    events: unknown[];
    setup: { setup: { lineSet: { lines: { start: string }[] } } };
  };
  save.diceMode = 'manual';
  save.events = [];
  const first = save.setup.setup.lineSet.lines[0];
  if (first !== undefined) first.start = '2BE';
  const path = testInfo.outputPath('quest-board.json');
  writeFileSync(path, JSON.stringify(save));
  const saves = new SavesPage(page);
  await saves.loadScreen();
  await saves.importOnLoadScreen(path);
  await expect(page.getByTestId('campaign')).toBeVisible();

  // Phase 1: lead the lines; the job board's d6 picks row 5, the smuggler's ledger; take it.
  for (let i = 0; i < 40 && !(await offered(page)).includes('construction-pass'); i++) {
    const purpose = await waiting(page);
    if (purpose !== null) {
      await dice(page, /which quest/.test(purpose) ? 5 : /d20/.test(purpose) ? 15 : 1);
      continue;
    }
    const ids = await offered(page);
    const pick = ['lead:', 'read', 'choose-a', 'quest-accept', 'recovery-pass']
      .map((p) => ids.find((id) => id.startsWith(p)))
      .find((id) => id !== undefined);
    if (pick === undefined) throw new Error(`nothing to choose: ${ids.join(' ')}`);
    await choose(page, pick);
  }
  const quests = page.getByTestId('campaign-quests');
  await expect(quests).toContainText("Sample: the smuggler's ledger");
  await expect(quests).toContainText('you judge when it is done');
  await page.screenshot({ path: testInfo.outputPath('quest-log.png') });

  // Marking it done asks again; "keep it" leaves it, "yes" completes it.
  await choose(page, 'quest-done:');
  await expect(page.getByTestId('choice-quest-done-keep')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('quest-done-ask.png') });
  await choose(page, 'quest-done-keep');
  await expect(quests).toContainText("Sample: the smuggler's ledger");
  await choose(page, 'quest-done:');
  await choose(page, 'quest-done-confirm');
  await expect(page.getByTestId('campaign-journal')).toContainText(
    "Quest completed: “Sample: the smuggler's ledger”. Reward: 30 credits and 1 XP for the crew.",
  );
  await expect(page.getByText('No quests noted.')).toBeVisible();
});
