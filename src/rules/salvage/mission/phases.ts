import { prepareRoutes } from './navGraph';
import { boilersOf, crewSides, first, hostiles, later, say } from './core';
import { beginPostGame } from './postGame';
import { roundEndHazards } from './activation';
import type { CrewSide, Mission, Unit } from './state';

/**
 * The round of the quick reference: I. Boiler Phase (initiative, alternate activations), II. Enemy Phase
 * (Unalert hostiles, Alert hostiles, one event card), III. End Phase (win and round limit, clearing,
 * ongoing damage). Each function moves the mission on when nothing waits on a player.
 */

export function canActivate(u: Unit): boolean {
  return u.status === 'active' && u.at !== null && !u.activated;
}

export function leftToActivate(m: Mission, side: CrewSide): Unit[] {
  return boilersOf(m, side).filter(canActivate);
}

function other(side: CrewSide): CrewSide {
  return side === 'attacker' ? 'defender' : 'attacker';
}

/** A new round: Power and round effects reset, then initiative. */
export function beginRound(m: Mission): Mission {
  const round = m.round + 1;
  const units = m.units.map((u) => ({
    ...u,
    activated: false,
    actionsTaken: 0,
    exertedNow: false,
    heavyUsed: [],
  }));
  const crews = Object.fromEntries(
    Object.entries(m.crews).map(([k, c]) => [k, { ...c, extraPowerFor: null }]),
  );
  let next: Mission = { ...m, round, units, crews, stage: { kind: 'boilerPhase', active: null, turn: null } };
  next = say(next, { kind: 'roundBegins', round, limit: m.roundLimit });
  // The theme may have changed the ground since the mission opened: the hostiles' routes are ready anyway.
  if (round === 1) prepareRoutes(next);
  if (m.mode === 'hotseat') return later({ ...next, initiative: null }, [{ kind: 'initiative' }]);
  const side = crewSides(next)[0] ?? 'attacker';
  return { ...next, initiative: side, stage: { kind: 'boilerPhase', active: null, turn: side } };
}

/** Salvage: activations alternate — the other crew if it has units left, else the same crew; none: the phase is over. */
export function nextToActivate(m: Mission, justActed: CrewSide): CrewSide | undefined {
  // A crew that has met its win condition counts as escaped: it activates no more.
  return [other(justActed), justActed].find((s) => {
    const crew = m.crews[s];
    return crew !== undefined && !crew.won && leftToActivate(m, s).length > 0;
  });
}

/** After an activation: the turn passes to the crew `nextToActivate` names, else the Enemy Phase begins. */
export function passTurn(m: Mission, justActed: CrewSide): Mission {
  const side = nextToActivate(m, justActed);
  if (side === undefined) return beginEnemyPhase(m);
  return { ...m, stage: { kind: 'boilerPhase', active: null, turn: side } };
}

/**
 * Enemy Phase, part 1: every Unalert hostile wanders. The players pick the order — the player without
 * initiative first, then alternating — one hostile at a time (see `activateHostile`).
 */
export function beginEnemyPhase(m: Mission): Mission {
  const wanderers = hostiles(m).filter((h) => h.status === 'active' && h.at !== null && !h.alert);
  return say(
    { ...m, stage: { kind: 'enemyPhase', part: 'unalert' }, order: wanderers.map((h) => h.id) },
    { kind: 'enemyPhase', part: 'unalert' },
  );
}

/** Enemy Phase, part 2: every Alert hostile follows its Motivations; the player with initiative picks first. */
export function beginAlertPart(m: Mission): Mission {
  // A wanderer that has just turned Alert (it wandered this phase, so it is spent) waits for next round.
  const alert = hostiles(m).filter((h) => h.status === 'active' && h.at !== null && h.alert && !h.activated);
  return say(
    { ...m, stage: { kind: 'enemyPhase', part: 'alert' }, order: alert.map((h) => h.id) },
    { kind: 'enemyPhase', part: 'alert' },
  );
}

