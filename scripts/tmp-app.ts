import { chromium } from '@playwright/test';
import { createServer } from 'vite';
import { chromiumLaunchOptions } from './lib/chromium';
const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address !== null ? address.port : 5173;
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(`http://127.0.0.1:${port}/#/space`);
await page.getByTestId('space-setup').waitFor({ timeout: 120_000 });
await page.screenshot({ path: '/tmp/space-setup.png' });
await page.getByTestId('space-flight').selectOption('7');
await page.getByTestId('space-start').click();
await page.getByTestId('space-sheet').waitFor({ timeout: 60_000 });
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/space-1.png' });
for (const id of (process.argv[2] ?? '').split(',').filter(Boolean)) {
  const loc = page.locator(`[data-testid="${id}"]`).first();
  await loc.click();
  await page.waitForTimeout(600);
}
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/space-2.png' });
console.log(await page.getByTestId('choices').innerText());
await browser.close();
await server.close();
