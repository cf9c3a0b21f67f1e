import { solveReward } from '../../../src/rules/tilemap/journey';
import { currentSheets } from '../../../src/rules/kraken/dungeon/crewSync';
import type { DungeonContext, DungeonOutput } from './types';

/**
 * What the exploration hands back to the campaign (§13 Leaving a location, Clearing maps, Solving a
 * location): the crew as they came back (deployed members with their HP and condition, erased or lost ones
 * listed), oxygen, credits, XP, the location's record and Map-IDs, treasure drops to roll, loot from fights,
 * the solving reward, and the notes the campaign must follow up.
 */
export function dungeonOutput(context: DungeonContext): DungeonOutput {
  const exploration = context.exploration;
  const solved = exploration?.ended?.solved === true;
  return {
    end: exploration?.ended ?? null,
    crew: currentSheets(context),
    lost: context.lost,
    oxygen: exploration?.oxygen ?? context.startOxygen ?? 0,
    credits: context.credits,
    xp: context.xp,
    record: exploration?.record ?? context.record,
    mapIds: context.mapIds,
    treasures: context.treasures,
    loot: context.loot,
    reward: context.reward,
    solveReward: solved ? solveReward(exploration.location) : null,
    notes: context.notes,
    psi: context.psi,
    defeated: context.defeated ?? [],
    ...(context.ships == null ? {} : { fleet: context.ships.fleet }),
    ...(context.story === undefined ? {} : { story: context.story }),
  };
}