/** One hostile's activation in the Enemy Phase, in the part it is picked for. */
export function activateHostile(m: Mission, unitId: string): Mission {
  const part = m.stage.kind === 'enemyPhase' ? m.stage.part : null;
  const next: Mission = { ...m, order: m.order.filter((id) => id !== unitId) };
  if (part === 'unalert') return later(next, [{ kind: 'unalertMove', unit: unitId }]);
  if (part !== 'alert') return next;
  return later(next, [
    { kind: 'activationStart', unit: unitId },
    { kind: 'hostileTurn', unit: unitId },
    { kind: 'activationEnd', unit: unitId },
  ]);
}

export function beginEventPart(m: Mission): Mission {
  const next = say(
    { ...m, stage: { kind: 'enemyPhase', part: 'event' } },
    { kind: 'enemyPhase', part: 'event' },
  );
  return later(next, [{ kind: 'drawEvent', drawer: null }]);
}

export function beginEndPhase(m: Mission): Mission {
  const next = say({ ...m, stage: { kind: 'endPhase' } }, { kind: 'endPhase' });
  return later(next, [...roundEndHazards(next), { kind: 'closeRound' }]);
}

/** Has this crew met its win condition now? (survive is judged when the mission ends.) */
export function crewMeetsCondition(m: Mission, side: CrewSide, final: boolean): boolean {
  const check = m.crews[side]?.winCondition?.check;
  if (check === undefined) return false;
  const units = boilersOf(m, side);
  switch (check.kind) {
    case 'extract':
      return (
        units.filter((u) => u.status !== 'mortallyWounded').reduce((s, u) => s + u.salvage.length, 0) >=
        check.tokens
      );
    case 'escape':
      return units.filter((u) => u.status === 'escaped').length >= check.units;
    case 'search':
      return (m.crews[side]?.searched ?? 0) >= check.hostiles;
    case 'eliminate':
      return hostiles(m).filter((h) => h.status === 'mortallyWounded').length >= check.hostiles;
    case 'survive':
      return final && units.every((u) => u.status !== 'mortallyWounded');
  }
}

/**
 * End Phase, check win and round limit: a crew that meets its win condition counts as escaped and the other
 * crew's round limit drops by one; Noise markers and round effects are cleared. Whether a new round begins is
 * `missionOver`'s to say (the machine's End phase), not this step's.
 */
export function closeRound(m: Mission): Mission {
  let next: Mission = { ...m, noise: [] };
  next = say(next, { kind: 'roundCleared' });
  for (const side of crewSides(next)) {
    const crew = next.crews[side];
    if (crew === undefined || crew.won || !crewMeetsCondition(next, side, false)) continue;
    next = say(next, { kind: 'winConditionMet', side });
    next = { ...next, crews: { ...next.crews, [side]: { ...crew, won: true } } };
    const rival = next.crews[other(side)];
    const limit = next.roundLimit;
    if (rival !== undefined && limit !== null) {
      next = { ...next, crews: { ...next.crews, [other(side)]: { ...rival, roundLimit: limit - 1 } } };
      next = say(next, { kind: 'rivalLimitDrops', side: other(side), limit: limit - 1 });
    }
  }
  return next;
}

/** End Phase: no crew is still playing (each has won, reached its round limit or has no unit left on the board). */
export function missionOver(m: Mission): boolean {
  return !crewSides(m).some((side) => {
    const crew = m.crews[side];
    const limit = crew?.roundLimit ?? m.roundLimit ?? Infinity;
    return (
      crew?.won !== true &&
      m.round < limit &&
      boilersOf(m, side).some((u) => u.status === 'active' && u.at !== null)
    );
  });
}

/** The mission ends after this End Phase: on to the post-game. */
export function endMission(m: Mission): Mission {
  const next = say(m, {
    kind: 'missionEnds',
    limitReached: m.roundLimit !== null && m.round >= m.roundLimit,
  });
  return beginPostGame(next);
}

export { first };
