import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { QuickFightPage } from './pages/QuickFightPage';
import { SalvagePage } from './pages/SalvagePage';

test.use({ viewport: { width: 1280, height: 720 } });

/** The hotkey a button of the ChoiceBar shows (its aria-keyshortcuts), for pressing it without a mouse. */
async function hotkey(page: Page, testIdPrefix: string): Promise<string> {
  const button = page.locator(`[data-testid="choices"] [data-testid^="${testIdPrefix}"]`).first();
  await expect(button).toBeVisible();
  const key = await button.getAttribute('aria-keyshortcuts');
  expect(key, `${testIdPrefix} has a hotkey`).toMatch(/^[1-9]$/);
  return key ?? '';
}

/** Quick fight to Dax's PSI step: reaction 1, initiative 6 / 1, Dax strikes and misses on a 3. */
async function toDaxPsiStep(fight: QuickFightPage): Promise<void> {
  await fight.setUp(['ada-voss', 'dax-ilyin'], 'Beasts', 1);
  await expect.poll(() => fight.waiting()).toContain('Reaction');
  await fight.dice(1);
  await fight.choose('initiative');
  await fight.dice(6);
  await fight.dice(1);
  await fight.choose('activate-dax-ilyin');
  await fight.choose('attack-L-');
  await fight.dice(3);
}

test('PSI Telekinesis chosen in steps; a PSI power with no chance shown disabled with its reason', async ({
  page,
}) => {
  const fight = new QuickFightPage(page);
  await toDaxPsiStep(fight);
  const bar = page.getByTestId('choices');

  // The top level is short, and skipping comes first.
  const top = bar.locator('button.choice');
  await expect(top.first()).toHaveAttribute('data-testid', 'choice-psi-skip');
  expect(await top.count()).toBeLessThanOrEqual(14);

  // PSI Lightning needs 8 on d6 + PSI 1: shown, disabled, with the reason.
  const lightning = bar.getByTestId('choice-psi-psi-lightning');
  await expect(lightning).toBeVisible();
  await expect(lightning).toBeDisabled();
  await expect(bar.getByTestId('choices-why').first()).toContainText('needs 7+ on a d6');

  // Power → piece → who takes it → slot, with the count on each step and a way back.
  const power = bar.locator('[data-testid^="choice-group-"][data-choice-ids*="telekinesis"]');
  await expect(power).toContainText('PSI Telekinesis');
  const total = Number(await power.getByTestId('choices-count').textContent());
  expect(total).toBeGreaterThan(9);
  await power.click();
  await expect(page.getByTestId('choices-path')).toContainText('PSI Telekinesis');
  await bar.getByTestId('choices-back').click();
  await expect(page.getByTestId('choices-path')).toHaveCount(0);
  await power.click();
  for (let depth = 0; depth < 3; depth++) {
    const step = bar.locator('[data-testid^="choice-group-"]').first();
    if ((await step.count()) === 0) break;
    await step.click();
  }
  const slot = bar.locator('[data-testid^="choice-psi-psi-telekinesis-"]').first();
  await expect(slot).toBeVisible();
  await expect(slot.getByTestId('odds-badge')).toBeVisible();
  expect(await bar.locator('button.choice').count()).toBeLessThanOrEqual(9);
  await slot.click();
  await expect.poll(() => fight.waiting()).toContain('Telekinesis');
  await fight.dice(6);
  await expect(page.getByTestId('combat-log')).toContainText('Telekinesis');
});

