import type { CrewMember } from './crew';
import type { HitInput } from '../groundCombat/damage';
import type { Atmosphere } from './oxygen';
import type { RollNeed } from './rolls';
import { applyHpChange, missingHp } from './crew';
import { bestPsiItemBonus } from './inventory';
import { assertFace, needD6 } from './rolls';

/**
 * PSI powers (Space Kraken §14, PSI powers; kraken.psi-check, kraken.meditate, kraken.psi-attacks,
 * kraken.psi-support, kraken.psi-exploration): d6 + PSI level (+ one PSI item) against the power's
 * difficulty. Failure costs 1 HP (2 on a roll of 1), armour and shields do not help, and exhausts PSI.
 */

export type PsiPhase = 'ground-combat' | 'exploration';

export type PsiEffect =
  /** IS IA damage to one enemy or to all of them. */
  | { readonly kind: 'damage'; readonly damage: number; readonly allEnemies: boolean }
  /** +amount to a crew member's Ranged or Melee until the end of their next activation. */
  | { readonly kind: 'concentrate'; readonly amount: number }
  /** HP to one crew member (difficulty +1 on oneself) or to all. */
  | { readonly kind: 'heal'; readonly hp: number; readonly allCrew: boolean }
  | { readonly kind: 'taunt' }
  | { readonly kind: 'telekinesis' }
  /** One enemy's hits need 1 more until its next activation; once per enemy. */
  | { readonly kind: 'confuse'; readonly hitPenalty: number }
  /** +3 to the escape roll, even when the PSI check fails. */
  | { readonly kind: 'escape-bonus'; readonly bonus: number }
  | { readonly kind: 'extra-activation' }
  /** Stops all HP damage of one enemy attack on a crew member; shields still drain. */
  | { readonly kind: 'psi-shield' }
  | { readonly kind: 'initiative-bonus'; readonly bonus: number }
  /** ±3 to a d20 treasure roll, chosen before rolling. */
  | { readonly kind: 'loot-shift'; readonly amount: number }
  | { readonly kind: 'credits'; readonly amount: number }
  | { readonly kind: 'oxygen'; readonly amount: number };

export interface PsiPower {
  readonly id: string;
  readonly name: string;
  readonly difficulty: number;
  readonly phase: PsiPhase;
  readonly group: 'attack' | 'support';
  readonly effect: PsiEffect;
}

/** Every PSI power of the book, as data. Names and numbers from §14; effects in the project's words. */
export const PSI_POWERS: readonly PsiPower[] = [
  {
    id: 'psi-attack',
    name: 'PSI Attack',
    difficulty: 5,
    phase: 'ground-combat',
    group: 'attack',
    effect: { kind: 'damage', damage: 2, allEnemies: false },
  },
  {
    id: 'psi-shock',
    name: 'PSI Shock',
    difficulty: 6,
    phase: 'ground-combat',
    group: 'attack',
    effect: { kind: 'damage', damage: 2, allEnemies: true },
  },
  {
    id: 'psi-blast',
    name: 'PSI Blast',
    difficulty: 7,
    phase: 'ground-combat',
    group: 'attack',
    effect: { kind: 'damage', damage: 4, allEnemies: false },
  },
  {
    id: 'psi-lightning',
    name: 'PSI Lightning',
    difficulty: 8,
    phase: 'ground-combat',
    group: 'attack',
    effect: { kind: 'damage', damage: 3, allEnemies: true },
  },
  {
    id: 'psi-concentrate',
    name: 'PSI Concentrate',
    difficulty: 5,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'concentrate', amount: 2 },
  },
  {
    id: 'psi-cure',
    name: 'PSI Cure',
    difficulty: 5,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'heal', hp: 2, allCrew: false },
  },
  {
    id: 'psi-taunt',
    name: 'PSI Taunt',
    difficulty: 5,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'taunt' },
  },
  {
    id: 'psi-telekinesis',
    name: 'PSI Telekinesis',
    difficulty: 5,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'telekinesis' },
  },
  {
    id: 'psi-confuse',
    name: 'PSI Confuse',
    difficulty: 6,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'confuse', hitPenalty: 1 },
  },
  {
    id: 'psi-flash',
    name: 'PSI Flash',
    difficulty: 6,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'escape-bonus', bonus: 3 },
  },
  {
    id: 'psi-cure-2',
    name: 'PSI Cure II',
    difficulty: 8,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'heal', hp: 5, allCrew: false },
  },
  {
    id: 'psi-cure-all',
    name: 'PSI Cure All',
    difficulty: 8,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'heal', hp: 2, allCrew: true },
  },
  {
    id: 'psi-motivation',
    name: 'PSI Motivation',
    difficulty: 8,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'extra-activation' },
  },
  {
    id: 'psi-shield',
    name: 'PSI Shield',
    difficulty: 8,
    phase: 'ground-combat',
    group: 'support',
    effect: { kind: 'psi-shield' },
  },
  {
    id: 'psi-surprise',
    name: 'PSI Surprise',
    difficulty: 3,
    phase: 'exploration',
    group: 'support',
    effect: { kind: 'initiative-bonus', bonus: 2 },
  },
  {
    id: 'psi-divination',
    name: 'PSI Divination',
    difficulty: 4,
    phase: 'exploration',
    group: 'support',
    effect: { kind: 'loot-shift', amount: 3 },
  },
  {
    id: 'psi-midas-touch',
    name: 'PSI Midas Touch',
    difficulty: 5,
    phase: 'exploration',
    group: 'support',
    effect: { kind: 'credits', amount: 3 },
  },
  {
    id: 'psi-oxygen-creation',
    name: 'PSI Oxygen Creation',
    difficulty: 8,
    phase: 'exploration',
    group: 'support',
    effect: { kind: 'oxygen', amount: 2 },
  },
];

