import { expect, test } from './fixtures';
import { SalvagePage } from './pages/SalvagePage';

test('a solo salvage mission with manual dice, from set-up to the post-game, then the next mission with the roster', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const salvage = new SalvagePage(page);
  await salvage.open();

  // The roster rule is checked before the mission starts.
  await page.getByTestId('salvage-mission').selectOption('sample-refinery-run');
  await page.getByTestId('crew-a-sample-scrapper').check();
  await page.getByTestId('salvage-start').click();
  await expect(page.getByTestId('salvage-setup-problem')).toContainText('exactly one Boss');
  await page.getByTestId('crew-a-sample-foreman').check();
  await page.getByTestId('crew-a-sample-rigger').check();
  await page.getByTestId('salvage-dice').selectOption('manual');
  await page.getByTestId('salvage-start').click();

  // Set-up, step by step; every roll is typed into the tray.
  await expect(page.getByTestId('prompt-text')).toContainText('Set-up step 1');
  let deployed = false;
  for (let step = 0; step < 40; step++) {
    const w = await salvage.waiting();
    if (w !== null) {
      if (/Game length/.test(w.purpose)) await expect(page.getByTestId('dice-tray')).toContainText('D4');
      await salvage.dice(SalvagePage.quietFaces(w));
      continue;
    }
    const m = await salvage.mission();
    if (m.stage.kind !== 'setup') break;
    if (m.stage.step === 'deployment' && !deployed) {
      // Deployment by clicking: a Boiler, then a free spot of the zone 1.5" away, seen from above (from the
      // side a 2"-tall figure in front of the spot would hide it).
      deployed = true;
      await page.getByTestId('camera-top').click();
      const u = m.units.find((x) => x.side === 'attacker' && x.at !== null);
      if (u?.at != null) {
        const at = u.at;
        const floor = (3 - at.level) * m.content.board.levelSpacing;
        const spot = SalvagePage.freeSpotBeside(m, at, 1.5);
        expect(spot).toBeDefined();
        const figure = await salvage.screenPoint(at.x, floor + 0.8, at.z);
        await page.mouse.click(figure.x, figure.y);
        const target = await salvage.screenPoint(spot?.x ?? at.x, floor, spot?.z ?? at.z);
        await page.mouse.click(target.x, target.y);
        await expect
          .poll(async () => (await salvage.mission()).units.find((x) => x.id === u.id)?.at?.x)
          .toBeCloseTo(spot?.x ?? at.x, 0);
      }
    }
    await salvage.choose('setup-next');
  }
  let m = await salvage.mission();
  expect(m.roundLimit).toBe(5);
  expect(m.units.filter((u) => u.side === 'site')).toHaveLength(m.content.mission.hostileSlots.length);
  await expect(page.getByTestId('win-conditions')).toContainText(
    m.content.mission.winConditions[0]?.name ?? '?',
  );

  // Round 1: the Boss moves across the board with a click on the canvas, then every Boiler ends its turn.
  const boss = m.units.find((u) => u.role === 'boss');
  await salvage.choose(`activate-${boss?.id ?? '?'}`);
  m = await salvage.mission();
  expect(boss?.at).not.toBeNull();
  if (boss?.at != null) {
    const floor = (3 - boss.at.level) * m.content.board.levelSpacing;
    const at = boss.at;
    // A free spot 1.8" away on the same deck: no other figure within 1.2" of it.
    const spots = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => ({
      x: at.x + 1.8 * Math.cos((k * Math.PI) / 4),
      z: at.z + 1.8 * Math.sin((k * Math.PI) / 4),
    }));
    const zone = m.content.mission.deployment.attacker;
    const free = spots.find(
      (s) =>
        s.x > zone.minX + 0.6 &&
        s.x < zone.maxX - 0.6 &&
        s.z > zone.minZ + 0.6 &&
        s.z < zone.maxZ - 0.6 &&
        m.units.every((u) => u.at === null || Math.hypot(u.at.x - s.x, u.at.z - s.z) > 1.2),
    );
    expect(free).toBeDefined();
    const target = await salvage.screenPoint(free?.x ?? at.x, floor, free?.z ?? at.z);
    // The click moves as the chosen action: a Crawl (up to 2", 1 Power, no Noise).
    await page.getByTestId('move-as').selectOption('crawl');
    await salvage.clickToMove(target);
    await expect(page.getByTestId('active-power')).toContainText('Power 3');
    await expect(page.getByTestId('salvage-journal')).toContainText('Crawl 1.8"');
    // Clicking a hostile across the board: the Boss has only a melee weapon, so the attack is refused with
    // the rule it breaks, and nothing is spent.
    m = await salvage.mission();
    const refusal = page.getByTestId('board-refusal');
    for (const h of m.units.filter((u) => u.side === 'site')) {
      if (h.at === null) continue;
      const spot = await salvage.screenPoint(
        h.at.x,
        (3 - h.at.level) * m.content.board.levelSpacing + 0.8,
        h.at.z,
      );
      await page.mouse.click(spot.x, spot.y);
      // A hostile hidden under a deck or another figure does not take the click: try the next.
      const shown = await refusal
        .waitFor({ state: 'visible', timeout: 1000 })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
    }
    await expect(refusal).toContainText(/base contact/);
    await expect(page.getByTestId('active-power')).toContainText('Power 3');
  }
  await expect(page.getByTestId('salvage-stage')).toContainText('Boiler Phase');

  // Five rounds of quiet play: end each activation, type the Enemy Phase's dice.
  for (let step = 0; step < 600; step++) {
    const w = await salvage.waiting();
    if (w !== null) {
      await salvage.dice(SalvagePage.quietFaces(w));
      continue;
    }
    m = await salvage.mission();
    if (m.stage.kind === 'postGame' && m.stage.step === 'downtime') break;
    const offered = await salvage.choices();
    const pick = ['choose-', 'unit-end', 'activate-', 'hostile-'].find((p) =>
      offered.some((c) => c.startsWith(p)),
    );
    expect(pick, `a way on in ${JSON.stringify(m.stage)}: ${JSON.stringify(offered)}`).toBeDefined();
    await salvage.choose(pick ?? '');
  }
  m = await salvage.mission();
  expect(m.round).toBe(5);
  await expect(page.getByTestId('salvage-stage')).toHaveText('Post-game: Downtime');
  await expect(page.getByTestId('post-game-report')).toContainText('Transit find');
  const scripBefore = m.companies.attacker?.scrip ?? 0;
  expect(scripBefore).toBeGreaterThan(50);
  const roster = (m.companies.attacker?.roster ?? []).map((b) => b.name);
  expect(roster).toHaveLength(3);

  // Downtime: buy a ration for Tamsin in the shop, then set out again with the same crew.
  await page.getByTestId('shop-boiler-attacker').selectOption({ label: 'Tamsin' });
  await page.getByTestId('shop-gear-attacker').selectOption('sample-ration-brick');
  await page.getByTestId('shop-buy-attacker').click();
  await expect(page.getByTestId('salvage-journal')).toContainText('Bought Ration Brick');
  // ... and sell it back for half its price.
  const scripAfterBuy = (await salvage.mission()).companies.attacker?.scrip ?? 0;
  await page.getByTestId('shop-sell-attacker-sample-ration-brick').first().click();
  await expect(page.getByTestId('salvage-journal')).toContainText('Sold Ration Brick');
  const brick = (await salvage.mission()).content.gear.find((g) => g.id === 'sample-ration-brick');
  expect((await salvage.mission()).companies.attacker?.scrip).toBe(
    scripAfterBuy + Math.floor((brick?.price ?? 0) / 2),
  );
  await salvage.choose('mission-next');
  m = await salvage.mission();
  expect(m.stage).toEqual({ kind: 'setup', step: 'theme' });
  expect(m.companies.attacker?.missionsPlayed).toBe(1);
  expect((m.companies.attacker?.roster ?? []).map((b) => b.name)).toEqual(roster);
  await expect(page.getByTestId('company-attacker')).toContainText('missions 1');
});
