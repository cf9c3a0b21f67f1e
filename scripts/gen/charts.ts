/**
 * `npm run gen:charts`: writes docs/charts.md, every machine's chart drawn from its definition. Run it after a
 * machine changes; `scripts/gen/charts.test.ts` fails until the committed file matches.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODES } from '../../src/modes/headless';
import { CHARTS_FILE, chartsDocument } from '../lib/chartsDoc';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
writeFileSync(join(root, CHARTS_FILE), chartsDocument(Object.values(MODES)));
console.log(`wrote ${CHARTS_FILE}`);
