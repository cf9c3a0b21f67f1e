import type { Item, ItemKind } from '../../../content/schemas/item';
import type { CarriedWeapon } from './weaponState';
import { loadMagazine } from './weaponState';

/**
 * A crew member's six inventory slots (Space Kraken §4, Crew member inventory; kraken.inventory): two
 * hands, L and R, and four backpack slots, 1 to 4. Any weapon, item or armour fits in any slot; a slot
 * can instead hold two magazines of one kind; a weapon's slot has room for one spare magazine of its own.
 */

export const HAND_SLOTS = ['L', 'R'] as const;
export const BACKPACK_SLOTS = ['1', '2', '3', '4'] as const;
export const SLOT_IDS = [...HAND_SLOTS, ...BACKPACK_SLOTS] as const;
export type HandSlot = (typeof HAND_SLOTS)[number];
export type SlotId = (typeof SLOT_IDS)[number];

export interface CarriedItem {
  readonly kind: 'item';
  readonly item: Item;
  /** Uses left of a U item; null when it is not used up. */
  readonly usesLeft: number | null;
  /**
   * Armour and shields: whether this one is worn/active. One jacket, one helmet, one physical shield (in a
   * hand) and one flash or energy shield can be active at a time (kraken.armor, kraken.personal-shields).
   */
  readonly active: boolean;
}

/** Magazines for one weapon (by content id): at most two share a slot. */
export interface MagazineStack {
  readonly kind: 'magazines';
  readonly weaponId: string;
  readonly count: number;
}

export type SlotContent = CarriedWeapon | CarriedItem | MagazineStack;
export type Inventory = Readonly<Record<SlotId, SlotContent | null>>;

export const EMPTY_INVENTORY: Inventory = { L: null, R: null, '1': null, '2': null, '3': null, '4': null };

/** Items start active when they are armour or a shield; a U item starts with all its uses. */
export function carryItem(item: Item, active = true): CarriedItem {
  return { kind: 'item', item, usesLeft: item.uses ?? null, active: active && isWearable(item.kind) };
}

const WEARABLE: readonly ItemKind[] = ['armor-jacket', 'helmet', 'physical-shield', 'shield-a', 'shield-b'];

export function isWearable(kind: ItemKind): boolean {
  return WEARABLE.includes(kind);
}

export function isHand(slot: SlotId): slot is HandSlot {
  return slot === 'L' || slot === 'R';
}

/**
 * Backpack slots a crew member can fill without overload: one per 2 full points of Strength, at most the 4
 * printed slots. Reading (kraken.strength): pairs are counted whole, so Strength 5 gives 2.
 */
export function backpackCapacity(strength: number): number {
  return Math.min(BACKPACK_SLOTS.length, Math.max(0, Math.floor(strength / 2)));
}

/** Pieces carried without overload: both hands plus the backpack capacity. */
export function carryCapacity(strength: number): number {
  return HAND_SLOTS.length + backpackCapacity(strength);
}

/** Occupied slots (magazine slots count: they take up the slot like any equipment). */
export function carriedCount(inventory: Inventory): number {
  return SLOT_IDS.filter((slot) => inventory[slot] !== null).length;
}

function backpackUsed(inventory: Inventory): number {
  return BACKPACK_SLOTS.filter((slot) => inventory[slot] !== null).length;
}

/**
 * Pieces carried beyond capacity (§4 Overload; kraken.inventory reading: hands are always usable, only the
 * backpack can overflow). 0, 1 or 2 are legal; more is refused by validateCrew.
 */
export function overloadOf(inventory: Inventory, strength: number): number {
  return Math.max(0, backpackUsed(inventory) - backpackCapacity(strength));
}

/** The penalty to ground combat Melee and Ranged attack rolls: 1 or 2 over capacity gives −1 or −2. */
export function overloadPenalty(overload: number): number {
  return Math.min(2, Math.max(0, overload));
}

export function weaponsInHands(inventory: Inventory): readonly { slot: HandSlot; weapon: CarriedWeapon }[] {
  const found: { slot: HandSlot; weapon: CarriedWeapon }[] = [];
  for (const slot of HAND_SLOTS) {
    const content = inventory[slot];
    if (content?.kind === 'weapon') found.push({ slot, weapon: content });
  }
  return found;
}

export function itemsCarried(inventory: Inventory): readonly { slot: SlotId; item: CarriedItem }[] {
  const found: { slot: SlotId; item: CarriedItem }[] = [];
  for (const slot of SLOT_IDS) {
    const content = inventory[slot];
    if (content?.kind === 'item') found.push({ slot, item: content });
  }
  return found;
}

