import type { Item } from '../../../content/schemas/item';
import type { Weapon } from '../../../content/schemas/weapon';
import { SLOT_IDS, carryItem, putInSlot, type SlotContent } from '../crew/inventory';
import { carryWeapon } from '../crew/weaponState';
import {
  ammoDealerOffer,
  sellPrice,
  shopAmmoPrice,
  shopPrice,
  shopTerms,
  type ShopTerms,
} from '../../tilemap/traders';
import { deployedSheets } from './crewSync';
import { standingGraph } from './graphs';
import { knownValue } from './elementValue';
import type { Offer } from './types';
import type { DungeonJournalEntry, DungeonState, TypedEvent, TradeDecision } from './types';

/**
 * Trading where the team stands, once it has spent the action to visit the stall (kraken.shop,
 * kraken.ammo-dealer): buying the pack's pieces up to the shop's grade (rare ones at double price), selling
 * what the crew carries for half its value, buying magazines. No dice; credits and crew sheets change.
 */

export interface Stand {
  readonly key: string;
  readonly code: string;
  readonly kind: 'shop' | 'ammo-dealer';
  /** A shop's terms; null at an ammo dealer (ammo only). */
  readonly terms: ShopTerms | null;
}

export interface StockPiece {
  readonly kind: 'weapon' | 'item';
  readonly piece: Weapon | Item;
  readonly price: number;
  readonly rare: boolean;
}

type Result =
  { readonly ok: true; readonly context: DungeonState } | { readonly ok: false; readonly reason: string };

const TRADE_TYPES: readonly string[] = ['shop.buy', 'shop.sell', 'shop.ammo'];

export function isTrade(event: TypedEvent): event is TradeDecision {
  return TRADE_TYPES.includes(event.type);
}

/** The visited shop or ammo dealer on the team's space, if any. */
export function standHere(context: DungeonState): Stand | null {
  const exploration = context.exploration;
  const graph = standingGraph(context);
  if (exploration === null || graph === null || exploration.transit !== null || exploration.ended !== null)
    return null;
  for (const placed of graph.spaces.get(exploration.position)?.elements ?? []) {
    const type = placed.element.type;
    if (type !== 'shop' && type !== 'ammo-dealer') continue;
    const visited = context.notes.some(
      (n) => n.kind === 'trader' && n.mapNumber === exploration.mapNumber && n.key === placed.key,
    );
    if (!visited) continue;
    const difficulty = exploration.location.difficulty;
    const terms =
      type === 'shop'
        ? shopTerms(knownValue(exploration, placed.key, placed.element.value, {}), difficulty)
        : null;
    return { key: placed.key, code: placed.element.code, kind: type, terms };
  }
  return null;
}

/** The shop's stock: the pack's pieces it may sell, sorted by grade then name (deterministic, no dice). */
export function stockOf(context: DungeonState, stand: Stand): readonly StockPiece[] {
  const terms = stand.terms;
  if (terms === null) return [];
  const pieces = [
    ...context.catalogue.weapons.map((piece) => ({ kind: 'weapon' as const, piece })),
    ...context.catalogue.items.map((piece) => ({ kind: 'item' as const, piece })),
  ];
  return pieces
    .flatMap(({ kind, piece }) => {
      const price = shopPrice(terms, piece);
      return price.ok ? [{ kind, piece, price: price.price, rare: price.rare }] : [];
    })
    .sort((a, b) => a.piece.grade - b.piece.grade || a.piece.name.localeCompare(b.piece.name));
}

/** Every weapon the team or the pack knows, by id: ammo is bought for a named weapon. */
function weaponById(context: DungeonState, id: string): Weapon | undefined {
  for (const sheet of context.sheets) {
    for (const slot of SLOT_IDS) {
      const content = sheet.inventory[slot];
      if (content?.kind === 'weapon' && content.weapon.id === id) return content.weapon;
    }
  }
  return context.catalogue.weapons.find((w) => w.id === id);
}

