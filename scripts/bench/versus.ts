/**
 * `npm run bench -- versus <bench> <older checkout> [runs]`: runs one bench in an older checkout (a
 * `git worktree add` of the commit before) and in this one, alternately, `runs` times each (default 5), and
 * prints the median of every figure of their JSON lines, before and after, with after ÷ before. Taking turns
 * puts both under the same load on a shared machine; medians of several runs damp the noise. Both run this
 * checkout's bench script (copied into the older checkout for the run, beside its own), so both report the
 * same figures.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const [bench, older, runsArg] = process.argv.slice(3);
if (bench === undefined || older === undefined) {
  console.error('usage: npm run bench -- versus <bench> <older checkout> [runs]');
  process.exit(2);
}
const runs = Number(runsArg ?? 5);
const trees = { before: resolve(older), after: process.cwd() };

const script = `${bench}.versus.ts`;
copyFileSync(join(trees.after, 'scripts/bench', `${bench}.ts`), join(trees.before, 'scripts/bench', script));
process.on('exit', () => rmSync(join(trees.before, 'scripts/bench', script), { force: true }));

/** The bench's last JSON line, run in `tree` with that tree's code. */
function once(tree: string): Record<string, unknown> {
  const file = tree === trees.after ? `${bench}.ts` : script;
  const out = execFileSync('npx', ['tsx', join(tree, 'scripts/bench', file)], {
    cwd: tree,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const line = out
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.startsWith('{'));
  if (line === undefined) throw new Error(`no JSON line from ${bench} in ${tree}`);
  return JSON.parse(line) as Record<string, unknown>;
}

const figures: Record<'before' | 'after', Record<string, number[]>> = { before: {}, after: {} };
for (let run = 0; run < runs; run++) {
  for (const side of run % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
    for (const [key, value] of Object.entries(once(trees[side]))) {
      if (typeof value === 'number') (figures[side][key] ??= []).push(value);
    }
  }
}
const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
};
const table: Record<string, { before: number; after: number; ratio: number }> = {};
for (const key of Object.keys(figures.after)) {
  const before = median(figures.before[key] ?? []);
  const after = median(figures.after[key] ?? []);
  table[key] = { before, after, ratio: Number((after / before).toFixed(3)) };
  console.log(
    `${key.padEnd(22)} before ${String(before).padStart(9)}  after ${String(after).padStart(9)}  ×${table[key].ratio}`,
  );
}
console.log(JSON.stringify({ bench: 'versus', of: bench, runs, medians: table }));
