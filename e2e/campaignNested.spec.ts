import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { CampaignPage } from './pages/CampaignPage';

/**
 * The nested game on the table at 1280 × 720 (issue 27): a campaign's flight into a space combat with a
 * boarding, followed on the phase map sub-phase by sub-phase; and the landing after it, whose crawl reaches a
 * fight drawn on the crawl's own map — its figures with live HP, every enemy's card, and the side panel
 * agreeing with the fight's log at every step. The player's own dice make every step the same each run
 * (the same throws as campaignSpace.spec.ts).
 */
test.use({ viewport: { width: 1280, height: 720 } });

const STORY = ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass'];

/** The book's seven sub-phases of a space-combat turn, in order (Space Kraken §10). */
const SUB_PHASES = ['timeline', 'objectives', 'firing', 'enemyFire', 'boarding', 'escape', 'recharge'];

const map = (page: Page) => page.getByTestId('phase-map');

/** The space combat's sub-phase lit on the phase map now (its top-level state), or null. */
async function litSubPhase(page: Page): Promise<string | null> {
  const lit = map(page).locator(
    '.phase-machine.running[data-machine="spaceCombat"] > ol > li.phase:is(.current, .active)',
  );
  if ((await lit.count()) === 0) return null;
  return lit.first().getAttribute('data-state');
}

/** The campaign set up with the ship of campaignSpace.spec.ts, through turn 1's story lines to phase 3. */
async function toTheFreeAction(campaign: CampaignPage): Promise<void> {
  await campaign.open();
  const setup = campaign.setup;
  await setup.getByTestId('campaign-dice').selectOption('manual');
  await setup.getByTestId('campaign-backstory').selectOption('sample-backstory-lone-runner');
  await setup.getByTestId('campaign-step-ship').click();
  await setup.getByTestId('campaign-hull').selectOption('tin-kettle');
  for (const box of [0, 5, 11]) await setup.getByTestId(`campaign-box-printed-${box}`).check();
  await campaign.start();
  await campaign.until('construction', STORY);
  await campaign.choose('build:laser:printed12:ada-voss:1');
  await campaign.dice([[6]]);
  await campaign.choose('construction-pass');
}

/**
 * The flight of campaignSpace.spec.ts: flight 6 (Customs patrol), a turn with a re-rolled shot and a failed
 * escape, a turn with a boarding, a turn that wins. `seen` is called after every step.
 */