/** The slot once `count` magazines for `weaponId` are put in it, or null when they do not fit. */
export function withMagazines(
  content: SlotContent | null,
  weaponId: string,
  count: number,
): SlotContent | null {
  if (content === null) return { kind: 'magazines', weaponId, count };
  if (content.kind === 'magazines' && content.weaponId === weaponId && content.count + count <= 2)
    return { ...content, count: content.count + count };
  if (content.kind === 'weapon' && content.weapon.id === weaponId && !content.spareMagazine && count === 1)
    return { ...content, spareMagazine: true };
  return null;
}

export function valueOf(
  context: DungeonState,
  content: SlotContent,
): { value: number; partUsed: boolean } | null {
  switch (content.kind) {
    case 'weapon':
      return { value: content.weapon.price, partUsed: false };
    case 'item':
      return {
        value: content.item.price,
        partUsed: content.usesLeft !== null && content.usesLeft < (content.item.uses ?? 0),
      };
    case 'magazines': {
      const weapon = weaponById(context, content.weaponId);
      return weapon === undefined ? null : { value: weapon.grade * content.count, partUsed: false };
    }
  }
}

function nameOf(context: DungeonState, content: SlotContent): string {
  if (content.kind === 'weapon') return content.weapon.name;
  if (content.kind === 'item') return content.item.name;
  const weapon = weaponById(context, content.weaponId)?.name ?? content.weaponId;
  return `${content.count === 1 ? 'a magazine' : `${content.count} magazines`} for the ${weapon}`;
}

/** The context after the trade, or the rule's reason for refusing it. */
export function trade(context: DungeonState, event: TradeDecision): Result {
  const no = (reason: string): Result => ({ ok: false, reason });
  const stand = standHere(context);
  if (stand?.key !== event.key)
    return no('Trading needs a visited shop or ammo dealer where the team stands (kraken.shop).');
  const sheet = deployedSheets(context).find((s) => s.id === event.crewId);
  if (sheet === undefined) return no('Only a crew member down here can trade.');
  const held = sheet.inventory[event.slot];
  const put = (content: SlotContent | null, credits: number, line: DungeonJournalEntry): Result => ({
    ok: true,
    context: {
      ...context,
      credits,
      sheets: context.sheets.map((s) =>
        s.id === sheet.id ? { ...s, inventory: putInSlot(s.inventory, event.slot, content) } : s,
      ),
      journal: [...context.journal, line],
    },
  });
  switch (event.type) {
    case 'shop.buy': {
      if (stand.terms === null) return no('An ammo dealer sells only ammo (kraken.ammo-dealer).');
      const found = stockOf(context, stand).find((s) => s.piece.id === event.piece);
      if (found === undefined) {
        const known = [...context.catalogue.weapons, ...context.catalogue.items].find(
          (p) => p.id === event.piece,
        );
        if (known === undefined) return no(`The shop has no "${event.piece}" in stock.`);
        const why = shopPrice(stand.terms, known);
        return no(`${why.ok ? 'Not for sale here.' : why.reason} (kraken.shop)`);
      }
      if (found.price > context.credits)
        return no(
          `Not enough credits: the ${found.piece.name} costs ${found.price}, the team has ${context.credits} (kraken.shop).`,
        );
      if (held !== null) return no(`${sheet.name}'s slot ${event.slot} is not free (kraken.inventory).`);
      const content: SlotContent =
        found.kind === 'weapon' ? carryWeapon(found.piece as Weapon) : carryItem(found.piece as Item);
      return put(content, context.credits - found.price, {
        kind: 'bought',
        crew: sheet.name,
        piece: found.piece.name,
        grade: found.piece.grade,
        price: found.price,
        rare: found.rare,
        slot: event.slot,
      });
    }
    case 'shop.sell': {
      if (held === null) return no(`${sheet.name} carries nothing in slot ${event.slot}.`);
      const value = valueOf(context, held);
      if (value === null) return no('The shop cannot tell what these magazines are worth.');
      const price = sellPrice(value.value, { partUsed: value.partUsed });
      if (!price.ok) return no(`${price.reason} (kraken.shop)`);
      return put(null, context.credits + price.price, {
        kind: 'sold',
        crew: sheet.name,
        what: nameOf(context, held),
        price: price.price,
      });
    }
    case 'shop.ammo': {
      const weapon = weaponById(context, event.weaponId);
      if (weapon?.ammo == null) return no('Only a weapon with an ammo count takes magazines (kraken.shop).');
      const offer =
        stand.terms === null
          ? ammoDealerOffer(context.exploration?.location.difficulty ?? 0, weapon.grade)
          : { ...shopAmmoPrice(stand.terms, weapon.grade), magazines: 1 };
      if (!offer.ok)
        return no(`${offer.reason} (${stand.kind === 'shop' ? 'kraken.shop' : 'kraken.ammo-dealer'})`);
      if (offer.price > context.credits)
        return no(
          `Not enough credits: the ammo costs ${offer.price}, the team has ${context.credits} (kraken.shop).`,
        );
      const next = withMagazines(held, weapon.id, offer.magazines);
      if (next === null)
        return no(
          `Slot ${event.slot} has no room for ${offer.magazines} magazine(s) of the ${weapon.name} (kraken.inventory: two of one kind per slot, one spare beside its weapon).`,
        );
      return put(next, context.credits - offer.price, {
        kind: 'ammo-bought',
        crew: sheet.name,
        weapon: weapon.name,
        magazines: offer.magazines,
        price: offer.price,
        slot: event.slot,
      });
    }
  }
}

