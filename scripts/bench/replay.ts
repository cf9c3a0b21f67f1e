/**
 * `npm run bench -- replay`: builds a 10 000-entry Dice-lab log (decisions and digital dice) and replays it
 * from its set-up. Budget: ≤ 1 s. Also prints the ratio of replay to live play in the same run.
 */
import { performance } from 'node:perf_hooks';
import type { CheckSpec } from '../../src/rules/dice/checks.types';
import { diceLabMode } from '../../src/modes/diceLab/mode';
import { replay } from '../../src/game/replay';
import { Session } from '../../src/game/session';

const bulkhead: CheckSpec = { kind: 'kraken-tech-2d6', tech: 5, level: 2 };
const checks: CheckSpec[] = [
  bulkhead,
  { kind: 'salvage-test', dice: 4, baseTn: 6, tnModifier: 1, need: 2 },
  { kind: 'salvage-attack', attackDice: 3, attackTn: 6, defenceDice: 2, defenceTn: 6, melee: true },
  { kind: 'fringe-damage', damage: 1, toughness: 4 },
  { kind: 'table-roll', notation: 'D44' },
];

const TARGET = 10_000;
const liveStart = performance.now();
const session = Session.start(diceLabMode, { mode: 'dice-lab', seed: 'bench', input: {} }, 'digital');
let i = 0;
while (session.log.length < TARGET) {
  if (i % 20 === 0)
    session.send({ type: 'check.choose', check: checks[(i / 20) % checks.length] ?? bulkhead });
  else session.send({ type: 'roll' });
  i++;
}
const liveMs = performance.now() - liveStart;
// The whole log (a roll may push it one entry past the target), so the final states can be compared.
const log = session.log;

const times: number[] = [];
let equal = true;
for (let run = 0; run < 5; run++) {
  const t0 = performance.now();
  const outcome = replay(diceLabMode, session.setup, log);
  times.push(performance.now() - t0);
  if (!outcome.ok) throw new Error(`replay failed at ${outcome.index}: ${outcome.reason}`);
  const a = outcome.run.actor.getSnapshot();
  const b = session.getSnapshot();
  equal &&= JSON.stringify(a.context) === JSON.stringify(b.context) && a.value === b.value;
  outcome.run.actor.stop();
}
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? Number.NaN;
console.log(
  `live play of ${log.length} entries: ${liveMs.toFixed(0)} ms; replay median of 5: ${median.toFixed(0)} ms`,
);
console.log(
  JSON.stringify({
    bench: 'replay',
    entries: log.length,
    medianMs: Math.round(median),
    liveMs: Math.round(liveMs),
    replayToLiveRatio: Number((median / liveMs).toFixed(3)),
    stateEqual: equal,
    budgetMs: 1000,
    withinBudget: median <= 1000 && equal,
  }),
);
