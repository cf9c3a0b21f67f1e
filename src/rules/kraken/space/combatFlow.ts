import type {
  BoardingOutcome,
  ObjectivePick,
  RepairTarget,
  Shot,
  SpaceCombat,
  SpaceOwed,
  SpaceRoll,
} from './combatTypes';
import { board, boardRefusal, boardingAnswerRefusal, answerBoarding } from './combatBoarding';
import {
  answerEnemyHit,
  answerEvade,
  answerSystemClass,
  answerSystemCount,
  enemyHitRoll,
  evade,
  evadeRefusal,
  evadeRoll,
  pickShield,
  shieldPickRefusal,
  skipEvade,
  systemClassRoll,
  systemCountRoll,
} from './combatEnemyFire';
import { answerEscape, escapeRoll, tryEscape } from './combatEscape';
import { answerHit, fire, fireRefusal, hitRoll, keepHit, reroll, rerollRefusal } from './combatFire';
import {
  finishObjectives,
  objectiveRefusal,
  objectiveRoll,
  repairRefusal,
  repairRoll,
  resolveObjective,
  resolveRepair,
  tryObjective,
  tryRepair,
} from './combatObjectives';
import { drones, dronesRefusal, endOfTurn } from './combatRecharge';
import { phaseDone } from './combatState';

/**
 * The space combat's steps (Space Kraken §10; kraken.space-combat): `owed` says what the combat waits for (a
 * die with its exact odds, a decision, a boarding, or the end); `applyFace`, `applyDecision` (after
 * `decisionRefusal`) and `applyBoarding` each take one step, and a step that finishes its phase says only
 * that. The space-combat machine runs the phases in the order of its chart (spaceCombat.machine.ts); the odds
 * simulators and the rules tests walk the same order, read from the one list (combatOrder.ts).
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
      return phaseDone(c);
    case 'escape':
      return tryEscape(c);
    case 'escape.skip':
      return phaseDone(c);
    case 'drones':
      return drones(c, d.target);
    case 'drones.skip':
      return endOfTurn(c);
  }
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

/** Who has been used this turn, and for what (§10: the sheet's crew marks). */
export function crewMarks(
  c: SpaceCombat,
): readonly { readonly crewId: string; readonly task: string | null }[] {
  return c.crew.map((m) => ({ crewId: m.id, task: c.used[m.id] ?? null }));
}
