import type { CrewStatus, Fight } from '../groundCombat/combatTypes';
import { turnSteps } from '../groundCombat/initiative';
import type { FightState, FightStep } from './simulateTypes';
import { fightStateFrom } from './simulateTypes';

/**
 * The fight as the simulator sees it: where the game's ground combat stands now, so the rest of it can be
 * played out many times. The fight's 'oxygen' step means the oxygen is already paid this turn; the
 * simulator's 'oxygen' means it is still to pay, so a fight at that step resumes at the next one.
 * The simulator starts between activations: an activation under way is taken back if nothing was done in
 * it yet, else counted done (the rest of an attack whose dice are being rolled is not played out), and an
 * enemy activation under way counts as over.
 */
export function fightStateOf(fight: Fight): FightState {
  const first = fight.initiative.first;
  const current = fight.phase === 'turn' ? fight.step : null;
  const inTurn = current !== null;
  let step: FightStep = 'oxygen';
  if (current !== null) {
    step = current === 'oxygen' && first !== null ? (turnSteps(first)[1] ?? 'crew') : current;
  }
  const act = fight.activation;
  // A crew member who has begun an activation without acting yet gets it back, as holding back would; one
  // who has acted is counted activated, and what ends with the activation (a used Concentrate bonus, a
  // hindrance) is already over.
  const status = Object.entries(fight.status).map(([id, s]): [string, CrewStatus] => {
    if (act?.crewId !== id) return [id, s];
    if (!act.acted) return [id, act.before];
    return [id, { ...s, hindered: 0, concentrate: s.concentrateArmed ? null : s.concentrate }];
  });
  const left = Object.fromEntries(status.map(([id, s]) => [id, s.activationsLeft]));
  return fightStateFrom({
    crew: fight.crew,
    enemies: fight.enemies,
    initiative: first,
    ambush: fight.encounter.ambush,
    step,
    ...(inTurn ? { activationsLeft: left } : {}),
    activated: inTurn ? status.filter(([, s]) => s.activated).map(([id]) => id) : [],
    enemiesActivated: fight.enemiesActed,
    lastActions: Object.fromEntries(status.map(([id, s]) => [id, s.lastAction])),
    inCover: status.filter(([, s]) => s.cover).map(([id]) => id),
    atmosphere: fight.encounter.atmosphere,
    oxygen: fight.oxygen,
    oxygenOwed: fight.oxygenOwed,
    escapeAttempts: fight.escapeAttempts,
    escapeBonus: fight.escapeBonus,
    initiativeBonus: fight.initiativeBonus,
    hindered: Object.fromEntries(status.map(([id, s]) => [id, s.hindered])),
    concentrate: Object.fromEntries(
      status.flatMap(([id, s]) => (s.concentrate === null ? [] : [[id, s.concentrate]])),
    ),
    rerollsUsed: Object.fromEntries(status.map(([id, s]) => [id, s.rerollsUsed])),
    taunt: fight.taunt,
    hardened: fight.hardened,
  });
}
