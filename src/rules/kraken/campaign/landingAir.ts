import type { EventLocation } from '../../../content/schemas/cgm';
import type { CampaignDifficulty } from '../../tilemap/types';
import { effectiveAtmosphere, spaceLocation } from '../../tilemap/atmosphere';
import type { CampaignContent, CampaignTurn, TurnNote } from './turn.types';

/**
 * Space Kraken §4 Space stations and in space (kraken.space-location-air): a space station's or an in-space
 * location's Outside is never breathable. The crawl reads the location's type, so it charges oxygen Outside
 * whatever the log says (`effectiveAtmosphere`); these tell the player why.
 */

/**
 * What the Outside air of a logged location counts as when the log calls it breathable but the location is a
 * space station or in space: NO, or HELL on Hardcore (where every non-breathable air counts as Hell); null
 * where the log's AO stands.
 */
export function spaceOutsideAir(
  location: EventLocation,
  content: CampaignContent,
  difficulty: CampaignDifficulty,
): 'NO' | 'HELL' | null {
  const kind = content.locationTypes.find((t) => t.id === location.type)?.kind;
  if (kind === undefined || !spaceLocation(kind) || location.ao !== 'YES') return null;
  return effectiveAtmosphere({ kind, ao: location.ao, ai: location.ai }, 'outside', difficulty) === 'HELL'
    ? 'HELL'
    : 'NO';
}

/** The journal's notes as the crew goes down at a location: the landing, and the space rule where it bites. */
export function landingNotes(
  turn: CampaignTurn,
  name: string,
  location: EventLocation,
  content: CampaignContent,
): TurnNote[] {
  const air = spaceOutsideAir(location, content, turn.campaign.difficulty);
  const station = content.locationTypes.find((t) => t.id === location.type)?.kind === 'space-station';
  return [
    { kind: 'crawl-start', name },
    ...(air === null ? [] : [{ kind: 'no-outside-air' as const, name, station, air }]),
  ];
}
