/**
 * `npm run bench -- online [--rooms 200] [--decisions 10] [--pace 1000] [--redis <url>]`: online tables on
 * loopback. The room server runs in a process of its own (server/main.ts, as `npm run server` starts it, a
 * file store in a temporary folder); this process holds the clients: `rooms` hot-seat salvage tables, each
 * with a host, a second player and a spectator over WebSockets (colyseus.js).
 *
 * A decision's round trip is from its sender's send to the sender receiving the entries the room logged (its
 * digital dice included); each decision is sent by the seat it belongs to. Two loads are measured on the same tables:
 * - paced (the goal's figures, `p50Ms`/`p95Ms`): every host thinks `pace` ms on average (0.5x to 1.5x,
 *   random) before each decision, as players at a table do — 200 tables decide about 200 times a second;
 * - burst (`burstP50Ms`/`burstP95Ms`): every host sends its next decision the moment the last one comes
 *   back, so all the tables' decisions queue at once — the server's throughput, not a player's wait.
 * The server's CPU per decision and heap per room are the server processes' own (over IPC), clients apart.
 * With `--redis` (or REDIS_URL) the same is measured again on two server processes sharing rooms through
 * Colyseus' Redis presence and driver: each table is opened on one process and its second player joins
 * through the other.
 *
 * The decisions are worked out before the clock starts, by a local game of each table's save (same seed,
 * same rules, so the same dice): the clients do no rules work while they are timed.
 *
 * `--profile <dir>` writes each server process's CPU profile there (node --cpu-prof; open it in Chrome's
 * DevTools or read it with scripts/bench/cpuProfile.ts).
 *
 * Reading: this 2-core machine is shared (other jobs run beside the bench): the load average is printed with
 * the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, type Room } from 'colyseus.js';
import { loadGame } from '../../src/game/loadGame';
import type { DecisionEntry } from '../../src/game/log';
import { TABLE_ROOM, type TableEntries, type TableWelcome } from '../../src/game/online/protocol';
import { MODES } from '../../src/modes/headless';
import { salvageMode } from '../../src/modes/salvage/mode';
import { seatOfDecision } from '../../src/game/online/seats';
import { salvageSaveOf } from '../../server/table/testkit';
import { startServerProcess, type ServerProcess } from '../../server/processes';
import { loadPackFolder } from '../lib/packFolder';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const textArg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ROOMS = arg('rooms', 200);
const DECISIONS = arg('decisions', 10);
const PACE_MS = arg('pace', 1000);
const REDIS_URL = textArg('redis') ?? process.env['REDIS_URL'] ?? '';
const PROFILE = textArg('profile');
const profiling = PROFILE === undefined ? {} : { cpuProfileDir: PROFILE };
const PORTS = [2620, 2621];
/** Tables opened at once (opening is not timed; a few at a time keeps the machine usable). */
const OPENING = 8;
const PREFER = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];

type Event = DecisionEntry['event'];
/** A planned decision and the seat it belongs to (the room refuses it from the other). */
interface Planned {
  readonly event: Event;
  readonly by: 'host' | 'player';
}

/** The decisions a table's host will send: the house tests' order, played out on a local copy. */
function planOf(save: string, count: number): Planned[] {
  const loaded = loadGame(save, MODES, { lookup: () => ({ version: '', hash: '' }) });
  if (!loaded.ok) throw new Error(loaded.error);
  const session = loaded.session;
  session.rollWaitingDice(); // as the room does when it opens
  const plan: Planned[] = [];
  for (let d = 0; d < count; d++) {
    const choices = salvageMode.choices(session.getSnapshot() as Parameters<typeof salvageMode.choices>[0]);
    const pick = PREFER.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
    if (pick === undefined) break;
    const context = (session.getSnapshot() as { context?: unknown }).context;
    const owner = seatOfDecision(salvageMode.id, context, pick.event as Readonly<Record<string, unknown>>);
    if (!session.send(pick.event).ok) break;
    // The host holds the first seat (the attacker), the second player the other.
    plan.push({ event: pick.event as Event, by: owner === 'defender' ? 'player' : 'host' });
  }
  session.dispose();
  return plan;
}

