import type { CrewMember } from '../crew/crew';
import type { RollNeed } from '../crew/rolls';
import { sumDistribution } from '../../dice';
import { isActive } from '../crew/crew';
import { assertFace, needTable } from '../crew/rolls';
import { coverAtStartRefusal } from './actions';

/**
 * Ground combat initiative (Space Kraken §14, Combat initiative; kraken.initiative, kraken.ambush,
 * kraken.lone-wolf): each side's lowest Agility plus a d6, ties to the player, rolled once for the whole
 * combat. An ambush gives the enemy the first move without a roll; a lone wolf wins without a roll.
 */

export type Side = 'crew' | 'enemy';

export interface InitiativeSetup {
  readonly ambush: boolean;
  /** Agility of each active crew member who is not put in Cover for the first turn. */
  readonly crewAgilities: readonly number[];
  /** Agility of each enemy type present. */
  readonly enemyAgilities: readonly number[];
  /** Active crew members in the combat (one: lone wolf). */
  readonly activeCrew: number;
  /** +2 from PSI SURPRISE (kraken.psi-exploration), or 0. */
  readonly crewBonus?: number;
}

/** Who moves first without a roll, or null when both sides roll. */
export function initiativeWithoutRoll(setup: InitiativeSetup): Side | null {
  if (setup.ambush) return 'enemy';
  if (setup.activeCrew === 1) return 'crew';
  return null;
}

/** Lowest Agility of a side; throws on an empty side (a bug in the caller). */
function lowest(agilities: readonly number[], side: string): number {
  if (agilities.length === 0) throw new Error(`No ${side} to take initiative.`);
  return Math.min(...agilities);
}

/** The two d6 to ask for (crew's, then enemies'), or none. */
export function initiativeRolls(setup: InitiativeSetup): readonly RollNeed[] {
  if (initiativeWithoutRoll(setup) !== null) return [];
  return [
    needTable('initiative.crew', 'Initiative: the crew', 'kraken.initiative', 'd6'),
    needTable('initiative.enemy', 'Initiative: the enemies', 'kraken.initiative', 'd6'),
  ];
}

export interface InitiativeResult {
  readonly first: Side;
  readonly crewTotal: number | null;
  readonly enemyTotal: number | null;
}

/** Higher total acts first for the whole combat; a tie goes to the player. */
export function resolveInitiative(
  setup: InitiativeSetup,
  crewFace?: number,
  enemyFace?: number,
): InitiativeResult {
  const fixed = initiativeWithoutRoll(setup);
  if (fixed !== null) return { first: fixed, crewTotal: null, enemyTotal: null };
  if (crewFace === undefined || enemyFace === undefined) throw new Error('Initiative needs both dice.');
  assertFace(crewFace, 6);
  assertFace(enemyFace, 6);
  const crewTotal = lowest(setup.crewAgilities, 'crew') + crewFace + (setup.crewBonus ?? 0);
  const enemyTotal = lowest(setup.enemyAgilities, 'enemy') + enemyFace;
  return { first: crewTotal >= enemyTotal ? 'crew' : 'enemy', crewTotal, enemyTotal };
}

/** Exact chance the crew moves first. */
export function crewInitiativeOdds(setup: InitiativeSetup): number {
  const fixed = initiativeWithoutRoll(setup);
  if (fixed !== null) return fixed === 'crew' ? 1 : 0;
  const d6 = sumDistribution({ count: 1, die: 'd6', read: 'sum' });
  const crew = lowest(setup.crewAgilities, 'crew') + (setup.crewBonus ?? 0);
  const enemy = lowest(setup.enemyAgilities, 'enemy');
  let p = 0;
  for (const [a, pa] of d6) for (const [b, pb] of d6) if (crew + a >= enemy + b) p += pa * pb;
  return p;
}

/**
 * The agilities that count for the crew: active members not put in Cover. Refuses Cover for a member who
 * may not take it (Aggressive with a working weapon) and a choice that leaves nobody to roll.
 * Reading (kraken.initiative): at least one active crew member must stay out of Cover to roll initiative.
 */
export function crewInitiativeAgilities(
  crew: readonly CrewMember[],
  inCover: ReadonlySet<string>,
):
  | { readonly ok: true; readonly agilities: readonly number[] }
  | { readonly ok: false; readonly reason: string } {
  const active = crew.filter(isActive);
  for (const member of active) {
    if (!inCover.has(member.id)) continue;
    const why = coverAtStartRefusal(member);
    if (why !== null) return { ok: false, reason: why };
  }
  const rolling = active.filter((member) => !inCover.has(member.id));
  if (rolling.length === 0)
    return { ok: false, reason: 'Someone must stay out of cover to roll initiative.' };
  return { ok: true, agilities: rolling.map((member) => member.attributes.agility) };
}

/** The steps of a combat turn; if the enemy has initiative, crew and enemy activations swap (kraken.combat-loop). */
export function turnSteps(first: Side): readonly ('oxygen' | 'crew' | 'enemies' | 'recharge')[] {
  return first === 'crew'
    ? ['oxygen', 'crew', 'enemies', 'recharge']
    : ['oxygen', 'enemies', 'crew', 'recharge'];
}

/**
 * The lone wolf bonus (kraken.lone-wolf): with one active crew member, they win initiative (not in an
 * ambush), activate twice per turn (PSI twice too) and may re-roll one attack die per turn.
 */
export function loneWolf(activeCrew: number): {
  readonly active: boolean;
  readonly activations: number;
  readonly psiUses: number;
  readonly attackRerolls: number;
} {
  const active = activeCrew === 1;
  return { active, activations: active ? 2 : 1, psiUses: active ? 2 : 1, attackRerolls: active ? 1 : 0 };
}
