import type { ModeDefinition } from '../game/mode';
import { GAME_MODES } from './registry';

/**
 * Every mode the session can run headlessly, by id, derived from the registry: the replay CLI, the save
 * loader and the tests read this. The registry holds loaders (so the first page loads no machine); this module
 * awaits them once, at its top level, so whoever imports it gets a complete, synchronous map.
 */
const definitions = await Promise.all(GAME_MODES.map((entry) => entry.mode()));

for (const [i, definition] of definitions.entries()) {
  const entry = GAME_MODES[i];
  if (entry !== undefined && entry.id !== definition.id)
    throw new Error(`The registry entry "${entry.id}" loads the mode "${definition.id}".`);
}

const byId: ReadonlyMap<string, ModeDefinition> = new Map(definitions.map((d) => [d.id, d]));

/**
 * The same modes as a record for `loadGame` and the SaveBar. It has no prototype, so a save whose mode is
 * "toString" or "__proto__" finds no mode instead of an Object method.
 */
export const MODES: Readonly<Record<string, ModeDefinition>> = Object.freeze(
  Object.assign(Object.create(null) as Record<string, ModeDefinition>, Object.fromEntries(byId)),
);

/** The mode of an id, by own entry only. */
export function modeById(id: string): ModeDefinition | undefined {
  return byId.get(id);
}
