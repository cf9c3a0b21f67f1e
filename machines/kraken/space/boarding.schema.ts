import { z } from 'zod';

const id = z.string().min(1).max(80);

/** The boarding's decisions as a save logs them; the rules judge them after that. */
export const boardingDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('boarding.reroll'),
    dice: z.array(z.number().int().min(0).max(50)).max(50),
  }),
  z.strictObject({ type: z.literal('boarding.cancel'), count: z.number().int().min(0).max(100) }),
  z.strictObject({ type: z.literal('boarding.hit'), crewId: id }),
  z.strictObject({ type: z.literal('boarding.sacrifice'), crewId: id.nullable() }),
  z.strictObject({ type: z.literal('boarding.next') }),
  z.strictObject({ type: z.literal('boarding.retreat') }),
  z.strictObject({ type: z.literal('boarding.heal'), crewId: id }),
  z.strictObject({ type: z.literal('boarding.heal.done') }),
]);
