import type { CgmBook, CgmEventInfo, CgmSheet } from './cgm/book';
import { readSheet } from './cgm/book';
import { coordinateKey, ltStartCoordinate, parseCoordinate } from './cgm/coordinates';
import { sheetProblems } from './cgm/validate';
import { formatPath, packError, type PackError } from './errors';
import type { Located, PackBuckets } from './pack';
import type { CgmEventEntry, EventEffect, SimpleEventEffect } from './schemas/cgm';

/**
 * The Space Kraken campaign's content checked as a whole (§6, §12): sheet numbers unique; the ids an event's
 * effects name (weapons and items, quest sheets, location types) and a generator's location types exist;
 * and the CGM book the sheets and events make is sound from every place a line can start — the line sets,
 * the events that start lines, and (when the pack has sheets) the LT tile's d20 starts 1AA–1AT.
 */

const LT_FACES = 20;

/** Every effect of an event, those of its A/B options and of its checks' outcomes included. */
export function allEffects(event: CgmEventEntry): SimpleEventEffect[] {
  const top: EventEffect[] = [
    ...event.effects,
    ...(event.choice?.a.effects ?? []),
    ...(event.choice?.b.effects ?? []),
  ];
  return top.flatMap((e) => (e.kind === 'check' ? [...e.pass, ...e.fail] : [e]));
}

/** The CGM book of a pack's sheets and events, or null where the pack has no sheets. */
export function cgmBookOf(
  sheets: readonly { readonly entry: Parameters<typeof readSheet>[0] }[],
  events: readonly { readonly entry: CgmEventEntry }[],
): CgmBook | null {
  if (sheets.length === 0) return null;
  const read = new Map<number, CgmSheet>();
  for (const { entry } of sheets) {
    const sheet = readSheet(entry);
    // A sheet that does not read was refused by its schema; the book is judged without it.
    if (!('errors' in sheet) && !read.has(sheet.number)) read.set(sheet.number, sheet);
  }
  const infos = new Map<string, CgmEventInfo>(
    events.map(({ entry }) => [
      entry.id,
      { id: entry.id, choice: entry.choice !== undefined, standby: entry.standby },
    ]),
  );
  return { sheets: read, events: infos };
}

/**
 * The campaign's content as the checks read it: from a pack's buckets, or from a saved campaign's set-up (which
 * carries its own copy of the content, so a save is held to the same checks as the pack it came from).
 */
export interface CampaignParts extends Pick<
  PackBuckets,
  'cgmSheets' | 'cgmEvents' | 'lineSets' | 'locationGenerators'
> {
  /** The ids the events and the generator may name. */
  readonly ids: {
    readonly equipment: ReadonlySet<string>;
    readonly questSheets: ReadonlySet<string>;
    readonly locationTypes: ReadonlySet<string>;
  };
}

function partsOf(buckets: PackBuckets): CampaignParts {
  return {
    cgmSheets: buckets.cgmSheets,
    cgmEvents: buckets.cgmEvents,
    lineSets: buckets.lineSets,
    locationGenerators: buckets.locationGenerators,
    ids: {
      equipment: new Set([...buckets.weapons, ...buckets.items].map((l) => l.entry.id)),
      questSheets: new Set(buckets.questSheets.map((l) => l.entry.id)),
      locationTypes: new Set(buckets.locations.map((l) => l.entry.id)),
    },
  };
}

/** Every coordinate a line may start from: line sets, start-line effects, and the LT tile's d20 row. */
export function lineStarts(buckets: Pick<PackBuckets, 'lineSets' | 'cgmEvents' | 'cgmSheets'>): string[] {
  const starts = new Set<string>();
  const key = (text: string): string | null => {
    const c = parseCoordinate(text);
    return 'error' in c ? null : coordinateKey(c);
  };
  for (const { entry } of buckets.lineSets)
    for (const line of entry.lines) {
      const k = key(line.start);
      if (k !== null) starts.add(k);
    }
  for (const { entry } of buckets.cgmEvents)
    for (const effect of allEffects(entry)) {
      if (effect.kind !== 'start-line' || effect.start === undefined) continue;
      const k = key(effect.start);
      if (k !== null) starts.add(k);
    }
  if (buckets.cgmSheets.length > 0)
    for (let face = 1; face <= LT_FACES; face += 1) starts.add(ltStartCoordinate(face));
  return [...starts];
}

function refError(
  located: Located<unknown>,
  kind: 'cgmEvents' | 'locationGenerators',
  path: (string | number)[],
  what: string,
  id: string,
): PackError {
  return packError(
    located.file,
    formatPath([kind, located.index, ...path]),
    `the id of ${what} in this pack`,
    JSON.stringify(id),
  );
}

function checkEventReferences(buckets: CampaignParts, errors: PackError[]) {
  const { equipment, questSheets: quests, locationTypes: types } = buckets.ids;
  for (const located of buckets.cgmEvents) {
    allEffects(located.entry).forEach((effect, index) => {
      const at = ['effects', index];
      if (effect.kind === 'item' && !equipment.has(effect.item))
        errors.push(refError(located, 'cgmEvents', [...at, 'item'], 'a weapon or item', effect.item));
      if (effect.kind === 'quest' && !quests.has(effect.sheet))
        errors.push(refError(located, 'cgmEvents', [...at, 'sheet'], 'a quest sheet', effect.sheet));
      if ((effect.kind === 'location' || effect.kind === 'crawl') && !types.has(effect.location.type))
        errors.push(
          refError(
            located,
            'cgmEvents',
            [...at, 'location', 'type'],
            'a location type',
            effect.location.type,
          ),
        );
    });
  }
  for (const located of buckets.locationGenerators)
    located.entry.type.rows.forEach((row, index) => {
      if (!types.has(row.value))
        errors.push(
          refError(
            located,
            'locationGenerators',
            ['type', 'rows', index, 'value'],
            'a location type',
            row.value,
          ),
        );
    });
}

function checkSheetNumbers(buckets: CampaignParts, errors: PackError[]) {
  const seen = new Map<number, Located<unknown>>();
  for (const located of buckets.cgmSheets) {
    const first = seen.get(located.entry.number);
    if (first === undefined) {
      seen.set(located.entry.number, located);
      continue;
    }
    errors.push(
      packError(
        located.file,
        formatPath(['cgmSheets', located.index, 'number']),
        'a sheet number no other CGM sheet uses',
        String(located.entry.number),
        `already used in ${first.file} at ${formatPath(['cgmSheets', first.index, 'number'])}`,
      ),
    );
  }
}

function checkBook(buckets: CampaignParts, errors: PackError[]) {
  const book = cgmBookOf(buckets.cgmSheets, buckets.cgmEvents);
  const file = buckets.cgmSheets[0]?.file ?? buckets.lineSets[0]?.file;
  if (file === undefined) return;
  if (book === null) {
    errors.push(packError(file, 'lineSets', 'CGM sheets for the story lines to run on', 'none'));
    return;
  }
  // At most a screenful: one fault often shows up from many starts.
  for (const problem of sheetProblems(book, lineStarts(buckets)).slice(0, 20))
    errors.push({
      file,
      path: 'cgmSheets',
      expected: 'CGM sheets every story line can follow',
      message: problem,
    });
}

export function checkCampaignParts(parts: CampaignParts, errors: PackError[]) {
  checkSheetNumbers(parts, errors);
  checkEventReferences(parts, errors);
  checkBook(parts, errors);
}

export function checkCampaign(buckets: PackBuckets, errors: PackError[]) {
  checkCampaignParts(partsOf(buckets), errors);
}
