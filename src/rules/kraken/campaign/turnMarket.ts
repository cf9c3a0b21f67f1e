import type { ShipBox } from '../ship/state';
import type { FitRequest } from '../ship/fitting';
import { hasTeleporter, shipCatalogueOf } from './campaignShip';
import {
  crewSale,
  hireDone,
  hireStart,
  hireStepRefusal,
  marketRefusal,
  marketTrade,
  shopMarket,
  GRADE5_SHOP,
  type Market,
  type CrewTrade,
  type MarketDecision,
} from './market';
import { dealRefusal } from '../dungeon/shop';
import { gainOf, gainWords, raiseHire, type HireDecision } from '../dungeon/hire';
import { servingCrew } from '../dungeon/shop';
import { buySystem, buySystemRefusal, sellShipSystem, sellShipSystemRefusal } from './shipTrade';
import { TRADER_NAMES, rolledShop, shopRollOf, visitMarket, visitOptions } from './shortVisit';
import { say } from './turnFlow';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * The campaign's traders as the turn drives them: phase 3's grade-5 shop (kraken.free-action), phase 4's
 * short visit (kraken.short-visit), an event's trader (kraken.cgm-event). While the crew stands at a
 * trader it buys and sells as it likes (`market.ts`), a shop's ship systems included (§7: "You can buy
 * Ships and Ship Systems at a Shop"), then leaves; the turn goes on where it came from.
 */

export type MarketTurnDecision =
  | MarketDecision
  | CrewTrade
  | HireDecision
  | {
      readonly type: 'market.system.buy';
      readonly systemId: string;
      readonly box: ShipBox;
      readonly magazine?: boolean | undefined;
    }
  | { readonly type: 'market.system.sell'; readonly fittedId: string }
  | { readonly type: 'market.leave' }
  | { readonly type: 'free.shop' }
  | { readonly type: 'visit.go'; readonly key: string; readonly map: number; readonly element: string }
  | { readonly type: 'visit.pass' };

const NO_TRADER = 'The crew stands at no trader now.';
const HIRING = 'A hire is under way: finish its steps or call it off first (kraken.shop).';
const NO_HIRE = 'No hire is under way: pick whom to hire first (kraken.shop).';
const SHOP_ROLLING = "The S? shop's level is being rolled: throw its d6 first (kraken.random-value).";

/** Opens a trader: the market step, noted. */
export function openMarket(turn: CampaignTurn, market: Market): CampaignTurn {
  return say({ ...turn, underway: { kind: 'market', market } }, { kind: 'market-open', market: market.name });
}

/** Phase 3's grade-5 shop. */
export function grade5Shop(turn: CampaignTurn): CampaignTurn {
  return openMarket(turn, shopMarket('The grade-5 shop', GRADE5_SHOP, 0));
}

const requestOf = (d: { systemId: string; box: ShipBox; magazine?: boolean | undefined }): FitRequest => ({
  systemId: d.systemId,
  box: d.box,
  ...(d.magazine === true ? { magazine: true } : {}),
});

