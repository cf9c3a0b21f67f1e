import { writeFileSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { snapshotOf } from './bridge';
import { choose, offered } from './choices';
import { SavesPage } from './SavesPage';

const MODE = 'kraken-campaign';

/** The campaign save as these walks edit it (a copy of a generated fixture, never the fixture itself). */
export interface JobBoardSave {
  diceMode: string;
  events: unknown[];
  setup: {
    setup: { lineSet: { lines: { start: string }[] } };
    content: { catalogue: { traits?: unknown[] } };
  };
}

/**
 * Opens a copy of a generated campaign save started afresh with the player's own dice, its first story line
 * at 2BE (the job board event, a quest rolled on the d6). `edit` may change the copy's text before it loads.
 */
export async function openAtJobBoard(
  page: Page,
  testInfo: TestInfo,
  save: JobBoardSave,
  edit: (text: string) => string = (text) => text,
): Promise<void> {
  save.diceMode = 'manual';
  save.events = [];
  const first = save.setup.setup.lineSet.lines[0];
  if (first !== undefined) first.start = '2BE';
  const path = testInfo.outputPath('job-board.json');
  writeFileSync(path, edit(JSON.stringify(save)));
  const saves = new SavesPage(page);
  await saves.loadScreen();
  await saves.importOnLoadScreen(path);
  await expect(page.getByTestId('campaign')).toBeVisible();
}

/**
 * Phase 1 to the end of its story lines: leads each line; the job board's d6 picks row 5 (the smuggler's
 * ledger), which the crew takes; any d20 reads 15, any other roll 1.
 */
export async function takeLedgerQuest(page: Page): Promise<void> {
  for (let i = 0; i < 40 && !(await offered(page)).includes('construction-pass'); i++) {
    const snap = await snapshotOf(page, MODE);
    const purpose = (snap?.waitingFor as { purpose: string } | null)?.purpose ?? null;
    if (purpose !== null) {
      const face = /which quest/.test(purpose) ? 5 : /d20/.test(purpose) ? 15 : 1;
      for (const input of await page.locator('[data-testid^="die-input-0-"]').all())
        await input.fill(String(face));
      await page.getByTestId('dice-submit').click();
      continue;
    }
    const ids = await offered(page);
    const pick = ['lead:', 'read', 'choose-a', 'quest-accept', 'recovery-pass']
      .map((p) => ids.find((id) => id.startsWith(p)))
      .find((id) => id !== undefined);
    if (pick === undefined) throw new Error(`nothing to choose: ${ids.join(' ')}`);
    await choose(page, pick);
  }
}
