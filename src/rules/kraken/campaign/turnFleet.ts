import type { ShipBox } from '../ship/state';
import { dealRefusal, type Deal } from '../dungeon/shop';
import { shipCatalogueOf } from './campaignShip';
import {
  buyShip,
  buyShipRefusal,
  flyRefusal,
  flyShip,
  moveFleetSystem,
  moveRefusal,
  sellShip,
  sellShipRefusal,
} from './shipFleet';
import { say } from './turnFlow';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * The crew's ships as the turn drives them (Space Kraken §5 phase 2, §11, §13; shipFleet.ts): a ship bought
 * in phase 2 or at a shop, sold at a shop, the ship that flies chosen and systems moved between ships in
 * phase 2 or at a shop. Decisions added with issue 28; none of the older ones changed meaning.
 *
 * Reading (kraken.ship-systems): §5 phase 2 lets the crew "purchase Ships" but §11 sells them only "at any
 * Shop", so phase 2 buys, swaps and moves but does not sell a ship.
 */

export type FleetDecision =
  | { readonly type: 'fleet.buy'; readonly hullId: string }
  | { readonly type: 'fleet.sell'; readonly ship: number }
  | { readonly type: 'fleet.fly'; readonly ship: number }
  | {
      readonly type: 'fleet.move';
      readonly from: number;
      readonly fittedId: string;
      readonly to: number;
      readonly box: ShipBox;
    };

const NOT_HERE =
  'Ships are bought, swapped and refitted in phase 2 or at a shop, and sold at a shop (kraken.ship-systems).';

const DEAL: Readonly<Record<FleetDecision['type'], Deal>> = {
  'fleet.buy': 'buy-ship',
  'fleet.sell': 'sell-ship',
  'fleet.fly': 'buy-ship',
  'fleet.move': 'buy-system',
};

/** Why this ship decision may not be taken now (naming the rule), or null. */
export function fleetRefusal(turn: CampaignTurn, d: FleetDecision, content: CampaignContent): string | null {
  const at = turn.underway;
  if (turn.building !== null) return 'The builders’ dice are being thrown: answer them first.';
  // Phase 2 or a trader: the chart takes these decisions in no other state. In phase 2 nothing is under way.
  if (at?.kind === 'market') {
    if (turn.gambling !== null) return 'The gambler is still paying out (kraken.gambler).';
    const why = dealRefusal(at.market.kind, DEAL[d.type], at.market.name);
    if (why !== null) return why;
  } else if (at !== null || d.type === 'fleet.sell') return NOT_HERE;
  const catalogue = shipCatalogueOf(content.ship);
  const c = turn.campaign;
  switch (d.type) {
    case 'fleet.buy':
      return buyShipRefusal(catalogue, c, d.hullId);
    case 'fleet.sell':
      return sellShipRefusal(c, d.ship);
    case 'fleet.fly':
      return flyRefusal(catalogue, c, d.ship);
    case 'fleet.move':
      return moveRefusal(catalogue, c, d);
  }
}

/** Applies an allowed ship decision. */
export function decideFleet(turn: CampaignTurn, d: FleetDecision, content: CampaignContent): CampaignTurn {
  const catalogue = shipCatalogueOf(content.ship);
  const c = turn.campaign;
  switch (d.type) {
    case 'fleet.buy': {
      const deal = buyShip(catalogue, c, d.hullId);
      return say(
        { ...turn, campaign: deal.state },
        { kind: 'fleet', action: 'bought', ship: deal.ship, price: deal.price },
      );
    }
    case 'fleet.sell': {
      const deal = sellShip(catalogue, c, d.ship);
      return say(
        { ...turn, campaign: deal.state },
        { kind: 'fleet', action: 'sold', ship: deal.ship, price: deal.price },
      );
    }
    case 'fleet.fly': {
      const deal = flyShip(catalogue, c, d.ship);
      return say({ ...turn, campaign: deal.state }, { kind: 'fleet', action: 'flies', ship: deal.ship });
    }
    case 'fleet.move': {
      const deal = moveFleetSystem(catalogue, c, d);
      const lost: TurnNote[] = [];
      if (deal.lostLocations.length > 0) lost.push({ kind: 'location-lost', names: deal.lostLocations });
      if (deal.lostPieces > 0) lost.push({ kind: 'storage-lost', pieces: deal.lostPieces });
      return say(
        { ...turn, campaign: deal.state },
        { kind: 'fleet', action: 'moved', ship: deal.ship, system: deal.system, to: deal.to },
        ...lost,
      );
    }
  }
}
