import type { AttackKind } from '../../content/schemas/weapon';
import type { AttackPlan, AttackProfile, AttackSetup, Boost } from './attack';
import type { CrewMember } from './crew';
import type { CombatRoll, CrewStatus, Fight, PendingAttack } from './combatTypes';
import type { HitInput } from './damage';
import type { HandSlot, SlotId } from './inventory';
import {
  FLANK_TARGET,
  NO_BOOST,
  applyAttackToCrew,
  attackAttribute,
  attackNeed,
  canSplitTargets,
  flankRefusal,
  flankRoll,
  nextAttackRoll,
  payBerserk,
  planAttack,
  resolveAttack,
} from './attack';
import { resolveHits } from './damage';
import { applyHitToEnemy } from './enemyTurn';
import { itemsCarried, overloadOf, overloadPenalty, useItemInSlot } from './inventory';
import { flankOxygen, spendOxygen } from './oxygen';
import { hasFunctionalWeapon } from './actions';
import { actingCrew, actionRefusal, markActed } from './combatActions';
import {
  consciousCrew,
  crewById,
  enemyByUid,
  enemyName,
  enemyTarget,
  fightingEnemies,
  hitLogged,
  isLoneWolf,
  logged,
  passes,
  recordOf,
  replaceCrew,
  replaceEnemy,
  rollText,
  statusOf,
  withStatus,
} from './combatFlow';
import { itemInSlot } from './combatItems';

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

/** The plan the announcement makes, or why it cannot be made. */
export function attackPlanFor(
  fight: Fight,
  order: AttackOrder,
): { readonly ok: true; readonly plan: AttackPlan } | { readonly ok: false; readonly reason: string } {
  const member = actingCrew(fight);
  if (member === undefined) return { ok: false, reason: 'No crew member is acting now.' };
  const planned = planAttack(member, setupFor(fight, member, order));
  const hindered = statusOf(fight, member.id).hindered;
  if (!planned.ok || hindered === 0) return planned;
  // Reading: an enemy's hindrance makes every hit die need more, the way overload does.
  return { ok: true, plan: { ...planned.plan, overload: planned.plan.overload + hindered } };
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
    // Reading: with no oxygen left a Flank is not tried (it would cost a crew member's consciousness).
    if (flankOxygen(fight.encounter.atmosphere) > fight.oxygen) return 'There is no oxygen left to flank.';
  }
  // Reading (kraken.bare-fists): fists are for a crew member without a working weapon in hand.
  if (order.weapon === 'fists' && hasFunctionalWeapon(member)) {
    return `${member.name} holds a working weapon: bare fists are for those without one.`;
  }
  const plan = attackPlanFor(fight, order);
  if (!plan.ok) return plan.reason;
  return targetsRefusal(fight, member, plan.plan, order.targets);
}

