import { z } from 'zod';

const id = z.string().min(1).max(80);
const ids = z.array(id).max(20);
const repairTarget = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('system'), fittedId: id }),
  z.strictObject({ kind: z.literal('sp') }),
]);

/** The space combat's decisions as a save logs them; the rules judge them after that. */
export const spaceDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('objective.try'),
    picks: z
      .array(z.strictObject({ crewId: id, attribute: z.enum(['ranged', 'melee', 'tech', 'charisma']) }))
      .max(20),
  }),
  z.strictObject({ type: z.literal('repair.try'), crewIds: ids, target: repairTarget }),
  z.strictObject({ type: z.literal('objectives.done') }),
  z.strictObject({
    type: z.literal('fire'),
    shots: z.array(z.strictObject({ weaponId: id, targetUid: id, overclock: z.boolean() })).max(20),
  }),
  z.strictObject({ type: z.literal('reroll'), crewId: id }),
  z.strictObject({ type: z.literal('reroll.skip') }),
  z.strictObject({ type: z.literal('evade'), crewIds: ids }),
  z.strictObject({ type: z.literal('evade.skip') }),
  z.strictObject({ type: z.literal('shield.pick'), fittedId: id }),
  z.strictObject({ type: z.literal('board'), enemyUid: id, crewIds: ids }),
  z.strictObject({ type: z.literal('board.skip') }),
  z.strictObject({ type: z.literal('escape') }),
  z.strictObject({ type: z.literal('escape.skip') }),
  z.strictObject({ type: z.literal('drones'), target: repairTarget }),
  z.strictObject({ type: z.literal('drones.skip') }),
  z.strictObject({ type: z.literal('boarding.order'), enemyUid: id }),
]);
