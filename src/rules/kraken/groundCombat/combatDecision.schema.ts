import { z } from 'zod';
import { SLOT_IDS } from '../crew/inventory';

/**
 * Every decision a player takes in a ground combat, as a zod schema: the one source of the vocabulary. The
 * type `CombatDecision` (combatDecisions.ts) is inferred from it, and a save's logged decisions are checked
 * against it when the save is read back; the rules (`decisionRefusal`) judge them after that.
 */
const int = z.number().int();
const id = z.string().min(1).max(80);
const slot = z.enum(SLOT_IDS);

const slotRef = z.object({ crewId: id, slot });

export const combatDecisionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('crew.activate'), crewId: id }),
  z.object({ type: z.literal('activation.cancel') }),
  z.object({ type: z.literal('reaction.skip') }),
  z.object({ type: z.literal('cover.toggle'), crewId: id }),
  z.object({ type: z.literal('initiative.roll') }),
  z.object({ type: z.literal('oxygen.faint'), crewId: id }),
  z.object({
    type: z.literal('attack'),
    weapon: z.enum(['L', 'R', 'fists']),
    targets: z.array(id).max(8).readonly(),
    boost: z.object({ damage: int.min(0).max(10), accuracy: int.min(0).max(10) }),
    berserk: int.min(0).max(3),
    flank: z.boolean(),
    chain: z.array(id).max(8).readonly().optional(),
  }),
  z.object({ type: z.literal('cover') }),
  z.object({ type: z.literal('reload'), slot, source: z.union([slot, z.literal('spare')]) }),
  z.object({ type: z.literal('unjam'), slot }),
  z.object({ type: z.literal('recharge'), slot }),
  z.object({ type: z.literal('item.use'), slot, targetId: id.nullable().optional() }),
  z.object({
    type: z.literal('exchange'),
    withCrewId: id.nullable(),
    swaps: z
      .array(z.object({ a: slotRef, b: slotRef }))
      .min(1)
      .max(12)
      .readonly(),
  }),
  z.object({
    type: z.literal('escape'),
    escaping: z.array(id).max(4).readonly(),
    sacrificed: z.array(id).max(4).readonly(),
  }),
  z.object({ type: z.literal('meditate') }),
  z.object({
    type: z.literal('psi.use'),
    power: id,
    crewId: id.optional(),
    enemyId: id.optional(),
    attribute: z.enum(['melee', 'ranged']).optional(),
    transfer: z.object({ fromCrewId: id, fromSlot: slot, toCrewId: id, toSlot: slot }).optional(),
  }),
  z.object({ type: z.literal('psi.skip') }),
  z.object({ type: z.literal('attack.reroll') }),
  z.object({ type: z.literal('attack.keep') }),
  z.object({ type: z.literal('enemy.target'), crewId: id }),
  z.object({ type: z.literal('psi.shield'), crewId: id }),
  z.object({ type: z.literal('psi.pass') }),
  z.object({ type: z.literal('spoils.take'), choice: z.enum(['stimpack', 'credits']) }),
  z.object({ type: z.literal('spoils.pick'), side: z.enum(['left', 'right']) }),
  z.object({ type: z.literal('spoils.ammo'), option: int.min(0).max(1) }),
]);
