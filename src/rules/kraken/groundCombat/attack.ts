import type { AttackKind, DamageType, WeaponKeyword } from '../../../content/schemas/weapon';
import type { CrewMember } from '../crew/crew';
import type { HitInput } from './damage';
import type { HandSlot } from '../crew/inventory';
import type { RollModifier } from '../../dice/need';
import type { RollNeed } from '../crew/rolls';
import type { CarriedWeapon } from '../crew/weaponState';
import { hasTraitRule, isActive } from '../crew/crew';
import { overloadOf, overloadPenalty, putInSlot } from '../crew/inventory';
import { modifierTotal } from '../crew/modifiers';
import { assertFace, d6Odds, needD6 } from '../crew/rolls';
import { fireRefusal, jamWeapon, spendShot } from '../crew/weaponState';

/**
 * The crew Attack action (Space Kraken §14, Combat actions — Attack; kraken.attack), with the boost from
 * Melee or Ranged (kraken.attack-boost), bare fists (kraken.bare-fists), Berserk (kraken.berserk), the
 * Flank bonus (kraken.flank), overload (kraken.overload), explosive and multiple-attack weapons
 * (kraken.explosive, kraken.multiple-attacks) and criticals (kraken.critical).
 */

/** What an attack is made with: the profile fields the hit rolls and the damage pipeline read. */
export interface AttackProfile {
  readonly name: string;
  readonly hit: number;
  readonly damage: number;
  readonly attacks: number;
  readonly kind: AttackKind;
  readonly keywords: readonly WeaponKeyword[];
  readonly weaken?: number | undefined;
  readonly damageTypes: readonly DamageType[];
}

/** A crew member with no weapon punches: melee, 4+, 1 damage, never jams (kraken.bare-fists). */
export const BARE_FISTS: AttackProfile = {
  name: 'Bare fists',
  hit: 4,
  damage: 1,
  attacks: 1,
  kind: 'melee',
  keywords: [],
  damageTypes: ['ML'],
};

/** Berserk converts up to 3 HP into damage (kraken.berserk). */
export const BERSERK_MAX = 3;
/** A passed Flank gives +3 damage (kraken.flank). */
export const FLANK_DAMAGE = 3;
export const FLANK_TARGET = 8;

/** Pairs of attribute points spent: `damage` pairs give +1 damage each, `accuracy` pairs −1 to the hit value. */
export interface Boost {
  readonly damage: number;
  readonly accuracy: number;
}

export const NO_BOOST: Boost = { damage: 0, accuracy: 0 };

/** Every 2 points of Melee or Ranged buy one boost; an odd point is left over (kraken.attack-boost). */
export function boostPairs(attribute: number): number {
  return Math.max(0, Math.floor(attribute / 2));
}

/** All ways to spend every pair (spending fewer is never better: a pair always adds damage). */
export function boostOptions(attribute: number): readonly Boost[] {
  const pairs = boostPairs(attribute);
  return Array.from({ length: pairs + 1 }, (_, accuracy) => ({ damage: pairs - accuracy, accuracy }));
}

/** Null when the boost fits the attribute, else why not. */
export function boostRefusal(attribute: number, boost: Boost): string | null {
  const { damage, accuracy } = boost;
  if (!Number.isInteger(damage) || !Number.isInteger(accuracy) || damage < 0 || accuracy < 0) {
    return 'A boost is a whole, non-negative number of pairs.';
  }
  const pairs = boostPairs(attribute);
  if (damage + accuracy > pairs) {
    return `An attribute of ${attribute} buys ${pairs} boost${pairs === 1 ? '' : 's'} (one per 2 points), not ${damage + accuracy}.`;
  }
  return null;
}

export interface AttackSetup {
  /** A weapon held in that hand, or bare fists. */
  readonly weapon: HandSlot | 'fists';
  readonly boost: Boost;
  /** HP converted by Berserk (0 for a plain attack); paid with `payBerserk` before the roll. */
  readonly berserk: number;
  /** The Flank Agility check passed: +3 damage. */
  readonly flank: boolean;
  /** Opposing targets an explosive weapon may hit (one die each); ignored by other weapons. */
  readonly targets: number;
  /** Temporary bonus to Melee/Ranged, e.g. +2 from PSI CONCENTRATE (kraken.psi-support). */
  readonly attributeBonus?: number;
}

