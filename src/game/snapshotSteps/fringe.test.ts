import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { FringeBattleMachine } from '../../../machines/fringe/battle.machine';
import { fringeBattleMode } from '../../modes/fringe/mode';
import type { Battle } from '../../rules/fringe/types';
import { gameSnapshotSchema, type LevelSnapshot } from '../gameSnapshot';
import { applyEntry, startRun } from '../replay';
import { parseSaveText } from '../saveFile';
import { migrateSetup } from '../setupMigration';
import { fringeBattleStep, restingState } from './fringe';

const DIR = join(process.cwd(), 'e2e/fixtures-saves');
const FILES = readdirSync(DIR).filter(
  (f) => /^fringe-battle\..*json$/.test(f) && !f.endsWith('.expect.json'),
);

function save(file: string) {
  const parsed = parseSaveText(readFileSync(join(DIR, file), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error);
  const migrated = migrateSetup(fringeBattleMode, parsed.save.setup, parsed.save.setupVersion);
  if (!migrated.ok) throw new Error(migrated.error);
  const input = fringeBattleMode.inputSchema.parse(migrated.setup);
  return { save: parsed.save, setup: { mode: fringeBattleMode.id, seed: parsed.save.seed, input } };
}

const ROOT = { mode: 'fringe-battle', path: [] };

describe('the Fringe battle snapshot step (format 1 → 2)', () => {
  it('moves the fixtures’ checkpoints from the route hub’s states to the phases’ states, context untouched', () => {
    const moved: Record<string, unknown> = {};
    for (const file of FILES) {
      const checkpoint: unknown = save(file).save.checkpoint;
      if (checkpoint === undefined) continue;
      const snapshot = gameSnapshotSchema.parse((checkpoint as { snapshot: unknown }).snapshot);
      if (snapshot.version !== 1) continue;
      const level = fringeBattleStep(snapshot.root, ROOT);
      expect(level.context, file).toBe(snapshot.root.context);
      moved[`${JSON.stringify(snapshot.root.state)} → ${JSON.stringify(level.state)}`] = true;
    }
    expect(Object.keys(moved).sort()).toEqual([
      '"over" → "over"',
      '{"brawl":"winner"} → {"round":{"activation":{"brawl":"winner"}}}',
    ]);
  });

  it('reads from a battle exactly where the rebuilt machine rests, at every entry of every fixture', () => {
    let checked = 0;
    for (const file of FILES) {
      const { save: s, setup } = save(file);
      const run = startRun(fringeBattleMode, setup);
      const at = () => {
        const snap: SnapshotFrom<FringeBattleMachine> = run.actor.getSnapshot();
        const battle: Battle = snap.context.battle;
        expect(restingState(battle), `${file} after ${checked}`).toEqual(snap.value);
        checked++;
      };
      at();
      for (const entry of s.events) {
        const outcome = applyEntry(fringeBattleMode, run, entry);
        expect(outcome, file).toEqual({ ok: true });
        at();
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('leaves the levels of other games and other places alone', () => {
    const level: LevelSnapshot = { state: 'activation', status: 'active', context: {}, children: {} };
    expect(fringeBattleStep(level, { mode: 'salvage-mission', path: [] })).toBe(level);
    expect(fringeBattleStep(level, { mode: 'fringe-battle', path: ['child'] })).toBe(level);
    expect(fringeBattleStep(level, ROOT)).toBe(level);
  });
});
