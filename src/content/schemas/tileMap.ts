import { z } from 'zod';
import { AREA_KEY_PATTERN, BORDER_TYPES, DIRECTIONS } from '../tilemap/legend';
import { inspectTileMap } from '../tilemap/grid';
import { id, intIn, listOf, oneOf, text } from './fields';

/**
 * A Space Kraken tile map (§13). `cells` is one string per row, one token per cell separated by spaces,
 * written in the legend of ../tilemap/legend.ts; `areas` names the areas the rows use; `borders` lists
 * walls, doors and other edges as straight lines along the grid. Read a validated map into a grid with
 * readTileMapGrid().
 */

const LEVEL_EXPECTED = 'a number from 0 to 9, or "?"';

const gridPoint = z.tuple([intIn(0, 60), intIn(0, 60)], { error: 'a grid point [x, y]' });

export const borderLineSchema = z.strictObject({
  from: gridPoint,
  to: gridPoint,
  type: oneOf(BORDER_TYPES),
  /** Bulkhead level (the B# value): 0 to 9, or "?" for random. */
  level: z.union([intIn(0, 9, LEVEL_EXPECTED), z.literal('?')], { error: LEVEL_EXPECTED }).optional(),
  /** Automatic door: the direction it lets the team pass. */
  toward: oneOf(DIRECTIONS).optional(),
});
export type BorderLineEntry = z.infer<typeof borderLineSchema>;

const AREA_KEY_EXPECTED =
  'an area key: a lower-case letter, then lower-case letters or digits (like "a" or "hall")';

export const mapAreaSchema = z.strictObject({
  name: text('name'),
  note: text('note').optional(),
});
export type MapArea = z.infer<typeof mapAreaSchema>;

export const tileMapSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    width: intIn(1, 60),
    height: intIn(1, 60),
    /** One string per row, top to bottom; cell tokens separated by spaces. */
    cells: listOf(z.string({ error: 'a row of cell tokens separated by spaces' }), 'rows'),
    areas: z
      .record(z.string().regex(AREA_KEY_PATTERN, { error: AREA_KEY_EXPECTED }), mapAreaSchema, {
        error: 'an object naming each area key, like { "a": { "name": "Hangar" } }',
      })
      .default({}),
    borders: listOf(borderLineSchema, 'borders').default([]),
    /**
     * Space Kraken §13 Event: "Refers to a Story Line Event". The story event each Event tile of this map reads
     * when the team activates it, by the tile's code as written in the rows ("EV", "EV1" …) and the CGM event's
     * id (without its "!"), like { "EV1": "M1" }. A tile not named here reads nothing.
     */
    events: z
      .record(
        z.string().regex(/^EV[0-9?]?$/, { error: 'an Event tile code as the rows write it: "EV" or "EV1"' }),
        z.string().regex(/^[0-9A-Z]{2}$/, { error: 'a CGM event id: two characters 0-9 or A-Z, like "M1"' }),
        { error: 'an object naming each Event tile code and its event, like { "EV1": "M1" }' },
      )
      .optional(),
    notes: text('notes').optional(),
  })
  .superRefine((map, ctx) => {
    for (const problem of inspectTileMap(map).problems) {
      ctx.addIssue({
        code: 'custom',
        path: problem.path,
        message: problem.expected,
        params: { got: problem.got },
      });
    }
  });
export type TileMap = z.infer<typeof tileMapSchema>;
