import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import type { Room as ClientRoom } from 'colyseus.js';
import { TABLE_ROOM, type TableEntries, type TableWelcome } from '../../src/game/online/protocol';
import type { LogEntry } from '../../src/game/log';
import { salvageMode } from '../../src/modes/salvage/mode';
import { Rng } from '../../scripts/fuzz/prng';
import { tableServer } from '../tableServer';
import { configureTables } from './tableRoom';
import type { TableRoom } from './tableRoom';
import { inbox, salvageSave, settle, type Inbox } from './testkit';

/**
 * A seeded fuzz run against one table: malformed, oversized, out-of-turn and out-of-seat messages from the
 * host, the second player and a spectator. The table must not crash or hang (it answers the next honest
 * decision), must refuse to the sender alone, and must leave the game unchanged by everything a spectator or
 * a malformed message sends; whatever a seated player's odd message did, every screen still holds the
 * table's own log.
 */

const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));

let colyseus: ColyseusTestServer;
const thrown: string[] = [];

beforeAll(async () => {
  colyseus = await boot(tableServer().server, 2596);
  // The room's uncaught errors are written through this log: the run fails on any.
  configureTables(
    { append: () => Promise.resolve(), load: () => Promise.resolve(null), recent: () => Promise.resolve([]) },
    (line) => thrown.push(line),
  );
});
afterAll(async () => {
  await colyseus.shutdown();
});

interface Seat {
  readonly room: ClientRoom;
  readonly box: Inbox;
  readonly welcome: TableWelcome;
}

async function sit(server: TableRoom, options: Record<string, unknown>): Promise<Seat> {
  const room = await colyseus.connectTo(server, options);
  const box = inbox(room);
  return { room, box, welcome: (await box.next('table')) as TableWelcome };
}

const TYPES = ['decide', 'dice', 'seat', 'undo.ask', 'undo.answer', 'save.ask', 'who.knows', ''];

/** A JSON value of any shape: the fuzz's raw material. */
function junk(rng: Rng, depth = 0): unknown {
  switch (rng.int(depth > 2 ? 5 : 8)) {
    case 0:
      return null;
    case 1:
      return rng.int(2) === 0 ? rng.int(1e9) - 5e8 : rng.next() * 1e300;
    case 2:
      return 'x'.repeat(rng.int(3) === 0 ? 5000 : rng.int(40));
    case 3:
      return rng.chance(0.5);
    case 4:
      return '<script>alert(1)</script>';
    case 5:
      return Array.from({ length: rng.int(5) }, () => junk(rng, depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = rng.int(4); i > 0; i--)
        o[rng.pick(['type', 'unit', 'side', 'event', 'faces', 'x', '__proto__'])] = junk(rng, depth + 1);
      return o;
    }
  }
}

/** A malformed message: a known type with a body that fails its schema, or an unknown type. */
function malformed(rng: Rng): [string, unknown] {
  const type = rng.pick(TYPES);
  if (type === 'decide') {
    const bodies = [
      junk(rng),
      { event: junk(rng) },
      { event: { type: 'x'.repeat(65) } },
      { event: { type: 'unit.activate', unit: 'a'.repeat(5000) } },
      { event: { type: 'unit.activate' }, extra: 1 },
    ];
    return [type, rng.pick(bodies)];
  }
  if (type === 'dice') return [type, rng.pick([junk(rng), { faces: [[0]] }, { faces: [Array(41).fill(6)] }])];
  if (type === 'undo.answer') return [type, rng.pick([junk(rng), { accept: 'yes' }])];
  return [type, junk(rng)];
}

/** A decision that looks right but is out of turn or of the other seat: real choices, bent. */
function bent(rng: Rng, server: TableRoom): unknown {
  const snap = server.game.getSnapshot() as Parameters<typeof salvageMode.choices>[0];
  const choices = salvageMode.choices(snap);
  const units = snap.context.mission.units.map((u) => u.id);
  const real = choices.length === 0 ? { type: 'setup.next' } : rng.pick(choices).event;
  const event = { ...(real as Record<string, unknown>) };
  switch (rng.int(4)) {
    case 0:
      event['unit'] = units.length === 0 ? 'nobody' : rng.pick(units);
      break;
    case 1:
      event['type'] = rng.pick(['unit.end', 'unit.activate', 'setup.next', 'hostile.activate', 'unit.move']);
      break;
    case 2:
      event['side'] = rng.pick(['attacker', 'defender', 'site', 'nobody']);
      break;
    default:
      event['to'] = { x: rng.next() * 1e6, z: -1, level: 99 };
  }
  return { event };
}

