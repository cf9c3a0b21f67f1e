import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * No internal name on screen: a player reads names, never the ids, field names or JSON the code uses. Each
 * mode's first screens (its set-up form, the game it starts, its first few steps) and the tools are walked
 * at 1280 × 720, and every visible word is checked: no camelCase ("winConditions"), no kebab-case id
 * ("scrap-heap"), no JSON (`{"boost":…}`), no grid coordinates or map keys, and no roll without its purpose.
 */

/** Hyphenated words of the project's own English, which look like kebab-case ids but are not. */
const ENGLISH = new Set([
  'set-up',
  'hot-seat',
  're-roll',
  're-rolled',
  're-rolls',
  'one-shot',
  'close-combat',
  'long-range',
  'short-range',
  'two-handed',
  'one-handed',
  'no-one',
  'sub-level',
  'built-in',
  'left-hand',
  'right-hand',
  'x-ray',
  'self-destruct',
  'hand-made',
  'ready-made',
  'ground-combat',
  'd-pad',
  'post-game',
  'three-level',
  'sub-phase',
  'sub-phases',
  'self-destruction',
  'double-cross',
  'roll-off',
  'across-the-table',
  'up-and-down',
  'charge-up',
  'north-east',
  'north-west',
  'south-east',
  'south-west',
  'line-of-sight',
]);

/** The words a map element is named by before the code its tile prints ("the stall S2"). */
// (ELEMENT_WORDS in src/rules/tilemap/words.ts: the specs import no rules; those whose tiles carry a number.)
/**
 * Codes still on screen, each with why it stays for now: the mines' disarm and dodge rolls name their tile's
 * code in the roll's purpose, which a crawl keeps in its state, so wording it changes every crawl save's
 * state (the fixture saves pin it): it waits for the next RULES_VERSION.
 */
const KNOWN_CODES = [/tries to disarm M\d+\b/, /dodges the blast of M\d+\b/, /disarms M\d+\b/];

const TILE_WORDS = ['bulkhead', 'enemy', 'boss', 'laser barrier', 'mines', 'treasure', 'stall', 'event tile'];

/**
 * Words on the page that look like code, with a few words around each. `codes`: also bare codes ("T8") and
 * braces, on the table screens (the tools show a pack's own notation: the map legend, the CGM editor).
 */
