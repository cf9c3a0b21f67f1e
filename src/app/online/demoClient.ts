import { useSyncExternalStore } from 'react';
import type { Room } from 'colyseus.js';
import { DEMO_ROOM, type DemoShowing, type DemoWelcome } from '../../game/online/protocol';
import type { DemoRun } from '../../game/demo/run';
import { client } from './connect';

/**
 * A rules demo shared over the room server: the presenter's tab sends each step it reaches, and every
 * spectator's tab plays the same demo (from its own pack) to the same step, so its table shows the same
 * phase, marks and camera. One shared demo a tab.
 */
export interface SharedDemo {
  readonly roomId: string;
  readonly code: string;
  readonly presenting: boolean;
  readonly showing: DemoShowing;
  /** How many screens follow the presenter (the presenter's tab is told). */
  readonly watching: number;
  readonly connected: boolean;
  /** The table's last refusal of this tab's message. */
  readonly refusal: string | null;
}

const listeners = new Set<() => void>();
let current: { room: Room; view: SharedDemo } | null = null;

function set(room: Room, view: SharedDemo): void {
  current = { room, view };
  for (const l of listeners) l();
}

export const demoTableStore = {
  view: (): SharedDemo | null => current?.view ?? null,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The demo this tab shares or follows, or null. */
export function useDemoTable(): SharedDemo | null {
  return useSyncExternalStore(
    (l) => demoTableStore.subscribe(l),
    () => demoTableStore.view(),
    () => demoTableStore.view(),
  );
}

/** Keeps this tab's shared demo up to date from the room; `onFirst` when the room first says it is a demo. */
export function followIfDemo(room: Room, onFirst: () => void): void {
  let first = true;
  room.onMessage('demo', (welcome: DemoWelcome) => {
    set(room, { ...welcome, connected: true, refusal: null });
    if (first) onFirst();
    first = false;
  });
  room.onMessage('refused', (message: { reason: string }) => {
    if (current?.room === room) set(room, { ...current.view, refusal: message.reason });
  });
  room.onLeave(() => {
    if (current?.room === room) set(room, { ...current.view, connected: false });
  });
}

/** Opens a demo table for the demo playing in this tab, which presents it. */
export async function shareDemo(showing: DemoShowing): Promise<SharedDemo> {
  const room = await (await client()).create(DEMO_ROOM, { showing });
  return new Promise((resolve) => {
    followIfDemo(room, () => {
      if (current !== null) resolve(current.view);
    });
  });
}

/** Where the presenter's demo stands now, sent to the spectators (only when it changed). */
export function sendStep(run: DemoRun, pack: string, demo: string): void {
  if (current === null || !current.view.presenting) return;
  const state = run.getState();
  const showing: DemoShowing = { pack, demo, step: state.index, answered: state.answered };
  const was = current.view.showing;
  if (
    was.pack === pack &&
    was.demo === demo &&
    was.step === showing.step &&
    was.answered === showing.answered
  )
    return;
  current.room.send('demo.step', showing);
  set(current.room, { ...current.view, showing });
}

/**
 * Brings a spectator's demo to the presenter's step: a jump (which replays the game to that step, so the
 * phase and the camera follow), then the step made as the presenter made it ("Show me" for a "your turn").
 * Design choice: a question step's answer is the spectator's own to give, so it is not copied (the panel marks
 * it as seen on their screen only, DemoPanel's `follower`). Design choice:
 * "the camera" is the camera the demo's step sets (its preset and framing); the presenter turning the view by
 * hand between steps is not sent (each screen keeps its own hand on its view).
 */
export function follow(run: DemoRun, showing: DemoShowing): void {
  if (run.getState().index !== showing.step) run.goTo(showing.step);
  const state = run.getState();
  if (showing.answered && !state.answered && state.step.kind === 'yourTurn') run.showMe();
}

/** Stops sharing or following. */
export async function leaveDemoTable(): Promise<void> {
  const room = current?.room;
  current = null;
  for (const l of listeners) l();
  if (room !== undefined) await room.leave(true);
}