/** Armour items that count now: active ones, and a physical shield only while held in a hand. */
export function activeArmourItems(inventory: Inventory): readonly CarriedItem[] {
  return itemsCarried(inventory)
    .filter(({ slot, item }) => {
      if (!item.active) return false;
      if (item.item.kind === 'physical-shield') return isHand(slot);
      return item.item.kind === 'armor-jacket' || item.item.kind === 'helmet';
    })
    .map(({ item }) => item);
}

/** The active flash (A) or energy (B) shield, if any; it works from any slot (kraken.personal-shields). */
export function activeShieldItem(inventory: Inventory): CarriedItem | null {
  const shield = itemsCarried(inventory).find(
    ({ item }) => item.active && (item.item.kind === 'shield-a' || item.item.kind === 'shield-b'),
  );
  return shield?.item ?? null;
}

/** The strongest shield charger carried: only one works per combat turn (kraken.shield-charger). */
export function bestShieldCharge(inventory: Inventory): number {
  return itemsCarried(inventory)
    .filter(({ item }) => item.item.kind === 'shield-charger')
    .reduce((best, { item }) => Math.max(best, item.item.charge ?? 0), 0);
}

/** The bonus of one PSI item: only one applies to an attempt, so the best one (kraken.psi-check). */
export function bestPsiItemBonus(inventory: Inventory): number {
  return itemsCarried(inventory).reduce((best, { item }) => Math.max(best, item.item.psiBonus ?? 0), 0);
}

/** Swaps two slots' contents (rearranging is free out of combat, an action in combat: kraken.exchange). */
export function swapSlots(inventory: Inventory, a: SlotId, b: SlotId): Inventory {
  return { ...inventory, [a]: inventory[b], [b]: inventory[a] };
}

/**
 * A copy with one slot changed. Written out field by field: V8 treats the digit keys '1'–'4' as array
 * indices, which makes a computed-key spread about thirty times slower, and this runs on every shot of the
 * fight simulator.
 */
export function putInSlot(inventory: Inventory, slot: SlotId, content: SlotContent | null): Inventory {
  return {
    L: slot === 'L' ? content : inventory.L,
    R: slot === 'R' ? content : inventory.R,
    '1': slot === '1' ? content : inventory['1'],
    '2': slot === '2' ? content : inventory['2'],
    '3': slot === '3' ? content : inventory['3'],
    '4': slot === '4' ? content : inventory['4'],
  };
}

/**
 * Reload a weapon from the crew member's own magazines (kraken.reload): the spare magazine beside it,
 * or a magazine slot for the same weapon. The weapon is filled; leftover ammo in it is lost. Returns the
 * new inventory, or a sentence saying why it cannot be done.
 */
export function reloadFromInventory(
  inventory: Inventory,
  weaponSlot: SlotId,
  source: SlotId | 'spare',
): { ok: true; inventory: Inventory } | { ok: false; reason: string } {
  const carried = inventory[weaponSlot];
  if (carried?.kind !== 'weapon') return { ok: false, reason: `Slot ${weaponSlot} holds no weapon.` };
  const name = carried.weapon.name;
  if (carried.weapon.ammo === null) return { ok: false, reason: `${name} has unlimited ammo.` };
  if (source === 'spare') {
    if (!carried.spareMagazine) return { ok: false, reason: `${name} has no spare magazine beside it.` };
    return {
      ok: true,
      inventory: putInSlot(inventory, weaponSlot, { ...loadMagazine(carried), spareMagazine: false }),
    };
  }
  const stack = inventory[source];
  if (stack?.kind !== 'magazines' || stack.weaponId !== carried.weapon.id) {
    return { ok: false, reason: `Slot ${source} holds no magazine for ${name}.` };
  }
  const left: MagazineStack | null = stack.count > 1 ? { ...stack, count: stack.count - 1 } : null;
  return {
    ok: true,
    inventory: putInSlot(putInSlot(inventory, source, left), weaponSlot, loadMagazine(carried)),
  };
}

/** Magazines carried for a weapon id: in magazine slots and beside weapons of that id. */
export function magazinesFor(inventory: Inventory, weaponId: string): number {
  let count = 0;
  for (const slot of SLOT_IDS) {
    const content = inventory[slot];
    if (content?.kind === 'magazines' && content.weaponId === weaponId) count += content.count;
    if (content?.kind === 'weapon' && content.weapon.id === weaponId && content.spareMagazine) count += 1;
  }
  return count;
}

/**
 * Uses one charge of the item in `slot` (kraken.use-up): a U item loses a use and is erased when none are
 * left; other items are unchanged. Returns null when the slot holds no item.
 */
export function useItemInSlot(inventory: Inventory, slot: SlotId): Inventory | null {
  const content = inventory[slot];
  if (content?.kind !== 'item') return null;
  if (content.usesLeft === null) return inventory;
  const left = content.usesLeft - 1;
  return putInSlot(inventory, slot, left > 0 ? { ...content, usesLeft: left } : null);
}