test('the last result beside the choices: faces, the target and the modifiers of a hit roll', async ({
  page,
}) => {
  const fight = new QuickFightPage(page);
  await toDaxPsiStep(fight);
  const result = page.getByTestId('last-result');
  await expect(result).toBeVisible();
  await expect(result.getByTestId('last-roll')).toContainText('hit roll');
  await expect(result.getByTestId('last-face')).toHaveText(['3']);
  await expect(result.getByTestId('last-against')).toContainText(/total 3 against \d/);
  await expect(result.getByTestId('last-modifiers')).toContainText('hits on');
  await expect(result.getByTestId('last-modifiers')).toContainText('A 1 always misses');
  // Beside the choices, it hides nothing the player reads on the table: no figure's name label, not the
  // choices. (The table fills the window behind its cards since issue 28; the result is one of those cards.)
  const box = await result.boundingBox();
  if (box === null) throw new Error('the result is not on screen');
  const covers = (other: { x: number; y: number; width: number; height: number }) =>
    box.x < other.x + other.width &&
    box.x + box.width > other.x &&
    box.y < other.y + other.height &&
    box.y + box.height > other.y;
  const labels = page.locator('[data-testid^="board-label-"]');
  expect(await labels.count(), 'the table shows its figures').toBeGreaterThan(0);
  for (const label of await labels.all()) {
    const other = await label.boundingBox();
    if (other !== null) expect(covers(other), 'the last result covers a label on the table').toBe(false);
  }
  const choices = await page.getByTestId('choices').boundingBox();
  if (choices === null) throw new Error('the choices are not on screen');
  expect(covers(choices), 'the last result covers the choices').toBe(false);
  await page.screenshot({ path: 'test-results/choices-last-result.png' });
});

test('a salvage activation from the keyboard only: pick the unit, drill into Move, move, end', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const salvage = new SalvagePage(page);
  await salvage.open();
  await page.getByTestId('salvage-mission').selectOption('sample-refinery-run');
  for (const id of ['sample-scrapper', 'sample-foreman', 'sample-rigger'])
    await page.getByTestId(`crew-a-${id}`).check();
  await page.getByTestId('salvage-dice').selectOption('digital');
  await page.getByTestId('salvage-start').click();
  for (let step = 0; step < 40; step++) {
    const m = await salvage.mission();
    if (m.stage.kind !== 'setup') break;
    await salvage.choose('setup-next');
  }
  await expect(page.getByTestId('salvage-stage')).toContainText('Boiler Phase');
  // From here on, keys only.
  await page.getByTestId('choices').focus();
  const bar = page.getByTestId('choices');
  const inBar = () => bar.evaluate((b) => b.contains(document.activeElement));

  await page.keyboard.press(await hotkey(page, 'choice-activate-'));
  await expect
    .poll(async () => (await salvage.mission()).stage)
    .toMatchObject({ active: expect.any(String) });
  const m = await salvage.mission();
  const active = m.stage.kind === 'boilerPhase' ? (m.stage.active ?? '') : '';
  const before = m.units.find((u) => u.id === active);
  expect(await inBar()).toBe(true);

  // Into "Other actions" and back out with Escape.
  await page.keyboard.press(await hotkey(page, 'choice-group-other-actions'));
  await expect(page.getByTestId('choices-path')).toContainText('Other actions');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('choices-path')).toHaveCount(0);

  // Move: the step, then its first choice, which shows its Power cost.
  await page.keyboard.press(await hotkey(page, 'choice-group-move'));
  await expect(page.getByTestId('choices-path')).toContainText('Move');
  const first = bar.locator('[data-testid^="choice-order-move-"]').first();
  await expect(first.getByTestId('choices-cost')).toContainText('Power');
  await page.keyboard.press('1');
  await expect
    .poll(async () => (await salvage.mission()).units.find((u) => u.id === active)?.power)
    .toBeLessThan(before?.power ?? 0);
  const after = (await salvage.mission()).units.find((u) => u.id === active);
  expect(after?.at).not.toEqual(before?.at);
  await expect(page.getByTestId('last-changes')).toContainText('Power');
  // The move in words: how far and on which level, never the spot's coordinates.
  await expect(page.getByTestId('last-changes')).toContainText(
    /moved \d+\.\d" (on|to) (Topside|The Mids|The Sink)/,
  );
  await expect(page.getByTestId('last-changes')).not.toContainText(/\(\s*-?\d+(\.\d+)?,/);
  await page.screenshot({ path: 'test-results/salvage-last-changes.png' });
  expect(await inBar()).toBe(true);

  // End the activation.
  await page.keyboard.press(await hotkey(page, 'choice-unit-end'));
  await expect
    .poll(async () => (await salvage.mission()).units.find((u) => u.id === active)?.activated)
    .toBe(true);
  await page.screenshot({ path: 'test-results/choices-salvage-keyboard.png' });
});
