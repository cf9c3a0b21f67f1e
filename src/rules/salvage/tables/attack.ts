import type { GearKeyword } from '../../../content/schemas/salvage';
import { judgePool, opposedOutcome } from '../../dice';
import type { ConditionId } from '../types';
import { conditionTnModifier } from './conditions';
import { requireWhole } from './guards';

/**
 * Attacks (rules reference salvage.attack, salvage.attack-modifiers, salvage.critical-high,
 * salvage.critical-low, salvage.weapon-keywords): the situation's TN and dice changes, resolving both
 * rolls, and which uses of a weapon a rule forbids.
 */

/** Salvage QR, Tests: "Default TN: 6" — both the attack and the Armour roll start here. */
export const ATTACK_TN = 6;

/** Salvage QR, Weapon keywords: Thrown — "Fail = scatters 4" in random direction." */
export const THROWN_SCATTER_INCHES = 4;

/** Salvage QR, Weapon keywords: Blunt — "After damage, target pushed 2" directly back." */
export const BLUNT_PUSH_INCHES = 2;

/** Salvage QR, Attack, Resolve: "Neither scores successes (melee only) = both pushed 1" apart." */
export const MELEE_PUSH_INCHES = 1;

export interface AttackSituation {
  readonly attackTnModifier: number;
  readonly defenceTnModifier: number;
  readonly attackExtraDice: number;
  readonly defenceExtraDice: number;
  /** One short line per modifier that applied. */
  readonly notes: string[];
}

/**
 * Salvage QR, Attack dice and situations: ranged vs Prone TN +1, melee vs Prone TN −1, target in Cover
 * TN +1, +1 die per friendly in contact (each side counts its own); Conditions: Stunned, all TNs +2.
 *
 * Reading (salvage.attack-modifiers): the Prone and Cover modifiers change the attacker's TN; the defender
 * rolls Armour at TN 6 changed only by its own conditions. Friends' dice are a situation bonus, on top of
 * the one bonus-die source. Reading (salvage.line-of-sight: "Cover … +1 TN to ranged attacks against it"):
 * Cover counts for ranged attacks only; a melee attack is made in base contact. The target counts as Prone
 * when `targetProne` is set or its conditions include Prone.
 */
export function attackSituation(input: {
  melee: boolean;
  targetProne: boolean;
  targetInCover: boolean;
  attackerFriendsInContact: number;
  defenderFriendsInContact: number;
  attackerConditions: readonly ConditionId[];
  defenderConditions: readonly ConditionId[];
}): AttackSituation {
  const attackerFriends = requireWhole(input.attackerFriendsInContact, 0, Infinity, 'Attacker friends');
  const defenderFriends = requireWhole(input.defenderFriendsInContact, 0, Infinity, 'Defender friends');
  const notes: string[] = [];
  let attackTnModifier = 0;
  let defenceTnModifier = 0;

  if (input.targetProne || input.defenderConditions.includes('prone')) {
    if (input.melee) {
      attackTnModifier -= 1;
      notes.push('Melee against a Prone target: attack TN −1');
    } else {
      attackTnModifier += 1;
      notes.push('Ranged against a Prone target: attack TN +1');
    }
  }
  if (input.targetInCover && !input.melee) {
    attackTnModifier += 1;
    notes.push('Target in Cover: attack TN +1');
  }
  const attackerStun = conditionTnModifier(input.attackerConditions);
  if (attackerStun !== 0) {
    attackTnModifier += attackerStun;
    notes.push(`Attacker Stunned: attack TN +${attackerStun}`);
  }
  const defenderStun = conditionTnModifier(input.defenderConditions);
  if (defenderStun !== 0) {
    defenceTnModifier += defenderStun;
    notes.push(`Defender Stunned: defence TN +${defenderStun}`);
  }
  if (attackerFriends > 0) notes.push(`Attacker's friends in contact: +${attackerFriends}D8`);
  if (defenderFriends > 0) notes.push(`Defender's friends in contact: +${defenderFriends}D8`);

  return {
    attackTnModifier,
    defenceTnModifier,
    attackExtraDice: attackerFriends,
    defenceExtraDice: defenderFriends,
    notes,
  };
}

