import { z } from 'zod';
import { boardSchema, figureSchema, terrainPieceSchema } from '../../src/content/schemas/board';

/**
 * Validates depth-board decisions read back from a save; the machine's guards judge them after that. Strict
 * objects, positions within the largest board a pack may hold (120"), ids of bounded length.
 */
const point = z.strictObject({
  x: z.number().min(0).max(120),
  z: z.number().min(0).max(120),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  elevation: z.number().min(0).max(30).optional(),
});
const ref = z.string().min(1).max(100);

/** The board's decisions: the one source of the vocabulary (the machine's events are inferred from it). */
export const boardDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('tool.pick'), tool: z.enum(['ruler', 'los', 'move', 'edit']) }),
  z.strictObject({ type: z.literal('board.load'), board: boardSchema }),
  z.strictObject({ type: z.literal('board.spacing'), levelSpacing: z.number().min(0).max(30) }),
  z.strictObject({
    type: z.literal('figure.move'),
    figureId: ref,
    path: z.array(point).min(1).max(50).readonly(),
    allowance: z.number().min(0).max(60),
    mode: z.enum(['walk', 'climb', 'jump', 'leap']),
  }),
  z.strictObject({ type: z.literal('figure.place'), figure: figureSchema.omit({ id: true }) }),
  z.strictObject({
    type: z.literal('figure.update'),
    figureId: ref,
    figure: figureSchema.omit({ id: true }),
  }),
  z.strictObject({ type: z.literal('figure.remove'), figureId: ref }),
  z.strictObject({ type: z.literal('terrain.add'), piece: terrainPieceSchema.omit({ id: true }) }),
  z.strictObject({
    type: z.literal('terrain.update'),
    pieceId: ref,
    piece: terrainPieceSchema.omit({ id: true }),
  }),
  z.strictObject({ type: z.literal('terrain.remove'), pieceId: ref }),
]);

export type BoardEvent = z.infer<typeof boardDecisionSchema>;

// A save's set-up: the board only; unknown keys are refused, not carried along.
export const boardInputSchema = z.strictObject({ board: boardSchema });
