import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLE_ROOM, type TableEntries, type TableWelcome } from '../src/game/online/protocol';
import { loadGame } from '../src/game/loadGame';
import { MODES } from '../src/modes/headless';
import { salvageMode } from '../src/modes/salvage/mode';
import type { SaveFile } from '../src/game/saveFile';
import { RedisTableStore } from './redis';
import { startServerProcess, type ServerProcess } from './processes';
import { inbox, salvageSave } from './table/testkit';

const url = process.env['REDIS_URL'];

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));

// .ci/run starts redis-server and sets REDIS_URL; locally: `redis-server --port 6391 --save ''` and
// REDIS_URL=redis://127.0.0.1:6391. Without one these are skipped.
describe.skipIf(url === undefined || url === '')('two room server processes sharing Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  const dir = mkdtempSync(join(tmpdir(), 'tables-two-'));
  const opened: string[] = [];
  const stored = `resume${String(process.pid)}${String(Date.now())}`;

  beforeAll(async () => {
    // A table stored by an earlier server, for the two processes to resume as they start together.
    const redis = new Redis(url ?? '');
    const save = JSON.parse(salvageSave(files, 'stored')) as SaveFile;
    const store = new RedisTableStore(redis);
    await store.append(stored, { kind: 'table', code: 'stored-code', save });
    opened.push(stored);
    await redis.quit();
    [a, b] = await Promise.all([
      startServerProcess({ port: 2611, tablesDir: dir, redisUrl: url }),
      startServerProcess({ port: 2612, tablesDir: dir, redisUrl: url }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a.stop(), b.stop()]);
    rmSync(dir, { recursive: true, force: true });
    // The tables this test opened, out of the shared Redis (nobody resumes them later).
    const redis = new Redis(url ?? '');
    for (const id of opened) {
      await redis.del(`table:${id}`);
      await redis.zrem('tables', id);
    }
    await redis.quit();
  });

  it('resumes a stored table once, on one of the processes, that either one reaches', async () => {
    const [onA, onB] = [(await a.stats()).roomIds, (await b.stats()).roomIds];
    expect([...onA, ...onB].filter((id) => id === stored)).toHaveLength(1);
    for (const port of [2611, 2612]) {
      const room = await new Client(`ws://127.0.0.1:${String(port)}`).joinById(stored, {
        code: 'stored-code',
        as: 'spectator',
      });
      const welcome = (await inbox(room).next('table', 10_000)) as TableWelcome;
      expect(welcome.roomId).toBe(stored);
      await room.leave(true);
    }
  }, 60_000);

  it('lets a client that asks the other process reach the table one hosts, and play at it', async () => {
    const save = salvageSave(files, 'two-processes');
    const host = await new Client('ws://127.0.0.1:2611').create(TABLE_ROOM, { save, name: 'Ada' });
    opened.push(host.roomId);
    const hostBox = inbox(host);
    const welcome = (await hostBox.next('table', 10_000)) as TableWelcome;
    // Colyseus opens a room on the process with the fewest: find which one hosts it.
    const onA = (await a.stats()).roomIds.includes(host.roomId);
    const [hosting, other] = onA ? [a, b] : [b, a];
    expect((await hosting.stats()).roomIds).toContain(host.roomId);
    expect((await other.stats()).roomIds).not.toContain(host.roomId);
    const otherRooms = (await other.stats()).rooms;

    // The guest knows only the other process's address and the link.
    const guest = await new Client(`ws://127.0.0.1:${String(other.port)}`).joinById(host.roomId, {
      code: welcome.code,
      name: 'Bo',
      as: 'player',
    });
    const guestBox = inbox(guest);
    const seen = (await guestBox.next('table', 10_000)) as TableWelcome;
    expect(seen.roomId).toBe(host.roomId);
    expect(seen.members.map((m) => [m.name, m.seat])).toEqual([
      ['Ada', 'attacker'],
      ['Bo', 'defender'],
    ]);
    // Still one table: the other process passed the guest on rather than opening one.
    expect((await other.stats()).rooms).toBe(otherRooms);
    expect((await other.stats()).roomIds).not.toContain(host.roomId);

    // A step the host takes reaches the guest; a refusal reaches only its sender.
    // The table's first choice, as a game of the same save offers it (the table rolls its waiting dice first).
    const local = loadGame(save, MODES, { lookup: () => ({ version: '', hash: '' }) });
    if (!local.ok) throw new Error(local.error);
    local.session.rollWaitingDice();
    const first = salvageMode.choices(
      local.session.getSnapshot() as Parameters<typeof salvageMode.choices>[0],
    )[0];
    const entries = guestBox.next('entries', 10_000);
    host.send('decide', { event: first?.event });
    const got = (await entries) as TableEntries;
    expect(got.from).toBe(welcome.save.events.length);
    guest.send('decide', { event: { type: 'no.such.decision' } });
    expect(await guestBox.next('refused', 10_000)).toMatchObject({ reason: /not a decision/ });
    expect(hostBox.of('refused')).toHaveLength(0);
    await guest.leave(true);
    await host.leave(true);
  }, 60_000);
});
