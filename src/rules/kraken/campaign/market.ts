import type { Item } from '../../../content/schemas/item';
import type { Weapon } from '../../../content/schemas/weapon';
import {
  ammoDealerOffer,
  modWeapon,
  sellCrewPrice,
  sellPrice,
  shopAmmoPrice,
  shopPrice,
  shopTerms,
  type ShopTerms,
  type WeaponMod,
} from '../../tilemap/traders';
import { carryItem, putInSlot, SLOT_IDS, type SlotContent, type SlotId } from '../crew/inventory';
import { carryWeapon } from '../crew/weaponState';
import type { Catalogue } from '../dungeon/types';
import { withMagazines } from '../dungeon/trade';
import type { CampaignState } from './campaignState';
import { storageSlots } from './campaignShip';
import type { ShipCatalogue } from '../ship/state';
import { dealRefusal, deadPresetsOf, servingCrew, valueOfPiece } from '../dungeon/shop';
import {
  draftTemplate,
  hiredMember,
  hireGearRefusal,
  hireLevelRefusal,
  hireTotal,
  openHire,
  raiseHire,
  templateGearPrice,
  type HireDecision,
  type HireDraft,
} from '../dungeon/hire';

/**
 * A trader the campaign visits outside a dungeon exploration (Space Kraken §5 phase 3's grade-5 shop and
 * phase 4's short visit, §6 an event's trader): a shop, an ammo dealer or a modder, with the same prices
 * as in an exploration (src/rules/tilemap/traders.ts; kraken.shop, kraken.ammo-dealer, kraken.modder). The
 * crew buys for any living member's free slot or for the ship's storage, and sells from either; the credits
 * are the crew's. A shop also sells and buys ship systems (§7, §11) — `shipTrade.ts`.
 *
 * Readings:
 * - Phase 3's "grade 5 shop" sells up to grade 5 (grade 6 as rare equipment): the shop's grade with no
 *   location difficulty added, since it stands in no location.
 * - An event's trader of grade G: a shop of grade G (no location difficulty); an ammo dealer with ammo up
 *   to grade G; a modder as any modder.
 * - A short visit's trader has the grade its map prints and the location's difficulty, as in the crawl.
 */

export type Market =
  | { readonly kind: 'shop'; readonly name: string; readonly terms: ShopTerms }
  | { readonly kind: 'ammo-dealer'; readonly name: string; readonly ammoGrade: number }
  | { readonly kind: 'modder'; readonly name: string }
  /** `gifts`: what this gambler handed out during the visit (it never takes those back). */
  | { readonly kind: 'gambler'; readonly name: string; readonly gifts?: readonly string[] };

/** Where a piece is or goes: a crew member's slot, or the ship's storage (by its place in the list). */
export type Holder =
  | { readonly kind: 'crew'; readonly crewId: string; readonly slot: SlotId }
  | { readonly kind: 'storage'; readonly index: number };

export type MarketDecision =
  | { readonly type: 'market.buy'; readonly piece: string; readonly to: Holder }
  | { readonly type: 'market.sell'; readonly from: Holder }
  | { readonly type: 'market.ammo'; readonly weaponId: string; readonly to: Holder }
  | { readonly type: 'market.mod'; readonly from: Holder; readonly mod: WeaponMod };

/** The grade-5 shop of phase 3 (kraken.free-action). */
export const GRADE5_SHOP = 5;

export function shopMarket(name: string, grade: number, difficulty: number): Market {
  return { kind: 'shop', name, terms: shopTerms(grade, difficulty) };
}

export interface StockPiece {
  readonly kind: 'weapon' | 'item';
  readonly piece: Weapon | Item;
  readonly price: number;
  readonly rare: boolean;
}

/** What the shop sells, by grade then name (no dice: the pack's lists up to the shop's limit). */
export function marketStock(market: Market, catalogue: Catalogue): readonly StockPiece[] {
  if (market.kind !== 'shop') return [];
  const pieces = [
    ...catalogue.weapons.map((piece) => ({ kind: 'weapon' as const, piece })),
    ...catalogue.items.map((piece) => ({ kind: 'item' as const, piece })),
  ];
  return pieces
    .flatMap(({ kind, piece }) => {
      const price = shopPrice(market.terms, piece);
      return price.ok ? [{ kind, piece, price: price.price, rare: price.rare }] : [];
    })
    .sort((a, b) => a.piece.grade - b.piece.grade || a.piece.name.localeCompare(b.piece.name));
}

