import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { snapshotOf } from './bridge';

type Level = 1 | 2 | 3;

/** The depth board as a player uses it: the tools, the editor forms, the canvas. */
export class BoardPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/board');
    await expect(this.page.getByTestId('board-screen')).toBeVisible();
  }

  async setUp(choice: string): Promise<void> {
    await this.page.getByTestId('board-choice').selectOption(choice);
    await this.page.getByTestId('board-setup').click();
  }

  async tool(id: 'ruler' | 'los' | 'move' | 'edit'): Promise<void> {
    await this.page.getByTestId(`choice-tool-${id}`).click();
  }

  async addDeck(level: Level, x: number, z: number, width: number, depth: number): Promise<void> {
    const p = this.page;
    await p.getByTestId('edit-piece-select').selectOption('');
    await p.getByTestId('piece-kind').selectOption('platform');
    await p.getByTestId('piece-level').selectOption(String(level));
    await p.getByTestId('piece-x').fill(String(x));
    await p.getByTestId('piece-z').fill(String(z));
    await p.getByTestId('piece-width').fill(String(width));
    await p.getByTestId('piece-depth').fill(String(depth));
    await p.getByTestId('piece-height').fill('0.5');
    await p.getByTestId('piece-apply').click();
  }

  async addWall(x: number, z: number, width: number, depth: number, height: number): Promise<void> {
    const p = this.page;
    await p.getByTestId('edit-piece-select').selectOption('');
    await p.getByTestId('piece-kind').selectOption('wall');
    await p.getByTestId('piece-level').selectOption('3');
    await p.getByTestId('piece-x').fill(String(x));
    await p.getByTestId('piece-z').fill(String(z));
    await p.getByTestId('piece-width').fill(String(width));
    await p.getByTestId('piece-depth').fill(String(depth));
    await p.getByTestId('piece-height').fill(String(height));
    await p.getByTestId('piece-blocks').check();
    await p.getByTestId('piece-apply').click();
  }

  async addFigure(name: string, side: string, level: Level, x: number, z: number): Promise<void> {
    const p = this.page;
    await p.getByTestId('edit-figure-select').selectOption('');
    await p.getByTestId('fig-name').fill(name);
    await p.getByTestId('fig-side').fill(side);
    await p.getByTestId('fig-level').selectOption(String(level));
    await p.getByTestId('fig-x').fill(String(x));
    await p.getByTestId('fig-z').fill(String(z));
    await p.getByTestId('fig-apply').click();
  }

  async figureId(name: string): Promise<string> {
    const snap = await snapshotOf(this.page, 'depth-board');
    const board = (snap?.context as { board: { figures: { id: string; name: string }[] } }).board;
    const id = board.figures.find((f) => f.name === name)?.id;
    if (id === undefined) throw new Error(`no figure ${name}`);
    return id;
  }

  async figures(): Promise<{ id: string; name: string; x: number; z: number; level: number }[]> {
    const snap = await snapshotOf(this.page, 'depth-board');
    return (
      snap?.context as {
        board: { figures: { id: string; name: string; x: number; z: number; level: number }[] };
      }
    ).board.figures;
  }

  /** Where a board point is on screen, from the scene's probe (the canvas has no DOM to click). */
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

  /** What the heat-map panel's status line says, from its data attributes. */
  async heatmap(): Promise<{
    state: string;
    dragging: boolean;
    mover: string;
    target: string;
    squares: number;
    clear: number;
    cover: number;
    blocked: number;
    reachable: number;
  }> {
    const status = this.page.getByTestId('heatmap-status');
    const read = async (name: string) => (await status.getAttribute(`data-${name}`)) ?? '';
    return {
      state: await read('state'),
      dragging: (await read('dragging')) === 'true',
      mover: await read('mover'),
      target: await read('target'),
      squares: Number(await read('squares')),
      clear: Number(await read('clear')),
      cover: Number(await read('cover')),
      blocked: Number(await read('blocked')),
      reachable: Number(await read('reachable')),
    };
  }
}
