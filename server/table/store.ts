import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  statSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import type { LogEntry } from '../../src/game/log';
import type { SaveFile } from '../../src/game/saveFile';

/**
 * What a table keeps so a server restart loses no decision: the save it was opened with (seed included),
 * then every entry as it is logged, every undo, and who holds which seat. Each is one record appended in
 * order; a table is read back by folding its records.
 */
export interface SeatHolder {
  readonly seatKey: string;
  readonly name: string;
  readonly seat: string | null;
  readonly host: boolean;
}

export type TableRecord =
  | { readonly kind: 'table'; readonly code: string; readonly save: SaveFile }
  | { readonly kind: 'entries'; readonly from: number; readonly entries: readonly LogEntry[] }
  | { readonly kind: 'rewind'; readonly length: number }
  | { readonly kind: 'holders'; readonly holders: readonly SeatHolder[] };

export interface StoredTable {
  readonly code: string;
  /** The opening save with the whole log so far as its events. */
  readonly save: SaveFile;
  readonly holders: readonly SeatHolder[];
}

export interface TableStore {
  append(roomId: string, record: TableRecord): Promise<void>;
  load(roomId: string): Promise<StoredTable | null>;
  /** Tables written to within `withinMs`, to resume after a restart. */
  recent(withinMs: number): Promise<readonly string[]>;
  /** The table has closed (its records stay): whatever the store holds open for it is let go. */
  close?(roomId: string): void;
}

/** A table's records folded into the table: entries laid at their index, an undo cuts the log back. */
export function foldRecords(records: readonly TableRecord[]): StoredTable | null {
  const first = records[0];
  if (first?.kind !== 'table') return null;
  const log: LogEntry[] = [...first.save.events];
  let holders: readonly SeatHolder[] = [];
  for (const record of records.slice(1)) {
    if (record.kind === 'entries') {
      log.length = Math.min(log.length, record.from);
      log.push(...record.entries);
    } else if (record.kind === 'rewind') log.length = Math.min(log.length, record.length);
    else if (record.kind === 'holders') holders = record.holders;
  }
  return { code: first.code, save: { ...first.save, events: log as SaveFile['events'] }, holders };
}

/** Room ids are Colyseus' own (letters, digits, - and _): anything else never names a file. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** How many tables' files a store keeps open at once (the least recently written is closed first). */
const OPEN_FILES = 512;

/**
 * A file per table (`<dir>/<roomId>.jsonl`, one record a line), appended synchronously so the order on disk
 * is the order of the game and a crash loses at most the line being written (which the reader skips). Each
 * table's file stays open while it is written to: one write a record, not an open, a write and a close (the
 * online bench's profile had most of the storage's time in opening and closing).
 */
export class FileTableStore implements TableStore {
  /** Open files by table, least recently written first (a Map keeps insertion order). */
  private readonly open = new Map<string, number>();

  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private file(roomId: string): string {
    if (!SAFE_ID.test(roomId)) throw new Error(`Not a table id: ${roomId.slice(0, 80)}`);
    return join(this.dir, `${roomId}.jsonl`);
  }

  append(roomId: string, record: TableRecord): Promise<void> {
    let fd = this.open.get(roomId);
    if (fd === undefined) {
      fd = openSync(this.file(roomId), 'a');
      if (this.open.size >= OPEN_FILES) {
        const [oldest] = this.open.keys();
        if (oldest !== undefined) this.close(oldest);
      }
    } else this.open.delete(roomId);
    this.open.set(roomId, fd);
    writeSync(fd, `${JSON.stringify(record)}\n`);
    return Promise.resolve();
  }

  close(roomId: string): void {
    const fd = this.open.get(roomId);
    if (fd === undefined) return;
    this.open.delete(roomId);
    closeSync(fd);
  }

  load(roomId: string): Promise<StoredTable | null> {
    const file = this.file(roomId);
    if (!existsSync(file)) return Promise.resolve(null);
    const records: TableRecord[] = [];
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      try {
        records.push(JSON.parse(line) as TableRecord);
      } catch {
        break; // a line cut short by a crash: everything before it stands
      }
    }
    return Promise.resolve(foldRecords(records));
  }

  recent(withinMs: number): Promise<readonly string[]> {
    const since = Date.now() - withinMs;
    return Promise.resolve(
      readdirSync(this.dir)
        .filter((name) => name.endsWith('.jsonl'))
        .filter((name) => statSync(join(this.dir, name)).mtimeMs >= since)
        .map((name) => name.slice(0, -'.jsonl'.length))
        .filter((id) => SAFE_ID.test(id)),
    );
  }
}