/** What a trade did, as data (the narration words it). */
export interface MarketNote {
  readonly action: 'bought' | 'sold' | 'ammo' | 'modded';
  /** The piece's name (for ammo: the weapon's). */
  readonly piece: string;
  readonly price: number;
  readonly magazines?: number;
  readonly mod?: WeaponMod;
}

type Done =
  | { readonly ok: true; readonly state: CampaignState; readonly note: MarketNote }
  | { readonly ok: false; readonly reason: string };

const no = (reason: string): Done => ({ ok: false, reason });

/** What a holder holds now (null: an empty slot, or a storage place past the end). */
export function heldAt(state: CampaignState, holder: Holder): SlotContent | null | undefined {
  if (holder.kind === 'storage') return state.storage[holder.index] ?? null;
  const member = state.crew.find((m) => m.id === holder.crewId && m.condition !== 'killed');
  return member === undefined ? undefined : member.inventory[holder.slot];
}

/** The state with the holder's content replaced (null empties it; a storage place appended when new). */
export function putAt(state: CampaignState, holder: Holder, content: SlotContent | null): CampaignState {
  if (holder.kind === 'storage') {
    const storage = [...state.storage];
    if (content === null) storage.splice(holder.index, 1);
    else if (holder.index < storage.length) storage[holder.index] = content;
    else storage.push(content);
    return { ...state, storage };
  }
  return {
    ...state,
    crew: state.crew.map((m) =>
      m.id === holder.crewId ? { ...m, inventory: putInSlot(m.inventory, holder.slot, content) } : m,
    ),
  };
}

/** Why a new piece may not go to this holder. */
function roomRefusal(ship: ShipCatalogue, state: CampaignState, to: Holder): string | null {
  if (to.kind === 'storage') {
    if (to.index !== state.storage.length) return 'A new piece goes at the end of the storage.';
    return state.storage.length >= storageSlots(ship, state.ship)
      ? `The ship's storage is full (${state.storage.length} boxes) (kraken.ship-systems).`
      : null;
  }
  const held = heldAt(state, to);
  if (held === undefined) return 'Only a living crew member can take a piece.';
  return held === null ? null : `That slot is not free (kraken.inventory).`;
}

function weaponById(state: CampaignState, catalogue: Catalogue, id: string): Weapon | undefined {
  for (const m of state.crew)
    for (const slot of SLOT_IDS) {
      const c = m.inventory[slot];
      if (c?.kind === 'weapon' && c.weapon.id === id) return c.weapon;
    }
  for (const c of state.storage) if (c.kind === 'weapon' && c.weapon.id === id) return c.weapon;
  return catalogue.weapons.find((w) => w.id === id);
}

