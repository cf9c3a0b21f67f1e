import type { SaveFile } from './saveFile';

/**
 * Where saves live between page loads. The app uses IndexedDB; tests use the in-memory store. Slots are
 * plain names: `autosave:<mode>` holds the game in progress of each mode, `slot-1`… hold the player's saves.
 */
export interface SaveStore {
  put(slot: string, save: SaveFile): Promise<void>;
  get(slot: string): Promise<SaveFile | undefined>;
  list(): Promise<{ slot: string; save: SaveFile }[]>;
  remove(slot: string): Promise<void>;
}

export const autosaveSlot = (mode: string): string => `autosave:${mode}`;

export class MemorySaveStore implements SaveStore {
  private slots = new Map<string, SaveFile>();
  put(slot: string, save: SaveFile): Promise<void> {
    this.slots.set(slot, structuredClone(save));
    return Promise.resolve();
  }
  get(slot: string): Promise<SaveFile | undefined> {
    const save = this.slots.get(slot);
    return Promise.resolve(save === undefined ? undefined : structuredClone(save));
  }
  list(): Promise<{ slot: string; save: SaveFile }[]> {
    return Promise.resolve(
      [...this.slots.entries()].map(([slot, save]) => ({ slot, save: structuredClone(save) })),
    );
  }
  remove(slot: string): Promise<void> {
    this.slots.delete(slot);
    return Promise.resolve();
  }
}

const DB_NAME = 'tabletop';
const STORE = 'saves';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error('IndexedDB request failed'));
    };
  });
}

/** IndexedDB-backed saves: one object store, the slot name as key, the save file as value. */
export class IndexedDbSaveStore implements SaveStore {
  private db: Promise<IDBDatabase> | null = null;
  constructor(private readonly factory: IDBFactory) {}

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const req = this.factory.open(DB_NAME, 1);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
      };
      req.onsuccess = () => {
        resolve(req.result);
      };
      req.onerror = () => {
        reject(req.error ?? new Error('Could not open the save database'));
      };
    });
    return this.db;
  }

  private async store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
    const db = await this.open();
    return db.transaction(STORE, mode).objectStore(STORE);
  }

  async put(slot: string, save: SaveFile): Promise<void> {
    await request((await this.store('readwrite')).put(save, slot));
  }

  async get(slot: string): Promise<SaveFile | undefined> {
    return (await request((await this.store('readonly')).get(slot))) as SaveFile | undefined;
  }

  async list(): Promise<{ slot: string; save: SaveFile }[]> {
    const store = await this.store('readonly');
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
    return keys.map((key, i) => ({
      slot: typeof key === 'string' ? key : JSON.stringify(key),
      save: values[i] as SaveFile,
    }));
  }

  async remove(slot: string): Promise<void> {
    await request((await this.store('readwrite')).delete(slot));
  }
}
