import { expect, test } from './fixtures';
import type { Mission } from '../src/rules/salvage/mission/state';
import { SalvagePage } from './pages/SalvagePage';

/** Where every unit stands and what Power the active one has left: what a stray act would change. */
function standing(m: Mission): string {
  return JSON.stringify(m.units.map((u) => [u.id, u.at, u.power]));
}

test('on the salvage board a drag orbits the camera and moves nothing; a click previews, a second click moves', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const salvage = new SalvagePage(page);
  await salvage.open();
  await page.getByTestId('salvage-mission').selectOption('sample-refinery-run');
  for (const crew of ['scrapper', 'foreman', 'rigger'])
    await page.getByTestId(`crew-a-sample-${crew}`).check();
  await page.getByTestId('salvage-start').click();
  for (let step = 0; step < 40; step++) {
    const m = await salvage.mission();
    if (m.stage.kind !== 'setup') break;
    await salvage.choose('setup-next');
  }
  let m = await salvage.mission();
  const boss = m.units.find((u) => u.role === 'boss');
  await salvage.choose(`activate-${boss?.id ?? '?'}`);
  m = await salvage.mission();
  const at = boss?.at;
  if (at == null) throw new Error('the Boss is not on the board');
  const floor = (3 - at.level) * m.content.board.levelSpacing;
  const free = SalvagePage.freeSpotBeside(m, at, 1.8);
  if (free === undefined) throw new Error('no free spot beside the Boss');
  await page.getByTestId('move-as').selectOption('crawl');
  const before = standing(m);
  const logLength =
    (await page.evaluate(() => window.__tabletop?.snapshot('salvage-mission')?.logLength)) ?? 0;

  // An orbit drag that starts on the floor where a click would move: the camera turns, nothing acts.
  const start = await salvage.screenPoint(free.x, floor, free.z);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 40, start.y, { steps: 4 });
  await page.mouse.move(start.x + 80, start.y, { steps: 4 });
  await page.mouse.up();
  const moved = await salvage.screenPoint(free.x, floor, free.z);
  expect(Math.hypot(moved.x - start.x, moved.y - start.y), 'the camera orbited').toBeGreaterThan(5);
  // The camera stops where the drag let go (no inertia): what the player aims at stays put.
  await page.waitForTimeout(400);
  const settled = await salvage.screenPoint(free.x, floor, free.z);
  expect(Math.hypot(settled.x - moved.x, settled.y - moved.y), 'the camera kept turning').toBeLessThan(0.5);
  expect(standing(await salvage.mission())).toBe(before);
  expect(await page.evaluate(() => window.__tabletop?.snapshot('salvage-mission')?.logLength)).toBe(
    logLength,
  );
  await expect(page.getByTestId('active-power')).toContainText('Power 4');

  // A click on the same spot, wherever the camera now shows it, previews the move (nothing spent yet)...
  await page.mouse.click(moved.x, moved.y);
  await expect(page.getByTestId('salvage-move-preview')).toContainText('Crawl');
  await expect(page.getByTestId('active-power')).toContainText('Power 4');
  // ...and a second click there makes it.
  await page.mouse.click(moved.x, moved.y);
  await expect(page.getByTestId('active-power')).toContainText('Power 3');
  await expect(page.getByTestId('salvage-journal')).toContainText('Crawl ');
});
