import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LAYER_RULES } from '../architecture';
import { LAYERS_DOC, layersTable, withTable } from '../lib/layersTable';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

it('docs/architecture.md quotes docs/layers.json (run `npm run gen:layers` after changing the rules)', async () => {
  const path = join(root, LAYERS_DOC);
  const committed = readFileSync(path, 'utf8');
  const table = await layersTable(LAYER_RULES, path);
  for (const layer of LAYER_RULES.layers) expect(table).toContain(layer.reason);
  expect(withTable(committed, table), `${LAYERS_DOC} has no layers table: npm run gen:layers`).not.toBeNull();
  expect(
    withTable(committed, table) === committed,
    `${LAYERS_DOC}'s layers table is out of date: npm run gen:layers`,
  ).toBe(true);
});
