import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FringePage } from './pages/FringePage';

/**
 * Issue 27: a refusal reaches the screen in the project's words wherever it is shown — the dice tray and
 * the figure list as well as the choice bar — through one helper (`src/ui/Refusal.tsx`): a rule it cites
 * reads as the rule's title, never as an id like "(fringe.initiative)".
 */

/** A rule id or any dotted code ("fringe.initiative", "kraken.ship-construction") among the words shown. */
const CODE = /\b(?:kraken|salvage|fringe|board|dice|tilemap)\.[a-z0-9][a-z0-9.-]*/;

async function codesOnScreen(page: Page): Promise<string | null> {
  const text = await page.evaluate(() => document.body.innerText);
  return CODE.exec(text)?.[0] ?? null;
}

test('the dice tray and the figure list refuse in words, with no rule id on screen', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const fringe = new FringePage(page);
  await fringe.open();
  await fringe.start({ battle: 'drill-at-the-gantry', crew: 'wren-crew', play: 'solo', dice: 'manual' });

  // The dice tray: a face no d6 has is refused, named, and nothing is logged.
  expect(await fringe.waiting()).toMatchObject({ rule: 'fringe.initiative' });
  await page.getByTestId('die-input-0-0').fill('9');
  await page.getByTestId('dice-submit').click();
  await expect(page.getByTestId('dice-error')).toContainText('Face 9 is not on a d6');
  expect(await codesOnScreen(page)).toBeNull();
  await page.screenshot({ path: test.info().outputPath('dice-tray-refusal.png') });
  await fringe.dice([1]);
  await fringe.choose('accept');

  // As in fringe.spec: Vask charges Skarn and wins, Tamsin jumps from the Mids and takes her hit.
  await fringe.choose('charge-b-skarn');
  await fringe.dice([2], [5], [3]);
  await fringe.dice([4]);
  await fringe.choose('winner-stay');
  await expect(page.getByTestId('fringe-stage')).toContainText('Tamsin acts');
  await page.getByTestId('camera-top').click();
  await page.getByTestId('fringe-move-as').selectOption('jump');
  await fringe.clickSpot(12, 0, 6);
  await page.getByTestId('fringe-move-confirm').click();
  await fringe.dice([2]);

  // The figure list: Gant's button asks for a shot that Bex stands in the way of; it is refused in words.
  await expect(page.getByTestId('fringe-stage')).toContainText('Mira acts');
  await page.getByTestId('figure-pick-b-gant').click();
  await expect(page.getByTestId('fringe-refusal')).toContainText('Bex is in the line of fire');
  // The refusal sits above the list in the same drawer: it is brought into view, not left scrolled away.
  await expect(page.getByTestId('fringe-refusal')).toBeInViewport();
  expect(await codesOnScreen(page)).toBeNull();
  await page.screenshot({ path: test.info().outputPath('figure-list-refusal.png') });
});
