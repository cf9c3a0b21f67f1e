import type { CrewMember } from '../crew/crew';
import type { Fight } from './combatTypes';
import type { Inventory, SlotId } from '../crew/inventory';
import { applyHpChange, crewMaxHp, crewShield } from '../crew/crew';
import { overloadOf, putInSlot, useItemInSlot } from '../crew/inventory';
import { modifierTotal } from '../crew/modifiers';
import { healingIn } from '../crew/oxygen';
import { actingCrew, actionRefusal, markActed } from './combatActions';
import { crewById, journaled, replaceCrew, withStatus } from './combatFlow';

/**
 * The Use item and Rearrange and exchange actions (Space Kraken §14, Combat actions; kraken.use-item,
 * kraken.exchange, kraken.use-up, kraken.shield-charger, kraken.atmospheres).
 */

/** The most pieces over capacity anyone may carry (kraken.overload: one or two, with a penalty). */
export const MAX_OVERLOAD = 2;

export interface SlotRef {
  readonly crewId: string;
  readonly slot: SlotId;
}

/** One swap of two slots' contents, within one crew member's inventory or between two. */
export interface ExchangeSwap {
  readonly a: SlotRef;
  readonly b: SlotRef;
}

function swapped(fight: Fight, swaps: readonly ExchangeSwap[]): readonly CrewMember[] {
  const inventories = new Map<string, Inventory>(fight.crew.map((m) => [m.id, m.inventory]));
  for (const { a, b } of swaps) {
    const invA = inventories.get(a.crewId);
    const invB = inventories.get(b.crewId);
    if (invA === undefined || invB === undefined) continue;
    const contentA = invA[a.slot];
    const contentB = invB[b.slot];
    inventories.set(a.crewId, putInSlot(invA, a.slot, contentB));
    const latestB = inventories.get(b.crewId) ?? invB;
    inventories.set(b.crewId, putInSlot(latestB, b.slot, contentA));
  }
  return fight.crew.map((m) => ({ ...m, inventory: inventories.get(m.id) ?? m.inventory }));
}

/** Only the acting crew member and the one they trade with; nobody ends more than two pieces over. */
export function exchangeRefusal(
  fight: Fight,
  withCrewId: string | null,
  swaps: readonly ExchangeSwap[],
): string | null {
  const member = actingCrew(fight);
  const why = actionRefusal(fight, 'exchange');
  if (why !== null || member === undefined) return why;
  if (withCrewId !== null && crewById(fight, withCrewId) === undefined) {
    return `There is no crew member "${withCrewId}".`;
  }
  if (swaps.length === 0) return 'Say which slots change places.';
  const allowed = new Set([member.id, withCrewId ?? member.id]);
  for (const { a, b } of swaps) {
    if (!allowed.has(a.crewId) || !allowed.has(b.crewId)) {
      return 'Only the acting crew member and the one they exchange with may move equipment.';
    }
  }
  for (const after of swapped(fight, swaps)) {
    if (!allowed.has(after.id)) continue;
    if (overloadOf(after.inventory, after.attributes.strength) > MAX_OVERLOAD) {
      return `${after.name} cannot carry more than ${MAX_OVERLOAD} pieces over their capacity.`;
    }
  }
  return null;
}

export function exchange(fight: Fight, withCrewId: string | null, swaps: readonly ExchangeSwap[]): Fight {
  const member = actingCrew(fight);
  if (member === undefined) return fight;
  const other = withCrewId === null || withCrewId === member.id ? null : crewById(fight, withCrewId);
  return journaled(markActed({ ...fight, crew: swapped(fight, swaps) }, 'other'), {
    kind: 'gear-exchanged',
    crewId: member.id,
    name: member.name,
    with: other?.name ?? null,
  });
}

/** The item in a slot of the acting crew member, if it is one. */
export function itemInSlot(fight: Fight, slot: SlotId) {
  const content = actingCrew(fight)?.inventory[slot];
  return content?.kind === 'item' ? content : null;
}

/** An item that makes an attack (a grenade): used through the attack steps. */
export function isAttackItem(fight: Fight, slot: SlotId): boolean {
  return itemInSlot(fight, slot)?.item.attack !== undefined;
}

/**
 * Healing items may be used on anyone living (a healed unconscious crew member wakes, but acts from the next
 * turn); a shield charger tops up the bearer's shield at once (Reading (kraken.use-item): as an action, its
 * charge now).
 * Reading: healing someone at full health is refused, since it would waste the item. The user's `healing`
 * modifiers add to the HP an item restores (Reading: before Hell halves it, as the item heals that much more).
 */
export function itemUseRefusal(fight: Fight, slot: SlotId, targetId: string | null): string | null {
  const member = actingCrew(fight);
  const why = actionRefusal(fight, 'use-item');
  if (why !== null || member === undefined) return why;
  const carried = itemInSlot(fight, slot);
  if (carried === null) return `Slot ${slot} holds no item.`;
  const item = carried.item;
  if (item.heal !== undefined) {
    const target = crewById(fight, targetId ?? member.id);
    if (target === undefined) return `There is no crew member "${targetId ?? ''}".`;
    if (target.condition === 'killed') return `${target.name} is beyond healing.`;
    if (target.condition === 'conscious' && target.hp >= crewMaxHp(target)) {
      return `${target.name} is already at full health.`;
    }
    return null;
  }
  if (item.kind === 'shield-charger') {
    const shield = crewShield(member);
    if (shield === null) return `${member.name} has no shield to charge.`;
    if (member.shieldEnergy >= shield.power) return `${member.name}'s shield is already full.`;
    return null;
  }
  if (item.kind === 'oxygen-tank') {
    return `${item.name} adds to the crew's oxygen store while it is carried; it is not used as an action (kraken.oxygen).`;
  }
  return `${item.name} is not used as a combat action.`;
}

export function useItem(fight: Fight, slot: SlotId, targetId: string | null): Fight {
  const member = actingCrew(fight);
  const carried = itemInSlot(fight, slot);
  if (member === undefined || carried === null) return fight;
  const inventory = useItemInSlot(member.inventory, slot) ?? member.inventory;
  let next = replaceCrew(fight, { ...member, inventory });
  const item = carried.item;
  if (item.heal !== undefined) {
    const target = crewById(next, targetId ?? member.id);
    if (target === undefined) return fight;
    // The user's `healing` modifiers add to what the item restores; Hell then halves the whole.
    const heal = Math.max(0, item.heal + modifierTotal(member, 'healing'));
    const amount = healingIn(fight.encounter.atmosphere, heal, false);
    const change = applyHpChange(target, amount);
    next = replaceCrew(next, change.crew);
    if (change.revived) next = withStatus(next, target.id, { activationsLeft: 0 });
    return journaled(markActed(next, 'other'), {
      kind: 'item-healed',
      name: member.name,
      item: item.name,
      target: target.name,
      hpBefore: change.from,
      hpAfter: change.to,
      revived: change.revived,
    });
  }
  const shield = crewShield(member);
  if (shield === null) return fight;
  const energy = Math.min(shield.power, member.shieldEnergy + (item.charge ?? 0));
  next = replaceCrew(next, { ...member, inventory, shieldEnergy: energy });
  return journaled(markActed(next, 'other'), {
    kind: 'item-charged-shield',
    name: member.name,
    item: item.name,
    energy,
  });
}
