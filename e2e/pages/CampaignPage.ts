import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { snapshotOf, waitForAutosave } from './bridge';
import { choose, offered } from './choices';
import { fightToTheEnd } from './fight';

/**
 * The Space Kraken campaign screen as a player uses it: the wizard, the ChoiceBar (`choose` drills through
 * its steps), the dice tray with the player's own dice, and the test bridge to read where the game stands.
 */
export class CampaignPage {
  static readonly MODE = 'kraken-campaign';

  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/campaign');
    await expect(this.page.getByTestId('campaign-setup')).toBeVisible();
  }

  get setup() {
    return this.page.getByTestId('campaign-setup');
  }

  /** Goes to the wizard's summary step and starts the campaign from it. */
  async start(): Promise<void> {
    await this.page.getByTestId('campaign-step-summary').click();
    await this.page.getByTestId('campaign-start').click();
    await expect(this.page.getByTestId('campaign')).toBeVisible();
  }

  /**
   * Space Kraken §4 Overload on the wizard's gear step: the quick start's second member (Strength 5, room for
   * four pieces) is given three more cheap pieces, paid by the first member's gear given back — five carried,
   * one over, allowed with its penalties. Ends on the Attributes step, where the overload is flagged.
   */
  async overloadSecondMember(): Promise<void> {
    await this.page.getByTestId('campaign-step-gear').click();
    const first = this.page.getByTestId('campaign-gear-list-0').getByRole('button', { name: /^Give back/ });
    while ((await first.count()) > 0) await first.first().click();
    for (const id of ['patch-kit', 'ration-bar', 'worry-stone']) {
      await this.page.getByTestId('campaign-gear-pick-1').selectOption(id);
      await this.page.getByTestId('campaign-gear-buy-1').click();
    }
    await expect(this.page.getByTestId('campaign-gear-list-1')).toContainText('Worry Stone');
    await this.page.getByTestId('campaign-step-attributes').click();
  }

  /**
   * A new campaign with the wizard's own choices, played to `state` by `story` (the console's errors are the
   * `test` fixture's to catch).
   */
  async openAt(state: string, story: readonly string[]): Promise<void> {
    await this.open();
    await this.start();
    await this.until(state, story);
  }

  /**
   * §12 a new location, table by table, as the flight leaves it: the first die a 2, no shift, every roll
   * kept; the other tables show 3s, the Map-IDs 1 (map 1 is the docking collar). Ends at the arrival.
   */
  async findLocation(): Promise<void> {
    await expect(this.page.getByTestId('campaign-location')).toBeVisible();
    await this.dice([[2]]);
    await this.choose('location-plus-0');
    await this.choose('location-keep');
    for (let i = 0; i < 20 && !(await this.standsIn('arrival')); i++) {
      const waiting = await this.waitingFor();
      if (waiting !== null) await this.allDice(() => (/Map-ID/.test(waiting.purpose) ? 1 : 3));
      else await this.choose('location-keep');
    }
  }

  /** The campaign machine's own state (`story`, `construction`, `flight` …). */
  async state(): Promise<unknown> {
    return (await snapshotOf(this.page, CampaignPage.MODE))?.value;
  }

  /** The path of child machines to the one the player deals with now. */
  async path(): Promise<readonly string[]> {
    return (await snapshotOf(this.page, CampaignPage.MODE))?.active.path ?? [];
  }

  /** What the waiting roll is for (null: no roll waits). */
  async waitingFor(): Promise<{ purpose: string; odds: number | null; groups: number[] } | null> {
    const snap = await snapshotOf(this.page, CampaignPage.MODE);
    const request = snap?.waitingFor as
      { purpose: string; odds: number | null; groups: { spec: { count: number } }[] } | null | undefined;
    if (request == null) return null;
    return { purpose: request.purpose, odds: request.odds, groups: request.groups.map((g) => g.spec.count) };
  }

  /** Types the faces of the waiting roll into the dice tray (one list per group) and throws them. */
  async dice(groups: readonly (readonly number[])[]): Promise<void> {
    await expect(this.page.getByTestId('dice-tray')).toBeVisible();
    for (const [g, faces] of groups.entries())
      for (const [d, face] of faces.entries())
        await this.page.getByTestId(`die-input-${g}-${d}`).fill(String(face));
    await this.page.getByTestId('dice-submit').click();
  }

  /** Throws one face for every die of the waiting roll. */
  async allDice(face: (group: number) => number): Promise<void> {
    const waiting = await this.waitingFor();
    if (waiting === null) throw new Error('no roll waits');
    await this.dice(waiting.groups.map((count, g) => Array.from({ length: count }, () => face(g))));
  }

  choose(prefix: string): Promise<void> {
    return choose(this.page, prefix);
  }

  offered(): Promise<string[]> {
    return offered(this.page);
  }

  /** Takes the first offered choice of the first matching prefix (a roll: a d20 shows 15, others 6). */
  async step(priorities: readonly string[]): Promise<string> {
    const waiting = await this.waitingFor();
    if (waiting !== null) {
      await this.allDice(() => (/d20/.test(waiting.purpose) ? 15 : 6));
      return `dice ${waiting.purpose}`;
    }
    const ids = await this.offered();
    const pick = priorities.map((p) => ids.find((id) => id.startsWith(p))).find((id) => id !== undefined);
    if (pick === undefined) throw new Error(`nothing to choose: ${ids.join(' ')}`);
    await this.choose(pick);
    return pick;
  }

  /**
   * Whether the campaign stands in the state `name` at any depth of its phase loop: a phase (`construction`,
   * `{ construction: … }`) or a step inside one (`arrival` in `{ freeAction: 'arrival' }`).
   */
  async standsIn(name: string): Promise<boolean> {
    const holds = (value: unknown): boolean =>
      value === name ||
      (typeof value === 'object' &&
        value !== null &&
        Object.entries(value).some(([key, sub]) => key === name || holds(sub)));
    return holds(await this.state());
  }

  /** Steps until the campaign stands in `state` (a phase, or a step of one). */
  async until(state: string, priorities: readonly string[], max = 80): Promise<string[]> {
    const taken: string[] = [];
    for (let i = 0; i < max && !(await this.standsIn(state)); i++) taken.push(await this.step(priorities));
    expect(await this.standsIn(state), `the campaign stands in ${state}`).toBe(true);
    return taken;
  }

  /**
   * Plays a ground combat at `depth` (its path's length: 2 in a crawl, 1 for a story event's fight) to its
   * end with the player's dice (`fightToTheEnd`); `each` runs before every step. Returns the steps taken.
   */
  async winFight(depth: number, each?: () => Promise<void>): Promise<number> {
    return fightToTheEnd(
      {
        over: async () => (await this.path()).length < depth,
        waiting: async () => (await this.waitingFor())?.purpose ?? null,
        dice: (face) => this.allDice(() => face),
        offered: () => this.offered(),
        choose: (prefix) => this.choose(prefix),
      },
      each,
    );
  }

  async autosaved(): Promise<void> {
    await waitForAutosave(this.page, CampaignPage.MODE);
  }
}