const logOf = (server: TableRoom) => JSON.stringify(server.game.log);
const PREFER = ['choose-', 'theme-roll', 'setup-next', 'first-', 'activate-', 'hostile-', 'unit-end'];

/** Sends a wave within the rate limit (a burst of 20 a client), then waits for the answers. */
async function wave(seat: Seat, messages: readonly [string, unknown][]): Promise<void> {
  for (const [type, body] of messages) seat.room.send(type, body);
  await settle(400);
}

describe('a table under a fuzz run', () => {
  it('neither crashes nor hangs, refuses to the sender alone, and keeps every screen on its log', async () => {
    const rng = new Rng('online-fuzz');
    const server = (await colyseus.createRoom(TABLE_ROOM, {
      save: salvageSave(files, 'fuzz'),
      name: 'Ada',
    })) as unknown as TableRoom;
    const host = await sit(server, { name: 'Ada' });
    const guest = await sit(server, { code: host.welcome.code, name: 'Bo', as: 'player' });
    const watcher = await sit(server, { code: host.welcome.code, name: 'Cy', as: 'spectator' });

    for (let round = 0; round < 6; round++) {
      // A spectator's anything, and a seat's malformed anything: the game does not move.
      const before = logOf(server);
      const refusedBefore = guest.box.of('refused').length;
      await wave(
        watcher,
        Array.from({ length: 15 }, () => (rng.chance(0.5) ? malformed(rng) : ['decide', bent(rng, server)])),
      );
      await wave(
        host,
        Array.from({ length: 15 }, () => malformed(rng)),
      );
      expect(logOf(server)).toBe(before);
      expect(guest.box.of('refused').length).toBe(refusedBefore);

      // Out of turn and out of seat, from both seats: refused or taken, never a crash.
      await wave(
        host,
        Array.from({ length: 8 }, () => ['decide', bent(rng, server)] as [string, unknown]),
      );
      await wave(
        guest,
        Array.from({ length: 8 }, () => ['decide', bent(rng, server)] as [string, unknown]),
      );
      await settle(1100); // the rate limit's bucket fills again

      // The table still answers an honest decision (from whichever seat it belongs to).
      const choices = salvageMode.choices(
        server.game.getSnapshot() as Parameters<typeof salvageMode.choices>[0],
      );
      const pick = PREFER.map((p) => choices.find((c) => c.id.startsWith(p))).find((c) => c !== undefined);
      expect(pick).toBeDefined();
      const length = server.game.log.length;
      for (const seat of [host, guest]) {
        const answer = Promise.race([seat.box.next('entries', 5000), seat.box.next('refused', 5000)]);
        seat.room.send('decide', { event: pick?.event });
        await answer;
        if (server.game.log.length > length) break;
      }
      expect(server.game.log.length).toBeGreaterThan(length);
    }

    // An oversized frame closes only its sender's connection.
    const rude = await sit(server, { code: host.welcome.code, as: 'spectator' });
    rude.room.send('decide', { event: { type: 'unit.end', pad: 'z'.repeat(20_000) } });
    await settle(500);
    expect(rude.room.connection.isOpen).toBe(false);
    expect(host.room.connection.isOpen).toBe(true);

    await settle(300);
    const rebuilt = (seat: Seat) =>
      JSON.stringify([
        ...seat.welcome.save.events,
        ...(seat.box.of('entries') as TableEntries[]).flatMap((m) => m.entries as LogEntry[]),
      ]);
    for (const seat of [host, guest, watcher]) expect(rebuilt(seat)).toBe(logOf(server));
    expect(thrown).toEqual([]);
  }, 120_000);
});