export interface AttackPlan {
  readonly profile: AttackProfile;
  /** The hand whose weapon fires; null for bare fists. */
  readonly slot: HandSlot | null;
  readonly explosive: boolean;
  /** Most dice the attack can throw: one per target (EX) or one per attack (stops early on a 1). */
  readonly maxDice: number;
  /** The Melee or Ranged value the boost was bought with. */
  readonly attribute: number;
  readonly boost: Boost;
  /** −1 or −2 to every hit roll (kraken.overload). */
  readonly overload: number;
  readonly berserk: number;
  readonly flank: boolean;
  /** Bare fists never jam. */
  readonly canJam: boolean;
  /**
   * Trait and item `ranged-hit`/`melee-hit` modifiers (modifiers.ts): +1 lowers the number every die needs
   * by 1, the way overload raises it. Absent: 0.
   */
  readonly hitModifier?: number | undefined;
  /** Trait and item `ranged-damage`/`melee-damage` modifiers, added to the damage of every hit. */
  readonly damageModifier?: number | undefined;
  /** More each die needs against its target (an enemy's Evasive trait), by die index; absent: none. */
  readonly evasion?: readonly number[] | undefined;
}

/** The hit and damage modifiers of a crew member's traits and items for an attack of this kind. */
export function attackModifiers(
  crew: CrewMember,
  kind: AttackKind,
): { readonly hitModifier: number; readonly damageModifier: number } {
  return {
    hitModifier: modifierTotal(crew, kind === 'melee' ? 'melee-hit' : 'ranged-hit'),
    damageModifier: modifierTotal(crew, kind === 'melee' ? 'melee-damage' : 'ranged-damage'),
  };
}

/** The Melee or Ranged attribute for an attack of this kind. */
export function attackAttribute(crew: CrewMember, kind: AttackKind): number {
  return kind === 'melee' ? crew.attributes.melee : crew.attributes.ranged;
}

function refuse(reason: string): { readonly ok: false; readonly reason: string } {
  return { ok: false, reason };
}

/**
 * Checks the attack is allowed and fixes its numbers. Reading (kraken.weapon-profile): the book says a weapon "requires" its
 * Strength but names no penalty; we read it as: below it the weapon may be carried but not attacked with.
 * Reading (kraken.berserk): Berserk works only with melee attacks and never spends the last HP.
 */
export function planAttack(
  crew: CrewMember,
  setup: AttackSetup,
): { readonly ok: true; readonly plan: AttackPlan } | { readonly ok: false; readonly reason: string } {
  if (!isActive(crew)) return refuse(`${crew.name} is not conscious.`);
  if (crew.captive !== null) return refuse(`${crew.name} is carrying a captured alien and cannot attack.`);
  let profile: AttackProfile = BARE_FISTS;
  let slot: HandSlot | null = null;
  if (setup.weapon !== 'fists') {
    const held = crew.inventory[setup.weapon];
    if (held?.kind !== 'weapon') return refuse(`${crew.name} holds no weapon in the ${setup.weapon} hand.`);
    const why = fireRefusal(held);
    if (why !== null) return refuse(why);
    if (held.weapon.strength > crew.attributes.strength) {
      return refuse(
        `${held.weapon.name} needs Strength ${held.weapon.strength}; ${crew.name} has ${crew.attributes.strength}.`,
      );
    }
    profile = held.weapon;
    slot = setup.weapon;
  }
  const attribute = attackAttribute(crew, profile.kind) + (setup.attributeBonus ?? 0);
  const boostWhy = boostRefusal(attribute, setup.boost);
  if (boostWhy !== null) return refuse(boostWhy);
  if (setup.berserk !== 0) {
    if (profile.kind !== 'melee') return refuse('Berserk adds melee damage only.');
    const most = Math.min(BERSERK_MAX, crew.hp - 1);
    if (!Number.isInteger(setup.berserk) || setup.berserk < 0 || setup.berserk > most) {
      return refuse(`${crew.name} can put 0 to ${Math.max(0, most)} HP into Berserk (at most 3, keeping 1).`);
    }
  }
  const explosive = profile.keywords.includes('EX');
  if (explosive && (!Number.isInteger(setup.targets) || setup.targets < 1)) {
    return refuse('An explosive attack needs at least one target.');
  }
  return {
    ok: true,
    plan: {
      profile,
      slot,
      explosive,
      maxDice: explosive ? setup.targets : profile.attacks,
      attribute,
      boost: setup.boost,
      overload: overloadPenalty(overloadOf(crew.inventory, crew.attributes.strength)),
      berserk: setup.berserk,
      flank: setup.flank,
      canJam: slot !== null,
      ...attackModifiers(crew, profile.kind),
    },
  };
}

/** Whether the boost counts on die `index`: every die of an explosive, else the first attack only. */
function boosted(plan: AttackPlan, index: number): boolean {
  return plan.explosive || index === 0;
}

