import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** Saves as a player meets them: the home screen's Continue card, the Load screen's slots, the SaveBar. */
export class SavesPage {
  readonly continueCard: Locator;
  readonly loadError: Locator;

  constructor(readonly page: Page) {
    this.continueCard = page.getByTestId('continue');
    this.loadError = page.getByTestId('load-error');
  }

  async home(): Promise<void> {
    await this.page.goto('/#/');
    await expect(this.page.getByTestId('modes')).toBeVisible();
  }

  async loadScreen(): Promise<void> {
    await this.page.goto('/#/load');
    await expect(this.page.getByTestId('load-screen')).toBeVisible();
    await expect(this.page.getByTestId('slots').or(this.page.getByText('No saved games yet.'))).toBeVisible();
  }

  /** A slot's row on the Load screen (`slot-1`, `autosave:dice-lab`). */
  loadSlot(slot: string): Locator {
    return this.page.getByTestId(`slot-${slot}`);
  }

  /** A slot's row in the game screen's SaveBar. */
  barSlot(slot: string): Locator {
    return this.page.getByTestId(`slot-row-${slot}`);
  }

  async saveToSlot(slot: string): Promise<void> {
    await this.page.getByTestId(`save-${slot}`).click();
    await expect(this.page.getByTestId('save-message')).toContainText('Saved to');
  }

  /** Asks to delete a slot; `answer` says yes or no to the question. */
  async deleteSlot(slot: string, answer: 'confirm' | 'cancel'): Promise<void> {
    await this.page.getByTestId(`delete-${slot}`).click();
    await expect(this.page.getByTestId(`delete-${slot}-question`)).toBeVisible();
    await this.page.getByTestId(`delete-${slot}-${answer}`).click();
  }

  async importOnLoadScreen(path: string): Promise<void> {
    await this.page.getByTestId('load-file').setInputFiles(path);
  }
}

/** An ISO time as the save file keeps it ("2026-12-01T11:20:10.009Z"): never shown to a player. */
export const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d/;
