import { describe, expect, it } from 'vitest';
import { hubStatesOf } from '../../src/game/chart/hubs';
import { createActor, type AnyStateNode, type SnapshotFrom } from 'xstate';
import { testSetup, type TestBattle } from '../../src/rules/fringe/testkit';
import type { FringeDecision } from '../../src/rules/fringe/decisions';
import { AWAITING_DICE } from '../core/diceRequest';
import { currentPrompt } from '../core/meta';
import { waitingStates } from '../core/states';
import { fringeBattleMachine } from './battle.machine';

type Snap = SnapshotFrom<typeof fringeBattleMachine>;

/**
 * Reading (the phases, src/rules/fringe/phases.ts): before the battle, the battle round, the end phase, the
 * battle's end. The chart's top-level states must be these, in this order, and lead only forward (the end
 * phase back to the round is the loop).
 */
const PHASES = ['setup', 'round', 'endPhase', 'over'] as const;

/** Every state node of the machine, the root's children first. */
function nodes(node: AnyStateNode = fringeBattleMachine.root): AnyStateNode[] {
  return Object.values(node.states).flatMap((child) => [child, ...nodes(child)]);
}

/** Every transition of a node (its events' and its eventless ones) as the nodes it leads to. */
function transitions(node: AnyStateNode): AnyStateNode[][] {
  const onEvents = [...node.transitions.values()].flat();
  return [...onEvents, ...(node.always ?? [])].map((t) => [...(t.target ?? [])]);
}

/** The top-level phase a node lies in. */
const phaseOf = (node: AnyStateNode): string => node.path[0] ?? '';

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
    at: () => where(actor.getSnapshot()),
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

const shoot = (figureId: string, targetId: string, weaponId = 'rifle') =>
  ({ type: 'figure.shoot', figureId, weaponId, targetId, aim: false }) as const;
const moveTo = (figureId: string, x: number, z: number): FringeDecision => ({
  type: 'figure.move',
  figureId,
  to: [{ x, z, level: 3 }],
  mode: 'auto',
  dash: false,
});

describe('the Fringe battle machine: its phases, read from the chart', () => {
  it('has the phases of the reading as its top-level states, in order, each leading only forward', () => {
    expect(Object.keys(fringeBattleMachine.root.states)).toEqual([...PHASES]);
    for (const node of nodes()) {
      const from = PHASES.indexOf(phaseOf(node) as (typeof PHASES)[number]);
      for (const targets of transitions(node))
        for (const target of targets) {
          const to = PHASES.indexOf(phaseOf(target) as (typeof PHASES)[number]);
          const forward = to === from || to === from + 1 || target.path[0] === 'over';
          const loop = phaseOf(node) === 'endPhase' && phaseOf(target) === 'round';
          expect(forward || loop, `${node.path.join('.')} → ${target.path.join('.')}`).toBe(true);
        }
    }
  });

  it('has no hub: no eventless state fans out to four or more states that half the transitions lead back to', () => {
    // One definition of a hub for every machine (src/game/chart/hubs.ts), the one the phase map uses.
    expect(hubStatesOf(fringeBattleMachine)).toEqual([]);
  });

  it('gives every roll its own state, tagged for dice, with a prompt and a rule of the reference', () => {
    const rolls = nodes().filter((n) => n.tags.includes(AWAITING_DICE));
    expect(rolls.map((n) => n.key).sort()).toEqual(
      [
        'brawlRoll',
        'endangerRoll',
        'hitRoll',
        'initiativeRoll',
        'luckRoll',
        'pickRoll',
        'saveRoll',
        'shotRoll',
        'snooperRoll',
      ].sort(),
    );
    const prompts = new Set<string>();
    for (const node of rolls) {
      const meta = node.meta as { prompt?: string; rule?: string } | undefined;
      expect(meta?.prompt, node.key).toMatch(/\w{3}/);
      expect(meta?.rule, node.key).toMatch(/^fringe\./);
      prompts.add(meta?.prompt ?? '');
    }
    expect(prompts.size).toBe(rolls.length);
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
    expect(where(actor.getSnapshot())).toBe('setup.initiativeRoll');
    expect(currentPrompt(actor.getSnapshot())?.rule).toBe('fringe.initiative');
  });
});

