import type { Effect } from '../effects.types';
import { ATTACK_HANDLERS } from './attack';
import { EVENTS_HANDLERS } from './events';
import { HARM_HANDLERS } from './harm';
import { HAZARDS_HANDLERS } from './hazards';
import { MOVEMENT_HANDLERS } from './movement';
import { PHASES_HANDLERS } from './phases';
import { PICKS_HANDLERS } from './picks';
import { POST_GAME_HANDLERS } from './postGame';
import { SALVAGE_HANDLERS } from './salvage';
import { SETUP_HANDLERS } from './setup';
import type { Handler, Handlers } from './types';

/** Every effect kind's handler: the type asks for one per kind, so a new kind cannot go unhandled. */
export const HANDLERS: Handlers<Effect['kind']> = {
  ...ATTACK_HANDLERS,
  ...EVENTS_HANDLERS,
  ...HARM_HANDLERS,
  ...HAZARDS_HANDLERS,
  ...MOVEMENT_HANDLERS,
  ...PHASES_HANDLERS,
  ...PICKS_HANDLERS,
  ...POST_GAME_HANDLERS,
  ...SALVAGE_HANDLERS,
  ...SETUP_HANDLERS,
};

/** The handler of a step's kind, typed for the step itself (the record holds one per kind). */
export function handlerOf(e: Effect): Handler<Effect['kind']> {
  return HANDLERS[e.kind] as Handler<Effect['kind']>;
}
