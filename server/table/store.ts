import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
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

/**
 * A file per table (`<dir>/<roomId>.jsonl`, one record a line), appended synchronously so the order on disk
 * is the order of the game and a crash loses at most the line being written (which the reader skips).
 */
export class FileTableStore implements TableStore {
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private file(roomId: string): string {
    if (!SAFE_ID.test(roomId)) throw new Error(`Not a table id: ${roomId.slice(0, 80)}`);
    return join(this.dir, `${roomId}.jsonl`);
  }

  append(roomId: string, record: TableRecord): Promise<void> {
    appendFileSync(this.file(roomId), `${JSON.stringify(record)}\n`);
    return Promise.resolve();
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
