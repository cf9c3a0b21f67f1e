import { z } from 'zod';

/** The decisions of the story phase as a save logs them; the rules judge them after that. */
export const storyDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('story.skip') }),
  z.strictObject({ type: z.literal('story.lead'), leaderId: z.string().min(1).max(80) }),
  z.strictObject({ type: z.literal('story.read') }),
  z.strictObject({ type: z.literal('story.choose'), option: z.enum(['A', 'B']) }),
  z.strictObject({ type: z.literal('story.hold') }),
]);
