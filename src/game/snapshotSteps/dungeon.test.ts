import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { physicalDice } from '../../rules/dice/notation';
import type { DungeonState } from '../../rules/kraken/dungeon/types';
import { waitingDice, type TreeSnapshot } from '../../../machines/core/tree';
import { AWAITING_DICE } from '../../../machines/core/diceRequest';
import { statePath } from '../../../machines/kraken/dungeon/offers';
import { MODES } from '../../modes/headless';
import type { GameSnapshot, LevelSnapshot } from '../gameSnapshot';
import { loadGame, type PackLookup } from '../loadGame';
import { migrateSnapshot } from '../snapshotMigrations';
import { crawlStateOf, dungeonStep } from './dungeon';

/**
 * The crawl's snapshot step on real fixture checkpoints: a stand-alone crawl and a campaign's crawl, both cut
 * inside a fight. Their resting states keep their names; a roll or portal pick saved under the old single
 * `rolling` state lands on the die the new chart's guards pick from the same context — checked on every roll
 * met while playing each fixture on.
 */

const DIR = join(process.cwd(), 'e2e/fixtures-saves');
const FIXTURES = [
  'dungeon-crawl.v2.r3.json',
  'dungeon-crawl.crawl-fight.v2.r3.json',
  'kraken-campaign.campaign-crawl-fight.v2.r3.json',
] as const;

const read = (file: string) => readFileSync(join(DIR, file), 'utf8');

function ownStamp(text: string): PackLookup {
  const pack = (JSON.parse(text) as { pack: { id: string; version: string; hash: string } }).pack;
  return { lookup: (id) => (id === pack.id ? pack : undefined) };
}

/** The crawl's level in a snapshot tree: the root of a stand-alone crawl, `dungeon` under a campaign. */
function crawlLevel(root: LevelSnapshot, mode: string): LevelSnapshot | undefined {
  return mode === 'dungeon-crawl' ? root : root.children['dungeon'];
}

interface LiveLevel {
  readonly value: unknown;
  readonly context: unknown;
  readonly children: Record<string, { getSnapshot(): unknown } | undefined>;
}

function liveCrawl(root: TreeSnapshot, mode: string): LiveLevel | null {
  const top = root as unknown as LiveLevel;
  if (mode === 'dungeon-crawl') return top;
  const child = top.children['dungeon']?.getSnapshot() as (LiveLevel & { status?: string }) | undefined;
  return child === undefined || child.status !== 'active' ? null : child;
}

/** Decisions that throw dice, taken first so that playing on meets them soon. */
const DICE_FIRST =
  /^(psi\.meditate|bulkhead\.attempt|laser\.disarm|gambler\.play|quest\.take|mines\.disarm|avoid\.run|encounter\.fight)$/;

/** The old format's name for a state of the new chart: every die was `rolling`, the portal pick one state. */
function oldState(path: string): unknown {
  if (path.endsWith('.portalChoice')) return { resolving: 'portalChoice' };
  return path.endsWith('Roll') ? 'rolling' : null;
}

describe('snapshot step: the dungeon crawl', () => {
  for (const file of FIXTURES) {
    it(`${file}: the checkpoint's crawl keeps its state; a die saved as "rolling" finds its own state`, () => {
      const text = read(file);
      const save = JSON.parse(text) as { mode: string; checkpoint: { snapshot: GameSnapshot } };
      const old = save.checkpoint.snapshot;
      const before = crawlLevel(old.root, save.mode);
      expect(before, 'the fixture has a crawl').toBeDefined();
      const migrated = migrateSnapshot(old, save.mode);
      if (!migrated.ok) throw new Error(migrated.reason);
      const after = crawlLevel(migrated.snapshot.root, save.mode);
      expect(after?.state).toEqual(before?.state);
      expect(Object.keys(after?.children ?? {})).toEqual(
        ['groundCombat'].filter((id) => id in (before?.children ?? {})),
      );

      const loaded = loadGame(text, MODES, ownStamp(text));
      if (!loaded.ok) throw new Error(loaded.error);
      const session = loaded.session;
      session.setDiceMode('manual');
      let checked = 0;
      for (let step = 0; step < 600 && checked < 12; step++) {
        const root = session.getSnapshot() as unknown as TreeSnapshot;
        const crawl = liveCrawl(root, save.mode);
        if (crawl !== null) {
          const path = statePath(crawl.value as string);
          const saved = oldState(path);
          if (saved !== null) {
            const level: LevelSnapshot = {
              state: saved,
              status: 'active',
              context: crawl.context,
              children: {},
            };
            const place = { mode: save.mode, path: save.mode === 'dungeon-crawl' ? [] : ['dungeon'] };
            expect(dungeonStep(level, place).state, path).toEqual(crawl.value);
            expect(crawlStateOf(saved, crawl.context as DungeonState), path).toEqual(crawl.value);
            checked += 1;
          }
        }
        const waiting = waitingDice(root);
        if (waiting !== null) {
          const faces = waiting.request.groups.map((g) => {
            const { count, sides } = physicalDice(g.spec);
            return Array.from({ length: count }, (_, i) => ((step + i) % sides) + 1);
          });
          session.answerDice(faces);
          continue;
        }
        const active = session.active().snapshot as unknown as ReturnType<typeof session.getSnapshot>;
        if (active.hasTag(AWAITING_DICE)) break;
        const offered = session.choices();
        const stay = offered.filter((c) => !/leave|exit|teleporter|back|flee|escape/i.test(c.id));
        // The campaign's crawl meets its dice at once; the stand-alone crawl is steered to a die.
        const throwing =
          save.mode === 'dungeon-crawl'
            ? stay.filter((c) => DICE_FIRST.test((c.event as { type: string }).type))
            : [];
        const pool = throwing.length > 0 ? throwing : stay.length > 0 ? stay : offered;
        const choice = pool[(save.mode === 'dungeon-crawl' ? step * 7 : step) % Math.max(1, pool.length)];
        if (choice === undefined) break;
        session.send(choice.event);
      }
      const end = liveCrawl(session.getSnapshot(), save.mode);
      expect(checked, `dice met while playing on, ended at ${JSON.stringify(end?.value)}`).toBeGreaterThan(0);
      session.dispose();
    }, 120_000);
  }

  it('leaves the levels of other machines and other places as they are', () => {
    const level: LevelSnapshot = { state: 'rolling', status: 'active', context: {}, children: {} };
    expect(dungeonStep(level, { mode: 'kraken-campaign', path: [] })).toBe(level);
    expect(dungeonStep(level, { mode: 'ground-combat', path: [] })).toBe(level);
    expect(dungeonStep(level, { mode: 'dungeon-crawl', path: ['groundCombat'] })).toBe(level);
  });
});
