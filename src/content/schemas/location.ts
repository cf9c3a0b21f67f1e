import { z } from 'zod';
import { id, idRef, listOf, oneOf, text } from './fields';

/**
 * A Space Kraken location type (§12): which set of maps a location of this type is explored on. The
 * location's difficulty, atmosphere, depth and species are rolled when it is created, not stored here.
 */

export const LOCATION_KINDS = [
  'planet-surface',
  'underground',
  'space-station',
  'in-space',
  'other',
] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const locationTypeSchema = z.strictObject({
  id: id(),
  name: text('name'),
  kind: oneOf(LOCATION_KINDS),
  /** Tile-map ids this location type draws its maps from; Map-ID n is the n-th entry. */
  maps: listOf(idRef('a tile map'), 'tile-map ids').min(1, { error: 'a list with at least one tile-map id' }),
  description: text('description').optional(),
});
export type LocationType = z.infer<typeof locationTypeSchema>;