async function flyAndFight(campaign: CampaignPage, seen: () => Promise<void>): Promise<void> {
  const step = async (act: () => Promise<void>) => {
    await act();
    await seen();
  };
  await step(() => campaign.choose('free-flight'));
  await step(() => campaign.choose('flight-difficulty-2'));
  await step(() => campaign.choose('flight-add-risky-shortcut'));
  await step(() => campaign.choose('flight-add-pay-smuggler'));
  await step(() => campaign.choose('flight-set-off'));
  await step(() => campaign.choose('flight-avoid'));
  await step(() => campaign.dice([[1]]));
  await step(() => campaign.dice([[3]]));
  expect(await campaign.path()).toEqual(['spaceFlight', 'combat']);
  // Turn 1.
  await step(() => campaign.choose('objective-brann-okafor-charisma'));
  await step(() => campaign.dice([[2]]));
  await step(() => campaign.choose('objectives-done'));
  await step(() => campaign.choose('fire-s'));
  await step(() => campaign.dice([[2]]));
  await step(() => campaign.choose('reroll-ada-voss'));
  await step(() => campaign.dice([[5]]));
  await step(() => campaign.dice([[5]]));
  if ((await campaign.offered()).includes('evade-skip')) await step(() => campaign.choose('evade-skip'));
  await step(() => campaign.dice([[1]]));
  if ((await campaign.offered()).includes('board-skip')) await step(() => campaign.choose('board-skip'));
  await step(() => campaign.choose('escape-try'));
  await step(() => campaign.dice([[5]]));
  // Turn 2: a boarding of the Cutter, a round, a retreat.
  await step(() => campaign.choose('objectives-done'));
  await step(() => campaign.choose('fire-s'));
  await step(() => campaign.dice([[5]]));
  await step(() => campaign.choose('board-e1'));
  expect(await campaign.path()).toEqual(['spaceFlight', 'combat', 'boarding']);
  for (let i = 0; i < 30 && (await campaign.path()).length === 3; i++) {
    if ((await campaign.waitingFor()) !== null) {
      await step(() => campaign.allDice((g) => (g === 0 ? 6 : 1)));
      continue;
    }
    const ids = await campaign.offered();
    const pick = ['reroll-none', 'cancel-0', 'sacrifice-none', 'boarding-retreat', 'heal-done', 'hit-']
      .map((p) => ids.find((id) => id.startsWith(p)))
      .find((id) => id !== undefined);
    await step(() => campaign.choose(pick ?? ids[0] ?? ''));
  }
  if ((await campaign.offered()).includes('escape-skip')) await step(() => campaign.choose('escape-skip'));
  // Turn 3: the objective solved, an evade; the combat is won.
  await step(() => campaign.choose('objective-brann-okafor-charisma'));
  await step(() => campaign.dice([[6]]));
  await step(() => campaign.choose('objectives-done'));
  await step(() => campaign.choose('fire-hold'));
  await step(() => campaign.dice([[4]]));
  await step(() => campaign.choose('evade-ada-voss'));
  await step(() => campaign.dice([[6]]));
  if ((await campaign.offered()).includes('board-skip')) await step(() => campaign.choose('board-skip'));
  if ((await campaign.offered()).includes('escape-skip')) await step(() => campaign.choose('escape-skip'));
}

