import { hasElement } from '../../tilemap/spaces';
import { cloneStationSaves } from '../../tilemap/elements';
import { noSaveAndLoad } from '../campaign/difficulty';
import { standingGraph } from './graphs';
import type { DungeonState } from './types';

/**
 * Whether the crawl may be taken back now (Space Kraken §3.2 Backstory and difficulty; kraken.difficulty).
 * The app's undo stands in for the book's save and load. Reading: Just a Simulation and Adventurer load at a
 * clone station, so undo works while the team stands on one (Just a Simulation's save at the start of each
 * campaign turn waits for the campaign); Real Life and Hardcore have no save and load, so no undo. A
 * practice crawl (the set-up's `practice`) undoes anywhere. Redo is never limited.
 */
export function undoRefusal(state: DungeonState): string | null {
  if (state.practice) return null;
  if (!cloneStationSaves(state.campaignDifficulty)) return noSaveAndLoad(state.campaignDifficulty);
  const exploration = state.exploration;
  const graph = standingGraph(state);
  if (exploration === null || graph === null) return null;
  return hasElement(graph.spaces.get(exploration.position), 'clone-station')
    ? null
    : 'On this difficulty the game is only reloaded at a clone station: undo works there.';
}
