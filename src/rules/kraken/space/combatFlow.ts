import type {
  BoardingOutcome,
  ObjectivePick,
  RepairTarget,
  Shot,
  SpaceCombat,
  SpaceCombatInput,
  SpaceOwed,
  SpaceRoll,
} from './combatTypes';
import { openBoarding, board, boardRefusal, boardingAnswerRefusal, answerBoarding } from './combatBoarding';
import {
  answerEnemyHit,
  answerEvade,
  answerSystemClass,
  answerSystemCount,
  enemyHitRoll,
  evade,
  evadeRefusal,
  evadeRoll,
  openEnemyFire,
  pickShield,
  shieldPickRefusal,
  skipEvade,
  systemClassRoll,
  systemCountRoll,
} from './combatEnemyFire';
import { answerEscape, escapeRoll, openEscape, tryEscape } from './combatEscape';
import {
  answerHit,
  fire,
  fireRefusal,
  hitRoll,
  keepHit,
  openFire,
  reroll,
  rerollRefusal,
} from './combatFire';
import {
  finishObjectives,
  objectiveRefusal,
  objectiveRoll,
  openObjectives,
  repairRefusal,
  repairRoll,
  resolveObjective,
  resolveRepair,
  tryObjective,
  tryRepair,
} from './combatObjectives';
import { drones, dronesRefusal, endOfTurn, openRecharge } from './combatRecharge';
import { startSpaceCombat, toPhase } from './combatState';
import { beginTurn } from './combatTimeline';

/**
 * The space combat's steps (Space Kraken §10; kraken.space-combat): `owed` says what the combat waits for (a
 * die with its exact odds, a decision, a boarding, or the end); `applyFace`, `applyDecision` (after
 * `decisionRefusal`) and `applyBoarding` each take one step. The space-combat machine runs the phases in the
 * order of its chart (spaceCombat.machine.ts). The odds simulators and the rules tests, which have no chart,
 * drive the same steps through `settle`: it opens the phase the last step named, in the book's order, until
 * something is owed (the machine's path tests and the fixture replays hold the two to the same games).
 */

/** Every decision a player takes in a space combat, as data. */
export type SpaceDecision =
  | { readonly type: 'objective.try'; readonly picks: readonly ObjectivePick[] }
  | { readonly type: 'repair.try'; readonly crewIds: readonly string[]; readonly target: RepairTarget }
  | { readonly type: 'objectives.done' }
  | { readonly type: 'fire'; readonly shots: readonly Shot[] }
  | { readonly type: 'reroll'; readonly crewId: string }
  | { readonly type: 'reroll.skip' }
  | { readonly type: 'evade'; readonly crewIds: readonly string[] }
  | { readonly type: 'evade.skip' }
  | { readonly type: 'shield.pick'; readonly fittedId: string }
  | { readonly type: 'board'; readonly enemyUid: string; readonly crewIds: readonly string[] }
  | { readonly type: 'board.skip' }
  | { readonly type: 'escape' }
  | { readonly type: 'escape.skip' }
  | { readonly type: 'drones'; readonly target: RepairTarget }
  | { readonly type: 'drones.skip' };

/** The decision step each decision belongs to. */
const STEP_OF = {
  'objective.try': 'objectives',
  'repair.try': 'objectives',
  'objectives.done': 'objectives',
  fire: 'fire',
  reroll: 'reroll',
  'reroll.skip': 'reroll',
  evade: 'evade',
  'evade.skip': 'evade',
  'shield.pick': 'shield-pick',
  board: 'board',
  'board.skip': 'board',
  escape: 'escape',
  'escape.skip': 'escape',
  drones: 'drones',
  'drones.skip': 'drones',
} as const satisfies Record<SpaceDecision['type'], string>;

/** Runs every step that asks nothing of the player, until something is owed (for the simulators). */
export function settle(start: SpaceCombat): SpaceCombat {
  let c = start;
  while (c.pending.kind === 'open') {
    switch (c.phase) {
      case 'timeline':
        c = beginTurn(c);
        break;
      case 'objectives':
        c = openObjectives(c);
        break;
      case 'fire':
        c = openFire(c);
        break;
      case 'enemy-fire':
        c = openEnemyFire(c);
        break;
      case 'boarding':
        c = openBoarding(c);
        break;
      case 'escape':
        c = openEscape(c);
        break;
      case 'recharge':
        c = openRecharge(c);
        break;
      case 'over':
        c = { ...c, pending: { kind: 'over' } };
        break;
    }
  }
  return c;
}

/** §9.4 set-up, then the first turn up to the first thing owed. */
export function beginSpaceCombat(input: SpaceCombatInput): SpaceCombat {
  return settle(startSpaceCombat(input));
}

function rollOf(c: SpaceCombat): SpaceRoll | null {
  const p = c.pending;
  if (p.kind !== 'roll') return null;
  const r = p.roll;
  switch (r.kind) {
    case 'objective':
      return objectiveRoll(c, r.picks, r.index);
    case 'repair':
      return repairRoll(c, r.crewIds);
    case 'hit':
      return hitRoll(c, r.shot);
    case 'enemy-hit':
      return enemyHitRoll(c, r.uid);
    case 'evade':
      return evadeRoll(c, r.crewIds);
    case 'system-class':
      return systemClassRoll();
    case 'system-count':
      return systemCountRoll(r.systemClass);
    case 'escape':
      return escapeRoll(c);
  }
}

