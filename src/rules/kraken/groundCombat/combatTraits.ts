import type { Fight } from './combatTypes';
import type { HitInput } from './damage';
import type { EnemyState } from './enemyTurn';
import { applyHitToCrew, crewAsTarget, isActive } from '../crew/crew';
import { resolveHits } from './damage';
import { enemyTraitValue, hasEnemyTrait } from './enemyTurn';
import {
  consciousCrew,
  crewById,
  enemyByUid,
  enemyName,
  fightingEnemies,
  hitLogged,
  journaled,
  replaceCrew,
  replaceEnemy,
  statusOf,
  withStatus,
} from './combatFlow';

/**
 * Enemy traits in a fight (Space Kraken §14, Enemies take action — Special traits; kraken.enemy-actions):
 * the pack's trait rules `explodes`, `drain`, `evasive`, `swarm`, `psi-ward` and `dread`, as the content
 * schema (src/content/schemas/enemy.ts) and the sample pack's effect texts describe them. `regen`,
 * `two-actions` and `zombie` are read in combatEnemy.ts and enemyTurn.ts.
 */

/** Evasive X: crew hit rolls against this enemy need X more. */
export function evasionOf(enemy: EnemyState | undefined): number {
  return enemy === undefined ? 0 : enemyTraitValue(enemy.profile, 'evasive');
}

/**
 * What each hit die of a crew attack needs more for its target's Evasive trait: die i aims at
 * `targets[i]`, or at the one target when there is only one. Undefined when no target is evasive.
 */
export function evasionFor(
  fight: Fight,
  targets: readonly string[],
  dice: number,
): readonly number[] | undefined {
  const evasion = Array.from({ length: Math.max(dice, targets.length) }, (_, i) =>
    evasionOf(enemyByUid(fight, targets[i] ?? targets[0] ?? '')),
  );
  return evasion.some((x) => x !== 0) ? evasion : undefined;
}

/**
 * Swarm X: its attacks deal X more damage while another enemy of its species is fighting.
 * Reading (kraken.enemy-actions): "another enemy of its species" is any other enemy in the fight, primary or
 * minion, with the same species on its sheet.
 */
export function swarmBonus(fight: Fight, enemy: EnemyState): number {
  const swarm = enemyTraitValue(enemy.profile, 'swarm');
  if (swarm === 0) return 0;
  const kin = fightingEnemies(fight).some(
    (other) => other.uid !== enemy.uid && other.profile.species === enemy.profile.species,
  );
  return kin ? swarm : 0;
}

/**
 * Dread X: the crew's escape rolls in this combat are X lower.
 * Reading (kraken.enemy-actions): only enemies still fighting inspire dread, and dread does not add up: the
 * strongest counts.
 */
export function dreadOf(fight: Fight): number {
  return fightingEnemies(fight).reduce((most, e) => Math.max(most, enemyTraitValue(e.profile, 'dread')), 0);
}

/**
 * PSI Ward: PSI attack powers deal it half damage, rounded down (the content schema's wording; it is an
 * exception to §4 "Always round up"). Reading (kraken.enemy-actions): the power's damage is halved before the
 * damage pipeline.
 */
export function psiWardHit(enemy: EnemyState, hit: HitInput): HitInput {
  return hasEnemyTrait(enemy.profile, 'psi-ward') ? { ...hit, damage: Math.floor(hit.damage / 2) } : hit;
}

/**
 * Hits on one crew member through the damage pipeline (kraken.apply-damage), logged one by one; a crew
 * member knocked out loses their activations. Returns the fight and the HP the crew member lost.
 */
export function crewTakesHits(
  fight: Fight,
  attacker: string,
  crewId: string,
  hits: readonly HitInput[],
  hpProtected = false,
): { readonly fight: Fight; readonly hpLost: number } {
  const member = crewById(fight, crewId);
  if (member === undefined) return { fight, hpLost: 0 };
  const cover = statusOf(fight, crewId).cover;
  const resolved = resolveHits(hits, crewAsTarget(member, cover), { hpProtected });
  const change = applyHitToCrew(member, resolved);
  let next = replaceCrew(fight, change.crew);
  if (!isActive(change.crew)) next = withStatus(next, crewId, { activationsLeft: 0 });
  let hp = member.hp;
  resolved.breakdowns.forEach((breakdown, index) => {
    const last = index === resolved.breakdowns.length - 1;
    const fate = change.killed ? 'killed' : change.knockedOut ? 'unconscious' : 'conscious';
    next = hitLogged(next, {
      attacker,
      targetId: crewId,
      target: member.name,
      breakdown,
      critical: hits[index]?.critical ?? false,
      hpBefore: hp,
      hpAfter: Math.max(0, hp - breakdown.hpLoss),
      result: last ? fate : 'conscious',
    });
    hp = Math.max(0, hp - breakdown.hpLoss);
  });
  const hpLost = member.condition === 'conscious' ? member.hp - change.crew.hp : 0;
  return { fight: next, hpLost };
}

/**
 * Explodes X: when killed, every conscious crew member takes an explosive hit of X Fire damage.
 * Reading (kraken.enemy-actions): only a kill sets it off (a captured enemy does not explode); the blast is a
 * ranged EX hit, so flash and energy shields, armour and Cover's +3 against explosives all count; it never
 * crits. `before` is the enemy as it was before the hit that may have killed it.
 */
export function explodeIfKilled(fight: Fight, before: EnemyState): Fight {
  const after = enemyByUid(fight, before.uid);
  const blast = enemyTraitValue(before.profile, 'explodes');
  if (blast === 0 || before.status !== 'fighting' || after?.status !== 'killed') return fight;
  const name = enemyName(fight, before.uid);
  const hit: HitInput = {
    damage: blast,
    critical: false,
    kind: 'ranged',
    keywords: ['EX'],
    damageTypes: ['Fire'],
  };
  let next = journaled(fight, { kind: 'enemy-exploded', uid: before.uid, name, blast });
  for (const member of consciousCrew(next)) {
    next = crewTakesHits(next, `${name}'s blast`, member.id, [hit]).fight;
  }
  return next;
}

/**
 * Drain X: each of its attacks that takes HP from a crew member gives it X HP back, never above its
 * profile HP. Reading (kraken.enemy-actions): once per attack however many hits or crew members it hurt.
 */
export function drainAfterAttack(fight: Fight, uid: string, hpTaken: number): Fight {
  const enemy = enemyByUid(fight, uid);
  if (enemy === undefined || hpTaken <= 0 || enemy.status !== 'fighting') return fight;
  const drain = enemyTraitValue(enemy.profile, 'drain');
  const hp = Math.min(enemy.profile.hp, enemy.hp + drain);
  if (drain === 0 || hp <= enemy.hp) return fight;
  return journaled(replaceEnemy(fight, { ...enemy, hp }), {
    kind: 'enemy-drained',
    uid,
    name: enemyName(fight, uid),
    hpBefore: enemy.hp,
    hpAfter: hp,
  });
}
