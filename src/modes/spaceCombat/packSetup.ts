import { z } from 'zod';
import { packSetup } from '../defineMode';
import { spaceCombatInput } from './setup';

/** The options of a space combat from a pack, as its set-up form picks them (`SpaceCombatOptions`). */
export const spaceCombatPackOptions = z.strictObject({
  hullId: z.string().min(1).max(100),
  fit: z.enum(['starter', 'full']),
  flightNumber: z.number().int().min(3).max(19),
  crew: z.array(z.string().min(1).max(100)).min(1).max(4),
  flightTableId: z.string().min(1).max(100).optional(),
});

export const spaceCombatPackSetup = packSetup(spaceCombatPackOptions, (pack, o) => {
  const built = spaceCombatInput(pack, o);
  return built.ok ? { ok: true, input: built.input } : built;
});
