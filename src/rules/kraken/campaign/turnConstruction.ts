import { isActive } from '../crew/crew';
import type { RollNeed } from '../crew/rolls';
import type { ShipBox } from '../ship/state';
import { fitPrice, placementRefusal, type FitRequest } from '../ship/fitting';
import { shipCatalogueOf } from './campaignShip';
import {
  constructionDiscount,
  constructionRefusal,
  constructionRolls,
  startConstruction,
} from './construction';
import { buySystem, buySystemRefusal, requestName, sellShipSystem, sellShipSystemRefusal } from './shipTrade';
import { say } from './turnFlow';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * Phase 2, ship construction, as the player drives it (Space Kraken §7; kraken.ship-construction): build a
 * system with 1 to 3 crew in 1 or 2 turns (each builder's d6 + Tech off the price, doubled for 2 turns,
 * paid when done), buy one outright (installed at once, full price), sell one for half, cancel a build
 * (no refund), or go on to phase 3.
 *
 * Readings (kraken.ship-construction): one build at a time; its builders must be conscious; the box it
 * will fill is kept for it; the price is the system's (a magazine's: half its weapon's).
 */

export type ConstructionDecision =
  | {
      readonly type: 'construction.build';
      readonly systemId: string;
      readonly box: ShipBox;
      readonly magazine?: boolean | undefined;
      readonly builders: readonly string[];
      readonly turns: 1 | 2;
    }
  | {
      readonly type: 'construction.buy';
      readonly systemId: string;
      readonly box: ShipBox;
      readonly magazine?: boolean | undefined;
    }
  | { readonly type: 'construction.sell'; readonly fittedId: string }
  /** §7 "To build a new Ship": its hull, with 1 to 3 crew over 1 or 2 turns (added with issue 28). */
  | {
      readonly type: 'construction.buildShip';
      readonly hullId: string;
      readonly builders: readonly string[];
      readonly turns: 1 | 2;
    }
  | { readonly type: 'construction.pass' }
  | { readonly type: 'construction.cancel' };

const requestOf = (d: { systemId: string; box: ShipBox; magazine?: boolean | undefined }): FitRequest => ({
  systemId: d.systemId,
  box: d.box,
  ...(d.magazine === true ? { magazine: true } : {}),
});

/** What a new ship's build is called in the log and on the sheet. */
export const shipBuildName = (hull: string): string => `a new ${hull}`;

/** The crew members busy with a build: they do not go down to a location or into a ground combat (§7). */
export function builders(turn: CampaignTurn): ReadonlySet<string> {
  return new Set(turn.campaign.construction?.builders ?? []);
}

export function constructionDecisionRefusal(
  turn: CampaignTurn,
  d: ConstructionDecision,
  content: CampaignContent,
): string | null {
  if (turn.building !== null) return 'The builders’ dice are being thrown: answer them first.';
  const c = turn.campaign;
  const catalogue = shipCatalogueOf(content.ship);
  switch (d.type) {
    case 'construction.pass':
      return null;
    case 'construction.cancel':
      return c.construction === null ? 'Nothing is being built (kraken.ship-construction).' : null;
    case 'construction.sell':
      return sellShipSystemRefusal(c, d.fittedId);
    case 'construction.buy':
      return buySystemRefusal(catalogue, c, requestOf(d));
    case 'construction.build': {
      if (c.construction !== null)
        return `The ${c.construction.what} is being built: one build at a time (kraken.ship-construction).`;
      const request = requestOf(d);
      const placement = placementRefusal(catalogue, c.ship, request);
      if (placement !== null) return placement;
      return buildersRefusal(turn, d.builders, d.turns, fitPrice(catalogue, request));
    }
    case 'construction.buildShip': {
      if (c.construction !== null)
        return `The ${c.construction.what} is being built: one build at a time (kraken.ship-construction).`;
      const hull = catalogue.hulls.get(d.hullId);
      if (hull === undefined) return `There is no ship "${d.hullId}" in this pack.`;
      return buildersRefusal(turn, d.builders, d.turns, hull.price);
    }
  }
}

