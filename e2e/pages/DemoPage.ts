import { expect, type Page } from '@playwright/test';
import type { TabletopBridge } from '../../src/app/bridge';

export type DemoBridgeState = NonNullable<ReturnType<TabletopBridge['demo']>>;

/**
 * A rules demo as a learner plays it: the demo bar (next, back, jump, Show me, answers), the mode's own
 * choice bar for "your turn" steps, and the test bridge for where the demo stands and which choice on offer
 * the step takes or turns down.
 */
export class DemoPage {
  constructor(readonly page: Page) {}

  async open(pack: string, id: string, present = false): Promise<void> {
    await this.page.goto(`/#/demos/${pack}/${id}${present ? '/present' : ''}`);
    await expect(this.page.getByTestId('demo-panel')).toBeVisible();
    await expect.poll(async () => (await this.state())?.index ?? -1).toBe(0);
  }

  async state(): Promise<DemoBridgeState | null> {
    return this.page.evaluate(() => window.__tabletop?.demo() ?? null);
  }

  async current(): Promise<DemoBridgeState> {
    const state = await this.state();
    if (state === null) throw new Error('no demo is playing');
    return state;
  }

  /** The choice bar back at its top level (a refused choice leaves it inside a step). */
  async barToTop(): Promise<void> {
    const back = this.page.getByTestId('choices-back');
    for (let i = 0; i < 6 && (await back.isVisible()); i++) await back.click();
  }

  /**
   * Clicks the choice with this id in the bar, drilling through the steps that hold it (salvage choice ids
   * carry words and spaces, so the steps are matched on their list of ids as text).
   */
  async chooseById(id: string): Promise<void> {
    await this.barToTop();
    for (let depth = 0; depth < 6; depth++) {
      const leaf = this.page.getByTestId(`choice-${id}`);
      if (await leaf.isVisible()) {
        await leaf.click();
        return;
      }
      const step = await this.page.getByTestId('choices').evaluate((bar, want) => {
        const groups = [...bar.querySelectorAll<HTMLButtonElement>('button[data-testid^="choice-group-"]')];
        return groups.find((b) => (b.dataset['choiceIds'] ?? '').includes(want))?.dataset['testid'] ?? null;
      }, id);
      if (step === null) throw new Error(`no choice ${id} in the bar`);
      await this.page.getByTestId(step).click();
    }
    throw new Error(`choice ${id} is deeper than six steps`);
  }

  /** A "your turn": a wrong choice from the bar (explained, refused), then the right one. */
  async yourTurnWrongThenRight(): Promise<void> {
    // The choices a "your turn" asks for are in view as it opens (the first row at least: a long list scrolls
    // in the dock), and the page itself does not scroll.
    await expect(this.page.getByTestId('choices').locator('button').first()).toBeInViewport({ ratio: 1 });
    expect(
      await this.page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight),
      'the page fits the window',
    ).toBe(true);
    const before = (await this.current()).game?.logLength ?? 0;
    const wrong = await this.page.evaluate(() => window.__tabletop?.demoChoice(false) ?? null);
    expect(wrong, 'a wrong choice is on offer').not.toBeNull();
    await this.chooseById(wrong ?? '');
    await expect(this.page.getByTestId('demo-feedback')).toHaveClass(/demo-wrong/);
    expect((await this.current()).game?.logLength).toBe(before);
    const right = await this.page.evaluate(() => window.__tabletop?.demoChoice(true) ?? null);
    expect(right, 'the right choice is on offer').not.toBeNull();
    await this.chooseById(right ?? '');
    await expect(this.page.getByTestId('demo-feedback')).toHaveClass(/demo-right/);
    await expect.poll(async () => (await this.current()).answered).toBe(true);
  }

  /** A question: a wrong answer in the panel (explained), then a right one. */
  async questionWrongThenRight(): Promise<void> {
    const state = await this.current();
    const correct = state.correct ?? [];
    const count = await this.page.locator('[data-testid^="demo-answer-"]').count();
    const wrong = [...Array(count).keys()].find((i) => !correct.includes(i));
    if (wrong !== undefined) {
      await this.page.getByTestId(`demo-answer-${wrong}`).click();
      await expect(this.page.getByTestId('demo-feedback')).toHaveClass(/demo-wrong/);
    }
    await this.page.getByTestId(`demo-answer-${correct[0] ?? 0}`).click();
    await expect(this.page.getByTestId('demo-feedback')).toHaveClass(/demo-right/);
  }

  async next(): Promise<void> {
    const at = (await this.current()).index;
    await this.page.getByTestId('demo-next').click();
    await expect.poll(async () => (await this.current()).index).toBe(at + 1);
  }

  /** Every step from here to the end: each "your turn" and question taken once wrongly and once rightly. */
  async playThrough(): Promise<void> {
    for (let guard = 0; guard < 300; guard++) {
      const state = await this.current();
      expect(state.problem).toBeNull();
      if (state.kind === 'yourTurn' && !state.answered) await this.yourTurnWrongThenRight();
      if (state.kind === 'question' && !state.answered) await this.questionWrongThenRight();
      if (state.index === state.count - 1) break;
      await this.next();
    }
    await expect(this.page.getByTestId('demo-finished')).toBeVisible();
  }
}
