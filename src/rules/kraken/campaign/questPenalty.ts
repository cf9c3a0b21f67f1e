import type { QuestPenaltyEffect } from '../../../content/schemas/quest';
import type { SimpleEventEffect } from '../../../content/schemas/cgm';
import { SLOT_IDS, type Inventory, type SlotContent, type SlotId } from '../crew/inventory';
import { applyEventEffects, type EffectNote, type EventTarget } from './eventEffects';
import type { LoggedQuest } from './quests';

/**
 * Space Kraken §5 phase 5 (kraken.quest-timer): an urgent quest that draws its fourth tick fails, "pay the
 * penalty as indicated on the QUEST MASTER sheet", and is erased. The penalty is the quest row's typed
 * `penaltyEffects`, applied here as pure steps on the campaign: credits, HP and oxygen by the event rules
 * (`applyEventEffects`: a loss the crew cannot pay takes every credit and no more, HP by the crew's own rule,
 * oxygen within 0 and the capacity), XP from the team's pool, a shared variable, and an item lost.
 *
 * Reading: a failed quest has no Leader (no line is being activated), so its HP falls on every living crew
 * member, and its variables are the shared I–Z.
 * Reading: XP lost comes out of the team's unspent pool and stops at 0; levels already gained are kept.
 * Reading: an item lost is taken from the ship's storage when a copy is stored there, otherwise from the
 * first living crew member (in crew order) who carries it, the whole slot emptied; when nobody has it,
 * nothing is lost and the log says so.
 */

export type PenaltyNote =
  | EffectNote
  | { readonly kind: 'item-lost'; readonly item: string; readonly from: 'storage' }
  | { readonly kind: 'item-lost'; readonly item: string; readonly from: 'crew'; readonly crewId: string }
  | { readonly kind: 'item-missing'; readonly item: string };

export interface PenaltyPaid<T extends EventTarget, S> {
  readonly target: T;
  /** The ship's storage after the penalty. */
  readonly storage: readonly S[];
  readonly notes: readonly PenaltyNote[];
}

/** The id of what a slot holds (a weapon's or an item's), or null for an empty slot or magazines. */
function heldId(inventory: Inventory, slot: SlotId): string | null {
  const content = inventory[slot];
  if (content === null) return null;
  if (content.kind === 'weapon') return content.weapon.id;
  if (content.kind === 'item') return content.item.id;
  return null;
}

/** The id of a stored piece (a weapon's or an item's), or null for what no penalty names (magazines). */
export function storedId(content: SlotContent): string | null {
  if (content.kind === 'weapon') return content.weapon.id;
  if (content.kind === 'item') return content.item.id;
  return null;
}

function loseItem<T extends EventTarget, S>(
  target: T,
  storage: readonly S[],
  item: string,
  idOf: (stored: S) => string | null,
): PenaltyPaid<T, S> {
  const stored = storage.findIndex((piece) => idOf(piece) === item);
  if (stored >= 0)
    return {
      target,
      storage: storage.filter((_, i) => i !== stored),
      notes: [{ kind: 'item-lost', item, from: 'storage' }],
    };
  for (const member of target.crew) {
    if (member.condition === 'killed') continue;
    const slot = SLOT_IDS.find((s) => heldId(member.inventory, s) === item);
    if (slot === undefined) continue;
    const crew = target.crew.map((c) =>
      c.id === member.id ? { ...c, inventory: { ...c.inventory, [slot]: null } } : c,
    );
    return {
      target: { ...target, crew },
      storage,
      notes: [{ kind: 'item-lost', item, from: 'crew', crewId: member.id }],
    };
  }
  return { target, storage, notes: [{ kind: 'item-missing', item }] };
}

/** As an event's effect, for the kinds the event rules already apply. */
function asEventEffect(effect: QuestPenaltyEffect): SimpleEventEffect | null {
  switch (effect.kind) {
    case 'credits':
    case 'oxygen':
      return effect;
    case 'hp':
      return { kind: 'hp', amount: effect.amount, to: 'crew' };
    case 'variable':
      return effect;
    case 'xp':
    case 'item-loss':
      return null;
  }
}

/** One quest's penalty paid, its effects in order. */
export function applyQuestPenalty<T extends EventTarget, S>(
  start: T,
  storage: readonly S[],
  penalty: readonly QuestPenaltyEffect[],
  idOf: (stored: S) => string | null,
): PenaltyPaid<T, S> {
  let paid: PenaltyPaid<T, S> = { target: start, storage, notes: [] };
  for (const effect of penalty) {
    if (effect.kind === 'xp') {
      const to = Math.max(0, paid.target.xp + effect.amount);
      paid = {
        ...paid,
        target: { ...paid.target, xp: to },
        notes: [...paid.notes, { kind: 'xp', change: to - paid.target.xp }],
      };
      continue;
    }
    if (effect.kind === 'item-loss') {
      const lost = loseItem(paid.target, paid.storage, effect.item, idOf);
      paid = { ...lost, notes: [...paid.notes, ...lost.notes] };
      continue;
    }
    const plain = asEventEffect(effect);
    if (plain === null) continue;
    // No Leader and no line: the slot only matters for A–H, which a penalty cannot name.
    const applied = applyEventEffects(paid.target, [plain], '', 0);
    paid = { ...paid, target: applied.target, notes: [...paid.notes, ...applied.notes] };
  }
  return paid;
}

/**
 * The penalties of the quests the timer failed this turn, paid in the order they failed — the one call the
 * campaign turn makes at phase 5 with `questTimerPhase(...).failed`.
 */
export function payQuestPenalties<T extends EventTarget, S>(
  start: T,
  storage: readonly S[],
  failed: readonly LoggedQuest[],
  idOf: (stored: S) => string | null,
): PenaltyPaid<T, S> & {
  readonly byQuest: readonly { readonly quest: string; readonly notes: readonly PenaltyNote[] }[];
} {
  let paid: PenaltyPaid<T, S> = { target: start, storage, notes: [] };
  const byQuest: { quest: string; notes: readonly PenaltyNote[] }[] = [];
  for (const q of failed) {
    const one = applyQuestPenalty(paid.target, paid.storage, q.quest.penalty, idOf);
    byQuest.push({ quest: q.quest.quest, notes: one.notes });
    paid = { target: one.target, storage: one.storage, notes: [...paid.notes, ...one.notes] };
  }
  return { ...paid, byQuest };
}
