import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { CampaignPage } from './pages/CampaignPage';
import { DiceLabPage } from './pages/DiceLabPage';
import { SavesPage } from './pages/SavesPage';

/**
 * Saves from earlier versions as a player meets them: an old campaign save opens from the Load screen and
 * plays on; an autosave or a slot that this build cannot continue is kept (never dropped or saved over),
 * the screen says why in one sentence and offers the file as it was.
 */

/** A campaign saved before the set-up named the ship (it needs the set-up migration to open). */
const OLD_CAMPAIGN = 'e2e/fixtures-saves/history/kraken-campaign.v1.951c0f2.json';
const DICE_LAB = 'e2e/fixtures-saves/dice-lab.v1.json';

/** The Dice lab fixture as if a later build had written it: rules this app does not have. */
function newerRulesSave(): Record<string, unknown> {
  const save = JSON.parse(readFileSync(DICE_LAB, 'utf8')) as Record<string, unknown>;
  return { ...save, rulesVersion: 99 };
}
const NEWER_RULES = /The save was played under newer rules \(rules version 99\)/;

/** Writes a save into a slot of the app's IndexedDB store, as an earlier visit would have left it. */
async function seedSlot(page: Page, slot: string, save: unknown): Promise<void> {
  await page.goto('/#/rules');
  await page.evaluate(
    async ([key, value]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('tabletop', 1);
        req.onupgradeneeded = () => {
          if (!req.result.objectStoreNames.contains('saves')) req.result.createObjectStore('saves');
        };
        req.onsuccess = () => {
          resolve(req.result);
        };
        req.onerror = () => {
          reject(req.error ?? new Error('open failed'));
        };
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('saves', 'readwrite');
        tx.objectStore('saves').put(value, key);
        tx.oncomplete = () => {
          resolve();
        };
        tx.onerror = () => {
          reject(tx.error ?? new Error('write failed'));
        };
      });
      db.close();
    },
    [slot, save] as const,
  );
}

test('an old campaign save opens from the Load screen by file and plays on', async ({ page }) => {
  const saves = new SavesPage(page);
  await saves.loadScreen();
  await saves.importOnLoadScreen(OLD_CAMPAIGN);
  await expect(page.getByTestId('campaign').or(saves.loadError)).toBeVisible();
  // Refused: the failure names the loader's reason.
  const refusal = (await saves.loadError.count()) > 0 ? await saves.loadError.textContent() : null;
  expect(refusal, 'the old save was refused').toBeNull();
  await expect(page.getByTestId('campaign')).toBeVisible();
  await expect(page).toHaveURL(/#\/campaign$/);
  // Its log stops replaying where today's rules part ways with it (the ship phase): the player is told in
  // one plain sentence (no ids, no codes), and the whole old log is kept above the live one.
  const notice = page.getByTestId('load-notice-text');
  await expect(notice).toContainText('saved under older rules');
  await expect(notice).not.toHaveText(/[{}[\]_]|setup\.|\bv\d/);
  await expect(page.getByTestId('log-history-line')).toHaveCount(92);
  await page.screenshot({ path: test.info().outputPath('old-campaign.png') });

  // The player's own dice, so each roll is a decision typed into the tray.
  await page.getByTestId('dice-mode-manual').check();
  const campaign = new CampaignPage(page);
  const logLength = async () => (await snapshotOf(page, CampaignPage.MODE))?.logLength ?? 0;
  const lines = page.getByTestId('log-line');
  const prompt = page.getByTestId('prompt-text');
  const atLoad = await prompt.textContent();
  // At least two decisions, and on until the prompt has moved on from the one the save stood at.
  let decisions = 0;
  while (decisions < 2 || (await prompt.textContent()) === atLoad) {
    expect(decisions, 'the prompt moved on within a dozen decisions').toBeLessThan(12);
    const before = { log: await logLength(), lines: await lines.count() };
    // The first choice on offer, or the dice of a waiting roll.
    await campaign.step(['']);
    decisions += 1;
    await expect.poll(logLength).toBeGreaterThan(before.log);
    await expect.poll(() => lines.count()).toBeGreaterThan(before.lines);
  }
  await expect(prompt).not.toHaveText(atLoad ?? '');
  await campaign.autosaved();
});

test('an autosave that cannot be continued is kept, says why, exports as it was, and stays listed', async ({
  page,
}, testInfo) => {
  const seeded = newerRulesSave();
  await seedSlot(page, 'autosave:dice-lab', seeded);
  await page.setViewportSize({ width: 1280, height: 720 });
  // The app is open on another screen; the Dice lab's screen reads its autosave as it opens.
  const lab = new DiceLabPage(page);
  await lab.open();

  const kept = page.getByTestId('kept-save');
  await expect(kept).toContainText('Your saved game could not be continued.');
  await expect(page.getByTestId('kept-save-reason')).toHaveText(NEWER_RULES);
  await expect(kept).toContainText('listed under Load game');
  await page.screenshot({ path: testInfo.outputPath('kept-save.png') });

  const download = page.waitForEvent('download');
  await page.getByTestId('kept-save-export').click();
  const path = testInfo.outputPath('kept.json');
  await (await download).saveAs(path);
  expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(seeded);

  // A new game (the Dice lab starts one by itself) plays and autosaves; the kept save is not touched.
  await lab.choosePreset('d44');
  await lab.roll();
  await expect(lab.logLines).toHaveCount(3);
  await lab.autosaved();

  const saves = new SavesPage(page);
  await saves.loadScreen();
  const row = page.locator('[data-testid^="slot-kept:dice-lab:"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kept save');
  await expect(row).toContainText('Could not be continued:');
  await expect(row).toContainText(NEWER_RULES);
  await expect(row.getByRole('button', { name: 'Export the save' })).toBeVisible();
  await expect(saves.loadSlot('autosave:dice-lab')).toBeVisible();
  await expect(saves.loadSlot('autosave:dice-lab')).not.toContainText('newer rules');

  // Reloading the game opens the new game; the kept save is not kept twice.
  await lab.open();
  await expect(lab.logLines).toHaveCount(3);
  await saves.loadScreen();
  await expect(row).toHaveCount(1);
});

test('a slot holding a save that cannot be continued is kept before the SaveBar saves over it', async ({
  page,
}) => {
  await seedSlot(page, 'slot-1', newerRulesSave());
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('d44');
  await lab.roll();
  await page.getByTestId('save-slot-1').click();
  await expect(page.getByTestId('save-message')).toContainText(
    'Saved to Slot 1; the save it held could not be continued, so it is kept under Load game.',
  );

  const saves = new SavesPage(page);
  await saves.loadScreen();
  await expect(page.locator('[data-testid^="slot-kept:dice-lab:"]')).toContainText(NEWER_RULES);
  await expect(saves.loadSlot('slot-1')).not.toContainText('newer rules');
});
