import { expect, test } from './fixtures';
import { FringePage } from './pages/FringePage';
import { QuickFightPage } from './pages/QuickFightPage';

interface FightContext {
  fight: { enemies: { uid: string; status: string }[] };
}

/**
 * Clicks a step with one possible answer costs: a step that holds only one further step is passed through,
 * so an attack with one weapon at the one enemy is the weapon, then the way to attack (plain, a boost, flank
 * first) — and the crumbs say which target was taken for the player.
 */
test('an attack with one weapon at the one enemy: the weapon’s step opens on the ways to attack it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const fight = new QuickFightPage(page);
  await fight.setUp(['ada-voss'], 'Beasts', 1);
  await expect.poll(() => fight.waiting()).toContain('Reaction');
  // The reaction fails; a lone crew member wins the initiative without a roll.
  await fight.dice(1);
  const ctx = await fight.context<FightContext>();
  expect(ctx.fight.enemies.filter((e) => e.status === 'fighting')).toHaveLength(1);

  await fight.choose('activate-ada-voss');
  const bar = page.getByTestId('choices');
  await bar.locator('[data-testid^="choice-group-attack-with-"]').first().click();
  // Straight to the ways to attack: the target's step was the only one, and the crumbs name it.
  await expect(page.getByTestId('choices-path')).toContainText(/Attack with .+ › at /);
  const plain = bar.locator('button[data-testid^="choice-attack-"]').first();
  await expect(plain).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('attack-ways.png') });
  await plain.click();
  await expect.poll(() => fight.waiting()).toContain('hit roll');
});

test('Fringe: a player who would rather not be asked lets a roll against them stand without a click', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const fringe = new FringePage(page);
  await fringe.open();
  await fringe.start({ battle: 'drill-at-the-gantry', crew: 'wren-crew', play: 'solo', dice: 'manual' });
  await page.getByTestId('fringe-ask-review').getByRole('checkbox').uncheck();
  // Seize the Initiative missed (1 + 3 against 6): the crew has a story point, but the roll stands at once.
  await fringe.dice([1]);
  await expect(page.getByTestId('prompt')).toContainText('A figure of yours acts');
  await expect(page.getByTestId('choice-accept')).toHaveCount(0);
  // Logged as the decision a click makes, and said in the log.
  await expect(page.getByTestId('game-log')).toContainText('The roll stands');
  await page.screenshot({ path: test.info().outputPath('fringe-no-ask.png') });
  // Taken back, the roll is asked about again rather than let stand once more.
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('choice-accept')).toBeVisible();
});
