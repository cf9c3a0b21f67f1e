/**
 * `npx tsx scripts/screenshots.ts [outDir]`: serves the app, plays a few fixed steps of every mode with a fixed
 * seed and writes the README's PNG screenshots at 1280 × 720 (the size the issues test at), so a person can
 * look at every screen. Each shot waits for the scene to settle; a console error fails the run.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { choose as chooseChoice, offered } from '../e2e/pages/choices';
import { chromiumLaunchOptions } from './lib/chromium';

const out = process.argv[2] ?? 'docs';
/** `npx tsx scripts/screenshots.ts docs campaign` redoes one shot. */
const only = process.argv[3];
const wants = (name: string) => only === undefined || only === name;
mkdirSync(out, { recursive: true });
const server = await createServer({ server: { port: 0, host: '127.0.0.1' }, logLevel: 'error' });
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === 'object' && address !== null ? address.port : 5173;
const base = `http://127.0.0.1:${port}`;
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
const errors: string[] = [];
page.on('console', (m) => {
  if (m.type() === 'error') errors.push(m.text());
});
page.on('pageerror', (e) => errors.push(String(e)));

/** Takes the first offered choice whose id starts with one of `prefixes` (as e2e/pages/choices.ts does). */
async function choose(p: Page, ...prefixes: string[]): Promise<void> {
  await p.waitForTimeout(300);
  const ids = await offered(p);
  const prefix = prefixes.find((want) => ids.some((id) => id.startsWith(want)));
  if (prefix === undefined) throw new Error(`none of ${prefixes.join(', ')} in ${ids.join(' ')}`);
  await chooseChoice(p, prefix);
}

async function shot(name: string): Promise<void> {
  await page.waitForTimeout(1500);
  await page.screenshot({ path: join(out, `${name}.png`) });
}

/** A fresh browser state for each mode: no autosave of an earlier run resumes. */
async function fresh(route: string): Promise<void> {
  await page.goto(`${base}/#/`);
  await page.evaluate(async () => {
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
    localStorage.clear();
  });
  await page.goto(`${base}/#/${route}`);
}

try {
  if (wants('home')) {
    await fresh('');
    await shot('home');
  }

  if (wants('campaign')) {
    // A turn of a campaign whose crew was made by hand in the set-up wizard and which has bought a ship.
    await fresh('campaign');
    await page.getByTestId('campaign-next').click();
    for (let i = 0; i < 3; i++) await page.getByTestId('campaign-remove-0').click();
    for (const name of ['Nova Reyes', 'Ilse Kade', 'Oto Brand']) {
      await page.getByTestId('campaign-add-custom').click();
      const i = await page.locator('[data-testid^="campaign-name-"]').count();
      await page.getByTestId(`campaign-name-${i - 1}`).fill(name);
    }
    await page.getByTestId('campaign-next').click();
    const points: Record<string, number>[] = [
      { agility: 2, strength: 3, tech: 2, charisma: 1, ranged: 2 },
      { agility: 1, strength: 1, tech: 3, charisma: 3, ranged: 1, melee: 1 },
      { agility: 1, strength: 5, melee: 4 },
    ];
    for (const [member, ups] of points.entries())
      for (const [name, n] of Object.entries(ups))
        for (let i = 0; i < n; i++) await page.getByTestId(`campaign-attr-${member}-${name}-up`).click();
    await page.getByTestId('campaign-step-summary').click();
    await page.getByTestId('campaign-start').click();
    for (let i = 0; i < 30 && !(await offered(page)).includes('ship-buy:tin-kettle'); i++)
      await choose(page, 'lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass');
    await chooseChoice(page, 'ship-buy:tin-kettle');
    // The hand-made crew lies in the middle of the stage; the ship sheet (with the docked ship just bought)
    // and the journal in the side column.
    await shot('campaign');
  }

  if (wants('crawl')) {
    await fresh('crawl');
    await page.getByTestId('choice-deploy-tile:0,6').click();
    await page.getByTestId('choice-move-area:g').click();
    await page.getByTestId('choice-mines-disarm-ada-voss').click();
    await shot('crawl');
  }

  if (wants('salvage')) {
    await fresh('salvage');
    await page.getByTestId('salvage-mission').selectOption('sample-hull-breach');
    for (const card of ['sample-foreman', 'sample-scrapper', 'sample-rigger']) {
      await page.getByTestId(`crew-a-${card}`).check();
    }
    await page.getByTestId('salvage-start').click();
    for (let step = 0; step < 8; step++) await page.getByTestId('choice-setup-next').click();
    await page.locator('[data-testid^="choice-activate-"]').first().click();
    await page.getByTestId('choice-group-move').click();
    await page.locator('[data-testid^="choice-order-move-"]').first().click();
    await shot('salvage');
  }

  if (wants('board')) {
    await fresh('board');
    await page.getByTestId('board-choice').selectOption('sample/sample-dense-wreck');
    await page.getByTestId('board-setup').click();
    await page.getByTestId('choice-tool-los').click();
    await page.getByTestId('los-viewer').selectOption('crew-1');
    await page.getByTestId('los-all').check();
    await shot('board');
  }

  if (wants('quick-fight')) {
    await fresh('fight');
    await page.getByTestId('fight-start').click();
    for (let i = 0; i < 5; i++)
      await choose(page, 'attack', 'target-', 'initiative', 'activate-', 'psi-skip');
    await shot('quick-fight');
  }

  if (wants('space-combat')) {
    await fresh('space');
    await page.getByTestId('space-hull').selectOption('tin-kettle');
    await page.getByTestId('space-fit').selectOption('full');
    await page.getByTestId('space-flight').selectOption('5');
    await page.getByTestId('space-start').click();
    await shot('space-combat');
  }

  if (wants('fringe')) {
    await fresh('fringe');
    // The heat map is for a figure that acts: a manual Seize the Initiative roll of 1 keeps the order, and the
    // first figure of the round acts.
    await page.getByTestId('fringe-battle').selectOption('drill-at-the-gantry');
    await page.getByTestId('fringe-crew').selectOption('wren-crew');
    await page.getByTestId('fringe-dice').selectOption('manual');
    await page.getByTestId('fringe-start').click();
    await page.getByTestId('die-input-0-0').fill('1');
    await page.getByTestId('dice-submit').click();
    await page.getByTestId('choice-accept').click();
    await page.getByTestId('fringe-heatmap-show').click();
    await shot('fringe');
  }

  if (wants('demo')) {
    await fresh('demos/sample/sample-demo-salvage-attacks');
    for (let step = 0; step < 3; step++) {
      const next = page.getByTestId('demo-next');
      if (await next.isEnabled()) await next.click();
    }
    await shot('demo');
  }

  if (wants('map-editor')) {
    await fresh('maps');
    await page.getByTestId('pack-map-choice').selectOption({ index: 1 });
    await page.getByTestId('pack-map-open').click();
    await shot('map-editor');
  }

  if (wants('dice-lab')) {
    await fresh('dice-lab');
    await page.getByTestId('preset').selectOption('bulkhead-b2-tech5');
    await page.getByTestId('choice-roll').click();
    await page.getByTestId('preset').selectOption('salvage-shot');
    await page.getByTestId('choice-roll').click();
    await shot('dice-lab');
  }

  if (wants('rules')) {
    await page.goto(`${base}/#/rules/kraken.bulkhead`);
    await shot('rules');
  }
  if (errors.length > 0) throw new Error(`console errors: ${errors.join(' | ')}`);
  console.log(`screenshots written to ${out}/`);
} finally {
  await browser.close();
  await server.close();
}