/**
 * Salvage QR, Attack: "Max one bonus die source total" (attack and defence alike).
 *
 * Reading: when several sources offer bonus dice, the one with the most dice counts and the others add
 * nothing. Friends in contact and Concentrate tokens are not sources (salvage.attack-modifiers,
 * salvage.concentrate readings) and are added by the caller.
 */
export function bonusDice(sources: readonly number[]): number {
  return Math.max(0, ...sources);
}

/**
 * Salvage QR, Weapon keywords: Armor Piercing — "Reduce defender Armour by 1D8 (minimum 1D8)".
 * The Armour pool loses `apFace` dice but keeps at least one; a pool that was already empty stays empty.
 *
 * Reading: "minimum 1D8" means the defender still rolls at least one die. The number of dice removed is
 * the caller's: the face of the Armour Piercing D8 as this function's brief reads it, or 1 under the
 * wording of salvage.weapon-keywords ("rolls 1D8 fewer for Armour").
 */
export function armourPiercingDice(armour: number, apFace: number): number {
  requireWhole(armour, 0, Infinity, 'Armour dice');
  requireWhole(apFace, 0, Infinity, 'Armour Piercing reduction');
  if (armour === 0) return 0;
  return Math.max(1, armour - apFace);
}

export interface AttackResult {
  readonly outcome: 'hit' | 'miss' | 'pushApart';
  readonly attackSuccesses: number;
  readonly defenceSuccesses: number;
  /** Damage dealt to the target (0 unless a hit). */
  readonly damage: number;
  /** 8s and 1s in the attack roll. */
  readonly critHighs: number;
  readonly critLows: number;
  /** Blade: the target gains Bleeding. */
  readonly bleeding: boolean;
  /** Two-Handed: every enemy Engaged with the attacker takes 1 damage (no chain effects). */
  readonly twoHandedSplash: boolean;
  /** Blunt: inches the target is pushed straight back after the damage (0 when none). */
  readonly bluntPush: number;
  /** A ranged hit with a 1 in the roll: if the target is in a melee, the damage goes to a random Engaged unit. */
  readonly critLowFiringIntoMelee: boolean;
  readonly notes: string[];
}

/**
 * Salvage QR, Attack, Resolve: more attacker successes hit for the weapon's damage, more defender successes
 * miss, a tie goes to the attacker, and in melee both are pushed 1" apart when neither side scored.
 * Critical High: +1 damage per 8 on the attack roll. Weapon keywords Powershot, Blade, Two-Handed, Blunt.
 *
 * Reading (salvage.attack): "Tie = attacker wins", and the 0–0 push is for melee only, so a ranged attack
 * where neither side scores is a tie the attacker wins: a hit (`opposedOutcome`). Powershot counts for ranged attacks only. Reading: Blade's
 * Bleeding is inflicted on the target, so it needs a hit; Two-Handed's 1 damage strikes the enemies around
 * the attacker, not the target, and the keyword names no hit, so any 8 in the attack roll sets it off,
 * hit or not. "All enemy units Engaged with attacker" includes the target when it is one of them.
 */
