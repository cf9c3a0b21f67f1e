import { expect, test } from './fixtures';
import { DiceLabPage } from './pages/DiceLabPage';

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
