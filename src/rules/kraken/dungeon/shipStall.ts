import { shipCatalogueOf } from '../campaign/campaignShip';
import { requestName, systemCandidates } from '../campaign/shipTrade';
import {
  buyShip,
  buyShipRefusal,
  fleetOf,
  FLYING,
  sellShip,
  sellShipRefusal,
  type Fleet,
} from '../campaign/shipFleet';
import { sameBox } from '../ship/boxes';
import { fitPrice, fitRefusal, fitSystem, type FitRequest } from '../ship/fitting';
import { sellSystem, sellSystemRefusal, shipSalePrice, systemSalePrice } from '../ship/sale';
import type { Ship, ShipBox } from '../ship/state';
import { dealRefusal } from './shop';
import { standHere } from './trade';
import type { CrawlShips, DungeonJournalEntry, DungeonState, Offer, TypedEvent } from './types';

/**
 * Ships and ship systems at a shop met during a crawl (Space Kraken §5 phase 2 "Note: You can also buy Ships
 * and Ship upgrades at a Shop during Dungeon Exploration", §7 "Any Ship or System you buy at a Shop is
 * immediately delivered / installed", §11, §13 "You can buy new Ships and Ship Systems here as well"): the
 * same deals as at the campaign's shops (src/rules/kraken/dungeon/shop.ts), on the crew's ships as the crawl
 * carries them (`DungeonState.ships`) and hands them back.
 *
 * Readings (kraken.ship-systems): a system bought here is fitted into the ship the crew flies; a ship bought
 * here is docked beside it; the ship flying cannot be sold; the box a build under way will fill stays kept.
 * Choosing which ship flies and moving systems between ships are done aboard, in phase 2 or at a campaign
 * shop, not from the ground.
 */

export type { CrawlShips } from './types';

export type ShipStallDecision =
  | {
      readonly type: 'shop.system.buy';
      readonly key: string;
      readonly systemId: string;
      readonly box: ShipBox;
      readonly magazine?: boolean | undefined;
    }
  | { readonly type: 'shop.system.sell'; readonly key: string; readonly fittedId: string }
  | { readonly type: 'shop.ship.buy'; readonly key: string; readonly hullId: string }
  | { readonly type: 'shop.ship.sell'; readonly key: string; readonly ship: number };

const TYPES: readonly string[] = ['shop.system.buy', 'shop.system.sell', 'shop.ship.buy', 'shop.ship.sell'];

export function isShipStall(event: TypedEvent): event is ShipStallDecision {
  return TYPES.includes(event.type);
}

/** The fleet as the campaign's ship rules read it: the ships and the credits. */
function fleetState(ships: CrawlShips, credits: number): Fleet {
  const [ship, ...hangar] = ships.fleet;
  if (ship === undefined) throw new Error('The crew must keep a ship.');
  return { ship, hangar, credits };
}

type Result =
  { readonly ok: true; readonly context: DungeonState } | { readonly ok: false; readonly reason: string };

const requestOf = (d: { systemId: string; box: ShipBox; magazine?: boolean | undefined }): FitRequest => ({
  systemId: d.systemId,
  box: d.box,
  ...(d.magazine === true ? { magazine: true } : {}),
});

