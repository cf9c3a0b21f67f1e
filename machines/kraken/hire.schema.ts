import { z } from 'zod';
import { ATTRIBUTE_NAMES } from '../../src/rules/kraken/crew/crew';

/**
 * The steps of a hire at a shop, the same at a campaign's shop and a crawl's (Space Kraken §13 Shops,
 * kraken.shop; src/rules/kraken/dungeon/hire.ts): the Level bought, each Level's gain, the template's gear,
 * or the hire called off.
 */
const id = z.string().min(1).max(80);

export const hireGainSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('attribute'), attribute: z.enum(ATTRIBUTE_NAMES) }),
  z.strictObject({ kind: z.literal('psi') }),
  z.strictObject({ kind: z.literal('positive-trait'), trait: id }),
  z.strictObject({ kind: z.literal('trait-pair'), positive: id, negative: id }),
]);

export const hireDecisionSchemas = [
  z.strictObject({ type: z.literal('hire.level'), level: z.number().int().min(1).max(20) }),
  z.strictObject({ type: z.literal('hire.gain'), gain: hireGainSchema }),
  z.strictObject({ type: z.literal('hire.gear'), take: z.boolean() }),
  z.strictObject({ type: z.literal('hire.cancel') }),
] as const;
