import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { snapshotOf } from './bridge';
import { choose, offered } from './choices';
import { fightToTheEnd } from './fight';

interface Waiting {
  readonly purpose: string;
}

/** The dungeon crawl as a player drives it: choices on the ChoiceBar, faces typed into the dice tray. */
export class CrawlPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/crawl');
    await expect(this.page.getByTestId('crawl')).toBeVisible();
  }

  async snapshot() {
    return snapshotOf(this.page, 'dungeon-crawl');
  }

  async waiting(): Promise<string | null> {
    return ((await this.snapshot())?.waitingFor as Waiting | null)?.purpose ?? null;
  }

  /** The ids of the choices on offer (inside steps too), without the "choice-" prefix. */
  async choices(): Promise<string[]> {
    return offered(this.page);
  }

  /** Drills through the choice steps to the first choice whose id starts with `prefix`, and takes it. */
  async choose(prefix: string): Promise<void> {
    await choose(this.page, prefix);
  }

  /** Types the faces into the dice tray (one per physical die, in order) and enters them. */
  async dice(...faces: number[]): Promise<void> {
    await expect(this.page.getByTestId('dice-tray')).toBeVisible();
    const inputs = await this.page.locator('[data-testid^="die-input-0-"]').all();
    for (const [i, input] of inputs.entries()) await input.fill(String(faces[i] ?? faces[0] ?? 1));
    await this.page.getByTestId('dice-submit').click();
  }

  /**
   * Plays a ground combat to its end with the player's dice (`fightToTheEnd`): the crew wins initiative and
   * hits on 6s, the enemies idle on 1s, and the spoils are taken as credits.
   */
  async winFight(): Promise<void> {
    await fightToTheEnd({
      // The fight is the crawl's invoked child: once it is over the exploration is the active machine again.
      over: async () => (await this.snapshot())?.active.path.length === 0,
      waiting: () => this.waiting(),
      dice: (face) => this.dice(face, face),
      offered: () => this.choices(),
      choose: (prefix) => this.choose(prefix),
    });
  }
}
