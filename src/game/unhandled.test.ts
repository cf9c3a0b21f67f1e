import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { z } from 'zod';
import type { ModeDefinition } from './mode';
import { Session } from './session';

/**
 * A machine whose action throws (a bug, or content a save smuggled past its schema) stops the game in an error
 * state, which the session reports and recovers from. It must not also throw again later, out of every
 * caller's reach: that was a page error in the app and a dead worker in the fuzz harness (fuzz long run,
 * kraken-campaign/35: a story line sent to a cell its sheets do not hold).
 */
const breaking = setup({
  types: { events: {} as { type: 'break' } | { type: 'wait' } },
  actions: {
    explode: () => {
      throw new Error('the sheets hold nothing there');
    },
  },
}).createMachine({
  id: 'breaking',
  initial: 'idle',
  states: { idle: { on: { break: { actions: 'explode' }, wait: 'waited' } }, waited: {} },
});

const mode: ModeDefinition<typeof breaking> = {
  id: 'breaking',
  system: 'general',
  title: 'Breaking',
  machine: breaking,
  inputSchema: z.object({}),
  decisionSchema: z.object({ type: z.enum(['break', 'wait']) }),
  choices: () => [],
  explainRefusal: () => 'no',
  narrate: (log) => log.map(() => ''),
  invariants: () => [],
  describe: () => 'Breaking',
};

describe('a machine action that throws', () => {
  it('is reported by the step and never thrown again later, and the game goes on', async () => {
    const uncaught: unknown[] = [];
    const note = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', note);
    try {
      const session = Session.start(mode, { mode: 'breaking', seed: 's', input: {} }, 'digital');
      const outcome = session.send({ type: 'break' });
      expect(outcome.ok).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(uncaught).toEqual([]);
      expect(session.send({ type: 'wait' })).toEqual({ ok: true });
      session.dispose();
    } finally {
      process.off('uncaughtException', note);
    }
  });
});
