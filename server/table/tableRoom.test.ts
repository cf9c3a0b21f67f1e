import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { Room as ClientRoom } from 'colyseus.js';
import {
  HIDDEN_SEED,
  TABLE_ROOM,
  type TableEntries,
  type TableWelcome,
} from '../../src/game/online/protocol';
import { salvageMode } from '../../src/modes/salvage/mode';
import { seatOfDecision } from '../../src/game/online/seats';
import type { LogEntry } from '../../src/game/log';
import type { Mission } from '../../src/rules/salvage/mission/state';
import { tableServer } from '../tableServer';
import { FileTableStore } from './store';
import type { TableRoom } from './tableRoom';
import { inbox, salvageSave, settle, type Inbox } from './testkit';

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));

let colyseus: ColyseusTestServer;
let dir: string;
let store: FileTableStore;
let resumeKey: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tables-'));
  store = new FileTableStore(dir);
  const made = tableServer({ store });
  resumeKey = made.resumeKey;
  colyseus = await boot(made.server, 2598);
});
afterAll(async () => {
  await colyseus.shutdown();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => colyseus.cleanup());

interface Seated {
  readonly room: ClientRoom;
  readonly box: Inbox;
  readonly welcome: TableWelcome;
}

async function seat(server: TableRoom, options: Record<string, unknown>): Promise<Seated> {
  const room = await colyseus.connectTo(server, options);
  const box = inbox(room);
  const welcome = (await box.next('table')) as TableWelcome;
  return { room, box, welcome };
}

/** A table of two seats and a spectator, the host on Crew A. */
async function table(seed: string) {
  const server = (await colyseus.createRoom(TABLE_ROOM, {
    save: salvageSave(files, seed),
    name: 'Ada',
  })) as unknown as TableRoom;
  const host = await seat(server, { name: 'Ada' });
  const code = host.welcome.code;
  const guest = await seat(server, { code, name: 'Bo', as: 'player' });
  const watcher = await seat(server, { code, name: 'Cy', as: 'spectator' });
  return { server, host, guest, watcher, code };
}

const PREFER = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];

/** The choice the house tests take next (salvage mode.test.ts), from the table's own game. */
function nextChoice(server: TableRoom) {
  const snap = server.game.getSnapshot() as Parameters<typeof salvageMode.choices>[0];
  const choices = salvageMode.choices(snap);
  return PREFER.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
}

const logOf = (server: TableRoom) => JSON.stringify(server.game.log);

