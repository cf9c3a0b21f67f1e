import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CampaignPage } from './pages/CampaignPage';

/**
 * Space Kraken §4 Overload in the set-up wizard: the Attributes step flags a member whose gear becomes too
 * heavy after a Strength change. The quick start's second member (Strength 5: two hands and two backpack
 * places) is given three more cheap pieces on the gear step (five, one over: allowed), paid by the first
 * member's gear given back; back on Attributes,
 * Strength 5 → 1 leaves room for two, three over: the card says so in words, and Next waits, naming the
 * rule. Strength 2 (room for three, two over) is allowed again, and Next leads on.
 */

const MEMBER = 1;
const attr = (page: Page, name: string, way: 'up' | 'down') =>
  page.getByTestId(`campaign-attr-${MEMBER}-${name}-${way}`);

test('a Strength that leaves the gear too heavy is flagged on the Attributes step and Next waits', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const campaign = new CampaignPage(page);
  await campaign.open();

  await campaign.overloadSecondMember();
  const flag = page.getByTestId(`campaign-overload-${MEMBER}`);
  const next = page.getByTestId('campaign-next');
  await expect(page.getByTestId(`campaign-attr-${MEMBER}-strength`)).toHaveText('5');
  await expect(flag).toContainText('overloaded by 1, allowed with its penalties');
  // Allowed, yet a warning, and it reads as one: a marked amber note, not the grey of disabled text nor the
  // green of "all points placed" (its contrast is axe's, in a11y.spec.ts).
  await expect(flag).toHaveClass(/warning-note/);
  await expect(flag.getByText('Overloaded', { exact: true })).toBeVisible();
  await expect(flag).toHaveCSS('border-left-color', 'rgb(232, 193, 90)');
  await expect(flag).not.toHaveCSS('color', 'rgb(154, 163, 178)');
  await expect(flag).not.toHaveCSS('color', 'rgb(92, 207, 138)');
  // The same warning in the list at the wizard's foot: marked as one, not the grey of disabled text.
  const note = page.getByTestId('campaign-setup-problems').locator('li', { hasText: 'overloaded by 1' });
  await expect(note).toHaveClass(/warning-note/);
  await expect(note.getByText('Note', { exact: true })).toBeVisible();
  await expect(note).not.toHaveCSS('color', 'rgb(154, 163, 178)');
  await page.screenshot({ path: test.info().outputPath('wizard-overload-warning.png') });
  await expect(next).toBeEnabled();

  // Strength 5 → 1, the four points to Melee: 16 placed, and the gear three pieces too heavy.
  for (let i = 0; i < 4; i++) {
    await attr(page, 'strength', 'down').click();
    await attr(page, 'melee', 'up').click();
  }
  await expect(page.getByTestId(`campaign-points-${MEMBER}`)).toHaveText('16 of 16 points placed');
  await expect(flag).toContainText('carries 5 pieces and Strength 1 carries 2 without overload');
  await expect(flag).toContainText('3 over is more than the 2 allowed');
  await expect(next).toBeDisabled();
  const problems = page.getByTestId('campaign-setup-problems');
  await expect(problems).toContainText('3 over is more than the 2 allowed. — Overload');
  await expect(page.getByTestId('campaign-step-attributes')).toContainText('!');
  await page.screenshot({ path: test.info().outputPath('wizard-overload.png') });

  // One point back to Strength: room for three, two over — allowed, and Next leads to the traits.
  await attr(page, 'melee', 'down').click();
  await attr(page, 'strength', 'up').click();
  await expect(flag).toContainText('overloaded by 2, allowed with its penalties');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByTestId('campaign-step-body-traits')).toBeVisible();
});
