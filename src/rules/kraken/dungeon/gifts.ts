import { standingGraph } from './graphs';
import type { DungeonState, GamblerGift } from './types';

/**
 * What a gambler handed out on this visit (kraken.gambler: it does not take back a weapon or item it gave
 * you this turn). Reading: the turn is the visit, so the gifts are remembered while the team stands on the
 * gambler's tile. Its own file because a treasure drop played at a gambler records a gift too.
 */

/** The gambler with this key on the team's space, if the team stands there. */
export function gamblerHere(context: DungeonState, key: string): boolean {
  const exploration = context.exploration;
  const graph = standingGraph(context);
  if (exploration === null || graph === null) return false;
  return (graph.spaces.get(exploration.position)?.elements ?? []).some(
    (p) => p.key === key && p.element.type === 'gambler',
  );
}

/** The gifts of this visit: those of the gambler with this key, while the team still stands where it got them. */
export function giftsHere(context: DungeonState, key: string): readonly GamblerGift[] {
  const exploration = context.exploration;
  if (exploration === null) return [];
  return (context.gamblerGifts ?? []).filter(
    (g) => g.key === key && g.mapNumber === exploration.mapNumber && g.position === exploration.position,
  );
}

/** A gambler's piece placed in a slot is remembered for this visit (older visits forgotten). */
export function rememberGift(context: DungeonState, key: string, pieceId: string): DungeonState {
  const exploration = context.exploration;
  if (exploration === null || !gamblerHere(context, key)) return context;
  const kept = (context.gamblerGifts ?? []).filter(
    (g) => g.mapNumber === exploration.mapNumber && g.position === exploration.position,
  );
  const gift = { mapNumber: exploration.mapNumber, key, position: exploration.position, pieceId };
  return { ...context, gamblerGifts: [...kept, gift] };
}
