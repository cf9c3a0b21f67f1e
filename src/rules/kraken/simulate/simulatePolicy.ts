import type { MutableRngState } from '../../dice/rng';
import type { CrewMember } from '../crew/crew';
import type { CombatDecision } from '../groundCombat/combatDecisions';
import type { Fight } from '../groundCombat/combatTypes';
import type { EnemyState } from '../groundCombat/enemyTurn';
import type { HandSlot, SlotId } from '../crew/inventory';
import type { FightPolicy } from './simulateTypes';
import type { CarriedWeapon } from '../crew/weaponState';
import { rollDieInPlace } from '../../dice/rng';
import { NO_BOOST, attackNeed, boostPairs, resolveAttack } from '../groundCombat/attack';
import { actingCrew } from '../groundCombat/combatActions';
import { attackPlanFor, attackRefusal } from '../groundCombat/combatAttack';
import { chainsFrom } from '../groundCombat/combatChain';
import { decisionRefusal } from '../groundCombat/combatDecisions';
import { consciousCrew, enemyByUid, enemyTarget, statusOf } from '../groundCombat/combatFlow';
import { isActive } from '../crew/crew';
import { resolveHit } from '../groundCombat/damage';
import { HAND_SLOTS, SLOT_IDS } from '../crew/inventory';
import { d6Odds } from '../crew/rolls';
import { isFunctional, isT2 } from '../crew/weaponState';

/**
 * The crew's choices when a fight is simulated (`simulate.ts`): a simple, fixed policy, so the estimate
 * answers "what happens if the team just fights it out sensibly", not "what is the best play". It is
 * written as the decisions a player sends the game's ground-combat kernel (`combatDecisions.ts`), each one
 * the rules accept (`decisionRefusal`); the reference simulator sends them to the kernel (`simulatePlay.ts`),
 * machines/kraken/fightOdds.testkit.ts to the machine itself, and the fast simulator plays the same choices
 * on its numbers (`simulateFastPolicy.ts`).
 *
 * Crew members act in crew order, each conscious one as often as the turn allows (kraken.combat-loop,
 * kraken.lone-wolf). On each activation (kraken.combat-actions):
 * 1. Attacks (kraken.attack) when they hold a weapon that can fire now (not jammed, loaded, T2 charged,
 *    Strength enough) and may attack (not carrying a captive). Target: the fighting enemy with the fewest
 *    HP + shield energy (ties: the higher one in the list); every hit die at it. Weapon: of those in hand,
 *    the one with the most expected HP damage against that target (an explosive: against every fighting
 *    enemy), each die counted as its hit chance × the HP the damage pipeline takes off the enemy as it
 *    stands, hardening included (no critical, no stop on a 1). Ties: left hand. Boost (kraken.attack-boost):
 *    every pair of Melee/Ranged points (a PSI Concentrate bonus included) goes to accuracy while the first
 *    die still needs more than 4 as the rules plan it (overload, hindrance, the target's Evasive trait),
 *    the rest to damage. With the Chain Attack trait a melee attack names every other fighting enemy to go
 *    on to, weakest first.
 * 2. Otherwise fixes the first weapon in hand (left, then right) that can be made to fire: Unjam a
 *    jammed or damaged one (kraken.unjam), then reload an empty one (its spare magazine first, then a
 *    magazine slot; kraken.reload), then recharge a T2 one (kraken.t2). An empty weapon with no magazine
 *    left is given up.
 * 3. Otherwise attacks with bare fists (kraken.bare-fists), or, carrying a captive, takes Cover.
 * Re-rolls: every attack re-roll the rules offer is taken (kraken.lone-wolf, a re-roll item). Enemy
 * targets: within the class the rules allow, a die with as many sides as candidates picks one. Oxygen
 * owed: the conscious one with the fewest HP passes out (kraken.oxygen-use). Escape: only with
 * `escapeAloneAtHp` (see `escapeDecision`). Never: Cover at initiative, Flank, Berserk, PSI powers (a PSI
 * Shield offer is passed), items, exchanging equipment, holding back, picking up a broken weapon's ammo.
 */

/** The face the policy tries to reach on the first die before it buys damage. */
export const POLICY_HIT_GOAL = 4;

/** d6Odds(0, need, true) for every need that matters, computed once (the rules' odds, not a copy). */
const ODDS_MIN_NEED = -1;
const ODDS_MAX_NEED = 8;
const ODDS_BY_NEED: readonly number[] = Array.from({ length: ODDS_MAX_NEED - ODDS_MIN_NEED + 1 }, (_, i) =>
  d6Odds(0, ODDS_MIN_NEED + i, true),
);