/**
 * The face die `index` needs: hit value − accuracy boost + overload − hit modifiers + the target's
 * evasion. A 1 always misses whatever this says.
 * Reading (kraken.attack): a 6 is not an automatic hit; when the need is above 6 the die cannot hit. Reading
 * (modifier.ts "+1 makes a 4+ weapon hit on 3+"): a hit modifier changes the number needed, as overload
 * does, so a +1 makes a 2+ need from a 3+ one but never makes a 1 hit.
 */
export function attackNeed(plan: AttackPlan, index: number): number {
  const accuracy = boosted(plan, index) ? plan.boost.accuracy : 0;
  const evasion = plan.evasion?.[index] ?? plan.evasion?.[0] ?? 0;
  return plan.profile.hit - accuracy + plan.overload - (plan.hitModifier ?? 0) + evasion;
}

/**
 * What made the face die `index` needs, in the order `attackNeed` adds them up: the weapon's hit value, the
 * accuracy boost (first die only, or every die of an explosive), overload, trait and item hit modifiers and
 * the target's evasion. Shown with the roll, so odds that change from one die to the next say why.
 */
export function attackNeedParts(plan: AttackPlan, index: number): RollModifier[] {
  const accuracy = boosted(plan, index) ? plan.boost.accuracy : 0;
  const evasion = plan.evasion?.[index] ?? plan.evasion?.[0] ?? 0;
  const hitModifier = plan.hitModifier ?? 0;
  const signed = (n: number) => (n > 0 ? `+${n}` : `−${-n}`);
  return [
    { label: `${plan.profile.name} hits on`, value: `${plan.profile.hit}+` },
    ...(accuracy !== 0 ? [{ label: 'Accuracy boost', value: signed(-accuracy) }] : []),
    ...(plan.overload !== 0 ? [{ label: 'Overloaded', value: signed(plan.overload) }] : []),
    ...(hitModifier !== 0 ? [{ label: 'Traits and items', value: signed(-hitModifier) }] : []),
    ...(evasion !== 0 ? [{ label: 'Evasive target', value: signed(evasion) }] : []),
    { label: 'A 1 always misses', value: '' },
  ];
}

/** Exact chance that die `index` hits (a 1 always misses). */
export function attackOdds(plan: AttackPlan, index = 0): number {
  return d6Odds(0, attackNeed(plan, index), true);
}

export interface AttackRoll {
  readonly face: number;
  readonly need: number;
  readonly hit: boolean;
  readonly critical: boolean;
  /** This 1 jammed the weapon. */
  readonly jammed: boolean;
}

export interface AttackHit {
  /** The die's position: the target's index for an explosive, the attack's index otherwise. */
  readonly index: number;
  readonly hit: HitInput;
}

export interface AttackOutcome {
  readonly rolls: readonly AttackRoll[];
  readonly hits: readonly AttackHit[];
  readonly jammed: boolean;
  /**
   * One ammo for the whole attack, none when it jammed on its first die (kraken.attack, kraken.explosive),
   * and none for bare fists or a weapon with unlimited ammo.
   */
  readonly ammoSpent: 0 | 1;
  /** The weapon afterwards (ammo, jam, T2 charge); null for bare fists. */
  readonly weapon: CarriedWeapon | null;
}

/**
 * Whether the attack has all its hit dice with these faces: one per target for an explosive, else one per
 * attack, stopping early on a 1. Cheap, so the fight simulator asks it for every die.
 */
export function attackSequenceOver(plan: AttackPlan, faces: readonly number[]): boolean {
  if (faces.length >= plan.maxDice) return true;
  // A multi-attack stops on a 1; an explosive rolls on for every target (kraken.multiple-attacks).
  return !plan.explosive && faces.includes(1);
}

/** The next hit die to ask for, or null when the attack has all its dice. */
export function nextAttackRoll(plan: AttackPlan, faces: readonly number[]): RollNeed | null {
  if (attackSequenceOver(plan, faces)) return null;
  const index = faces.length;
  const what = plan.explosive ? `target ${index + 1}` : `attack ${index + 1} of ${plan.maxDice}`;
  const need = needD6(
    'attack.hit',
    `${plan.profile.name}: hit roll for ${what}`,
    'kraken.attack',
    0,
    attackNeed(plan, index),
    true,
  );
  return { ...need, modifiers: attackNeedParts(plan, index) };
}

/**
 * Reads the hit dice. Damage of each hit: the profile's damage, + the damage boost (first attack, or every
 * die of an explosive), + the damage modifiers of traits and items (every hit), + Berserk and Flank once. Reading (kraken.berserk, kraken.flank): those go on the
 * first die that hits; the critical +1 is carried as `critical` for the damage pipeline.
 */
