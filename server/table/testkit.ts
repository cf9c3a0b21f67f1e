import type { Room } from 'colyseus.js';
import { formatPackErrors } from '../../src/content/errors';
import { loadPack } from '../../src/content/loadPack';
import type { ContentPack } from '../../src/content/pack';
import { saveOf } from '../../src/game/loadGame';
import { Session } from '../../src/game/session';
import type { DiceMode } from '../../src/game/session';
import { salvageMode, salvageStart } from '../../src/modes/salvage/mode';

/**
 * Test and bench helpers for tables: a hot-seat salvage mission's save from the sample pack (the game a
 * table opens from), and a client-side inbox that keeps every message a table sends.
 */
export function salvageSave(
  files: ReadonlyMap<string, string>,
  seed: string,
  diceMode: DiceMode = 'digital',
): string {
  const loaded = loadPack(files);
  if (!loaded.ok) throw new Error(formatPackErrors(loaded.errors));
  return salvageSaveOf(loaded.pack, seed, diceMode);
}

/** The same save from a pack already loaded (the bench reads the sample pack's folder). */
export function salvageSaveOf(pack: ContentPack, seed: string, diceMode: DiceMode = 'digital'): string {
  const missionId = [...pack.salvageMissions.keys()][0] ?? '';
  const roster = pack.salvageMissions.get(missionId)?.roster ?? [];
  const role = (r: string) => roster.filter((id) => pack.unitCards.get(id)?.role === r);
  const [boss = '', other = boss] = role('boss');
  const input = salvageStart(pack, missionId, {
    attacker: [boss, ...role('boiler').slice(0, 2)],
    defender: [other, ...role('boiler').slice(2, 4)],
  });
  if (typeof input === 'string') throw new Error(input);
  const session = Session.start(salvageMode, { mode: salvageMode.id, seed, input }, diceMode);
  const stamp = { id: pack.manifest.id, version: pack.manifest.version, hash: pack.hash };
  const text = JSON.stringify(saveOf(session, stamp));
  session.dispose();
  return text;
}

export interface Inbox {
  readonly all: [string, unknown][];
  of(type: string): unknown[];
  /** The next message of a type that arrives after this call (or one already there past `after`). */
  next(type: string, timeoutMs?: number): Promise<unknown>;
}

export function inbox(room: Room): Inbox {
  const all: [string, unknown][] = [];
  const waiters: { type: string; resolve: (m: unknown) => void }[] = [];
  room.onMessage('*', (type, message: unknown) => {
    all.push([String(type), message]);
    for (const w of waiters.filter((w) => w.type === type)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(message);
    }
  });
  return {
    all,
    of: (type) => all.filter(([t]) => t === type).map(([, m]) => m),
    next: (type, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "${type}" within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({
          type,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      }),
  };
}

export const settle = (ms = 100) => new Promise((resolve) => setTimeout(resolve, ms));
