import { z } from 'zod';
import { packSetup } from '../defineMode';
import { fringeInput } from './setup';

/**
 * The options of a Fringe battle from a pack (`FringeOptions`), as its set-up form picks them: a demo's
 * `build` names them, and the battle is set up exactly as the form would.
 */
export const fringePackOptions = z.strictObject({
  battleId: z.string().min(1).max(100),
  crewId: z.string().min(1).max(100),
  play: z.enum(['solo', 'hot-seat']),
  opponentId: z.string().min(1).max(100).optional(),
});

export const fringePackSetup = packSetup(fringePackOptions, (pack, o) => {
  const built = fringeInput(pack, {
    battleId: o.battleId,
    crewId: o.crewId,
    play: o.play,
    ...(o.opponentId === undefined ? {} : { opponentId: o.opponentId }),
  });
  return built.ok ? { ok: true, input: built.input } : built;
});
