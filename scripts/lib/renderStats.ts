import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import type { RenderStats } from '../../src/scene/renderStats/main';
import { chromiumLaunchOptions } from './chromium';

/**
 * Serves the app with Vite, opens the render-stats page in headless Chromium for each query, and returns
 * what the page reported. Counts, not times: the same view gives the same numbers on every run.
 */
export async function measureViews(queries: readonly string[]): Promise<RenderStats[]> {
  const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address !== null ? address.port : 5173;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const results: RenderStats[] = [];
    for (const query of queries) {
      const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
      await page.goto(`http://127.0.0.1:${port}/render-stats.html?${query}`);
      await page.waitForFunction(() => window.__renderStats !== undefined, undefined, { timeout: 60_000 });
      const stats = await page.evaluate(() => window.__renderStats);
      await page.close();
      if (stats === undefined || 'error' in stats)
        throw new Error(`render-stats ${query}: ${stats?.error ?? 'no result'}`);
      results.push(stats);
    }
    return results;
  } finally {
    await browser.close();
    await server.close();
  }
}