export function psiPower(id: string): PsiPower {
  const power = PSI_POWERS.find((p) => p.id === id);
  if (power === undefined) throw new Error(`There is no PSI power "${id}".`);
  return power;
}

/** The difficulty of a use: PSI Cure and Cure II are 1 harder when the PSI user heals themself. */
export function psiDifficulty(power: PsiPower, targetsSelf = false): number {
  const selfHeal = power.effect.kind === 'heal' && !power.effect.allCrew && targetsSelf;
  return power.difficulty + (selfHeal ? 1 : 0);
}

/** Null when the crew member may try the power now, else why not. */
export function psiRefusal(crew: CrewMember, power: PsiPower, phase: PsiPhase): string | null {
  if (crew.psi === null) return `${crew.name} has no PSI trait.`;
  if (crew.condition !== 'conscious') return `${crew.name} is not conscious.`;
  if (crew.psi.exhausted) return `${crew.name}'s PSI is exhausted: meditate first.`;
  if (power.phase !== phase) {
    return `${power.name} is a ${power.phase === 'exploration' ? 'dungeon exploration' : 'ground combat'} power.`;
  }
  return null;
}

/** d6 + PSI level + the best single PSI item against the difficulty (a 1 is not an automatic failure). */
export function psiRoll(crew: CrewMember, power: PsiPower, targetsSelf = false): RollNeed {
  const level = crew.psi?.level ?? 0;
  const item = bestPsiItemBonus(crew.inventory);
  const difficulty = psiDifficulty(power, targetsSelf);
  const need = needD6('psi', `${crew.name} uses ${power.name}`, 'kraken.psi-check', level + item, difficulty);
  return {
    ...need,
    modifiers: [
      { label: 'PSI level', value: `+${level}` },
      ...(item > 0 ? [{ label: 'Best PSI item', value: `+${item}` }] : []),
      { label: `${power.name} difficulty`, value: `${difficulty}` },
      ...(difficulty !== power.difficulty ? [{ label: 'Healing oneself', value: '+1' }] : []),
    ],
  };
}

export interface PsiResult {
  readonly success: boolean;
  /** Whether the power's effect applies: on success, and for PSI Flash always. */
  readonly effectApplies: boolean;
  readonly hpLost: number;
  readonly crew: CrewMember;
}

/** Reads the PSI die. On failure: −1 HP (−2 on a 1), armour and shields no help, and PSI is exhausted. */
export function resolvePsi(crew: CrewMember, power: PsiPower, face: number, targetsSelf = false): PsiResult {
  assertFace(face, 6);
  if (crew.psi === null) throw new Error(`${crew.name} has no PSI trait.`);
  const total = face + crew.psi.level + bestPsiItemBonus(crew.inventory);
  const success = total >= psiDifficulty(power, targetsSelf);
  const alwaysWorks = power.effect.kind === 'escape-bonus';
  if (success) return { success, effectApplies: true, hpLost: 0, crew };
  const hpLost = face === 1 ? 2 : 1;
  const hurt = applyHpChange(crew, -hpLost).crew;
  return {
    success,
    effectApplies: alwaysWorks,
    hpLost,
    crew: { ...hurt, psi: { level: crew.psi.level, exhausted: true } },
  };
}

