/**
 * `npm run bench -- salvage-ab <older checkout> [rounds]`: the salvage bench's games (the same
 * missions, seeds and picks as `salvage.ts`) played by an older checkout's code and by this one in the same
 * process, taking turns, round after round; the first round only warms both up. Prints the medians over the
 * rounds of each side's decision and ChoiceBar p95 and totals in main-thread CPU time, and after ÷ before.
 * Unlike `versus`, which starts a process per run, both sides share one process and its load, and the code is
 * warm: it tells the steady-state cost of a change apart from the noise of a busy machine (issue 27).
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as SessionModuleOf from '../../src/game/session';
import type * as ModeModuleOf from '../../src/modes/salvage/mode';
import type * as ReplayModuleOf from '../../src/game/replay';
import { loadPackFolder } from '../lib/packFolder';
import { PREFER as PREFER_OF } from '../lib/fixtureGames';
import { threadMs } from '../lib/threadTime';
import { machineSteps } from '../lib/machineSteps';

type ModeModule = typeof ModeModuleOf;
type SessionModule = typeof SessionModuleOf;
type ReplayModule = typeof ReplayModuleOf;

const [older, roundsArg] = process.argv.slice(3);
if (older === undefined) {
  console.error('usage: npm run bench -- salvage-ab <older checkout> [rounds]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 7);
const trees = { before: resolve(older), after: process.cwd() } as const;
type Side = keyof typeof trees;

async function load(
  root: string,
): Promise<{ mode: ModeModule; session: SessionModule; replay: ReplayModule }> {
  const at = (file: string) => pathToFileURL(join(root, file)).href;
  return {
    mode: (await import(at('src/modes/salvage/mode.ts'))) as ModeModule,
    session: (await import(at('src/game/session.ts'))) as SessionModule,
    replay: (await import(at('src/game/replay.ts'))) as ReplayModule,
  };
}
const code = { before: await load(trees.before), after: await load(trees.after) };
const pack = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
const PREFER = PREFER_OF['salvage-mission'] ?? [];

function play(side: Side): { decide: number[]; list: number[]; steps: number } {
  const { salvageMode, salvageStart } = code[side].mode;
  const { Session } = code[side].session;
  const decide: number[] = [];
  const list: number[] = [];
  let steps = 0;
  for (const [i, missionId] of [...pack.salvageMissions.keys()].entries()) {
    const mission = pack.salvageMissions.get(missionId);
    const boss = mission?.roster.find((id) => pack.unitCards.get(id)?.role === 'boss') ?? '';
    const boilers =
      mission?.roster.filter((id) => pack.unitCards.get(id)?.role === 'boiler').slice(0, 2) ?? [];
    const input = salvageStart(pack, missionId, { attacker: [boss, ...boilers] });
    if (typeof input === 'string') throw new Error(input);
    const session = Session.start(
      salvageMode,
      { mode: salvageMode.id, seed: `bench-${i}`, input },
      'digital',
    );
    let moves = 0;
    for (let step = 0; step < 3000; step++) {
      const snap = session.getSnapshot();
      const m = snap.context.mission;
      if (m.stage.kind === 'postGame' && m.stage.step === 'downtime') break;
      const l0 = threadMs();
      const choices = salvageMode.choices(snap);
      list.push(threadMs() - l0);
      const active = m.stage.kind === 'boilerPhase' ? m.stage.active : null;
      const pick = PREFER.map((p) =>
        choices.find((c) => c.id.startsWith(p) && (p !== 'order-move-' || moves < 2)),
      ).find((c) => c !== undefined);
      if (pick === undefined) throw new Error(`no choice in ${JSON.stringify(m.stage)}`);
      moves = pick.id.startsWith('order-move-')
        ? moves + 1
        : pick.id === 'unit-end' || active === null
          ? 0
          : moves;
      const d0 = threadMs();
      const out = session.send(pick.event);
      decide.push(threadMs() - d0);
      if (!out.ok) throw new Error(out.reason);
    }
    // The side's own chart replays the game (untimed): its transitions per decision.
    steps += machineSteps(code[side].replay, salvageMode, session.setup, session.log).steps;
    session.dispose();
  }
  return { decide, list, steps };
}

const pct = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN;
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const FIGURES = [
  'decideP95Ms',
  'choicesP95Ms',
  'decideTotalMs',
  'choicesTotalMs',
  'stepsPerDecision',
] as const;
type Figures = Record<(typeof FIGURES)[number], number[]>;
const figures: Record<Side, Figures> = {
  before: { decideP95Ms: [], choicesP95Ms: [], decideTotalMs: [], choicesTotalMs: [], stepsPerDecision: [] },
  after: { decideP95Ms: [], choicesP95Ms: [], decideTotalMs: [], choicesTotalMs: [], stepsPerDecision: [] },
};
for (let round = 0; round < ROUNDS; round++) {
  for (const side of round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
    const { decide, list, steps } = play(side);
    if (round === 0) continue;
    figures[side].decideP95Ms.push(pct(decide, 0.95));
    figures[side].choicesP95Ms.push(pct(list, 0.95));
    figures[side].decideTotalMs.push(sum(decide));
    figures[side].choicesTotalMs.push(sum(list));
    // XState microsteps per decision, its digital dice with it (the same count every round).
    figures[side].stepsPerDecision.push(steps / decide.length);
  }
}
const medians: Record<string, { before: number; after: number; ratio: number }> = {};
for (const key of FIGURES) {
  const before = pct(figures.before[key], 0.5);
  const after = pct(figures.after[key], 0.5);
  medians[key] = {
    before: Number(before.toFixed(3)),
    after: Number(after.toFixed(3)),
    ratio: Number((after / before).toFixed(3)),
  };
  console.log(
    `${key.padEnd(16)} before ${before.toFixed(3)}  after ${after.toFixed(3)}  ×${(after / before).toFixed(3)}`,
  );
}
console.log(JSON.stringify({ bench: 'salvage-ab', rounds: ROUNDS, medians }));
