import { readSheet } from './book';
import { parseCell } from './cells';
import { MAX_SHEET, normaliseCgmText, parseCoordinate } from './coordinates';
import type { CampaignDraft, EventDraft, LineSetDraft, SheetDraft } from './draft';

/**
 * The edits of a CGM book, each a pure step from one draft to the next (the editor keeps the drafts for
 * undo). A cell takes whatever the author types: a cell that does not read stays as typed, and the
 * validator names it, so nothing the author typed is lost while they fix it.
 */

export type DraftEdit =
  { readonly ok: true; readonly draft: CampaignDraft } | { readonly ok: false; readonly reason: string };

function replaceSheet(
  draft: CampaignDraft,
  number: number,
  change: (s: SheetDraft) => SheetDraft,
): CampaignDraft {
  return { ...draft, sheets: draft.sheets.map((s) => (s.number === number ? change(s) : s)) };
}

/**
 * The cell `at` (column and row, `BA`) of sheet `number` set to `text` exactly as typed (the editor's box
 * shows what the author types); text of only spaces clears it. The campaign file writes a cell that reads
 * in its plain form (`tidyCell`).
 */
export function setCell(draft: CampaignDraft, number: number, at: string, text: string): CampaignDraft {
  const key = normaliseCgmText(at);
  return replaceSheet(draft, number, (sheet) => {
    const cells: Record<string, string> = {};
    for (const [k, v] of Object.entries(sheet.cells)) if (normaliseCgmText(k) !== key) cells[k] = v;
    if (text.trim() !== '') cells[key] = text;
    return { ...sheet, cells };
  });
}

/** A cell's text as a file keeps it: in its plain form (capitals, Ø as 0) when it reads, else as typed. */
export function tidyCell(text: string): string {
  return 'error' in parseCell(text) ? text.trim() : normaliseCgmText(text);
}

/** The text of a cell (`1BA`), or '' where the sheet or the cell does not exist. */
export function cellText(draft: CampaignDraft, key: string): string {
  const c = parseCoordinate(key);
  if ('error' in c) return '';
  const sheet = draft.sheets.find((s) => s.number === c.sheet);
  if (sheet === undefined) return '';
  const at = `${c.column}${c.row}`;
  for (const [k, v] of Object.entries(sheet.cells)) if (normaliseCgmText(k) === at) return v;
  return '';
}

/** Why a sheet's column list cannot be used, or null. */
function columnsRefusal(number: number, columns: string): string | null {
  const head = readSheet({ number, columns, cells: {} });
  return 'errors' in head ? (head.errors[0] ?? 'The columns do not read.') : null;
}

/** A new empty sheet with its number and columns (e.g. "ABCDEFGH"). */
export function addSheet(draft: CampaignDraft, number: number, columns: string): DraftEdit {
  if (!Number.isInteger(number) || number < 1 || number > MAX_SHEET)
    return { ok: false, reason: `A sheet number is a whole number from 1 to ${MAX_SHEET}.` };
  if (draft.sheets.some((s) => s.number === number))
    return { ok: false, reason: `The book already has a sheet ${number}.` };
  const refused = columnsRefusal(number, columns);
  if (refused !== null) return { ok: false, reason: refused };
  const ids = new Set(draft.sheets.map((s) => s.id));
  let id = `sheet-${number}`;
  for (let n = 2; ids.has(id); n += 1) id = `sheet-${number}-${n}`;
  const sheet: SheetDraft = { id, number, columns: normaliseCgmText(columns), cells: {} };
  const sheets = [...draft.sheets, sheet].sort((a, b) => a.number - b.number);
  return { ok: true, draft: { ...draft, sheets } };
}

/** A sheet's columns changed (its cells kept; a cell whose column is gone is named by the validator). */
export function setColumns(draft: CampaignDraft, number: number, columns: string): DraftEdit {
  const refused = columnsRefusal(number, columns);
  if (refused !== null) return { ok: false, reason: refused };
  return {
    ok: true,
    draft: replaceSheet(draft, number, (s) => ({ ...s, columns: normaliseCgmText(columns) })),
  };
}

export function removeSheet(draft: CampaignDraft, number: number): CampaignDraft {
  return { ...draft, sheets: draft.sheets.filter((s) => s.number !== number) };
}

/** An event put in place of the one at `index`, or added at the end (`index` null). */
export function putEvent(draft: CampaignDraft, index: number | null, event: EventDraft): CampaignDraft {
  const events =
    index === null || index >= draft.events.length
      ? [...draft.events, event]
      : draft.events.map((e, i) => (i === index ? event : e));
  return { ...draft, events };
}

export function removeEvent(draft: CampaignDraft, index: number): CampaignDraft {
  return { ...draft, events: draft.events.filter((_, i) => i !== index) };
}

/** A line set put in place of the one at `index`, or added at the end (`index` null). */
export function putLineSet(draft: CampaignDraft, index: number | null, set: LineSetDraft): CampaignDraft {
  const lineSets =
    index === null || index >= draft.lineSets.length
      ? [...draft.lineSets, set]
      : draft.lineSets.map((s, i) => (i === index ? set : s));
  return { ...draft, lineSets };
}

export function removeLineSet(draft: CampaignDraft, index: number): CampaignDraft {
  return { ...draft, lineSets: draft.lineSets.filter((_, i) => i !== index) };
}

/** An event id (two characters of 0–9 and A–Z) the book does not use yet. */
export function freeEventId(draft: CampaignDraft): string {
  const used = new Set(draft.events.map((e) => e.id));
  const chars = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of chars.slice(10)) for (const b of chars) if (!used.has(`${a}${b}`)) return `${a}${b}`;
  for (const a of chars.slice(0, 10)) for (const b of chars) if (!used.has(`${a}${b}`)) return `${a}${b}`;
  return 'ZZ';
}
