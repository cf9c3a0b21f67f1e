import { pendingRoll } from './engine';
import type { Effect } from './effects.types';
import type { Mission, PostGameStep, SetupStep } from './state';

/**
 * Where in the phase loop the mission stands, at the grain the machine's states follow: a set-up step, the
 * Boiler phase's initiative / pick / activation, the Enemy phase's Unalert, Alert and event parts, the End
 * phase, a post-game step. The round's phases are the machine's to move through (round.ts); set-up and
 * post-game steps are asked with `placeIs`, and a saved snapshot's state is worked out from it.
 */
export type Place =
  | `setup.${SetupStep}`
  | 'boilerPhase.initiative'
  | 'boilerPhase.pickUnit'
  | 'boilerPhase.activation'
  | 'enemyPhase.unalert'
  | 'enemyPhase.alert'
  | 'enemyPhase.event'
  | 'endPhase'
  | `postGame.${PostGameStep}`
  | 'over';

export function placeOf(m: Mission): Place {
  const s = m.stage;
  switch (s.kind) {
    case 'setup':
      return `setup.${s.step}`;
    case 'boilerPhase':
      // Salvage: Boiler Phase — initiative first (hot-seat), then alternate activations.
      if (s.turn === null) return 'boilerPhase.initiative';
      return s.active === null ? 'boilerPhase.pickUnit' : 'boilerPhase.activation';
    case 'enemyPhase':
      return `enemyPhase.${s.part}`;
    case 'endPhase':
      return 'endPhase';
    case 'postGame':
      return `postGame.${s.step}`;
    case 'over':
      return 'over';
  }
}

export function placeIs(m: Mission, place: Place): boolean {
  return placeOf(m) === place;
}

/** A rule waits on dice now (the head of the queue needs a roll). */
export function rollWaiting(m: Mission): boolean {
  return pendingRoll(m) !== null;
}

/** A won Shove waits for the winner to say which way and how far the loser goes. */
export function shoveWaiting(m: Mission): boolean {
  return m.shove !== null;
}

/** A rule has left a choice to the player (a Blight result's "one Boiler"). */
export function choiceWaiting(m: Mission): boolean {
  return m.choice !== null;
}

/** The kind of owed step whose roll the mission waits on (each roll is its own state of the machine), or null. */
export function rollOwed(m: Mission): Effect['kind'] | null {
  return pendingRoll(m) === null ? null : (m.queue[0]?.kind ?? null);
}