/** The context after the deal, or the rule's reason for refusing it. */
export function shipStall(context: DungeonState, event: ShipStallDecision): Result {
  const no = (reason: string): Result => ({ ok: false, reason });
  const stand = standHere(context);
  if (stand?.key !== event.key)
    return no('Ship business needs a visited shop where the team stands (kraken.shop).');
  const name = stand.kind === 'shop' ? 'This shop' : 'This ammo dealer';
  const deal = dealRefusal(
    stand.kind,
    {
      'shop.system.buy': 'buy-system' as const,
      'shop.system.sell': 'sell-system' as const,
      'shop.ship.buy': 'buy-ship' as const,
      'shop.ship.sell': 'sell-ship' as const,
    }[event.type],
    name,
  );
  if (deal !== null) return no(deal);
  const ships = context.ships ?? null;
  if (ships === null) return no('The crew has no ship to trade on in this crawl (kraken.ship-systems).');
  const catalogue = shipCatalogueOf(ships.content);
  const flying = ships.fleet[FLYING];
  if (flying === undefined) return no('The crew has no ship.');
  const done = (fleet: readonly Ship[], credits: number, line: DungeonJournalEntry): Result => ({
    ok: true,
    context: { ...context, credits, ships: { ...ships, fleet }, journal: [...context.journal, line] },
  });
  switch (event.type) {
    case 'shop.system.buy': {
      const request = requestOf(event);
      if (ships.reserved !== undefined && sameBox(ships.reserved, request.box))
        return no('A build under way will fill that box (kraken.ship-construction).');
      const why = fitRefusal(catalogue, flying, request, context.credits);
      if (why !== null) return no(why);
      const bought = fitSystem(catalogue, flying, request, context.credits);
      return done([bought.ship, ...ships.fleet.slice(1)], bought.credits, {
        kind: 'ship-deal',
        action: 'system-bought',
        what: requestName(catalogue, request),
        ship: flying.name,
        price: bought.paid,
      });
    }
    case 'shop.system.sell': {
      const why = sellSystemRefusal(flying, event.fittedId);
      if (why !== null) return no(why);
      const fitted = flying.fitted.find((f) => f.id === event.fittedId);
      if (fitted === undefined) return no('No such system.');
      const sold = sellSystem(catalogue, flying, event.fittedId, context.credits);
      return done([sold.ship, ...ships.fleet.slice(1)], sold.credits, {
        kind: 'ship-deal',
        action: 'system-sold',
        what: requestName(catalogue, fitted),
        ship: flying.name,
        price: systemSalePrice(catalogue, fitted),
      });
    }
    case 'shop.ship.buy': {
      const state = fleetState(ships, context.credits);
      const why = buyShipRefusal(catalogue, state, event.hullId);
      if (why !== null) return no(why);
      const bought = buyShip(catalogue, state, event.hullId);
      return done(fleetOf(bought.state), bought.state.credits, {
        kind: 'ship-deal',
        action: 'ship-bought',
        what: bought.ship,
        ship: bought.ship,
        price: bought.price,
      });
    }
    case 'shop.ship.sell': {
      const state = fleetState(ships, context.credits);
      const why = sellShipRefusal(state, event.ship);
      if (why !== null) return no(why);
      const sold = sellShip(catalogue, state, event.ship);
      return done(fleetOf(sold.state), sold.state.credits, {
        kind: 'ship-deal',
        action: 'ship-sold',
        what: sold.ship,
        ship: sold.ship,
        price: sold.price,
      });
    }
  }
}

export function shipStallProblem(context: DungeonState, event: TypedEvent): string | null {
  if (!isShipStall(event)) return 'That is not ship business.';
  const done = shipStall(context, event);
  return done.ok ? null : done.reason;
}

export function applyShipStall(context: DungeonState, event: TypedEvent): Partial<DungeonState> {
  if (!isShipStall(event)) return {};
  const done = shipStall(context, event);
  return done.ok ? done.context : {};
}

/** The ship deals on offer where the team stands, each one the machine would take now. */
export function shipStallOffers(context: DungeonState): readonly Offer[] {
  const stand = standHere(context);
  const ships = context.ships ?? null;
  if (stand === null || ships === null) return [];
  const catalogue = shipCatalogueOf(ships.content);
  const flying = ships.fleet[FLYING];
  if (flying === undefined) return [];
  const offers: Offer[] = [];
  const add = (id: string, label: string, event: ShipStallDecision, group: readonly string[]) => {
    if (shipStall(context, event).ok)
      offers.push({ id, label, event, rule: 'kraken.ship-systems', group: ['Ships', ...group] });
  };
  const reserved = ships.reserved;
  for (const request of systemCandidates(catalogue, { ship: flying, construction: null })) {
    if (reserved !== undefined && sameBox(reserved, request.box)) continue;
    add(
      `ship-system-buy-${request.systemId}-${request.box.kind}${request.box.index}${request.magazine === true ? '-m' : ''}`,
      `Buy ${requestName(catalogue, request)} for ${fitPrice(catalogue, request)} credits, fitted into the ${flying.name} at once`,
      { type: 'shop.system.buy', key: stand.key, ...request },
      ['Buy a system'],
    );
  }
  for (const fitted of flying.fitted)
    add(
      `ship-system-sell-${fitted.id}`,
      `Sell the ${flying.name}'s ${requestName(catalogue, fitted)} for ${systemSalePrice(catalogue, fitted)} credits`,
      { type: 'shop.system.sell', key: stand.key, fittedId: fitted.id },
      ['Sell a system'],
    );
  for (const hull of catalogue.hulls.values())
    add(
      `ship-buy-${hull.id}`,
      `Buy a ${hull.name} (${hull.sp} SP) for ${hull.price} credits: an empty hull, docked beside the ${flying.name}`,
      { type: 'shop.ship.buy', key: stand.key, hullId: hull.id },
      ['Buy a ship'],
    );
  ships.fleet.forEach((ship, ref) => {
    if (ref === FLYING) return;
    add(
      `ship-sell-${ref}`,
      `Sell the docked ${ship.name} with its systems for ${shipSalePrice(catalogue, ship)} credits`,
      { type: 'shop.ship.sell', key: stand.key, ship: ref },
      ['Sell a ship'],
    );
  });
  return offers;
}
