/**
 * What a fixture save continues to, recorded beside it (`<name>.expect.json`) when it is added and never
 * changed after: the fixture test loads the save with today's app and compares. Written from the loaded
 * session, so it says what the player would find: the mode, which machine of the tree is playing, the roll
 * it waits on, the table's tally (HP, positions, credits, oxygen), how much log can still be undone, and a
 * digest of the whole rules state (every level's state and context, and the random stream).
 */
import { createHash } from 'node:crypto';
import { canonicalJson, captureSnapshot, SNAPSHOT_VERSION } from '../../src/game/gameSnapshot';
import type { LoadOutcome } from '../../src/game/loadGame';
import { pendingDiceRequest } from '../../src/game/replay';
import { RULES_VERSION, SAVE_VERSION } from '../../src/game/saveFile';
import type { Session } from '../../src/game/session';

export interface SaveFacts {
  /** The app versions that recorded these facts: comparisons that depend on them apply while they hold. */
  readonly recordedWith: {
    readonly saveVersion: number;
    readonly rulesVersion: number;
    readonly snapshotVersion: number;
  };
  readonly mode: string;
  /** How the save continued: its log replayed whole, from its snapshot, or from the last entry that replays. */
  readonly continues: 'replay' | 'snapshot' | 'prefix';
  /** The child ids from the root to the machine that is playing. */
  readonly path: readonly string[];
  /** The id of the roll the game waits on (as the log names it), or null. */
  readonly waiting: string | null;
  readonly logLength: number;
  readonly historyLength: number;
  readonly tally: readonly string[];
  /** sha256 of the canonical JSON of the game snapshot. */
  readonly digest: string;
}

export function snapshotDigest(session: Session): string {
  const snapshot = captureSnapshot(session.persisted(), session.rng);
  return createHash('sha256').update(canonicalJson(snapshot)).digest('hex');
}

export function factsOf(loaded: Extract<LoadOutcome, { ok: true }>): SaveFacts {
  const { session } = loaded;
  const root = session.getSnapshot();
  const tally = session.mode.tally?.(root) ?? [];
  return {
    recordedWith: {
      saveVersion: SAVE_VERSION,
      rulesVersion: RULES_VERSION,
      snapshotVersion: SNAPSHOT_VERSION,
    },
    mode: session.mode.id,
    continues:
      loaded.notice === null
        ? 'replay'
        : session.base !== null && session.log.length === 0
          ? 'snapshot'
          : 'prefix',
    path: [...session.active().path],
    waiting: pendingDiceRequest(root)?.id ?? null,
    logLength: session.log.length,
    historyLength: session.historyLength,
    tally: tally.map((line) => `${line.key}: ${line.value}`),
    digest: snapshotDigest(session),
  };
}
