/**
 * `npm run gen:layers`: writes the layers table of docs/architecture.md from docs/layers.json, the one file of
 * layer rules. `scripts/gen/layers.test.ts` fails until the committed page matches the file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAYER_RULES } from '../architecture';
import { LAYERS_DOC, layersTable, withTable } from '../lib/layersTable';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const path = join(root, LAYERS_DOC);
const page = withTable(readFileSync(path, 'utf8'), await layersTable(LAYER_RULES, path));
if (page === null) throw new Error(`${LAYERS_DOC} has no layers table comments`);
writeFileSync(path, page);
console.log(`wrote the layers table of ${LAYERS_DOC}`);
