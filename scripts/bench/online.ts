/**
 * `npm run bench -- online [--rooms 200] [--decisions 10]`: online tables on loopback. One room server
 * (in this process, on a spare port, a file store in a temporary folder) opens `rooms` hot-seat salvage
 * tables, each with a host, a second player and a spectator connected over WebSockets (colyseus.js). Every
 * host plays `decisions` decisions at once with the others; a decision's round trip is from the host's send
 * to the host receiving the entries the room logged (its digital dice included).
 *
 * Reading: the clients run in the server's process (this 2-core machine has no spare one for them), so the
 * round trips include the clients' own work; the CPU per decision is the whole process's, clients included,
 * and so an upper bound on the server's. Memory per room is the heap growth over the open tables.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { matchMaker } from '@colyseus/core';
import { Client, type Room } from 'colyseus.js';
import { TABLE_ROOM, type TableWelcome } from '../../src/game/online/protocol';
import { salvageMode } from '../../src/modes/salvage/mode';
import { FileTableStore } from '../../server/table/store';
import type { TableRoom } from '../../server/table/tableRoom';
import { salvageSaveOf } from '../../server/table/testkit';
import { tableServer } from '../../server/tableServer';
import { loadPackFolder } from '../lib/packFolder';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROOMS = arg('rooms', 200);
const DECISIONS = arg('decisions', 10);
const PORT = 2590;
const PREFER = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];

const dir = mkdtempSync(join(tmpdir(), 'tables-bench-'));
const { server } = tableServer({ store: new FileTableStore(dir) });
await server.listen(PORT, '127.0.0.1');
const pack = loadPackFolder('assets/packs/sample');
const url = `ws://127.0.0.1:${PORT}`;

const once = (room: Room, type: string) =>
  new Promise<unknown>((resolve) => {
    // colyseus.js types the remover it returns loosely.
    const stop = room.onMessage(type, (m: unknown) => {
      stop();
      resolve(m);
    }) as () => void;
  });

interface Table {
  readonly server: TableRoom;
  readonly host: Room;
  readonly others: Room[];
}

global.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const openStarted = performance.now();
const tables: Table[] = [];
for (let i = 0; i < ROOMS; i++) {
  const client = new Client(url);
  const host = await client.create(TABLE_ROOM, { save: salvageSaveOf(pack, `bench-${i}`), name: 'Host' });
  for (const t of ['members', 'refused', 'entries', 'rewound']) host.onMessage(t, () => undefined);
  const welcome = (await once(host, 'table')) as TableWelcome;
  const others: Room[] = [];
  for (const as of ['player', 'spectator']) {
    const room = await new Client(url).joinById(host.roomId, { code: welcome.code, as, name: as });
    for (const t of ['table', 'members', 'refused', 'entries', 'rewound']) room.onMessage(t, () => undefined);
    others.push(room);
  }
  const local: unknown = matchMaker.getLocalRoomById(host.roomId);
  tables.push({ server: local as TableRoom, host, others });
}
const openMs = performance.now() - openStarted;
global.gc?.();
const heapPerRoom = (process.memoryUsage().heapUsed - heapBefore) / ROOMS;

const rtt: number[] = [];
let refused = 0;
const cpuBefore = process.cpuUsage();
const playStarted = performance.now();
await Promise.all(
  tables.map(async (t) => {
    for (let d = 0; d < DECISIONS; d++) {
      const choices = salvageMode.choices(
        t.server.game.getSnapshot() as Parameters<typeof salvageMode.choices>[0],
      );
      const pick = PREFER.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
      if (pick === undefined) return;
      const answer = Promise.race([once(t.host, 'entries'), once(t.host, 'refused').then(() => 'refused')]);
      const sent = performance.now();
      t.host.send('decide', { event: pick.event });
      if ((await answer) === 'refused') refused++;
      else rtt.push(performance.now() - sent);
    }
  }),
);
const playMs = performance.now() - playStarted;
const cpu = process.cpuUsage(cpuBefore);
const cpuMsPerDecision = (cpu.user + cpu.system) / 1000 / Math.max(1, rtt.length);

for (const t of tables) for (const room of [t.host, ...t.others]) await room.leave(true);
await server.gracefullyShutdown(false);
rmSync(dir, { recursive: true, force: true });

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN;
console.log(
  `${ROOMS} tables opened in ${(openMs / 1000).toFixed(1)} s; ${rtt.length} decisions (${refused} refused) in ${(playMs / 1000).toFixed(1)} s`,
);
console.log(
  JSON.stringify({
    bench: 'online',
    rooms: ROOMS,
    clients: ROOMS * 3,
    decisions: rtt.length,
    p50Ms: Number(pct(rtt, 0.5).toFixed(2)),
    p95Ms: Number(pct(rtt, 0.95).toFixed(2)),
    heapMbPerRoom: Number((heapPerRoom / 1024 / 1024).toFixed(3)),
    cpuMsPerDecision: Number(cpuMsPerDecision.toFixed(3)),
    withinGoal: pct(rtt, 0.95) <= 50,
  }),
);
process.exit(0);
