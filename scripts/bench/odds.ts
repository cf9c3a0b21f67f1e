/**
 * Odds bench: every exact distribution the dice kernel offers must sum to 1, must match a brute-force
 * enumeration wherever one is affordable, and the full salvage pool table (1–12 dice × TN 2–8) must be
 * cheap enough to recompute on every keystroke of the Dice lab (budget: 5 ms).
 */
import { performance } from 'node:perf_hooks';
import {
  MAX_TN,
  MIN_TN,
  bruteForceDistribution,
  parseDice,
  poolBruteForce,
  poolDistribution,
  sumDistribution,
} from '../../src/rules/dice/index';

const BUDGET_MS = 5;
const RUNS = 50;
const MAX_POOL = 12;
const MAX_BRUTE_POOL = 6;
const SUM_KINDS = [
  'd3',
  '2d3',
  '3d3',
  'd4',
  '2d4',
  '3d4',
  'd6',
  '2d6',
  '3d6',
  '4d6',
  'd8',
  '2D8',
  '3D8',
  'd20',
  '2d20',
  'D44',
];

let distributions = 0;
let maxSumError = 0;
let maxBruteError = 0;
let bruteForceChecks = 0;
let bruteForceMismatches = 0;

function total(dist: ReadonlyMap<number, number>): number {
  let sum = 0;
  for (const p of dist.values()) sum += p;
  return sum;
}

function record(dist: ReadonlyMap<number, number>): void {
  distributions++;
  maxSumError = Math.max(maxSumError, Math.abs(total(dist) - 1));
}

/** Same readings, and probabilities equal to within 1e-12. */
function compare(
  exact: ReadonlyMap<number, number>,
  brute: ReadonlyMap<number, number>,
  label: string,
): void {
  bruteForceChecks++;
  let error = exact.size === brute.size ? 0 : Infinity;
  for (const [reading, p] of exact) error = Math.max(error, Math.abs(p - (brute.get(reading) ?? Infinity)));
  maxBruteError = Math.max(maxBruteError, error);
  if (error > 1e-12) {
    bruteForceMismatches++;
    console.log(`  MISMATCH ${label}: largest difference ${error}`);
  }
}

for (const text of SUM_KINDS) {
  const spec = parseDice(text);
  const exact = sumDistribution(spec);
  record(exact);
  compare(exact, bruteForceDistribution(spec), text);
}
for (let dice = 1; dice <= MAX_POOL; dice++) {
  for (let tn = MIN_TN; tn <= MAX_TN; tn++) {
    const exact = poolDistribution(dice, tn);
    record(exact);
    if (dice <= MAX_BRUTE_POOL) compare(exact, poolBruteForce(dice, tn), `${dice}D8 pool at TN ${tn}`);
  }
}

function poolTable(): number {
  let cells = 0;
  for (let dice = 1; dice <= MAX_POOL; dice++) {
    for (let tn = MIN_TN; tn <= MAX_TN; tn++) cells += poolDistribution(dice, tn).size;
  }
  return cells;
}

poolTable(); // warm-up, so the JIT has compiled the kernel before timing starts
const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const start = performance.now();
  poolTable();
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const median = ((times[(RUNS - 1) >> 1] ?? 0) + (times[RUNS >> 1] ?? 0)) / 2;
const round = (ms: number): number => Math.round(ms * 1000) / 1000;

console.log(
  `distributions checked: ${distributions} (${SUM_KINDS.length} summed kinds, ${MAX_POOL * 7} pools)`,
);
console.log(`largest deviation of a total from 1: ${maxSumError.toExponential(2)}`);
console.log(
  `brute force: ${bruteForceChecks} comparisons, ${bruteForceMismatches} mismatches, largest difference ${maxBruteError.toExponential(2)}`,
);
console.log(
  `pool table 1–${MAX_POOL} dice × TN ${MIN_TN}–${MAX_TN}: median ${round(median)} ms over ${RUNS} runs ` +
    `(fastest ${round(times[0] ?? 0)} ms, slowest ${round(times[RUNS - 1] ?? 0)} ms), budget ${BUDGET_MS} ms`,
);
console.log(
  JSON.stringify({
    bench: 'odds',
    distributions,
    maxSumError,
    bruteForceChecks,
    bruteForceMismatches,
    maxBruteError,
    poolTableMedianMs: round(median),
    runs: RUNS,
    budgetMs: BUDGET_MS,
    withinBudget: median <= BUDGET_MS,
    allExact: maxSumError <= 1e-12 && bruteForceMismatches === 0,
  }),
);
