import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { waitingDice } from '../../machines/core/tree';
import type { PackLookup } from '../../src/game/loadGame';
import { loadGame, saveOf } from '../../src/game/loadGame';
import type { Session } from '../../src/game/session';
import { MODES } from '../../src/modes/headless';
import { FIXTURE_SCENARIOS } from './fixtureScenarios';
import { loadPackFolder } from './packFolder';

/**
 * Every fixture scenario reaches its situation (the machine path and state it promises) and its save loads
 * back through the app's loader into that same place: the deep positions the save-compatibility work keeps
 * as fixtures must be positions a save can hold.
 */
const pack = loadPackFolder(join(process.cwd(), 'assets/packs/sample'));
const stamp = { id: pack.manifest.id, version: pack.manifest.version, hash: pack.hash };
const packs: PackLookup = { lookup: (id) => (id === stamp.id ? stamp : undefined) };

/** The state value of a snapshot (the walk's TreeSnapshot leaves it out; every machine snapshot has one). */
function valueOf(snapshot: unknown): unknown {
  return (snapshot as { value?: unknown }).value;
}

/** The root actor's persisted snapshot, its invoked children inside (what a checkpoint keeps). */
function persisted(session: Session): unknown {
  return session.mode.machine.getPersistedSnapshot(session.getSnapshot());
}

/**
 * JSON with every object's keys sorted. A loaded game starts from the set-up its schema read, whose objects
 * list their keys in the schema's order, not the order the set-up builder wrote them: the same game, spelt
 * differently.
 */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** What each scenario must stand in: the path to the deepest machine and a check of its state. */
const EXPECTED: Readonly<
  Record<
    string,
    {
      /** The child ids to the deepest active machine; null where the situation names only the root's state. */
      readonly path: readonly string[] | null;
      readonly check: (session: Session) => void;
    }
  >
> = {
  'campaign-turn5': {
    // Turn 5 may stand in any of its phases, the story phase (a child) among them.
    path: null,
    check: (s) => {
      const turn = (s.getSnapshot().context as { turn: { campaign: { turn: number; quests: unknown[] } } })
        .turn;
      expect(turn.campaign.turn).toBeGreaterThanOrEqual(5);
      expect(turn.campaign.quests.length).toBeGreaterThan(0);
      expect(
        s.log.some((e) => e.kind === 'decision' && /^construction\.(buy|build)$/.test(e.event.type)),
      ).toBe(true);
    },
  },
  'campaign-boarding': { path: ['spaceFlight', 'combat', 'boarding'], check: () => undefined },
  'crawl-fight': { path: ['groundCombat'], check: () => undefined },
  'campaign-crawl-fight': { path: ['dungeon', 'groundCombat'], check: () => undefined },
  'salvage-postgame': {
    path: [],
    check: (s) => expect(valueOf(s.getSnapshot())).toHaveProperty('postGame'),
  },
  'fringe-brawl': {
    path: [],
    check: (s) => expect(valueOf(s.getSnapshot())).toEqual({ round: { activation: { brawl: 'winner' } } }),
  },
  'quickfight-manual': {
    path: [],
    check: (s) => {
      expect(s.diceMode).toBe('manual');
      expect(waitingDice(s.getSnapshot())).not.toBeNull();
    },
  },
  'salvage-manual': {
    path: [],
    check: (s) => {
      expect(s.diceMode).toBe('manual');
      expect(waitingDice(s.getSnapshot())).not.toBeNull();
      expect(valueOf(s.getSnapshot())).toHaveProperty('round');
    },
  },
  'space-combat-mid': {
    path: [],
    check: (s) => {
      const combat = (s.getSnapshot().context as { combat: { turn: number; outcome: unknown } }).combat;
      expect(combat.turn).toBeGreaterThanOrEqual(3);
      expect(combat.outcome).toBeNull();
    },
  },
};

/**
 * Each scenario's game as its own test played it (its log and seed), for the determinism test to replay once
 * more against: playing every scenario twice over again took seconds past vitest's 5 s on a loaded machine.
 */
const playedOnce = new Map<string, { readonly log: string; readonly seed: unknown }>();

describe('fixture scenarios', () => {
  it('names every scenario once, each for a mode of the app', () => {
    const names = FIXTURE_SCENARIOS.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const s of FIXTURE_SCENARIOS) expect(Object.keys(MODES)).toContain(s.mode);
  });

  for (const scenario of FIXTURE_SCENARIOS) {
    it(`${scenario.name}: reaches its situation and its save loads back there`, () => {
      const session = scenario.play(pack);
      playedOnce.set(scenario.name, { log: JSON.stringify(session.log), seed: session.setup.seed });
      const expected = EXPECTED[scenario.name];
      if (expected === undefined) throw new Error(`no expectation for ${scenario.name}`);
      expect(session.mode.id).toBe(scenario.mode);
      if (expected.path !== null) expect(session.active().path).toEqual(expected.path);
      expect(session.getSnapshot().status).toBe('active');
      expected.check(session);

      const text = JSON.stringify(saveOf(session, stamp));
      const loaded = loadGame(text, MODES, packs);
      if (!loaded.ok) throw new Error(loaded.error);
      expect(JSON.stringify(loaded.session.active().path)).toBe(JSON.stringify(session.active().path));
      expect(valueOf(loaded.session.active().snapshot)).toEqual(valueOf(session.active().snapshot));
      // The whole tree as a checkpoint keeps it (children inside): the same game, not just the same place.
      expect(canonical(persisted(loaded.session))).toBe(canonical(persisted(session)));
      expect(loaded.session.diceMode).toBe(session.diceMode);
      loaded.session.dispose();
      session.dispose();
    });
  }

  it('plays the same game for the same pack (deterministic)', () => {
    for (const scenario of FIXTURE_SCENARIOS) {
      // The first game is the one the scenario's own test played (or, run alone, one played here).
      const first =
        playedOnce.get(scenario.name) ??
        (() => {
          const a = scenario.play(pack);
          const facts = { log: JSON.stringify(a.log), seed: a.setup.seed };
          a.dispose();
          return facts;
        })();
      const b = scenario.play(pack);
      expect(JSON.stringify(b.log), scenario.name).toBe(first.log);
      expect(b.setup.seed).toBe(first.seed);
      b.dispose();
    }
  });
});
