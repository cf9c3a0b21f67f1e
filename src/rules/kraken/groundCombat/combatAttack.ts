import type { AttackKind } from '../../../content/schemas/weapon';
import type { AttackPlan, AttackProfile, AttackSetup, Boost } from './attack';
import type { CrewMember } from '../crew/crew';
import type { CombatRoll, CrewStatus, Fight, PendingAttack } from './combatTypes';
import type { HandSlot, SlotId } from '../crew/inventory';
import {
  FLANK_TARGET,
  NO_BOOST,
  attackAttribute,
  attackModifiers,
  attackNeed,
  canSplitTargets,
  flankRefusal,
  flankRoll,
  nextAttackRoll,
  payBerserk,
  planAttack,
} from './attack';
import { itemsCarried, overloadOf, overloadPenalty, useItemInSlot } from '../crew/inventory';
import { flankOxygen, spendOxygen } from '../crew/oxygen';
import { hasFunctionalWeapon } from './actions';
import { actingCrew, actionRefusal, markActed } from './combatActions';
import {
  consciousCrew,
  crewById,
  enemyByUid,
  enemyName,
  fightingEnemies,
  isLoneWolf,
  journaled,
  passes,
  recordOf,
  replaceCrew,
  statusOf,
  withStatus,
} from './combatFlow';
import { attackParts, chainsFrom, partOfDie, resolvePart, settleChain } from './combatChain';
import { itemInSlot } from './combatItems';
import { evasionFor } from './combatTraits';

/**
 * The Attack action in a fight (Space Kraken §14, Combat actions — Attack; kraken.attack, kraken.attack-boost,
 * kraken.berserk, kraken.flank, kraken.bare-fists, kraken.target-choice, kraken.lone-wolf): announced with
 * its weapon, targets, boost, Berserk and Flank; the Flank check first as its own roll; then one hit die at
 * a time; then every hit through the damage pipeline, one by one.
 */

/** An attack as the player announces it. */
export interface AttackOrder {
  readonly weapon: HandSlot | 'fists';
  /** Enemy uids: one for every hit, or one per attack die for a split melee attack; ignored by explosives. */
  readonly targets: readonly string[];
  readonly boost: Boost;
  readonly berserk: number;
  readonly flank: boolean;
  /**
   * Chain Attack: the enemies to go on to, in order, each time this melee attack (then each chained one)
   * defeats its target (combatChain.ts). Only for a crew member with the trait.
   */
  readonly chain?: readonly string[] | undefined;
}

function attackKindOf(member: CrewMember, weapon: HandSlot | 'fists'): AttackKind {
  if (weapon === 'fists') return 'melee';
  const held = member.inventory[weapon];
  return held?.kind === 'weapon' ? held.weapon.kind : 'melee';
}

/** PSI CONCENTRATE's bonus, when it raised the attribute this attack uses. */
export function concentrateBonus(status: CrewStatus, kind: AttackKind): number {
  return status.concentrate?.attribute === kind ? status.concentrate.amount : 0;
}

function setupFor(fight: Fight, member: CrewMember, order: AttackOrder): AttackSetup {
  const status = statusOf(fight, member.id);
  return {
    weapon: order.weapon,
    boost: order.boost,
    berserk: order.berserk,
    flank: false,
    targets: fightingEnemies(fight).length,
    attributeBonus: concentrateBonus(status, attackKindOf(member, order.weapon)),
  };
}

/** Enemy uid per hit die: every enemy still fighting for an explosive, else the targets named. */
function dieTargets(fight: Fight, plan: AttackPlan, targets: readonly string[]): readonly string[] {
  return plan.explosive ? fightingEnemies(fight).map((e) => e.uid) : targets;
}

/**
 * The plan the announcement makes, or why it cannot be made: with the trait and item hit and damage
 * modifiers (planAttack), an enemy's hindrance, and each target's Evasive trait (combatTraits.ts).
 */
export function attackPlanFor(
  fight: Fight,
  order: AttackOrder,
): { readonly ok: true; readonly plan: AttackPlan } | { readonly ok: false; readonly reason: string } {
  const member = actingCrew(fight);
  if (member === undefined) return { ok: false, reason: 'No crew member is acting now.' };
  const planned = planAttack(member, setupFor(fight, member, order));
  if (!planned.ok) return planned;
  const hindered = statusOf(fight, member.id).hindered;
  const evasion = evasionFor(fight, dieTargets(fight, planned.plan, order.targets), planned.plan.maxDice);
  let plan = planned.plan;
  // Reading (kraken.attack): an enemy's hindrance makes every hit die need more, the way overload does.
  if (hindered !== 0) plan = { ...plan, overload: plan.overload + hindered };
  if (evasion !== undefined) plan = { ...plan, evasion };
  return { ok: true, plan };
}

