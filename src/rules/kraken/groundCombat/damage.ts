import type { DamageType, WeaponKeyword } from '../../../content/schemas/weapon';
import { halfUp } from '../crew/rolls';

/**
 * The ground combat damage pipeline (Space Kraken §14, Apply damage; kraken.apply-damage):
 * shields → armour → weakness and resistance → HP, for one hit at a time. A multi-attack weapon's hits,
 * an explosion's targets and a PSI power's targets are each a separate hit (kraken.multiple-attacks).
 */

/** What one hit brings. Boosts, Berserk, Flank and high-level enemy bonuses are already in `damage`. */
export interface HitInput {
  /** Damage before the critical bonus. */
  readonly damage: number;
  /** A hit roll of 6: +1 damage (kraken.critical). */
  readonly critical: boolean;
  /** Flash (A) shields only stop ranged hits; 'psi' hits carry IS and no damage type of their own. */
  readonly kind: 'ranged' | 'melee' | 'psi';
  readonly keywords: readonly WeaponKeyword[];
  /** X of WEAKEN X. */
  readonly weaken?: number | undefined;
  readonly damageTypes: readonly DamageType[];
}

/** What the pipeline needs to know about whoever is hit, crew member or enemy. */
export interface DamageTarget {
  /** May be negative for enemies (capture at 0..−2); crew HP is clamped by crew.ts afterwards. */
  readonly hp: number;
  /** The active shield and its energy now. */
  readonly shield: { readonly class: 'A' | 'B'; readonly energy: number } | null;
  /** Armour before Weaken and Cover (half points allowed). */
  readonly armour: number;
  /** Armour lost to Weaken for the rest of this ground combat (the strongest effect only). */
  readonly weakened: number;
  /** In cover: +1 armour, +3 against explosives (kraken.cover). */
  readonly cover: boolean;
  readonly weaknesses: readonly DamageType[];
  readonly resistances: readonly DamageType[];
  /** Unconscious crew take no further damage of any kind (kraken.unconscious-killed). */
  readonly immune: boolean;
}

export interface HitOptions {
  /** PSI SHIELD: all HP damage from this enemy attack is prevented; shields still drain (kraken.psi-support). */
  readonly hpProtected?: boolean;
}

/** ×3, ×2, ×1, ×0.5 or no damage (kraken.weakness-resistance). */
export type Multiplier = 3 | 2 | 1 | 0.5 | 0;

export interface MultiplierReading {
  /** Weaknesses of the target the hit's damage types match. */
  readonly weaknesses: number;
  readonly resistances: number;
  /** Weaknesses left after each one cancels one resistance (negative: resistances left). */
  readonly net: number;
  readonly multiplier: Multiplier;
}

export interface DamageBreakdown {
  /** Damage arriving, critical included. */
  readonly incoming: number;
  readonly shieldAbsorbed: number;
  /** Armour value used against this hit, after Weaken, Cover, AP and IA. */
  readonly armourApplied: number;
  readonly armourAbsorbed: number;
  /** Damage left after armour, a whole number (half points round up). */
  readonly afterArmour: number;
  readonly multiplier: Multiplier;
  readonly net: number;
  readonly hpLoss: number;
  /** Whether this hit's WEAKEN took hold (some damage got past the shields). */
  readonly weakens: boolean;
  /** Why nothing happened, if nothing could: the target was immune. */
  readonly ignored: 'immune' | null;
}

export interface HitResult {
  readonly breakdown: DamageBreakdown;
  readonly target: DamageTarget;
}

/**
 * Space Kraken §14, Weakness and resistance: each matched weakness cancels one matched resistance; what
 * remains sets the multiplier. Reading (kraken.weakness-resistance): three or more resistances also mean no
 * damage.
 */
export function damageMultiplier(
  damageTypes: readonly DamageType[],
  weaknesses: readonly DamageType[],
  resistances: readonly DamageType[],
): MultiplierReading {
  const types = new Set(damageTypes);
  const weak = new Set(weaknesses.filter((t) => types.has(t))).size;
  const resist = new Set(resistances.filter((t) => types.has(t))).size;
  const net = weak - resist;
  const multiplier: Multiplier = net >= 2 ? 3 : net === 1 ? 2 : net === 0 ? 1 : net === -1 ? 0.5 : 0;
  return { weaknesses: weak, resistances: resist, net, multiplier };
}

/** Reading (kraken.weakness-resistance): halved damage rounds up, by §4 Always round up. */
export function applyMultiplier(damage: number, multiplier: Multiplier): number {
  if (multiplier === 0.5) return halfUp(damage);
  return damage * multiplier;
}

/** Whether a target's shield stops this hit at all. */
export function shieldApplies(hit: HitInput, shield: DamageTarget['shield']): boolean {
  if (shield === null || shield.energy <= 0) return false;
  if (hit.keywords.includes('IS')) return false;
  // EMP drains flash and energy shields alike (Glossary: "Shields (all types)").
  if (hit.keywords.includes('EMP')) return true;
  return shield.class === 'B' || hit.kind === 'ranged';
}

