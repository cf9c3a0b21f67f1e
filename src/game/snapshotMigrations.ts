import type { GameSnapshot } from './gameSnapshot';
import { SNAPSHOT_VERSION } from './gameSnapshot';
import { stepOfLevels } from './snapshotSteps/levelStep';
import { LEVEL_STEPS_TO_2 } from './snapshotSteps/toVersion2';
import { crawlFleetStep } from './snapshotSteps/crawlFleet';
import { turnUnderwayStep } from './snapshotSteps/turnUnderway';

/**
 * Steps that bring a game snapshot written at an older SNAPSHOT_VERSION up to today's, each pure JSON → JSON
 * and keyed by the version it reads, told the mode the snapshot is of. A rebuild of a machine that renames
 * its states, moves rules state between levels or reshapes a context adds a step here that maps the old
 * shape to the new one, and bumps SNAPSHOT_VERSION (docs/architecture.md, "Saves that survive updates").
 */
export type SnapshotStep = (old: GameSnapshot, mode: string) => GameSnapshot;

export const SNAPSHOT_MIGRATIONS: Readonly<Record<number, SnapshotStep>> = {
  // 1 → 2: the phase-loop rebuilds of issue 27, one step per machine (snapshotSteps/toVersion2.ts).
  1: stepOfLevels(LEVEL_STEPS_TO_2),
  // 2 → 3: a campaign's crawl carries the campaign's ships (issue 28 item 1, snapshotSteps/crawlFleet.ts).
  2: stepOfLevels([crawlFleetStep]),
  // 3 → 4: the campaign turn keeps no phase, only what is under way in one (snapshotSteps/turnUnderway.ts).
  3: stepOfLevels([turnUnderwayStep]),
};

export type SnapshotMigration = { ok: true; snapshot: GameSnapshot } | { ok: false; reason: string };

/** A snapshot brought up to `target`, or why it cannot be (a newer one, a missing step). */
export function migrateSnapshot(
  snapshot: GameSnapshot,
  mode: string,
  steps: Readonly<Record<number, SnapshotStep>> = SNAPSHOT_MIGRATIONS,
  target = SNAPSHOT_VERSION,
): SnapshotMigration {
  if (snapshot.version > target) {
    return {
      ok: false,
      reason: `its snapshot was written by a newer version of the app (snapshot format ${snapshot.version}; this app reads up to ${target})`,
    };
  }
  let current = snapshot;
  for (let v = snapshot.version; v < target; v++) {
    const step = steps[v];
    if (step === undefined) return { ok: false, reason: `no step migrates a snapshot of format ${v}` };
    current = { ...step(current, mode), version: v + 1 };
  }
  return { ok: true, snapshot: current };
}