/** The state after the trade, or the rule's reason for refusing it. */
export function marketTrade(
  market: Market,
  catalogue: Catalogue,
  ship: ShipCatalogue,
  state: CampaignState,
  d: MarketDecision,
): Done {
  switch (d.type) {
    case 'market.buy': {
      const deal = dealRefusal(market.kind, 'buy-equipment', market.name);
      if (deal !== null) return no(deal);
      if (market.kind !== 'shop') return no('Only a shop sells equipment (kraken.shop).');
      const weapon = catalogue.weapons.find((w) => w.id === d.piece);
      const piece = weapon ?? catalogue.items.find((i) => i.id === d.piece);
      if (piece === undefined) return no(`The shop has no "${d.piece}" in stock.`);
      const price = shopPrice(market.terms, piece);
      if (!price.ok) return no(`${price.reason} (kraken.shop)`);
      const found: StockPiece = {
        kind: weapon !== undefined ? 'weapon' : 'item',
        piece,
        price: price.price,
        rare: price.rare,
      };
      if (found.price > state.credits)
        return no(
          `Not enough credits: the ${found.piece.name} costs ${found.price}, the crew has ${state.credits} (kraken.shop).`,
        );
      const room = roomRefusal(ship, state, d.to);
      if (room !== null) return no(room);
      const content: SlotContent =
        found.kind === 'weapon' ? carryWeapon(found.piece as Weapon) : carryItem(found.piece as Item);
      return {
        ok: true,
        state: putAt({ ...state, credits: state.credits - found.price }, d.to, content),
        note: { action: 'bought', piece: found.piece.name, price: found.price },
      };
    }
    case 'market.sell': {
      const deal = dealRefusal(market.kind, 'sell-equipment', market.name);
      if (deal !== null) return no(deal);
      const held = heldAt(state, d.from);
      if (held === undefined || held === null) return no('There is nothing there to sell.');
      const value = valueOfPiece(held, (id) => weaponById(state, catalogue, id));
      if (value === null) return no('The trader cannot tell what these magazines are worth.');
      const price = sellPrice(value.value, { partUsed: value.partUsed });
      if (!price.ok) return no(`${price.reason} (kraken.shop)`);
      return {
        ok: true,
        state: putAt({ ...state, credits: state.credits + price.price }, d.from, null),
        note: { action: 'sold', piece: value.name, price: price.price },
      };
    }
    case 'market.ammo': {
      const deal = dealRefusal(market.kind, 'buy-ammo', market.name);
      if (deal !== null) return no(deal);
      if (market.kind === 'modder' || market.kind === 'gambler') return no('No ammo here (kraken.shop).');
      const weapon = weaponById(state, catalogue, d.weaponId);
      if (weapon?.ammo == null) return no('Only a weapon with an ammo count takes magazines (kraken.shop).');
      const offer =
        market.kind === 'shop'
          ? { ...shopAmmoPrice(market.terms, weapon.grade), magazines: 1 }
          : // Reading (kraken.ammo-dealer): an ammo dealer of grade G stocks ammo up to grade G (the
            // dealer's rule is difficulty + 1).
            ammoDealerOffer(market.ammoGrade - 1, weapon.grade);
      const rule = market.kind === 'shop' ? 'kraken.shop' : 'kraken.ammo-dealer';
      if (!offer.ok) return no(`${offer.reason} (${rule})`);
      if (offer.price > state.credits)
        return no(
          `Not enough credits: the ammo costs ${offer.price}, the crew has ${state.credits} (${rule}).`,
        );
      const held = heldAt(state, d.to);
      if (held === undefined) return no('Only a living crew member or the storage can take ammo.');
      if (d.to.kind === 'storage' && held === null) {
        const room = roomRefusal(ship, state, d.to);
        if (room !== null) return no(room);
      }
      const next = withMagazines(held, weapon.id, offer.magazines);
      if (next === null)
        return no(
          `No room there for ${offer.magazines} magazine(s) of the ${weapon.name} (kraken.inventory: two of one kind per slot, one spare beside its weapon).`,
        );
      return {
        ok: true,
        state: putAt({ ...state, credits: state.credits - offer.price }, d.to, next),
        note: { action: 'ammo', piece: weapon.name, price: offer.price, magazines: offer.magazines },
      };
    }
    case 'market.mod': {
      if (dealRefusal(market.kind, 'mod', market.name) !== null)
        return no('Only a modder mods weapons (kraken.modder).');
      const held = heldAt(state, d.from);
      if (held?.kind !== 'weapon') return no('There is no weapon there to mod (kraken.modder).');
      const weapon = held.weapon;
      const listed = catalogue.weapons.find((w) => w.id === weapon.id && w.unique !== true);
      const modded = modWeapon({
        weapon: {
          ammo: weapon.ammo,
          damage: weapon.damage,
          modded: weapon.name.endsWith('*'),
          listed: listed !== undefined,
        },
        mod: d.mod,
        gradePrice: listed?.price ?? 0,
      });
      if (!modded.ok) return no(`${modded.reason} (kraken.modder)`);
      if (modded.price > state.credits)
        return no(
          `Not enough credits: modding the ${weapon.name} costs ${modded.price}, the crew has ${state.credits} (kraken.modder).`,
        );
      const content: SlotContent = {
        ...held,
        weapon: { ...weapon, name: `${weapon.name}*`, ammo: modded.ammo, damage: modded.damage },
      };
      return {
        ok: true,
        state: putAt({ ...state, credits: state.credits - modded.price }, d.from, content),
        note: { action: 'modded', piece: weapon.name, price: modded.price, mod: d.mod },
      };
    }
  }
}

