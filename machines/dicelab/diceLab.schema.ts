import { z } from 'zod';
import { validateCheck } from '../../src/rules/dice/checks.validate';

/**
 * Validates Dice-lab decisions read back from a save file; the machine's guards judge them after that.
 * Every object is strict and every number a bounded whole number (the rules' validator, `validateCheck`,
 * narrows further), so neither a save's set-up nor a logged check can ask for a billion dice.
 */
const int = z.number().int().min(-1000).max(1000);

const brawler = z.strictObject({
  name: z.string().min(1).max(60),
  combatSkill: int,
  weaponBonus: int,
  otherBonus: int,
});

export const checkShapeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('kraken-attribute'), attribute: int, target: int, oneFails: z.boolean() }),
  z.strictObject({ kind: z.literal('kraken-tech-2d6'), tech: int, level: int }),
  z.strictObject({
    kind: z.literal('kraken-objective'),
    attributes: z.array(int).min(1).max(8).readonly(),
    difficulty: int,
  }),
  z.strictObject({ kind: z.literal('salvage-test'), dice: int, baseTn: int, tnModifier: int, need: int }),
  z.strictObject({
    kind: z.literal('salvage-attack'),
    attackDice: int,
    attackTn: int,
    defenceDice: int,
    defenceTn: int,
    melee: z.boolean(),
  }),
  z.strictObject({ kind: z.literal('fringe-hit'), combatSkill: int, target: int }),
  z.strictObject({ kind: z.literal('fringe-damage'), damage: int, toughness: int }),
  z.strictObject({ kind: z.literal('fringe-brawl'), a: brawler, b: brawler }),
  z.strictObject({ kind: z.literal('table-roll'), notation: z.string().min(1).max(20) }),
]);

/** A check a save may carry: the right shape, and one the rules would let a player pick (`validateCheck`). */
export const checkSpecSchema = checkShapeSchema.superRefine((check, ctx) => {
  const problem = validateCheck(check);
  if (problem !== null) ctx.addIssue({ code: 'custom', message: problem, input: check });
});

/** The Dice lab's decisions: the one source of the vocabulary (the machine's events are inferred from it). */
export const diceLabDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('check.choose'), check: checkSpecSchema }),
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('check.clear') }),
]);

export type DiceLabDecision = z.infer<typeof diceLabDecisionSchema>;

// A save's set-up: nothing, or a check to start with; unknown keys are refused, not carried along.
export const diceLabInputSchema = z.union([
  z.undefined(),
  z.null(),
  z.strictObject({ check: checkSpecSchema.optional() }),
]);
