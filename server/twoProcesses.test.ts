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

  beforeAll(async () => {
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

  it('lets a client that asks process B reach the table process A hosts, and play at it', async () => {
    // Tables stored in this Redis by earlier runs are resumed by the processes as they start: counted first.
    const [onA, onB] = [(await a.stats()).rooms, (await b.stats()).rooms];
    const save = salvageSave(files, 'two-processes');
    const host = await new Client('ws://127.0.0.1:2611').create(TABLE_ROOM, { save, name: 'Ada' });
    opened.push(host.roomId);
    const hostBox = inbox(host);
    const welcome = (await hostBox.next('table', 10_000)) as TableWelcome;
    expect((await a.stats()).rooms).toBe(onA + 1);
    expect((await b.stats()).rooms).toBe(onB);

    // The guest knows only process B's address and the link.
    const guest = await new Client('ws://127.0.0.1:2612').joinById(host.roomId, {
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
    // Still one table, on A: B passed the guest on rather than opening one.
    expect((await b.stats()).rooms).toBe(onB);

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