/** Chain Attack targets: the trait, a melee attack that is not explosive, distinct enemies still fighting. */
function chainRefusal(fight: Fight, member: CrewMember, plan: AttackPlan, chain: readonly string[]) {
  if (chain.length === 0) return null;
  if (!chainsFrom(member, plan, null)) {
    return `${member.name} cannot chain this attack: only melee attacks of a crew member with the Chain Attack trait chain.`;
  }
  if (new Set(chain).size !== chain.length) return 'Name each enemy to chain on to once.';
  for (const uid of chain) {
    if (enemyByUid(fight, uid)?.status !== 'fighting') return `"${uid}" is not an enemy still in the fight.`;
  }
  return null;
}

function targetsRefusal(fight: Fight, member: CrewMember, plan: AttackPlan, targets: readonly string[]) {
  if (plan.explosive) return null;
  if (targets.length === 0) return 'Choose an enemy to attack.';
  for (const uid of targets) {
    if (enemyByUid(fight, uid)?.status !== 'fighting') return `"${uid}" is not an enemy still in the fight.`;
  }
  if (targets.length === 1) return null;
  if (!canSplitTargets(member, plan)) {
    return 'Ranged hits all go to one target (unless the Independent Targeting trait allows a split).';
  }
  if (targets.length !== plan.maxDice) return `Name one target for each of the ${plan.maxDice} attacks.`;
  return null;
}

export function attackRefusal(fight: Fight, order: AttackOrder): string | null {
  const member = actingCrew(fight);
  const action = order.flank ? 'flank' : order.berserk > 0 ? 'berserk' : 'attack';
  const why = actionRefusal(fight, action);
  if (why !== null || member === undefined) return why;
  if (order.flank) {
    const flankWhy = flankRefusal({
      activeCrew: consciousCrew(fight).length,
      flankTriedThisTurn: fight.flankTried,
      reaction: fight.activation?.kind === 'reaction',
    });
    if (flankWhy !== null) return flankWhy;
    // Reading (kraken.flank): with no oxygen left a Flank is not tried. The passing-out rule is for the
    // actions the team must take; a Flank is a bonus the player can leave.
    if (flankOxygen(fight.encounter.atmosphere) > fight.oxygen) return 'There is no oxygen left to flank.';
  }
  // Reading (kraken.bare-fists): fists are for a crew member without a working weapon in hand.
  if (order.weapon === 'fists' && hasFunctionalWeapon(member)) {
    return `${member.name} holds a working weapon: bare fists are for those without one.`;
  }
  const plan = attackPlanFor(fight, order);
  if (!plan.ok) return plan.reason;
  return (
    targetsRefusal(fight, member, plan.plan, order.targets) ??
    chainRefusal(fight, member, plan.plan, order.chain ?? [])
  );
}

function beginAttack(fight: Fight, member: CrewMember, attack: PendingAttack): Fight {
  const plan = attack.plan;
  const targets = plan.explosive ? [] : [...new Set(attack.targets)].map((uid) => enemyName(fight, uid));
  const next = markActed({ ...fight, attack }, plan.profile.kind);
  return journaled(next, {
    kind: 'attack-begun',
    crewId: member.id,
    name: member.name,
    targets,
    explosive: plan.explosive,
    weapon: plan.profile.name,
    boostDamage: plan.boost.damage,
    boostAccuracy: plan.boost.accuracy,
    berserk: plan.berserk,
    flanking: attack.flank === 'pending',
  });
}

