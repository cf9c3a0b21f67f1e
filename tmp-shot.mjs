import { chromium } from 'playwright';
const [,, url, out, ...actions] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--enable-unsafe-swiftshader'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()); });
page.on('pageerror', (e) => console.log('page error:', e.message));
await page.goto(url);
await page.waitForTimeout(4000);
for (const a of actions) {
  if (a.startsWith('click:')) { await page.getByTestId(a.slice(6)).click(); await page.waitForTimeout(1200); }
  else if (a.startsWith('key:')) { await page.keyboard.press(a.slice(4)); await page.waitForTimeout(1200); }
  else if (a.startsWith('eval:')) { console.log(JSON.stringify(await page.evaluate(a.slice(5)))); }
  else if (a.startsWith('shot:')) { await page.screenshot({ path: a.slice(5) }); }
}
await page.screenshot({ path: out });
await browser.close();
