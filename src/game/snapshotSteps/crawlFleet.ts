import { crawlShipsOf } from '../../rules/kraken/campaign/crawlFleet';
import type { CampaignContent, CampaignTurn } from '../../rules/kraken/campaign/turn.types';
import { decodeValue, encodeValue } from '../gameSnapshot';
import type { LevelStep } from './levelStep';

/**
 * Snapshot format 2 → 3 (issue 28 item 1): a campaign's crawl carries the campaign's ships, so a shop down
 * there deals in them (Space Kraken §5 phase 2, §13 Shops). A crawl saved before had none in its context;
 * it is given the fleet of the campaign that invoked it, exactly as today's `crawlInputFor` hands it over
 * (rules/kraken/campaign/crawlFleet.ts), so its log replays to the same game. A step of its own, so the
 * merger can renumber it.
 */

const MODE = 'kraken-campaign';
const CRAWL = 'dungeon';

interface CampaignLevelContext {
  readonly turn: CampaignTurn;
  /** Read from older JSON: a content without ships is possible there, whatever today's type says. */
  readonly content: Omit<CampaignContent, 'ship'> & { readonly ship?: CampaignContent['ship'] };
}

export const crawlFleetStep: LevelStep = (level, place) => {
  if (place.mode !== MODE || place.path.length > 0) return level;
  const crawl = level.children[CRAWL];
  if (crawl === undefined) return level;
  const crawlContext = crawl.context as Record<string, unknown> | null;
  if (crawlContext === null || typeof crawlContext !== 'object' || 'ships' in crawlContext) return level;
  const context = decodeValue(level.context) as CampaignLevelContext;
  // A campaign whose content carries no ships (never saved by this app) has none to hand over.
  const ship = context.content.ship;
  if (ship === undefined) return level;
  const ships = encodeValue(crawlShipsOf(context.turn, { ...context.content, ship }));
  return {
    ...level,
    children: { ...level.children, [CRAWL]: { ...crawl, context: { ...crawlContext, ships } } },
  };
};
