import type { Fight } from './combatTypes';
import { turnSteps } from './initiative';
import type { FightState, FightStep } from './simulate';
import { fightStateFrom } from './simulate';

/**
 * The fight as the simulator sees it: where the game's ground combat stands now, so the rest of it can be
 * played out many times. The fight's 'oxygen' step means the oxygen is already paid this turn; the
 * simulator's 'oxygen' means it is still to pay, so a fight at that step resumes at the next one.
 */
export function fightStateOf(fight: Fight): FightState {
  const first = fight.initiative.first;
  const current = fight.phase === 'turn' ? fight.step : null;
  const inTurn = current !== null;
  let step: FightStep = 'oxygen';
  if (current !== null) {
    step = current === 'oxygen' && first !== null ? (turnSteps(first)[1] ?? 'crew') : current;
  }
  const status = Object.entries(fight.status);
  const act = fight.activation;
  const left = Object.fromEntries(
    status.map(([id, s]) => [
      id,
      act?.crewId === id && !act.acted ? act.before.activationsLeft : s.activationsLeft,
    ]),
  );
  return fightStateFrom({
    crew: fight.crew,
    enemies: fight.enemies,
    initiative: first,
    ambush: fight.encounter.ambush,
    step,
    ...(inTurn ? { activationsLeft: left } : {}),
    enemiesActivated: fight.enemiesActed,
    lastActions: Object.fromEntries(status.map(([id, s]) => [id, s.lastAction])),
    inCover: status.filter(([, s]) => s.cover).map(([id]) => id),
    atmosphere: fight.encounter.atmosphere,
    oxygen: fight.oxygen,
    oxygenOwed: fight.oxygenOwed,
    escapeAttempts: fight.escapeAttempts,
  });
}
