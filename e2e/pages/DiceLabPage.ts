import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { snapshotOf, waitForAutosave } from './bridge';

/** The Dice lab as a player sees it: presets, the roll button, the dice tray, the log and the save bar. */
export class DiceLabPage {
  readonly logLines: Locator;
  readonly prompt: Locator;
  readonly plan: Locator;

  constructor(readonly page: Page) {
    this.logLines = page.getByTestId('log-line');
    this.prompt = page.getByTestId('prompt-text');
    this.plan = page.getByTestId('plan');
  }

  async open(): Promise<void> {
    await this.page.goto('/#/dice-lab');
    await expect(this.page.getByTestId('dice-lab')).toBeVisible();
  }

  async choosePreset(id: string): Promise<void> {
    await this.page.getByTestId('preset').selectOption(id);
  }

  async roll(): Promise<void> {
    await this.page.getByTestId('choice-roll').click();
  }

  async useManualDice(): Promise<void> {
    await this.page.getByTestId('dice-mode-manual').check();
  }

  async useDigitalDice(): Promise<void> {
    await this.page.getByTestId('dice-mode-digital').check();
  }

  async enterDice(groups: number[][]): Promise<void> {
    for (const [gi, faces] of groups.entries()) {
      for (const [di, face] of faces.entries()) {
        await this.page.getByTestId(`die-input-${gi}-${di}`).fill(String(face));
      }
    }
    await this.page.getByTestId('dice-submit').click();
  }

  async undo(): Promise<void> {
    await this.page.getByTestId('undo').click();
  }

  async redo(): Promise<void> {
    await this.page.getByTestId('redo').click();
  }

  snapshot() {
    return snapshotOf(this.page, 'dice-lab');
  }

  autosaved(): Promise<void> {
    return waitForAutosave(this.page, 'dice-lab');
  }
}
