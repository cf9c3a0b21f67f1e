/**
 * Build-size check (run by `npm test` after `vite build`): the JavaScript the first page loads must stay
 * within 400 KB gzip — libraries within 360 KB, the app's own code within 40 KB — and everything else must
 * be in lazy chunks. Prints one JSON line last; exits 1 over budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set<string>();
for (const m of html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g))
  if (m[1] !== undefined) initial.add(m[1]);

// Follow static imports from the entry chunks: those load before the first paint too.
const queue = [...initial];
while (queue.length > 0) {
  const file = queue.pop();
  if (file === undefined) break;
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(
    /(?:^|[;\n}])\s*import\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g,
  )) {
    const dep = `assets/${m[1] ?? ''}`;
    if (!initial.has(dep)) {
      initial.add(dep);
      queue.push(dep);
    }
  }
}

let libraries = 0;
let app = 0;
const rows: string[] = [];
for (const file of initial) {
  const code = readFileSync(join(dist, file));
  const gz = gzipSync(code, { level: 9 }).length;
  // Vendor chunks are named in vite.config.ts (manualChunks): their names start with "vendor-".
  if (/\/vendor-/.test(file)) libraries += gz;
  else app += gz;
  rows.push(`${file}: ${(gz / 1024).toFixed(1)} KB gzip`);
}
const total = libraries + app;
console.log(rows.join('\n'));
const kb = (n: number) => Number((n / 1024).toFixed(1));
const within = total <= 400 * 1024 && libraries <= 360 * 1024 && app <= 40 * 1024;
console.log(
  JSON.stringify({
    bench: 'size',
    initialFiles: initial.size,
    initialKbGzip: kb(total),
    librariesKbGzip: kb(libraries),
    appKbGzip: kb(app),
    budget: { total: 400, libraries: 360, app: 40 },
    withinBudget: within,
  }),
);
if (!within) {
  console.error('Initial JavaScript is over budget: move heavy views into lazy chunks.');
  process.exit(1);
}
