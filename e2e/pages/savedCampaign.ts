import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import type { Page, TestInfo } from '@playwright/test';
import { SavesPage } from './SavesPage';

/** The parts of the frozen campaign save that a set-up changes (the file itself is never edited). */
export interface CampaignSaveFile {
  diceMode: string;
  events: unknown[];
  setup: {
    setup: { lineSet: { lines: { start: string }[] } };
    content: { maps: unknown[]; locationTypes: { id: string; maps: string[] }[] };
  };
}

/**
 * A campaign set up from the frozen r1 campaign save (`e2e/fixtures-saves/kraken-campaign.v1.json`) with its
 * log emptied, digital dice, and its first story line starting at `start` (a CGM cell such as `2BJ`); `edit`
 * may change the copy further (maps, location types). The copy is written to the test's output folder and
 * imported on the Load screen, which opens the campaign at turn 1, phase 1.
 */
export async function importCampaignAt(
  page: Page,
  testInfo: TestInfo,
  start: string,
  edit: (save: CampaignSaveFile) => void = () => undefined,
): Promise<void> {
  const save = JSON.parse(
    readFileSync('e2e/fixtures-saves/kraken-campaign.v1.json', 'utf8'),
  ) as CampaignSaveFile;
  save.diceMode = 'digital';
  save.events = [];
  const first = save.setup.setup.lineSet.lines[0];
  if (first !== undefined) first.start = start;
  edit(save);
  const path = testInfo.outputPath(`campaign-at-${start}.json`);
  writeFileSync(path, JSON.stringify(save));
  const saves = new SavesPage(page);
  await saves.loadScreen();
  await saves.importOnLoadScreen(path);
  await expect(page.getByTestId('campaign')).toBeVisible();
}
