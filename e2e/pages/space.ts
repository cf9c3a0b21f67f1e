import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The stand-alone space combat's set-up as a player fills it: the Tin Kettle with `fit` against the flight
 * table's row `flight`, thrown with the player's own dice.
 */
export async function startSpaceCombat(page: Page, fit: 'starter' | 'full', flight: number): Promise<void> {
  await page.goto('/#/space');
  const setup = page.getByTestId('space-setup');
  await expect(setup).toBeVisible();
  await setup.getByTestId('space-hull').selectOption('tin-kettle');
  await setup.getByTestId('space-fit').selectOption(fit);
  await setup.getByTestId('space-flight').selectOption(String(flight));
  await setup.getByTestId('space-dice').selectOption('manual');
  await setup.getByTestId('space-start').click();
  await expect(page.getByTestId('space-sheet')).toBeVisible();
}

/**
 * Every printed box filled against flight 5 (Scout: Evading first, objective T8, a crewed Scout Pinnace).
 */
export function startFlightFive(page: Page): Promise<void> {
  return startSpaceCombat(page, 'full', 5);
}
