import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { DiceLabPage } from './pages/DiceLabPage';

/** Storage that is full: every IndexedDB write throws as the browser does when the quota is spent. */
const STORAGE_FULL = () => {
  IDBObjectStore.prototype.put = function put(): IDBRequest<IDBValidKey> {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
};

/** Storage blocked (a private window, a policy): IndexedDB refuses to open at all. */
const STORAGE_BLOCKED = () => {
  IDBFactory.prototype.open = function open(): IDBOpenDBRequest {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
};

test('a failed autosave (storage full) shows a warning, offers the save file, and play goes on', async ({
  page,
}, testInfo) => {
  await page.addInitScript(STORAGE_FULL);
  const lab = new DiceLabPage(page);
  await lab.open();
  const alert = page.getByTestId('autosave-alert');
  await expect(alert).toContainText('Not saved on this device');
  await expect(alert).toContainText('QuotaExceededError');
  await lab.choosePreset('d44');
  await lab.roll();
  await lab.roll();
  await expect(lab.logLines).toHaveCount(5);
  await expect(alert).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByTestId('autosave-export').click();
  const path = testInfo.outputPath('rescued.json');
  await (await download).saveAs(path);
  const saved = JSON.parse(readFileSync(path, 'utf8')) as { format: string; events: unknown[] };
  expect(saved.format).toBe('tabletop-save');
  expect(saved.events).toHaveLength(5);
});

test('blocked storage: the game still opens and plays, with the warning', async ({ page }) => {
  await page.addInitScript(STORAGE_BLOCKED);
  const lab = new DiceLabPage(page);
  await lab.open();
  await expect(page.getByTestId('autosave-alert')).toContainText('SecurityError');
  await lab.choosePreset('d44');
  await lab.roll();
  await expect(lab.logLines).toHaveCount(3);
});

test('a second tab on the same game is told; read only saves nothing; taking over brings the latest game', async ({
  page,
  context,
}) => {
  const first = new DiceLabPage(page);
  await first.open();
  await first.choosePreset('d44');
  await first.roll();
  await first.autosaved();
  await expect(page.getByTestId('autosave-alert')).toHaveCount(0);

  const other = await context.newPage();
  const second = new DiceLabPage(other);
  await second.open();
  const alert = other.getByTestId('autosave-alert');
  await expect(alert).toHaveAttribute('data-status', 'other-tab');
  await expect(second.logLines).toHaveCount(3);

  // Read only: the second tab plays, but the first tab's autosave is what stays.
  await other.getByTestId('autosave-read-only').click();
  await expect(alert).toHaveAttribute('data-status', 'read-only');
  await second.roll();
  await expect(second.logLines).toHaveCount(5);

  // The first tab plays on and saves.
  await first.roll();
  await first.roll();
  await expect(first.logLines).toHaveCount(7);
  await first.autosaved();

  // Taking over: the second tab now holds the game as the first left it, and the first is told.
  await other.getByTestId('autosave-take-over').click();
  await expect(alert).toHaveCount(0);
  await expect(second.logLines).toHaveCount(7);
  await expect(page.getByTestId('autosave-alert')).toHaveAttribute('data-status', 'taken-over');
  await second.roll();
  await expect(second.logLines).toHaveCount(9);
  await second.autosaved();

  // A reload of the first tab reads the second tab's game.
  await page.reload();
  await expect(first.logLines).toHaveCount(9);
  await other.close();
});
