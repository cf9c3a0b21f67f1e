import { expect, test } from './fixtures';
import { snapshotOf } from './pages/bridge';
import { FringePage } from './pages/FringePage';

/**
 * The sample drill battle with the player's own dice, solo against the raiders: the initiative is missed,
 * Vask (K'Erin) must charge Skarn and wins the brawl, Tamsin jumps 3" from the Mids and takes her hit, a shot
 * is refused because Bex stands in the way, a missed shot is re-rolled with the crew's story point, Gant's
 * shot would take Bex out but she spends her Luck, and Bex's Panic Fire ends the battle.
 */
test('a Fringe battle: K’Erin brawl, jump from the Mids, a blocked shot, a story point, Luck and Panic Fire', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const fringe = new FringePage(page);
  await fringe.open();
  await fringe.start({ battle: 'drill-at-the-gantry', crew: 'wren-crew', play: 'solo', dice: 'manual' });

  // Seize the Initiative: 1 + 3 against 6 is missed; the crew keeps its one story point for later.
  expect(await fringe.waiting()).toMatchObject({ rule: 'fringe.initiative' });
  await fringe.dice([1]);
  // Round 1 has begun and no figure acts yet: the title says the round once (no "round 1" badge beside it).
  await expect(page.locator('h1').filter({ hasText: 'round 1 of 6' })).toBeVisible();
  expect(
    (await page.locator('h1').filter({ hasText: 'round 1 of 6' }).innerText()).match(/round/gi),
  ).toHaveLength(1);
  await expect(page.getByTestId('fringe-stage')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('fringe-round-once.png') });
  await fringe.choose('accept');

  // A brawl with a K'Erin: Vask can reach Skarn, so he must charge; two dice, the better kept.
  await expect(page.getByTestId('prompt')).toContainText('A figure of yours acts');
  await fringe.choose('charge-b-skarn');
  expect(await fringe.waiting()).toMatchObject({ rule: 'fringe.brawling' });
  await expect(page.getByTestId('dice-tray')).toContainText('best of two');
  await fringe.dice([2], [5], [3]);
  await fringe.dice([4]);
  expect((await fringe.figure('b-skarn')).out).toBe('casualty');
  await fringe.choose('winner-stay');

  // A jump from the Mids: 3" down, the round ends and a Damage +0 Hit follows.
  await expect(page.getByTestId('fringe-stage')).toContainText('Tamsin acts');
  await page.getByTestId('camera-top').click();
  await page.getByTestId('fringe-move-as').selectOption('jump');
  await fringe.clickSpot(12, 0, 6);
  await expect(page.getByTestId('fringe-move-effects')).toContainText('Jumps down 3"');
  await expect(page.getByTestId('fringe-move-effects')).toContainText('Damage +0 Hit');
  await page.getByTestId('fringe-move-confirm').click();
  expect(await fringe.waiting()).toMatchObject({ rule: 'fringe.resolving-hits' });
  await fringe.dice([2]);
  await expect(page.getByTestId('fringe-stun-a-tamsin')).toHaveText('Stun ●');
  const tamsin = (await fringe.figure('a-tamsin')).at;
  expect(tamsin?.level).toBe(3);
  expect(tamsin?.x).toBeCloseTo(12, 1);
  expect(tamsin?.z).toBeCloseTo(6, 1);

  // A shot refused because a figure is in the way: Bex stands between Mira and Gant.
  await expect(page.getByTestId('fringe-stage')).toContainText('Mira acts');
  await page.getByTestId('figure-pick-b-gant').click();
  await expect(page.getByTestId('fringe-refusal')).toContainText('Bex is in the line of fire');
  await expect(page.getByTestId('fringe-refusal')).toContainText('watch where you point that thing');

  // A story-point re-roll: Mira misses Dace, spends the point, and the new roll stands.
  await fringe.choose('shoot-colony-rifle-b-dace');
  await fringe.dice([2]);
  await expect(page.getByTestId('prompt')).toContainText('went against you');
  await fringe.choose('story-reroll');
  await expect(page.getByTestId('fringe-story-a')).toHaveText('0 story points');
  expect((await fringe.waiting())?.purpose).toContain('story point re-roll');
  await fringe.dice([5]);
  await fringe.dice([1]);
  expect((await fringe.figure('b-dace')).stun).toBe(1);
  await fringe.choose('end');

  // A Luck save: Gant's shot hits Bex on a natural 6; she spends her Luck and dives 3" east, unharmed.
  await fringe.choose('enemy-go');
  expect((await fringe.waiting())?.purpose).toContain('at Bex');
  await fringe.dice([6]);
  await fringe.dice([6]);
  expect(await fringe.waiting()).toMatchObject({ rule: 'fringe.luck' });
  await fringe.dice([3], [3]);
  await expect(page.getByTestId('fringe-luck-a-bex')).toHaveText('Luck 0');
  expect(await fringe.figure('a-bex')).toMatchObject({ out: null, at: { x: 21, z: 18 } });

  // Panic Fire: five shots at half range, each at the closest enemy; two are enough.
  await fringe.choose('panic-rattle-gun');
  expect((await fringe.waiting())?.purpose).toContain('Panic Fire shot 1 of 5');
  expect((await fringe.waiting())?.purpose).toContain('at Gant');
  await fringe.dice([6]);
  await fringe.dice([5]);
  expect((await fringe.waiting())?.purpose).toContain('at Dace');
  await fringe.dice([6]);
  await fringe.dice([6]);
  await expect(page.getByTestId('fringe-stage')).toContainText('hold the field');
});

