import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { SaveFile } from './saveFile';
import { IndexedDbSaveStore, MemorySaveStore, autosaveSlot } from './storage';
import type { SaveStore } from './storage';

const save = (seed: string): SaveFile => ({
  format: 'tabletop-save',
  version: 1,
  rulesVersion: 1,
  setupVersion: 1,
  system: 'general',
  mode: 'dice-lab',
  pack: { id: 'sample', version: '1.0.0', hash: 'h' },
  seed,
  diceMode: 'digital',
  setup: undefined,
  events: [{ kind: 'decision', event: { type: 'roll' } }],
});

describe.each([
  ['IndexedDB', () => new IndexedDbSaveStore(new IDBFactory())],
  ['memory', () => new MemorySaveStore()],
] as [string, () => SaveStore][])('%s save store', (_, make) => {
  it('keeps several slots, overwrites a slot, lists and removes', async () => {
    const store = make();
    await store.put(autosaveSlot('dice-lab'), save('a'));
    await store.put('slot-1', save('b'));
    await store.put('slot-1', save('c'));
    expect((await store.get('slot-1'))?.seed).toBe('c');
    expect((await store.get(autosaveSlot('dice-lab')))?.seed).toBe('a');
    expect((await store.list()).map((s) => s.slot).sort()).toEqual(['autosave:dice-lab', 'slot-1']);
    await store.remove('slot-1');
    expect(await store.get('slot-1')).toBeUndefined();
  });
});