export function marketDecisionRefusal(
  turn: CampaignTurn,
  d: MarketTurnDecision,
  content: CampaignContent,
): string | null {
  const step = turn.underway;
  const catalogue = shipCatalogueOf(content.ship);
  // Phase 3's shop and phase 4's visit: the chart takes these only in those phases' choosing states.
  switch (d.type) {
    case 'free.shop':
      return null;
    case 'visit.go': {
      if (step?.kind === 'shop-roll') return SHOP_ROLLING;
      if (!hasTeleporter(catalogue, turn.campaign.ship))
        return 'The short visit needs a working Teleporter (kraken.teleporter).';
      const reach = visitOptions(turn, content).some(
        (o) => o.key === d.key && o.map === d.map && o.element === d.element,
      );
      return reach
        ? null
        : 'That trader is not on a cleared map the teleporter reaches (kraken.short-visit).';
    }
    case 'visit.pass':
      return step?.kind === 'shop-roll' ? SHOP_ROLLING : null;
    case 'hire.level':
    case 'hire.gain':
    case 'hire.gear':
    case 'hire.cancel': {
      if (step?.kind !== 'market') return NO_TRADER;
      if (step.hire === undefined) return NO_HIRE;
      return hireStepRefusal(step.market, content.catalogue, turn.campaign, step.hire, d);
    }
    case 'market.leave':
      if (turn.gambling !== null) return 'The gambler is still paying out (kraken.gambler).';
      if (step?.kind === 'market' && step.hire !== undefined) return HIRING;
      return step?.kind === 'market' ? null : NO_TRADER;
    case 'market.system.buy':
    case 'market.system.sell': {
      if (step?.kind !== 'market') return NO_TRADER;
      if (turn.gambling !== null) return 'The gambler is still paying out (kraken.gambler).';
      if (step.hire !== undefined) return HIRING;
      const deal = dealRefusal(
        step.market.kind,
        d.type === 'market.system.buy' ? 'buy-system' : 'sell-system',
        step.market.name,
      );
      if (deal !== null) return deal;
      return d.type === 'market.system.buy'
        ? buySystemRefusal(catalogue, turn.campaign, requestOf(d))
        : sellShipSystemRefusal(turn.campaign, d.fittedId);
    }
    case 'market.crew.hire':
    case 'market.crew.sell': {
      if (step?.kind !== 'market') return NO_TRADER;
      if (turn.gambling !== null) return 'The gambler is still paying out (kraken.gambler).';
      if (step.hire !== undefined) return HIRING;
      const done =
        d.type === 'market.crew.hire'
          ? hireStart(step.market, content.catalogue, turn.campaign, d.template)
          : crewSale(step.market, turn.campaign, d);
      return done.ok ? null : done.reason;
    }
    default:
      if (step?.kind !== 'market') return NO_TRADER;
      if (turn.gambling !== null) return 'The gambler is still paying out (kraken.gambler).';
      if (step.hire !== undefined) return HIRING;
      return marketRefusal(step.market, content.catalogue, catalogue, turn.campaign, d);
  }
}

/**
 * Applies an allowed decision (the caller settles the turn after). Leaving a trader ends nothing but the
 * visit: the phase's queue goes on, and the chart's check ends the phase when nothing more is owed.
 */
export function decideMarket(
  turn: CampaignTurn,
  d: MarketTurnDecision,
  content: CampaignContent,
): CampaignTurn {
  const step = turn.underway;
  const catalogue = shipCatalogueOf(content.ship);
  switch (d.type) {
    case 'free.shop':
      return grade5Shop(turn);
    case 'visit.pass':
      return say(turn, { kind: 'visit-skipped', why: 'passed' });
    case 'visit.go': {
      const option = visitOptions(turn, content).find(
        (o) => o.key === d.key && o.map === d.map && o.element === d.element,
      );
      if (option === undefined) return turn;
      // Space Kraken §13 Shops: an S? shop's level is determined again on a short visit (its d6 is owed).
      const shopRoll = shopRollOf(option);
      if (shopRoll !== null) return { ...turn, underway: { kind: 'shop-roll', shopRoll } };
      const market = visitMarket(option);
      if (market !== null) return openMarket(turn, market);
      // A Quest Master's business is a quest offer from the pack's quest sheet (kraken.quest-master).
      const sheet = content.questSheets[0];
      const leader = turn.campaign.crew.find((m) => m.condition !== 'killed');
      const opened = say(turn, {
        kind: 'market-open',
        market: `${TRADER_NAMES['quest-master']} on map ${option.map} of ${option.location}`,
      });
      if (sheet === undefined || leader === undefined) return opened;
      return {
        ...opened,
        pending: [{ kind: 'quest', sheet: sheet.id, slot: 0, leaderId: leader.id }, ...turn.pending],
      };
    }
    case 'market.leave': {
      if (step?.kind !== 'market') return turn;
      return say({ ...turn, underway: null }, { kind: 'market-left', market: step.market.name });
    }
    case 'market.system.buy': {
      const deal = buySystem(catalogue, turn.campaign, requestOf(d));
      return say(
        { ...turn, campaign: deal.state },
        { kind: 'ship-bought', system: deal.name, price: deal.price },
      );
    }
    case 'market.system.sell': {
      const deal = sellShipSystem(catalogue, turn.campaign, d.fittedId);
      const lost: TurnNote[] = [];
      if (deal.lostLocations.length > 0) lost.push({ kind: 'location-lost', names: deal.lostLocations });
      if (deal.lostPieces > 0) lost.push({ kind: 'storage-lost', pieces: deal.lostPieces });
      return say(
        { ...turn, campaign: deal.state },
        { kind: 'ship-sold', system: deal.name, price: deal.price },
        ...lost,
      );
    }
    case 'market.crew.hire': {
      if (step?.kind !== 'market') return turn;
      const started = hireStart(step.market, content.catalogue, turn.campaign, d.template);
      if (!started.ok) return turn;
      return say(
        { ...turn, underway: { ...step, hire: started.draft } },
        { kind: 'hire-step', crew: started.draft.member.name, what: 'picked' },
      );
    }
    case 'hire.level':
    case 'hire.gain':
    case 'hire.gear':
    case 'hire.cancel': {
      if (step?.kind !== 'market' || step.hire === undefined) return turn;
      return decideHire(turn, step, step.hire, d, content);
    }
    case 'market.crew.sell': {
      if (step?.kind !== 'market') return turn;
      const done = crewSale(step.market, turn.campaign, d);
      if (!done.ok) return turn;
      const { state, deadGear, ...note } = done.deal;
      // §4: what the dead carried is collected before their sheet is erased, said first.
      const collected = (deadGear ?? []).map((g): TurnNote => ({ kind: 'dead-gear', ...g }));
      return say({ ...turn, campaign: state }, ...collected, { kind: 'crew-trade', ...note });
    }
    default: {
      if (step?.kind !== 'market') return turn;
      const done = marketTrade(step.market, content.catalogue, catalogue, turn.campaign, d);
      if (!done.ok) return turn;
      return say({ ...turn, campaign: done.state }, { kind: 'market', note: done.note });
    }
  }
}

