import type { AnyStateMachine } from 'xstate';
import type { GameSetup, LogEntry } from '../../src/game/log';
import type { ModeDefinition } from '../../src/game/mode';
import type * as ReplayModuleOf from '../../src/game/replay';

type ReplayModule = Pick<typeof ReplayModuleOf, 'applyEntry' | 'startRun'>;

/**
 * The XState microsteps a game's log takes when replayed (every transition taken, the eventless `check`s
 * included), and the number of decisions in it: steps ÷ decisions is what a player's decision costs the
 * machines, the digital dice rolled for it counted with it. `replay` is a checkout's own src/game/replay.ts,
 * so an A/B bench counts the older chart with the older code.
 */
export function machineSteps<M extends AnyStateMachine>(
  replay: ReplayModule,
  mode: ModeDefinition<M>,
  setup: GameSetup,
  log: readonly LogEntry[],
): { readonly decisions: number; readonly steps: number } {
  const run = replay.startRun(mode, setup);
  let steps = 0;
  const watch = run.actor.system.inspect((e) => {
    if (e.type === '@xstate.microstep') steps++;
  });
  for (const entry of log) {
    const out = replay.applyEntry(mode, run, entry);
    if (!out.ok) throw new Error(`replay failed: ${out.reason}`);
  }
  watch.unsubscribe();
  run.actor.stop();
  return { decisions: log.filter((e) => e.kind === 'decision').length, steps };
}