/**
 * "Where could I stand?" on the Fringe screen: the map for the acting figure against the nearest enemy,
 * worked out in the worker by the battle's own rules and drawn on the board; it moves nothing, rolls
 * nothing, follows the target and the move preview, and goes with them.
 */
test('the heat map: drawn for the acting figure against a target, and showing it moves nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const fringe = new FringePage(page);
  await fringe.open();
  await fringe.start({ battle: 'drill-at-the-gantry', crew: 'wren-crew', play: 'solo', dice: 'manual' });
  await fringe.dice([1]);
  await fringe.choose('accept');
  await expect(page.getByTestId('fringe-stage')).toContainText('Vask acts');
  const before = await fringe.battle();
  const logBefore = (await snapshotOf(page, 'fringe-battle'))?.logLength;
  expect(await fringe.heatmap()).toBeNull();

  // Vask against the nearest enemy, Skarn: every square of the three levels, a few within his 4" move.
  await page.getByTestId('fringe-heatmap-show').click();
  await expect(page.getByTestId('fringe-heatmap-status')).toHaveAttribute('data-state', 'ready');
  const map = await fringe.heatmap();
  expect(map).toMatchObject({ mover: 'a-vask', target: 'b-skarn' });
  if (map === null) return;
  expect(map.squares).toBeGreaterThan(1000);
  expect(map.squares).toBeLessThan(3 * 36 * 36);
  expect(map.clear + map.cover + map.blocked).toBe(map.squares);
  expect(map.clear).toBeGreaterThan(map.blocked);
  expect(map.reachable).toBeGreaterThan(20);
  expect(map.reachable).toBeLessThan(80);
  // A K'Erin who can reach Skarn must charge him: only the squares beside Skarn give an attack, the brawl
  // (86%: the better of two dice and a Blade against Skarn's axe, that he is hit).
  expect(map.scored).toBeGreaterThan(0);
  expect(map.scored).toBeLessThanOrEqual(12);
  expect(map.best).toBeCloseTo(31 / 36, 9);
  await expect.poll(() => fringe.heatmapTiles()).toBe(map.squares);
  await expect(page.getByTestId('fringe-heatmap-legend')).toContainText('out of reach (this move: 4")');

  // Another target asks again: against Dace, Vask has no attack this activation (he must charge Skarn).
  await page.getByTestId('fringe-heatmap-target').selectOption('b-dace');
  await expect(page.getByTestId('fringe-heatmap-status')).toHaveAttribute('data-target', 'b-dace');
  await expect(page.getByTestId('fringe-heatmap-status')).toHaveAttribute('data-state', 'ready');
  expect(await fringe.heatmap()).toMatchObject({ scored: 0, squares: map.squares });

  // Showing the map moved nothing, rolled nothing and logged nothing.
  expect((await fringe.battle()).fighters).toEqual(before.fighters);
  expect((await snapshotOf(page, 'fringe-battle'))?.logLength).toBe(logBefore);
  expect(await fringe.waiting()).toBeNull();

  // Hidden, it is gone from the board; a previewed move brings it back, with what the spot gives.
  await page.getByTestId('fringe-heatmap-show').click();
  expect(await fringe.heatmap()).toBeNull();
  await expect.poll(() => fringe.heatmapTiles()).toBe(0);
  await page.getByTestId('camera-top').click();
  await fringe.clickSpot(12, 0, 28);
  await expect(page.getByTestId('fringe-heatmap-status')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('fringe-move-from-there')).toContainText('must charge');
  await page.getByTestId('fringe-move-cancel').click();
  expect(await fringe.heatmap()).toBeNull();
  expect((await fringe.battle()).fighters).toEqual(before.fighters);
});
