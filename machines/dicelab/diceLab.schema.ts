import { z } from 'zod';

/** Validates Dice-lab decisions read back from a save file; the machine's guards judge them after that. */
const int = z.number().int();

const brawler = z.object({
  name: z.string().min(1).max(60),
  combatSkill: int,
  weaponBonus: int,
  otherBonus: int,
});

export const checkSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('kraken-attribute'), attribute: int, target: int, oneFails: z.boolean() }),
  z.object({ kind: z.literal('kraken-tech-2d6'), tech: int, level: int }),
  z.object({
    kind: z.literal('kraken-objective'),
    attributes: z.array(int).min(1).max(8).readonly(),
    difficulty: int,
  }),
  z.object({ kind: z.literal('salvage-test'), dice: int, baseTn: int, tnModifier: int, need: int }),
  z.object({
    kind: z.literal('salvage-attack'),
    attackDice: int,
    attackTn: int,
    defenceDice: int,
    defenceTn: int,
    melee: z.boolean(),
  }),
  z.object({ kind: z.literal('fringe-hit'), combatSkill: int, target: int }),
  z.object({ kind: z.literal('fringe-damage'), damage: int, toughness: int }),
  z.object({ kind: z.literal('fringe-brawl'), a: brawler, b: brawler }),
  z.object({ kind: z.literal('table-roll'), notation: z.string().min(1).max(20) }),
]);

/** The Dice lab's decisions: the one source of the vocabulary (the machine's events are inferred from it). */
export const diceLabDecisionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('check.choose'), check: checkSpecSchema }),
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('check.clear') }),
]);

export type DiceLabDecision = z.infer<typeof diceLabDecisionSchema>;

// A save's set-up: nothing, or a check to start with; unknown keys are refused, not carried along.
export const diceLabInputSchema = z.union([
  z.undefined(),
  z.null(),
  z.strictObject({ check: checkSpecSchema.optional() }),
]);
