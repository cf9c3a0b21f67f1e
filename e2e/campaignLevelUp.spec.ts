import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose } from './pages/choices';
import { openAtJobBoard, takeLedgerQuest, type JobBoardSave } from './pages/jobBoard';

/**
 * XP spent on a positive trait on the ship (Space Kraken §14 Level Up, kraken.level-up: "allocate 2 Level ups
 * to gain a positive Trait", each level at its own square, 2² + 3² = 13 XP from Level 1). The XP comes from a
 * quest the player marks done: the generated campaign save, its first line at the job board (2BE), with the
 * smuggler's ledger paying 13 XP in this test's copy of the pack (its traits from the newest fixture save).
 */

const MODE = 'kraken-campaign';

test('13 XP buy Ada two levels and a positive trait, the price shown before the click', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const save = JSON.parse(readFileSync('e2e/fixtures-saves/kraken-campaign.v1.json', 'utf8')) as JobBoardSave;
  // The v1 save's pack predates traits in the catalogue: the newest save's pack lends its list.
  const newest = JSON.parse(readFileSync('e2e/fixtures-saves/kraken-campaign.v2.r9.json', 'utf8')) as {
    setup: { content: { catalogue: { traits: unknown[] } } };
  };
  save.setup.content.catalogue.traits = newest.setup.content.catalogue.traits;
  await openAtJobBoard(page, testInfo, save, (text) => {
    const paid = text.replace(/("quest": ?"Sample: the smuggler's ledger".*?"xp": ?)1/, '$113');
    expect(paid).toContain('"xp":13');
    return paid;
  });
  await takeLedgerQuest(page);
  await choose(page, 'quest-done:');
  await choose(page, 'quest-done-confirm');
  await expect(page.getByTestId('campaign-journal')).toContainText('13 XP');

  // The bar: Level up › Ada Voss › Positive trait (two Levels), each trait with its price.
  const bar = page.getByTestId('choices');
  await bar.getByRole('button', { name: /^Level up/ }).click();
  await bar.getByRole('button', { name: /^Ada Voss/ }).click();
  await bar.getByRole('button', { name: /^Positive trait \(two Levels\)/ }).click();
  const steady = page.getByTestId('choice-level:ada-voss:trait:steady-hands');
  await expect(steady).toBeVisible();
  await expect(steady).toContainText('13 XP');
  await page.screenshot({ path: testInfo.outputPath('level-up-trait.png') });
  await steady.click();

  const snap = (await snapshotOf(page, MODE)) as {
    context: {
      turn: { campaign: { xp: number; crew: { id: string; level: number; traits: { name: string }[] }[] } };
    };
  } | null;
  const ada = snap?.context.turn.campaign.crew.find((m) => m.id === 'ada-voss');
  expect(ada?.level).toBe(3);
  expect(ada?.traits.map((t) => t.name)).toContain('Steady Hands');
  expect(snap?.context.turn.campaign.xp).toBe(0);
  await page.screenshot({ path: testInfo.outputPath('level-up-done.png') });
});
