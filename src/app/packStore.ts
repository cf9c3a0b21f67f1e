/**
 * Packs the player imported or made (e.g. boards saved from the editor), kept in IndexedDB as the text of
 * their files so they load again, through the same checks, after a reload.
 */
const DB_NAME = 'tabletop-packs';
const STORE = 'packs';

export type PackFiles = Readonly<Record<string, string>>;

function open(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = factory.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error('Could not open the pack database'));
    };
  });
}

function done<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => {
      resolve(req.result);
    };
    req.onerror = () => {
      reject(req.error ?? new Error('IndexedDB request failed'));
    };
  });
}

export class PackStore {
  private db: Promise<IDBDatabase> | null = null;
  constructor(private readonly factory: IDBFactory) {}

  private async store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
    this.db ??= open(this.factory);
    return (await this.db).transaction(STORE, mode).objectStore(STORE);
  }

  async put(id: string, files: PackFiles): Promise<void> {
    await done((await this.store('readwrite')).put(files, id));
  }

  async all(): Promise<PackFiles[]> {
    return (await done((await this.store('readonly')).getAll())) as PackFiles[];
  }
}
