import { possibleLevels, valueKey, type RollFaces } from '../../tilemap/dungeonRolls';
import { randomValue } from '../../tilemap/elements';
import { memoryOf, type Exploration } from '../../tilemap/exploration';
import type { ActiveEncounter, DungeonState } from './types';

/**
 * Space Kraken §13: a '?' on a tile is a d6 thrown when the element is first met and kept for the rest of the
 * exploration. Its own file because trades, task planning and offers all read it (and must not import
 * one another for it).
 */

/** An element's number: printed, fixed earlier this exploration, or read from the d6 just thrown. */
export function knownValue(
  exploration: Exploration,
  key: string,
  value: number | 'random' | undefined,
  faces: RollFaces,
): number {
  if (value !== 'random') return value ?? 0;
  const known = memoryOf(exploration).randomValues[key];
  if (known !== undefined) return known;
  const face = faces[valueKey(key)]?.[0];
  return face === undefined ? 0 : randomValue(face);
}

/** The levels the encounter may have as the player chooses (one, or six while its '?' is unknown). */
export function encounterLevels(context: DungeonState, encounter: ActiveEncounter): readonly number[] {
  return possibleLevels(context.exploration?.location.difficulty ?? 0, encounter.value);
}
