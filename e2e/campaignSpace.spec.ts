import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { CampaignPage } from './pages/CampaignPage';

/**
 * The campaign and space as one game, with the player's own dice (Space Kraken §3, §7–§12): the wizard buys
 * a ship (a refusal names its rule); phase 2 builds a Laser; phase 3 flies with two options, fails the avoid
 * check and fights flight 6 (Customs patrol) on the space stage — an objective, a re-rolled shot, an escape
 * attempt, a boarding, an evade — and the location it finds is rolled with a dice modification onto the
 * Starmap log; a reload continues at the same place; the crew lands there and the crawl's first enemy is
 * fought; back by teleporter to the Recovery; in the turns after, the build is done and an urgent quest ticks.
 */

const STORY = ['lead:', 'read', 'choose-a', 'quest-accept', 'starmap-drop', 'recovery-pass'];

interface Turn {
  readonly campaign: {
    readonly credits: number;
    readonly construction: { readonly what: string; readonly discount: number } | null;
    readonly starmap: readonly { readonly name: string; readonly fromStory: boolean }[];
  };
  readonly journal: readonly { readonly kind: string; readonly end?: string }[];
}

async function turnOf(page: CampaignPage['page']): Promise<Turn> {
  const snap = await snapshotOf(page, CampaignPage.MODE);
  return (snap?.context as { turn: Turn }).turn;
}

