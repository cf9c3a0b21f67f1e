import type { CrawlShips } from '../dungeon/shipStall';
import type { DungeonOutput } from '../dungeon/types';
import type { CampaignState } from './campaignState';
import { fleetOf, type Fleet } from './shipFleet';
import type { CampaignContent, CampaignTurn } from './turn.types';

/**
 * The campaign's ships in and out of its crawl (Space Kraken §5 phase 2: "You can also buy Ships and Ship
 * upgrades at a Shop during Dungeon Exploration"; §7: "Any Ship or System you buy at a Shop is immediately
 * delivered / installed"; §13 Shops: "You can buy new Ships and Ship Systems here as well"). The crawl is
 * handed the fleet (the ship flying first, then the docked ones) with the pack's ship content and the box a
 * build under way keeps; what its shops did comes back as the campaign's ships. Credits travel with the
 * crawl's own purse (landing.ts).
 */

/** The fleet a campaign crawl carries down (dungeon/shipStall.ts trades in it). */
export function crawlShipsOf(turn: CampaignTurn, content: CampaignContent): CrawlShips {
  const c = turn.campaign;
  const box = c.construction?.request?.box;
  return {
    fleet: fleetOf(c),
    // Only the two lists the crawl's input schema knows, whatever else the pack's ship content holds.
    content: { systems: content.ship.systems, hulls: content.ship.hulls },
    ...(box === undefined ? {} : { reserved: box }),
  };
}

/**
 * The campaign's ships as the crawl hands them back: the one flying first. A campaign that never owned a
 * second ship keeps no hangar list (as it was saved), so a crawl without a deal changes nothing.
 */
export function fleetAfterCrawl(
  c: CampaignState,
  output: Pick<DungeonOutput, 'fleet'>,
): Pick<Fleet, 'ship' | 'hangar'> {
  const [ship, ...hangar] = output.fleet ?? fleetOf(c);
  if (ship === undefined)
    return c.hangar === undefined ? { ship: c.ship } : { ship: c.ship, hangar: c.hangar };
  return hangar.length === 0 && c.hangar === undefined ? { ship } : { ship, hangar };
}
