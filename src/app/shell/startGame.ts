import type { AnyStateMachine } from 'xstate';
import type { ModeDefinition } from '../../game/mode';
import { Session } from '../../game/session';
import type { Session as AnySession } from '../../game/session';
import type { DiceMode } from '../../game/session';
import { gameStore, newSeed } from '../gameStore';

/** Starts a new game of a mode and makes it the mode's game in progress (its screen shows it at once). */
export function startGame<M extends AnyStateMachine>(
  mode: ModeDefinition<M>,
  input: unknown,
  dice: DiceMode,
  seed: string = newSeed(),
): void {
  gameStore.set(mode.id, Session.start(mode, { mode: mode.id, seed, input }, dice));
}

/**
 * What a "new game" button asks before the game in progress is replaced: it names that game, and says how to
 * keep it (the replaced autosave cannot be brought back).
 */
export function replaceQuestion(session: AnySession): string {
  const now = session.mode.describe(session.getSnapshot());
  return `This replaces the game in progress (${now}). Save it to a slot or export it first to keep it.`;
}
