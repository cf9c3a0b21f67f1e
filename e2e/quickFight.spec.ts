import { expect, test } from './fixtures';
import { QuickFightPage } from './pages/QuickFightPage';

interface FightContext {
  fight: {
    enemies: { uid: string; status: string }[];
    crew: { id: string; inventory: Record<string, { kind: string; jam?: string } | null> }[];
    log: { text: string }[];
    outcome: string | null;
  };
}

test('a Quick fight from spawn to spoils with manual dice: a jam and its unjam, a PSI power', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fight = new QuickFightPage(page);
  await fight.setUp(['ada-voss', 'dax-ilyin'], 'Beasts', 1);

  // Spawn: the reaction roll fails on a 1 (4+ needed), then initiative: the crew 6, the enemies 1.
  await expect.poll(() => fight.waiting()).toContain('Reaction');
  await fight.dice(1);
  await fight.choose('initiative');
  await fight.dice(6);
  await fight.dice(1);
  await expect(page.getByTestId('fight-summary')).toContainText('the crew act first');
  await expect(page.getByTestId('fight-odds')).toContainText('simulated fights');

  // Ada fires and rolls a 1: a miss, and the pistol jams.
  await fight.choose('activate-ada-voss');
  await fight.choose('attack-L-');
  await fight.dice(1);
  await expect(page.getByTestId('slot-ada-voss-L')).toContainText('JAMMED');

  // Dax strikes and misses, then uses a PSI power: a 6 succeeds.
  await fight.choose('activate-dax-ilyin');
  await fight.choose('attack-L-');
  await fight.dice(3);
  const powers = (await fight.choices()).filter((id) => id.startsWith('psi-psi-attack'));
  expect(powers.length).toBeGreaterThan(0);
  await fight.choose(powers[0] ?? '');
  await fight.dice(6);
  await expect(page.getByTestId('combat-log')).toContainText('PSI');

  // The enemy idles; next turn Ada clears the jam (d6 + Tech against 8) with a 6.
  await fight.enemiesIdle();
  await fight.choose('activate-ada-voss');
  await fight.choose('unjam-L');
  await fight.dice(6);
  await expect(page.getByTestId('slot-ada-voss-L')).not.toContainText('JAMMED');

  // Now fight it out with 6s until the enemy is down.
  for (let round = 0; round < 12; round++) {
    const ctx = await fight.context<FightContext>();
    if (ctx.fight.enemies.every((e) => e.status !== 'fighting')) break;
    const state = await fight.state();
    if (state.includes('picking')) {
      const next = page.locator('[data-testid^="choice-activate-"]').first();
      if ((await next.count()) === 0) break;
      await next.click();
      await fight.choose('attack-');
      while ((await fight.waiting())?.includes('hit roll')) await fight.dice(6);
      const skip = page.getByTestId('choice-psi-skip');
      if (await skip.isVisible()) await skip.click();
    } else {
      await fight.enemiesIdle();
    }
  }

  // Spoils: credits rather than a stimpack, then the treasure dice.
  await fight.choose('credits');
  for (let i = 0; i < 6 && (await fight.state()) !== '"done"'; i++) {
    if ((await fight.waiting()) !== null) await fight.dice(3);
    else await page.locator('[data-testid^="choice-"]:not([data-testid="choice-undo"])').first().click();
  }
  await expect(page.getByTestId('fight-outcome')).toHaveText('victory');
  await expect(page.getByTestId('damage-breakdown').first()).toContainText('HP lost');
  // The end is said in the dock, with what comes next: another fight opens the set-up form.
  await expect(page.getByTestId('game-over')).toContainText('Game over');
  await expect(page.getByTestId('game-over-how')).toContainText('the crew won');
  await page.getByTestId('game-over-another').click();
  await expect(page.getByTestId('fight-setup')).toBeVisible();
});

test('an escape attempt in a second fight (a lone wolf, who wins initiative without a roll)', async ({
  page,
}) => {
  const fight = new QuickFightPage(page);
  await fight.setUp(['ada-voss'], 'Beasts', 1);
  await expect.poll(() => fight.waiting()).toContain('Reaction');
  // The first fight is left for a second one.
  await fight.newFight();
  await fight.setUp(['brann-okafor'], 'Renegades', 2);
  for (let i = 0; i < 6 && (await fight.waiting()) !== null; i++) await fight.dice(1);
  await expect(page.getByTestId('fight-summary')).toContainText('the crew act first');
  await fight.choose('activate-brann-okafor');
  const escape = page.getByTestId('choice-escape');
  await expect(escape.getByTestId('odds-badge')).toBeVisible();
  await escape.click();
  await fight.dice(1);
  await expect(page.getByTestId('combat-log')).toContainText('escape');
});
