import { airHere } from '../../tilemap/dungeonSteps';
import type { Atmosphere } from '../../tilemap/types';
import { deployedSheets } from './crewSync';
import { standingGraph } from './graphs';
import type { ActiveEncounter, CombatAtmosphere, DungeonState, EncounterRequest } from './types';

/**
 * How an exploration states the fight an Enemy or Boss tile starts (Space Kraken §13 Enemy and Boss tiles):
 * the crew, the encounter's numbers and the content the spawn needs. The machine maps it onto the ground
 * combat's input (`machines/kraken/dungeon/encounter.ts`); the rules only build it.
 */

export type { CombatAtmosphere, EncounterLoot, EncounterRequest } from './types';

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
