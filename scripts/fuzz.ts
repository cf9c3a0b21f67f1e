/**
 * `npm run fuzz -- [--mode M] [--n N] [--seed S] [--pack-n P] [--out dir] [--limit-ms L]`: mutates the
 * fixture saves of every mode (e2e/fixtures-saves, made by seeded bots) and the sample pack, runs each case
 * through the app's load pipeline in a watched worker, and sorts it: refused / loaded / crashed / hung /
 * invalid. Writes a reproducer for each failure into the out folder, prints one JSON summary line, and exits 1
 * when anything crashed, hung or loaded an impossible game. Case k of a mode is seeded "<seed>/<mode>/<k>".
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs, type FuzzArgs } from './fuzz/args';
import { FAILURES, VERDICTS, type Verdict } from './fuzz/classify';
import { FIXTURE_SAVES_DIR, readPackFiles, SAMPLE_PACK_DIR } from './fuzz/pipeline';
import { SAVE_VERSION } from '../src/game/saveFile';
import { Rng } from './fuzz/prng';
import { CaseRunner } from './fuzz/runner';
import { mutatePack, mutateSave } from './fuzz/saveOps';

const parsed = parseArgs(process.argv.slice(2));
if ('error' in parsed) {
  console.error(parsed.error);
  process.exit(2);
}
const args: FuzzArgs = parsed;

const started = performance.now();
// Today's save of every mode (`<mode>.v<SAVE_VERSION>[.r<rules>].json`, the newest rules version, with its
// checkpoint), not the scenarios or the history: the mutations reach every part of today's format.
const todays = new RegExp(`^([a-z-]+)\\.v${SAVE_VERSION}(?:\\.r(\\d+))?\\.json$`);
const newest = new Map<string, { name: string; rules: number }>();
for (const name of readdirSync(FIXTURE_SAVES_DIR)) {
  const match = todays.exec(name);
  if (match === null) continue;
  const mode = match[1] ?? '';
  const rules = Number(match[2] ?? 2);
  if ((newest.get(mode)?.rules ?? 0) < rules) newest.set(mode, { name, rules });
}
const fixtures = [...newest.entries()]
  .sort(([a], [b]) => (a < b ? -1 : 1))
  .map(([mode, { name }]) => ({ mode, text: readFileSync(join(FIXTURE_SAVES_DIR, name), 'utf8') }));
const chosen = args.mode === undefined ? fixtures : fixtures.filter((f) => f.mode === args.mode);
if (args.mode !== undefined && args.mode !== 'pack' && chosen.length === 0) {
  console.error(`No fixture save for the mode "${args.mode}" in ${FIXTURE_SAVES_DIR}.`);
  process.exit(2);
}

type Counts = Record<Verdict, number>;
const zero = (): Counts => Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Counts;
const modes: Record<string, Counts> = {};
const pack = zero();
const failures: string[] = [];

function reproducer(name: string, seed: string, ops: readonly string[], detail: string, output: string) {
  mkdirSync(args.out, { recursive: true });
  const notes = [`case seed: ${seed}`, 'operations:', ...ops.map((op) => `  ${op}`), '', detail, output].join(
    '\n',
  );
  writeFileSync(join(args.out, `${name}.txt`), notes);
  failures.push(name);
}

const runner = new CaseRunner({
  pipeline: new URL('./fuzz/pipeline.ts', import.meta.url).href,
  limitMs: args.limitMs,
});

for (const { mode, text } of args.mode === 'pack' ? [] : chosen) {
  const counts = (modes[mode] = zero());
  for (let k = 0; k < args.n; k++) {
    const seed = `${args.seed}/${mode}/${k}`;
    const mutation = mutateSave(text, new Rng(seed));
    const result = await runner.run({ kind: 'save', text: mutation.text });
    counts[result.verdict]++;
    if (FAILURES.has(result.verdict)) {
      const name = `${mode}-${k}-${result.verdict}`;
      mkdirSync(args.out, { recursive: true });
      writeFileSync(join(args.out, `${name}.json`), mutation.text);
      reproducer(name, seed, mutation.ops, result.detail, result.output);
    }
  }
}

const packFiles = readPackFiles(SAMPLE_PACK_DIR);
for (let k = 0; k < args.packN; k++) {
  const seed = `${args.seed}/pack/${k}`;
  const mutation = mutatePack(packFiles, new Rng(seed));
  const result = await runner.run({ kind: 'pack', files: Object.fromEntries(mutation.files) });
  pack[result.verdict]++;
  if (FAILURES.has(result.verdict)) {
    // A whole pack folder, so `loadPackFolder` (and `npm run replay -- <save> --pack <dir>`) reproduces it.
    const name = `pack-${k}-${result.verdict}`;
    for (const [path, body] of mutation.files) {
      const file = join(args.out, name, path);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
    }
    reproducer(name, seed, mutation.ops, result.detail, result.output);
  }
}
await runner.close();

const failed = failures.length > 0;
console.log(
  JSON.stringify({
    seed: args.seed,
    n: args.n,
    packN: args.packN,
    limitMs: args.limitMs,
    modes,
    pack,
    failures: failures.length,
    ...(failed ? { out: args.out, first: failures.slice(0, 10) } : {}),
    workerStarts: runner.starts,
    elapsedMs: Math.round(performance.now() - started),
  }),
);
process.exit(failed ? 1 : 0);
