import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutMeditateModifiers } from '../content/legacy/meditate';
import { MODES } from '../modes/headless';
import { SNAPSHOT_VERSION, type GameSnapshot } from './gameSnapshot';
import type { ModeDefinition } from './mode';
import { parseSaveText, SAVE_MIGRATIONS, SAVE_VERSION } from './saveFile';
import { migrateSetup } from './setupMigration';
import { migrateSnapshot } from './snapshotMigrations';
import { stepOfLevels } from './snapshotSteps/levelStep';

const history = (file: string): string =>
  readFileSync(join(process.cwd(), 'e2e/fixtures-saves/history', file), 'utf8');
const mode = (id: string): ModeDefinition => {
  const found = MODES[id];
  if (found === undefined) throw new Error(id);
  return found;
};

describe('save format migrations', () => {
  it('1 → 2 names the set-up version every save of format 1 wrote, and nothing else changes', () => {
    const one = JSON.parse(history('kraken-campaign.v1.951c0f2.json')) as Record<string, unknown>;
    expect(SAVE_VERSION).toBe(2);
    const two = SAVE_MIGRATIONS[1]?.(one);
    expect(two).toEqual({ ...one, setupVersion: 1 });
    const parsed = parseSaveText(JSON.stringify(one));
    expect(parsed.ok && parsed.save.version).toBe(2);
  });
});

describe('set-up migrations', () => {
  it('refuse a set-up from a newer app, and a missing step, in one sentence', () => {
    const quick = mode('ground-combat');
    const newer = migrateSetup(quick, {}, (quick.setupVersion ?? 1) + 1);
    expect(newer.ok ? '' : newer.error).toMatch(
      /newer version of the app \(set-up version 3 of the Quick fight/,
    );
    const gap = migrateSetup({ ...quick, setupMigrations: {} }, {}, 1);
    expect(gap.ok ? '' : gap.error).toMatch(/No migration brings a Quick fight set-up from version 1 to 2/);
  });

  it('kraken.meditate: modifiers to meditation are dropped, a prototype bonus to it becomes Charisma', () => {
    const old = {
      items: [
        {
          id: 'circlet',
          modifiers: [
            { to: 'meditate', amount: 1 },
            { to: 'tech', amount: 1 },
          ],
        },
      ],
      rows: [{ plus: { kind: 'modifier', to: 'meditate', amount: 2 }, minus: { kind: 'stat', amount: -1 } }],
    };
    const frozen = structuredClone(old);
    expect(withoutMeditateModifiers(old)).toEqual({
      items: [{ id: 'circlet', modifiers: [{ to: 'tech', amount: 1 }] }],
      rows: [{ plus: { kind: 'modifier', to: 'charisma', amount: 2 }, minus: { kind: 'stat', amount: -1 } }],
    });
    expect(old).toEqual(frozen);
  });

  it('an old Quick fight and crawl set-up (meditation bonuses) fit today’s schema once migrated', () => {
    for (const [id, file] of [
      ['ground-combat', 'ground-combat.v1.6a8e5bc.json'],
      ['dungeon-crawl', 'dungeon-crawl.v1.6a8e5bc.json'],
    ] as const) {
      const setup = (JSON.parse(history(file)) as { setup: unknown }).setup;
      expect(mode(id).inputSchema.safeParse(setup).success, `${id} before`).toBe(false);
      const migrated = migrateSetup(mode(id), setup, 1);
      if (!migrated.ok) throw new Error(migrated.error);
      const parsed = mode(id).inputSchema.safeParse(migrated.setup);
      expect(parsed.success ? '' : parsed.error.message, `${id} after`).toBe('');
    }
  });

  it('a campaign begun before ships gets the ship of the day ships came, and a later one keeps its own', () => {
    const campaign = mode('kraken-campaign');
    const old = (JSON.parse(history('kraken-campaign.v1.951c0f2.json')) as { setup: Record<string, unknown> })
      .setup;
    expect(campaign.inputSchema.safeParse(old).success).toBe(false);
    const migrated = migrateSetup(campaign, old, 1);
    if (!migrated.ok) throw new Error(migrated.error);
    const parsed = campaign.inputSchema.safeParse(migrated.setup);
    expect(parsed.success ? '' : parsed.error.message).toBe('');
    const ship = (migrated.setup as { setup: { ship: { hullId: string } } }).setup.ship;
    expect(ship.hullId).toBe('tin-kettle');
    const later = (
      JSON.parse(history('kraken-campaign.v1.d421266.json')) as { setup: Record<string, unknown> }
    ).setup;
    const kept = migrateSetup(campaign, later, 1);
    if (!kept.ok) throw new Error(kept.error);
    expect((kept.setup as { setup: unknown }).setup).toEqual(later['setup']);
  });
});

describe('snapshot migrations', () => {
  const snapshot: GameSnapshot = {
    version: 1,
    rng: { a: 1, b: 2, c: 3, d: 4 },
    root: { state: 'oldPhase', status: 'active', context: {}, children: {} },
  };

  it('run step by step, told the mode, up to the target', () => {
    const steps = {
      1: (old: GameSnapshot, modeId: string): GameSnapshot => ({
        ...old,
        root: { ...old.root, state: modeId === 'salvage-mission' ? 'round' : old.root.state },
      }),
    };
    const migrated = migrateSnapshot(snapshot, 'salvage-mission', steps, 2);
    expect(migrated.ok && migrated.snapshot).toEqual({
      ...snapshot,
      version: 2,
      root: { ...snapshot.root, state: 'round' },
    });
  });

  it('refuse a newer snapshot and a missing step', () => {
    const newer = migrateSnapshot({ ...snapshot, version: SNAPSHOT_VERSION + 1 }, 'dice-lab');
    expect(newer.ok ? '' : newer.reason).toMatch(/newer version of the app/);
    const gap = migrateSnapshot(snapshot, 'dice-lab', {}, 2);
    expect(gap.ok ? '' : gap.reason).toMatch(/no step migrates a snapshot of format 1/);
  });
});

describe('per-machine snapshot steps', () => {
  const leaf = (state: string): GameSnapshot['root'] => ({
    state,
    status: 'active',
    context: {},
    children: {},
  });
  const tree: GameSnapshot = {
    version: 1,
    rng: { a: 1, b: 2, c: 3, d: 4 },
    root: {
      ...leaf('freeAction'),
      children: { flight: { ...leaf('route'), children: { combat: leaf('route') } } },
    },
  };

  it('visit every level with its mode and invoke path, parents first, and touch only the levels they name', () => {
    const seen: string[] = [];
    const step = stepOfLevels([
      (level, place) => {
        seen.push(`${place.mode}:${place.path.join('/')}`);
        return place.path.at(-1) === 'combat' && level.state === 'route'
          ? { ...level, state: 'timeline' }
          : level;
      },
    ]);
    const after = step(tree, 'kraken-campaign');
    expect(seen).toEqual(['kraken-campaign:', 'kraken-campaign:flight', 'kraken-campaign:flight/combat']);
    expect(after.root.children.flight?.children.combat?.state).toBe('timeline');
    expect(after.root.children.flight?.state).toBe('route');
    expect(after.root.state).toBe('freeAction');
  });
});
