import { describe, expect, it } from 'vitest';
import type { SaveFile } from './saveFile';
import { MemorySaveStore } from './storage';
import { isKeptSlot, keepSave, keptFileName, keptSlot } from './keptSaves';

const save = (seed: string, savedAt?: string): SaveFile => ({
  format: 'tabletop-save',
  version: 1,
  rulesVersion: 99,
  setupVersion: 1,
  system: 'general',
  mode: 'dice-lab',
  pack: { id: 'sample', version: '1.0.0', hash: 'h' },
  seed,
  diceMode: 'digital',
  setup: undefined,
  events: [],
  ...(savedAt === undefined ? {} : { savedAt }),
});

const NOW = '2026-02-02T02:02:02.000Z';

describe('keepSave', () => {
  it('copies the save as it was into a slot named by its mode and time', async () => {
    const store = new MemorySaveStore();
    const slot = await keepSave(store, save('a', '2026-01-01T10:00:00.000Z'), NOW);
    expect(slot).toBe(keptSlot('dice-lab', '2026-01-01T10:00:00.000Z'));
    expect(isKeptSlot(slot)).toBe(true);
    expect(await store.get(slot)).toEqual(save('a', '2026-01-01T10:00:00.000Z'));
  });

  it('keeps the same save twice in one slot, and a different one of the same time beside it', async () => {
    const store = new MemorySaveStore();
    const first = await keepSave(store, save('a', '2026-01-01T10:00:00.000Z'), NOW);
    expect(await keepSave(store, save('a', '2026-01-01T10:00:00.000Z'), NOW)).toBe(first);
    const other = await keepSave(store, save('b', '2026-01-01T10:00:00.000Z'), NOW);
    expect(other).toBe(`${first}#2`);
    expect((await store.list()).map((v) => v.slot).sort()).toEqual([first, other].sort());
  });

  it('names a damaged save without a mode or a time by what it can', async () => {
    const store = new MemorySaveStore();
    const damaged = { format: 'tabletop-save' } as unknown as SaveFile;
    expect(await keepSave(store, damaged, NOW)).toBe(keptSlot('unknown', NOW));
  });

  it('rejects when the store cannot write, so the caller leaves the original alone', async () => {
    const store = new MemorySaveStore();
    store.put = () => Promise.reject(new Error('full'));
    await expect(keepSave(store, save('a'), NOW)).rejects.toThrow('full');
  });
});

describe('keptFileName', () => {
  it('is a plain file name', () => {
    expect(keptFileName('kept:dice-lab:2026-01-01T10:00:00.000Z')).toBe(
      'kept-dice-lab-2026-01-01T10-00-00-000Z.json',
    );
  });
  it('keeps slots that are not autosaves or numbered slots out of the other names', () => {
    expect(isKeptSlot('autosave:dice-lab')).toBe(false);
    expect(isKeptSlot('slot-1')).toBe(false);
  });
});
