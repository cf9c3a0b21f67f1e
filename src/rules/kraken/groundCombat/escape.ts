import type { CrewMember } from '../crew/crew';
import type { RollNeed } from '../crew/rolls';
import { aggressiveRefusal } from './actions';
import { applyHpChange, isActive } from '../crew/crew';
import { crewModifierTotal } from '../crew/modifiers';
import { d6Passes, needD6 } from '../crew/rolls';

/**
 * Escape from a ground combat (Space Kraken §14, Combat actions — Escape; kraken.escape-ground-combat):
 * d6 + the lowest Agility among those escaping + 3 per sacrificed crew member + 2 per earlier attempt in
 * this combat, against the highest enemy Agility.
 */

export const SACRIFICE_BONUS = 3;
export const EARLIER_ATTEMPT_BONUS = 2;
/** Sacrificed crew members left behind after a failed attempt lose 2 HP. */
export const LEFT_BEHIND_DAMAGE = 2;

export interface EscapeChoice {
  /** Crew members who try to escape. */
  readonly escaping: readonly string[];
  /** Crew members left behind to buy time; everyone else is one or the other. */
  readonly sacrificed: readonly string[];
}

export interface EscapeContext {
  readonly crew: readonly CrewMember[];
  /** Ids of crew members already activated this turn: they can only be sacrificed. */
  readonly activated: ReadonlySet<string>;
  /** Escape attempts already made in this ground combat. */
  readonly earlierAttempts: number;
  /** +3 from PSI FLASH, or 0. */
  readonly bonus: number;
  /** Agility of every enemy still in the fight. */
  readonly enemyAgilities: readonly number[];
  /** The enemies' Dread trait: the escape roll is this much lower (combatTraits.ts `dreadOf`). */
  readonly dread?: number | undefined;
}

export interface EscapePlan {
  readonly modifier: number;
  readonly target: number;
  readonly roll: RollNeed;
}

/**
 * Checks the choice and fixes the roll. Only crew not yet activated may escape; activated ones must be
 * sacrificed; Aggressive crew never join. Every crew member is either escaping or sacrificed.
 * Reading (kraken.escape-ground-combat): unconscious crew roll nothing; they are carried along (their Agility does not count) or
 * sacrificed, as the player chooses. At least one conscious crew member must escape.
 * The `escape` modifiers of traits and items (modifiers.ts) are added, and the enemies' Dread taken off.
 * Reading: the escape roll is the runners' roll, so the modifiers of every conscious crew member who
 * runs add up; those carried or sacrificed add nothing.
 */
export function planEscape(
  choice: EscapeChoice,
  context: EscapeContext,
): { readonly ok: true; readonly plan: EscapePlan } | { readonly ok: false; readonly reason: string } {
  const refuse = (reason: string) => ({ ok: false as const, reason });
  const escaping = new Set(choice.escaping);
  const sacrificed = new Set(choice.sacrificed);
  const living = context.crew.filter((member) => member.condition !== 'killed');
  for (const member of living) {
    const inEscape = escaping.has(member.id);
    if (inEscape === sacrificed.has(member.id)) {
      return refuse(`${member.name} must either join the escape or be sacrificed.`);
    }
    if (!inEscape || !isActive(member)) continue;
    if (context.activated.has(member.id))
      return refuse(`${member.name} has already acted this turn and must be sacrificed.`);
    const why = aggressiveRefusal(member, 'escape');
    if (why !== null) return refuse(why);
  }
  const runners = living.filter((member) => escaping.has(member.id) && isActive(member));
  if (runners.length === 0) return refuse('At least one conscious crew member must escape.');
  if (context.enemyAgilities.length === 0) return refuse('There is no enemy left to escape from.');
  const lowest = Math.min(...runners.map((member) => member.attributes.agility));
  const left = living.filter((member) => sacrificed.has(member.id)).length;
  const modifier =
    lowest +
    SACRIFICE_BONUS * left +
    EARLIER_ATTEMPT_BONUS * Math.max(0, context.earlierAttempts) +
    context.bonus +
    crewModifierTotal(runners, 'escape') -
    Math.max(0, context.dread ?? 0);
  const target = Math.max(...context.enemyAgilities);
  return {
    ok: true,
    plan: {
      modifier,
      target,
      roll: needD6(
        'escape',
        'Escape from the ground combat',
        'kraken.escape-ground-combat',
        modifier,
        target,
      ),
    },
  };
}

export interface EscapeResult {
  readonly success: boolean;
  /**
   * Success: the escapers leave; the sacrificed are erased with their equipment; no rewards or XP.
   * Failure: the sacrificed lose 2 HP and the crew's turn is over.
   */
  readonly crew: readonly CrewMember[];
  /** Ids erased from the team (success only). */
  readonly erased: readonly string[];
}

export function resolveEscape(
  plan: EscapePlan,
  choice: EscapeChoice,
  crew: readonly CrewMember[],
  face: number,
): EscapeResult {
  const success = d6Passes(face, plan.modifier, plan.target, false);
  const sacrificed = new Set(choice.sacrificed);
  if (success) {
    return {
      success,
      crew: crew.filter((member) => !sacrificed.has(member.id)),
      erased: crew.filter((member) => sacrificed.has(member.id)).map((member) => member.id),
    };
  }
  return {
    success,
    crew: crew.map((member) =>
      sacrificed.has(member.id) ? applyHpChange(member, -LEFT_BEHIND_DAMAGE).crew : member,
    ),
    erased: [],
  };
}