/** Berserk HP are paid now, before any roll; a Flank costs its oxygen now (kraken.berserk, kraken.flank). */
export function startAttack(fight: Fight, order: AttackOrder): Fight {
  const member = actingCrew(fight);
  const planned = attackPlanFor(fight, order);
  if (member === undefined || !planned.ok) return fight;
  const plan = planned.plan;
  let next = fight;
  const paid = plan.berserk > 0 ? payBerserk(member, plan.berserk) : member;
  next = replaceCrew(next, paid);
  if (order.flank) {
    const spent = spendOxygen(next.oxygen, flankOxygen(next.encounter.atmosphere));
    next = { ...next, oxygen: spent.oxygen, flankTried: true };
  }
  const chain = order.chain ?? [];
  const begun = beginAttack(next, paid, {
    crewId: member.id,
    plan,
    slot: plan.slot,
    itemSlot: null,
    targets: dieTargets(fight, plan, order.targets),
    flank: order.flank ? 'pending' : 'none',
    faces: [],
    settled: 0,
    ...(chain.length === 0 ? {} : { chain }),
  });
  if (chain.length === 0) return begun;
  const targets = chain.map((uid) => enemyName(fight, uid));
  return journaled(begun, { kind: 'chain-planned', crewId: member.id, name: member.name, targets });
}

/**
 * An item that attacks (a grenade). Reading (kraken.use-item): it takes no boost, never jams and counts as an
 * attack.
 */
export function itemAttackRefusal(fight: Fight, slot: SlotId, targetId: string | null): string | null {
  const member = actingCrew(fight);
  const why = actionRefusal(fight, 'attack');
  if (why !== null || member === undefined) return why;
  const carried = itemInSlot(fight, slot);
  if (carried?.item.attack === undefined) return `Slot ${slot} holds no item that attacks.`;
  if (carried.item.attack.keywords.includes('EX')) return null;
  if (targetId === null || enemyByUid(fight, targetId)?.status !== 'fighting')
    return 'Choose an enemy to attack.';
  return null;
}

export function startItemAttack(fight: Fight, slot: SlotId, targetId: string | null): Fight {
  const member = actingCrew(fight);
  const attack = itemInSlot(fight, slot)?.item.attack;
  const name = itemInSlot(fight, slot)?.item.name ?? 'Item';
  if (member === undefined || attack === undefined) return fight;
  const profile: AttackProfile = { name, ...attack };
  const explosive = attack.keywords.includes('EX');
  const enemies = fightingEnemies(fight).map((e) => e.uid);
  const targets = explosive ? enemies : [targetId ?? ''];
  const maxDice = explosive ? enemies.length : attack.attacks;
  // Reading (kraken.use-item): an item's attack takes the hit and damage modifiers of its kind, and the
  // target's evasion.
  const plan: AttackPlan = {
    profile,
    slot: null,
    explosive,
    maxDice,
    attribute: attackAttribute(member, attack.kind),
    boost: NO_BOOST,
    overload: overloadPenalty(overloadOf(member.inventory, member.attributes.strength)),
    berserk: 0,
    flank: false,
    canJam: false,
    ...attackModifiers(member, attack.kind),
    evasion: evasionFor(fight, targets, maxDice),
  };
  const inventory = useItemInSlot(member.inventory, slot) ?? member.inventory;
  const user = { ...member, inventory };
  return beginAttack(replaceCrew(fight, user), user, {
    crewId: member.id,
    plan,
    slot: null,
    itemSlot: slot,
    targets,
    flank: 'none',
    faces: [],
    settled: 0,
  });
}

export function flankNeed(fight: Fight): CombatRoll | null {
  const member = fight.attack === null ? undefined : crewById(fight, fight.attack.crewId);
  if (fight.attack?.flank !== 'pending' || member === undefined) return null;
  return { need: flankRoll(member), who: member.name };
}

/** Agility + d6 against 8+, a 1 fails: +3 damage on a pass (kraken.flank). */
export function applyFlankDie(fight: Fight, face: number): Fight {
  const roll = flankNeed(fight);
  const attack = fight.attack;
  const member = attack === null ? undefined : crewById(fight, attack.crewId);
  if (roll === null || attack === null || member === undefined) return fight;
  const passed = passes(face, member.attributes.agility, FLANK_TARGET, true);
  const next: PendingAttack = {
    ...attack,
    flank: passed ? 'passed' : 'failed',
    plan: { ...attack.plan, flank: passed },
  };
  const record = recordOf(roll.need, face);
  return journaled(
    { ...fight, attack: next },
    { kind: 'flank-die', crewId: member.id, name: member.name, passed },
    { roll: record },
  );
}

/**
 * The next hit die, or null while the Flank is pending or when the attack has all its dice (a chained
 * attack's dice follow those of the attack before it: combatChain.ts).
 */