export function resolveAttack(
  plan: AttackPlan,
  weapon: CarriedWeapon | null,
  faces: readonly number[],
): AttackOutcome {
  let earlyOne = false;
  for (let i = 0; i < faces.length; i += 1) {
    const face = faces[i] ?? 0;
    assertFace(face, 6);
    // No shorter run of these faces may already be over (attackSequenceOver on each prefix: a prefix is
    // over when it reaches maxDice, or holds a 1 on a non-explosive attack).
    if (face === 1 && i < faces.length - 1 && !plan.explosive) earlyOne = true;
  }
  if (faces.length > plan.maxDice || earlyOne) throw new Error('More hit dice than the attack throws.');
  if (!attackSequenceOver(plan, faces)) throw new Error('The attack still needs hit dice.');

  const rolls: AttackRoll[] = [];
  const hits: AttackHit[] = [];
  let bonusUsed = false;
  let jammed = false;
  let fired = false;
  for (let index = 0; index < faces.length; index += 1) {
    const face = faces[index] ?? 0;
    if (face !== 1) fired = true;
    const need = attackNeed(plan, index);
    const hit = face !== 1 && face >= need;
    // A 1 jams a weapon; on an explosive only the first die can jam it (kraken.explosive).
    const jamsNow = face === 1 && plan.canJam && (!plan.explosive || index === 0);
    if (jamsNow) jammed = true;
    rolls.push({ face, need, hit, critical: hit && face === 6, jammed: jamsNow });
    if (!hit) continue;
    let damage =
      plan.profile.damage + (boosted(plan, index) ? plan.boost.damage : 0) + (plan.damageModifier ?? 0);
    if (!bonusUsed) {
      damage += plan.berserk + (plan.flank ? FLANK_DAMAGE : 0);
      bonusUsed = true;
    }
    hits.push({
      index,
      hit: {
        damage,
        critical: face === 6,
        kind: plan.profile.kind,
        keywords: plan.profile.keywords,
        weaken: plan.profile.weaken,
        damageTypes: plan.profile.damageTypes,
      },
    });
  }
  const ammoSpent: 0 | 1 = plan.canJam && fired && weapon !== null && weapon.ammo !== null ? 1 : 0;
  let after = weapon;
  if (after !== null) {
    if (plan.canJam && fired) after = spendShot(after);
    if (jammed) after = jamWeapon(after);
  }
  return { rolls, hits, jammed, ammoSpent, weapon: after };
}

/** Berserk HP are paid when it is announced, before the hit roll, and are lost even on a miss. */
export function payBerserk(crew: CrewMember, hp: number): CrewMember {
  return { ...crew, hp: Math.max(1, crew.hp - Math.max(0, hp)) };
}

/** Puts the fired weapon back in its hand. */
export function applyAttackToCrew(crew: CrewMember, plan: AttackPlan, outcome: AttackOutcome): CrewMember {
  if (plan.slot === null || outcome.weapon === null) return crew;
  return { ...crew, inventory: putInSlot(crew.inventory, plan.slot, outcome.weapon) };
}

/** The Flank Agility check: d6 + Agility against 8+, a 1 always fails (kraken.flank). */
export function flankRoll(crew: CrewMember): RollNeed {
  return needD6(
    'flank',
    `${crew.name} tries to flank`,
    'kraken.flank',
    crew.attributes.agility,
    FLANK_TARGET,
    true,
  );
}

/**
 * Null when a Flank may be tried now: more than one active crew member, no Flank tried yet this turn, and
 * not the free reaction action when enemies spawn (kraken.flank, kraken.spawn-reaction).
 */
export function flankRefusal(context: {
  readonly activeCrew: number;
  readonly flankTriedThisTurn: boolean;
  readonly reaction: boolean;
}): string | null {
  if (context.reaction) return 'The free reaction action cannot be a Flank.';
  if (context.activeCrew <= 1) return 'Flanking needs more than one active crew member.';
  if (context.flankTriedThisTurn) return 'Only one Flank can be tried each combat turn.';
  return null;
}

/**
 * Whether the hits of one attack may go to different enemies (kraken.target-choice): melee hits may;
 * ranged hits only for a crew member with the Independent Targeting trait. An explosive hits every target.
 */
export function canSplitTargets(crew: CrewMember, plan: AttackPlan): boolean {
  if (plan.explosive) return false;
  return plan.profile.kind === 'melee' || hasTraitRule(crew, 'independent-targeting');
}