export function resolveAttack(input: {
  attackFaces: number[];
  defenceFaces: number[];
  attackTn: number;
  defenceTn: number;
  melee: boolean;
  damage: number;
  keywords: readonly GearKeyword[];
  withinHalfRange: boolean;
}): AttackResult {
  requireWhole(input.damage, 0, Infinity, 'Weapon damage');
  const attack = judgePool(input.attackFaces, input.attackTn);
  const defence = judgePool(input.defenceFaces, input.defenceTn);
  const raw = opposedOutcome(attack.successes, defence.successes, input.melee);
  const outcome = raw === 'push' ? 'pushApart' : raw;
  const hit = outcome === 'hit';
  const has = (keyword: GearKeyword) => input.keywords.includes(keyword);
  const notes: string[] = [];

  if (outcome === 'pushApart') notes.push(`Neither side scored: both pushed ${MELEE_PUSH_INCHES}" apart`);
  else notes.push(`${hit ? 'Hit' : 'Miss'}: ${attack.successes} against ${defence.successes}`);

  let damage = 0;
  if (hit) {
    damage = input.damage + attack.critHighs;
    if (attack.critHighs > 0) notes.push(`Critical high: +${attack.critHighs} damage`);
    if (has('Powershot') && !input.melee && input.withinHalfRange) {
      damage += 1;
      notes.push('Powershot within half range: +1 damage');
    }
  }

  const bleeding = hit && has('Blade') && attack.critHighs > 0;
  if (bleeding) notes.push('Blade: the critical high inflicts Bleeding');
  const twoHandedSplash = has('Two-Handed') && attack.critHighs > 0;
  if (twoHandedSplash) notes.push('Two-Handed: every enemy Engaged with the attacker takes 1 damage');
  const bluntPush = hit && has('Blunt') ? BLUNT_PUSH_INCHES : 0;
  if (bluntPush > 0) notes.push(`Blunt: target pushed ${bluntPush}" straight back`);
  const critLowFiringIntoMelee = hit && !input.melee && attack.critLows > 0;
  if (critLowFiringIntoMelee)
    notes.push('Critical low: if firing into a melee, a random Engaged unit takes the damage');

  return {
    outcome,
    attackSuccesses: attack.successes,
    defenceSuccesses: defence.successes,
    damage,
    critHighs: attack.critHighs,
    critLows: attack.critLows,
    bleeding,
    twoHandedSplash,
    bluntPush,
    critLowFiringIntoMelee,
    notes,
  };
}

/** Injury 34 Cracked Visor: "All Ranged weapon distances -2"." */
const CRACKED_VISOR_INCHES = 2;

/**
 * The rule a use of a weapon would break, in plain words, or null when it is allowed. Salvage QR, Attack,
 * Declare: "Ranged requires target within range + LoS. Melee requires base contact"; Weapon keywords Rifle,
 * Pistol, Heavy, Long Reach; Engagement; injuries 23 Blinded, 24 Shattered Arm, 34 Cracked Visor.
 *
 * Reading (salvage.engagement): an Engaged unit (in contact with any enemy) may fire only Pistol weapons,
 * and never a Rifle. Reading: `distance` is the 3D measure of salvage.3d-distance, and 0 when the bases
 * touch; a melee use needs that contact with the target (distance 0), or Long Reach and the target within
 * its reach. Line of sight is the board's to check.
 */
export function weaponRefusal(input: {
  keywords: readonly GearKeyword[];
  ranged: boolean;
  engaged: boolean;
  heavyUsedThisRound: boolean;
  distance: number;
  range: number | null;
  reach: number | null;
  blindedInjury: boolean;
  shatteredArm: boolean;
  crackedVisor: boolean;
}): string | null {
  const has = (keyword: GearKeyword) => input.keywords.includes(keyword);
  if (input.ranged && input.blindedInjury) return 'Blinded (injury): cannot use ranged weapons.';
  if (has('Two-Handed') && input.shatteredArm)
    return 'Shattered Arm (injury): cannot use Two-Handed weapons.';
  if (has('Heavy') && input.heavyUsedThisRound) return 'Heavy: may only be used once per round.';

  if (input.ranged) {
    if (input.engaged && has('Rifle')) return 'Rifle: cannot be used while Engaged.';
    if (input.engaged && !has('Pistol')) return 'Engaged: only a Pistol can be fired while Engaged.';
    if (input.range === null) return 'Not a ranged weapon: it has no range.';
    const range = Math.max(0, input.range - (input.crackedVisor ? CRACKED_VISOR_INCHES : 0));
    if (input.distance > range) {
      const visor = input.crackedVisor ? ', Cracked Visor −2" included' : '';
      return `Out of range: the target is ${formatInches(input.distance)} away, the range is ${formatInches(range)}${visor}.`;
    }
    return null;
  }

  if (input.distance <= 0) return null;
  if (has('Long Reach') && input.reach !== null) {
    if (input.distance <= input.reach) return null;
    return `Long Reach: the target is ${formatInches(input.distance)} away, beyond the reach of ${formatInches(input.reach)}.`;
  }
  return 'Melee needs base contact with the target.';
}

function formatInches(inches: number): string {
  return `${Math.round(inches * 10) / 10}"`;
}

/** Salvage QR, Weapon keywords: Thrown — "Success = lands there. Fail = scatters 4" in random direction." */
export function thrownOutcome(success: boolean): 'lands' | 'scatters' {
  return success ? 'lands' : 'scatters';
}