export function tradeProblem(context: DungeonState, event: TypedEvent): string | null {
  if (!isTrade(event)) return 'That is not a trade.';
  const done = trade(context, event);
  return done.ok ? null : done.reason;
}

export function applyTrade(context: DungeonState, event: TypedEvent): Partial<DungeonState> {
  if (!isTrade(event)) return {};
  const done = trade(context, event);
  return done.ok ? done.context : {};
}

/** The trades on offer where the team stands, each one the machine would take now. */
export function tradeOffers(context: DungeonState): readonly Offer[] {
  const stand = standHere(context);
  if (stand === null) return [];
  const rule = stand.kind === 'shop' ? 'kraken.shop' : 'kraken.ammo-dealer';
  const team = deployedSheets(context).filter((s) => s.condition === 'conscious');
  const offers: Offer[] = [];
  const add = (id: string, label: string, event: TradeDecision) => {
    if (trade(context, event).ok) offers.push({ id, label, event, rule });
  };
  for (const stock of stockOf(context, stand)) {
    const buyer = team.find((s) => SLOT_IDS.some((slot) => s.inventory[slot] === null));
    const slot = SLOT_IDS.find((id) => buyer?.inventory[id] === null);
    if (buyer === undefined || slot === undefined) continue;
    add(
      `buy-${stock.piece.id}`,
      `Buy the ${stock.piece.name} (grade ${stock.piece.grade}, ${stock.price} credits${stock.rare ? ', rare' : ''}) for ${buyer.name}`,
      { type: 'shop.buy', key: stand.key, piece: stock.piece.id, crewId: buyer.id, slot },
    );
  }
  for (const sheet of team) {
    for (const slot of SLOT_IDS) {
      const content = sheet.inventory[slot];
      if (content === null) continue;
      if (content.kind === 'weapon' && content.weapon.ammo !== null) {
        const weaponId = content.weapon.id;
        const room = [slot, ...SLOT_IDS.filter((s) => s !== slot)].find(
          (s) =>
            trade(context, { type: 'shop.ammo', key: stand.key, weaponId, crewId: sheet.id, slot: s }).ok,
        );
        if (room !== undefined)
          add(`ammo-buy-${sheet.id}-${slot}`, `Buy ammo for ${sheet.name}'s ${content.weapon.name}`, {
            type: 'shop.ammo',
            key: stand.key,
            weaponId,
            crewId: sheet.id,
            slot: room,
          });
      }
      add(`sell-${sheet.id}-${slot}`, `Sell ${sheet.name}'s ${nameOf(context, content)}`, {
        type: 'shop.sell',
        key: stand.key,
        crewId: sheet.id,
        slot,
      });
    }
  }
  return offers;
}
