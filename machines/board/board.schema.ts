import { z } from 'zod';
import { boardSchema, figureSchema, terrainPieceSchema } from '../../src/content/schemas/board';

/** Validates depth-board decisions read back from a save; the machine's guards judge them after that. */
const point = z.object({
  x: z.number(),
  z: z.number(),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  elevation: z.number().optional(),
});

/** The board's decisions: the one source of the vocabulary (the machine's events are inferred from it). */
export const boardDecisionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tool.pick'), tool: z.enum(['ruler', 'los', 'move', 'edit']) }),
  z.object({ type: z.literal('board.load'), board: boardSchema }),
  z.object({ type: z.literal('board.spacing'), levelSpacing: z.number() }),
  z.object({
    type: z.literal('figure.move'),
    figureId: z.string(),
    path: z.array(point).min(1).max(50).readonly(),
    allowance: z.number().min(0).max(60),
    mode: z.enum(['walk', 'climb', 'jump', 'leap']),
  }),
  z.object({ type: z.literal('figure.place'), figure: figureSchema.omit({ id: true }) }),
  z.object({
    type: z.literal('figure.update'),
    figureId: z.string(),
    figure: figureSchema.omit({ id: true }),
  }),
  z.object({ type: z.literal('figure.remove'), figureId: z.string() }),
  z.object({ type: z.literal('terrain.add'), piece: terrainPieceSchema.omit({ id: true }) }),
  z.object({
    type: z.literal('terrain.update'),
    pieceId: z.string(),
    piece: terrainPieceSchema.omit({ id: true }),
  }),
  z.object({ type: z.literal('terrain.remove'), pieceId: z.string() }),
]);

export type BoardEvent = z.infer<typeof boardDecisionSchema>;

// A save's set-up: the board only; unknown keys are refused, not carried along.
export const boardInputSchema = z.strictObject({ board: boardSchema });
