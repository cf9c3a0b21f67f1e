import type { DemoRun } from '../../game/demo/run';

/** The demo playing now (one at a time), for the test bridge. */
let current: DemoRun | null = null;

export const demoStore = {
  get(): DemoRun | null {
    return current;
  },
  set(run: DemoRun): void {
    current = run;
  },
  /** Forgets the run if it is still the current one (a newer one may have replaced it). */
  clear(run: DemoRun): void {
    if (current === run) current = null;
  },
};
