/**
 * `npm run server`: the room server for online tables, on TABLE_PORT (2567 by default). Each table's log is
 * a file under TABLES_DIR (`.tables`), or Redis when REDIS_URL is set, in which case several processes share
 * their tables through Colyseus' Redis presence and driver.
 */
import { matchMaker } from '@colyseus/core';
import { TABLE_PORT } from '../src/game/online/protocol';
import { redisWiring } from './redis';
import { resumeTables, tableServer } from './tableServer';
import { FileTableStore } from './table/store';

const port = Number(process.env['TABLE_PORT'] ?? TABLE_PORT);
const redis = await redisWiring(process.env['REDIS_URL'], port);
const store = redis?.store ?? new FileTableStore(process.env['TABLES_DIR'] ?? '.tables');
const { server, resumeKey } = tableServer({ store, ...(redis?.colyseus ?? {}) });
await server.listen(port, process.env['TABLE_HOST'] ?? '127.0.0.1');
const resumed = await resumeTables(store, resumeKey);
console.log(
  `tables: listening on ${port}${redis === null ? '' : ' (Redis)'}, ${resumed.length} stored table(s) resumed`,
);

// Started by another process (the two-process test, the bench) over IPC: it is told when this one listens,
// and may ask for this process's figures.
if (process.send !== undefined) {
  process.on('message', (message: unknown) => {
    if (message === 'stats')
      void matchMaker.query({ processId: matchMaker.processId }).then((local) =>
        process.send?.({
          kind: 'stats',
          cpu: process.cpuUsage(),
          heapUsed: process.memoryUsage().heapUsed,
          rooms: matchMaker.stats.local.roomCount,
          roomIds: local.map((r) => r.roomId),
        }),
      );
    if (message === 'gc') globalThis.gc?.();
  });
  process.send({ kind: 'listening', port });
}
