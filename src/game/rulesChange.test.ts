import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODES } from '../modes/headless';
import { canonicalJson, captureSnapshot } from './gameSnapshot';
import { CONTINUED_NOTICE, loadGame, saveOf, type PackLookup } from './loadGame';
import type { ModeDefinition } from './mode';
import { RULES_VERSION } from './saveFile';
import { FIXTURES_DIR, todaysFixture } from '../../scripts/lib/frozenFixtures';

/**
 * A rule change that alters what a log means, played on a copy of a fixture: the Quick fight's machine with
 * one rule changed (taking cover is no longer a decision it accepts), loaded with RULES_VERSION bumped.
 */
const fixtureText = readFileSync(join(FIXTURES_DIR, todaysFixture('ground-combat')), 'utf8');
type FixtureEvents = { events: { kind: string; event?: { type: string } }[] };
const fixtureEvents = (JSON.parse(fixtureText) as FixtureEvents).events;
/** Where the crew last takes cover: the changed rule below refuses that decision. */
const lastCover = fixtureEvents.findLastIndex((e) => e.event?.type === 'cover');
const stamp = (JSON.parse(fixtureText) as { pack: { id: string; version: string; hash: string } }).pack;
const packs: PackLookup = { lookup: (id) => (id === stamp.id ? stamp : undefined) };

const today = MODES['ground-combat'] as ModeDefinition;

type GuardArgs = { readonly event: { readonly type: string } };
type Guard = (args: GuardArgs, params: unknown) => boolean;

/** The same mode under a changed rule: a `cover` decision is refused. */
function withoutCover(): Readonly<Record<string, ModeDefinition>> {
  const machine = today.machine;
  const allowed = machine.implementations.guards['decisionAllowed'] as unknown as Guard;
  const changed = machine.provide({
    guards: {
      decisionAllowed: (args: GuardArgs, params: unknown) =>
        args.event.type !== 'cover' && allowed(args, params),
    },
  });
  return { ...MODES, 'ground-combat': { ...today, machine: changed } };
}

/**
 * A save of today's app (with its checkpoint) made from the fixture's game, stopped mid-fight two entries
 * after the crew last took cover.
 */
function todaysSave(): { text: string; state: string; entries: number } {
  if (lastCover < 0) throw new Error('the fixture fight has no cover decision');
  const fixture = JSON.parse(fixtureText) as { events: unknown[] };
  const midFight = JSON.stringify({ ...fixture, events: fixture.events.slice(0, lastCover + 2) });
  const loaded = loadGame(midFight, MODES, packs);
  if (!loaded.ok) throw new Error(loaded.error);
  const save = saveOf(loaded.session, stamp);
  const state = canonicalJson(captureSnapshot(loaded.session.persisted(), loaded.session.rng));
  loaded.session.dispose();
  return { text: JSON.stringify(save), state, entries: save.events.length };
}

describe('a rule change with a RULES_VERSION bump never loses a game', () => {
  it('the log replays under today’s rules: it loads whole, with undo', () => {
    const { text, entries } = todaysSave();
    const loaded = loadGame(text, MODES, packs);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.notice).toBeNull();
    expect(loaded.session.log).toHaveLength(entries);
    expect(loaded.session.canUndo).toBe(true);
  });

  it('the changed rule breaks the replay: without a bump the save is refused, naming the entry', () => {
    const { text } = todaysSave();
    const loaded = loadGame(text, withoutCover(), packs);
    expect(loaded.ok ? '' : loaded.error).toMatch(/does not replay: Entry \d+ of the log/);
  });

  it('with the bump the game continues from its snapshot: same game, the sentence, undo stops there, old log shown', () => {
    const { text, state, entries } = todaysSave();
    const modes = withoutCover();
    const loaded = loadGame(text, modes, packs, { rulesVersion: RULES_VERSION + 1 });
    if (!loaded.ok) throw new Error(loaded.error);
    const session = loaded.session;
    expect(loaded.notice).toBe(CONTINUED_NOTICE);
    expect(canonicalJson(captureSnapshot(session.persisted(), session.rng))).toBe(state);
    // Undo stops at the snapshot: nothing played since, so nothing to take back.
    expect(session.log).toHaveLength(0);
    expect(session.canUndo).toBe(false);
    expect(session.undo()).toBe(false);
    // The old log is kept, narrated in words, read only.
    expect(session.history).toHaveLength(1);
    expect(session.history[0]?.events).toHaveLength(entries);
    expect(session.historyLines()).toHaveLength(entries);
    expect(session.historyLines().join(' ')).toMatch(/[a-z]{4}/);
    expect(session.historyLines().some((l) => /gc-\d/.test(l))).toBe(false);

    // It plays on under the new rules; undo goes back as far as the snapshot and no further.
    const choice = session.choices().find((c) => c.disabled === undefined);
    if (choice === undefined) throw new Error('the fight offers no choice mid-fight');
    expect(session.send(choice.event).ok).toBe(true);
    expect(session.canUndo).toBe(true);
    expect(session.undo()).toBe(true);
    expect(canonicalJson(captureSnapshot(session.persisted(), session.rng))).toBe(state);
    expect(session.canUndo).toBe(false);

    // Saved again and loaded again under the new rules: the snapshot is its base, the history stays.
    expect(session.send(choice.event).ok).toBe(true);
    const again = saveOf(session, stamp);
    expect(again.base?.rulesVersion).toBe(RULES_VERSION);
    expect(again.history?.[0]?.events).toHaveLength(entries);
    const reloaded = loadGame(JSON.stringify(again), modes, packs, { rulesVersion: RULES_VERSION + 1 });
    if (!reloaded.ok) throw new Error(reloaded.error);
    expect(reloaded.notice).toBeNull();
    expect(reloaded.session.log).toHaveLength(session.log.length);
    expect(reloaded.session.historyLength).toBe(entries);
    expect(canonicalJson(captureSnapshot(reloaded.session.persisted(), reloaded.session.rng))).toBe(
      canonicalJson(captureSnapshot(session.persisted(), session.rng)),
    );
    session.dispose();
    reloaded.session.dispose();
  });

  it('a save too old to carry a snapshot continues from the last entry today’s rules replay', () => {
    // The fixture's game as format 1 wrote saves (no checkpoint), loaded after the rule change and its bump.
    const { checkpoint: _c, setupVersion: _v, ...rest } = JSON.parse(fixtureText) as Record<string, unknown>;
    const formatOne = JSON.stringify({ ...rest, version: 1 });
    const firstCover = fixtureEvents.findIndex((e) => e.event?.type === 'cover');
    const loaded = loadGame(formatOne, withoutCover(), packs, { rulesVersion: RULES_VERSION + 1 });
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.notice).toMatch(new RegExp(`from entry ${firstCover + 1} of ${fixtureEvents.length}`));
    expect(loaded.session.log.length).toBeGreaterThanOrEqual(firstCover);
    expect(loaded.session.historyLength).toBe(fixtureEvents.length);
    loaded.session.dispose();
  });

  it('a save of rules newer than the app is refused in one sentence', () => {
    const { text } = todaysSave();
    const newer = JSON.stringify({ ...(JSON.parse(text) as object), rulesVersion: RULES_VERSION + 1 });
    const loaded = loadGame(newer, MODES, packs);
    expect(loaded.ok ? '' : loaded.error).toMatch(/played under newer rules/);
  });
});
