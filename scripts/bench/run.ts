/**
 * `npm run bench -- <name>` runs scripts/bench/<name>.ts. Each bench prints what it measured and ends with
 * one JSON line of figures (ratios and counts measured in the same run: this machine is noisy).
 */
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const name = process.argv[2];
const available = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

if (name === undefined || !available.includes(name)) {
  console.error(`usage: npm run bench -- <name>\navailable: ${available.join(', ')}`);
  process.exit(2);
}
const file = join(here, `${name}.ts`);
if (!existsSync(file)) process.exit(2);
await import(pathToFileURL(file).href);