async function codeWords(page: Page, codes = true): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const found: string[] = [];
  const around = (i: number, n: number) => text.slice(Math.max(0, i - 30), i + n + 30).replace(/\s+/g, ' ');
  for (const m of text.matchAll(/\b[a-z]+[A-Z][A-Za-z]*\b/g))
    found.push(`camelCase "${m[0]}" in "${around(m.index, m[0].length)}"`);
  for (const m of text.matchAll(/(?<![\w'’-])[a-z][a-z0-9]*(?:-[a-z0-9]+)+(?![\w'’-])/g)) {
    // A single letter or a grade joined by a hyphen ("a-1", "grade-5") is how the books write them; a game's
    // seed is shown so that a player can type it again, and is the player's value, not an id.
    const seed = /Seed\s$/.test(text.slice(Math.max(0, m.index - 5), m.index));
    if (!ENGLISH.has(m[0]) && !seed && !/^[a-z]-|^grade-\d+$/.test(m[0]))
      found.push(`kebab-case "${m[0]}" in "${around(m.index, m[0].length)}"`);
  }
  for (const m of text.matchAll(/[{[]\s*"[^"]*"\s*:/g))
    found.push(`JSON in "${around(m.index, m[0].length)}"`);
  // Grid coordinates and map keys: a place is named as a player names it ("the bulkhead B1", "the passage
  // south of the Sick bay"), never "tile (6, 6)", 'area "g"' or a Map-ID in brackets.
  for (const m of text.matchAll(/\(\d+, \d+\)/g))
    found.push(`coordinates "${m[0]}" in "${around(m.index, m[0].length)}"`);
  for (const m of text.matchAll(/\barea "[a-z0-9]+"|\(area [a-z0-9]+\)|\(Map-ID \d+\)/g))
    found.push(`map key "${m[0]}" in "${around(m.index, m[0].length)}"`);
  // Dice say whose and what for: never the kernel's "Crew member" on a roll, never a bare "Digital dice: 5."
  for (const m of text.matchAll(/\bCrew member \d/g))
    found.push(`dice labelled "Crew member" in "${around(m.index, m[0].length)}"`);
  for (const m of text.matchAll(/^\s*(?:Digital|Your|Scripted) dice: [\d, /]+\.$/gm))
    found.push(`a dice line with no purpose: "${m[0].trim()}"`);
  // Codes alone: a letter and a number ("T8", "S2") is how the books' tables or the maps' tiles print a
  // thing, never what a player reads for it, unless it stands after the word naming what it is ("the stall S2",
  // "the bulkhead B1"; the map prints the code on the tile). A die ("D8", "d6") is the books' own notation. A
  // line that is only such a name ("stall S2.") says nothing happened.
  if (!codes) return found;
  found.push(...bareCodes(text));
  // A log line is a sentence: one that only names a tile ("stall S2.") says nothing of what happened.
  const logLines = await page.evaluate(() =>
    [...document.querySelectorAll('.drawer-log li, [data-testid="last-result"] li')].map((li) =>
      (li as HTMLElement).innerText.trim(),
    ),
  );
  for (const line of logLines)
    if (/^(?:[Tt]he )?[A-Za-z]+ [A-Z]{1,2}\d+\.?$/.test(line))
      found.push(`a log line that only names something: "${line}"`);
  for (const m of text.matchAll(/\{[^{}\n]*\}/g))
    found.push(`braces "${m[0]}" in "${around(m.index, m[0].length)}"`);
  return found;
}

/** Codes alone in `text` ("T8", "S2"), as codeWords finds them, with a few words around each. */
function bareCodes(text: string): string[] {
  const found: string[] = [];
  const around = (i: number, n: number) => text.slice(Math.max(0, i - 30), i + n + 30).replace(/\s+/g, ' ');
  for (const m of text.matchAll(/(?<![\w'’+-])[A-Z]{1,2}\d+(?![\w'’])/g)) {
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const named = new RegExp(`\\b(?:${TILE_WORDS.join('|')}) $`, 'i').test(before);
    const known = KNOWN_CODES.some((k) =>
      k.test(text.slice(Math.max(0, m.index - 24), m.index + m[0].length + 1)),
    );
    if (!/^D\d+$/.test(m[0]) && !named && !known)
      found.push(`code "${m[0]}" in "${around(m.index, m[0].length)}"`);
  }
  return found;
}

/** Takes up to `n` steps by the first choice the bar offers (drilling into steps), checking after each. */
async function walk(page: Page, where: string, n: number, seen: string[]): Promise<void> {
  for (let i = 0; i < n; i++) {
    const bar = page.getByTestId('choices');
    if ((await bar.count()) === 0) return;
    const first = bar.locator('button.choice:not(:disabled)').first();
    if ((await first.count()) === 0) return;
    await first.click();
    await page.waitForTimeout(150);
    seen.push(...(await codeWords(page)).map((w) => `${where}, step ${i + 1}: ${w}`));
  }
}

const MODES: readonly { route: string; start: string | null }[] = [
  { route: 'crawl', start: null },
  { route: 'fight', start: 'fight-start' },
  { route: 'salvage', start: 'salvage-start' },
  { route: 'campaign', start: 'campaign-start' },
  { route: 'space', start: 'space-start' },
  { route: 'fringe', start: 'fringe-start' },
  { route: 'board', start: null },
  { route: 'dice-lab', start: null },
];

test.describe('no code words on screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  for (const { route, start } of MODES) {
    test(`the ${route} screens`, async ({ page }) => {
      test.setTimeout(90_000);
      const seen: string[] = [];
      await page.goto(`/#/${route}`);
      await expect(page.locator('main, .app').first()).toBeVisible();
      await page.waitForTimeout(500);
      seen.push(...(await codeWords(page)).map((w) => `${route}, first screen: ${w}`));
      if (route === 'salvage')
        // The crew is picked by hand: the first Boss and two Boilers.
        for (const name of ['Foreman Vek', 'Tamsin', 'Odo Pell'])
          await page.getByRole('checkbox', { name: new RegExp(`^${name} `) }).check();
      if (start !== null) {
        // The campaign's wizard starts from its summary step.
        if (route === 'campaign') await page.getByTestId('campaign-step-summary').click();
        await page.getByTestId(start).click();
        await expect(page.getByTestId('choices').or(page.getByTestId('dice-tray')).first()).toBeVisible();
        seen.push(...(await codeWords(page)).map((w) => `${route}, game: ${w}`));
      }
      await walk(page, route, route === 'salvage' ? 16 : 12, seen);
      await page.screenshot({ path: test.info().outputPath(`${route}.png`) });
      expect([...new Set(seen)]).toEqual([]);
    });
  }

  // Every rules demo, step by step (jumped to, as a learner may).
  const DEMOS = [
    'sample-demo-kraken-damage',
    'sample-demo-kraken-psi',
    'sample-demo-kraken-mines-bulkhead-hell',
    'sample-demo-kraken-space-turn',
    'sample-demo-fringe-brawl-and-luck',
    'sample-demo-depth-and-sight',
    'sample-demo-salvage-power-and-tests',
    'sample-demo-salvage-attacks',
    'sample-demo-salvage-down-and-out',
  ];
  for (const demo of DEMOS) {
    test(`the demo ${demo}`, async ({ page }) => {
      test.setTimeout(120_000);
      const seen: string[] = [];
      await page.goto(`/#/demos/sample/${demo}`);
      await expect(page.getByTestId('demo-panel')).toBeVisible();
      // The Log open too: a demo's log is read as it plays.
      await page.getByTestId('toggle-log').click();
      const steps = await page.getByTestId('demo-jump').locator('option').count();
      expect(steps).toBeGreaterThan(3);
      for (let i = 0; i < steps; i++) {
        await page.getByTestId('demo-jump').selectOption(String(i));
        await expect(page.getByTestId('demo-progress')).toContainText(`step ${String(i + 1)} of`);
        await page.waitForTimeout(200);
        seen.push(...(await codeWords(page)).map((w) => `${demo}, step ${String(i + 1)}: ${w}`));
      }
      expect([...new Set(seen)]).toEqual([]);
    });
  }

  test('the home page and the tools', async ({ page }) => {
    const seen: string[] = [];
    for (const route of ['', 'rules', 'load', 'packs', 'demos', 'maps', 'cgm']) {
      await page.goto(`/#/${route}`);
      await page.waitForTimeout(500);
      seen.push(...(await codeWords(page, false)).map((w) => `#/${route}: ${w}`));
    }
    expect([...new Set(seen)]).toEqual([]);
  });

  // The Rules screen's entry titles are read as names, like any heading: no code in them ("Charge-up weapons
  // (T2)" once). An entry's text may still quote the book's notation where it explains a code printed on the
  // book's own sheets (a weapon marked T2): that is the book's word a player looks up, not the app's id.
  test('the rules reference: no code in an entry title', async ({ page }) => {
    await page.goto('/#/rules');
    const list = page.getByTestId('rules-results').locator('button');
    await expect(list.first()).toBeVisible();
    const titles = await list.allInnerTexts();
    expect(titles.length).toBeGreaterThan(100);
    expect(titles.flatMap((t) => bareCodes(t))).toEqual([]);
    await page.getByTestId('rules-search').fill('charge-up');
    await page.getByTestId('rules-results').locator('button').first().click();
    await expect(page.getByTestId('rule-title')).toHaveText('Charge-up weapons');
    await page.screenshot({ path: test.info().outputPath('rules-charge-up.png') });
  });
});
