import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { testSetup, type TestBattle } from '../../src/rules/fringe/testkit';
import type { FringeDecision } from '../../src/rules/fringe/decisions';
import { AWAITING_DICE } from '../core/diceRequest';
import { currentPrompt } from '../core/meta';
import { waitingStates } from '../core/states';
import { fringeBattleMachine } from './battle.machine';

type Snap = SnapshotFrom<typeof fringeBattleMachine>;

/** The dotted path of the atomic state a snapshot rests in. */
function where(s: Snap): string {
  const walk = (v: unknown): string =>
    typeof v === 'string'
      ? v
      : (Object.entries(v as Record<string, unknown>).map(([k, c]) => `${k}.${walk(c)}`)[0] ?? '');
  return walk(s.value);
}

/** Drives a battle machine with decisions and dice, recording every state it rests in. */
function drive(t: TestBattle) {
  const actor = createActor(fringeBattleMachine, { input: testSetup(t) });
  actor.start();
  const seen = new Set<string>([where(actor.getSnapshot())]);
  const note = () => seen.add(where(actor.getSnapshot()));
  return {
    seen,
    snap: () => actor.getSnapshot(),
    decide(d: FringeDecision) {
      const before = actor.getSnapshot();
      expect(before.can(d), `${d.type} refused in ${where(before)}`).toBe(true);
      actor.send(d);
      note();
    },
    dice(...faces: number[][]) {
      const s = actor.getSnapshot();
      expect(s.hasTag(AWAITING_DICE), `no roll waiting in ${where(s)}`).toBe(true);
      const id = s.context.diceRequest?.id ?? '';
      actor.send({ type: 'dice.answer', requestId: id, faces, source: 'script' });
      note();
    },
  };
}

describe('the Fringe battle machine: every waiting state is reached and has its prompt and rule', () => {
  it('reaches each state waitingStates(machine) lists', () => {
    const states = waitingStates(fringeBattleMachine);
    expect(states).toEqual([
      'activation',
      'brawl.rolling',
      'brawl.winner',
      'duplicator',
      'enemy',
      'over',
      'review',
      'rolling',
      'snooper',
    ]);
    const seen = new Set<string>();
    // Set-up: Duplicator, Snooper Bot (its 1 reviewed with a story point), the initiative, then the enemy.
    const a = drive({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 1, gear: ['dup', 'snooper'] }],
      b: [{ id: 'rex', x: 30, z: 30, reactions: 2 }],
      play: 'solo',
      penalty: 1,
      storyPoints: 1,
      behaviour: 'gunline',
    });
    expect(where(a.snap())).toBe('duplicator');
    a.decide({ type: 'gear.duplicate.skip' });
    expect(where(a.snap())).toBe('snooper');
    a.decide({ type: 'gear.snooper', figureId: 'a-ada' });
    a.dice([1]);
    expect(where(a.snap())).toBe('review');
    a.decide({ type: 'story.succeed' });
    expect(where(a.snap())).toBe('rolling');
    a.dice([6]);
    expect(where(a.snap())).toBe('activation');
    a.decide({ type: 'figure.end', figureId: 'a-ada' });
    expect(where(a.snap())).toBe('enemy');
    a.decide({ type: 'campaign.time-to-go', side: 'a' });
    expect(where(a.snap())).toBe('over');
    for (const s of a.seen) seen.add(s);
    // A brawl: its roll, its hit, the winner's move.
    const b = drive({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['axe'] }],
      b: [
        { id: 'rex', x: 14, z: 10 },
        { id: 'sal', x: 30, z: 30 },
      ],
    });
    b.dice([1], [1]);
    b.decide({
      type: 'figure.move',
      figureId: 'a-ada',
      to: [{ x: 13, z: 10, level: 3 }],
      mode: 'auto',
      dash: false,
    });
    expect(where(b.snap())).toBe('brawl.rolling');
    b.dice([6], [1]);
    expect(where(b.snap())).toBe('brawl.rolling');
    // Three hits on Rex (the lower total, Ada's natural 6, Rex's natural 1): the first takes him out.
    b.dice([6]);
    expect(where(b.snap())).toBe('brawl.winner');
    b.decide({ type: 'winner.stay' });
    expect(where(b.snap())).toBe('activation');
    for (const s of b.seen) seen.add(s);
    expect([...seen].sort()).toEqual(states);
  });

  it('gives every waiting state a prompt and a rule of the reference', () => {
    for (const path of waitingStates(fringeBattleMachine)) {
      if (path === 'over') continue;
      const node = fringeBattleMachine.getStateNodeById(`fringeBattle.${path}`);
      const meta = node.meta as { prompt?: string; rule?: string } | undefined;
      expect(meta?.prompt, path).toMatch(/\w/);
      expect(meta?.rule, path).toMatch(/^fringe\./);
    }
    const actor = createActor(fringeBattleMachine, {
      input: testSetup({ a: [{ id: 'ada', x: 5, z: 5 }], b: [{ id: 'rex', x: 30, z: 30 }] }),
    }).start();
    expect(currentPrompt(actor.getSnapshot())?.rule).toBe('fringe.hit-roll');
  });

  it('refuses a decision the rules refuse, and dice that answer another request', () => {
    const actor = createActor(fringeBattleMachine, {
      input: testSetup({ a: [{ id: 'ada', x: 5, z: 5, reactions: 2 }], b: [{ id: 'rex', x: 30, z: 30 }] }),
    }).start();
    const request = actor.getSnapshot().context.diceRequest;
    expect(
      actor
        .getSnapshot()
        .can({ type: 'dice.answer', requestId: 'nope', faces: [[1], [1]], source: 'script' }),
    ).toBe(false);
    actor.send({ type: 'dice.answer', requestId: request?.id ?? '', faces: [[1], [1]], source: 'script' });
    expect(actor.getSnapshot().can({ type: 'figure.end', figureId: 'b-rex' })).toBe(false);
    expect(
      actor.getSnapshot().can({
        type: 'figure.move',
        figureId: 'a-ada',
        to: [{ x: 20, z: 5, level: 3 }],
        mode: 'auto',
        dash: false,
      }),
    ).toBe(false);
    expect(actor.getSnapshot().can({ type: 'figure.end', figureId: 'a-ada' })).toBe(true);
  });
});
