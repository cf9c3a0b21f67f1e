import { elementsOf, type TileMapGraph } from './spaces';
import type { SpaceId } from './types';

/**
 * Teleportals (Space Kraken §13 Map elements — Teleportal; kraken.teleportal). Entering a portal sends the
 * team at once to the other portal with the same number. Without a twin, a d6 picks the target number:
 * rolling the portal's own number lands the team back where it stands, a number no portal carries is
 * rerolled. Every jump costs an action, the first one being part of the move onto the portal. Portals are
 * wired into the map: disruptors and the location's teleport limit do not touch them.
 *
 * Reading: when several other portals carry the chosen number, the player picks which one.
 */

export interface Portal {
  readonly space: SpaceId;
  readonly number: number;
}

export function portalsOf(graph: TileMapGraph): readonly Portal[] {
  const portals: Portal[] = [];
  for (const space of graph.spaces.values()) {
    for (const item of elementsOf(space, 'teleportal')) {
      if (typeof item.element.value === 'number')
        portals.push({ space: space.id, number: item.element.value });
    }
  }
  return portals;
}

export type TeleportAnswer =
  | { readonly kind: 'arrive'; readonly target: SpaceId; readonly facesUsed: number }
  /** A d6 (or another, after a miss) is needed to pick the target number. */
  | { readonly kind: 'roll'; readonly facesUsed: number }
  /** Several portals fit: the player names one of `options`. */
  | { readonly kind: 'choose'; readonly options: readonly SpaceId[] };

/**
 * Where the portal at `from` sends the team. `faces` are the d6 thrown so far (only used when the portal has
 * no twin); `choice` picks among several fitting portals.
 */
export function teleportTarget(
  graph: TileMapGraph,
  from: SpaceId,
  input: { readonly faces?: readonly number[]; readonly choice?: SpaceId } = {},
): TeleportAnswer {
  const portals = portalsOf(graph);
  const own = portals.find((p) => p.space === from);
  if (own === undefined) throw new Error(`${from} is not a teleportal.`);
  const pick = (options: readonly SpaceId[], facesUsed: number): TeleportAnswer => {
    if (options.length === 1 && options[0] !== undefined)
      return { kind: 'arrive', target: options[0], facesUsed };
    if (input.choice !== undefined && options.includes(input.choice)) {
      return { kind: 'arrive', target: input.choice, facesUsed };
    }
    return { kind: 'choose', options };
  };
  const twins = portals.filter((p) => p.number === own.number && p.space !== from).map((p) => p.space);
  if (twins.length > 0) return pick(twins, 0);
  const faces = input.faces ?? [];
  for (const [index, face] of faces.entries()) {
    if (face === own.number) return { kind: 'arrive', target: from, facesUsed: index + 1 };
    const fitting = portals.filter((p) => p.number === face).map((p) => p.space);
    if (fitting.length > 0) return pick(fitting, index + 1);
  }
  return { kind: 'roll', facesUsed: faces.length };
}
