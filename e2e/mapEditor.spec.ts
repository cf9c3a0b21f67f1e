import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { MapEditorPage } from './pages/MapEditorPage';

/** A map file as a player might pick it: name and text. */
function mapFile(name: string, content: unknown) {
  return { name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(content, null, 2)) };
}

test.describe('the map editor', () => {
  test('draw a map on the canvas until the validator is content, save it into My maps, open it after a reload', async ({
    page,
  }) => {
    const editor = new MapEditorPage(page);
    await editor.open();
    await editor.startBlank(12, 8);
    await editor.setIdAndName('test-corridor', 'Test corridor');
    await expect(editor.issues).toContainText('no entrance ">"');
    await expect(editor.issues).toContainText('no exit "EX"');
    await expect(page.getByTestId('map-save')).toBeDisabled();

    await editor.element('entrance');
    await editor.clickTile(0, 3);
    await expect(editor.issues).not.toContainText('no entrance');
    await expect(editor.issues).toContainText('no exit "EX"');

    await editor.tool('wall');
    for (const y of [1, 2, 4, 5]) await editor.clickTile(5, y);
    await editor.element('exit');
    await editor.clickTile(11, 3);
    await editor.element('mine', '1');
    await editor.clickTile(8, 3);

    // A B1 bulkhead on the line east of tile (5, 3): clicked near that side of the tile.
    await editor.border('bulkhead', '1');
    await editor.clickSide(5, 3, 'east');
    await expect(page.getByTestId('map-borders')).toContainText(
      '{ "from": [6, 3], "to": [6, 4], "type": "bulkhead", "level": 1 }',
    );
    await expect(page.getByTestId('edge-east')).toHaveText('E: bulkhead B1');

    await expect(page.getByTestId('map-issues-none')).toBeVisible();
    await expect(page.getByTestId('map-issue-count')).toHaveText('none');
    const rows = await editor.rows();
    expect(rows[1]).toBe('. . . . . # . . .  . . .');
    expect(rows[3]).toBe('> . . . . . . . M1 . . EX');

    await page.getByTestId('map-save').click();
    await expect(page.getByTestId('map-saved')).toContainText('My maps');

    await page.reload();
    await page.goto('/#/packs');
    await expect(page.getByTestId('pack-my-maps')).toContainText('My maps');

    await editor.open();
    await editor.openPackMap('my-maps/test-corridor');
    await expect(page.getByTestId('map-title')).toHaveText('Test corridor');
    expect(await editor.rows()).toEqual(rows);
    await expect(page.getByTestId('map-borders')).toContainText('"type": "bulkhead", "level": 1');
    await expect(page.getByTestId('map-issues-none')).toBeVisible();
  });

  test('a drag that starts on a tile turns the view and paints nothing; a click paints', async ({ page }) => {
    const editor = new MapEditorPage(page);
    await editor.open();
    await editor.startBlank(12, 8);
    await editor.tool('wall');
    const before = await editor.rows();
    const from = await editor.tileCentre(3, 3);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 8; i++) await page.mouse.move(from.x + i * 12, from.y + i * 4);
    await page.mouse.up();
    expect(await editor.rows(), 'the drag painted no wall').toEqual(before);
    await editor.clickTile(2, 2);
    expect((await editor.rows())[2]?.split(/\s+/)[2], 'the click painted a wall').toBe('#');
  });

  test('a broken map file is refused with what is wrong in it, and the map on screen stays', async ({
    page,
  }) => {
    const editor = new MapEditorPage(page);
    await editor.open();
    await editor.startBlank(4, 2);
    const before = await editor.rows();

    await page.getByTestId('map-import').setInputFiles(
      mapFile('broken.json', {
        schemaVersion: 1,
        maps: [{ id: 'broken', name: 'Broken', width: 3, height: 2, cells: ['>  .  EX', '.  Q7'] }],
      }),
    );
    const errors = page.getByTestId('map-import-errors');
    await expect(errors).toContainText(
      'broken.json at maps[0].cells[1]: expected 3 cells separated by spaces',
    );
    await expect(errors).toContainText('expected at x 1: "Q" written alone, without a number, got "Q7"');
    expect(await editor.rows()).toEqual(before);

    // It reads, but cannot be played: the validator's words.
    await page
      .getByTestId('map-import')
      .setInputFiles(
        mapFile('no-exit.json', { id: 'no-exit', name: 'No exit', width: 3, height: 1, cells: ['>  .  .'] }),
      );
    await expect(errors).toContainText('no-exit.json: The map has no exit "EX"');
    expect(await editor.rows()).toEqual(before);

    // A good one opens.
    await page
      .getByTestId('map-import')
      .setInputFiles(
        mapFile('good.json', { id: 'good', name: 'Good', width: 3, height: 1, cells: ['>  .  EX'] }),
      );
    await expect(page.getByTestId('map-title')).toHaveText('Good');
    expect(await editor.rows()).toEqual(['>  .  EX']);
    await expect(errors).toHaveCount(0);

    // Export writes a content file a pack can list as it is.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('map-export').click(),
    ]);
    expect(download.suggestedFilename()).toBe('good.maps.json');
    const path = await download.path();
    const exported = JSON.parse(await readFile(path, 'utf8')) as {
      schemaVersion: number;
      maps: { id: string }[];
    };
    expect(exported.schemaVersion).toBe(1);
    expect(exported.maps.map((m) => m.id)).toEqual(['good']);
  });
});

test("the crawl's own first map, opened in the editor, renamed, saved into My maps and there after a reload", async ({
  page,
}) => {
  const editor = new MapEditorPage(page);
  await editor.open();
  await editor.openPackMap('sample/sample-hauler-docking-collar');
  const original = await editor.rows();
  expect(original.join('\n')).toContain('M1');
  await expect(page.getByTestId('map-issues-none')).toBeVisible();
  await editor.setIdAndName('my-docking-collar', 'My docking collar');
  await page.getByTestId('map-save').click();
  await expect(page.getByTestId('map-saved')).toContainText('My maps');
  await page.reload();
  await editor.open();
  await editor.openPackMap('my-maps/my-docking-collar');
  await expect(page.getByTestId('map-title')).toHaveText('My docking collar');
  expect(await editor.rows()).toEqual(original);
});
