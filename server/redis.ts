import { Redis } from 'ioredis';
import { RedisDriver } from '@colyseus/redis-driver';
import { RedisPresence } from '@colyseus/redis-presence';
import type { Presence, MatchMakerDriver } from '@colyseus/core';
import { foldRecords, type TableRecord, type TableStore, type StoredTable } from './table/store';

/**
 * A table's records in Redis (a list per table, `table:<roomId>`, and a sorted set of tables by their last
 * write), so any server process can resume a table another one hosted.
 */
export class RedisTableStore implements TableStore {
  constructor(private readonly redis: Redis) {}

  async append(roomId: string, record: TableRecord): Promise<void> {
    await this.redis
      .multi()
      .rpush(`table:${roomId}`, JSON.stringify(record))
      .zadd('tables', Date.now(), roomId)
      .exec();
  }

  async load(roomId: string): Promise<StoredTable | null> {
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
