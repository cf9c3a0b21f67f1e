import { Redis } from 'ioredis';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { Presence, MatchMakerDriver } from '@colyseus/core';
import { foldRecords, type TableRecord, type TableStore, type StoredTable } from './table/store';

/**
 * A table's records in Redis (a list per table, `table:<roomId>`, and a sorted set of tables by their last
 * write), so any server process can resume a table another one hosted. The records of one tick, from every
 * table of the process, go to Redis together (one MULTI, one RPUSH a table, one ZADD): at 200 tables a
 * decision's own MULTI was four commands and a write on the socket each.
 */
export class RedisTableStore implements TableStore {
  /** Records waiting for the end of this tick, by table, in the order they were logged. */
  private pending = new Map<string, string[]>();
  private flushing: Promise<void> | null = null;

  constructor(private readonly redis: Redis) {}

  append(roomId: string, record: TableRecord): Promise<void> {
    const lines = this.pending.get(roomId);
    if (lines === undefined) this.pending.set(roomId, [JSON.stringify(record)]);
    else lines.push(JSON.stringify(record));
    this.flushing ??= new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        const batch = this.pending;
        this.pending = new Map();
        this.flushing = null;
        // One connection keeps the order: a later tick's MULTI runs after this one.
        const multi = this.redis.multi();
        const now = Date.now();
        for (const [id, records] of batch) multi.rpush(`table:${id}`, ...records).zadd('tables', now, id);
        multi.exec().then(() => {
          resolve();
        }, reject);
      });
    });
    return this.flushing;
  }

  async load(roomId: string): Promise<StoredTable | null> {
    // What this process logged this tick is stored first.
    if (this.flushing !== null) await this.flushing;
    const lines = await this.redis.lrange(`table:${roomId}`, 0, -1);
    return foldRecords(lines.map((line) => JSON.parse(line) as TableRecord));
  }

  async recent(withinMs: number): Promise<readonly string[]> {
    return this.redis.zrangebyscore('tables', Date.now() - withinMs, '+inf');
  }
}

export interface RedisWiring {
  readonly store: RedisTableStore;
  readonly colyseus: { presence: Presence; driver: MatchMakerDriver; publicAddress: string };
  close(): Promise<void>;
}

/**
 * Colyseus' Redis presence and driver plus the Redis table store, when REDIS_URL is set; null otherwise.
 * `publicAddress` is how a client that asked another process reaches this one (loopback on one machine).
 */
export async function redisWiring(url: string | undefined, port: number): Promise<RedisWiring | null> {
  if (url === undefined || url === '') return null;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  await redis.connect();
  const presence = new RedisPresence(url);
  const driver = new RedisDriver(url);
  return {
    store: new RedisTableStore(redis),
    colyseus: { presence, driver, publicAddress: process.env['TABLE_PUBLIC'] ?? `127.0.0.1:${port}` },
    close: async () => {
      await redis.quit();
      presence.shutdown();
      await driver.shutdown();
    },
  };
}
