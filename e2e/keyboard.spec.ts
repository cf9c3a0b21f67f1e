import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DiceLabPage } from './pages/DiceLabPage';
import { QuickFightPage } from './pages/QuickFightPage';
import { SalvagePage } from './pages/SalvagePage';

test('the dice lab from the keyboard: a choice by Enter keeps focus on the bar, 1–9 and Ctrl+Z / Ctrl+Y', async ({
  page,
}) => {
  const lab = new DiceLabPage(page);
  await lab.open();
  await lab.choosePreset('bulkhead-b2-tech5');
  const choices = page.getByTestId('choices');

  // While a field has the focus, a digit is typing, not a hotkey.
  await page.getByTestId('preset').focus();
  await page.keyboard.press('1');
  await expect(lab.logLines).toHaveCount(1);

  // Enter on a focused choice takes it; the focus stays on the choice bar for the next one.
  await page.getByTestId('choice-roll').focus();
  await page.keyboard.press('Enter');
  await expect(lab.logLines).toHaveCount(3);
  await expect.poll(() => choices.evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
  // The live region reads the new prompt and the roll's result.
  await expect(page.getByTestId('announcer')).toContainText('Last roll');
  await expect(page.getByTestId('announcer')).toContainText('odds 58.3%');

  await page.keyboard.press('Control+z');
  await expect(lab.logLines).toHaveCount(1);
  await page.keyboard.press('Control+y');
  await expect(lab.logLines).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await expect(lab.logLines).toHaveCount(1);

  // The hotkey 1 takes the first choice on offer: the roll.
  await expect(page.locator('[data-testid^="choice-"]').first()).toHaveAttribute(
    'data-testid',
    'choice-roll',
  );
  await page.keyboard.press('1');
  await expect(lab.logLines).toHaveCount(3);
  await expect.poll(() => choices.evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
});

/** Presses Tab until the element with `testId` has the focus (keyboard only: no pointer, no focus()). */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
    if (focused === testId) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** The hotkey (1–9) of the choice bar's button whose test id starts with `prefix`, as the bar shows it now. */
async function hotkeyOf(page: Page, prefix: string): Promise<string> {
  await expect(
    page.locator(`[data-testid="choices"] button[data-testid^="${prefix}"]`).first(),
  ).toBeVisible();
  const index = await page
    .getByTestId('choices')
    .evaluate(
      (bar, want) =>
        [...bar.querySelectorAll<HTMLButtonElement>('button.choice')].findIndex((b) =>
          (b.dataset['testid'] ?? '').startsWith(want),
        ),
      prefix,
    );
  expect(index, `${prefix} has a hotkey`).toBeGreaterThanOrEqual(0);
  expect(index).toBeLessThan(9);
  return String(index + 1);
}

test('a salvage activation from the keyboard alone: set-up, the Boss picked from the figure list, an action, the end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const salvage = new SalvagePage(page);
  await salvage.open();
  // The set-up form: Tab to each Boiler's box and tick it with Space, Enter on Start.
  for (const card of ['sample-foreman', 'sample-rigger', 'sample-scrapper']) {
    await tabTo(page, `crew-a-${card}`);
    await page.keyboard.press('Space');
  }
  await tabTo(page, 'salvage-start');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('prompt-text')).toContainText('Set-up step 1');

  // Set-up: the first choice of each step (digital dice roll the rest), by its hotkey.
  for (let step = 0; step < 40; step++) {
    const m = await salvage.mission();
    if (m.stage.kind !== 'setup') break;
    const before = await page.evaluate(() => window.__tabletop?.snapshot('salvage-mission')?.logLength);
    await expect(page.locator('[data-testid="choices"] button.choice:not(:disabled)').first()).toBeVisible();
    await page.keyboard.press('1');
    await expect
      .poll(() => page.evaluate(() => window.__tabletop?.snapshot('salvage-mission')?.logLength))
      .not.toBe(before);
  }
  let m = await salvage.mission();
  expect(m.stage).toMatchObject({ kind: 'boilerPhase', active: null });
  const boss = m.units.find((u) => u.role === 'boss');
  if (boss === undefined) throw new Error('no Boss');

  // F reaches the figure list; Tab to the Boss's row and Enter: it activates, as a click on it would.
  const list = page.getByTestId('figure-list');
  await expect(list.getByTestId(`figure-row-${boss.id}`)).toContainText(boss.name);
  await expect(list.getByTestId(`figure-pick-${boss.id}`)).toHaveText('Activate');
  await page.keyboard.press('f');
  await expect.poll(() => list.evaluate((l) => l.contains(document.activeElement))).toBe(true);
  await tabTo(page, `figure-pick-${boss.id}`);
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await salvage.mission()).stage).toMatchObject({ active: boss.id });
  // The focus went on to the choice bar, where the action is chosen.
  const choices = page.getByTestId('choices');
  await expect.poll(() => choices.evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
  await expect(page.getByTestId(`figure-state-${boss.id}`)).toContainText('Power 4');

  // An action from the choice bar by hotkeys: Other actions › Go Prone.
  await page.keyboard.press(await hotkeyOf(page, 'choice-group-other-actions'));
  await page.keyboard.press(await hotkeyOf(page, 'choice-order-goProne'));
  await expect(page.getByTestId(`figure-state-${boss.id}`)).toContainText('Prone');
  m = await salvage.mission();
  expect(m.units.find((u) => u.id === boss.id)?.conditions).toContain('prone');
  await expect(page.getByTestId(`figure-state-${boss.id}`)).toContainText('Power 3');

  // And the end of the activation.
  await page.keyboard.press(await hotkeyOf(page, 'choice-unit-end'));
  await expect.poll(async () => (await salvage.mission()).stage).toMatchObject({ active: null });
  await expect.poll(() => choices.evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
  await expect(list.getByTestId(`figure-pick-${boss.id}`)).toHaveCount(0);
});

