import { writeFileSync } from 'node:fs';
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
