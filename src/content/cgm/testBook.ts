import { readSheet, type CgmBook, type CgmEventInfo, type CgmSheet, type CgmSheetText } from './book';

/** A CGM book from sheets in the content notation and event infos (tests and the sample content's checks). */
export function bookOf(sheets: readonly CgmSheetText[], events: readonly CgmEventInfo[] = []): CgmBook {
  const read = new Map<number, CgmSheet>();
  for (const text of sheets) {
    const sheet = readSheet(text);
    if ('errors' in sheet) throw new Error(sheet.errors.join(' '));
    read.set(sheet.number, sheet);
  }
  return { sheets: read, events: new Map(events.map((e) => [e.id, e])) };
}
