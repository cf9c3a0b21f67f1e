import * as dice from '../rules/dice';
import { leafPrompt, type TreeSnapshot } from '../../machines/core/tree';
import { pendingDiceRequest } from '../game/replay';
import type { Session } from '../game/session';
import { demoStore } from './demos/demoStore';
import { gameStore } from './gameStore';
import { crashSwitch } from './shell/crashSwitch';
import { getBoardProbe } from '../scene/board/probe';
import { getTileMapProbe } from '../scene/tilemap/probe';

/**
 * The test bridge: in development and test builds, `window.__tabletop` lets Playwright tests (and anyone
 * debugging in the console) read the game instead of scraping the page. Not present in production builds.
 */
export interface TabletopBridge {
  /** The session of a mode, or the last one opened. */
  session(mode?: string): Session | undefined;
  /** Sends a decision to the session of a mode, as a click would. */
  send(mode: string, event: { type: string } & Record<string, unknown>): { ok: boolean; reason?: string };
  /** A plain-data view of a mode's current snapshot. */
  snapshot(mode: string): {
    value: unknown;
    context: unknown;
    prompt: string | null;
    rule: string | null;
    waitingFor: unknown;
    /** The deepest active machine (a fight inside a crawl): its path of child ids, state and context. */
    active: { path: readonly string[]; value: unknown; context: unknown };
    logLength: number;
    diceMode: string;
    seed: string;
  } | null;
  /**
   * The demo playing now: where it stands (the step, whether it is answered, the feedback) and its game as
   * `snapshot` gives one; null when no demo plays.
   */
  demo(): {
    index: number;
    count: number;
    kind: string;
    answered: boolean;
    finished: boolean;
    free: boolean;
    feedback: { tone: string; text: string } | null;
    problem: string | null;
    /** A question step's right answers (their places in its list); null on other steps. */
    correct: number[] | null;
    game: ReturnType<TabletopBridge['snapshot']>;
  } | null;
  /**
   * A choice on offer now for the demo's "your turn" step: one it lets through (`right`), or one it turns
   * down; its id for the choice bar (`choice-<id>`), or null.
   */
  demoChoice(right: boolean): string | null;
  /** The autosave slot of the mode holds this revision of the session. */
  autosaved(mode: string): boolean;
  /** The depth board scene's probe: board inches → screen pixels, frames rendered; null when no board is shown. */
  boardProbe(): ReturnType<typeof getBoardProbe>;
  /** The tile-map scene's probe: tile centre (x, y, map index) → screen pixels; null when none is shown. */
  tileMapProbe(): ReturnType<typeof getTileMapProbe>;
  /** Makes the game screen throw on its next drawing (to test the error boundary). */
  crashScreen(): void;
  /** The pure dice and odds functions. */
  readonly dice: typeof dice;
}

declare global {
  interface Window {
    __tabletop?: TabletopBridge;
  }
}

export function installBridge(): void {
  window.__tabletop = {
    session: (mode) => (mode === undefined ? gameStore.latest() : gameStore.get(mode)),
    send: (mode, event) => {
      const session = gameStore.get(mode);
      if (session === undefined) return { ok: false, reason: `no ${mode} session` };
      const outcome = session.send(event);
      return outcome.ok ? { ok: true } : { ok: false, reason: outcome.reason };
    },
    snapshot: (mode) => {
      const session = gameStore.get(mode);
      return session === undefined ? null : snapshotOf(session);
    },
    demo: () => {
      const run = demoStore.get();
      if (run === null) return null;
      const state = run.getState();
      return {
        index: state.index,
        count: state.count,
        kind: state.step.kind,
        answered: state.answered,
        finished: state.finished,
        free: state.free,
        feedback: state.feedback === null ? null : { ...state.feedback },
        problem: state.problem,
        correct:
          state.step.kind === 'question'
            ? state.step.choices.flatMap((c, i) => (c.correct ? [i] : []))
            : null,
        game: snapshotOf(run.session),
      };
    },
    demoChoice: (right) => {
      const run = demoStore.get();
      if (run === null) return null;
      const choices = run.choicesNow();
      return (right ? choices.right : choices.wrong)[0]?.id ?? null;
    },
    autosaved: (mode) => {
      const session = gameStore.get(mode);
      return session !== undefined && gameStore.savedRevision(mode) === session.revision;
    },
    boardProbe: () => getBoardProbe(),
    tileMapProbe: () => getTileMapProbe(),
    crashScreen: () => {
      crashSwitch.arm();
    },
    dice,
  };
}

/** A plain-data view of a session's snapshot (what `snapshot(mode)` and `demo().game` return). */
function snapshotOf(session: Session): ReturnType<TabletopBridge['snapshot']> {
  const snap = session.getSnapshot() as { value: unknown; context: unknown } & TreeSnapshot;
  const prompt = leafPrompt(snap);
  const leaf = session.active();
  const active = leaf.snapshot as unknown as { value: unknown; context: unknown };
  return JSON.parse(
    JSON.stringify({
      value: snap.value,
      context: snap.context,
      prompt: prompt?.prompt ?? null,
      rule: prompt?.rule ?? null,
      waitingFor: pendingDiceRequest(snap),
      active: { path: leaf.path, value: active.value, context: active.context },
      logLength: session.log.length,
      diceMode: session.diceMode,
      seed: session.setup.seed,
    }),
  ) as ReturnType<TabletopBridge['snapshot']>;
}
