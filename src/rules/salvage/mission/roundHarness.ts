import * as engine from './engine';
import type { Decision } from './decisions';
import {
  activateLastHostile,
  activationClosed,
  alertPart,
  beginEnemyPhase,
  boilerPhaseOver,
  closeActivation,
  endPhase,
  eventPart,
  hostilesToPick,
  lastHostile,
  missionOver,
  newRound,
  nextTurn,
  toPostGame,
  turnPasses,
  unitActing,
} from './round';
import type { Mission, MissionContent } from './state';

/**
 * For rules tests only: plays the round's moves in the order of the salvage machine's chart
 * (machines/salvage/mission.machine.ts), so a test can drive the rules without XState. The machine is the
 * game; its own tests and the fixture saves check it. `activating` stands for the chart's `activation`
 * state (a closed activation passes the turn; a crew picking its next unit keeps it).
 */
export function followRound(m0: Mission, activating0 = false): Mission {
  let m = m0;
  let activating = activating0;
  for (let i = 0; i < 5000; i++) {
    if (m.choice !== null || m.shove !== null || engine.pendingRoll(m) !== null) return m;
    const s = m.stage;
    if (s.kind === 'boilerPhase') {
      if (s.turn === null) return m;
      if (s.active !== null) {
        if (unitActing(m)) return m;
        m = closeActivation(m);
        activating = true;
        continue;
      }
      if (!(activating && activationClosed(m)) && !turnPasses(m)) return m;
      activating = false;
      m = boilerPhaseOver(m) ? beginEnemyPhase(m) : nextTurn(m);
    } else if (s.kind === 'enemyPhase') {
      if (s.part === 'event') m = endPhase(m);
      else if (hostilesToPick(m)) return m;
      else if (lastHostile(m)) m = activateLastHostile(m);
      else m = s.part === 'unalert' ? alertPart(m) : eventPart(m);
    } else if (s.kind === 'endPhase') {
      m = missionOver(m) ? toPostGame(m) : newRound(m);
    } else return m;
  }
  throw new Error('The round did not come to a stop (a rules loop).');
}

const activatingNow = (m: Mission) => m.stage.kind === 'boilerPhase' && m.stage.active !== null;

/** `engine.decide`, then the round's moves as the machine makes them. */
export function decide(m: Mission, d: Decision, nextContent?: MissionContent): Mission {
  return followRound(engine.decide(m, d, nextContent), activatingNow(m) || d.type === 'unit.activate');
}

/** `engine.answer`, then the round's moves as the machine makes them. */
export function answer(m: Mission, faces: readonly (readonly number[])[]): Mission {
  return followRound(engine.answer(m, faces), activatingNow(m));
}

/** `engine.drain`, then the round's moves as the machine makes them (a test's hand-made queue). */
export function settle(m: Mission): Mission {
  return followRound(engine.drain(m), activatingNow(m));
}

export { pendingRoll, refusal, startMission } from './engine';
export type { Decision } from './engine';
