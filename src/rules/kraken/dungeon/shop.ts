/**
 * One rule for what a trader deals in, wherever the crew meets it (Space Kraken §13 Map elements; kraken.shop,
 * kraken.ammo-dealer, kraken.modder, kraken.gambler, kraken.ship-systems, kraken.removing-crew): a shop met
 * during a crawl, phase 3's grade-5 shop, an event's shop and a short visit's shop are the same shop. Only
 * their grade and the location's difficulty differ (`shopTerms`, src/rules/tilemap/traders.ts); what they
 * trade in does not. Every trade of the crawl (src/rules/kraken/dungeon/trade.ts, stall.ts, shipStall.ts) and
 * of the campaign (src/rules/kraken/campaign/market.ts, turnMarket.ts) asks `dealRefusal` first.
 *
 * §13 Shops: items, weapons and ammo bought up to the grade limit (rare ones above it), anything sold for half,
 * a crew member hired up to the shop's grade or sold (§4 Removing a crew member), "You can buy new Ships and
 * Ship Systems here as well", and §11 "You can also sell your Ship and / or Ship Systems for half-price at
 * any Shop". An ammo dealer sells ammo only, and buys equipment "like in any shop"; a modder mods weapons and
 * buys equipment "like in any Shop"; a gambler plays for a piece, or buys equipment ("Spend an action here to
 * sell Equipment"). §6: the traders of events "offer you the same service as when you find them during
 * Dungeon Exploration".
 *
 * Reading (kraken.shop): the grade-5 shop of phase 3 is a shop in this full sense too; the book names it a
 * shop and gives it no narrower list, so it hires and sells crew and trades ships and ship systems as a
 * crawl's shop does.
 */

export type TraderKind = 'shop' | 'ammo-dealer' | 'modder' | 'gambler';

export type Deal =
  | 'buy-equipment'
  | 'sell-equipment'
  | 'buy-ammo'
  | 'hire-crew'
  | 'sell-crew'
  | 'buy-ship'
  | 'sell-ship'
  | 'buy-system'
  | 'sell-system'
  | 'mod'
  | 'gamble';

const DEALS: Readonly<Record<TraderKind, readonly Deal[]>> = {
  shop: [
    'buy-equipment',
    'sell-equipment',
    'buy-ammo',
    'hire-crew',
    'sell-crew',
    'buy-ship',
    'sell-ship',
    'buy-system',
    'sell-system',
  ],
  'ammo-dealer': ['buy-ammo', 'sell-equipment'],
  modder: ['mod', 'sell-equipment'],
  gambler: ['gamble', 'sell-equipment'],
};

/** Every deal this kind of trader makes, wherever it stands. */
export function dealsOf(kind: TraderKind): ReadonlySet<Deal> {
  return new Set(DEALS[kind]);
}

const DEAL_WORDS: Readonly<Record<Deal, string>> = {
  'buy-equipment': 'sells no equipment',
  'sell-equipment': 'buys no equipment',
  'buy-ammo': 'sells no ammo',
  'hire-crew': 'has no crew members for hire',
  'sell-crew': 'takes no crew members',
  'buy-ship': 'sells no ships',
  'sell-ship': 'buys no ships',
  'buy-system': 'sells no ship systems',
  'sell-system': 'buys no ship systems',
  mod: 'mods no weapons',
  gamble: 'does not gamble',
};

const RULE: Readonly<Record<TraderKind, string>> = {
  shop: 'kraken.shop',
  'ammo-dealer': 'kraken.ammo-dealer',
  modder: 'kraken.modder',
  gambler: 'kraken.gambler',
};

/** Why this trader does not make this deal (naming the rule), or null when it does. */
export function dealRefusal(kind: TraderKind, deal: Deal, name: string): string | null {
  return DEALS[kind].includes(deal) ? null : `${name} ${DEAL_WORDS[deal]} (${RULE[kind]}).`;
}
