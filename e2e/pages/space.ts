import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The stand-alone space combat's set-up as a player fills it: the Tin Kettle with every printed box filled
 * against flight 5 (Scout: Evading first, objective T8, a crewed Scout Pinnace), thrown with the player's
 * own dice.
 */
export async function startFlightFive(page: Page): Promise<void> {
  await page.goto('/#/space');
  const setup = page.getByTestId('space-setup');
  await expect(setup).toBeVisible();
  await setup.getByTestId('space-hull').selectOption('tin-kettle');
  await setup.getByTestId('space-fit').selectOption('full');
  await setup.getByTestId('space-flight').selectOption('5');
  await setup.getByTestId('space-dice').selectOption('manual');
  await setup.getByTestId('space-start').click();
  await expect(page.getByTestId('space-sheet')).toBeVisible();
}
