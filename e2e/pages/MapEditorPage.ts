import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

type Side = 'north' | 'east' | 'south' | 'west';

/** The map editor as a book owner uses it: the start bar, the palette, clicks on the map, the panels. */
export class MapEditorPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/#/maps');
    await expect(this.page.getByTestId('map-editor')).toBeVisible();
  }

  get cells(): Locator {
    return this.page.getByTestId('cells-text');
  }

  get issues(): Locator {
    return this.page.getByTestId('map-issues-panel');
  }

  async startBlank(width: number, height: number): Promise<void> {
    await this.page.getByTestId('blank-width').fill(String(width));
    await this.page.getByTestId('blank-height').fill(String(height));
    await this.page.getByTestId('blank-start').click();
    await expect(this.page.getByTestId('map-notice')).toContainText(`A blank ${width} × ${height} map`);
  }

  async openPackMap(choice: string): Promise<void> {
    await this.page.getByTestId('pack-map-choice').selectOption(choice);
    await this.page.getByTestId('pack-map-open').click();
  }

  async setIdAndName(id: string, name: string): Promise<void> {
    await this.page.getByTestId('map-id').fill(id);
    await this.page.getByTestId('map-id').blur();
    await this.page.getByTestId('map-name').fill(name);
    await this.page.getByTestId('map-name').blur();
    await expect(this.page.getByTestId('map-title')).toHaveText(name);
  }

  /** Picks a palette tool: select, floor, wall, void, clear, area-<key>. */
  async tool(id: string): Promise<void> {
    await this.page.getByTestId(`tool-${id}`).click();
  }

  /** Picks an element by its legend type, with its value (a digit, "?", a portal number, N/E/S/W). */
  async element(type: string, value?: string): Promise<void> {
    await this.page.getByTestId(`tool-element-${type}`).click();
    if (value !== undefined) await this.page.getByTestId('element-value').selectOption(value);
  }

  /** Picks a border type (and a bulkhead's level). */
  async border(type: string, level?: string): Promise<void> {
    await this.page.getByTestId(`border-type-${type}`).click();
    if (level !== undefined) await this.page.getByTestId('border-level').selectOption(level);
  }

  /** Where the centre of tile (x, y) shows on screen, from the scene's probe (the canvas has no DOM). */
  async tileCentre(x: number, y: number): Promise<{ x: number; y: number }> {
    await this.page.waitForFunction(() => (window.__tabletop?.tileMapProbe() ?? null) !== null);
    const point = await this.page.evaluate(
      ([tx, ty]) => window.__tabletop?.tileMapProbe()?.project(tx, ty) ?? null,
      [x, y] as const,
    );
    if (point === null) throw new Error(`tile (${x}, ${y}) is not on screen`);
    return point;
  }

  async clickTile(x: number, y: number): Promise<void> {
    const at = await this.tileCentre(x, y);
    await this.page.mouse.click(at.x, at.y);
    await expect(this.page.getByTestId('selected-tile')).toContainText(`Tile (${x}, ${y})`);
  }

  /** Clicks tile (x, y) close to one of its sides, as a player putting a border there does. */
  async clickSide(x: number, y: number, side: Side): Promise<void> {
    const step = { north: [0, -1], east: [1, 0], south: [0, 1], west: [-1, 0] }[side];
    const centre = await this.tileCentre(x, y);
    const beyond = await this.tileCentre(x + (step[0] ?? 0), y + (step[1] ?? 0));
    await this.page.mouse.click(
      centre.x + (beyond.x - centre.x) * 0.4,
      centre.y + (beyond.y - centre.y) * 0.4,
    );
  }

  /** The cells as the text view shows them, one string per row. */
  async rows(): Promise<string[]> {
    return (await this.cells.inputValue()).split('\n');
  }
}
