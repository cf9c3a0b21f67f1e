import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { Mission } from '../../src/rules/salvage/mission/state';
import { snapshotOf } from './bridge';
import { choose, offered } from './choices';

interface Waiting {
  readonly purpose: string;
  readonly groups: readonly { readonly label: string; readonly spec: { readonly count: number } }[];
}

/** A salvage mission as a player drives it: the set-up form, the ChoiceBar, the dice tray, the board. */
export class SalvagePage {
  constructor(readonly page: Page) {}

  /**
   * A free spot `radius` inches from `at`, inside the attacker's deployment zone (with a margin) and clear of
   * every unit, looked for in the eight D8 directions; undefined when none is free.
   */
  static freeSpotBeside(
    m: Mission,
    at: { readonly x: number; readonly z: number },
    radius: number,
  ): { x: number; z: number } | undefined {
    const zone = m.content.mission.deployment.attacker;
    return [0, 1, 2, 3, 4, 5, 6, 7]
      .map((k) => ({
        x: at.x + radius * Math.cos((k * Math.PI) / 4),
        z: at.z + radius * Math.sin((k * Math.PI) / 4),
      }))
      .find(
        (p) =>
          p.x > zone.minX + 0.6 &&
          p.x < zone.maxX - 0.6 &&
          p.z > zone.minZ + 0.6 &&
          p.z < zone.maxZ - 0.6 &&
          m.units.every((o) => o.at === null || Math.hypot(o.at.x - p.x, o.at.z - p.z) > 1.2),
      );
  }

  async open(): Promise<void> {
    await this.page.goto('/#/salvage');
    await expect(this.page.getByTestId('salvage')).toBeVisible();
  }

  async mission(): Promise<Mission> {
    const snap = await snapshotOf(this.page, 'salvage-mission');
    return (snap?.context as { mission: Mission }).mission;
  }

  async waiting(): Promise<Waiting | null> {
    return ((await snapshotOf(this.page, 'salvage-mission'))?.waitingFor as Waiting | null) ?? null;
  }

  /** The ids of the choices on offer (inside steps too), without the "choice-" prefix. */
  async choices(): Promise<string[]> {
    return offered(this.page);
  }

  /** Drills through the choice steps to the first choice whose id starts with `prefix`, and takes it. */
  async choose(prefix: string): Promise<void> {
    await choose(this.page, prefix);
  }

  /** Types one face per die of each group into the dice tray and enters them. */
  async dice(faces: readonly number[]): Promise<void> {
    await expect(this.page.getByTestId('dice-tray')).toBeVisible();
    for (const [g, face] of faces.entries()) {
      const inputs = await this.page.locator(`[data-testid^="die-input-${g}-"]`).all();
      for (const input of inputs) await input.fill(String(face));
    }
    await this.page.getByTestId('dice-submit').click();
  }

  /**
   * The player's dice for a quiet mission: hostiles stay put and miss (1s), the crew's own tests pass (8s),
   * the first card of every pick.
   */
  static quietFaces(w: Waiting): number[] {
    if (w.groups.length === 2) return [1, 8];
    if (/wanders|flung|Pick|pick|card|Card|win condition|Game length|Blight check|Hazard/.test(w.purpose))
      return [1];
    if (/Transit/.test(w.purpose)) return [2];
    return [8];
  }

  /**
   * A safe move by the board: the first click on the spot shows the move's preview (nothing moves yet), a
   * second click on the same spot makes it.
   */
  async clickToMove(at: { readonly x: number; readonly y: number }): Promise<void> {
    await this.page.mouse.click(at.x, at.y);
    await expect(this.page.getByTestId('salvage-move-preview')).toBeVisible();
    await this.page.mouse.click(at.x, at.y);
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

  /** The on-screen box round a figure's pick target (the board probe's figureBounds), in CSS pixels. */
  async figureBounds(id: string): Promise<{ x: number; y: number; width: number; height: number }> {
    await this.page.waitForFunction(() => window.__tabletop?.boardProbe() !== null);
    const box = await this.page.evaluate((f) => window.__tabletop?.boardProbe()?.figureBounds(f) ?? null, id);
    if (box === null) throw new Error(`figure ${id} not on screen`);
    return box;
  }
}
