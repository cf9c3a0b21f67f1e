import type { AttackPlan } from './attack';
import type { CrewMember } from '../crew/crew';
import type { Fight, PendingAttack } from './combatTypes';
import type { HitInput } from './damage';
import { NO_BOOST, applyAttackToCrew, attackSequenceOver, resolveAttack } from './attack';
import { hasTraitRule, isActive } from '../crew/crew';
import { resolveHits } from './damage';
import { applyHitToEnemy } from './enemyTurn';
import { fireRefusal } from '../crew/weaponState';
import {
  crewById,
  enemyByUid,
  enemyName,
  enemyTarget,
  hitLogged,
  journaled,
  replaceCrew,
  replaceEnemy,
} from './combatFlow';
import { evasionFor, explodeIfKilled } from './combatTraits';

/**
 * An attack's hit dice, part by part, and their resolution (Space Kraken §14, Combat actions — Attack;
 * kraken.attack, kraken.multiple-attacks, kraken.attack-boost). Most attacks are one part. The Chain Attack
 * trait (crew trait rule 'chain-attack'; the sample pack's Follow-Through: "When a melee attack of this crew
 * member defeats its target, they may attack another enemy with the same weapon at once (Melee boosts apply
 * to the first attack only)") adds parts: the player names the enemies to go on to when announcing the
 * attack (`AttackOrder.chain`), and each time a part defeats its target the next of them still fighting is
 * attacked. Naming them up front loses nothing: nothing else happens between the parts.
 *
 * Readings: a chained attack is a new attack with the same weapon (one more ammo, it may jam) without boost,
 * Berserk or Flank; it goes on only while the attacker is conscious and the weapon can still fire; a split
 * melee attack chains when any of its targets is defeated; a chained attack may chain again. Explosive
 * attacks and items (grenades) never chain. "Defeated" is killed or captured.
 */

export interface AttackPart {
  readonly plan: AttackPlan;
  /** Enemy uid per hit die, or the one target of every die. */
  readonly targets: readonly string[];
  /** Index in the pending attack's `faces` of this part's first die. */
  readonly start: number;
  readonly faces: readonly number[];
  /** The enemies still named to chain on to after this part. */
  readonly chain: readonly string[];
}

/** Whether an attack with this plan can chain: the trait, a melee attack, not explosive, not an item. */
export function chainsFrom(
  member: CrewMember,
  plan: AttackPlan,
  itemSlot: PendingAttack['itemSlot'],
): boolean {
  return (
    hasTraitRule(member, 'chain-attack') &&
    plan.profile.kind === 'melee' &&
    !plan.explosive &&
    itemSlot === null
  );
}

/** The plan of a chained attack at `target`: the same weapon, no boost, Berserk or Flank, its evasion. */
export function chainPlan(fight: Fight, plan: AttackPlan, target: string): AttackPlan {
  const maxDice = plan.profile.attacks;
  return {
    ...plan,
    maxDice,
    boost: NO_BOOST,
    berserk: 0,
    flank: false,
    evasion: evasionFor(fight, [target], maxDice),
  };
}

function describeFate(status: string, hp: number): string {
  return status === 'fighting' ? (hp <= 0 ? 'still standing' : 'fighting') : status;
}

/**
 * One part's hits through the pipeline, one target at a time; the weapon's ammo, jam and charge written
 * back; an enemy it kills may explode (combatTraits.ts). The part must have all its dice.
 */
export function resolvePart(fight: Fight, attack: PendingAttack, part: AttackPart): Fight {
  const member = crewById(fight, attack.crewId);
  if (member === undefined) return fight;
  const held = attack.slot === null ? null : member.inventory[attack.slot];
  const weapon = held?.kind === 'weapon' ? held : null;
  const outcome = resolveAttack(part.plan, weapon, part.faces);
  const name = part.plan.profile.name;
  let next = replaceCrew(fight, applyAttackToCrew(member, part.plan, outcome));
  if (outcome.jammed) next = journaled(next, { kind: 'weapon-jammed', weapon: name });
  const byTarget = new Map<string, HitInput[]>();
  for (const { index, hit } of outcome.hits) {
    const uid = part.targets[index] ?? part.targets[0] ?? '';
    byTarget.set(uid, [...(byTarget.get(uid) ?? []), hit]);
  }
  if (outcome.hits.length === 0)
    next = journaled(next, { kind: 'attack-missed', crewId: member.id, name: member.name });
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
        attacker: name,
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
    next = explodeIfKilled(replaceEnemy(next, after), enemy);
  }
  return next;
}

