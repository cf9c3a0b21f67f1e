/**
 * `npm run bench -- tilemap-render`: Space Kraken's tile view, counted in headless Chromium on the
 * render-stats page: one generated 40 × 30 map with every element and border kind, and a whole location of
 * nine such maps, each with the team, its neighbours' highlights and labels, and every done state. Then a
 * hover across tiles of several maps (frames rendered meanwhile) and a press on a tile (the cell reported).
 * Budgets (DESIGN.md): a full 9-map location ≤ 12 draw calls and the same count as 1 map; any view ≤ 100;
 * idle renders 0 frames; a hover renders ≤ 2.
 * Also counted: the sample pack's maps, the tilted camera, and maps with no overlays.
 */
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import type { RenderStats } from '../../src/scene/renderStats/main';
import { chromiumLaunchOptions } from '../lib/chromium';

const CALL_BUDGET = 12;
const HOVER_BUDGET = 2;
const ANY_VIEW = 100;

async function statsOf(page: Page, url: string): Promise<RenderStats> {
  await page.goto(url);
  await page.waitForFunction(() => window.__renderStats !== undefined, undefined, { timeout: 180_000 });
  const stats = await page.evaluate(() => window.__renderStats);
  if (stats === undefined || 'error' in stats) throw new Error(`${url}: ${stats?.error ?? 'no result'}`);
  return stats;
}

/** Tiles to visit: a few cells on each of the maps drawn. */
const SPOTS = [
  [5, 5],
  [6, 5],
  [20, 14],
  [33, 22],
] as const;

/** Moves the mouse over tiles of every map and off the maps; frames rendered and hover reports seen. */
async function hover(page: Page, maps: number): Promise<{ frames: number; reports: number }> {
  const targets = [];
  for (let map = 0; map < maps; map++) for (const [x, y] of SPOTS) targets.push({ x, y, map });
  const points = await page.evaluate(
    (cells) => cells.map((c) => window.__tileMapProbe?.()?.project(c.x, c.y, c.map) ?? null),
    targets,
  );
  await page.evaluate(() => (window.__tileEvents = []));
  const before = await page.evaluate(() => window.__tileMapProbe?.()?.frames() ?? -1);
  for (const point of points) {
    if (point === null) continue;
    await page.mouse.move(point.x, point.y, { steps: 3 });
  }
  await page.mouse.move(1, 1, { steps: 4 });
  await page.waitForTimeout(600);
  const after = await page.evaluate(() => window.__tileMapProbe?.()?.frames() ?? -1);
  const reports = await page.evaluate(
    () => (window.__tileEvents ?? []).filter((e) => e.startsWith('hover')).length,
  );
  return { frames: after - before, reports };
}

/** Presses a tile of map 5 (index 4) and reads back the cell the view reported. */
async function press(page: Page): Promise<string | null> {
  const point = await page.evaluate(() => window.__tileMapProbe?.()?.project(7, 9, 4) ?? null);
  if (point === null) return null;
  await page.evaluate(() => (window.__tileEvents = []));
  await page.mouse.move(point.x, point.y);
  await page.mouse.down();
  await page.mouse.up();
  return page.evaluate(() => (window.__tileEvents ?? []).find((e) => e.startsWith('down')) ?? null);
}

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address !== null ? address.port : 5173;
const base = `http://127.0.0.1:${port}/render-stats.html?view=tilemap&w=40&h=30`;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const one = await statsOf(page, `${base}&maps=1`);
  const nine = await statsOf(page, `${base}&maps=9`);
  const hovered = await hover(page, 9);
  const pressed = await press(page);
  const tilted = await statsOf(page, `${base}&maps=9&preset=tilted`);
  const bare = await statsOf(page, `${base}&maps=9&state=0`);
  const sample = await statsOf(page, `http://127.0.0.1:${port}/render-stats.html?view=tilemap&sample=1`);
  await page.close();

  const line = (label: string, s: RenderStats) =>
    console.log(`${label}: ${s.calls} draw calls, ${s.triangles} triangles, ${s.idleFrames} idle frames`);
  line('1 map of 40 × 30, with the team, highlights and done marks', one);
  line('9 maps of 40 × 30 (a full location), same overlays', nine);
  line('9 maps, tilted camera', tilted);
  line('9 maps, no overlays', bare);
  line('the sample pack’s maps', sample);
  console.log(
    `hover over ${9 * SPOTS.length} tiles of 9 maps and off: ${hovered.frames} frames rendered, ` +
      `${hovered.reports} hover reports`,
  );
  console.log(`press on map 5, cell (7, 9): reported "${pressed ?? 'nothing'}"`);

  const all = [one, nine, tilted, bare, sample];
  const withinBudget =
    nine.calls <= CALL_BUDGET &&
    nine.calls === one.calls &&
    all.every((s) => s.calls <= ANY_VIEW && s.idleFrames === 0) &&
    hovered.reports > 0 &&
    hovered.frames <= HOVER_BUDGET &&
    pressed === 'down 4:7,9';
  console.log(
    JSON.stringify({
      bench: 'tilemap-render',
      callsOneMap: one.calls,
      callsNineMaps: nine.calls,
      triangles: nine.triangles,
      trianglesOneMap: one.triangles,
      idleFrames: Math.max(...all.map((s) => s.idleFrames)),
      hoverFrames: hovered.frames,
      hoverReports: hovered.reports,
      pressed,
      callsTilted: tilted.calls,
      callsNoOverlays: bare.calls,
      callsSamplePack: sample.calls,
      budget: { calls: CALL_BUDGET, sameCount: true },
      withinBudget,
    }),
  );
} finally {
  await browser.close();
  await server.close();
}