describe('an online table', () => {
  it('seats the host and a player, lets a spectator watch, and hides the dice seed', async () => {
    const { host, guest, watcher } = await table('seats');
    expect(host.welcome.seats.map((s) => s.id)).toEqual(['attacker', 'defender']);
    const members = host.welcome.members;
    expect(members.find((m) => m.name === 'Ada')).toMatchObject({ seat: 'attacker', host: true });
    const last = watcher.box.of('members').at(-1) as { members: { name: string; seat: string | null }[] };
    expect(last.members.map((m) => [m.name, m.seat])).toEqual([
      ['Ada', 'attacker'],
      ['Bo', 'defender'],
      ['Cy', null],
    ]);
    for (const who of [host, guest, watcher]) expect(who.welcome.save.seed).toBe(HIDDEN_SEED);
  });

  it('refuses a wrong join code', async () => {
    const { server } = await table('code');
    await expect(colyseus.connectTo(server, { code: 'guess', as: 'player' })).rejects.toThrow(/not valid/);
  });

  it('logs a decision, rolls the dice itself and sends the entries to everyone', async () => {
    const { server, host, guest, watcher } = await table('dice');
    let rolled: LogEntry[] = [];
    for (let i = 0; i < 20 && rolled.length === 0; i++) {
      const pick = nextChoice(server);
      expect(pick).toBeDefined();
      const seen = watcher.box.next('entries');
      host.room.send('decide', { event: pick?.event });
      const got = (await seen) as TableEntries;
      rolled = got.entries.filter((e) => e.kind === 'dice');
    }
    expect(rolled.length).toBeGreaterThan(0);
    expect(rolled.every((e) => e.kind === 'dice' && e.source === 'digital')).toBe(true);
    await settle();
    // Every screen holds the same log as the table.
    const rebuilt = (box: Inbox) =>
      JSON.stringify((box.of('entries') as TableEntries[]).flatMap((m) => m.entries));
    const fromStart = (box: Inbox, welcome: TableWelcome) =>
      JSON.stringify([...welcome.save.events, ...(JSON.parse(rebuilt(box)) as LogEntry[])]);
    for (const who of [host, guest, watcher]) expect(fromStart(who.box, who.welcome)).toBe(logOf(server));
    // A client cannot answer a roll of a digital table.
    guest.room.send('dice', { faces: [[6]] });
    expect(await guest.box.next('refused')).toMatchObject({ reason: /rolls its dice itself/ });
  });

  it('refuses a spectator, and a decision of the other crew, to the sender only', async () => {
    const { server, host, guest, watcher } = await table('seats-refused');
    const pick = nextChoice(server);
    const before = logOf(server);
    watcher.room.send('decide', { event: pick?.event });
    expect(await watcher.box.next('refused')).toMatchObject({ reason: /Spectators watch/ });
    // Play on until a decision names a crew's unit, then send it from the other seat.
    for (let i = 0; i < 60; i++) {
      const next = nextChoice(server);
      const unit = (next?.event as { unit?: string } | undefined)?.unit;
      const mission = (server.game.getSnapshot() as { context: { mission: Mission } }).context.mission;
      const side = mission.units.find((u) => u.id === unit)?.side;
      if (side === 'attacker' || side === 'defender') {
        const wrong = side === 'attacker' ? guest : host;
        const right = side === 'attacker' ? host : guest;
        const length = server.game.log.length;
        wrong.room.send('decide', { event: next?.event });
        expect(await wrong.box.next('refused')).toMatchObject({ reason: /is for .* to take, not your seat/ });
        expect(server.game.log.length).toBe(length);
        const taken = right.box.next('entries');
        right.room.send('decide', { event: next?.event });
        await taken;
        break;
      }
      const done = host.box.next('entries');
      host.room.send('decide', { event: next?.event });
      await done;
    }
    await settle();
    expect(before).not.toBe(logOf(server));
    // Nobody else heard of the refusals.
    expect(watcher.box.of('refused')).toHaveLength(1);
    const refusedHost = host.box.of('refused').length;
    const refusedGuest = guest.box.of('refused').length;
    expect(refusedHost + refusedGuest).toBe(1);
  });

  it('takes the pick of the next Unalert hostile from the crew whose pick it is only (Salvage 004)', async () => {
    const { server, host, guest } = await table('seats-1');
    const mission = () => (server.game.getSnapshot() as { context: { mission: Mission } }).context.mission;
    const seatOf = (side: string | null) => (side === 'defender' ? guest : host);
    // Each decision from the seat it belongs to (the host holds the Attacker), up to the Enemy Phase.
    for (let i = 0; i < 60 && !(mission().stage.kind === 'enemyPhase' && mission().order.length >= 3); i++) {
      const next = nextChoice(server);
      const event: Readonly<Record<string, unknown>> = { ...next?.event };
      const owner = seatOfDecision(salvageMode.id, { mission: mission() }, event);
      const done = seatOf(owner).box.next('entries');
      seatOf(owner).room.send('decide', { event: next?.event });
      await done;
    }
    const m = mission();
    expect(m.stage).toEqual({ kind: 'enemyPhase', part: 'unalert' });
    const pick = nextChoice(server);
    expect(pick?.event.type).toBe('hostile.activate');
    // The crew without initiative picks first: the crew with it is refused, and nothing is logged.
    const withInitiative = seatOf(m.initiative);
    const without = seatOf(m.initiative === 'attacker' ? 'defender' : 'attacker');
    const length = server.game.log.length;
    withInitiative.room.send('decide', { event: pick?.event });
    expect(await withInitiative.box.next('refused')).toMatchObject({ reason: /not your seat/ });
    expect(server.game.log.length).toBe(length);
    const taken = without.box.next('entries');
    without.room.send('decide', { event: pick?.event });
    await taken;
    expect(server.game.log.length).toBeGreaterThan(length);
    // The next pick is the other crew's.
    const second = nextChoice(server);
    expect(second?.event.type).toBe('hostile.activate');
    without.room.send('decide', { event: second?.event });
    expect(await without.box.next('refused')).toMatchObject({ reason: /not your seat/ });
    const again = withInitiative.box.next('entries');
    withInitiative.room.send('decide', { event: second?.event });
    await again;
  });

  it('leaves the game unchanged on malformed, oversized, unknown and out-of-turn messages', async () => {
    const { server, host, watcher } = await table('hostile');
    const before = logOf(server);
    const junk: [string, unknown][] = [
      ['decide', null],
      ['decide', 'unit.activate'],
      ['decide', { event: { type: 'nothing.here' } }],
      ['decide', { event: { type: 'unit.activate', unit: 'nobody' } }],
      ['decide', { event: { type: 'x'.repeat(80) } }],
      ['decide', { event: { type: 'unit.end', unit: 'a'.repeat(3000) }, extra: 'b'.repeat(2000) }],
      ['dice', { faces: [[0, 99]] }],
      ['seat', { member: 'x', seat: 'attacker' }],
      ['undo.answer', { accept: true }],
      ['who.knows', { a: 1 }],
    ];
    for (const [type, message] of junk) host.room.send(type, message);
    await settle(300);
    expect(logOf(server)).toBe(before);
    expect(host.box.of('refused').length).toBe(junk.length);
    expect(watcher.box.of('refused')).toHaveLength(0);
    // A flood is cut short by the rate limit, and the room still answers.
    for (let i = 0; i < 40; i++) watcher.room.send('decide', { event: { type: 'unit.end', unit: 'x' } });
    await settle(300);
    const reasons = (watcher.box.of('refused') as { reason: string }[]).map((r) => r.reason);
    expect(reasons.some((r) => /Too many messages/.test(r))).toBe(true);
    expect(logOf(server)).toBe(before);
    const pick = nextChoice(server);
    const ok = host.box.next('entries');
    host.room.send('decide', { event: pick?.event });
    await ok;
  });

  it('keeps a dropped seat for its player, who rejoins and catches up from the log', async () => {
    const { server, host, guest } = await table('rejoin');
    const token = guest.room.reconnectionToken;
    await guest.room.leave(false);
    await settle(100);
    const away = host.box.of('members').at(-1) as { members: { name: string; connected: boolean }[] };
    expect(away.members.find((m) => m.name === 'Bo')?.connected).toBe(false);
    const pick = nextChoice(server);
    const done = host.box.next('entries');
    host.room.send('decide', { event: pick?.event });
    await done;
    const back = await colyseus.sdk.reconnect(token);
    const box = inbox(back);
    const welcome = (await box.next('table')) as TableWelcome;
    expect(JSON.stringify(welcome.save.events)).toBe(logOf(server));
    expect(welcome.members.find((m) => m.name === 'Bo')).toMatchObject({ seat: 'defender', connected: true });
  });

  it('takes a seat back with its key after the grace period', async () => {
    const { server, guest, code } = await table('seat-key');
    const key = guest.welcome.seatKey;
    await guest.room.leave(true);
    await settle(100);
    const again = await seat(server, { code, seatKey: key });
    expect(again.welcome.members.find((m) => m.id === again.welcome.you)).toMatchObject({
      name: 'Bo',
      seat: 'defender',
    });
  });

  it('gives a closed tab’s seat to its key at once, within the grace period (a new tab has no token)', async () => {
    const { server, host, guest, code } = await table('closed-tab');
    const key = guest.welcome.seatKey;
    await guest.room.leave(false); // a closed tab: no consent, the seat waits for a reconnection
    await settle(100);
    const again = await seat(server, { code, as: 'player', seatKey: key });
    expect(again.welcome.members.find((m) => m.id === again.welcome.you)).toMatchObject({
      name: 'Bo',
      seat: 'defender',
      connected: true,
    });
    await settle(100);
    const last = host.box.of('members').at(-1) as { members: { name: string; connected: boolean }[] };
    expect(last.members.filter((m) => m.name === 'Bo')).toEqual([
      expect.objectContaining({ connected: true }),
    ]);
  });

  it('takes a move back when the other seat accepts', async () => {
    const { server, host, guest } = await table('undo');
    const pick = nextChoice(server);
    const done = host.box.next('entries');
    host.room.send('decide', { event: pick?.event });
    await done;
    const length = server.game.log.length;
    const asked = guest.box.next('undo.asked');
    host.room.send('undo.ask', {});
    expect(await asked).toMatchObject({ by: 'Ada' });
    expect(server.game.log.length).toBe(length);
    const rewound = host.box.next('rewound');
    guest.room.send('undo.answer', { accept: true });
    expect(((await rewound) as { length: number }).length).toBeLessThan(length);
  });

  it('resumes from its stored log after a restart, under the same id and code', async () => {
    const { server, host, code } = await table('restart');
    for (let i = 0; i < 5; i++) {
      const pick = nextChoice(server);
      const done = host.box.next('entries');
      host.room.send('decide', { event: pick?.event });
      await done;
    }
    const roomId = server.roomId;
    const log = logOf(server);
    await colyseus.cleanup(); // every room closes, as when the process stops
    const resumed = (await colyseus.createRoom(TABLE_ROOM, {
      resume: roomId,
      resumeKey,
    })) as unknown as TableRoom;
    expect(resumed.roomId).toBe(roomId);
    expect(logOf(resumed)).toBe(log);
    const back = await seat(resumed, { code, seatKey: host.welcome.seatKey });
    expect(back.welcome.members.find((m) => m.id === back.welcome.you)).toMatchObject({ host: true });
    // A client cannot ask for a resume.
    await expect(colyseus.createRoom(TABLE_ROOM, { resume: roomId, resumeKey: 'guess' })).rejects.toThrow();
  });
});
