import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

/** The CGM sheet editor as a content author uses it: the book picker, the grid, the cell box, peek mode. */
export class CgmEditorPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/cgm');
    await expect(this.page.getByTestId('cgm-editor')).toBeVisible();
  }

  /** Opens the CGM book of a loaded pack by its id ("sample", "my-campaign"). */
  async openBook(packId: string): Promise<void> {
    await this.page.getByTestId('cgm-book-choice').selectOption(packId);
    await this.page.getByTestId('cgm-book-open').click();
    await expect(this.page.getByTestId('cgm-notice')).toContainText('Opened the CGM book');
  }

  get problemCount(): Locator {
    return this.page.getByTestId('cgm-problem-count');
  }

  get cellText(): Locator {
    return this.page.getByTestId('cgm-cell-text');
  }

  /** A cell of the shown sheet's grid by its coordinate key ("1BC"). */
  cell(key: string): Locator {
    return this.page.getByTestId(`cgm-cell-${key}`);
  }

  /** The grid cell's <td>, which carries the cell's kind and the peek marks as classes. */
  cellBox(key: string): Locator {
    return this.cell(key).locator('xpath=..');
  }

  async showSheet(number: number): Promise<void> {
    await this.page.getByTestId(`cgm-sheet-${number}`).click();
  }

  /** Picks a cell and types its notation in place of what it held. */
  async typeCell(key: string, text: string): Promise<void> {
    await this.cell(key).click();
    await expect(this.page.getByTestId('cgm-cell-at')).toHaveText(key.replace(/0/g, 'Ø'));
    await this.cellText.fill(text);
  }

  /** Starts peek mode on line `line` of line set `set` (both from 0). */
  async peek(set: number, line: number): Promise<void> {
    await this.page.getByTestId(`cgm-peek-${set}-${line}`).click();
    await expect(this.page.getByTestId('cgm-peek')).toBeVisible();
  }

  get peekWait(): Locator {
    return this.page.getByTestId('cgm-peek-wait');
  }

  /** Clicks the peek answer whose label contains `label`. */
  async answer(label: string | RegExp): Promise<void> {
    await this.page.getByTestId('cgm-peek-choices').getByRole('button', { name: label }).click();
  }
}
