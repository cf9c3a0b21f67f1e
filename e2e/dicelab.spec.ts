import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { DiceLabPage } from './pages/DiceLabPage';

test('digital dice: pick a check, read its odds, roll, undo and redo', async ({ page }) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await expect(lab.prompt).toContainText('Pick a check');
  await lab.choosePreset('bulkhead-b2-tech5');
  // Space Kraken §13: 2d6 + Tech 5 against 10 + 2 — 21 of 36 outcomes reach 7 on the dice.
  await expect(lab.plan).toContainText('58.3%');
  await expect(page.getByTestId('distribution-chart')).toBeVisible();
  await expect(page.getByTestId('choice-roll')).toContainText('58.3%');
  await lab.roll();
  await expect(lab.logLines).toHaveCount(3);
  await expect(lab.logLines.nth(2)).toContainText('digital dice');
  await expect(lab.logLines.nth(2)).toContainText('odds 58.3%');
  const rolled = await lab.snapshot();
  expect(rolled?.value).toBe('rolled');
  await lab.undo();
  await expect(lab.logLines).toHaveCount(1);
  expect((await lab.snapshot())?.value).toBe('ready');
  await lab.redo();
  await expect(lab.logLines).toHaveCount(3);
  expect(JSON.stringify((await lab.snapshot())?.context)).toBe(JSON.stringify(rolled?.context));
  await expect(page.getByTestId('dice-table').locator('canvas')).toBeVisible();
});

test('manual dice: the tray refuses a face that is not on the die and takes real ones', async ({ page }) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.useManualDice();
  await lab.choosePreset('bulkhead-b2-tech5');
  await lab.roll();
  await expect(page.getByTestId('dice-tray')).toContainText('58.3%');
  await lab.enterDice([[7, 3]]);
  await expect(page.getByTestId('dice-error')).toContainText('7');
  expect((await lab.snapshot())?.value).toBe('rolling');
  await lab.enterDice([[6, 3]]);
  await expect(lab.logLines.nth(2)).toContainText('your dice');
  const snap = await lab.snapshot();
  const rolls = (snap?.context as { rolls: { result: { success: boolean } }[] }).rolls;
  expect(rolls.at(-1)?.result.success).toBe(true);
});

test('a salvage pool and a Fringe brawl through the form, with their odds', async ({ page }) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('salvage-cover');
  // 3 dice against TN 7 (6 + cover): each die succeeds on 7 or 8.
  await expect(lab.plan).toContainText('TN 7');
  await page.getByTestId('check-kind').selectOption('fringe-brawl');
  await page.getByTestId('use-check').click();
  await expect(page.getByTestId('outcomes')).toBeVisible();
  await lab.roll();
  // Two checks chosen, one roll requested, one dice answer.
  await expect(lab.logLines).toHaveCount(4);
  await expect(lab.logLines.nth(3)).toContainText('Side A');
});

test('a check with impossible numbers is refused with the reason', async ({ page }) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await page.getByTestId('check-kind').selectOption('salvage-test');
  await page.getByTestId('field-dice').fill('0');
  await page.getByTestId('use-check').click();
  await expect(page.getByTestId('check-refusal')).toBeVisible();
  await expect(lab.logLines).toHaveCount(0);
});

test('save, reload and resume; export and import; a corrupt save is refused and loses nothing', async ({
  page,
}, testInfo) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('salvage-shot');
  await lab.roll();
  await lab.roll();
  await expect(lab.logLines).toHaveCount(5);
  const before = await lab.snapshot();
  await lab.autosaved();

  // Reload: the autosave resumes the same game.
  await page.reload();
  await expect(lab.logLines).toHaveCount(5);
  expect(JSON.stringify((await lab.snapshot())?.context)).toBe(JSON.stringify(before?.context));

  // Export a save file.
  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('export-save').click();
  const download = await downloadPromise;
  const savePath = testInfo.outputPath('lab-save.json');
  await download.saveAs(savePath);
  const saved = JSON.parse(readFileSync(savePath, 'utf8')) as { format: string; events: unknown[] };
  expect(saved.format).toBe('tabletop-save');
  expect(saved.events).toHaveLength(5);

  // Play on, then a corrupt file: refused, and the game in progress is untouched.
  await lab.roll();
  await expect(lab.logLines).toHaveCount(7);
  const corruptPath = testInfo.outputPath('corrupt.json');
  writeFileSync(corruptPath, '{"format":"tabletop-save","version":1,"events":"oops"');
  await page.getByTestId('import-save').setInputFiles(corruptPath);
  await expect(page.getByTestId('save-message')).toContainText('not valid JSON');
  await expect(lab.logLines).toHaveCount(7);

  // Import the good save: back to the exported state.
  await page.getByTestId('import-save').setInputFiles(savePath);
  await expect(page.getByTestId('save-message')).toContainText('loaded');
  await expect(lab.logLines).toHaveCount(5);
  expect(JSON.stringify((await lab.snapshot())?.context)).toBe(JSON.stringify(before?.context));
});

test('a save slot appears on the Load screen and loads back', async ({ page }) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('d44');
  await lab.roll();
  await page.getByTestId('save-slot-2').click();
  await expect(page.getByTestId('save-message')).toContainText('Slot 2');
  await lab.roll();
  await expect(lab.logLines).toHaveCount(5);
  await page.goto('/#/load');
  await page.getByTestId('load-slot-2').click();
  await expect(page.getByTestId('dice-lab')).toBeVisible();
  await expect(lab.logLines).toHaveCount(3);
});