/** How many of `faces` the part with this plan takes: up to the end of its sequence, or all of them. */
function partLength(plan: AttackPlan, faces: readonly number[]): number {
  let n = 0;
  while (n < faces.length && !attackSequenceOver(plan, faces.slice(0, n))) n += 1;
  return n;
}

/** The fight after `part` and the enemy a chain goes on to, or null when the attack stops there. */
function chainOn(
  fight: Fight,
  attack: PendingAttack,
  part: AttackPart,
): { readonly after: Fight; readonly target: string; readonly rest: readonly string[] } | null {
  const chain = part.chain;
  const member = crewById(fight, attack.crewId);
  if (chain.length === 0 || member === undefined || !chainsFrom(member, part.plan, attack.itemSlot)) {
    return null;
  }
  const after = resolvePart(fight, attack, part);
  const defeated = part.targets.some(
    (uid) => enemyByUid(fight, uid)?.status === 'fighting' && enemyByUid(after, uid)?.status !== 'fighting',
  );
  const next = chain.findIndex((uid) => enemyByUid(after, uid)?.status === 'fighting');
  const attacker = crewById(after, attack.crewId);
  const target = chain[next];
  if (!defeated || target === undefined || attacker === undefined || !isActive(attacker)) return null;
  if (attack.slot !== null) {
    const held = attacker.inventory[attack.slot];
    if (held?.kind !== 'weapon' || fireRefusal(held) !== null) return null;
  }
  return { after, target, rest: chain.slice(next + 1) };
}

/**
 * The parts of the pending attack as its faces stand: the announced attack, then each chained attack that
 * has begun (a part whose first die is awaited has no faces yet). Pure: completed parts are resolved on a
 * copy of the fight to see whether the chain goes on.
 */
export function attackParts(fight: Fight, attack: PendingAttack): readonly AttackPart[] {
  const parts: AttackPart[] = [];
  let state = fight;
  let plan = attack.plan;
  let targets = attack.targets;
  let chain = attack.chain ?? [];
  let start = 0;
  for (;;) {
    const rest = attack.faces.slice(start);
    const part: AttackPart = { plan, targets, start, faces: rest.slice(0, partLength(plan, rest)), chain };
    parts.push(part);
    if (!attackSequenceOver(plan, part.faces)) return parts;
    const on = chainOn(state, attack, part);
    if (on === null) return parts;
    state = on.after;
    plan = chainPlan(state, plan, on.target);
    targets = [on.target];
    chain = on.rest;
    start += part.faces.length;
  }
}

/** The part die `index` of the pending attack belongs to, and its index within the part. */
export function partOfDie(
  parts: readonly AttackPart[],
  index: number,
): { readonly part: AttackPart; readonly local: number } | null {
  for (let p = parts.length - 1; p >= 0; p -= 1) {
    const part = parts[p];
    if (part !== undefined && part.start <= index) return { part, local: index - part.start };
  }
  return null;
}

/**
 * Once the announced part of an attack is over and the chain goes on, that part is resolved at once (its
 * hits land, the weapon is written back) and the pending attack becomes the chained one, so the fight shows
 * where it stands before the next die. Called when no re-roll of the last die is pending.
 */
export function settleChain(fight: Fight): Fight {
  const attack = fight.attack;
  if (attack === null) return fight;
  const [first, next] = attackParts(fight, attack);
  const member = crewById(fight, attack.crewId);
  if (first === undefined || next === undefined || member === undefined) return fight;
  const target = enemyName(fight, next.targets[0] ?? '');
  const after = journaled(resolvePart(fight, attack, first), {
    kind: 'chain-attack',
    crewId: member.id,
    name: member.name,
    target,
    weapon: next.plan.profile.name,
  });
  return settleChain({
    ...after,
    attack: {
      ...attack,
      plan: next.plan,
      targets: next.targets,
      chain: next.chain,
      faces: attack.faces.slice(next.start),
      settled: Math.max(0, attack.settled - next.start),
      flank: 'none',
      link: (attack.link ?? 0) + 1,
    },
  });
}
