/**
 * `npm run bench -- nesting`: a 20 000-entry log of the three-level test game (campaign → patrol → duel, each
 * rolling dice) played by a seeded bot, then (1) replayed from its set-up — budget ≤ 1 s — and (2) one undo at
 * its end, which restarts from the nearest checkpoint — budget ≤ 50 ms. Both are also given as ratios to live
 * play measured in the same run.
 */
import { performance } from 'node:perf_hooks';
import { replay } from '../../src/game/replay';
import { Session } from '../../src/game/session';
import { NESTING_DECISIONS, nestingMode } from '../../src/game/testkit/nestingMode';
import { nextUint32, seedRng } from '../../src/rules/dice/rng';

const TARGET = 20_000;
const setup = { mode: nestingMode.id, seed: 'bench-nesting', input: undefined };

const liveStart = performance.now();
const session = Session.start(nestingMode, setup, 'digital');
let rng = seedRng('bench-bot');
const depths = [0, 0, 0];
while (session.log.length < TARGET) {
  const leaf = session.active();
  depths[leaf.path.length] = (depths[leaf.path.length] ?? 0) + 1;
  const legal = NESTING_DECISIONS.filter((type) => leaf.snapshot.can({ type }));
  const drawn = nextUint32(rng);
  rng = drawn.state;
  const type = legal[drawn.value % legal.length];
  if (type === undefined || !session.send({ type }).ok) throw new Error('the bot found nothing to do');
}
const liveMs = performance.now() - liveStart;
const log = session.log.slice();
const finalState = JSON.stringify(session.getSnapshot().context);

const replays: number[] = [];
let equal = true;
for (let run = 0; run < 3; run++) {
  const t0 = performance.now();
  const outcome = replay(nestingMode, setup, log);
  replays.push(performance.now() - t0);
  if (!outcome.ok) throw new Error(`replay failed at ${outcome.index}: ${outcome.reason}`);
  equal &&= JSON.stringify(outcome.run.actor.getSnapshot().context) === finalState;
  outcome.run.actor.stop();
}
replays.sort((a, b) => a - b);
const replayMs = replays[1] ?? Number.NaN;

const undos: number[] = [];
for (let run = 0; run < 5; run++) {
  const t0 = performance.now();
  if (!session.undo()) throw new Error('undo refused');
  undos.push(performance.now() - t0);
  session.redo();
}
undos.sort((a, b) => a - b);
const undoMs = undos[2] ?? Number.NaN;

console.log(
  `live play of ${log.length} entries (decisions at depth 0/1/2: ${depths.join('/')}): ${liveMs.toFixed(0)} ms; ` +
    `replay median of 3: ${replayMs.toFixed(0)} ms; undo at the end, median of 5: ${undoMs.toFixed(1)} ms`,
);
console.log(
  JSON.stringify({
    bench: 'nesting',
    entries: log.length,
    levels: 3,
    replayMs: Math.round(replayMs),
    undoMs: Number(undoMs.toFixed(1)),
    liveMs: Math.round(liveMs),
    replayToLive: Number((replayMs / liveMs).toFixed(3)),
    undoToReplay: Number((undoMs / replayMs).toFixed(4)),
    stateEqual: equal,
    budget: { replayMs: 1000, undoMs: 50 },
    withinBudget: replayMs <= 1000 && undoMs <= 50 && equal,
  }),
);
