/**
 * `npx tsx scripts/screenshots.ts [outDir]`: serves the app, plays a few fixed steps with a fixed seed and
 * writes PNG screenshots (the README's picture among them) so a person can look at every screen.
 */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { chromiumLaunchOptions } from './lib/chromium';

const out = process.argv[2] ?? 'docs';
mkdirSync(out, { recursive: true });
const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address !== null ? address.port : 5173;
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
try {
  await page.goto(`${base}/#/`);
  await page.screenshot({ path: join(out, 'home.png') });

  await page.goto(`${base}/#/dice-lab`);
  await page.getByTestId('new-seed').fill('readme');
  await page.getByTestId('new-lab').click();
  await page.getByTestId('preset').selectOption('bulkhead-b2-tech5');
  await page.getByTestId('choice-roll').click();
  await page.getByTestId('preset').selectOption('salvage-shot');
  await page.getByTestId('choice-roll').click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(out, 'dice-lab.png') });

  await page.getByTestId('dice-mode-manual').check();
  await page.getByTestId('choice-roll').click();
  await page.screenshot({ path: join(out, 'dice-tray.png'), fullPage: true });

  await page.goto(`${base}/#/board`);
  await page.getByTestId('board-choice').selectOption('sample/sample-dense-wreck');
  await page.getByTestId('board-setup').click();
  await page.getByTestId('choice-tool-los').click();
  await page.getByTestId('los-viewer').selectOption('crew-1');
  await page.getByTestId('los-all').check();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(out, 'board.png') });

  await page.goto(`${base}/#/crawl`);
  await page.getByTestId('choice-deploy-tile:0,6').click();
  await page.getByTestId('choice-move-area:g').click();
  await page.getByTestId('choice-mines-disarm-ada-voss').click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(out, 'crawl.png') });

  await page.goto(`${base}/#/salvage`);
  await page.getByTestId('salvage-mission').selectOption('sample-hull-breach');
  for (const card of ['sample-foreman', 'sample-scrapper', 'sample-rigger']) {
    await page.getByTestId(`crew-a-${card}`).check();
  }
  await page.getByTestId('salvage-start').click();
  for (let step = 0; step < 8; step++) await page.getByTestId('choice-setup-next').click();
  await page.locator('[data-testid^="choice-activate-"]').first().click();
  await page.getByTestId('choice-group-move').click();
  await page.locator('[data-testid^="choice-order-move-"]').first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(out, 'salvage.png') });

  await page.goto(`${base}/#/rules/kraken.bulkhead`);
  await page.screenshot({ path: join(out, 'rules.png') });
  console.log(`screenshots written to ${out}/`);
} finally {
  await browser.close();
  await server.close();
}
