import { z } from 'zod';
import { boardSchema } from './board';
import { achievementSchema, backstorySchema, locationGeneratorSchema } from './campaign';
import { cgmEventSchema, cgmSheetSchema, lineSetSchema } from './cgm';
import { crewTemplateSchema, traitSchema } from './crew';
import { enemyProfileSchema } from './enemy';
import { itemSchema } from './item';
import { locationTypeSchema } from './location';
import { prototypeTableSchema } from './prototype';
import { eventCardSchema, gearSchema, missionThemeSchema, unitCardSchema } from './salvage';
import { questSheetSchema } from './quest';
import { companyBondSchema, salvageMissionSchema } from './salvageMission';
import { scenarioSchema } from './scenario';
import { tileMapSchema } from './tileMap';
import { dropGridSchema, treasureTableSchema } from './treasure';
import { flightTableSchema } from './flight';
import {
  fringeBattleSchema,
  fringeCrewSchema,
  fringeGearSchema,
  fringeReadingsSchema,
  fringeSpeciesSchema,
  fringeWeaponSchema,
} from './fringe';
import { hullSchema, shipSystemSchema } from './ship';
import { CONTENT_SCHEMA_VERSION } from './version';
import { demoSchema } from './demo';
import { weaponSchema } from './weapon';

/**
 * A content file: `schemaVersion` plus one or more lists, each under the name of its kind:
 * `{ "schemaVersion": 1, "weapons": [ ... ], "items": [ ... ] }`. The kind names are the collection
 * names of a loaded ContentPack.
 */

export const PACK_KINDS = [
  'traits',
  'crewTemplates',
  'weapons',
  'items',
  'enemies',
  'maps',
  'locations',
  'treasureTables',
  'dropGrids',
  'prototypeEffects',
  'boards',
  'unitCards',
  'gear',
  'eventCards',
  'themes',
  'salvageMissions',
  'scenarios',
  'questSheets',
  'cgmSheets',
  'cgmEvents',
  'lineSets',
  'backstories',
  'achievements',
  'locationGenerators',
  'shipSystems',
  'hulls',
  'flightTables',
  'fringeSpecies',
  'fringeWeapons',
  'fringeGear',
  'fringeCrews',
  'fringeReadings',
  'fringeBattles',
  'demos',
] as const;
export type PackKind = (typeof PACK_KINDS)[number];

export const ENTRY_SCHEMAS = {
  traits: traitSchema,
  crewTemplates: crewTemplateSchema,
  weapons: weaponSchema,
  items: itemSchema,
  enemies: enemyProfileSchema,
  maps: tileMapSchema,
  locations: locationTypeSchema,
  treasureTables: treasureTableSchema,
  dropGrids: dropGridSchema,
  prototypeEffects: prototypeTableSchema,
  boards: boardSchema,
  unitCards: unitCardSchema,
  gear: gearSchema,
  eventCards: eventCardSchema,
  themes: missionThemeSchema,
  salvageMissions: salvageMissionSchema,
  scenarios: scenarioSchema,
  questSheets: questSheetSchema,
  cgmSheets: cgmSheetSchema,
  cgmEvents: cgmEventSchema,
  lineSets: lineSetSchema,
  backstories: backstorySchema,
  achievements: achievementSchema,
  locationGenerators: locationGeneratorSchema,
  shipSystems: shipSystemSchema,
  hulls: hullSchema,
  flightTables: flightTableSchema,
  fringeSpecies: fringeSpeciesSchema,
  fringeWeapons: fringeWeaponSchema,
  fringeGear: fringeGearSchema,
  fringeCrews: fringeCrewSchema,
  fringeReadings: fringeReadingsSchema,
  fringeBattles: fringeBattleSchema,
  demos: demoSchema,
} as const satisfies Record<PackKind, z.ZodType>;

/** The entry type of each kind. */
export type PackEntries = { [K in PackKind]: z.infer<(typeof ENTRY_SCHEMAS)[K]> };