test('a campaign flight into a space combat with a boarding: its odds before and during, the phase map lit at each sub-phase in order', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const campaign = new CampaignPage(page);
  await toTheFreeAction(campaign);
  await page.getByTestId('toggle-phases').click();
  await expect(map(page)).toBeVisible();

  // Every sub-phase lit while the combat runs, as the player meets it; and the boarding lit inside it.
  const lit: string[] = [];
  let boardingLit = false;
  let flightOdds = false;
  let combatOdds = false;
  await flyAndFight(campaign, async () => {
    const path = await campaign.path();
    // Before the flight is flown (the avoid check on offer), its odds; in the combat, the whole combat's.
    if (
      path.join('/') === 'spaceFlight' &&
      !flightOdds &&
      (await campaign.offered()).includes('flight-avoid')
    ) {
      await expect(page.getByTestId('flight-odds')).toContainText(/win\s*\d/, { timeout: 30_000 });
      await page.getByTestId('flight-odds').scrollIntoViewIfNeeded();
      await page.screenshot({ path: 'test-results/nested-flight-odds.png' });
      flightOdds = true;
    }
    if (path.length === 2 && !combatOdds) {
      await expect(page.getByTestId('space-odds')).toContainText(/Win\s*\d/, { timeout: 30_000 });
      combatOdds = true;
    }
    if (path.length < 2) return;
    const now = await litSubPhase(page);
    if (now !== null && lit[lit.length - 1] !== now) lit.push(now);
    if (path.length === 3) {
      const boarding = map(page).locator('.phase-machine.running[data-machine="boarding"]');
      await expect(boarding).toBeVisible();
      await expect(boarding.locator('[aria-current="step"]')).toHaveCount(1);
      expect(await litSubPhase(page)).toBe('boarding');
      boardingLit = true;
    }
    if (lit.length === 4) await page.screenshot({ path: 'test-results/nested-phase-map-space.png' });
  });
  expect(boardingLit, 'the boarding was lit on the map while it ran').toBe(true);
  expect(flightOdds, 'the flight showed its odds before it was flown').toBe(true);
  expect(combatOdds, 'the space combat showed its whole-combat odds').toBe(true);

  // The lit sub-phases, turn after turn, never go back in the book's order but to start a new turn.
  const turns: string[][] = [[]];
  for (const phase of lit) {
    const current = turns[turns.length - 1] ?? [];
    const last = current[current.length - 1];
    if (last !== undefined && SUB_PHASES.indexOf(phase) < SUB_PHASES.indexOf(last)) turns.push([phase]);
    else current.push(phase);
  }
  expect(turns.length, `three turns of the combat: ${JSON.stringify(lit)}`).toBe(3);
  for (const turn of turns) {
    const order = turn.map((p) => SUB_PHASES.indexOf(p));
    expect(order.every((n) => n >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  }
  // The boarding's turn stands in each sub-phase the player decides in.
  expect(turns[1]).toEqual(expect.arrayContaining(['objectives', 'firing', 'boarding']));
});

/** The running fight as the machine holds it (the deepest actor's context). */
interface FightNow {
  readonly oxygen: number;
  readonly crew: readonly { id: string; name: string; hp: number; condition: string }[];
  readonly enemies: readonly { uid: string; hp: number; status: string; profile: { hp: number } }[];
}

async function fightNow(page: Page): Promise<FightNow | null> {
  const snap = await snapshotOf(page, CampaignPage.MODE);
  if (snap === null || snap.active.path.join('/') !== 'dungeon/groundCombat') return null;
  return (snap.active.context as { fight: FightNow }).fight;
}

/** Every number the screen shows of the fight is the machine's: cards, figures on the map, the side panel. */
async function tableAgrees(page: Page, fight: FightNow): Promise<void> {
  const stage = page.getByTestId('campaign-crawl');
  const canvas = stage.getByTestId('tile-map-canvas');
  const box = await canvas.boundingBox();
  expect(box?.height ?? 0, 'the crawl map is drawn, not a strip').toBeGreaterThan(250);
  for (const e of fight.enemies) {
    const hp = `${Math.max(0, Math.min(e.hp, e.profile.hp))}/${e.profile.hp} HP`;
    await expect(page.getByTestId(`enemy-hp-${e.uid}`)).toHaveText(hp);
    if (e.status === 'fighting') await expect(stage.getByTestId(`tile-figure-${e.uid}`)).toContainText(hp);
    else await expect(stage.getByTestId(`tile-figure-${e.uid}`)).toHaveCount(0);
  }
  const hud = page.getByTestId('crawl-hud');
  for (const c of fight.crew) {
    // The crew's HP as the fight holds it (a maximum read off the sheet: HP past zero shows as 0).
    const hp = new RegExp(`\\b${Math.max(0, c.hp)}/\\d+ HP`);
    await expect(page.getByTestId(`crew-hp-${c.id}`)).toHaveText(hp);
    await expect(hud.getByTestId(`crawl-crew-${c.id}`)).toContainText(hp);
    if (c.condition === 'conscious') await expect(stage.getByTestId(`tile-figure-${c.id}`)).toContainText(hp);
    else await expect(stage.getByTestId(`tile-figure-${c.id}`)).toHaveCount(0);
  }
  await expect(hud.getByTestId('crawl-oxygen')).toContainText(`Oxygen ${fight.oxygen}/`);
  await expect(page.getByTestId('campaign-stores')).toContainText(`Oxygen ${fight.oxygen} of`);
}

/** The fight's log says an enemy is captured or killed only once its card says so too. */
async function logAgrees(page: Page): Promise<void> {
  const lines = await page.getByTestId('log-line').allTextContents();
  const last = lines[lines.length - 1] ?? '';
  const fight = await fightNow(page);
  if (fight === null) return;
  if (/captured|killed/i.test(last)) {
    const done = fight.enemies.filter((e) => e.status !== 'fighting');
    expect(done.length, `the log says "${last}"`).toBeGreaterThan(0);
    for (const e of done) await expect(page.getByTestId(`enemy-${e.uid}`).locator('.badge')).toBeVisible();
  }
}

async function toTheCrawlFight(campaign: CampaignPage): Promise<void> {
  await toTheFreeAction(campaign);
  await flyAndFight(campaign, () => Promise.resolve());
  await campaign.findLocation();
  await campaign.choose('arrival-land');
  expect(await campaign.path()).toEqual(['dungeon']);
}

/** From the deployed team, through a mine and a bulkhead, into the room of the crawl's first enemy: the fight. */
async function toTheCrawlsEnemy(campaign: CampaignPage): Promise<void> {
  for (const s of ['move-area:g', 'mines-disarm-']) await campaign.choose(s);
  await campaign.allDice(() => 6);
  await campaign.choose('move-tile:6,6');
  await campaign.choose('bulkhead-');
  await campaign.allDice(() => 6);
  for (const s of ['move-area:c', 'move-tile:12,5', 'move-area:r', 'fight']) await campaign.choose(s);
  expect(await campaign.path()).toEqual(['dungeon', 'groundCombat']);
}

test('a landing whose crawl reaches a fight: the fight on the crawl map, live HP and cards, the side panel agreeing', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const campaign = new CampaignPage(page);
  await toTheCrawlFight(campaign);

  // The campaign's crawl takes the stand-alone crawl's clicks: the entrance on the map deploys the team.
  const stage = page.getByTestId('campaign-crawl');
  await expect(page.getByTestId('crawl-map-legend')).toHaveCount(1);
  await expect(page.getByTestId('view-reset')).toBeVisible();
  await page.waitForFunction(() => window.__tabletop?.tileMapProbe() != null);
  const entrance = stage.locator('[data-testid^="tile-label-entrance-"]').first();
  await expect(entrance).toBeVisible();
  const cell = /entrance-(\d+)-(\d+)/.exec((await entrance.getAttribute('data-testid')) ?? '');
  const point = await page.evaluate(
    ([x, y]) => window.__tabletop?.tileMapProbe()?.project(x ?? 0, y ?? 0, 0) ?? null,
    [Number(cell?.[1]), Number(cell?.[2])],
  );
  expect(point).not.toBeNull();
  const before = (await snapshotOf(page, CampaignPage.MODE))?.logLength ?? 0;
  await page.mouse.click(point?.x ?? 0, point?.y ?? 0);
  await expect.poll(async () => (await snapshotOf(page, CampaignPage.MODE))?.logLength).toBe(before + 1);
  await page.getByTestId('view-reset').click();

  await toTheCrawlsEnemy(campaign);

  // At every step of the fight the table and the side panel say what the machine and its log say.
  let checked = 0;
  const steps = await campaign.winFight(2, async () => {
    const fight = await fightNow(page);
    expect(fight, 'the fight runs in the crawl').not.toBeNull();
    if (fight !== null) await tableAgrees(page, fight);
    await logAgrees(page);
    if (checked === 3) await page.screenshot({ path: 'test-results/nested-crawl-fight.png' });
    checked += 1;
  });
  expect(steps).toBeGreaterThan(5);
  expect(await campaign.path()).toEqual(['dungeon']);
  await page.screenshot({ path: 'test-results/nested-crawl-after-fight.png' });
});

// Once a sub-game ended its log entries used to turn into codes ("Space combat: escape.skip.", "Crawl:
// crew.activate.", "Crawl: teleporter.out."); each entry is now worded by the machine that wrote it
// (narrateLog, src/game/presenter), and this walk holds the log to words after the crawl is left.
test('a landing whose crawl reaches a fight: the log after the fight is still in words', async ({ page }) => {
  test.setTimeout(300_000);
  const campaign = new CampaignPage(page);
  await toTheCrawlFight(campaign);
  await campaign.choose('deploy-');
  await toTheCrawlsEnemy(campaign);
  await campaign.winFight(2);
  await campaign.choose('teleporter');
  expect(await campaign.path()).not.toContain('dungeon');
  // No line of the log is a machine's code ("Crawl: crew.activate.", "Space combat: escape.skip.").
  const lines = await page.getByTestId('log-line').allTextContents();
  const codes = lines.filter((l) => /\b[a-z]+(?:[.-][a-z]+)+\.?$|\b[a-z]+\.[a-z]+\b/.test(l));
  expect(codes, 'log lines written as codes').toEqual([]);
});
