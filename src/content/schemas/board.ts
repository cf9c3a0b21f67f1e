import { z } from 'zod';
import { flag, id, idRef, intIn, listOf, numberIn, oneOf, text } from './fields';

/**
 * The depth board of the salvage skirmish and the Fringe battle rules: three levels stacked above the
 * table, Topside (1, the top), The Mids (2) and The Sink (3, the table surface, y = 0), a level spacing
 * of 2.5" to 3". Positions are in inches: x across the board, z into it, both measured from a corner;
 * y (up) follows from the level: the Sink stands at 0, the Mids at one spacing, Topside at two.
 */

export const BOARD_LEVELS = [1, 2, 3] as const;
export type BoardLevel = (typeof BOARD_LEVELS)[number];

export const TERRAIN_KINDS = [
  'wall',
  'block',
  'platform',
  'floor',
  'ramp',
  'ladder',
  'climbable',
  'difficult',
  'impassable',
  'small-obstacle',
  'door',
  'airlock',
  'hazard-site',
  'salvage-site',
] as const;
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

const level = () =>
  z.union([z.literal(1), z.literal(2), z.literal(3)], {
    error: 'a level: 1 (Topside), 2 (The Mids) or 3 (The Sink)',
  });

export const terrainPieceSchema = z.strictObject({
  id: id(),
  kind: oneOf(TERRAIN_KINDS),
  /** The level the piece stands on. */
  level: level(),
  /** Centre of the piece on the board, inches. */
  x: numberIn(0, 120),
  z: numberIn(0, 120),
  /** Extent along x, along z and upward, inches. */
  width: numberIn(0.1, 120),
  depthExtent: numberIn(0.1, 120),
  height: numberIn(0, 30),
  /** Turn about the vertical axis, degrees. */
  rotation: numberIn(-360, 360).optional(),
  blocksLos: flag(),
  cover: flag(),
  /** Doors and airlocks: open at set-up. */
  open: flag().optional(),
  /** Hazard-site: the hazard's number on the D8 hazard table. */
  hazard: intIn(1, 8).optional(),
  /** Salvage-site: extractions left. */
  salvage: intIn(0, 4).optional(),
});
export type TerrainPiece = z.infer<typeof terrainPieceSchema>;

export const figureSchema = z.strictObject({
  id: id(),
  name: text('name'),
  /** Which side the figure belongs to, e.g. "crew-a" or "hostiles". */
  side: id(),
  level: level(),
  x: numberIn(0, 120),
  z: numberIn(0, 120),
  baseDiameter: numberIn(0.5, 6).default(1),
  height: numberIn(0.25, 12).default(1.25),
  /** Height of the eyes above the base, for line of sight. */
  eyeHeight: numberIn(0.1, 12).default(1.1),
  /** The unit card this figure stands for, if any. */
  unitCard: idRef('a unit card').optional(),
});
export type Figure = z.infer<typeof figureSchema>;

export const boardSchema = z
  .strictObject({
    id: id(),
    name: text('name'),
    width: numberIn(6, 120).default(36),
    depth: numberIn(6, 120).default(36),
    levelSpacing: numberIn(2.5, 3).default(3),
    terrain: listOf(terrainPieceSchema, 'terrain pieces').default([]),
    figures: listOf(figureSchema, 'figures').default([]),
    description: text('description').optional(),
  })
  .superRefine((board, ctx) => {
    const check = (
      list: 'terrain' | 'figures',
      index: number,
      entry: { id: string; x: number; z: number },
      seen: Set<string>,
    ) => {
      if (seen.has(entry.id)) {
        ctx.addIssue({
          code: 'custom',
          path: [list, index, 'id'],
          input: entry.id,
          message: `an id not used by another entry of ${list} on this board`,
        });
      }
      seen.add(entry.id);
      if (entry.x > board.width) {
        ctx.addIssue({
          code: 'custom',
          path: [list, index, 'x'],
          input: entry.x,
          message: `a position from 0 to ${board.width} (the board's width)`,
        });
      }
      if (entry.z > board.depth) {
        ctx.addIssue({
          code: 'custom',
          path: [list, index, 'z'],
          input: entry.z,
          message: `a position from 0 to ${board.depth} (the board's depth)`,
        });
      }
    };
    const pieceIds = new Set<string>();
    board.terrain.forEach((piece, index) => {
      check('terrain', index, piece, pieceIds);
      const onlyFor = (field: 'open' | 'hazard' | 'salvage', kinds: readonly TerrainKind[]) => {
        if (piece[field] !== undefined && !kinds.includes(piece.kind)) {
          ctx.addIssue({
            code: 'custom',
            path: ['terrain', index, field],
            input: piece[field],
            message: `no ${field} field on a piece of kind "${piece.kind}" (only ${kinds.join(', ')})`,
          });
        }
      };
      onlyFor('open', ['door', 'airlock']);
      onlyFor('hazard', ['hazard-site']);
      onlyFor('salvage', ['salvage-site']);
    });
    const figureIds = new Set<string>();
    board.figures.forEach((figure, index) => {
      check('figures', index, figure, figureIds);
      if (figure.eyeHeight > figure.height) {
        ctx.addIssue({
          code: 'custom',
          path: ['figures', index, 'eyeHeight'],
          input: figure.eyeHeight,
          message: `an eye height no greater than the figure's height (${figure.height})`,
        });
      }
    });
  });
export type Board = z.infer<typeof boardSchema>;