export function hitNeed(fight: Fight): CombatRoll | null {
  const attack = fight.attack;
  if (attack === null || attack.flank === 'pending') return null;
  const parts = attackParts(fight, attack);
  const part = parts[parts.length - 1];
  const need = part === undefined ? null : nextAttackRoll(part.plan, part.faces);
  if (part === undefined || need === null) return null;
  const uid = part.targets[part.faces.length] ?? part.targets[0] ?? '';
  const chained = parts.length > 1 || (attack.link ?? 0) > 0 ? 'Chain attack — ' : '';
  return {
    need: { ...need, purpose: `${chained}${need.purpose} at ${enemyName(fight, uid)}` },
    who: crewById(fight, attack.crewId)?.name ?? null,
  };
}

export function applyHitDie(fight: Fight, face: number): Fight {
  const roll = hitNeed(fight);
  const attack = fight.attack;
  if (roll === null || attack === null) return fight;
  const record = recordOf(roll.need, face);
  const parts = attackParts(fight, attack);
  const part = parts[parts.length - 1] ?? { plan: attack.plan, faces: attack.faces };
  const jam = face === 1 && part.plan.canJam && (part.faces.length === 0 || !part.plan.explosive);
  const next = journaled(
    { ...fight, attack: { ...attack, faces: [...attack.faces, face] } },
    { kind: 'hit-die', purpose: roll.need.purpose, jams: jam },
    { roll: record },
  );
  // A part over and a chain going on: its hits land now, unless the die may still be re-rolled.
  return rerollOffered(next) ? next : settleChain(next);
}

/**
 * Attack re-rolls this turn: one for a lone wolf, one for carrying an item that grants it (the book's
 * Talisman). Reading (kraken.lone-wolf): the item's re-roll is once per turn, like the lone wolf's, and
 * several such items do not add up.
 */
export function rerollAllowance(fight: Fight, member: CrewMember): number {
  const item = itemsCarried(member.inventory).some(({ item: carried }) =>
    (carried.item.abilities ?? []).includes('attack-reroll'),
  );
  return (isLoneWolf(fight) ? 1 : 0) + (item ? 1 : 0);
}

/** A missed hit die may be re-rolled while an allowance is left (offered after a miss only). */
export function rerollOffered(fight: Fight): boolean {
  const attack = fight.attack;
  const member = attack === null ? undefined : crewById(fight, attack.crewId);
  if (attack === null || member === undefined || attack.faces.length <= attack.settled) return false;
  const index = attack.faces.length - 1;
  const face = attack.faces[index] ?? 6;
  const die = partOfDie(attackParts(fight, attack), index);
  const missed = face === 1 || face < attackNeed(die?.part.plan ?? attack.plan, die?.local ?? index);
  return missed && statusOf(fight, member.id).rerollsUsed < rerollAllowance(fight, member);
}

export function rerollAttackDie(fight: Fight): Fight {
  const attack = fight.attack;
  if (attack === null) return fight;
  const used = statusOf(fight, attack.crewId).rerollsUsed;
  const next = withStatus(fight, attack.crewId, { rerollsUsed: used + 1 });
  return journaled(
    { ...next, attack: { ...attack, faces: attack.faces.slice(0, -1) } },
    { kind: 'die-rerolled' },
  );
}

export function keepAttackDie(fight: Fight): Fight {
  const attack = fight.attack;
  return attack === null
    ? fight
    : settleChain({ ...fight, attack: { ...attack, settled: attack.faces.length } });
}

/**
 * Every part of the attack through the pipeline, one target at a time, the weapon's ammo, jam and charge
 * written back after each (combatChain.ts `resolvePart`); a chained attack is announced in the log.
 */
export function finishAttack(fight: Fight): Fight {
  const attack = fight.attack;
  const member = attack === null ? undefined : crewById(fight, attack.crewId);
  if (attack === null || member === undefined) return fight;
  let next = fight;
  for (const [n, part] of attackParts(fight, attack).entries()) {
    if (n > 0) {
      const target = enemyName(next, part.targets[0] ?? '');
      next = journaled(next, {
        kind: 'chain-attack',
        crewId: member.id,
        name: member.name,
        target,
        weapon: part.plan.profile.name,
      });
    }
    next = resolvePart(next, attack, part);
  }
  return { ...next, attack: null };
}
