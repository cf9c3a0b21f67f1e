import type { MapElementType } from '../../content/tilemap/legend';
import type { PlacedElement, TileMapGraph } from './spaces';
import type { SpaceId } from './types';

/**
 * What entering a space sets off (Space Kraken §13 Triggering tiles, Move and activate, Map elements;
 * kraken.triggering-tiles, kraken.move-activate).
 *
 * - Entering an isolated tile activates that tile's elements only; entering an area activates every element
 *   on the area's cells (tiles drawn inside an area are not part of it, kraken.tiles-areas). In the content
 *   format, `E2` is an isolated tile and `a:E2` belongs to area `a`.
 * - Some elements go off by themselves the moment the team enters ("on entry": mines, laser barriers,
 *   enemies, bosses, story-line triggers, teleportals; "at once": treasure, oxygen stations, disruptors);
 *   the rest wait for the player to activate them ("by choice").
 * - Order: all mines first, then laser barriers, then enemies and bosses one at a time in the order the
 *   player picks (each its own ground combat), then story-line triggers, then the teleportal.
 *   Reading (kraken.triggering-tiles): the book orders only mines before fights; laser barriers sit with the mines as hazards of
 *   stepping in (after them), story lines wait until the fighting is over, and a teleportal goes last
 *   because it takes the team away.
 * - On a cleared map enemies, bosses, treasure and disruptors are not there (kraken.clearing-maps);
 *   defeated enemies and bosses, resolved mines, disarmed lasers, taken treasure, switched-off disruptors
 *   and used story-line triggers do not go off again in this exploration.
 */

export type Timing = 'on-entry' | 'at-once' | 'by-choice' | 'passive';

export const ELEMENT_TIMING: Readonly<Record<MapElementType, Timing>> = {
  mine: 'on-entry',
  'laser-barrier': 'on-entry',
  enemy: 'on-entry',
  boss: 'on-entry',
  'story-line-trigger': 'on-entry',
  teleportal: 'on-entry',
  treasure: 'at-once',
  'oxygen-station': 'at-once',
  disruptor: 'at-once',
  bulkhead: 'by-choice',
  'med-station': 'by-choice',
  'clone-station': 'by-choice',
  shop: 'by-choice',
  'ammo-dealer': 'by-choice',
  gambler: 'by-choice',
  modder: 'by-choice',
  'quest-master': 'by-choice',
  'hull-breach': 'by-choice',
  event: 'by-choice',
  entrance: 'by-choice',
  exit: 'by-choice',
  'exit-location': 'by-choice',
  door: 'passive',
  'automatic-door': 'passive',
  'safety-bulkhead': 'passive',
  obstacle: 'passive',
};

/** Resolution order of the on-entry elements; enemies and bosses share a step. */
export const TRIGGER_STEP: Readonly<Partial<Record<MapElementType, number>>> = {
  mine: 0,
  'laser-barrier': 1,
  enemy: 2,
  boss: 2,
  'story-line-trigger': 3,
  teleportal: 4,
};

export type PendingType = 'mine' | 'laser-barrier' | 'enemy' | 'boss' | 'story-line-trigger' | 'teleportal';

/** An on-entry element still to be resolved. */
export interface PendingTrigger {
  readonly key: string;
  readonly type: PendingType;
  readonly code: string;
}

/** What the exploration remembers about one map, as far as triggering goes. */
export interface TriggerMemory {
  readonly cleared: boolean;
  readonly defeated: readonly string[];
  readonly minesDone: readonly string[];
  readonly lasersOff: readonly string[];
  readonly treasureTaken: readonly string[];
  readonly disruptorsOff: readonly string[];
  readonly storyTriggersUsed: readonly string[];
}

const GONE_WHEN_CLEARED: readonly MapElementType[] = ['enemy', 'boss', 'treasure', 'disruptor'];

/** Whether an element is on the map at all right now (cleared maps lose some, kraken.clearing-maps). */
export function isPresent(item: PlacedElement, memory: TriggerMemory): boolean {
  const { type } = item.element;
  if (memory.cleared && GONE_WHEN_CLEARED.includes(type)) return false;
  switch (type) {
    case 'enemy':
    case 'boss':
      return !memory.defeated.includes(item.key);
    case 'treasure':
      return !memory.treasureTaken.includes(item.key);
    case 'disruptor':
      return !memory.disruptorsOff.includes(item.key);
    default:
      return true;
  }
}

/** Whether an on-entry or at-once element would go off if the team entered its space now. */
export function wouldTrigger(item: PlacedElement, memory: TriggerMemory): boolean {
  if (!isPresent(item, memory)) return false;
  switch (item.element.type) {
    case 'mine':
      return !memory.minesDone.includes(item.key);
    case 'laser-barrier':
      return !memory.lasersOff.includes(item.key);
    case 'story-line-trigger':
      return !memory.storyTriggersUsed.includes(item.key);
    default:
      return true;
  }
}

export interface EntryTriggers {
  /** On-entry elements to resolve, in the order of TRIGGER_STEP (reading order within a step). */
  readonly pending: readonly PendingTrigger[];
  /** Elements that take effect at once, with no dice and no choice. */
  readonly atOnce: readonly PlacedElement[];
  /** Elements the team may activate now (the move's own activation covers one). */
  readonly byChoice: readonly PlacedElement[];
}

/** Everything entering `space` sets off, given what this exploration remembers of the map. */
export function triggersOnEntering(
  graph: TileMapGraph,
  space: SpaceId,
  memory: TriggerMemory,
): EntryTriggers {
  const items = graph.spaces.get(space)?.elements ?? [];
  const pending = items
    .filter((item) => ELEMENT_TIMING[item.element.type] === 'on-entry' && wouldTrigger(item, memory))
    .map((item): PendingTrigger => ({
      key: item.key,
      type: item.element.type as PendingType,
      code: item.element.code,
    }))
    .sort((a, b) => (TRIGGER_STEP[a.type] ?? 0) - (TRIGGER_STEP[b.type] ?? 0));
  const atOnce = items.filter(
    (item) => ELEMENT_TIMING[item.element.type] === 'at-once' && wouldTrigger(item, memory),
  );
  const byChoice = items.filter(
    (item) => ELEMENT_TIMING[item.element.type] === 'by-choice' && isPresent(item, memory),
  );
  return { pending, atOnce, byChoice };
}

/**
 * The pending triggers the player may resolve next: everything of the earliest step still waiting. Mines
 * one after another; enemies and bosses in any order the player likes.
 */
export function resolvableNow(pending: readonly PendingTrigger[]): readonly PendingTrigger[] {
  const first = pending[0];
  if (first === undefined) return [];
  const step = TRIGGER_STEP[first.type];
  if (step === TRIGGER_STEP.enemy) return pending.filter((p) => TRIGGER_STEP[p.type] === step);
  return [first];
}