const once = (room: Room, type: string, wanted: (m: unknown) => boolean = () => true) =>
  new Promise<unknown>((resolve) => {
    // colyseus.js types the remover it returns loosely.
    const stop = room.onMessage(type, (m: unknown) => {
      if (!wanted(m)) return;
      stop();
      resolve(m);
    }) as () => void;
  });

/**
 * The entries that answer this decision: those that begin with it. Not just the next `entries` to arrive:
 * the other seat's last step may still be on its way, and taking it for the answer sent the next decision
 * before this one was logged, from the other seat's socket — the room then refused it as out of turn (the
 * bench's refusals with two processes).
 */
const answers = (event: Event) => {
  const text = JSON.stringify(event);
  return (m: unknown) => {
    const first = (m as TableEntries).entries[0];
    return first?.kind === 'decision' && JSON.stringify(first.event) === text;
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Table {
  readonly host: Room;
  readonly others: Room[];
  readonly plan: readonly Planned[];
}

async function openTable(save: string, plan: readonly Planned[], via: readonly string[]): Promise<Table> {
  const [hostUrl = '', otherUrl = hostUrl] = via;
  const host = await new Client(hostUrl).create(TABLE_ROOM, { save, name: 'Host' });
  for (const t of ['members', 'refused', 'entries', 'rewound']) host.onMessage(t, () => undefined);
  const welcome = (await once(host, 'table')) as TableWelcome;
  const others: Room[] = [];
  for (const [as, url] of [
    ['player', otherUrl],
    ['spectator', hostUrl],
  ] as const) {
    const room = await new Client(url).joinById(host.roomId, { code: welcome.code, as, name: as });
    for (const t of ['table', 'members', 'refused', 'entries', 'rewound']) room.onMessage(t, () => undefined);
    others.push(room);
  }
  return { host, others, plan };
}

const pct = (xs: readonly number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? Number.NaN;
const round2 = (x: number) => Number(x.toFixed(2));

/** Plays `count` decisions of each table's plan from `start`, paced or back to back. */
async function play(tables: readonly Table[], start: number, count: number, paceMs: number) {
  const rtt: number[] = [];
  let refused = 0;
  const why = new Map<string, number>();
  await Promise.all(
    tables.map(async (t) => {
      for (const { event, by } of t.plan.slice(start, start + count)) {
        if (paceMs > 0) await sleep(paceMs * (0.5 + Math.random()));
        const sender = by === 'player' ? (t.others[0] ?? t.host) : t.host;
        const answer = Promise.race([
          once(sender, 'entries', answers(event)).then(() => null),
          once(sender, 'refused').then((m) => (m as { reason?: string }).reason ?? '?'),
        ]);
        const sent = performance.now();
        sender.send('decide', { event });
        const reason = await answer;
        if (reason !== null) {
          refused++;
          why.set(reason, (why.get(reason) ?? 0) + 1);
        } else rtt.push(performance.now() - sent);
      }
    }),
  );
  for (const [reason, n] of why) console.log(`refused ${String(n)}x: ${reason}`);
  return { rtt, refused };
}

interface Figures {
  readonly processes: number;
  readonly decisions: number;
  readonly refused: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly burstP50Ms: number;
  readonly burstP95Ms: number;
  readonly heapMbPerRoom: number;
  readonly cpuMsPerDecision: number;
  readonly openS: number;
}

async function scenario(servers: readonly ServerProcess[], saves: readonly string[], plans: Planned[][]) {
  const urls = servers.map((s) => `ws://127.0.0.1:${String(s.port)}`);
  const heapOf = async () => {
    for (const s of servers) s.gc();
    await sleep(300);
    let heap = 0;
    for (const s of servers) heap += (await s.stats()).heapUsed;
    return heap;
  };
  const cpuOf = async () => {
    let cpu = 0;
    for (const s of servers) cpu += (await s.stats()).cpuUs;
    return cpu;
  };
  const heapBefore = await heapOf();
  const openStarted = performance.now();
  const tables: Table[] = [];
  for (let i = 0; i < saves.length; i += OPENING) {
    const batch = saves.slice(i, i + OPENING).map((save, k) => {
      const n = i + k;
      // The host on one process, the second player asking the other (with one process, the same).
      const via = [urls[n % urls.length] ?? '', urls[(n + 1) % urls.length] ?? ''];
      return openTable(save, plans[n] ?? [], via);
    });
    tables.push(...(await Promise.all(batch)));
  }
  const openS = (performance.now() - openStarted) / 1000;
  const heapPerRoom = ((await heapOf()) - heapBefore) / saves.length;

  const cpuBefore = await cpuOf();
  const paced = await play(tables, 0, DECISIONS, PACE_MS);
  const cpuPaced = (await cpuOf()) - cpuBefore;
  const burst = await play(tables, DECISIONS, DECISIONS, 0);

  for (const t of tables) for (const room of [t.host, ...t.others]) await room.leave(true);
  const figures: Figures = {
    processes: servers.length,
    decisions: paced.rtt.length,
    refused: paced.refused + burst.refused,
    p50Ms: round2(pct(paced.rtt, 0.5)),
    p95Ms: round2(pct(paced.rtt, 0.95)),
    burstP50Ms: round2(pct(burst.rtt, 0.5)),
    burstP95Ms: round2(pct(burst.rtt, 0.95)),
    heapMbPerRoom: Number((heapPerRoom / 1024 / 1024).toFixed(3)),
    cpuMsPerDecision: Number((cpuPaced / 1000 / Math.max(1, paced.rtt.length)).toFixed(3)),
    openS: Number(openS.toFixed(1)),
  };
  console.log(
    `${String(servers.length)} process(es): ${String(saves.length)} tables opened in ${String(figures.openS)} s; ` +
      `paced (${String(PACE_MS)} ms think): p50 ${String(figures.p50Ms)} ms, p95 ${String(figures.p95Ms)} ms; ` +
      `burst: p50 ${String(figures.burstP50Ms)} ms, p95 ${String(figures.burstP95Ms)} ms; ` +
      `${String(figures.cpuMsPerDecision)} ms server CPU a decision, ${String(figures.heapMbPerRoom)} MB a room; ` +
      `${String(figures.refused)} refused; load average ${loadavg()[0]?.toFixed(1) ?? '?'}`,
  );
  return figures;
}

const pack = loadPackFolder('assets/packs/sample');
const saves = Array.from({ length: ROOMS }, (_, i) => salvageSaveOf(pack, `bench-${String(i)}`));
const plans = saves.map((save) => planOf(save, 2 * DECISIONS));
const loadStart = loadavg()[0] ?? 0;

const dir = mkdtempSync(join(tmpdir(), 'tables-bench-'));
const one = await startServerProcess({ port: PORTS[0] ?? 2620, tablesDir: dir, ...profiling });
const single = await scenario([one], saves, plans);
await one.stop();

let redis: Figures | null = null;
if (REDIS_URL !== '') {
  const two = await Promise.all(
    PORTS.map((port) => startServerProcess({ port, tablesDir: dir, redisUrl: REDIS_URL, ...profiling })),
  );
  redis = await scenario(two, saves, plans);
  await Promise.all(two.map((s) => s.stop()));
  // The bench's tables out of Redis, so no later server start resumes them.
  const { Redis } = await import('ioredis');
  const client = new Redis(REDIS_URL);
  const ids = await client.zrangebyscore('tables', Date.now() - 3_600_000, '+inf');
  const mine = await Promise.all(
    ids.map(async (id) => ({ id, text: await client.lindex(`table:${id}`, 0) })),
  );
  for (const { id, text } of mine)
    if (text?.includes('"bench-') === true) await client.multi().del(`table:${id}`).zrem('tables', id).exec();
  await client.quit();
} else {
  console.log('two processes with Redis: skipped (no --redis <url> and no REDIS_URL)');
}
rmSync(dir, { recursive: true, force: true });

console.log(
  JSON.stringify({
    bench: 'online',
    rooms: ROOMS,
    clients: ROOMS * 3,
    decisions: single.decisions,
    paceMs: PACE_MS,
    p50Ms: single.p50Ms,
    p95Ms: single.p95Ms,
    burstP50Ms: single.burstP50Ms,
    burstP95Ms: single.burstP95Ms,
    heapMbPerRoom: single.heapMbPerRoom,
    cpuMsPerDecision: single.cpuMsPerDecision,
    refused: single.refused,
    withinGoal: single.p95Ms <= 50,
    redis,
    loadAverage: [Number(loadStart.toFixed(1)), Number((loadavg()[0] ?? 0).toFixed(1))],
  }),
);
process.exit(0);
