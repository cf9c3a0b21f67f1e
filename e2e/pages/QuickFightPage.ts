import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { snapshotOf } from './bridge';
import { choose, offered } from './choices';

interface Waiting {
  readonly purpose: string;
}

/** The Quick fight as a player drives it: the set-up form, the choices, the dice tray. */
export class QuickFightPage {
  constructor(readonly page: Page) {}

  async setUp(crew: readonly string[], species: string, level: number): Promise<void> {
    await this.page.goto('/#/fight');
    const setup = this.page.getByTestId('fight-setup');
    await expect(setup.or(this.page.getByTestId('fight-new'))).toBeVisible();
    if (!(await setup.isVisible())) await this.newFight();
    for (const box of await this.page.locator('[data-testid^="pick-crew-"]').all()) await box.uncheck();
    for (const id of crew) await this.page.getByTestId(`pick-crew-${id}`).check();
    await this.page.getByTestId('fight-species').selectOption(species);
    await this.page.getByTestId('fight-level').fill(String(level));
    await this.page.getByTestId('fight-dice-manual').check();
    await this.page.getByTestId('fight-start').click();
  }

  /** "Set up another fight", and yes to leaving the one in progress. */
  async newFight(): Promise<void> {
    await this.page.getByTestId('fight-new').click();
    await this.page.getByTestId('fight-new-confirm').click();
  }

  async state(): Promise<string> {
    return JSON.stringify((await snapshotOf(this.page, 'ground-combat'))?.value);
  }

  /** The purpose of the roll waiting for dice, or null. */
  async waiting(): Promise<string | null> {
    const snap = await snapshotOf(this.page, 'ground-combat');
    return (snap?.waitingFor as Waiting | null)?.purpose ?? null;
  }

  async context<T>(): Promise<T> {
    return (await snapshotOf(this.page, 'ground-combat'))?.context as T;
  }

  /** Types one face per physical die of the first group and enters them. */
  async dice(face: number): Promise<void> {
    await expect(this.page.getByTestId('dice-tray')).toBeVisible();
    const inputs = this.page.locator('[data-testid^="die-input-0-"]');
    for (const input of await inputs.all()) await input.fill(String(face));
    await this.page.getByTestId('dice-submit').click();
  }

  /**
   * Takes the first choice whose id starts with `prefix` (choice ids come from the mode), drilling through
   * the steps that hold it.
   */
  async choose(prefix: string): Promise<void> {
    await choose(this.page, prefix);
  }

  /** The ids of the choices on offer (inside steps too), without the "choice-" prefix. */
  async choices(): Promise<string[]> {
    return offered(this.page);
  }

  /** Lets the enemies act harmlessly: action 1 on the table, failed escapes. */
  async enemiesIdle(): Promise<void> {
    for (let i = 0; i < 12; i++) {
      const purpose = await this.waiting();
      if (purpose === null) return;
      if (!/action|escape/.test(purpose)) return;
      await this.dice(1);
    }
  }
}
