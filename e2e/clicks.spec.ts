import { expect, test } from './fixtures';
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
