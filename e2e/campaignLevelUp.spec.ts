import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { choose, offered } from './pages/choices';
import { SavesPage } from './pages/SavesPage';
import type { Page } from '@playwright/test';

/**
 * XP spent on a positive trait on the ship (Space Kraken §14 Level Up, kraken.level-up: "allocate 2 Level ups
 * to gain a positive Trait", each level at its own square, 2² + 3² = 13 XP from Level 1). The XP comes from a
 * quest the player marks done: the generated campaign save, its first line at the job board (2BE), with the
 * smuggler's ledger paying 13 XP in this test's copy of the pack (its traits from the newest fixture save).
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

test('13 XP buy Ada two levels and a positive trait, the price shown before the click', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const save = JSON.parse(readFileSync('e2e/fixtures-saves/kraken-campaign.v1.json', 'utf8')) as {
    diceMode: string;
    events: unknown[];
    setup: {
      setup: { lineSet: { lines: { start: string }[] } };
      content: { catalogue: { traits?: unknown[] } };
    };
  };
  // The v1 save's pack predates traits in the catalogue: the newest save's pack lends its list.
  const newest = JSON.parse(readFileSync('e2e/fixtures-saves/kraken-campaign.v2.r9.json', 'utf8')) as {
    setup: { content: { catalogue: { traits: unknown[] } } };
  };
  save.setup.content.catalogue.traits = newest.setup.content.catalogue.traits;
  save.diceMode = 'manual';
  save.events = [];
  const first = save.setup.setup.lineSet.lines[0];
  if (first !== undefined) first.start = '2BE';
  const text = JSON.stringify(save).replace(/("quest": ?"Sample: the smuggler's ledger".*?"xp": ?)1/, '$113');
  expect(text).toContain('"xp":13');
  const path = testInfo.outputPath('level-up.json');
  writeFileSync(path, text);
  const saves = new SavesPage(page);
  await saves.loadScreen();
  await saves.importOnLoadScreen(path);
  await expect(page.getByTestId('campaign')).toBeVisible();

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
