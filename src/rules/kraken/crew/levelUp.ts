import type { AttributeName, CrewMember, CrewTrait } from './crew';
import { ATTRIBUTE_MAX, MAX_TRAITS, PSI_MAX, setAttribute } from './crew';

/**
 * Levelling up (Space Kraken §14, After ground combat — Level up; kraken.level-up): the next level costs
 * its own square in XP from the team's shared pool.
 */

/** XP to go from `level` to `level + 1`: (level + 1)². Level 2 → 3 costs 9. */
export function levelUpCost(level: number): number {
  return (level + 1) * (level + 1);
}

export type LevelGain =
  /** One level: +1 to one attribute (not above 8). */
  | { readonly kind: 'attribute'; readonly attribute: AttributeName }
  /** One level: +1 PSI, for a crew member with the PSI trait (not above 8). */
  | { readonly kind: 'psi' }
  /** One level: a positive and a negative trait together. */
  | { readonly kind: 'trait-pair'; readonly positive: CrewTrait; readonly negative: CrewTrait }
  /** Two levels: one positive trait. A PSI trait begins at PSI level 1. */
  | { readonly kind: 'positive-trait'; readonly trait: CrewTrait };

export function levelsTaken(gain: LevelGain): number {
  return gain.kind === 'positive-trait' ? 2 : 1;
}

export function levelGainCost(level: number, gain: LevelGain): number {
  return levelsTaken(gain) === 2 ? levelUpCost(level) + levelUpCost(level + 1) : levelUpCost(level);
}

function traitProblem(crew: CrewMember, added: readonly CrewTrait[]): string | null {
  if (crew.traits.length + added.length > MAX_TRAITS)
    return `${crew.name} would have more than ${MAX_TRAITS} traits.`;
  for (const trait of added) {
    if (crew.traits.some((t) => t.id === trait.id)) return `${crew.name} already has ${trait.name}.`;
  }
  return null;
}

/**
 * Spends XP on a level. Returns the crew member and the XP left, or a sentence saying why not. Raising
 * Strength raises maximum and current HP (crew.ts `setAttribute`).
 */
export function levelUp(
  crew: CrewMember,
  xp: number,
  gain: LevelGain,
):
  | { readonly ok: true; readonly crew: CrewMember; readonly xp: number }
  | { readonly ok: false; readonly reason: string } {
  const cost = levelGainCost(crew.level, gain);
  if (xp < cost) return { ok: false, reason: `Levelling ${crew.name} costs ${cost} XP; the team has ${xp}.` };
  const levels = levelsTaken(gain);
  const raised = { ...crew, level: crew.level + levels };
  const done = (next: CrewMember) => ({ ok: true as const, crew: next, xp: xp - cost });
  switch (gain.kind) {
    case 'attribute': {
      const value = crew.attributes[gain.attribute];
      if (value >= ATTRIBUTE_MAX)
        return { ok: false, reason: `${crew.name}'s ${gain.attribute} is already ${ATTRIBUTE_MAX}.` };
      return done(setAttribute(raised, gain.attribute, value + 1));
    }
    case 'psi': {
      if (crew.psi === null) return { ok: false, reason: `${crew.name} has no PSI trait to raise.` };
      if (crew.psi.level >= PSI_MAX)
        return { ok: false, reason: `${crew.name}'s PSI is already ${PSI_MAX}.` };
      return done({ ...raised, psi: { ...crew.psi, level: crew.psi.level + 1 } });
    }
    case 'trait-pair': {
      if (gain.positive.value <= 0 || gain.negative.value >= 0) {
        return { ok: false, reason: 'A trait pair is one positive and one negative trait.' };
      }
      const why = traitProblem(crew, [gain.positive, gain.negative]);
      if (why !== null) return { ok: false, reason: why };
      return done(withTraits(raised, [gain.positive, gain.negative]));
    }
    case 'positive-trait': {
      if (gain.trait.value <= 0) return { ok: false, reason: `${gain.trait.name} is not a positive trait.` };
      const why = traitProblem(crew, [gain.trait]);
      if (why !== null) return { ok: false, reason: why };
      return done(withTraits(raised, [gain.trait]));
    }
  }
}

/** Adds traits; a gained PSI trait starts at PSI level 1. */
function withTraits(crew: CrewMember, traits: readonly CrewTrait[]): CrewMember {
  const gainsPsi = traits.some((t) => t.rule === 'psi') && crew.psi === null;
  return {
    ...crew,
    traits: [...crew.traits, ...traits],
    psi: gainsPsi ? { level: 1, exhausted: false } : crew.psi,
  };
}
