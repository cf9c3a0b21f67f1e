import { expect, test } from './fixtures';
import { snapshotOf, waitForAutosave } from './pages/bridge';
import { choose, offered } from './pages/choices';
import type { Page } from '@playwright/test';
import { startFlightFive } from './pages/space';

/**
 * The stand-alone space combat (Space Kraken §10) as a player meets it, with their own dice: the Tin Kettle
 * with every printed box filled against flight 5 (Scout: Evading first, objective T8, a crewed Scout
 * Pinnace). Turn 1 fails the objective, misses and re-rolls a shot, evades the enemy's hit, boards and
 * destroys the Pinnace, fails an escape; turn 2 solves the objective and the combat is won. A reload
 * continues at the same place.
 */

const MODE = 'space-combat';

interface Combat {
  readonly turn: number;
  readonly solved: number;
  readonly sp: number;
  readonly outcome: string | null;
  readonly failedEscapes: number;
  readonly enemies: readonly { readonly destroyed: boolean; readonly sp: number }[];
  readonly used: Readonly<Record<string, string>>;
}

async function combat(page: Page): Promise<Combat> {
  const snap = await snapshotOf(page, MODE);
  return (snap?.context as { combat: Combat }).combat;
}

async function waitingRule(page: Page): Promise<string | null> {
  const snap = await snapshotOf(page, MODE);
  return (snap?.waitingFor as { rule: string } | null)?.rule ?? null;
}

/** Types the faces of the roll waiting, one list per group, and throws them. */
async function dice(page: Page, groups: readonly (readonly number[])[]): Promise<void> {
  await expect(page.getByTestId('dice-tray')).toBeVisible();
  for (const [g, faces] of groups.entries())
    for (const [d, face] of faces.entries()) await page.getByTestId(`die-input-${g}-${d}`).fill(String(face));
  await page.getByTestId('dice-submit').click();
}

test('a space combat: objective, re-roll, evade, boarding, escape attempt, then the win', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startFlightFive(page);

  // Turn 1, the Evading command: the sheet shows it crossed out, the objective T8 next.
  await expect(page.getByTestId('space-timeline-0')).toHaveClass(/crossed/);
  await expect(page.getByTestId('space-objective-0')).toContainText('Tech 8');
  await expect(page.locator('[data-testid="table-canvas"] canvas')).toBeVisible();

  // Ada alone at T8 (Tech 4 + d6): the odds are on the choice; a 1 always fails.
  await choose(page, 'objective-ada-voss');
  expect(await waitingRule(page)).toBe('kraken.objective-check');
  await dice(page, [[1]]);
  expect((await combat(page)).solved).toBe(0);
  await expect(page.getByTestId('space-crew-token-ada-voss')).toContainText('objective');
  await choose(page, 'objectives-done');

  // One laser at the Pinnace: 4+ (3+ with the Combat Bridge, +1 while it evades). A 2 misses: Brann re-rolls.
  const laser = (await offered(page)).find((id) => /^fire-s\d+-e1$/.test(id));
  expect(laser).toBeDefined();
  await choose(page, laser ?? '');
  await dice(page, [[2]]);
  await choose(page, 'reroll-brann-okafor');
  await dice(page, [[5]]);
  expect((await combat(page)).enemies[0]?.sp).toBeLessThan(5);

  // The Pinnace fires and hits; Dax pilots the Maneuver Engines: half his Tech 3 (rounded up) + a 6 is 8.
  await dice(page, [[5]]);
  await choose(page, 'evade-dax-ilyin');
  expect(await waitingRule(page)).toBe('kraken.evade');
  await dice(page, [[6]]);
  const afterEvade = await combat(page);
  expect(afterEvade.sp).toBe(20);

  // Its shields are down to 0: Cleo boards it. Her die against theirs: a 6 (two hits) takes their only die.
  await choose(page, 'board-e1');
  await expect(page.getByTestId('space-boarding')).toBeVisible();
  await dice(page, [[6], [1]]);
  expect((await combat(page)).enemies[0]?.destroyed).toBe(true);

  // Every enemy gone, the objective still open: the combat goes on. An escape is tried and fails.
  await choose(page, 'escape-try');
  await dice(page, [[1]]);
  expect((await combat(page)).failedEscapes).toBe(1);

  // Turn 2: a reload keeps the place; Ada solves T8 with a 6 and the combat is won at the turn's end.
  await waitForAutosave(page, MODE);
  await page.reload();
  await expect(page.getByTestId('space-sheet')).toBeVisible();
  expect((await combat(page)).turn).toBe(2);
  await choose(page, 'objective-ada-voss');
  await dice(page, [[6]]);
  for (let i = 0; i < 6 && (await combat(page)).outcome === null; i++) {
    const ids = await offered(page);
    const next = ids.find((id) => id === 'objectives-done' || id === 'fire-hold' || id.endsWith('-skip'));
    if (next === undefined) break;
    await choose(page, next);
  }
  expect((await combat(page)).outcome).toBe('won');
  await expect(page.getByTestId('space-outcome')).toHaveText('won');
  await expect(page.getByTestId('space-journal')).toContainText('solved');
});

test('the set-up refuses a crew of none, naming what is wrong', async ({ page }) => {
  await page.goto('/#/space');
  const setup = page.getByTestId('space-setup');
  await expect(setup).toBeVisible();
  const checked = setup.locator('input[data-testid^="space-crew-"]:checked');
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await setup.getByTestId('space-start').click();
  await expect(page.getByTestId('space-refusal')).toContainText('one to four crew');
  await expect(setup).toBeVisible();
});
