import type { PackManifest } from './schemas/manifest';
import type { PackEntries, PackKind } from './schemas/packFile';
import type { CompanyBond } from './schemas/salvageMission';

/** Every kind's entries by id, in the order the pack's files list them. */
export type PackCollections = { readonly [K in PackKind]: ReadonlyMap<string, PackEntries[K]> };

/**
 * A loaded, validated pack: its manifest, one collection per kind of content and the hash of its content
 * (see ./hash.ts). Only loadPack() makes one, so holding a ContentPack means holding valid content whose
 * cross-references all resolve.
 */
export interface ContentPack extends PackCollections {
  readonly manifest: PackManifest;
  readonly hash: string;
  /** The salvage company bond track, when one of the pack's files has one. */
  readonly companyBond?: CompanyBond;
}

/** An entry with the place it came from, kept while loading for error messages. */
export interface Located<T> {
  readonly entry: T;
  readonly file: string;
  readonly index: number;
}

export type PackBuckets = { [K in PackKind]: Located<PackEntries[K]>[] };

export function emptyBuckets(): PackBuckets {
  return {
    traits: [],
    crewTemplates: [],
    weapons: [],
    items: [],
    enemies: [],
    maps: [],
    locations: [],
    treasureTables: [],
    dropGrids: [],
    prototypeEffects: [],
    boards: [],
    unitCards: [],
    gear: [],
    eventCards: [],
    themes: [],
    salvageMissions: [],
    scenarios: [],
    questSheets: [],
    cgmSheets: [],
    cgmEvents: [],
    lineSets: [],
    backstories: [],
    achievements: [],
    locationGenerators: [],
    shipSystems: [],
    hulls: [],
    flightTables: [],
    fringeSpecies: [],
    fringeWeapons: [],
    fringeGear: [],
    fringeCrews: [],
    fringeReadings: [],
    fringeBattles: [],
    demos: [],
  };
}

function byId<T extends { readonly id: string }>(list: readonly Located<T>[]): ReadonlyMap<string, T> {
  return new Map(list.map((located) => [located.entry.id, located.entry]));
}

export function toCollections(buckets: PackBuckets): PackCollections {
  return {
    traits: byId(buckets.traits),
    crewTemplates: byId(buckets.crewTemplates),
    weapons: byId(buckets.weapons),
    items: byId(buckets.items),
    enemies: byId(buckets.enemies),
    maps: byId(buckets.maps),
    locations: byId(buckets.locations),
    treasureTables: byId(buckets.treasureTables),
    dropGrids: byId(buckets.dropGrids),
    prototypeEffects: byId(buckets.prototypeEffects),
    boards: byId(buckets.boards),
    unitCards: byId(buckets.unitCards),
    gear: byId(buckets.gear),
    eventCards: byId(buckets.eventCards),
    themes: byId(buckets.themes),
    salvageMissions: byId(buckets.salvageMissions),
    scenarios: byId(buckets.scenarios),
    questSheets: byId(buckets.questSheets),
    cgmSheets: byId(buckets.cgmSheets),
    cgmEvents: byId(buckets.cgmEvents),
    lineSets: byId(buckets.lineSets),
    backstories: byId(buckets.backstories),
    achievements: byId(buckets.achievements),
    locationGenerators: byId(buckets.locationGenerators),
    shipSystems: byId(buckets.shipSystems),
    hulls: byId(buckets.hulls),
    flightTables: byId(buckets.flightTables),
    fringeSpecies: byId(buckets.fringeSpecies),
    fringeWeapons: byId(buckets.fringeWeapons),
    fringeGear: byId(buckets.fringeGear),
    fringeCrews: byId(buckets.fringeCrews),
    fringeReadings: byId(buckets.fringeReadings),
    fringeBattles: byId(buckets.fringeBattles),
    demos: byId(buckets.demos),
  };
}
