import { writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { waitForAutosave } from './pages/bridge';
import { CrawlPage } from './pages/CrawlPage';
import { DiceLabPage } from './pages/DiceLabPage';
import { SalvagePage } from './pages/SalvagePage';
import { ISO_TIME, SavesPage } from './pages/SavesPage';

test('the home screen offers to continue the last autosaved game, named and timed', async ({ page }) => {
  const saves = new SavesPage(page);
  await saves.home();
  await expect(saves.continueCard).toHaveCount(0);

  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('d44');
  await lab.roll();
  await lab.autosaved();

  await saves.home();
  await expect(page.getByTestId('continue-title')).toHaveText('Dice lab — 1 roll');
  await expect(saves.continueCard).toContainText('Saved ');
  await expect(saves.continueCard).not.toContainText(ISO_TIME);
  await page.getByTestId('continue-open').click();
  await expect(page.getByTestId('dice-lab')).toBeVisible();
  await expect(lab.logLines).toHaveCount(3);
});

test('a salvage save slot is named by its mission and round, and deleted after a confirmation', async ({
  page,
}) => {
  const salvage = new SalvagePage(page);
  await salvage.open();
  await page.getByTestId('salvage-mission').selectOption('sample-refinery-run');
  for (const id of ['sample-scrapper', 'sample-foreman', 'sample-rigger'])
    await page.getByTestId(`crew-a-${id}`).check();
  await page.getByTestId('salvage-start').click();
  await expect(page.getByTestId('salvage-stage')).toBeVisible();

  const saves = new SavesPage(page);
  await expect(saves.barSlot('slot-1')).toContainText('empty');
  await saves.saveToSlot('slot-1');
  await expect(page.getByTestId('slot-title-slot-1')).toHaveText(
    'Salvage mission — Refinery Run, setting up',
  );
  await expect(saves.barSlot('slot-1')).not.toContainText(ISO_TIME);
  await waitForAutosave(page, 'salvage-mission');

  await saves.loadScreen();
  const slot = saves.loadSlot('slot-1');
  await expect(slot).toContainText('Salvage mission — Refinery Run, setting up');
  await expect(slot).toContainText('Slot 1 · saved ');
  await expect(page.getByTestId('slots')).not.toContainText(ISO_TIME);
  await expect(page.getByTestId('slots')).not.toContainText('autosave:');
  // "No" keeps the slot; "yes" empties it.
  await saves.deleteSlot('slot-1', 'cancel');
  await expect(slot).toBeVisible();
  await saves.deleteSlot('slot-1', 'confirm');
  await expect(slot).toHaveCount(0);
  await expect(saves.loadSlot('autosave:salvage-mission')).toBeVisible();
  await page.reload();
  await expect(saves.loadSlot('autosave:salvage-mission')).toBeVisible();
  await expect(saves.loadSlot('slot-1')).toHaveCount(0);
});

test('"Start a new crawl" asks before it replaces the crawl in progress', async ({ page }) => {
  const crawl = new CrawlPage(page);
  await crawl.open();
  await expect.poll(async () => (await crawl.snapshot())?.seed ?? null).not.toBeNull();
  const first = await crawl.snapshot();
  await page.getByTestId('crawl-new').click();
  await expect(page.getByTestId('crawl-new-question')).toContainText('Dungeon crawl —');
  await page.getByTestId('crawl-new-cancel').click();
  expect((await crawl.snapshot())?.seed).toBe(first?.seed);
  await page.getByTestId('crawl-new').click();
  await page.getByTestId('crawl-new-confirm').click();
  await expect.poll(async () => (await crawl.snapshot())?.seed).not.toBe(first?.seed);
});

test('a corrupt file on the Load screen is refused and the game in progress is untouched', async ({
  page,
}, testInfo) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('d44');
  await lab.roll();
  await lab.autosaved();
  const before = await lab.snapshot();

  const saves = new SavesPage(page);
  await saves.loadScreen();
  const corrupt = testInfo.outputPath('corrupt.json');
  writeFileSync(corrupt, '{"format":"tabletop-save","version":1,"mode":"dice-lab","events":[');
  await saves.importOnLoadScreen(corrupt);
  await expect(saves.loadError).toContainText('corrupt.json was not loaded');
  await expect(page.getByTestId('load-screen')).toBeVisible();

  await lab.open();
  await expect(lab.logLines).toHaveCount(3);
  expect(JSON.stringify((await lab.snapshot())?.context)).toBe(JSON.stringify(before?.context));
});
