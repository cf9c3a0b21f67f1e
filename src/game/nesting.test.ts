import { describe, expect, it } from 'vitest';
import type { TreeSnapshot } from '../../machines/core/tree';
import { seedRng, nextUint32 } from '../rules/dice/rng';
import type { RngState } from '../rules/dice/types';
import type { GameSetup, LogEntry } from './log';
import { CHECKPOINT_EVERY, replay } from './replay';
import { Session } from './session';
import { NESTING_DECISIONS, nestingMode } from './testkit/nestingMode';

/**
 * The session drives an actor tree: campaign → patrol → duel, each rolling its own dice. Decisions and dice go
 * to the deepest active machine and are logged with its path; undo, redo, replay, checkpoints and save files
 * work across the levels.
 */

type Tree = { value: unknown; context: unknown; children: Record<string, Tree> };

/** The whole tree as plain data: what "the same game" means here. */
function tree(snapshot: TreeSnapshot & { value?: unknown }): Tree {
  const children: Record<string, Tree> = {};
  for (const [id, ref] of Object.entries(snapshot.children)) {
    const child = ref?.getSnapshot() as (TreeSnapshot & { value?: unknown }) | undefined;
    if (child !== undefined && typeof child.can === 'function') children[id] = tree(child);
  }
  return JSON.parse(JSON.stringify({ value: snapshot.value, context: snapshot.context, children })) as Tree;
}

const state = (session: Session) => tree(session.getSnapshot());

const setupOf = (seed: string): GameSetup => ({ mode: nestingMode.id, seed, input: undefined });

/** A seeded bot: picks one of the decisions the active machine accepts. */
function play(session: Session, decisions: number, botSeed: string): void {
  let rng: RngState = seedRng(botSeed);
  for (let i = 0; i < decisions; i++) {
    const leaf = session.active().snapshot;
    const legal = NESTING_DECISIONS.filter((type) => leaf.can({ type }));
    const drawn = nextUint32(rng);
    rng = drawn.state;
    const type = legal[drawn.value % legal.length];
    if (type === undefined) throw new Error('nothing to decide');
    expect(session.send({ type }).ok).toBe(true);
  }
}

