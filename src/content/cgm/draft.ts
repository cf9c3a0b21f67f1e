import { allEffects } from '../campaignChecks';
import type { ContentPack } from '../pack';
import { MANIFEST_FILE } from '../schemas/manifest';
import type { PackEntries } from '../schemas/packFile';
import { CONTENT_SCHEMA_VERSION } from '../schemas/version';
import { normaliseCgmText } from './coordinates';
import { tidyCell } from './draftEdit';

/**
 * A CGM book as its author edits it (Space Kraken §6): the sheets with their cells as typed — a cell that
 * does not read is kept as typed, so the author sees it and its message until it is fixed — the events,
 * the line sets, and the other campaign kinds carried along unchanged (backstories, achievements, location
 * generators). Beside them, `support`: the entries of the pack the book came from that its events and
 * generators may name (weapons and items, quest sheets, location types and their maps). A campaign file or
 * a "My campaign" pack carries only the support entries the book names, so it loads on its own.
 */

export type CampaignKind =
  'cgmSheets' | 'cgmEvents' | 'lineSets' | 'backstories' | 'achievements' | 'locationGenerators';
export type SupportKind = 'weapons' | 'items' | 'questSheets' | 'locations' | 'maps';

export const CAMPAIGN_KINDS: readonly CampaignKind[] = [
  'cgmSheets',
  'cgmEvents',
  'lineSets',
  'backstories',
  'achievements',
  'locationGenerators',
];
export const SUPPORT_KINDS: readonly SupportKind[] = ['weapons', 'items', 'questSheets', 'locations', 'maps'];

export type SheetDraft = PackEntries['cgmSheets'];
export type EventDraft = PackEntries['cgmEvents'];
export type LineSetDraft = PackEntries['lineSets'];
export type SupportEntries = { readonly [K in SupportKind]: readonly PackEntries[K][] };

export interface CampaignDraft {
  readonly sheets: readonly SheetDraft[];
  readonly events: readonly EventDraft[];
  readonly lineSets: readonly LineSetDraft[];
  readonly backstories: readonly PackEntries['backstories'][];
  readonly achievements: readonly PackEntries['achievements'][];
  readonly locationGenerators: readonly PackEntries['locationGenerators'][];
  readonly support: SupportEntries;
}

/** The file a campaign is written to inside a pack, and the name an export suggests. */
export const CAMPAIGN_FILE = 'campaign.json';

/** The support entries of a loaded pack: everything a book may name there. */
export function supportOf(pack: ContentPack): SupportEntries {
  return {
    weapons: [...pack.weapons.values()],
    items: [...pack.items.values()],
    questSheets: [...pack.questSheets.values()],
    locations: [...pack.locations.values()],
    maps: [...pack.maps.values()],
  };
}

/** A loaded pack's CGM book as a draft, its other entries as support. */
export function draftFromPack(pack: ContentPack): CampaignDraft {
  return {
    sheets: [...pack.cgmSheets.values()],
    events: [...pack.cgmEvents.values()],
    lineSets: [...pack.lineSets.values()],
    backstories: [...pack.backstories.values()],
    achievements: [...pack.achievements.values()],
    locationGenerators: [...pack.locationGenerators.values()],
    support: supportOf(pack),
  };
}

/** Rows A to T of sheet 1's column A: the LT tile's d20 starts a pack with sheets must have (§13 LT). */
const LT_ROWS = 'ABCDEFGHIJKLMNOPQRST';

/**
 * A blank book that already passes the checks: sheet 1 with the LT tile's twenty start cells (each a `/`,
 * a line that ends at once until the author writes more) and one line set whose one line starts at 1BA.
 */
export function blankDraft(support: SupportEntries): CampaignDraft {
  const cells: Record<string, string> = { BA: '/' };
  for (const row of LT_ROWS) cells[`A${row}`] = '/';
  return {
    sheets: [{ id: 'sheet-1', number: 1, columns: 'ABCDEFGH', cells }],
    events: [],
    lineSets: [{ id: 'new-lines', name: 'New story lines', lines: [{ name: 'Line 1', start: '1BA' }] }],
    backstories: [],
    achievements: [],
    locationGenerators: [],
    support,
  };
}

