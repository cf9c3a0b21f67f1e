import type { EventLocation } from '../../../content/schemas/cgm';
import type { LoggedLocation } from './starmap';

/**
 * Locations for the campaign's tests: an easy one (difficulty 1, depth 4, breathable and lit, no teleporter,
 * no condition, Krakens, no name) of the location type given, and one logged on the Starmap.
 */
export function eventLocation(type: string, over: Partial<EventLocation> = {}): EventLocation {
  return {
    type,
    difficulty: 1,
    ao: 'NO',
    ai: 'YES',
    depth: 4,
    teleport: 0,
    condition: 'none',
    species: 'Krakens',
    ...over,
  };
}

/** `location` logged under `key` as `name`, found by a flight (not given by an event). */
export function loggedLocation(key: string, name: string, location: EventLocation): LoggedLocation {
  return { key, name, location, fromStory: false };
}