type MarketStep = Extract<NonNullable<CampaignTurn['underway']>, { kind: 'market' }>;

/** A step of the hire under way applied (allowed by `hireStepRefusal`); its last one hires. */
function decideHire(
  turn: CampaignTurn,
  step: MarketStep,
  draft: NonNullable<MarketStep['hire']>,
  d: HireDecision,
  content: CampaignContent,
): CampaignTurn {
  const name = draft.member.name;
  const { hire: _done, ...shop } = step;
  switch (d.type) {
    case 'hire.cancel':
      return say({ ...turn, underway: shop }, { kind: 'hire-step', crew: name, what: 'called off' });
    case 'hire.level':
      return say(
        { ...turn, underway: { ...step, hire: { ...draft, level: d.level } } },
        { kind: 'hire-step', crew: name, what: `Level ${d.level}` },
      );
    case 'hire.gain': {
      const raised = raiseHire(
        draft,
        d.gain,
        content.catalogue.traits ?? [],
        servingCrew(turn.campaign.crew),
      );
      if (!raised.ok) return turn;
      const gain = gainOf(d.gain, content.catalogue.traits ?? []);
      return say(
        { ...turn, underway: { ...step, hire: raised.draft } },
        { kind: 'hire-step', crew: name, what: typeof gain === 'string' ? gain : gainWords(gain) },
      );
    }
    case 'hire.gear': {
      const deal = hireDone(content.catalogue, shipCatalogueOf(content.ship), turn.campaign, draft, d.take);
      const { state, deadGear, ...note } = deal;
      // §4: what the dead carried is collected before their sheet is erased, said first.
      const collected = (deadGear ?? []).map((g): TurnNote => ({ kind: 'dead-gear', ...g }));
      return say({ ...turn, campaign: state, underway: shop }, ...collected, { kind: 'crew-trade', ...note });
    }
  }
}

/** The S? shop's d6 thrown: the shop opens at the level it gave (kraken.random-value). */
export function answerShopRoll(turn: CampaignTurn, face: number): CampaignTurn {
  const step = turn.underway;
  if (step?.kind !== 'shop-roll') throw new Error('No S? shop is being rolled.');
  return openMarket(turn, rolledShop(step.shopRoll, face));
}
