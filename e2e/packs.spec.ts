import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { zipOf } from '../scripts/lib/zipWriter';
import { expect, test } from './fixtures';

test('the sample pack is listed; a broken pack is refused with file, place and expectation', async ({
  page,
}, testInfo) => {
  await page.goto('/#/packs');
  await expect(page.getByTestId('pack-sample')).toContainText('Sample content');
  const manifest = testInfo.outputPath('pack.json');
  writeFileSync(
    manifest,
    JSON.stringify({
      schemaVersion: 1,
      id: 'my-book',
      name: 'My book',
      version: 'one',
      sample: false,
      description: 'Typed in by hand',
      files: ['weapons.json'],
    }),
  );
  await page.getByTestId('import-pack').setInputFiles([manifest]);
  const errors = page.getByTestId('pack-errors');
  await expect(errors).toBeVisible();
  await expect(errors).toContainText('pack.json');
  await expect(errors).toContainText('version');
  await expect(errors).toContainText('1.0.0');
  await expect(page.getByTestId('pack-sample')).toBeVisible();
});

/** A small valid pack whose manifest is named after the book, not pack.json. */
function bookPack(id: string): Record<string, string> {
  const weapon = {
    id: `${id}-rivet-gun`,
    name: 'Rivet gun',
    grade: 1,
    kind: 'ranged',
    strength: 1,
    hit: 4,
    damage: 2,
    ammo: 6,
    damageTypes: ['RG'],
    price: 4,
  };
  return {
    'my-book.json': JSON.stringify({
      schemaVersion: 1,
      id,
      name: `Book ${id}`,
      version: '1.0.0',
      sample: false,
      description: 'Typed in by hand',
      files: ['kraken/weapons.json'],
    }),
    'kraken/weapons.json': JSON.stringify({ schemaVersion: 1, weapons: [weapon] }),
  };
}

test('a pack imported as one zip and as a folder, its manifest found whatever its name; a broken zip is refused', async ({
  page,
}, testInfo) => {
  await page.goto('/#/packs');
  await expect(page.getByTestId('pack-sample')).toBeVisible();

  const zipped = zipOf(
    Object.entries(bookPack('zipped-book')).map(([path, text]) => ({ name: `zipped-book/${path}`, text })),
  );
  const zipPath = testInfo.outputPath('zipped-book.zip');
  writeFileSync(zipPath, zipped);
  await page.getByTestId('import-pack').setInputFiles([zipPath]);
  await expect(page.getByTestId('pack-notice')).toContainText('zipped-book');
  await expect(page.getByTestId('pack-zipped-book')).toContainText('Book zipped-book');

  const folder = testInfo.outputPath('folder-book');
  for (const [path, text] of Object.entries(bookPack('folder-book'))) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), text);
  }
  await page.getByTestId('import-pack-folder').setInputFiles(folder);
  await expect(page.getByTestId('pack-folder-book')).toContainText('Book folder-book');

  // Half an archive: refused with the zip's own sentence, and the packs loaded stay.
  const brokenPath = testInfo.outputPath('broken.zip');
  writeFileSync(brokenPath, zipped.slice(0, zipped.length - 30));
  await page.getByTestId('import-pack').setInputFiles([brokenPath]);
  await expect(page.getByTestId('pack-errors')).toContainText('broken.zip');
  await expect(page.getByTestId('pack-zipped-book')).toBeVisible();
  await expect(page.getByTestId('pack-folder-book')).toBeVisible();

  // Imported packs are kept across a reload.
  await page.reload();
  await expect(page.getByTestId('pack-zipped-book')).toBeVisible();
});