/** Chance one hit die with this need hits (a 1 always misses), from the table above. */
export function hitChance(need: number): number {
  const clamped = Math.min(ODDS_MAX_NEED, Math.max(ODDS_MIN_NEED, need));
  return ODDS_BY_NEED[clamped - ODDS_MIN_NEED] ?? 0;
}

/** The fighting enemy with the fewest HP + shield energy; ties go to the higher one. −1 when none. */
export function weakestEnemy(enemies: readonly EnemyState[]): number {
  let best = -1;
  let bestScore = Infinity;
  for (let i = 0; i < enemies.length; i += 1) {
    const enemy = enemies[i];
    if (enemy === undefined || enemy.status !== 'fighting') continue;
    const score = enemy.hp + enemy.shieldEnergy;
    if (score < bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

function handWeapon(crew: CrewMember, slot: HandSlot): CarriedWeapon | null {
  const content = crew.inventory[slot];
  return content?.kind === 'weapon' ? content : null;
}

/** Where a reload for the weapon in `slot` would come from: its spare magazine, else a magazine slot. */
export function reloadSource(crew: CrewMember, slot: HandSlot): SlotId | 'spare' | null {
  const carried = handWeapon(crew, slot);
  if (carried === null || carried.weapon.ammo === null) return null;
  if (carried.spareMagazine) return 'spare';
  for (const id of SLOT_IDS) {
    const content = crew.inventory[id];
    if (content?.kind === 'magazines' && content.weaponId === carried.weapon.id && content.count > 0)
      return id;
  }
  return null;
}

/** The fighting enemy with the fewest HP + shield energy (ties: the higher one), by uid; null when none. */
export function weakestUid(fight: Fight): string | null {
  const at = weakestEnemy(fight.enemies);
  return fight.enemies[at]?.uid ?? null;
}

/** The other fighting enemies, weakest first (ties: the higher one): where a Chain Attack goes on to. */
export function chainTargets(fight: Fight, target: string): string[] {
  return fight.enemies
    .map((enemy, index) => ({ enemy, index }))
    .filter(({ enemy }) => enemy.status === 'fighting' && enemy.uid !== target)
    .sort(
      (a, b) => a.enemy.hp + a.enemy.shieldEnergy - (b.enemy.hp + b.enemy.shieldEnergy) || a.index - b.index,
    )
    .map(({ enemy }) => enemy.uid);
}

/** The crew member the policy activates next: the first conscious one, in crew order, with an activation left. */
export function crewToActivate(fight: Fight): string | null {
  const next = fight.crew.find((m) => isActive(m) && statusOf(fight, m.id).activationsLeft > 0);
  return next?.id ?? null;
}

/** Oxygen owed: the conscious crew member with the fewest HP passes out (the first on a tie). */
export function faintDecision(fight: Fight): CombatDecision | null {
  let weakest: CrewMember | undefined;
  for (const member of fight.crew) {
    if (isActive(member) && (weakest === undefined || member.hp < weakest.hp)) weakest = member;
  }
  return weakest === undefined ? null : { type: 'oxygen.faint', crewId: weakest.id };
}

/** Within the class the rules allow, the target is drawn with a die of as many sides as candidates. */
export function enemyTargetDecision(fight: Fight, rng: MutableRngState): CombatDecision | null {
  const candidates = fight.enemyTurn?.candidates ?? [];
  if (candidates.length === 0) return null;
  const pick = candidates.length > 1 ? rollDieInPlace(rng, candidates.length) - 1 : 0;
  const crewId = candidates[pick];
  return crewId === undefined ? null : { type: 'enemy.target', crewId };
}

/**
 * The whole crew runs (the unconscious carried, nobody sacrificed) when `escapeAloneAtHp` is set, the acting
 * crew member is the only conscious one, at or below that many HP, on their first activation of the turn;
 * null when the policy does not run or the rules refuse it (Aggressive, say).
 */
export function escapeDecision(fight: Fight, policy: FightPolicy): CombatDecision | null {
  const actor = actingCrew(fight);
  const threshold = policy.escapeAloneAtHp;
  if (threshold <= 0 || actor === undefined || fight.activation?.before.activated !== false) return null;
  if (consciousCrew(fight).length !== 1 || actor.hp > threshold) return null;
  const decision: CombatDecision = {
    type: 'escape',
    escaping: fight.crew.filter((m) => m.condition !== 'killed').map((m) => m.id),
    sacrificed: [],
  };
  return decisionRefusal(fight, decision) === null ? decision : null;
}

type AttackDecision = Extract<CombatDecision, { type: 'attack' }>;

/**
 * The policy's attack with `weapon` at `target`, as the rules plan it (hindrance and the target's Evasive
 * trait included): accuracy pairs until the first die needs `POLICY_HIT_GOAL`, the rest into damage; with
 * the Chain Attack trait, every other fighting enemy named to chain on to, weakest first. Null when refused.
 */
export function attackDecision(
  fight: Fight,
  member: CrewMember,
  weapon: HandSlot | 'fists',
  target: string,
): AttackDecision | null {
  const bare: AttackDecision = {
    type: 'attack',
    weapon,
    targets: [target],
    boost: NO_BOOST,
    berserk: 0,
    flank: false,
  };
  const planned = attackPlanFor(fight, bare);
  if (!planned.ok) return null;
  const plan = planned.plan;
  const pairs = boostPairs(plan.attribute);
  const accuracy = Math.min(pairs, Math.max(0, attackNeed(plan, 0) - POLICY_HIT_GOAL));
  const chain = chainsFrom(member, plan, null) ? chainTargets(fight, target) : [];
  const decision: AttackDecision = {
    ...bare,
    boost: { damage: pairs - accuracy, accuracy },
    ...(chain.length > 0 ? { chain } : {}),
  };
  return attackRefusal(fight, decision) === null ? decision : null;
}

/**
 * Expected HP an attack takes off, on the fight as it stands (`expectedHpDamage` with the armour a
 * hardening action added and the evasion and hindrance the rules put into the plan).
 */
export function expectedAttackDamage(fight: Fight, decision: AttackDecision): number {
  const planned = attackPlanFor(fight, decision);
  if (!planned.ok) return 0;
  const plan = planned.plan;
  const faces: number[] = [];
  for (let i = 0; i < plan.maxDice; i += 1) faces.push(6);
  const { hits } = resolveAttack(plan, null, faces);
  const fighting = fight.enemies.filter((e) => e.status === 'fighting');
  let total = 0;
  for (const { index, hit } of hits) {
    const enemy = plan.explosive ? fighting[index] : enemyByUid(fight, decision.targets[0] ?? '');
    if (enemy === undefined) continue;
    const loss = resolveHit({ ...hit, critical: false }, enemyTarget(fight, enemy)).breakdown.hpLoss;
    total += hitChance(attackNeed(plan, index)) * loss;
  }
  return total;
}

function legal(fight: Fight, decision: CombatDecision): CombatDecision | null {
  return decisionRefusal(fight, decision) === null ? decision : null;
}

/** Unjam, reload or recharge the first weapon in hand that can be made to fire (see the file comment). */
function repairDecision(fight: Fight, member: CrewMember): CombatDecision | null {
  for (const slot of HAND_SLOTS) {
    const carried = handWeapon(member, slot);
    if (carried === null || carried.weapon.strength > member.attributes.strength) continue;
    const empty = carried.ammo !== null && carried.ammo <= 0;
    const source = empty ? reloadSource(member, slot) : null;
    if (empty && source === null) continue;
    let decision: CombatDecision | null = null;
    if (carried.jam !== 'clear') decision = { type: 'unjam', slot };
    else if (source !== null) decision = { type: 'reload', slot, source };
    else if (isT2(carried.weapon) && !carried.charged) decision = { type: 'recharge', slot };
    if (decision !== null && legal(fight, decision) !== null) return decision;
  }
  return null;
}

/**
 * The acting crew member's action by the policy: the best attack with a weapon in hand, else a repair, else
 * bare fists, else Cover (one carrying a captive may not attack, and Aggressive does not forbid them Cover).
 * Null when the rules allow none of them.
 */
export function crewActionDecision(fight: Fight): CombatDecision | null {
  const member = actingCrew(fight);
  const target = weakestUid(fight);
  if (member === undefined || target === null) return null;
  let best: AttackDecision | null = null;
  let bestValue = -1;
  for (const slot of HAND_SLOTS) {
    const carried = handWeapon(member, slot);
    if (carried === null || !isFunctional(carried)) continue;
    const decision = attackDecision(fight, member, slot, target);
    if (decision === null) continue;
    if (best === null) {
      best = decision;
      continue;
    }
    if (bestValue < 0) bestValue = expectedAttackDamage(fight, best);
    const value = expectedAttackDamage(fight, decision);
    if (value > bestValue) {
      best = decision;
      bestValue = value;
    }
  }
  if (best !== null) return best;
  return (
    repairDecision(fight, member) ??
    attackDecision(fight, member, 'fists', target) ??
    legal(fight, { type: 'cover' })
  );
}
