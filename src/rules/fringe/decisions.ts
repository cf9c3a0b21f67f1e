/**
 * The Fringe battle's decision vocabulary: one zod schema, the mode's `decisionSchema` and (through
 * `z.infer`) the machine's decision type. Strict objects with bounded numbers: a save's log is checked
 * against it before the rules judge a decision.
 */
import { z } from 'zod';

const id = z.string().min(1).max(100);
const inches = z.number().min(0).max(120);
const level = z.union([z.literal(1), z.literal(2), z.literal(3)]);
const side = z.enum(['a', 'b']);

export const pointSchema = z.strictObject({
  x: inches,
  z: inches,
  level,
  elevation: z.number().min(0).max(12).optional(),
});

/** How a move is made: walk, climb (pay the height), leap (gaps), jump (free drops), or the first that works. */
export const MOVE_MODES = ['auto', 'walk', 'climb', 'leap', 'jump'] as const;
export type FringeMoveMode = (typeof MOVE_MODES)[number];

export const fringeDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('gear.duplicate'), holderId: id, itemId: id }),
  z.strictObject({ type: z.literal('gear.duplicate.skip') }),
  z.strictObject({ type: z.literal('gear.snooper'), figureId: id }),
  z.strictObject({ type: z.literal('gear.snooper.skip') }),
  z.strictObject({
    type: z.literal('figure.move'),
    figureId: id,
    to: z.array(pointSchema).min(1).max(6),
    mode: z.enum(MOVE_MODES),
    dash: z.boolean(),
  }),
  z.strictObject({
    type: z.literal('figure.shoot'),
    figureId: id,
    weaponId: id,
    targetId: id,
    aim: z.boolean(),
  }),
  z.strictObject({ type: z.literal('figure.panic'), figureId: id, weaponId: id }),
  z.strictObject({ type: z.literal('figure.sight'), figureId: id, sightId: id }),
  z.strictObject({ type: z.literal('figure.end'), figureId: id }),
  z.strictObject({ type: z.literal('enemy.go') }),
  z.strictObject({ type: z.literal('winner.move'), to: pointSchema, mode: z.enum(MOVE_MODES) }),
  z.strictObject({ type: z.literal('winner.stay') }),
  z.strictObject({ type: z.literal('roll.accept') }),
  z.strictObject({ type: z.literal('story.reroll') }),
  z.strictObject({ type: z.literal('story.succeed') }),
  z.strictObject({ type: z.literal('campaign.lucky-shot') }),
  z.strictObject({ type: z.literal('campaign.time-to-go'), side }),
  z.strictObject({ type: z.literal('campaign.mate'), side, at: pointSchema }),
]);

export type FringeDecision = z.infer<typeof fringeDecisionSchema>;
export type FringeDecisionType = FringeDecision['type'];
