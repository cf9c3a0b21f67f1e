import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { MODES } from '../../src/modes/headless';
import { CHARTS_FILE, chartsDocument } from '../lib/chartsDoc';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

it('docs/charts.md is the charts of today’s machines (run `npm run gen:charts` after changing one)', () => {
  const committed = readFileSync(join(root, CHARTS_FILE), 'utf8');
  expect(
    committed === chartsDocument(Object.values(MODES)),
    'docs/charts.md is out of date: npm run gen:charts',
  ).toBe(true);
});
