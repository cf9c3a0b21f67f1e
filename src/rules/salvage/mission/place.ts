import { pendingRoll } from './engine';
import type { Mission, PostGameStep, SetupStep } from './state';

/**
 * Where in the phase loop the mission stands, at the grain the machine's states follow: a set-up step, the
 * Boiler phase's initiative / pick / activation, the Enemy phase's Unalert, Alert and event parts, the End
 * phase, a post-game step. The machine asks `placeIs` in each phase's check and moves on when it is
 * not there; the rules decide when a phase is over (see `settle`).
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
