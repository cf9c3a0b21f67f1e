import { cgmBookOf, lineStarts } from '../campaignChecks';
import { formatPackError } from '../errors';
import { emptyBuckets, type PackBuckets } from '../pack';
import { crossCheck } from '../references';
import type { PackEntries } from '../schemas/packFile';
import { readSheet, type CgmBook } from './book';
import { parseCell } from './cells';
import { normaliseCgmText, parseCoordinate, showCoordinate } from './coordinates';
import { CAMPAIGN_FILE, type CampaignDraft } from './draft';
import { sheetProblemsAt } from './validate';

/**
 * Every problem of a CGM book being edited, each with the place a click takes the author to: a cell that
 * does not read (the cell reader's sentence), the sheet checks from every place a line can start (a missing
 * cell, a command short of its blue cells, an unknown event, a loop — `sheetProblemsAt`), and the pack's
 * own campaign checks over the book with its support entries (sheet numbers, duplicate ids, the ids events
 * and generators name — `crossCheck`, the same the pack loader runs). A book with no problems here is one
 * the pack loader accepts.
 */

export type ProblemPlace =
  | { readonly kind: 'cell'; readonly at: string }
  | { readonly kind: 'sheet'; readonly number: number }
  | { readonly kind: 'event'; readonly index: number }
  | { readonly kind: 'lineSet'; readonly index: number }
  | { readonly kind: 'book' };

export interface DraftProblem {
  readonly message: string;
  readonly place: ProblemPlace;
}

/** Where the pack checks report the support entries (never the author's to fix here, but named). */
const SUPPORT_FILE = 'support.json';

/** The sheet's cells that read, keyed as the reader keys them; the others as problems at their cell. */
function readCells(sheet: CampaignDraft['sheets'][number], problems: DraftProblem[]): Record<string, string> {
  const good: Record<string, string> = {};
  const columns = normaliseCgmText(sheet.columns);
  const head = readSheet({ number: sheet.number, columns: sheet.columns, cells: {} });
  if ('errors' in head)
    for (const message of head.errors)
      problems.push({ message, place: { kind: 'sheet', number: sheet.number } });
  for (const [at, text] of Object.entries(sheet.cells)) {
    const where = parseCoordinate(`${sheet.number}${at}`);
    if ('error' in where || !columns.includes(where.column)) {
      problems.push({
        message: `Sheet ${sheet.number}, cell “${at.slice(0, 10)}”: ${'error' in where ? 'a cell is named by its column and row, as in HC' : `column ${where.column} is not one of the sheet's columns`}.`,
        place: { kind: 'sheet', number: sheet.number },
      });
      continue;
    }
    const key = `${where.sheet}${where.column}${where.row}`;
    const cell = parseCell(text);
    if ('error' in cell)
      problems.push({ message: `${showCoordinate(key)}: ${cell.error}`, place: { kind: 'cell', at: key } });
    else good[`${where.column}${where.row}`] = text;
  }
  return good;
}

/** The draft as the pack checks see it: the book's kinds in the campaign file, the support beside it. */
function bucketsOf(
  draft: CampaignDraft,
  goodCells: ReadonlyMap<number, Record<string, string>>,
): PackBuckets {
  const buckets = emptyBuckets();
  const at = <T>(list: readonly T[], file = CAMPAIGN_FILE) =>
    list.map((entry, index) => ({ entry, file, index }));
  buckets.cgmSheets = at(
    draft.sheets.map((s, i): PackEntries['cgmSheets'] => ({ ...s, cells: goodCells.get(i) ?? {} })),
  );
  buckets.cgmEvents = at(draft.events);
  buckets.lineSets = at(draft.lineSets);
  buckets.backstories = at(draft.backstories);
  buckets.achievements = at(draft.achievements);
  buckets.locationGenerators = at(draft.locationGenerators);
  buckets.weapons = at(draft.support.weapons, SUPPORT_FILE);
  buckets.items = at(draft.support.items, SUPPORT_FILE);
  buckets.questSheets = at(draft.support.questSheets, SUPPORT_FILE);
  buckets.locations = at(draft.support.locations, SUPPORT_FILE);
  buckets.maps = at(draft.support.maps, SUPPORT_FILE);
  return buckets;
}

/** `cgmEvents[3].effects[0]` → the event it is about, and so on. */
function placeOfPath(path: string, draft: CampaignDraft): ProblemPlace {
  const m = /^(cgmEvents|lineSets|cgmSheets)\[(\d+)\]/.exec(path);
  if (m === null) return { kind: 'book' };
  const index = Number(m[2]);
  if (m[1] === 'cgmEvents') return { kind: 'event', index };
  if (m[1] === 'lineSets') return { kind: 'lineSet', index };
  const sheet = draft.sheets[index];
  return sheet === undefined ? { kind: 'book' } : { kind: 'sheet', number: sheet.number };
}

/**
 * The book the engine follows for a draft: every sheet with the cells that read (a cell that does not read
 * is a missing cell to a line), every event. Null when the draft has no sheet.
 */
export function draftBook(draft: CampaignDraft): CgmBook | null {
  const ignored: DraftProblem[] = [];
  const good = new Map(draft.sheets.map((sheet, i) => [i, readCells(sheet, ignored)]));
  const buckets = bucketsOf(draft, good);
  return cgmBookOf(buckets.cgmSheets, buckets.cgmEvents);
}

/** At most this many sheet problems are listed (one fault often shows from many starts). */
export const MAX_SHEET_PROBLEMS = 200;

export function draftProblems(draft: CampaignDraft): DraftProblem[] {
  const problems: DraftProblem[] = [];
  const badCells = new Set<string>();
  const goodCells = new Map<number, Record<string, string>>();
  draft.sheets.forEach((sheet, i) => {
    const before = problems.length;
    goodCells.set(i, readCells(sheet, problems));
    for (const p of problems.slice(before)) if (p.place.kind === 'cell') badCells.add(p.place.at);
  });
  const buckets = bucketsOf(draft, goodCells);
  for (const error of crossCheck(buckets)) {
    // The book's own problems come below, each at its cell.
    if (error.file === CAMPAIGN_FILE && error.path === 'cgmSheets') continue;
    problems.push({ message: formatPackError(error), place: placeOfPath(error.path, draft) });
  }
  const book = cgmBookOf(buckets.cgmSheets, buckets.cgmEvents);
  if (book === null) {
    problems.push({
      message: 'The book has no sheet: add sheet 1 for the lines to run on.',
      place: { kind: 'book' },
    });
    return problems;
  }
  const sheetProblems = sheetProblemsAt(book, lineStarts(buckets))
    // A cell that does not read is already listed; "nothing there" would say it twice.
    .filter((p) => !(badCells.has(p.at) && /hold nothing there/.test(p.message)))
    .slice(0, MAX_SHEET_PROBLEMS);
  for (const p of sheetProblems) problems.push({ message: p.message, place: { kind: 'cell', at: p.at } });
  return problems;
}