function boostText(plan: AttackPlan): string {
  const parts: string[] = [];
  if (plan.boost.damage > 0) parts.push(`+${plan.boost.damage} damage`);
  if (plan.boost.accuracy > 0) parts.push(`${plan.boost.accuracy} easier to hit`);
  if (plan.berserk > 0) parts.push(`Berserk ${plan.berserk} HP`);
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`;
}

function beginAttack(fight: Fight, member: CrewMember, attack: PendingAttack): Fight {
  const who = attack.plan.explosive
    ? 'every enemy'
    : [...new Set(attack.targets)].map((uid) => enemyName(fight, uid)).join(' and ');
  const next = markActed({ ...fight, attack }, attack.plan.profile.kind);
  const flank = attack.flank === 'pending' ? ', flanking first' : '';
  return logged(
    next,
    `${member.name} attacks ${who} with ${attack.plan.profile.name}${boostText(attack.plan)}${flank}.`,
  );
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
  const targets = plan.explosive ? fightingEnemies(fight).map((e) => e.uid) : order.targets;
  return beginAttack(next, paid, {
    crewId: member.id,
    plan,
    slot: plan.slot,
    itemSlot: null,
    targets,
    flank: order.flank ? 'pending' : 'none',
    faces: [],
    settled: 0,
  });
}

/** An item that attacks (a grenade). Reading: it takes no boost, never jams and counts as an attack. */
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
  const plan: AttackPlan = {
    profile,
    slot: null,
    explosive,
    maxDice: explosive ? enemies.length : attack.attacks,
    attribute: attackAttribute(member, attack.kind),
    boost: NO_BOOST,
    overload: overloadPenalty(overloadOf(member.inventory, member.attributes.strength)),
    berserk: 0,
    flank: false,
    canJam: false,
  };
  const inventory = useItemInSlot(member.inventory, slot) ?? member.inventory;
  const user = { ...member, inventory };
  return beginAttack(replaceCrew(fight, user), user, {
    crewId: member.id,
    plan,
    slot: null,
    itemSlot: slot,
    targets: explosive ? enemies : [targetId ?? ''],
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
  const text = `${member.name} flanks: ${rollText(record)}.${passed ? ' +3 damage on the first hit.' : ''}`;
  return logged({ ...fight, attack: next }, text, { roll: record });
}

/** The next hit die, or null while the Flank is pending or when the attack has all its dice. */
export function hitNeed(fight: Fight): CombatRoll | null {
  const attack = fight.attack;
  if (attack === null || attack.flank === 'pending') return null;
  const need = nextAttackRoll(attack.plan, attack.faces);
  if (need === null) return null;
  const uid = attack.targets[attack.faces.length] ?? attack.targets[0] ?? '';
  return {
    need: { ...need, purpose: `${need.purpose} at ${enemyName(fight, uid)}` },
    who: crewById(fight, attack.crewId)?.name ?? null,
  };
}

export function applyHitDie(fight: Fight, face: number): Fight {
  const roll = hitNeed(fight);
  const attack = fight.attack;
  if (roll === null || attack === null) return fight;
  const record = recordOf(roll.need, face);
  const jam = face === 1 && attack.plan.canJam && (attack.faces.length === 0 || !attack.plan.explosive);
  const text = `${roll.need.purpose}: ${rollText(record)}${jam ? ' — a 1 jams the weapon' : ''}.`;
  return logged({ ...fight, attack: { ...attack, faces: [...attack.faces, face] } }, text, { roll: record });
}

/** Attack re-rolls this turn: one for a lone wolf, one for carrying an item that grants it. */
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
  const missed = face === 1 || face < attackNeed(attack.plan, index);
  return missed && statusOf(fight, member.id).rerollsUsed < rerollAllowance(fight, member);
}

export function rerollAttackDie(fight: Fight): Fight {
  const attack = fight.attack;
  if (attack === null) return fight;
  const used = statusOf(fight, attack.crewId).rerollsUsed;
  const next = withStatus(fight, attack.crewId, { rerollsUsed: used + 1 });
  return logged(
    { ...next, attack: { ...attack, faces: attack.faces.slice(0, -1) } },
    'The die is rolled again.',
  );
}

export function keepAttackDie(fight: Fight): Fight {
  const attack = fight.attack;
  return attack === null ? fight : { ...fight, attack: { ...attack, settled: attack.faces.length } };
}

function describeFate(status: string, hp: number): string {
  return status === 'fighting' ? (hp <= 0 ? 'still standing' : 'fighting') : status;
}

/** Every hit through the pipeline, one target at a time; the weapon's ammo, jam and charge written back. */
export function finishAttack(fight: Fight): Fight {
  const attack = fight.attack;
  const member = attack === null ? undefined : crewById(fight, attack.crewId);
  if (attack === null || member === undefined) return fight;
  const held = attack.slot === null ? null : member.inventory[attack.slot];
  const weapon = held?.kind === 'weapon' ? held : null;
  const outcome = resolveAttack(attack.plan, weapon, attack.faces);
  let next = replaceCrew(fight, applyAttackToCrew(member, attack.plan, outcome));
  if (outcome.jammed) next = logged(next, `${attack.plan.profile.name} jams.`);
  const byTarget = new Map<string, HitInput[]>();
  for (const { index, hit } of outcome.hits) {
    const uid = attack.targets[index] ?? attack.targets[0] ?? '';
    byTarget.set(uid, [...(byTarget.get(uid) ?? []), hit]);
  }
  if (outcome.hits.length === 0) next = logged(next, `${member.name}'s attack misses.`);
  for (const [uid, hits] of byTarget) {
    const enemy = enemyByUid(next, uid);
    if (enemy === undefined) continue;
    const resolved = resolveHits(hits, enemyTarget(next, enemy));
    // Zombie: hits are never added up to overwhelm it; the biggest single hit is what counts (§14).
    const biggest = Math.max(0, ...resolved.breakdowns.map((b) => b.hpLoss));
    const after = applyHitToEnemy(enemy, resolved.target, biggest);
    let hp = enemy.hp;
    for (const [index, breakdown] of resolved.breakdowns.entries()) {
      const last = index === resolved.breakdowns.length - 1;
      next = hitLogged(next, {
        attacker: attack.plan.profile.name,
        targetId: uid,
        target: enemyName(next, uid),
        breakdown,
        critical: hits[index]?.critical ?? false,
        hpBefore: hp,
        hpAfter: hp - breakdown.hpLoss,
        result: last ? describeFate(after.status, after.hp) : 'fighting',
      });
      hp -= breakdown.hpLoss;
    }
    next = replaceEnemy(next, after);
  }
  return { ...next, attack: null };
}