test('a Quick fight target chosen from the figure list: the bar opens at the attacks on it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fight = new QuickFightPage(page);
  await fight.setUp(['ada-voss', 'dax-ilyin'], 'Beasts', 1);
  await expect.poll(() => fight.waiting()).toContain('Reaction');
  await fight.dice(1);
  await fight.choose('initiative');
  await fight.dice(6);
  await fight.dice(1);
  await expect(page.getByTestId('fight-summary')).toContainText('the crew act first');

  const list = page.getByTestId('figure-list');
  const context = await fight.context<{ fight: { enemies: { uid: string; status: string }[] } }>();
  const enemy = context.fight.enemies.find((e) => e.status === 'fighting');
  if (enemy === undefined) throw new Error('no enemy');
  await expect(list.getByTestId(`figure-row-${enemy.uid}`)).toContainText('enemy');

  // Ada acts: picked from the list with the keyboard.
  await page.keyboard.press('f');
  await tabTo(page, 'figure-pick-ada-voss');
  await page.keyboard.press('Enter');
  await expect.poll(() => fight.state()).toContain('acting');
  await expect(list.getByTestId(`figure-pick-${enemy.uid}`)).toHaveText('Attack');

  // The enemy's button opens the choice bar at the attacks on it; the focus is there, 1 takes the first.
  await page.keyboard.press('f');
  await tabTo(page, `figure-pick-${enemy.uid}`);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('choices-path')).toContainText('› at ');
  const choices = page.getByTestId('choices');
  await expect.poll(() => choices.evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
  const first = await choices.evaluate(
    (bar) => bar.querySelector<HTMLButtonElement>('button.choice:not(:disabled)')?.dataset['testid'] ?? '',
  );
  expect(first).toMatch(new RegExp(`^choice-attack-L-${enemy.uid}-`));
  await page.keyboard.press('1');
  await expect.poll(() => fight.waiting()).not.toBeNull();
});