export function marketRefusal(
  market: Market,
  catalogue: Catalogue,
  ship: ShipCatalogue,
  state: CampaignState,
  d: MarketDecision,
): string | null {
  const done = marketTrade(market, catalogue, ship, state, d);
  return done.ok ? null : done.reason;
}

/**
 * §13 Shops, at a campaign shop as in a crawl's: hire a crew member of a Level up to the shop's grade for 10¢
 * per Level, never past 4 crew members (kraken.shop); sell one for 5¢ per Level (kraken.removing-crew).
 * Readings (kraken.shop): the crew counted against the 4 is the living crew, and a hire erases the dead still
 * on the sheet (§4: the dead are removed and erased), so the sheet never holds more than 4; before the erase
 * the crew collects what the dead carried into the ship's storage (§4: their equipment can be collected, free
 * outside a ground combat), as far as its free boxes go, and what finds no box stays with the dead; a preset
 * crew member who died is never hired again (§4), nor is a person already on the sheet hired twice (§3.3;
 * `hirePersonRefusal`, the shared shop rule); a builder cannot be sold while the build runs (§7: the assigned
 * crew cannot be removed); the last living crew member cannot be sold.
 */
export type CrewTrade =
  | { readonly type: 'market.crew.hire'; readonly template: string }
  | { readonly type: 'market.crew.sell'; readonly crewId: string };

export interface CrewDeal {
  readonly state: CampaignState;
  readonly action: 'hired' | 'sold';
  readonly crew: string;
  readonly level: number;
  readonly price: number;
  /** What the dead erased by this hire carried: collected into the ship's storage, or left with them. */
  readonly deadGear?: readonly DeadGear[];
}

/** One dead crew member's pieces, by name: those stored in the ship's storage and those that found no box. */
export interface DeadGear {
  readonly crew: string;
  readonly stored: readonly string[];
  readonly left: readonly string[];
}

/**
 * Space Kraken §4 (kraken.unconscious-killed): the dead on the sheet give up what they carried, in slot order,
 * into the ship's storage while it has a free box; the dead are then erased from the sheet. A hire at any shop
 * does this: the campaign's at once, a crawl's when the crew is back aboard (landing.ts).
 */
export function eraseTheDead(
  catalogue: Catalogue,
  ship: ShipCatalogue,
  state: CampaignState,
): { readonly state: CampaignState; readonly gear: readonly DeadGear[] } {
  const boxes = storageSlots(ship, state.ship);
  const storage = [...state.storage];
  const gear: DeadGear[] = [];
  for (const dead of state.crew.filter((m) => m.condition === 'killed')) {
    const stored: string[] = [];
    const left: string[] = [];
    for (const slot of SLOT_IDS) {
      const content = dead.inventory[slot];
      if (content === null) continue;
      const name = valueOfPiece(content, (id) => weaponById(state, catalogue, id))?.name ?? 'some magazines';
      if (storage.length < boxes) {
        storage.push(content);
        stored.push(name);
      } else left.push(name);
    }
    if (stored.length + left.length > 0) gear.push({ crew: dead.name, stored, left });
  }
  return { state: { ...state, storage, crew: state.crew.filter((m) => m.condition !== 'killed') }, gear };
}

/** A crew member sold (the hire goes step by step: `hireStart`, `hireStepRefusal`, `hireDone`). */
export function crewSale(
  market: Market,
  state: CampaignState,
  d: Extract<CrewTrade, { readonly type: 'market.crew.sell' }>,
): { readonly ok: true; readonly deal: CrewDeal } | { readonly ok: false; readonly reason: string } {
  const fail = (reason: string) => ({ ok: false as const, reason });
  const deal = dealRefusal(market.kind, 'sell-crew', market.name);
  if (deal !== null) return fail(deal);
  if (market.kind !== 'shop') return fail('Only a shop trades in crew members (kraken.shop).');
  const living = servingCrew(state.crew);
  const member = living.find((m) => m.id === d.crewId);
  if (member === undefined) return fail('That crew member is not on the ship.');
  if (living.length <= 1) return fail('The last crew member cannot be sold (kraken.removing-crew).');
  if (state.construction?.builders.includes(member.id) === true)
    return fail(
      `${member.name} is building the ${state.construction.what}: builders stay on it until it is done or cancelled (kraken.ship-construction).`,
    );
  const price = sellCrewPrice(member.level);
  return {
    ok: true,
    deal: {
      state: {
        ...state,
        credits: state.credits + price,
        crew: state.crew.filter((m) => m.id !== member.id),
      },
      action: 'sold',
      crew: member.name,
      level: member.level,
      price,
    },
  };
}

