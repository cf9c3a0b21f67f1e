import type { EventLocation } from '../../../content/schemas/cgm';

/**
 * Space Kraken §12 the Starmap locations log (kraken.starmap-log): the discovered locations a later flight
 * or a free action may return to. Two slots; a HyperNavMemory ship computer adds four. A full log takes a new
 * location only once the player erases an old one (never silently). A location defined by a story line is
 * logged the same way; its values are fixed. A Self-destruction location is erased once the crew leaves it.
 */

export const STARMAP_SLOTS = 2;
export const HYPERNAV_SLOTS = 4;

export interface LoggedLocation {
  /** The log's own key for the location (unique within a campaign). */
  readonly key: string;
  readonly name: string;
  readonly location: EventLocation;
  /** Defined by an event: its values were given, not rolled. */
  readonly fromStory: boolean;
}

export function starmapCapacity(hyperNavMemory: boolean): number {
  return STARMAP_SLOTS + (hyperNavMemory ? HYPERNAV_SLOTS : 0);
}

export type StarmapOutcome = { readonly log: readonly LoggedLocation[] } | { readonly refused: string };

export function logLocation(
  log: readonly LoggedLocation[],
  entry: LoggedLocation,
  capacity: number,
): StarmapOutcome {
  if (log.some((l) => l.key === entry.key))
    return { refused: `${entry.name} is already on the Starmap log.` };
  if (log.length >= capacity)
    return {
      refused: `The Starmap log holds ${capacity} locations and is full: erase one to note ${entry.name} (kraken.starmap-log).`,
    };
  return { log: [...log, entry] };
}

export function eraseLocation(log: readonly LoggedLocation[], key: string): StarmapOutcome {
  if (!log.some((l) => l.key === key)) return { refused: 'That location is not on the Starmap log.' };
  return { log: log.filter((l) => l.key !== key) };
}

/** The log once the crew has left a location: a Self-destruction location is gone from it (§12). */
export function afterLeaving(log: readonly LoggedLocation[], key: string): readonly LoggedLocation[] {
  const left = log.find((l) => l.key === key);
  return left?.location.condition === 'self-destruction' ? log.filter((l) => l.key !== key) : log;
}
