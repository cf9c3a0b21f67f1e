import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Battle } from '../../src/rules/fringe/types';
import { snapshotOf } from './bridge';
import { choose } from './choices';

const MODE = 'fringe-battle';

interface Waiting {
  readonly id: string;
  readonly purpose: string;
  readonly rule: string;
  readonly groups: readonly { readonly label: string }[];
}

/** A Fringe battle as a player drives it: the set-up form, the ChoiceBar, the dice tray, the board. */
export class FringePage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/fringe');
    await expect(this.page.getByTestId('fringe-setup')).toBeVisible();
  }

  /** Fills the set-up form and starts the battle. */
  async start(o: {
    battle: string;
    crew: string;
    play: 'solo' | 'hot-seat';
    dice: 'digital' | 'manual';
  }): Promise<void> {
    const setup = this.page.getByTestId('fringe-setup');
    await setup.getByTestId('fringe-battle').selectOption(o.battle);
    await setup.getByTestId('fringe-crew').selectOption(o.crew);
    await setup.getByTestId('fringe-play').selectOption(o.play);
    await setup.getByTestId('fringe-dice').selectOption(o.dice);
    await setup.getByTestId('fringe-start').click();
    await expect(this.page.getByTestId('fringe-board')).toBeVisible();
  }

  async battle(): Promise<Battle> {
    const snap = await snapshotOf(this.page, MODE);
    return (snap?.context as { battle: Battle }).battle;
  }

  async figure(id: string) {
    const f = (await this.battle()).fighters.find((x) => x.id === id);
    if (f === undefined) throw new Error(`no figure ${id}`);
    return f;
  }

  async waiting(): Promise<Waiting | null> {
    return ((await snapshotOf(this.page, MODE))?.waitingFor as Waiting | null) ?? null;
  }

  /** Types the faces of the roll waiting, one list per group, throws them, and waits for the roll to go. */
  async dice(...groups: readonly (readonly number[])[]): Promise<void> {
    await expect(this.page.getByTestId('dice-tray')).toBeVisible();
    const before = await this.waiting();
    if (before === null) throw new Error('no roll is waiting');
    expect(before.groups).toHaveLength(groups.length);
    for (const [g, faces] of groups.entries())
      for (const [d, face] of faces.entries())
        await this.page.getByTestId(`die-input-${g}-${d}`).fill(String(face));
    await this.page.getByTestId('dice-submit').click();
    await expect.poll(async () => (await this.waiting())?.id ?? null).not.toBe(before.id);
  }

  /** Drills through the choice steps to the first choice whose id starts with `prefix`, and takes it. */
  async choose(prefix: string): Promise<void> {
    await choose(this.page, prefix);
  }

  /** Where a board point is on screen, from the scene's probe. */
  async screenPoint(x: number, y: number, z: number): Promise<{ x: number; y: number }> {
    await this.page.waitForFunction(() => window.__tabletop?.boardProbe() !== null);
    const point = await this.page.evaluate((p) => window.__tabletop?.boardProbe()?.project(p) ?? null, {
      x,
      y,
      z,
    });
    if (point === null) throw new Error('point not on screen');
    return point;
  }

  /** Clicks a spot of the board (board inches): the first click shows the move's preview. */
  async clickSpot(x: number, y: number, z: number): Promise<void> {
    const at = await this.screenPoint(x, y, z);
    await this.page.mouse.click(at.x, at.y);
    await expect(this.page.getByTestId('fringe-move-preview')).toBeVisible();
  }

  /** What the heat map's legend says, from its status line's data attributes (null while none is shown). */
  async heatmap(): Promise<{
    state: string;
    mover: string;
    target: string;
    squares: number;
    clear: number;
    cover: number;
    blocked: number;
    reachable: number;
    scored: number;
    best: number;
  } | null> {
    const status = this.page.getByTestId('fringe-heatmap-status');
    if ((await status.count()) === 0) return null;
    const read = async (name: string) => (await status.getAttribute(`data-${name}`)) ?? '';
    return {
      state: await read('state'),
      mover: await read('mover'),
      target: await read('target'),
      squares: Number(await read('squares')),
      clear: Number(await read('clear')),
      cover: Number(await read('cover')),
      blocked: Number(await read('blocked')),
      reachable: Number(await read('reachable')),
      scored: Number(await read('scored')),
      best: Number(await read('best')),
    };
  }

  /** Heat-map tiles the board draws now (0 with no map). */
  async heatmapTiles(): Promise<number> {
    return this.page.evaluate(() => window.__tabletop?.boardProbe()?.heatmapTiles() ?? 0);
  }
}