/** §7: 1 to 3 builders, each living and fit, for 1 or 2 turns. */
function buildersRefusal(
  turn: CampaignTurn,
  chosen: readonly string[],
  turns: 1 | 2,
  price: number,
): string | null {
  const refused = constructionRefusal(chosen, new Set(), turns, price);
  if (refused !== null) return refused;
  for (const id of chosen) {
    const member = turn.campaign.crew.find((m) => m.id === id);
    if (member === undefined || member.condition === 'killed')
      return 'Only a living crew member can build (kraken.ship-construction).';
    if (!isActive(member))
      return `${member.name} is ${member.condition} and cannot build (kraken.ship-construction).`;
  }
  return null;
}

/** Applies an allowed phase-2 decision (the caller settles the turn after `construction.pass`). */
export function decideConstruction(
  turn: CampaignTurn,
  d: ConstructionDecision,
  content: CampaignContent,
): CampaignTurn {
  const c = turn.campaign;
  const catalogue = shipCatalogueOf(content.ship);
  switch (d.type) {
    case 'construction.pass':
      // Phase 2 is over: the chart goes on to phase 3.
      return turn;
    case 'construction.cancel':
      // §7: a build may be cancelled at any time; nothing is refunded.
      return say(
        { ...turn, campaign: { ...c, construction: null } },
        { kind: 'construction-cancelled', what: c.construction?.what ?? '' },
      );
    case 'construction.buy': {
      const deal = buySystem(catalogue, c, requestOf(d));
      return say(
        { ...turn, campaign: deal.state },
        { kind: 'ship-bought', system: deal.name, price: deal.price },
      );
    }
    case 'construction.sell': {
      const deal = sellShipSystem(catalogue, c, d.fittedId);
      const lost: TurnNote[] = [];
      if (deal.lostLocations.length > 0) lost.push({ kind: 'location-lost', names: deal.lostLocations });
      if (deal.lostPieces > 0) lost.push({ kind: 'storage-lost', pieces: deal.lostPieces });
      return say(
        { ...turn, campaign: deal.state },
        { kind: 'ship-sold', system: deal.name, price: deal.price },
        ...lost,
      );
    }
    case 'construction.build':
      return {
        ...turn,
        building: { request: requestOf(d), builders: [...d.builders], turns: d.turns, faces: [] },
      };
    case 'construction.buildShip':
      return {
        ...turn,
        building: { hullId: d.hullId, builders: [...d.builders], turns: d.turns, faces: [] },
      };
  }
}

/** The next builder's d6 while a build is being set up, or null. */
export function constructionNeed(turn: CampaignTurn): RollNeed | null {
  const b = turn.building;
  if (b === null) return null;
  const crew = b.builders.map((id) => {
    const m = turn.campaign.crew.find((x) => x.id === id);
    return { name: m?.name ?? id, tech: m?.attributes.tech ?? 0 };
  });
  return constructionRolls(crew)[b.faces.length] ?? null;
}

/** A builder's d6: once every builder has thrown, the build starts with its discount. */
export function answerConstruction(turn: CampaignTurn, face: number, content: CampaignContent): CampaignTurn {
  const b = turn.building;
  if (b === null) throw new Error('No build is being set up.');
  const faces = [...b.faces, face];
  if (faces.length < b.builders.length) return { ...turn, building: { ...b, faces } };
  const catalogue = shipCatalogueOf(content.ship);
  const techs = b.builders.map((id) => turn.campaign.crew.find((m) => m.id === id)?.attributes.tech ?? 0);
  const discount = constructionDiscount(faces, techs, b.turns);
  const hull = b.hullId === undefined ? undefined : catalogue.hulls.get(b.hullId);
  const construction =
    b.request !== undefined
      ? startConstruction(
          b.request,
          requestName(catalogue, b.request),
          fitPrice(catalogue, b.request),
          b.builders,
          b.turns,
          discount,
        )
      : hull !== undefined
        ? startConstruction(
            { hullId: hull.id },
            shipBuildName(hull.name),
            hull.price,
            b.builders,
            b.turns,
            discount,
          )
        : null;
  if (construction === null) throw new Error('A build names neither a system nor a hull.');
  const what = construction.what;
  return say(
    { ...turn, building: null, campaign: { ...turn.campaign, construction } },
    { kind: 'build-started', what, discount, turns: b.turns },
  );
}
