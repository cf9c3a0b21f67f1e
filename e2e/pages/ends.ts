import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The game-over panel as a player meets it: how the game ended in words, the rule it ended by (a link to its
 * entry), what comes next (another game, the home page); the choice bar is gone and no prompt points at it.
 */
export async function expectTheEnd(page: Page, how: RegExp, rule: string): Promise<void> {
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(page.getByTestId('game-over-how')).toContainText(how);
  await expect(page.getByTestId('game-over-rule')).toHaveText(`Rule: ${rule}`);
  await expect(page.getByTestId('choices')).toHaveCount(0);
  await expect(page.getByText('Follow the prompt below')).toHaveCount(0);
  await expect(over.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
}
