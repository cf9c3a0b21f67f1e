import { dieDue, taskWaitsForChoice } from '../../rules/kraken/dungeon/steps';
import type { DungeonState } from '../../rules/kraken/dungeon/types';
import { dieState, taskLoopOf } from '../../../machines/kraken/dungeon/loops';
import type { LevelSnapshot } from '../gameSnapshot';
import type { LevelPlace, LevelStep } from './levelStep';

/**
 * The dungeon crawl's share of snapshot format 2 (issue 27): the crawl was a `route` hub with one `rolling`
 * state for every die and one portal pick; it is now a phase loop where each task throws its dice in a loop
 * of its own, each die its own state. The context is unchanged; only a saved roll or portal pick moves, to
 * the state the new chart's guards pick from the same context (`dieDue`, `taskWaitsForChoice`).
 */

/** Where the crawl runs: the stand-alone crawl is the root; a campaign's landing invokes it as `dungeon`. */
function isCrawl(place: LevelPlace): boolean {
  if (place.mode === 'dungeon-crawl') return place.path.length === 0;
  return place.mode === 'kraken-campaign' && place.path.length === 1 && place.path[0] === 'dungeon';
}

function nested(path: readonly string[]): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return '';
  return rest.length === 0 ? head : { [head]: nested(rest) };
}

const OLD_PORTAL_PICK = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as Record<string, unknown>)['resolving'] === 'portalChoice';

/** The new state of a crawl level saved at the old `rolling` or portal pick; null when it needs no move. */
export function crawlStateOf(state: unknown, context: DungeonState): unknown {
  if (state !== 'rolling' && !OLD_PORTAL_PICK(state)) return null;
  const loop = taskLoopOf(context);
  if (loop === null) return null;
  if (taskWaitsForChoice(context)) return nested([...loop, 'portalChoice']);
  const die = dieDue(context);
  return die === null ? null : nested([...loop, dieState(die)]);
}

export const dungeonStep: LevelStep = (level: LevelSnapshot, place: LevelPlace) => {
  if (!isCrawl(place)) return level;
  const state = crawlStateOf(level.state, level.context as DungeonState);
  return state === null ? level : { ...level, state };
};
