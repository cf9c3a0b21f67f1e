import { matchMaker, Server, type Presence } from '@colyseus/core';
import type { MatchMakerDriver } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { DEMO_ROOM, TABLE_ROOM } from '../src/game/online/protocol';
import { DemoRoom } from './table/demoRoom';
import { FileTableStore, type TableStore } from './table/store';
import { configureTables, TableRoom } from './table/tableRoom';

/** A table's messages are small (protocol.ts): a bigger frame closes the connection before it is read. */
const MAX_FRAME_BYTES = 16 * 1024;

export interface TableServerOptions {
  readonly store?: TableStore;
  readonly presence?: Presence;
  readonly driver?: MatchMakerDriver;
  readonly publicAddress?: string;
}

/** The room server: Colyseus over WebSockets with the table and demo rooms defined. Not listening yet. */
export function tableServer(options: TableServerOptions = {}): { server: Server; resumeKey: string } {
  const store = options.store ?? new FileTableStore(process.env['TABLES_DIR'] ?? '.tables');
  const resumeKey = configureTables(store);
  const server = new Server({
    transport: new WebSocketTransport({ maxPayload: MAX_FRAME_BYTES }),
    greet: false,
    ...(options.presence === undefined ? {} : { presence: options.presence }),
    ...(options.driver === undefined ? {} : { driver: options.driver }),
    ...(options.publicAddress === undefined ? {} : { publicAddress: options.publicAddress }),
    // A table opens on the process its host asked (the one a load balancer chose), not passed over IPC to
    // the emptiest: opening replays the whole save, and on a busy machine the IPC's 2 s ran out, the room
    // then opened twice and the other process was struck off as dead. Joining still reaches any process.
    selectProcessIdToCreateRoom: () => Promise.resolve(matchMaker.processId),
  });
  server.define(TABLE_ROOM, TableRoom);
  server.define(DEMO_ROOM, DemoRoom);
  return { server, resumeKey };
}

/** How long after its last entry a stored table is still resumed when the server starts. */
export const RESUME_WITHIN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Opens every table stored within `RESUME_WITHIN_MS` again under its own id, so its players' links still
 * work after a restart. A table another process already hosts (several processes with Redis) is left to it;
 * processes starting together claim each table first (an atomic count in the presence), so one resumes it,
 * and in its own process (the resume key is this process's: a table passed to another would be refused).
 */
export async function resumeTables(store: TableStore, resumeKey: string): Promise<readonly string[]> {
  const resumed: string[] = [];
  for (const roomId of await store.recent(RESUME_WITHIN_MS)) {
    const hosted = await matchMaker.getRoomById(roomId);
    // Reading: the driver's type says a room is always found; a missing one comes back undefined.
    if ((hosted as typeof hosted | undefined) !== undefined) continue;
    const claim = `table-resume:${roomId}`;
    const first = (await matchMaker.presence.incr(claim)) === 1;
    await matchMaker.presence.expire(claim, CLAIM_SECONDS);
    if (!first) continue;
    try {
      await matchMaker.handleCreateRoom(TABLE_ROOM, { resume: roomId, resumeKey });
      resumed.push(roomId);
    } catch (e) {
      console.warn(`table ${roomId} was not resumed: ${(e as Error).message}`);
    }
  }
  return resumed;
}

/** How long a process's claim to resume a table holds (a restart after that may resume it again). */
const CLAIM_SECONDS = 30;
