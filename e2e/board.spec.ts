import { expect, test } from './fixtures';
import { BoardPage } from './pages/BoardPage';

test.describe('the depth board', () => {
  test('two figures on different levels: the ruler reads the true 3D distance', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await board.setUp('blank/blank-table');
    await board.tool('edit');
    await board.addDeck(1, 10, 10, 6, 6);
    await board.addFigure('Spotter', 'crew', 1, 10, 10);
    // Over a gap: refused with the reason, and nothing changes.
    await board.addFigure('Floater', 'crew', 1, 30, 30);
    await expect(page.getByTestId('edit-refusal')).toContainText('no floor of Topside');
    await board.addFigure('Runner', 'crew', 3, 14, 10);
    expect((await board.figures()).map((f) => f.name)).toEqual(['Spotter', 'Runner']);

    await board.tool('ruler');
    await page.getByTestId('ruler-from').selectOption(await board.figureId('Spotter'));
    await page.getByTestId('ruler-to').selectOption(await board.figureId('Runner'));
    // 4" apart across the table, two levels apart at 3" spacing: √(16 + 36) = 7.21".
    await expect(page.getByTestId('ruler-total')).toHaveText('7.21"');
    await expect(page.getByTestId('ruler-horizontal')).toHaveText('4.00"');
    await expect(page.getByTestId('ruler-vertical')).toHaveText('6.00"');
    await expect(page.getByTestId('board-label-ruler')).toContainText('7.21"');

    // With a weapon chosen, hovering a figure shows the weapon's half range and range around it.
    await page.getByTestId('ruler-weapon').selectOption('sample-nail-caster');
    await expect(page.getByTestId('ruler-band')).toContainText('within range');
    await page.getByTestId('ruler-from').selectOption('');
    await expect(page.getByTestId('board-label-range')).toHaveCount(0);
    const runner = await board.screenPoint(14, 0.6, 10);
    await page.mouse.move(runner.x, runner.y);
    await expect(page.getByTestId('board-label-range')).toContainText('range 10"');
  });

  test('line of sight: a wall blocks one pair, another pair is clear; the viewer is clicked on the board', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    await board.setUp('blank/blank-table');
    await board.tool('edit');
    await board.addWall(19, 10, 1, 4, 3);
    await board.addFigure('Watcher', 'crew', 3, 14, 10);
    await board.addFigure('Hidden', 'hostile', 3, 24, 10);
    await board.addFigure('Open', 'hostile', 3, 14, 20);
    await board.tool('los');

    // Click the watcher on the canvas to make it the viewer.
    const at = await board.screenPoint(14, 0.6, 10);
    await page.mouse.click(at.x, at.y);
    await expect(page.getByTestId('los-viewer')).toHaveValue(await board.figureId('Watcher'));

    await page.getByTestId('los-target').selectOption(await board.figureId('Hidden'));
    const hidden = await board.figureId('Hidden');
    await expect(page.getByTestId(`los-verdict-${hidden}`)).toHaveText('Blocked');
    await expect(page.getByTestId(`los-why-${hidden}`)).toContainText(/blocked by the wall at .+ on /);
    // The wall is placed in words, never by its coordinates.
    await expect(page.getByTestId(`los-why-${hidden}`)).not.toContainText(/\(\d/);

    await page.getByTestId('los-target').selectOption(await board.figureId('Open'));
    await expect(page.getByTestId(`los-verdict-${await board.figureId('Open')}`)).toHaveText('Clear');

    await page.getByTestId('los-all').check();
    await expect(page.getByTestId('los-results').locator('tr')).toHaveCount(2);
  });

  test('at 1280 × 720 the line-of-sight panel fits its drawer: no select or result cut off at its edge', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/#/board');
    await page.getByTestId('board-choice').selectOption('sample/sample-dense-wreck');
    await page.getByTestId('board-setup').click();
    await page.getByTestId('choice-tool-los').click();
    await page.getByTestId('los-viewer').selectOption('crew-1');
    await page.getByTestId('los-all').check();
    await expect(page.getByTestId('los-results').locator('tr').first()).toBeVisible();
    const overflowing = await page.evaluate(() => {
      const drawer = document.querySelector('.drawer-panels');
      if (drawer === null) throw new Error('no panels drawer');
      const right = drawer.getBoundingClientRect().right;
      return [...drawer.querySelectorAll('[data-testid="los-panel"] select, [data-testid="los-panel"] td')]
        .filter((el) => el.getBoundingClientRect().right > right + 0.5)
        .map((el) => `${el.tagName} ${el.textContent.slice(0, 40)}`);
    });
    await page.screenshot({ path: test.info().outputPath('los-drawer.png') });
    expect(overflowing).toEqual([]);
  });

  test('moving a figure: preview with cost, refusal of an illegal move, commit; a drag on the canvas previews, commit moves', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    await board.open();
    await board.setUp('blank/blank-table');
    await board.tool('edit');
    await board.addFigure('Mover', 'crew', 3, 10, 10);
    await board.tool('move');
    const mover = await board.figureId('Mover');
    await page.getByTestId('move-figure').selectOption(mover);
    await page.getByTestId('move-allowance').fill('6');
    await page.getByTestId('move-x').fill('20');
    await page.getByTestId('move-z').fill('10');
    await expect(page.getByTestId('move-verdict')).toContainText('Not allowed');
    await expect(page.getByTestId('move-commit')).toBeDisabled();
    await page.getByTestId('move-x').fill('14');
    await expect(page.getByTestId('move-verdict')).toContainText('Legal move: costs 4.00"');
    await page.getByTestId('move-commit').click();
    await expect.poll(async () => (await board.figures())[0]?.x).toBe(14);

    // Drag the figure 3" along z on the canvas.
    const from = await board.screenPoint(14, 0.6, 10);
    const to = await board.screenPoint(14, 0, 13);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    // The drag only sets where the move goes: nothing moves until the move is committed.
    await expect(page.getByTestId('move-verdict')).toContainText('Legal move');
    expect((await board.figures())[0]?.z).toBe(10);
    await page.getByTestId('move-commit').click();
    await expect.poll(async () => Math.round((await board.figures())[0]?.z ?? 0)).toBe(13);
  });

  test('the board editor saves a board into a pack that is there after a reload', async ({ page }) => {
    const board = new BoardPage(page);
    await board.open();
    await board.setUp('blank/blank-table');
    await board.tool('edit');
    await board.addWall(18, 18, 4, 1, 2);
    await page.getByTestId('board-save-pack').click();
    await expect(page.getByTestId('board-saved')).toContainText('My boards');
    await page.reload();
    await page.goto('/#/packs');
    await expect(page.getByTestId('pack-my-boards')).toBeVisible();
  });
});