describe('the Fringe battle machine: every waiting state is reached', () => {
  it('reaches each state waitingStates(machine) lists', () => {
    const states = waitingStates(fringeBattleMachine);
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
    expect(a.at()).toBe('setup.duplicatorOffer');
    a.decide({ type: 'gear.duplicate.skip' });
    expect(a.at()).toBe('setup.snooperOffer');
    a.decide({ type: 'gear.snooper', figureId: 'a-ada' });
    expect(a.at()).toBe('setup.snooperRoll');
    a.dice([1]);
    expect(a.at()).toBe('setup.review');
    a.decide({ type: 'story.succeed' });
    expect(a.at()).toBe('setup.initiativeRoll');
    a.dice([6]);
    expect(a.at()).toBe('round.activation.crew');
    a.decide({ type: 'figure.end', figureId: 'a-ada' });
    expect(a.at()).toBe('round.activation.enemy');
    a.decide({ type: 'campaign.time-to-go', side: 'a' });
    expect(a.at()).toBe('over');
    for (const s of a.seen) seen.add(s);

    // A brawl with two opponents: the pick, the brawl roll, its hit, the winner's move.
    const b = drive({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['axe'], toughness: 5 }],
      b: [
        { id: 'rex', x: 14, z: 10 },
        { id: 'sal', x: 13, z: 11 },
        { id: 'tom', x: 30, z: 30 },
      ],
    });
    b.dice([1], [1]);
    b.decide(moveTo('a-ada', 13, 10));
    expect(b.at()).toBe('round.activation.brawl.pickRoll');
    for (const s of b.seen) seen.add(s);

    const c = drive({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['axe'] }],
      b: [
        { id: 'rex', x: 14, z: 10 },
        { id: 'sal', x: 30, z: 30 },
      ],
    });
    c.dice([1], [1]);
    c.decide(moveTo('a-ada', 13, 10));
    expect(c.at()).toBe('round.activation.brawl.brawlRoll');
    c.dice([6], [1]);
    expect(c.at()).toBe('round.activation.hitRoll');
    // Three hits on Rex (the lower total, Ada's natural 6, Rex's natural 1): the first takes him out.
    c.dice([6]);
    expect(c.at()).toBe('round.activation.brawl.winner');
    c.decide({ type: 'winner.stay' });
    for (const s of c.seen) seen.add(s);

    // A shot, a hit, a saving throw (a screen), then Luck on another figure.
    const d = drive({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [
        { id: 'rex', x: 14, z: 10, gear: ['screen'] },
        { id: 'sal', x: 30, z: 30, luck: 1 },
      ],
    });
    d.dice([1], [1]);
    d.decide(shoot('a-ada', 'b-rex'));
    expect(d.at()).toBe('round.activation.shotRoll');
    d.dice([6]);
    expect(d.at()).toBe('round.activation.hitRoll');
    d.dice([5]);
    expect(d.at()).toBe('round.activation.saveRoll');
    for (const s of d.seen) seen.add(s);

    const e = drive({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 14, z: 10, luck: 1 }],
      storyPoints: 1,
    });
    e.dice([1], [1]);
    e.decide(shoot('a-ada', 'b-rex'));
    e.dice([1]);
    expect(e.at()).toBe('round.activation.review');
    e.decide({ type: 'roll.accept' });
    expect(e.at()).toBe('round.activation.crew');
    for (const s of e.seen) seen.add(s);

    const h = drive({
      a: [{ id: 'ada', x: 10, z: 10, reactions: 2 }],
      b: [{ id: 'rex', x: 14, z: 10, luck: 1 }],
    });
    h.dice([1], [1]);
    h.decide(shoot('a-ada', 'b-rex'));
    h.dice([6]);
    h.dice([6]);
    expect(h.at()).toBe('round.activation.luckRoll');
    for (const s of h.seen) seen.add(s);

    // An Area shot that would endanger an ally: the 5+ first.
    const f = drive({
      a: [
        { id: 'ada', x: 10, z: 10, reactions: 2, weapons: ['lobber', 'rifle'] },
        { id: 'bo', x: 20, z: 11.8 },
      ],
      b: [
        { id: 'rex', x: 20, z: 10 },
        { id: 'tom', x: 10, z: 20 },
      ],
    });
    f.dice([1], [1]);
    f.decide(shoot('a-ada', 'b-rex', 'lobber'));
    expect(f.at()).toBe('round.activation.endangerRoll');
    for (const s of f.seen) seen.add(s);

    expect([...seen].filter((s) => states.includes(s)).sort()).toEqual(states);
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
    expect(actor.getSnapshot().can(moveTo('a-ada', 20, 5))).toBe(false);
    expect(actor.getSnapshot().can({ type: 'figure.end', figureId: 'a-ada' })).toBe(true);
  });

  it('plays the end phase: after the last round the battle ends on time', () => {
    const g = drive({
      a: [{ id: 'ada', x: 5, z: 5, reactions: 2 }],
      b: [{ id: 'rex', x: 30, z: 30 }],
      rounds: 1,
    });
    g.dice([1], [1]);
    g.decide({ type: 'figure.end', figureId: 'a-ada' });
    expect(g.at()).toBe('round.activation.crew');
    g.decide({ type: 'figure.end', figureId: 'b-rex' });
    expect(g.at()).toBe('over');
  });
});
