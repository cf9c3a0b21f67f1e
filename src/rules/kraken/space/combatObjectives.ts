import type { ObjectivePick, RepairTarget, SpaceCombat, SpaceCrew, SpaceRoll } from './combatTypes';
import type { SpaceObjective } from '../../../content/schemas/flight';
import { checkRoll, assertFace } from './combatRolls';
import { crewById, crewRefusal, fittedById, logged, markUsed, phaseDone, totalsOf } from './combatState';
import { objectiveNeed, objectiveWords } from './objectiveWords';

/**
 * §10 phase 2, solve objectives and repair (kraken.objective-check, kraken.space-repair). Objectives go
 * strictly left to right and carry over to later turns; the chosen unused crew add one attribute each and a
 * single d6, a 1 always failing. A repair is a T9 check the same way.
 * Reading (kraken.objective-check): objective tries and repairs may come in any order within the phase.
 * Reading (kraken.space-repair): several crew members may pool their Tech for one repair, as for an
 * objective, and a repair roll of 1 fails.
 */

export const REPAIR_DIFFICULTY = 9;
/** A repair puts right one damaged system or this many SP. */
export const REPAIR_SP = 3;
/** The dice kernel's bound on crew joining one check. */
const CHECK_CREW_MAX = 4;

export function openObjectives(c: SpaceCombat): SpaceCombat {
  return { ...c, pending: { kind: 'decide', step: 'objectives' } };
}

export function currentObjective(c: SpaceCombat): SpaceObjective | undefined {
  return c.row.objectives[c.solved];
}

function valueOf(m: SpaceCrew, attribute: ObjectivePick['attribute']): number {
  return m[attribute];
}

/** Null when these crew may try the current objective with these attributes; else why not. */
export function objectiveRefusal(c: SpaceCombat, picks: readonly ObjectivePick[]): string | null {
  const objective = currentObjective(c);
  if (objective === undefined) return 'Every objective is solved.';
  const who = crewRefusal(
    c,
    picks.map((p) => p.crewId),
    1,
    CHECK_CREW_MAX,
  );
  if (who !== null) return who;
  const kinds = picks.map((p) =>
    p.attribute === 'ranged' || p.attribute === 'melee' ? 'attack' : p.attribute,
  );
  const name = `The ${objectiveWords(objective)}`;
  if (objective.attribute === 'any') {
    if (new Set(kinds).size > 1)
      return `${name}: everyone uses the same kind of attribute (Ranged and Melee may mix).`;
    return null;
  }
  if (kinds.some((k) => k !== objective.attribute))
    return objective.attribute === 'attack'
      ? `${name} is an attack check: Ranged or Melee only.`
      : `${name} is a ${objective.attribute === 'tech' ? 'Tech' : 'Charisma'} check.`;
  return null;
}

function attributesOf(c: SpaceCombat, picks: readonly ObjectivePick[]): number[] {
  return picks.map((p) => {
    const m = crewById(c, p.crewId);
    return m === undefined ? 0 : valueOf(m, p.attribute);
  });
}

function names(c: SpaceCombat, ids: readonly string[]): string {
  return ids.map((id) => crewById(c, id)?.name ?? id).join(', ');
}

/** The objective check for these crew: their attributes + one d6 against the difficulty, a 1 failing. */
export function objectiveRoll(c: SpaceCombat, picks: readonly ObjectivePick[], index = c.solved): SpaceRoll {
  const objective = c.row.objectives[index];
  if (objective === undefined) throw new Error('No objective is left.');
  return checkRoll(
    'space.objective',
    `Objective ${index + 1} (${objectiveNeed(objective)})`,
    'kraken.objective-check',
    { kind: 'kraken-objective', attributes: attributesOf(c, picks), difficulty: objective.difficulty },
    names(
      c,
      picks.map((p) => p.crewId),
    ),
  );
}

/** The crew are marked used as they start (§10: used whatever the result). */
export function tryObjective(c: SpaceCombat, picks: readonly ObjectivePick[]): SpaceCombat {
  const marked = markUsed(
    c,
    picks.map((p) => p.crewId),
    'objective',
  );
  return { ...marked, pending: { kind: 'roll', roll: { kind: 'objective', picks, index: c.solved } } };
}

export function resolveObjective(
  c: SpaceCombat,
  picks: readonly ObjectivePick[],
  index: number,
  face: number,
): SpaceCombat {
  assertFace(face, 6);
  const objective = c.row.objectives[index];
  if (objective === undefined) throw new Error('No objective is left.');
  const total = attributesOf(c, picks).reduce((a, b) => a + b, 0) + face;
  const solved = face !== 1 && total >= objective.difficulty;
  const next = logged(c, { kind: 'objective', index, total, solved });
  return openObjectives(solved ? { ...next, solved: index + 1 } : next);
}

/** Null when the target can be repaired now: a damaged system still fitted, or SP below the maximum. */
export function repairTargetRefusal(c: SpaceCombat, target: RepairTarget): string | null {
  if (target.kind === 'sp') return c.sp >= totalsOf(c).maxSp ? 'The structure is at its full SP.' : null;
  const fitted = fittedById(c, target.fittedId);
  if (fitted === undefined) return `The ship has no system "${target.fittedId}".`;
  return fitted.damaged ? null : 'That system is not damaged.';
}

export function repairRefusal(
  c: SpaceCombat,
  crewIds: readonly string[],
  target: RepairTarget,
): string | null {
  return crewRefusal(c, crewIds, 1, CHECK_CREW_MAX) ?? repairTargetRefusal(c, target);
}

/** T9 with the crew's Tech; a 1 always fails (kraken.space-repair). */
export function repairRoll(c: SpaceCombat, crewIds: readonly string[]): SpaceRoll {
  return checkRoll(
    'space.repair',
    `Repair (Tech, difficulty ${String(REPAIR_DIFFICULTY)})`,
    'kraken.space-repair',
    {
      kind: 'kraken-objective',
      attributes: crewIds.map((id) => crewById(c, id)?.tech ?? 0),
      difficulty: REPAIR_DIFFICULTY,
    },
    names(c, crewIds),
  );
}

export function tryRepair(c: SpaceCombat, crewIds: readonly string[], target: RepairTarget): SpaceCombat {
  return {
    ...markUsed(c, crewIds, 'repair'),
    pending: { kind: 'roll', roll: { kind: 'repair', crewIds, target } },
  };
}

/** One damaged system back to work, or 3 SP up to the maximum (no credits). */
export function repaired(c: SpaceCombat, target: RepairTarget): SpaceCombat {
  if (target.kind === 'sp') return { ...c, sp: Math.min(totalsOf(c).maxSp, c.sp + REPAIR_SP) };
  return {
    ...c,
    ship: {
      ...c.ship,
      fitted: c.ship.fitted.map((f) => (f.id === target.fittedId ? { ...f, damaged: false } : f)),
    },
  };
}

export function resolveRepair(
  c: SpaceCombat,
  crewIds: readonly string[],
  target: RepairTarget,
  face: number,
): SpaceCombat {
  assertFace(face, 6);
  const total = crewIds.reduce((sum, id) => sum + (crewById(c, id)?.tech ?? 0), 0) + face;
  const done = face !== 1 && total >= REPAIR_DIFFICULTY;
  const next = logged(done ? repaired(c, target) : c, { kind: 'repair', target, total, done });
  return openObjectives(next);
}

export function finishObjectives(c: SpaceCombat): SpaceCombat {
  return phaseDone(c);
}
