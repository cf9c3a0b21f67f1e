import type { Item } from '../../../content/schemas/item';
import type { Modifier, ModifierTarget } from '../../../content/schemas/modifier';
import type { Inventory, SlotContent, SlotId } from './inventory';
import { SLOT_IDS, isHand, isWearable } from './inventory';

/**
 * Numeric modifiers a crew member's traits and carried items give (content `modifiers`, see
 * src/content/schemas/modifier.ts; Space Kraken §3.5 Crew traits, §4 Non compatible items,
 * kraken.crew-traits, kraken.item-restrictions). The fight reads them through `modifierTotal` wherever a
 * roll, a damage or the armour they name is worked out, so the odds shown before a roll include them.
 */

/** A limit group: items of one group do not add up on a crew member, or only one is allowed per team. */
export interface ItemLimitGroup {
  readonly group: string;
  readonly per: 'crew-member' | 'team';
}

/** Lower-case letters only, so "German Tool-set" and "german toolset" match. */
function squash(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * The limit group of an item (§4 Non compatible items): the item's own `limit` when the pack gives one,
 * else by the book's names — Tool set and German Tool set (one helps each crew member) and the Mobile
 * transmitter (one per team).
 */
export function itemLimitGroup(item: Item): ItemLimitGroup | null {
  const declared = (item as { readonly limit?: ItemLimitGroup | undefined }).limit;
  if (declared !== undefined) return declared;
  const name = squash(item.name);
  if (name === 'toolset' || name === 'germantoolset') return { group: 'tool-set', per: 'crew-member' };
  if (name === 'mobiletransmitter') return { group: 'mobile-transmitter', per: 'team' };
  return null;
}

/** The modifiers a prototype effect put on a weapon or item (`applyPrototype`, prototypes.ts), if any. */
function prototypeModifiers(piece: object): readonly Modifier[] {
  const marks = (piece as { readonly prototype?: { readonly modifiers?: readonly Modifier[] } }).prototype;
  return marks?.modifiers ?? [];
}

/**
 * Whether a carried item gives its modifiers now: worn armour and shields only while active, a physical
 * shield only in a hand (as `activeArmourItems` counts it); any other item while it is carried.
 */
function itemCounts(slot: SlotId, content: SlotContent): content is Extract<SlotContent, { kind: 'item' }> {
  if (content.kind !== 'item') return false;
  if (!isWearable(content.item.kind)) return true;
  if (!content.active) return false;
  return content.item.kind !== 'physical-shield' || isHand(slot);
}

/**
 * What the modifiers read of a crew member: their traits' modifiers and what they carry. crew.ts's
 * `CrewMember` has both; it is named here so that the crew rules import the modifiers, never the reverse.
 */
export interface ModifierBearer {
  readonly traits: readonly { readonly modifiers?: readonly Modifier[] | undefined }[];
  readonly inventory: Inventory;
}

function amountTo(modifiers: readonly Modifier[] | undefined, to: ModifierTarget): number {
  return (modifiers ?? []).reduce((sum, modifier) => (modifier.to === to ? sum + modifier.amount : sum), 0);
}

/**
 * The sum of every modifier to `to` the crew member has: each trait's, and each carried item's that counts
 * now (see `itemCounts`), plus those a prototype effect put on a carried weapon or item. Items of one
 * crew-member limit group do not add up (§4 Non compatible items: one tool set helps): of each group only
 * the best amount counts. A negative amount is a penalty.
 */
export function modifierTotal(crew: ModifierBearer, to: ModifierTarget): number {
  let total = crew.traits.reduce((sum, trait) => sum + amountTo(trait.modifiers, to), 0);
  let groups: Map<string, number> | null = null;
  for (const slot of SLOT_IDS) {
    const content = crew.inventory[slot];
    if (content === null) continue;
    if (content.kind === 'weapon') {
      total += amountTo(prototypeModifiers(content.weapon), to);
      continue;
    }
    if (!itemCounts(slot, content)) continue;
    const amount = amountTo(content.item.modifiers, to) + amountTo(prototypeModifiers(content.item), to);
    if (amount === 0) continue;
    const limit = itemLimitGroup(content.item);
    if (limit?.per !== 'crew-member') {
      total += amount;
      continue;
    }
    groups ??= new Map<string, number>();
    const best = groups.get(limit.group);
    groups.set(limit.group, best === undefined ? amount : Math.max(best, amount));
  }
  if (groups !== null) for (const amount of groups.values()) total += amount;
  return total;
}

/** The sum of `modifierTotal` over several crew members (a roll the whole crew makes together). */
export function crewModifierTotal(crew: readonly ModifierBearer[], to: ModifierTarget): number {
  return crew.reduce((sum, member) => sum + modifierTotal(member, to), 0);
}