/**
 * Armour that counts against this hit. Weaken lowers the target's own armour; Cover adds +1, or +3 against
 * an explosive (kraken.cover). AP: only half counts, rounded up (kraken.weapon-keywords) — Reading: never
 * more than the whole armour, so 0.5 stays 0.5. IA: none counts.
 */
export function armourAgainst(hit: HitInput, target: DamageTarget): number {
  if (hit.keywords.includes('IA')) return 0;
  const worn = Math.max(0, target.armour - target.weakened);
  const cover = target.cover ? (hit.keywords.includes('EX') ? 3 : 1) : 0;
  const total = worn + cover;
  return hit.keywords.includes('AP') ? Math.min(total, Math.ceil(total / 2)) : total;
}

function unchanged(target: DamageTarget, incoming: number, ignored: 'immune' | null): HitResult {
  return {
    breakdown: {
      incoming,
      shieldAbsorbed: 0,
      armourApplied: 0,
      armourAbsorbed: 0,
      afterArmour: 0,
      multiplier: 1,
      net: 0,
      hpLoss: 0,
      weakens: false,
      ignored,
    },
    target,
  };
}

/** One hit through the pipeline, without applying its Weaken (that waits for the end of the attack). */
function throughPipeline(hit: HitInput, target: DamageTarget, options: HitOptions): HitResult {
  const incoming = Math.max(0, hit.damage) + (hit.critical ? 1 : 0);
  if (target.immune) return unchanged(target, incoming, 'immune');

  // 1. Shields and damage cancel point for point (kraken.apply-damage).
  const shieldAbsorbed =
    target.shield !== null && shieldApplies(hit, target.shield)
      ? Math.min(target.shield.energy, incoming)
      : 0;
  const shield =
    target.shield === null ? null : { ...target.shield, energy: target.shield.energy - shieldAbsorbed };
  const pastShield = incoming - shieldAbsorbed;

  // EMP only drains shields: nothing reaches armour or HP (§14 Weapons definition, EMP).
  if (hit.keywords.includes('EMP')) {
    const base = unchanged({ ...target, shield }, incoming, null);
    return { ...base, breakdown: { ...base.breakdown, shieldAbsorbed } };
  }

  // 2. Armour. Reading (kraken.armor): half points of armour carry through and the remainder rounds up (§4),
  // so two half points stop one whole point of damage.
  const armourApplied = armourAgainst(hit, target);
  const afterArmour = Math.ceil(Math.max(0, pastShield - armourApplied));
  const armourAbsorbed = pastShield - afterArmour;

  // 3. Weakness and resistance.
  const reading = damageMultiplier(hit.damageTypes, target.weaknesses, target.resistances);
  const multiplied = applyMultiplier(afterArmour, reading.multiplier);

  // 4. HP. PSI SHIELD keeps HP whole but the shield has already drained.
  const hpLoss = options.hpProtected === true ? 0 : multiplied;
  const weakens = hit.keywords.includes('WEAKEN') && (hit.weaken ?? 0) > 0 && pastShield > 0;
  return {
    breakdown: {
      incoming,
      shieldAbsorbed,
      armourApplied,
      armourAbsorbed,
      afterArmour,
      multiplier: reading.multiplier,
      net: reading.net,
      hpLoss,
      weakens,
      ignored: null,
    },
    target: { ...target, shield, hp: target.hp - hpLoss },
  };
}

/**
 * Weaken X: the target's armour drops by X until the end of the ground combat. It does not stack: the
 * strongest effect stays (kraken.weaken).
 */
export function applyWeaken(target: DamageTarget, amount: number): DamageTarget {
  return { ...target, weakened: Math.max(target.weakened, amount) };
}

/** One hit that is a whole attack: the pipeline, then its Weaken. */
export function resolveHit(hit: HitInput, target: DamageTarget, options: HitOptions = {}): HitResult {
  const result = throughPipeline(hit, target, options);
  if (!result.breakdown.weakens) return result;
  return { ...result, target: applyWeaken(result.target, hit.weaken ?? 0) };
}

/**
 * The hits of one attack on one target, each through the pipeline on its own (armour against each hit;
 * no adding up). Reading (kraken.weaken): Weaken applies "after resolving the Attack", so a multi-attack's
 * later hits do not feel its own Weaken; it takes hold once all hits are done.
 */
export function resolveHits(
  hits: readonly HitInput[],
  target: DamageTarget,
  options: HitOptions = {},
): { readonly breakdowns: readonly DamageBreakdown[]; readonly target: DamageTarget } {
  let current = target;
  let weaken = 0;
  const breakdowns: DamageBreakdown[] = [];
  for (const hit of hits) {
    const result = throughPipeline(hit, current, options);
    breakdowns.push(result.breakdown);
    current = result.target;
    if (result.breakdown.weakens) weaken = Math.max(weaken, hit.weaken ?? 0);
  }
  return { breakdowns, target: weaken > 0 ? applyWeaken(current, weaken) : current };
}

/** Total HP lost over a list of breakdowns. */
export function totalHpLoss(breakdowns: readonly DamageBreakdown[]): number {
  return breakdowns.reduce((sum, b) => sum + b.hpLoss, 0);
}
