import { mapIndexForId } from '../../tilemap/dungeonSteps';
import { randomValue } from '../../tilemap/elements';
import { buildGraph } from '../../tilemap/spaces';
import { needTable, type RollNeed } from '../crew/rolls';
import { shopMarket, type Market } from './market';
import type { CampaignContent, CampaignTurn, ShopRoll } from './turn.types';

/**
 * Space Kraken §5 phase 4, the short visit (kraken.short-visit, kraken.teleporter): a ship with a working
 * Teleporter may send the crew to a trader — a shop, an ammo dealer, a Quest Master, a gambler or a modder —
 * on a CLEARED map of a location on the Starmap log, if the teleporter reaches that map (its number is at
 * most the location's teleport range). The crew does one trader's business there and comes back.
 *
 * Readings (kraken.short-visit):
 * - "One of these actions" is one trader visited; at a shop the crew may buy and sell as it likes before
 *   it leaves, as at a shop in the crawl.
 * - A shop whose grade the map leaves to chance ("S?") is offered like the others; §13 Shops: "If you return
 *   to it … for a short visit" its level is determined again — a d6 halved, rounded up (kraken.random-value),
 *   thrown when the crew arrives, before it trades.
 */

export type VisitTrader = 'shop' | 'ammo-dealer' | 'quest-master' | 'modder' | 'gambler';
const TRADERS: readonly string[] = ['shop', 'ammo-dealer', 'quest-master', 'modder', 'gambler'];

export interface VisitOption {
  /** The location's Starmap key. */
  readonly key: string;
  readonly location: string;
  readonly map: number;
  /** The element's key on the map. */
  readonly element: string;
  readonly trader: VisitTrader;
  /** The printed grade of a shop (null for an S? shop, whose grade is rolled on arrival, and for the others). */
  readonly grade: number | null;
  readonly difficulty: number;
}

/** The traders a short visit may reach now (none without a working teleporter: the caller checks). */
export function visitOptions(turn: CampaignTurn, content: CampaignContent): readonly VisitOption[] {
  const out: VisitOption[] = [];
  for (const logged of turn.campaign.starmap) {
    const visit = turn.visits[logged.key];
    if (visit === undefined) continue;
    const type = content.locationTypes.find((t) => t.id === logged.location.type);
    if (type === undefined || type.maps.length === 0) continue;
    for (const map of visit.record.cleared) {
      if (map < 1 || map > logged.location.teleport) continue;
      const mapId = visit.mapIds[map - 1] ?? logged.location.mapIds?.[map - 1] ?? null;
      if (mapId === null) continue;
      const tileMap = content.maps.find((m) => m.id === type.maps[mapIndexForId(mapId, type.maps.length)]);
      if (tileMap === undefined) continue;
      for (const space of buildGraph(tileMap).spaces.values())
        for (const placed of space.elements) {
          const trader = placed.element.type;
          if (!TRADERS.includes(trader)) continue;
          const value = placed.element.value;
          out.push({
            key: logged.key,
            location: logged.name,
            map,
            element: placed.key,
            trader: trader as VisitTrader,
            grade: trader === 'shop' && typeof value === 'number' ? value : null,
            difficulty: logged.location.difficulty,
          });
        }
    }
  }
  return out;
}

/** Where a visit stands: on map N of a location. */
function traderName(trader: VisitTrader, map: number, location: string): string {
  return `${TRADER_NAMES[trader]} on map ${map} of ${location}`;
}

/** An S? shop on a short visit: its level is rolled first (§13 Shops, kraken.random-value). */
export function shopRollOf(option: VisitOption): ShopRoll | null {
  if (option.trader !== 'shop' || option.grade !== null) return null;
  const { key, location, map, element, difficulty } = option;
  return { key, location, map, element, difficulty };
}

/** The d6 an S? shop's level waits for. */
export function shopRollNeed(turn: CampaignTurn): RollNeed | null {
  const step = turn.underway;
  if (step?.kind !== 'shop-roll') return null;
  return needTable(
    'visit.shop-level',
    `The S? shop's level on map ${step.shopRoll.map} of ${step.shopRoll.location}: a d6, halved and rounded up`,
    'kraken.random-value',
    'd6',
  );
}

/** The S? shop with the level its d6 gave: 1-2 → 1, 3-4 → 2, 5-6 → 3. */
export function rolledShop(roll: ShopRoll, face: number): Market {
  const grade = randomValue(face);
  const name = `${traderName('shop', roll.map, roll.location)} (S? rolled: grade ${grade})`;
  return shopMarket(name, grade, roll.difficulty);
}

/** The trader a visit opens (a Quest Master is a quest offer, not a market: null; an S? shop is rolled first). */
export function visitMarket(option: VisitOption): Market | null {
  const name = traderName(option.trader, option.map, option.location);
  switch (option.trader) {
    case 'shop':
      return option.grade === null ? null : shopMarket(name, option.grade, option.difficulty);
    case 'ammo-dealer':
      // The crawl's ammo dealer: ammo up to grade location difficulty + 1 (kraken.ammo-dealer).
      return { kind: 'ammo-dealer', name, ammoGrade: option.difficulty + 1 };
    case 'modder':
      return { kind: 'modder', name };
    case 'gambler':
      return { kind: 'gambler', name };
    case 'quest-master':
      return null;
  }
}

export const TRADER_NAMES: Readonly<Record<VisitTrader, string>> = {
  shop: 'The shop',
  'ammo-dealer': 'The ammo dealer',
  'quest-master': 'The Quest Master',
  modder: 'The modder',
  gambler: 'The gambler',
};
