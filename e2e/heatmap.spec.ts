import { expect, test } from './fixtures';
import { BoardPage } from './pages/BoardPage';

/**
 * The heat map on the Board screen: while a figure is dragged in the move tool, and with the "Where could
 * I stand?" button, every floor is tinted by what the figure would see of the target from each square.
 * The map is worked out in a worker; the panel's status line carries its counts as data attributes.
 */
test.describe('the heat map', () => {
  async function setUp(board: BoardPage): Promise<{ mover: string; target: string }> {
    await board.open();
    await board.setUp('blank/blank-table');
    await board.tool('edit');
    await board.addFigure('Mover', 'crew', 3, 10, 10);
    await board.addFigure('Target', 'hostile', 3, 24, 10);
    // A tall wall between them: the squares behind it cannot see the target.
    await board.addWall(17, 10, 0.5, 8, 3);
    await board.tool('move');
    return { mover: await board.figureId('Mover'), target: await board.figureId('Target') };
  }

  test('is drawn while a figure is dragged, against the nearest enemy, and the drag moves nothing', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    const { mover, target } = await setUp(board);
    await expect(page.getByTestId('heatmap-status')).toHaveAttribute('data-state', 'off');

    const from = await board.screenPoint(10, 0.6, 10);
    const to = await board.screenPoint(12, 0, 13);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    // Still held: the map for the dragged figure is there.
    await expect(page.getByTestId('heatmap-status')).toHaveAttribute('data-state', 'ready');
    const held = await board.heatmap();
    expect(held.dragging).toBe(true);
    expect(held.mover).toBe(mover);
    expect(held.target).toBe(target);
    // The Sink of a 36" table (the bare board has no decks), less the squares under the other figure and
    // inside the wall; some behind the wall are blocked, most are clear, none covered by a tall wall alone.
    expect(held.squares).toBeGreaterThan(1200);
    expect(held.squares).toBeLessThan(36 * 36);
    expect(held.clear + held.cover + held.blocked).toBe(held.squares);
    expect(held.blocked).toBeGreaterThan(20);
    expect(held.clear).toBeGreaterThan(held.blocked);
    // The move panel's allowance (6") bounds the squares within this move.
    expect(held.reachable).toBeGreaterThan(50);
    expect(held.reachable).toBeLessThan(200);
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();

    // The drag only set where the move goes: nothing moved, and the map is gone with the drag.
    await expect(page.getByTestId('move-verdict')).toContainText('Legal move');
    const figures = await board.figures();
    expect(figures.find((f) => f.id === mover)).toMatchObject({ x: 10, z: 10, level: 3 });
    expect(figures.find((f) => f.id === target)).toMatchObject({ x: 24, z: 10, level: 3 });
    await expect(page.getByTestId('heatmap-status')).toHaveAttribute('data-state', 'off');
  });

  test('"Where could I stand?" keeps it on for the figure of the move panel against the chosen target', async ({
    page,
  }) => {
    const board = new BoardPage(page);
    const { mover, target } = await setUp(board);
    await page.getByTestId('move-figure').selectOption(mover);
    await page.getByTestId('heatmap-target').selectOption(target);
    await page.getByTestId('heatmap-show').click();
    await expect(page.getByTestId('heatmap-status')).toHaveAttribute('data-state', 'ready');
    const shown = await board.heatmap();
    expect(shown).toMatchObject({ mover, target, dragging: false });
    expect(shown.blocked).toBeGreaterThan(20);
    await expect(page.getByTestId('heatmap-status')).toContainText('squares for Mover');

    // A smaller allowance asks again: fewer squares within this move, the same sight.
    await page.getByTestId('move-allowance').fill('3');
    // Polled until the new map is in: while it is being worked out the counts read 0, which is no answer.
    await expect
      .poll(async () => {
        const now = await board.heatmap();
        return now.reachable > 0 && now.reachable < shown.reachable ? now.blocked : null;
      })
      .toBe(shown.blocked);

    await page.getByTestId('heatmap-show').click();
    await expect(page.getByTestId('heatmap-status')).toHaveAttribute('data-state', 'off');
    expect((await board.figures()).find((f) => f.id === mover)).toMatchObject({ x: 10, z: 10 });
  });
});