/** The ids of the support entries the book names, kind by kind (a location type brings its maps). */
export function namedSupport(draft: CampaignDraft): { readonly [K in SupportKind]: ReadonlySet<string> } {
  const equipment = new Set<string>();
  const quests = new Set<string>();
  const types = new Set<string>();
  for (const event of draft.events)
    for (const effect of allEffects(event)) {
      if (effect.kind === 'item') equipment.add(effect.item);
      if (effect.kind === 'quest') quests.add(effect.sheet);
      if (effect.kind === 'location' || effect.kind === 'crawl') types.add(effect.location.type);
    }
  // A quest sheet an event offers brings the items its penalties take away, and its targets' pieces and
  // location types.
  for (const sheet of draft.support.questSheets)
    if (quests.has(sheet.id))
      for (const row of sheet.rows) {
        for (const cost of row.penaltyEffects) if (cost.kind === 'item-loss') equipment.add(cost.item);
        const target = row.objective.target;
        if (target?.item !== undefined) equipment.add(target.item);
        if (target?.location !== undefined) types.add(target.location);
      }
  for (const generator of draft.locationGenerators)
    for (const row of generator.type.rows) types.add(row.value);
  const maps = new Set<string>();
  for (const type of draft.support.locations)
    if (types.has(type.id)) for (const map of type.maps) maps.add(map);
  return {
    weapons: equipment,
    items: equipment,
    questSheets: quests,
    locations: types,
    maps,
  };
}

/** A content file's object: `schemaVersion` and the lists, empty lists left out. */
export type CampaignFileObject = { readonly schemaVersion: number } & {
  readonly [K in CampaignKind | SupportKind]?: readonly PackEntries[K][];
};

/**
 * The campaign as one content file: the book's own kinds, and the support entries it names (so the file
 * loads as a pack by itself). Bad cells are written as typed: an export of a book still being fixed.
 */
export function campaignFileOf(draft: CampaignDraft): CampaignFileObject {
  const named = namedSupport(draft);
  const lists: Partial<Record<CampaignKind | SupportKind, readonly unknown[]>> = {
    cgmSheets: draft.sheets.map((sheet) => ({
      ...sheet,
      cells: Object.fromEntries(
        Object.entries(sheet.cells).map(([at, text]) => [normaliseCgmText(at), tidyCell(text)]),
      ),
    })),
    cgmEvents: draft.events,
    lineSets: draft.lineSets,
    backstories: draft.backstories,
    achievements: draft.achievements,
    locationGenerators: draft.locationGenerators,
  };
  for (const kind of SUPPORT_KINDS) {
    const ids = named[kind];
    lists[kind] = (draft.support[kind] as readonly { readonly id: string }[]).filter((e) => ids.has(e.id));
  }
  const file: Record<string, unknown> = { schemaVersion: CONTENT_SCHEMA_VERSION };
  for (const [kind, list] of Object.entries(lists)) if (list.length > 0) file[kind] = list;
  return file as CampaignFileObject;
}

export function campaignFileText(draft: CampaignDraft): string {
  return `${JSON.stringify(campaignFileOf(draft), null, 2)}\n`;
}

/** What a pack made of a campaign file calls itself. */
export interface CampaignPackName {
  readonly id: string;
  readonly name: string;
  readonly version: string;
  readonly description: string;
}

/** The files of a pack holding the campaign file alone (what "My campaign" keeps, and what is checked). */
export function campaignPackFiles(draft: CampaignDraft, as: CampaignPackName): Record<string, string> {
  return {
    [MANIFEST_FILE]: JSON.stringify(
      {
        schemaVersion: CONTENT_SCHEMA_VERSION,
        id: as.id,
        name: as.name,
        version: as.version,
        sample: false,
        description: as.description,
        files: [CAMPAIGN_FILE],
      },
      null,
      2,
    ),
    [CAMPAIGN_FILE]: campaignFileText(draft),
  };
}
