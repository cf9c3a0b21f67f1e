import { z } from 'zod';
import { ENEMY_SPECIES } from '../../content/schemas/enemy';
import { LOCATION_KINDS } from '../../content/schemas/location';
import { packSetup } from '../defineMode';
import { quickFightInput } from './setup';

/** The options of a Quick fight from a pack, as its set-up form picks them (`QuickFightOptions`). */
export const quickFightPackOptions = z.strictObject({
  crew: z.array(z.string().min(1).max(100)).min(1).max(4),
  species: z.enum(ENEMY_SPECIES),
  level: z.number().int().min(1).max(6).optional(),
  difficulty: z.number().int().min(1).max(5).optional(),
  elementValue: z.union([z.number().int().min(0).max(20), z.literal('?')]).optional(),
  map: z.number().int().min(1).max(9).optional(),
  atmosphere: z.enum(['breathable', 'non-breathable', 'hell']).optional(),
  locationKind: z.enum(LOCATION_KINDS).optional(),
  boss: z.boolean().optional(),
  ambush: z.boolean().optional(),
  oxygen: z.number().int().min(0).max(99).optional(),
  treasureTableId: z.string().min(1).max(100).optional(),
});

export const quickFightPackSetup = packSetup(quickFightPackOptions, (pack, o) => {
  const built = quickFightInput(pack, o);
  return built.ok ? { ok: true, input: built.input } : built;
});
