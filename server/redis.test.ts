import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { RedisTableStore } from './redis';
import type { SaveFile } from '../src/game/saveFile';

const url = process.env['REDIS_URL'];

// .ci/run starts redis-server and sets REDIS_URL; without one (a developer's machine) these are skipped.
describe.skipIf(url === undefined || url === '')('tables in Redis', () => {
  it('keeps a table’s records in order and folds them back, as the file store does', async () => {
    const redis = new Redis(url ?? '');
    const store = new RedisTableStore(redis);
    const id = `test${String(process.pid)}${String(Date.now())}`;
    const save = { events: [], seed: 's' } as unknown as SaveFile;
    await store.append(id, { kind: 'table', code: 'c', save });
    const entry = { kind: 'decision', event: { type: 'x' } } as const;
    await store.append(id, { kind: 'entries', from: 0, entries: [entry, entry] });
    await store.append(id, { kind: 'rewind', length: 1 });
    const table = await store.load(id);
    expect(table?.code).toBe('c');
    expect(table?.save.events).toHaveLength(1);
    expect(await store.recent(60_000)).toContain(id);
    await redis.del(`table:${id}`);
    await redis.zrem('tables', id);
    await redis.quit();
  });
});