export function owed(c: SpaceCombat): SpaceOwed {
  const p = c.pending;
  switch (p.kind) {
    case 'roll': {
      const roll = rollOf(c);
      if (roll === null) throw new Error('No roll is waiting.');
      return { kind: 'roll', roll };
    }
    case 'decide':
      return { kind: 'decide', step: p.step };
    case 'boarding':
      return { kind: 'boarding', request: p.request };
    case 'open':
    case 'over':
      if (c.outcome === null || c.endedBy === null) throw new Error('The combat is not settled.');
      return { kind: 'over', outcome: c.outcome, by: c.endedBy };
  }
}

/**
 * The face of the die `owed` asked for, applied alone: the space-combat machine then goes on by its chart
 * (the next step of the phase, or the next phase).
 */
export function applyFace(c: SpaceCombat, face: number): SpaceCombat {
  const p = c.pending;
  if (p.kind !== 'roll') throw new Error('No roll is waiting.');
  const r = p.roll;
  switch (r.kind) {
    case 'objective':
      return resolveObjective(c, r.picks, r.index, face);
    case 'repair':
      return resolveRepair(c, r.crewIds, r.target, face);
    case 'hit':
      return answerHit(c, r.shot, face);
    case 'enemy-hit':
      return answerEnemyHit(c, r.uid, face);
    case 'evade':
      return answerEvade(c, r.crewIds, r.damage, face);
    case 'system-class':
      return answerSystemClass(c, face);
    case 'system-count':
      return answerSystemCount(c, r.systemClass, face);
    case 'escape':
      return answerEscape(c, face);
  }
}

/** `applyFace`, then every step that asks nothing of the player (the simulators' and tests' driver). */
export function answerRoll(c: SpaceCombat, face: number): SpaceCombat {
  return settle(applyFace(c, face));
}

/** Null when the decision may be taken now, else the reason in the project's words. */
export function decisionRefusal(c: SpaceCombat, d: SpaceDecision): string | null {
  if (c.pending.kind !== 'decide' || c.pending.step !== STEP_OF[d.type])
    return 'That is not the decision waiting now.';
  switch (d.type) {
    case 'objective.try':
      return objectiveRefusal(c, d.picks);
    case 'repair.try':
      return repairRefusal(c, d.crewIds, d.target);
    case 'fire':
      return fireRefusal(c, d.shots);
    case 'reroll':
      return rerollRefusal(c, d.crewId);
    case 'evade':
      return evadeRefusal(c, d.crewIds);
    case 'shield.pick':
      return shieldPickRefusal(c, d.fittedId);
    case 'board':
      return boardRefusal(c, d.enemyUid, d.crewIds);
    case 'drones':
      return dronesRefusal(c, d.target);
    case 'objectives.done':
    case 'reroll.skip':
    case 'evade.skip':
    case 'board.skip':
    case 'escape':
    case 'escape.skip':
    case 'drones.skip':
      return null;
  }
}

/**
 * Applies a decision alone; throws when `decisionRefusal` has something against it. The space-combat machine
 * goes on from here by its chart.
 */
export function applyDecision(c: SpaceCombat, d: SpaceDecision): SpaceCombat {
  const why = decisionRefusal(c, d);
  if (why !== null) throw new Error(why);
  switch (d.type) {
    case 'objective.try':
      return tryObjective(c, d.picks);
    case 'repair.try':
      return tryRepair(c, d.crewIds, d.target);
    case 'objectives.done':
      return finishObjectives(c);
    case 'fire':
      return fire(c, d.shots);
    case 'reroll':
      return reroll(c, d.crewId);
    case 'reroll.skip':
      return keepHit(c);
    case 'evade':
      return evade(c, d.crewIds);
    case 'evade.skip':
      return skipEvade(c);
    case 'shield.pick':
      return pickShield(c, d.fittedId);
    case 'board':
      return board(c, d.enemyUid, d.crewIds);
    case 'board.skip':
      return toPhase(c, 'escape');
    case 'escape':
      return tryEscape(c);
    case 'escape.skip':
      return toPhase(c, 'recharge');
    case 'drones':
      return drones(c, d.target);
    case 'drones.skip':
      return endOfTurn(c);
  }
}

/** `applyDecision`, then every step that asks nothing of the player (the simulators' and tests' driver). */
export function decide(c: SpaceCombat, d: SpaceDecision): SpaceCombat {
  return settle(applyDecision(c, d));
}

export function boardingRefusal(c: SpaceCombat, enemyUid: string): string | null {
  return boardingAnswerRefusal(c, enemyUid);
}

/** The boarding kernel's result for the boarding `owed` asked for (for theirs: which ship it was). */
export function applyBoarding(c: SpaceCombat, enemyUid: string, outcome: BoardingOutcome): SpaceCombat {
  const why = boardingAnswerRefusal(c, enemyUid);
  if (why !== null) throw new Error(why);
  return answerBoarding(c, enemyUid, outcome);
}

/** `applyBoarding`, then every step that asks nothing of the player (the simulators' and tests' driver). */
export function resolveBoarding(c: SpaceCombat, enemyUid: string, outcome: BoardingOutcome): SpaceCombat {
  return settle(applyBoarding(c, enemyUid, outcome));
}

/** Who has been used this turn, and for what (§10: the sheet's crew marks). */
export function crewMarks(
  c: SpaceCombat,
): readonly { readonly crewId: string; readonly task: string | null }[] {
  return c.crew.map((m) => ({ crewId: m.id, task: c.used[m.id] ?? null }));
}