/** One entry of each kind in words, for messages ("a weapon", "no other crew template"). */
export const KIND_NOUNS: Readonly<Record<PackKind, string>> = {
  traits: 'trait',
  crewTemplates: 'crew template',
  weapons: 'weapon',
  items: 'item',
  enemies: 'enemy profile',
  maps: 'tile map',
  locations: 'location type',
  treasureTables: 'treasure table',
  dropGrids: 'drop grid',
  prototypeEffects: 'prototype table',
  boards: 'board',
  unitCards: 'unit card',
  gear: 'gear item',
  eventCards: 'event card',
  themes: 'mission theme',
  salvageMissions: 'salvage mission',
  scenarios: 'scenario',
  questSheets: 'quest sheet',
  cgmSheets: 'CGM sheet',
  cgmEvents: 'CGM event',
  lineSets: 'set of story lines',
  backstories: 'crew backstory',
  achievements: 'achievement',
  locationGenerators: 'location generator',
  shipSystems: 'ship system',
  hulls: 'hull',
  flightTables: 'flight table',
  fringeSpecies: 'Fringe species',
  fringeWeapons: 'Fringe weapon',
  fringeGear: 'Fringe gear item',
  fringeCrews: 'Fringe crew',
  fringeReadings: 'set of Fringe readings',
  fringeBattles: 'Fringe battle',
  demos: 'rules demo',
};

/** Top-level keys of a content file that hold one object rather than a list of entries. */
export const PACK_FILE_EXTRAS = ['companyBond'] as const;
export type PackFileExtra = (typeof PACK_FILE_EXTRAS)[number];

export function isPackFileExtra(key: string): key is PackFileExtra {
  return (PACK_FILE_EXTRAS as readonly string[]).includes(key);
}

export function isPackKind(key: string): key is PackKind {
  return (PACK_KINDS as readonly string[]).includes(key);
}

function list<T extends z.ZodType>(entry: T, kind: PackKind) {
  return z.array(entry, { error: `a list of ${KIND_NOUNS[kind]} entries` }).optional();
}

export const packFileSchema = z.strictObject({
  schemaVersion: z.literal(CONTENT_SCHEMA_VERSION, { error: `schema version ${CONTENT_SCHEMA_VERSION}` }),
  traits: list(traitSchema, 'traits'),
  crewTemplates: list(crewTemplateSchema, 'crewTemplates'),
  weapons: list(weaponSchema, 'weapons'),
  items: list(itemSchema, 'items'),
  enemies: list(enemyProfileSchema, 'enemies'),
  maps: list(tileMapSchema, 'maps'),
  locations: list(locationTypeSchema, 'locations'),
  treasureTables: list(treasureTableSchema, 'treasureTables'),
  dropGrids: list(dropGridSchema, 'dropGrids'),
  prototypeEffects: list(prototypeTableSchema, 'prototypeEffects'),
  boards: list(boardSchema, 'boards'),
  unitCards: list(unitCardSchema, 'unitCards'),
  gear: list(gearSchema, 'gear'),
  eventCards: list(eventCardSchema, 'eventCards'),
  themes: list(missionThemeSchema, 'themes'),
  salvageMissions: list(salvageMissionSchema, 'salvageMissions'),
  scenarios: list(scenarioSchema, 'scenarios'),
  questSheets: list(questSheetSchema, 'questSheets'),
  cgmSheets: list(cgmSheetSchema, 'cgmSheets'),
  cgmEvents: list(cgmEventSchema, 'cgmEvents'),
  lineSets: list(lineSetSchema, 'lineSets'),
  backstories: list(backstorySchema, 'backstories'),
  achievements: list(achievementSchema, 'achievements'),
  locationGenerators: list(locationGeneratorSchema, 'locationGenerators'),
  shipSystems: list(shipSystemSchema, 'shipSystems'),
  hulls: list(hullSchema, 'hulls'),
  flightTables: list(flightTableSchema, 'flightTables'),
  fringeSpecies: list(fringeSpeciesSchema, 'fringeSpecies'),
  fringeWeapons: list(fringeWeaponSchema, 'fringeWeapons'),
  fringeGear: list(fringeGearSchema, 'fringeGear'),
  fringeCrews: list(fringeCrewSchema, 'fringeCrews'),
  fringeReadings: list(fringeReadingsSchema, 'fringeReadings'),
  fringeBattles: list(fringeBattleSchema, 'fringeBattles'),
  demos: list(demoSchema, 'demos'),
  /** Not a list: the pack's one company bond track (salvage skirmish), in any file. */
  companyBond: companyBondSchema.optional(),
});
export type PackFile = z.infer<typeof packFileSchema>;
