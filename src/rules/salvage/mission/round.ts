import { endActivation } from './activation';
import { unitById } from './board';
import { isCrewSide, later } from './core';
import { drain } from './engine';
import {
  activateHostile,
  beginAlertPart,
  beginEndPhase,
  beginEnemyPhase,
  beginEventPart,
  beginRound,
  endMission,
  leftToActivate,
  nextToActivate,
  passTurn,
} from './phases';
import type { Effect } from './effects.types';
import type { Mission } from './state';

/**
 * The round of the quick reference as the machine's chart reads it: I. Boiler Phase, II. Enemy Phase,
 * III. End Phase. Each guard here answers one question of the chart (a `check` choice point) and each step
 * is one move of the chart, followed by the owed steps it queues (`drain`). Nothing here picks the next
 * phase: the chart does, in the book's order.
 */

// ——— I. Boiler Phase ———

/** Hot-seat: initiative is won but the winner has not yet said which crew activates first. */
export function initiativeToChoose(m: Mission): boolean {
  return m.stage.kind === 'boilerPhase' && m.stage.turn === null;
}

/** The crew whose turn it is has no unit left to activate (or has met its win condition): the turn passes. */
export function turnPasses(m: Mission): boolean {
  const s = m.stage;
  if (s.kind !== 'boilerPhase' || s.turn === null) return false;
  return leftToActivate(m, s.turn).length === 0 || m.crews[s.turn]?.won === true;
}

/** The activating unit may still act: it stands on the board, active, with Power left. */
export function unitActing(m: Mission): boolean {
  const s = m.stage;
  if (s.kind !== 'boilerPhase' || s.active === null) return false;
  const u = unitById(m, s.active);
  return u !== undefined && u.status === 'active' && u.at !== null && u.power > 0;
}

/** The activation is closed (`closeActivation` and any hazard it ended in are done): the turn passes. */
export function activationClosed(m: Mission): boolean {
  return m.stage.kind === 'boilerPhase' && m.stage.active === null;
}

/** No crew has a unit left to activate after this turn: the Boiler Phase is over. */
export function boilerPhaseOver(m: Mission): boolean {
  const s = m.stage;
  return s.kind === 'boilerPhase' && s.turn !== null && nextToActivate(m, s.turn) === undefined;
}

/**
 * The activation ends (0 Power, ended by choice, or the unit is out of action). Salvage: a hazard the unit
 * ended its activation in strikes before the turn passes, still within that activation; the `passTurn` step
 * closes it once the hazard is resolved.
 */
export function closeActivation(m: Mission): Mission {
  const s = m.stage;
  if (s.kind !== 'boilerPhase' || s.active === null) return m;
  const u = unitById(m, s.active);
  const ended = endActivation(m, s.active);
  const side = u !== undefined && isCrewSide(u.side) ? u.side : s.turn;
  if (side === null) return ended;
  const pass: Effect = { kind: 'passTurn', side };
  if (ended.queue.length > 0) return drain(later(ended, [pass]));
  return { ...ended, stage: { kind: 'boilerPhase', active: null, turn: side } };
}

/** The turn passes to the other crew (or stays, if only this one has units left). */
export function nextTurn(m: Mission): Mission {
  const s = m.stage;
  return s.kind === 'boilerPhase' && s.turn !== null ? passTurn(m, s.turn) : m;
}

// ——— II. Enemy Phase ———

export { beginEnemyPhase };

/** More than one hostile is left to act in this part of the Enemy Phase: a player picks which goes next. */
export function hostilesToPick(m: Mission): boolean {
  return m.order.length > 1;
}

/** One hostile is left to act in this part: it needs no choosing. */
export function lastHostile(m: Mission): boolean {
  return m.order.length === 1;
}

/** The last hostile left in this part acts. */
export function activateLastHostile(m: Mission): Mission {
  return drain(activateHostile(m, m.order[0] ?? ''));
}

/** Part 2: the Alert hostiles act on their Motivations. */
export function alertPart(m: Mission): Mission {
  return beginAlertPart(m);
}

/** Part 3: the player with initiative draws and resolves one event card. */
export function eventPart(m: Mission): Mission {
  return drain(beginEventPart(m));
}

// ——— III. End Phase ———

/**
 * The End Phase begins: ongoing damage (a Metal Press), then the win and round-limit check and clearing.
 * Reading (salvage.round): the quick reference lists "Check win/round limit. Clear round effects. Resolve
 * ongoing damage."; the damage is resolved first so that a unit it takes out counts in this round's check
 * (the order the engine has always played, so every saved game replays the same).
 */
export function endPhase(m: Mission): Mission {
  return drain(beginEndPhase(m));
}

export { missionOver } from './phases';

/** The mission goes on: a new round, Power and round effects reset, then initiative. */
export function newRound(m: Mission): Mission {
  return drain(beginRound(m));
}

/** The mission ends: on to the post-game. */
export function toPostGame(m: Mission): Mission {
  return drain(endMission(m));
}
