/** The battle's journal: data events only (narrate.ts words them). */
import type { Battle, JournalEvent } from './types';

/** The journal keeps its last lines; a save replays the rest. */
export const JOURNAL_KEEP = 400;

export function say(b: Battle, ...events: JournalEvent[]): Battle {
  const journal = [...b.journal, ...events];
  return { ...b, journal: journal.length > JOURNAL_KEEP ? journal.slice(-JOURNAL_KEEP) : journal };
}