test('a ship bought, a build, a flight into a space combat, a found location, a reload, a landing with a fight, a quest tick', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const campaign = new CampaignPage(page);
  await campaign.open();
  const setup = campaign.setup;
  await setup.getByTestId('campaign-dice').selectOption('manual');
  await setup.getByTestId('campaign-backstory').selectOption('sample-backstory-lone-runner');

  // The ship is bought first: the Iron Matron's 200¢ hull is more than the purse, and the refusal says so.
  await setup.getByTestId('campaign-step-ship').click();
  await setup.getByTestId('campaign-hull').selectOption('iron-matron');
  await expect(page.getByTestId('campaign-setup-problems')).toContainText('Starting money and equipment');
  await expect(page.getByTestId('campaign-next')).toBeDisabled();
  await setup.getByTestId('campaign-hull').selectOption('tin-kettle');
  for (const box of [0, 5, 11]) await setup.getByTestId(`campaign-box-printed-${box}`).check();
  await expect(page.getByTestId('campaign-purse')).toContainText('left 25¢');
  await page.screenshot({ path: 'test-results/campaign-wizard-ship.png' });
  await campaign.start();
  await expect(page.getByTestId('ship-sheet')).toContainText('Tin Kettle');
  await expect(page.getByTestId('ship-box-printed-5')).toContainText('Maneuver Engines');

  // Turn 1's story lines, then phase 2: Ada builds a second Laser over one turn (d6 + Tech 4 off its 5¢).
  await campaign.until('construction', STORY);
  await campaign.choose('build:laser:printed12:ada-voss:1');
  expect((await campaign.waitingFor())?.purpose).toBe('Ada Voss: a d6, plus Tech 4, off the price');
  await campaign.dice([[6]]);
  await expect(page.getByTestId('ship-sheet-building')).toContainText('Laser');
  expect((await turnOf(page)).campaign.construction?.discount).toBe(10);
  await page.screenshot({ path: 'test-results/campaign-construction.png' });
  await campaign.choose('construction-pass');

  // Phase 3: a flight with two options; the avoid check's odds are shown, and a 1 fails it.
  await campaign.choose('free-flight');
  expect(await campaign.path()).toEqual(['spaceFlight']);
  await expect(page.getByTestId('campaign-flight')).toBeVisible();
  await campaign.choose('flight-difficulty-2');
  await campaign.choose('flight-add-risky-shortcut');
  await campaign.choose('flight-add-pay-smuggler');
  await expect(page.getByTestId('campaign-flight-plan')).toContainText('flight difficulty 2');
  await campaign.choose('flight-set-off');
  await campaign.choose('flight-avoid');
  expect((await campaign.waitingFor())?.odds).toBeCloseTo(5 / 6);
  await campaign.dice([[1]]);
  await campaign.dice([[3]]); // the d3 shows 2: flight number 6
  expect(await campaign.path()).toEqual(['spaceFlight', 'combat']);
  await expect(page.getByTestId('campaign-flight-number')).toContainText('Flight number 6');
  await expect(page.getByTestId('campaign-space')).toBeVisible();
  await expect(page.getByTestId('space-objective-0')).toContainText('Charisma 8');

  // Turn 1: Brann misses the objective; the Laser misses, Ada re-rolls it into a hit; the Cutter hits back;
  // an escape is tried and fails.
  await campaign.choose('objective-brann-okafor-charisma');
  await campaign.dice([[2]]);
  await expect(page.getByTestId('space-crew-token-brann-okafor')).toContainText('objective');
  await campaign.choose('objectives-done');
  await campaign.choose('fire-s');
  await campaign.dice([[2]]);
  await campaign.choose('reroll-ada-voss');
  await campaign.dice([[5]]);
  await campaign.dice([[5]]);
  if ((await campaign.offered()).includes('evade-skip')) await campaign.choose('evade-skip');
  await campaign.dice([[1]]);
  if ((await campaign.offered()).includes('board-skip')) await campaign.choose('board-skip');
  await campaign.choose('escape-try');
  await campaign.dice([[5]]);
  await page.screenshot({ path: 'test-results/campaign-space-combat.png' });

  // Turn 2 (Idle): another hit, then Ada and Brann board the Cutter; they retreat after a round.
  await campaign.choose('objectives-done');
  await campaign.choose('fire-s');
  await campaign.dice([[5]]);
  await campaign.choose('board-e1');
  expect(await campaign.path()).toEqual(['spaceFlight', 'combat', 'boarding']);
  await expect(page.getByTestId('space-boarding')).toBeVisible();
  for (let i = 0; i < 30 && (await campaign.path()).length === 3; i++) {
    if ((await campaign.waitingFor()) !== null) {
      await campaign.allDice((g) => (g === 0 ? 6 : 1));
      continue;
    }
    const ids = await campaign.offered();
    const pick = ['reroll-none', 'cancel-0', 'sacrifice-none', 'boarding-retreat', 'heal-done', 'hit-']
      .map((p) => ids.find((id) => id.startsWith(p)))
      .find((id) => id !== undefined);
    await campaign.choose(pick ?? ids[0] ?? '');
  }
  if ((await campaign.offered()).includes('escape-skip')) await campaign.choose('escape-skip');

  // Turn 3: Brann solves the objective with a 6; the Cutter hits and Ada evades with the Maneuver Engines.
  await campaign.choose('objective-brann-okafor-charisma');
  await campaign.dice([[6]]);
  await campaign.choose('objectives-done');
  await campaign.choose('fire-hold');
  await campaign.dice([[4]]);
  await campaign.choose('evade-ada-voss');
  await campaign.dice([[6]]);
  if ((await campaign.offered()).includes('board-skip')) await campaign.choose('board-skip');
  if ((await campaign.offered()).includes('escape-skip')) await campaign.choose('escape-skip');
  expect((await turnOf(page)).journal.some((n) => n.kind === 'flight-end' && n.end === 'won')).toBe(true);
  // The flight is over, and its space combat's and boarding's lines are still sentences, not codes.
  await expectLogInWords(page, /^Boarding: /);
  await page.screenshot({ path: 'test-results/campaign-log-after-flight.png' });

  // §12: the new location, table by table, with Risky Shortcut's two dice modifications.
  await campaign.findLocation();
  await expect(page.getByTestId('campaign-starmap')).toContainText('found on turn 1');
  await page.screenshot({ path: 'test-results/campaign-found-location.png' });

  // A reload brings the campaign back at the same place.
  await campaign.autosaved();
  const before = await snapshotOf(page, CampaignPage.MODE);
  await page.reload();
  await expect(page.getByTestId('campaign')).toBeVisible();
  const after = await snapshotOf(page, CampaignPage.MODE);
  expect(after?.value).toEqual(before?.value);
  expect(after?.logLength).toBe(before?.logLength);

  // The crew lands at once (Ada is busy building, so Brann goes alone): the crawl runs inside the campaign,
  // and the E1 of the docking collar is fought with the real ground combat.
  await campaign.choose('arrival-land');
  expect(await campaign.path()).toEqual(['dungeon']);
  await expect(page.getByTestId('campaign-crawl')).toBeVisible();
  await campaign.choose('deploy-');
  await campaign.choose('move-area:g');
  await campaign.choose('mines-disarm-');
  await campaign.allDice(() => 6);
  await campaign.choose('move-tile:6,6');
  await campaign.choose('bulkhead-');
  await campaign.allDice(() => 6);
  await campaign.choose('move-area:c');
  await campaign.choose('move-tile:12,5');
  await campaign.choose('move-area:r');
  await campaign.choose('fight');
  expect(await campaign.path()).toEqual(['dungeon', 'groundCombat']);
  await expect(page.getByTestId('campaign-fight')).toBeVisible();
  await campaign.winFight(2);
  expect(await campaign.path()).toEqual(['dungeon']);
  await page.screenshot({ path: 'test-results/campaign-crawl-fight.png' });

  // Back to the ship by the teleporter: a Recovery after phase 3 is allowed.
  await campaign.choose('teleporter');
  await campaign.until('recovery', ['visit-pass', 'market-leave']);
  expect((await turnOf(page)).journal.some((n) => n.kind === 'crawl-end')).toBe(true);
  // The crawl and its fight have ended: their lines too.
  await expectLogInWords(page, /teleports back to the ship/);
  await campaign.choose('recovery-take');
  await campaign.until('story', ['visit-pass', 'market-leave', 'recovery-pass']);
  await expect(page.getByTestId('campaign-journal')).toContainText('Turn 2');

  // On through turns 2 and 3: Ada's Laser is done and paid in turn 2's phase 2; in turn 3 Vask's job board
  // offers a quest (its d6 shows 6: an urgent bounty), and phase 5's quest timer ticks it.
  // An event's crawl on the way: deploy, step in, and leave by the entrance (or the teleporter).
  const later = [
    'back',
    'teleporter',
    'deploy-',
    'move-area:g',
    'mines-disarm-',
    ...STORY,
    'construction-pass',
    'free-skip',
    'visit-pass',
    'recovery-take',
  ];
  for (let i = 0; i < 150; i++) {
    const journal = (await turnOf(page)).journal;
    if (journal.some((n) => n.kind === 'quest-ticked')) break;
    await campaign.step(later);
  }
  const journal = (await turnOf(page)).journal;
  expect(journal.some((n) => n.kind === 'construction' && (n as { step?: string }).step === 'done')).toBe(
    true,
  );
  expect(journal.some((n) => n.kind === 'quest-taken')).toBe(true);
  await expect(page.getByTestId('campaign-quests')).toContainText('urgent, 1 of 4 ticks');
  await expect(page.getByTestId('ship-box-printed-12')).toContainText('Laser');
});

/** Every line of the game log in words: none is a decision's code ("Space combat: escape.skip."). */
async function expectLogInWords(page: CampaignPage['page'], shows: RegExp): Promise<void> {
  const lines = await page.getByTestId('log-line').allTextContents();
  expect(lines.filter((line) => /\b[a-z]+(\.[a-zA-Z]+)+\b/.test(line))).toEqual([]);
  expect(lines.some((line) => shows.test(line))).toBe(true);
}
