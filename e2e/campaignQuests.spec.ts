import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { choose } from './pages/choices';
import { openAtJobBoard, takeLedgerQuest, type JobBoardSave } from './pages/jobBoard';

/**
 * A quest the sheet leaves to the player (kraken.quest-master): the sample board's ledger row has no typed
 * target, so once it is in the quest log the player may mark it done on the ship; the campaign asks
 * again ("yes" or "keep it"), and on yes the reward is paid. The campaign starts from a save whose first
 * story line begins at 2BE (the job board event, a quest rolled on the d6), thrown with the player's dice.
 */

test('an untyped quest is marked done by the player, after a second yes, and paid', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  // The generated campaign save, started afresh: line 1 at 2BE, the player's own dice.
  const save = JSON.parse(readFileSync('e2e/fixtures-saves/kraken-campaign.v1.json', 'utf8')) as JobBoardSave;
  await openAtJobBoard(page, testInfo, save);
  // Phase 1: lead the lines; the job board's d6 picks row 5, the smuggler's ledger; take it.
  await takeLedgerQuest(page);
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