describe('the session drives an actor tree (campaign → patrol → duel)', () => {
  it('sends decisions and dice to the deepest active machine and logs its path', () => {
    const session = Session.start(nestingMode, setupOf('tree'), 'manual');
    expect(session.send({ type: 'turn.patrol' }).ok).toBe(true);
    expect(session.active().path).toEqual(['patrol']);
    expect(session.send({ type: 'patrol.engage' }).ok).toBe(true);
    expect(session.active().path).toEqual(['patrol', 'duel']);
    // The campaign's own decisions are not taken while the duel runs.
    expect(session.send({ type: 'turn.morale' }).ok).toBe(false);
    expect(session.send({ type: 'duel.shoot' }).ok).toBe(true);
    expect(session.answerDice([[5]]).ok).toBe(true);
    expect(session.send({ type: 'duel.stop' }).ok).toBe(true);
    expect(session.active().path).toEqual(['patrol']);
    expect(session.send({ type: 'patrol.end' }).ok).toBe(true);
    expect(session.active().path).toEqual([]);
    expect((session.getSnapshot().context as { hits: number }).hits).toBe(1);
    expect(session.log.map((e) => e.path ?? [])).toEqual([
      [],
      ['patrol'],
      ['patrol', 'duel'],
      ['patrol', 'duel'],
      ['patrol', 'duel'],
      ['patrol'],
    ]);
  });

  it('copies the faces it logs: a caller changing its array later does not rewrite history', () => {
    const session = Session.start(nestingMode, setupOf('copy'), 'manual');
    session.send({ type: 'turn.morale' });
    const faces = [[6]];
    expect(session.answerDice(faces).ok).toBe(true);
    (faces[0] as number[])[0] = 1;
    expect(session.log[1]).toMatchObject({ kind: 'dice', faces: [[6]] });
  });

  it('undo steps back across levels and redo brings the same dice back', () => {
    const session = Session.start(nestingMode, setupOf('undo'), 'digital');
    play(session, 40, 'bot-undo');
    const before = state(session);
    const length = session.log.length;
    for (let i = 0; i < 10; i++) expect(session.undo()).toBe(true);
    const prefix = session.log.slice();
    const fresh = replay(nestingMode, setupOf('undo'), prefix);
    if (!fresh.ok) throw new Error(fresh.reason);
    expect(state(session)).toEqual(tree(fresh.run.actor.getSnapshot() as unknown as TreeSnapshot));
    for (let i = 0; i < 10; i++) expect(session.redo()).toBe(true);
    expect(session.log.length).toBe(length);
    expect(state(session)).toEqual(before);
  });

  it('a save taken inside the duel inside the patrol reloads to exactly that point and goes on with the same dice', () => {
    const live = Session.start(nestingMode, setupOf('save'), 'digital');
    play(live, 25, 'bot-save');
    live.send({ type: 'turn.patrol' });
    while (live.active().path.length === 1) {
      if (live.send({ type: 'patrol.engage' }).ok) break;
      live.send({ type: 'patrol.end' });
      live.send({ type: 'turn.patrol' });
    }
    expect(live.active().path).toEqual(['patrol', 'duel']);
    const saved = JSON.parse(JSON.stringify(live.log)) as LogEntry[];
    const loaded = Session.resume(nestingMode, setupOf('save'), saved, 'digital');
    if (!loaded.ok) throw new Error(loaded.reason);
    expect(state(loaded.session)).toEqual(state(live));
    expect(loaded.session.active().path).toEqual(['patrol', 'duel']);
    play(live, 30, 'bot-after');
    play(loaded.session, 30, 'bot-after');
    expect(state(loaded.session)).toEqual(state(live));
    expect(loaded.session.log).toEqual(live.log);
  });

  it('refuses a log whose decision names another machine than the one waiting', () => {
    const bad: LogEntry[] = [{ kind: 'decision', event: { type: 'patrol.scout' }, path: ['patrol'] }];
    const loaded = Session.resume(nestingMode, setupOf('bad'), bad, 'digital');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok)
      expect(loaded.reason).toMatch(/taken in patrol, but the game now waits in the game itself/);
  });

  it('refuses edited digital dice in the grandchild, naming the request', () => {
    const live = Session.start(nestingMode, setupOf('edit'), 'digital');
    live.send({ type: 'turn.patrol' });
    live.send({ type: 'patrol.engage' });
    live.send({ type: 'duel.shoot' });
    const log = JSON.parse(JSON.stringify(live.log)) as { faces?: number[][] }[];
    const dice = log[3];
    if (dice?.faces === undefined) throw new Error('no dice entry');
    dice.faces = [[(dice.faces[0]?.[0] ?? 1) === 6 ? 5 : 6]];
    const loaded = Session.resume(nestingMode, setupOf('edit'), log as LogEntry[], 'digital');
    expect(loaded.ok).toBe(false);
    if (!loaded.ok) expect(loaded.reason).toMatch(/Entry 4 of the log: The digital dice logged for duel-/);
  });

  it(`undo past a checkpoint (every ${CHECKPOINT_EVERY} entries) gives the state a replay from the start gives`, () => {
    const session = Session.start(nestingMode, setupOf('long'), 'digital');
    play(session, 700, 'bot-long');
    expect(session.log.length).toBeGreaterThan(CHECKPOINT_EVERY * 3);
    for (let i = 0; i < 300; i++) session.undo();
    const fresh = replay(nestingMode, setupOf('long'), session.log);
    if (!fresh.ok) throw new Error(fresh.reason);
    expect(state(session)).toEqual(tree(fresh.run.actor.getSnapshot() as unknown as TreeSnapshot));
    play(session, 50, 'bot-again');
    const again = replay(nestingMode, setupOf('long'), session.log);
    if (!again.ok) throw new Error(again.reason);
    expect(state(session)).toEqual(tree(again.run.actor.getSnapshot() as unknown as TreeSnapshot));
  }, 60_000);
});
