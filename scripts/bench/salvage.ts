/**
 * `npm run bench -- salvage`: plays sample salvage missions with digital dice through the Session (an
 * active crew: moves toward hostiles and salvage, attacks and extracts when the rules allow), timing every
 * decision (the rules settling everything up to the next wait) and every ChoiceBar listing, then replays the
 * whole log. Budget: a decision and its choices well inside one 60 Hz frame (16.7 ms) at the 95th percentile.
 */
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { salvageMode, salvageStart } from '../../src/modes/salvage/mode';
import * as replayModule from '../../src/game/replay';
import { Session } from '../../src/game/session';
import { loadPackFolder } from '../lib/packFolder';
import { PREFER as PREFER_OF } from '../lib/fixtureGames';
import { threadMs } from '../lib/threadTime';
import { machineSteps } from '../lib/machineSteps';

const pack = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
const FRAME_MS = 1000 / 60;
const PREFER = PREFER_OF['salvage-mission'] ?? [];

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/**
 * The fixed reference workload: sorting and summing small objects, the kind of work a decision does. Its
 * median time in a run is that run's unit of machine speed.
 */
function referenceWork(): number {
  let seed = 12345;
  const items: { readonly v: number }[] = [];
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    items.push({ v: seed / 2147483648 });
  }
  items.sort((a, b) => a.v - b.v);
  return items.reduce((sum, item) => sum + item.v, 0);
}

