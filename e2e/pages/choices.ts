import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * The ChoiceBar as a player reads it: the buttons of the level shown, where a step ("Telekinesis 6 ›")
 * stands for the choices under it. `offered` lists every choice id on offer, inside steps too; `choose`
 * drills through the steps to the first choice whose id starts with the prefix, and clicks it.
 */

/** Every choice id on offer (without "choice-"): the buttons shown, and the ids each step holds. */
export async function offered(page: Page): Promise<string[]> {
  return page.getByTestId('choices').evaluate((bar) => {
    const ids: string[] = [];
    for (const b of bar.querySelectorAll<HTMLButtonElement>('button[data-testid^="choice-"]')) {
      const id = b.dataset['testid'] ?? '';
      if (id.startsWith('choice-group-')) ids.push(...(b.dataset['choiceIds'] ?? '').split(' '));
      else ids.push(id.replace(/^choice-/, ''));
    }
    return ids.filter((id) => id !== '');
  });
}

/** What to press next on the way to a choice starting `prefix`: its own button, or the step holding it. */
async function nextButton(page: Page, prefix: string): Promise<string | null> {
  return page.getByTestId('choices').evaluate((bar, want) => {
    const buttons = [...bar.querySelectorAll<HTMLButtonElement>('button[data-testid^="choice-"]')];
    const leaf = buttons.find((b) => {
      const id = b.dataset['testid'] ?? '';
      return !id.startsWith('choice-group-') && id.startsWith(`choice-${want}`) && !b.disabled;
    });
    if (leaf !== undefined) return leaf.dataset['testid'] ?? null;
    const step = buttons.find((b) =>
      (b.dataset['choiceIds'] ?? '').split(' ').some((id) => id.startsWith(want)),
    );
    return step?.dataset['testid'] ?? null;
  }, prefix);
}

/** Drills into the steps and clicks the first choice whose id starts with `prefix`. */
export async function choose(page: Page, prefix: string): Promise<void> {
  for (let depth = 0; depth < 6; depth++) {
    let id = await nextButton(page, prefix);
    if (id === null) {
      // The bar may still be drawing the new state: wait for it, naming what is on offer only on failure.
      await expect
        .poll(() => nextButton(page, prefix))
        .not.toBeNull()
        .catch(async () => {
          throw new Error(`no choice starting "${prefix}" in ${JSON.stringify(await offered(page))}`);
        });
      id = (await nextButton(page, prefix)) ?? '';
    }
    await page.getByTestId(id).click();
    if (!id.startsWith('choice-group-')) return;
  }
  throw new Error(`"${prefix}" is deeper than six steps`);
}