/**
 * §13 Shops, a hire started (kraken.shop): who the crew picked, if the shop hires them out to this crew at all
 * (§3.3, §3.5, §4: `hirePersonRefusal`; the 4 living; their lowest Level paid for). The Level, the gains and
 * the gear follow as steps (src/rules/kraken/dungeon/hire.ts).
 */
export function hireStart(
  market: Market,
  catalogue: Catalogue,
  state: CampaignState,
  templateId: string,
): { readonly ok: true; readonly draft: HireDraft } | { readonly ok: false; readonly reason: string } {
  const fail = (reason: string) => ({ ok: false as const, reason });
  const deal = dealRefusal(market.kind, 'hire-crew', market.name);
  if (deal !== null) return fail(deal);
  if (market.kind !== 'shop') return fail('Only a shop trades in crew members (kraken.shop).');
  const template = (catalogue.crew ?? []).find((c) => c.id === templateId);
  if (template === undefined) return fail('The shop has no such crew member for hire (kraken.shop).');
  const opened = openHire(template, state.crew, state.deadPresets, catalogue, market.terms, state.credits);
  return opened.ok ? opened : fail(opened.reason);
}

/** Why this step of the hire under way is refused, or null (the shared hire rule, kraken.shop). */
export function hireStepRefusal(
  market: Market,
  catalogue: Catalogue,
  state: CampaignState,
  draft: HireDraft,
  d: HireDecision,
): string | null {
  if (market.kind !== 'shop') return 'Only a shop trades in crew members (kraken.shop).';
  const living = servingCrew(state.crew);
  switch (d.type) {
    case 'hire.cancel':
      return null;
    case 'hire.level':
      return hireLevelRefusal(draft, d.level, market.terms, state.credits, living.length);
    case 'hire.gain': {
      const raised = raiseHire(draft, d.gain, catalogue.traits ?? [], living);
      return raised.ok ? null : raised.reason;
    }
    case 'hire.gear': {
      const template = draftTemplate(draft, catalogue);
      if (template === undefined) return 'The shop has no such crew member for hire (kraken.shop).';
      return hireGearRefusal(draft, d.take, templateGearPrice(template, catalogue), state.credits);
    }
  }
}

/**
 * The hire done (kraken.shop): the crew pays the Levels and, when taken, the template's gear, and the member
 * joins at the Level bought.
 * Space Kraken §4 (kraken.unconscious-killed): a dead crew member is removed from the team and erased, so the
 * new hire takes a place on the sheet a dead one still held; the 4-member limit (§3.3) is the sheet's. What the
 * dead carried is collected first, and a dead preset is noted: never hired again.
 */
export function hireDone(
  catalogue: Catalogue,
  ship: ShipCatalogue,
  state: CampaignState,
  draft: HireDraft,
  take: boolean,
): CrewDeal {
  const template = draftTemplate(draft, catalogue);
  const price = hireTotal(draft, take, template === undefined ? 0 : templateGearPrice(template, catalogue));
  const deadPresets = deadPresetsOf(state.crew, state.deadPresets, catalogue);
  const erased = eraseTheDead(catalogue, ship, state);
  const member = hiredMember(draft, take, draft.template);
  return {
    state: {
      ...erased.state,
      credits: state.credits - price,
      crew: [...erased.state.crew, member],
      deadPresets,
    },
    action: 'hired',
    crew: member.name,
    level: member.level,
    price,
    ...(erased.gear.length === 0 ? {} : { deadGear: erased.gear }),
  };
}
