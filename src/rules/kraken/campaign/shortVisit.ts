import { mapIndexForId } from '../../tilemap/dungeonSteps';
import { buildGraph } from '../../tilemap/spaces';
import { shopMarket, type Market } from './market';
import type { CampaignContent, CampaignTurn } from './turn.types';

/**
 * Space Kraken §5 phase 4, the short visit (kraken.short-visit, kraken.teleporter): a ship with a working
 * Teleporter may send the crew to a trader — a shop, an ammo dealer, a Quest Master, a gambler or a modder —
 * on a CLEARED map of a location on the Starmap log, if the teleporter reaches that map (its number is at
 * most the location's teleport range). The crew does one trader's business there and comes back.
 *
 * Readings (kraken.short-visit):
 * - "One of these actions" is one trader visited; at a shop the crew may buy and sell as it likes before
 *   it leaves, as at a shop in the crawl.
 * - A shop whose grade the map leaves to chance ("S?") had its grade only for that exploration: it is not
 *   offered for a short visit.
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
  /** The printed grade of a shop (null for the others). */
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
          if (trader === 'shop' && typeof value !== 'number') continue;
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

/** The trader a visit opens (a Quest Master is a quest offer, not a market: null). */
export function visitMarket(option: VisitOption): Market | null {
  const name = `${TRADER_NAMES[option.trader]} on map ${option.map} of ${option.location}`;
  switch (option.trader) {
    case 'shop':
      return shopMarket(name, option.grade ?? 0, option.difficulty);
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
