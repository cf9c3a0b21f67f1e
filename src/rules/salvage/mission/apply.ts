import { first, say } from './core';
import type { Effect } from './effects.types';
import { handlerOf } from './handlers';
import { unluckyReroll } from './handlers/attack';
import type { Faces } from './handlers/types';
import type { Mission } from './state';

/**
 * Applying one step of the queue: with the faces rolled for it when it needed dice. Each effect kind's
 * handler (handlers/) reads its table from src/rules/salvage/tables and wires the result into the mission.
 */
export function applyEffect(m0: Mission, e: Effect, faces: Faces | null): Mission {
  const m: Mission = { ...m0, queue: m0.queue.slice(1) };
  const unluckyFirst = faces === null ? null : unluckyReroll(m, e, faces);
  if (unluckyFirst !== null) return first(say(m, { kind: 'unluckyOwed' }), [unluckyFirst]);
  return handlerOf(e).apply(m, e, faces);
}
