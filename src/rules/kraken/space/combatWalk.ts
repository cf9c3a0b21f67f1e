import type { BoardingOutcome, SpaceCombat, SpaceCombatInput } from './combatTypes';
import type { SpaceDecision } from './combatFlow';
import type { TurnPhase } from './combatOrder';
import { openBoarding } from './combatBoarding';
import { openEnemyFire } from './combatEnemyFire';
import { openEscape } from './combatEscape';
import { openFire } from './combatFire';
import { applyBoarding, applyDecision, applyFace } from './combatFlow';
import { openObjectives } from './combatObjectives';
import { phaseAfter } from './combatOrder';
import { openRecharge } from './combatRecharge';
import { startSpaceCombat } from './combatState';
import { beginTurn } from './combatTimeline';

/**
 * A space combat's phases entered in the chart's order (combatOrder.ts): the space-combat machine's entry
 * actions enter them as its chart goes; the odds simulators and the rules tests, which have no chart, walk
 * the same order with `goOn`.
 */

/** Each phase's rules, opening it: what it asks first, or that it has nothing to ask. */
const OPENS: Readonly<Record<TurnPhase, (c: SpaceCombat) => SpaceCombat>> = {
  timeline: beginTurn,
  objectives: openObjectives,
  fire: openFire,
  'enemy-fire': openEnemyFire,
  boarding: openBoarding,
  escape: openEscape,
  recharge: openRecharge,
};

/** Enters a phase: the combat is in it now, and its rules open it (the chart's entry actions). */
export function enterPhase(c: SpaceCombat, phase: TurnPhase): SpaceCombat {
  return OPENS[phase]({ ...c, phase });
}

/**
 * For the simulators and the rules tests, which have no chart: while the phase under way is finished, the
 * next one of `SPACE_PHASES` is entered, as the machine's chart does, until something is owed.
 */
export function goOn(start: SpaceCombat): SpaceCombat {
  let c = start;
  while (c.pending.kind === 'open') c = enterPhase(c, phaseAfter(c.phase));
  return c;
}

/** §9.4 set-up, then the first turn up to the first thing owed. */
export function beginSpaceCombat(input: SpaceCombatInput): SpaceCombat {
  return goOn(startSpaceCombat(input));
}

/** combatFlow.ts `applyFace`, then on in the chart's order until something is owed. */
export function answerRoll(c: SpaceCombat, face: number): SpaceCombat {
  return goOn(applyFace(c, face));
}

/** combatFlow.ts `applyDecision`, then on in the chart's order until something is owed. */
export function decide(c: SpaceCombat, d: SpaceDecision): SpaceCombat {
  return goOn(applyDecision(c, d));
}

/** combatFlow.ts `applyBoarding`, then on in the chart's order until something is owed. */
export function resolveBoarding(c: SpaceCombat, enemyUid: string, outcome: BoardingOutcome): SpaceCombat {
  return goOn(applyBoarding(c, enemyUid, outcome));
}