/**
 * The hit of a PSI attack power on one enemy: IS IA damage. Reading (kraken.psi-attacks): PSI damage has no
 * damage type, so weaknesses and resistances leave it as it is, and there is no critical (no hit roll).
 */
export function psiAttackHit(power: PsiPower): HitInput {
  if (power.effect.kind !== 'damage') throw new Error(`${power.name} deals no damage.`);
  return {
    damage: power.effect.damage,
    critical: false,
    kind: 'psi',
    keywords: ['IS', 'IA'],
    damageTypes: [],
  };
}

/**
 * PSI healing. Reading: Hell's halving of healing does not apply to PSI healing (kraken.atmospheres), and
 * healing an unconscious crew member wakes them (they act from the next turn).
 */
export function psiHeal(target: CrewMember, hp: number): CrewMember {
  return applyHpChange(target, hp).crew;
}

/** Meditation's target: 3 plus missing HP (kraken.meditate). */
export function meditateTarget(crew: CrewMember): number {
  return 3 + missingHp(crew);
}

/**
 * The meditation die stands alone: "no other effect or rule can modify the result of this roll" (§14
 * Meditate), so no trait, item or PSI bonus is added, and a target above 6 cannot be reached.
 */
export function meditateRoll(crew: CrewMember): RollNeed {
  return needD6('meditate', `${crew.name} meditates`, 'kraken.meditate', 0, meditateTarget(crew));
}

/** Oxygen meditation costs during exploration: 0 breathable, 1 non-breathable, 2 Hell. */
export function meditateOxygen(atmosphere: Atmosphere): number {
  return atmosphere === 'breathable' ? 0 : atmosphere === 'non-breathable' ? 1 : 2;
}

/** Pass: PSI is no longer exhausted. Fail: −1 HP, −2 on a 1. */
export function resolveMeditate(
  crew: CrewMember,
  face: number,
): { readonly success: boolean; readonly crew: CrewMember } {
  assertFace(face, 6);
  if (crew.psi === null) throw new Error(`${crew.name} has no PSI trait.`);
  if (face >= meditateTarget(crew))
    return { success: true, crew: { ...crew, psi: { ...crew.psi, exhausted: false } } };
  return { success: false, crew: applyHpChange(crew, face === 1 ? -2 : -1).crew };
}

/** Back on the spaceship PSI recovers without a roll. */
export function recoverPsiOnShip(crew: CrewMember): CrewMember {
  return crew.psi === null ? crew : { ...crew, psi: { ...crew.psi, exhausted: false } };
}

/**
 * PSI SHIELD may be used at once, outside the PSI user's activation, if they used no PSI during their
 * previous activation and their PSI is not exhausted.
 */
export function psiShieldRefusal(crew: CrewMember, usedPsiLastActivation: boolean): string | null {
  if (crew.psi === null) return `${crew.name} has no PSI trait.`;
  if (crew.psi.exhausted) return `${crew.name}'s PSI is exhausted.`;
  if (usedPsiLastActivation) return `${crew.name} used PSI in their last activation.`;
  return null;
}

/** The shifts PSI DIVINATION may arm: "+3/-3 to d20 loot roll", nothing in between (0: none armed). */
export const DIVINATION_SHIFTS: readonly number[] = [3, -3];

/** Null when `shift` is a loot shift the rules know (+3, −3, or 0 for none), else why not. */
export function lootShiftProblem(shift: number): string | null {
  return shift === 0 || DIVINATION_SHIFTS.includes(shift)
    ? null
    : 'PSI Divination shifts the loot roll by +3 or −3.';
}

/**
 * PSI DIVINATION: the d20 loot roll shifted by exactly +3 or −3, kept on the d20 — the one kernel the fight
 * and the crawl both call. Reading (kraken.psi-support): a shift past 1 or 20 stops at the end of the die.
 */
export function divinationShift(face: number, shift: number): number {
  const problem = lootShiftProblem(shift);
  if (problem !== null) throw new Error(problem);
  return Math.min(20, Math.max(1, face + shift));
}
