/**
 * `npm run bench -- board-render`: the depth board (3 levels, 200 terrain pieces) with 30 figures and with 1,
 * counted in headless Chromium, then a hover over figures and floor. Budgets (DESIGN.md): ≤ 20 draw calls and
 * adding figures adds none; any view ≤ 100; idle renders 0 frames; a hover renders ≤ 2.
 * Also counted, to show the budget holds with everything on: every overlay kind and a selection, a faded
 * level, the dense sample board of the sample pack, and a heat map on every level's floor (one draw call;
 * two with a faded level), which must stay within the 20 as well.
 */
import { chromium, type Page } from '@playwright/test';
import { createServer } from 'vite';
import { figurePoint, standingY } from '../../src/rules/board';
import { sampleBoardForStats } from '../../src/scene/board/sampleBoardForStats';
import type { RenderStats } from '../../src/scene/renderStats/main';
import { chromiumLaunchOptions } from '../lib/chromium';

const TERRAIN = 200;
const CALL_BUDGET = 20;
const HOVER_BUDGET = 2;

async function statsOf(page: Page, url: string): Promise<RenderStats> {
  await page.goto(url);
  await page.waitForFunction(() => window.__renderStats !== undefined, undefined, { timeout: 120_000 });
  const stats = await page.evaluate(() => window.__renderStats);
  if (stats === undefined || 'error' in stats) throw new Error(`${url}: ${stats?.error ?? 'no result'}`);
  return stats;
}

/** Moves the mouse over every figure and some floor in between; returns frames rendered meanwhile. */
async function hover(page: Page): Promise<{ frames: number; overFigure: boolean }> {
  const board = sampleBoardForStats(TERRAIN, 30);
  const spots = await page.evaluate(
    (points) => points.map((p) => window.__boardProbe?.()?.project(p) ?? null),
    board.figures.map((f) => ({
      x: f.x,
      y: standingY(figurePoint(f), board.levelSpacing) + f.height / 2,
      z: f.z,
    })),
  );
  const before = await page.evaluate(() => window.__boardProbe?.()?.frames() ?? -1);
  let overFigure = false;
  for (const spot of spots) {
    if (spot === null) continue;
    await page.mouse.move(spot.x, spot.y, { steps: 3 });
    overFigure ||= await page.evaluate(() => document.querySelector('canvas')?.style.cursor === 'pointer');
  }
  await page.mouse.move(5, 5, { steps: 5 });
  await page.waitForTimeout(600);
  const after = await page.evaluate(() => window.__boardProbe?.()?.frames() ?? -1);
  return { frames: after - before, overFigure };
}

const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address !== null ? address.port : 5173;
const base = `http://127.0.0.1:${port}/render-stats.html?view=board&terrain=${TERRAIN}`;
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  const thirty = await statsOf(page, `${base}&figures=30`);
  const hovered = await hover(page);
  const one = await statsOf(page, `${base}&figures=1`);
  const overlays = await statsOf(page, `${base}&figures=30&overlays=1&select=fig-0`);
  const faded = await statsOf(page, `${base}&figures=30&overlays=1&levels=faded,faded,shown`);
  const dense = await statsOf(page, `${base}&sample=sample-dense-wreck&overlays=1`);
  const heat = await statsOf(page, `${base}&figures=30&overlays=1&select=fig-0&heatmap=1`);
  const heatFaded = await statsOf(page, `${base}&figures=30&heatmap=1&levels=faded,faded,shown`);
  await page.close();

  const line = (label: string, s: RenderStats) =>
    console.log(`${label}: ${s.calls} draw calls, ${s.triangles} triangles, ${s.idleFrames} idle frames`);
  line(`${TERRAIN} pieces, 30 figures`, thirty);
  line(`${TERRAIN} pieces, 1 figure`, one);
  line('30 figures, every overlay kind, a selection', overlays);
  line('30 figures, overlays, Topside and The Mids faded', faded);
  line('dense sample board (sample-dense-wreck), overlays', dense);
  line('30 figures, overlays, a selection and a heat map', heat);
  line('30 figures, a heat map, Topside and The Mids faded', heatFaded);
  console.log(
    `hover over 30 figures and the floor: ${hovered.frames} frames rendered` +
      (hovered.overFigure
        ? ' (the pointer was over a figure: the board saw the hover)'
        : ' (NO figure was hit)'),
  );

  const all = [thirty, one, overlays, faded, dense, heat, heatFaded];
  const withinBudget =
    thirty.calls <= CALL_BUDGET &&
    heat.calls <= CALL_BUDGET &&
    heat.calls - overlays.calls <= 1 &&
    heatFaded.calls <= CALL_BUDGET &&
    thirty.calls === one.calls &&
    all.every((s) => s.calls <= 100 && s.idleFrames === 0) &&
    hovered.overFigure &&
    hovered.frames <= HOVER_BUDGET;
  console.log(
    JSON.stringify({
      bench: 'board-render',
      terrain: TERRAIN,
      callsWith30Figures: thirty.calls,
      callsWith1Figure: one.calls,
      triangles: thirty.triangles,
      idleFrames: Math.max(...all.map((s) => s.idleFrames)),
      hoverFrames: hovered.frames,
      callsWithOverlays: overlays.calls,
      callsFaded: faded.calls,
      callsDenseSample: dense.calls,
      callsWithHeatmap: heat.calls,
      callsHeatmapFaded: heatFaded.calls,
      budget: { calls: CALL_BUDGET, anyView: 100, idleFrames: 0, hoverFrames: HOVER_BUDGET },
      withinBudget,
    }),
  );
} finally {
  await browser.close();
  await server.close();
}
