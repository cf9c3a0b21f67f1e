import { leafPrompt, type TreeSnapshot } from '../../machines/core/tree';
import type { ContentPack } from '../../src/content/pack';
import { readDemoFile } from '../../src/game/demo/file';
import { prepareDemo } from '../../src/game/demo/prepare';
import { DemoRun, playThrough } from '../../src/game/demo/run';
import { modeById } from '../../src/modes/headless';

/**
 * `npm run replay -- demo.json`: plays every demo of a demo file headlessly with its script, printing each
 * step and the narrated log. With `--trace`, also the prompt and the choices on offer at every step (an
 * author's view). Returns the exit code: 0 when every demo plays through, 1 otherwise.
 */
export function replayDemoFile(
  file: string,
  text: string,
  pack: ContentPack,
  trace: boolean,
  print: (line: string) => void,
): number {
  const read = readDemoFile(file, text);
  if (!read.ok) {
    for (const e of read.errors) print(`Refused: ${e}`);
    return 1;
  }
  let failed = 0;
  for (const [i, demo] of read.demos.entries()) {
    const prepared = prepareDemo(demo, modeById, pack, { file, path: ['demos', i] });
    if (!prepared.ok) {
      for (const e of prepared.errors) print(`Refused: ${e}`);
      failed++;
      continue;
    }
    const run = DemoRun.open(prepared.prepared);
    print(`Demo "${demo.name}" (${demo.mode}, ${demo.steps.length} steps, seed "${demo.setup.seed}")`);
    if (trace) {
      for (let s = 0; s < demo.steps.length; s++) {
        if (s > 0 && !run.goTo(s)) break;
        const state = run.getState();
        const step = state.step;
        print(
          `  step ${s + 1} ${step.kind}${step.title === undefined ? '' : ` — ${step.title}`}: ${step.text ?? ''}`,
        );
        const snap = run.session.getSnapshot() as TreeSnapshot;
        print(`    prompt: ${leafPrompt(snap)?.prompt ?? '(none)'}   [log ${run.session.log.length}]`);
        const choices = run.session.choices();
        for (const c of choices.slice(0, 40))
          print(
            `    · ${c.label}${c.odds == null ? '' : ` (${Math.round(c.odds * 100)}%)`}  ${JSON.stringify(c.event)}`,
          );
        if (state.problem !== null) break;
      }
    }
    const problem = playThrough(run);
    if (problem !== null) {
      print(`  does not play through: ${problem}`);
      failed++;
    } else {
      for (const [n, line] of run.session.narrate().entries()) print(`${String(n + 1).padStart(4)}. ${line}`);
      print(`  plays through: ${demo.steps.length} steps, ${run.session.log.length} log entries`);
    }
    run.dispose();
  }
  return failed === 0 ? 0 : 1;
}
