import type { EnemyProfile, EnemySpecies } from '../../../content/schemas/enemy';
import type { LocationKind } from '../../../content/schemas/location';
import type { DropGrid } from '../../../content/schemas/treasure';
import type { CrewMember } from '../crew';
import type { TreasureTable } from '../spoils';
import { airHere } from '../../tilemap/dungeonSteps';
import type { Atmosphere } from '../../tilemap/types';
import { deployedSheets } from './crewSync';
import { standingGraph } from './graphs';
import type { ActiveEncounter, DungeonState } from './types';

/**
 * How an exploration states the fight an Enemy or Boss tile starts (Space Kraken §13 Enemy and Boss tiles):
 * the crew, the encounter's numbers and the content the spawn needs. The machine maps it onto the ground
 * combat's input (`machines/kraken/dungeon/encounter.ts`); the rules only build it.
 */

/** The air of the fight, in the ground-combat rules' words (kraken.combat-loop). */
export type CombatAtmosphere = 'breathable' | 'non-breathable' | 'hell';

export interface EncounterRequest {
  /** The element key of the enemy or boss on the map. */
  readonly key: string;
  /** Its code, e.g. "E2" or "BOSS?". */
  readonly code: string;
  /** The deployed crew with their current HP and condition. */
  readonly crew: readonly CrewMember[];
  readonly encounter: {
    readonly difficulty: number;
    readonly locationKind: LocationKind;
    readonly atmosphere: CombatAtmosphere;
    /** Map number within the location, 1..9 (second primaries and minions depend on it). */
    readonly map: number;
    /** The number on the tile; an E? / BOSS? value is thrown on entering the combat (or the avoid attempt). */
    readonly elementValue: number;
    /** Primary enemy level: difficulty + element value. */
    readonly level: number;
    readonly boss: boolean;
    readonly ambush: boolean;
    readonly species: EnemySpecies;
  };
  readonly enemyProfiles: readonly EnemyProfile[];
  readonly treasureTable: TreasureTable;
  readonly dropGrids?: readonly DropGrid[] | undefined;
  /** The catalogue's piece names by id, so the spoils name what a row offers. */
  readonly pieceNames?: Readonly<Record<string, string>> | undefined;
  /** The shared oxygen store when the fight begins. */
  readonly oxygen: number;
  /**
   * PSI SURPRISE cast during the exploration: added to the crew's initiative roll of the fight (spent with
   * the fight).
   */
  readonly initiativeBonus: number;
  /**
   * PSI DIVINATION cast during the exploration: added to the fight's first d20 loot roll (kept on 1..20);
   * a fight that is not won leaves it armed.
   */
  readonly lootShift: number;
}

/** Something the spoils gave: a stimpack, a weapon, an item or ammo (the ground combat's `GainedItem`). */
export type EncounterLoot = { readonly kind: string; readonly grade: number } & Readonly<
  Record<string, unknown>
>;

const AIR: Readonly<Record<Atmosphere, CombatAtmosphere>> = {
  YES: 'breathable',
  NO: 'non-breathable',
  HELL: 'hell',
};

/** The request for the encounter being dealt with, or null when there is none. */
export function encounterRequest(context: DungeonState, encounter: ActiveEncounter): EncounterRequest | null {
  const exploration = context.exploration;
  const graph = standingGraph(context);
  // An E? still unknown cannot be fought yet: the fight task throws its value first (kraken.random-value).
  if (exploration === null || graph === null || encounter.value === null || encounter.level === null)
    return null;
  return {
    key: encounter.key,
    code: encounter.code,
    crew: deployedSheets(context),
    encounter: {
      difficulty: exploration.location.difficulty,
      locationKind: exploration.location.kind,
      atmosphere: AIR[airHere(exploration, graph)],
      map: exploration.mapNumber,
      elementValue: encounter.value,
      level: encounter.level,
      boss: encounter.boss,
      ambush: false,
      species: context.location.species,
    },
    enemyProfiles: context.combat.enemyProfiles,
    treasureTable: context.combat.treasureTable,
    dropGrids: context.combat.dropGrids,
    pieceNames: Object.fromEntries(
      [...context.catalogue.weapons, ...context.catalogue.items].map((piece) => [piece.id, piece.name]),
    ),
    oxygen: exploration.oxygen,
    initiativeBonus: context.psi.initiativeBonus,
    lootShift: context.psi.lootShift,
  };
}
