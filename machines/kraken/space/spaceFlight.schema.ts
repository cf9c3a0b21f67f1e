import { z } from 'zod';
import { FLIGHT_OPTIONS } from '../../../src/rules/kraken/space/flight';

const option = z.enum(FLIGHT_OPTIONS);

/** The space flight's decisions as a save logs them; the rules judge them after that. */
export const flightDecisionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('flight.locationDifficulty'), value: z.number().int().min(0).max(10) }),
  z.strictObject({ type: z.literal('flight.addOption'), option }),
  z.strictObject({ type: z.literal('flight.removeOption'), option }),
  z.strictObject({ type: z.literal('flight.stealthSkin'), on: z.boolean() }),
  z.strictObject({ type: z.literal('flight.setOff') }),
  z.strictObject({ type: z.literal('flight.tryAvoid') }),
  z.strictObject({ type: z.literal('flight.faceCombat') }),
  z.strictObject({ type: z.literal('flight.nanoSkin') }),
]);