const decide: number[] = [];
const list: number[] = [];
// CPU time of the same spans: on a shared machine the wall clock also counts time the process waited.
const decideCpu: number[] = [];
/** What kind of decision each was (its choice id up to the first dash: `hostile`, `order`, `setup`…). */
const decideKind: string[] = [];
const listCpu: number[] = [];
// Main-thread CPU time of the same spans (threadMs).
const decideThread: number[] = [];
const listThread: number[] = [];
const reference: number[] = [];
let entries = 0;
let liveMs = 0;
let replayMs = 0;
let equal = true;
let rounds = 0;
let steps = 0;
let stepDecisions = 0;
for (const [i, missionId] of [...pack.salvageMissions.keys()].entries()) {
  const mission = pack.salvageMissions.get(missionId);
  const boss = mission?.roster.find((id) => pack.unitCards.get(id)?.role === 'boss') ?? '';
  const boilers = mission?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler').slice(0, 2) ?? [];
  const input = salvageStart(pack, missionId, { attacker: [boss, ...boilers] });
  if (typeof input === 'string') throw new Error(input);
  const live0 = performance.now();
  const session = Session.start(salvageMode, { mode: salvageMode.id, seed: `bench-${i}`, input }, 'digital');
  let moves = 0;
  for (let step = 0; step < 3000; step++) {
    const snap = session.getSnapshot();
    const m = snap.context.mission;
    if (m.stage.kind === 'postGame' && m.stage.step === 'downtime') break;
    const h0 = threadMs();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const choices = salvageMode.choices(snap);
    list.push(performance.now() - t0);
    listCpu.push(cpuMs(c0));
    listThread.push(threadMs() - h0);
    const active = m.stage.kind === 'boilerPhase' ? m.stage.active : null;
    const movesLeft = moves < 2;
    const pick = PREFER.map((p) =>
      choices.find((c) => c.id.startsWith(p) && (p !== 'order-move-' || movesLeft)),
    ).find((c) => c !== undefined);
    if (pick === undefined) throw new Error(`no choice in ${JSON.stringify(m.stage)}`);
    moves = pick.id.startsWith('order-move-')
      ? moves + 1
      : pick.id === 'unit-end' || active === null
        ? 0
        : moves;
    const h1 = threadMs();
    const c1 = process.cpuUsage();
    const t1 = performance.now();
    const out = session.send(pick.event);
    decide.push(performance.now() - t1);
    decideCpu.push(cpuMs(c1));
    decideThread.push(threadMs() - h1);
    decideKind.push(pick.id.split('-')[0] ?? pick.id);
    const r = performance.now();
    referenceWork();
    reference.push(performance.now() - r);
    if (!out.ok) throw new Error(out.reason);
  }
  liveMs += performance.now() - live0;
  rounds += session.getSnapshot().context.mission.round;
  entries += session.log.length;
  const r0 = performance.now();
  const outcome = replayModule.replay(salvageMode, session.setup, session.log);
  replayMs += performance.now() - r0;
  if (!outcome.ok) throw new Error(`replay failed: ${outcome.reason}`);
  equal &&=
    JSON.stringify((outcome.run.actor.getSnapshot() as { context: { mission: unknown } }).context.mission) ===
    JSON.stringify(session.getSnapshot().context.mission);
  outcome.run.actor.stop();
  // Counted on a replay of its own, after the timed spans: the chart's transitions per decision.
  const counted = machineSteps(replayModule, salvageMode, session.setup, session.log);
  steps += counted.steps;
  stepDecisions += counted.decisions;
  session.dispose();
}

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN;
// The kinds of the decisions at or above the CPU-time p95: where the tail's time goes.
const tailFrom = pct(decideCpu, 0.95);
const tail: Record<string, number> = {};
decideCpu.forEach((ms, i) => {
  const kind = decideKind[i] ?? '?';
  if (ms >= tailFrom) tail[kind] = (tail[kind] ?? 0) + 1;
});
console.log(
  `${decide.length} decisions over ${rounds} rounds; ${entries} log entries; live ${liveMs.toFixed(0)} ms, replay ${replayMs.toFixed(0)} ms`,
);
console.log(
  JSON.stringify({
    bench: 'salvage',
    decisions: decide.length,
    entries,
    decideMedianMs: Number(pct(decide, 0.5).toFixed(3)),
    decideP95Ms: Number(pct(decide, 0.95).toFixed(3)),
    choicesMedianMs: Number(pct(list, 0.5).toFixed(3)),
    choicesP95Ms: Number(pct(list, 0.95).toFixed(3)),
    p95ToFrameRatio: Number(((pct(decide, 0.95) + pct(list, 0.95)) / FRAME_MS).toFixed(3)),
    replayToLiveRatio: Number((replayMs / liveMs).toFixed(3)),
    replayEqualsLive: equal,
    // XState microsteps (transitions taken, eventless ones included) per decision, its digital dice with it.
    stepsPerDecision: Number((steps / stepDecisions).toFixed(3)),
    // The same p95s measured in CPU time, and against a fixed workload timed between the decisions (how fast
    // the machine was in this run): figures that say more than the wall clock when other jobs share the cores.
    decideCpuP95Ms: Number(pct(decideCpu, 0.95).toFixed(3)),
    choicesCpuP95Ms: Number(pct(listCpu, 0.95).toFixed(3)),
    cpuP95ToFrameRatio: Number(((pct(decideCpu, 0.95) + pct(listCpu, 0.95)) / FRAME_MS).toFixed(3)),
    decideCpuTailKinds: tail,
    // Main-thread CPU time (threadMs): the figure to compare across runs on a loaded machine.
    decideThreadP95Ms: Number(pct(decideThread, 0.95).toFixed(3)),
    choicesThreadP95Ms: Number(pct(listThread, 0.95).toFixed(3)),
    threadP95ToFrameRatio: Number(((pct(decideThread, 0.95) + pct(listThread, 0.95)) / FRAME_MS).toFixed(3)),
    referenceMedianMs: Number(pct(reference, 0.5).toFixed(3)),
    p95ToReferenceRatio: Number(((pct(decide, 0.95) + pct(list, 0.95)) / pct(reference, 0.5)).toFixed(3)),
    withinBudget: pct(decide, 0.95) + pct(list, 0.95) <= FRAME_MS && equal,
  }),
);
