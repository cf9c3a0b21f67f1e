import type { FastFight } from './simulateFastState';
import { rollDieInPlace } from '../../dice/rng';
import { hitCrew } from './simulateFastHits';
import {
  CONSCIOUS,
  ESCAPED,
  FIGHTING,
  HARDEN,
  HEAL,
  HINDER,
  MELEE,
  NO_ROW,
  OTHER,
  RANGED,
  RECHARGE_SHIELD,
} from './simulateFastState';
import { d6, fightOver } from './simulateFastSteps';

/**
 * The enemies' step of a simulated ground-combat turn (`simulatePlay.ts` `enemyStep`, on combatEnemy.ts and
 * combatTraits.ts) on the fast simulator's numbers, throwing the same dice in the same order.
 */

/**
 * `enemyStep`: enemies top to bottom (`resume`: the step was under way when the simulation began, so those
 * already activated stay so); one hurt enough first tries to escape (d6 4+, kraken.enemy-escape), then
 * rolls its action table once or twice. False when the fight ended in it. PSI TAUNT ends with the step.
 */
export function enemyStep(f: FastFight, resume: boolean): boolean {
  const r = f.run;
  if (!resume) r.enemyActed.fill(0);
  let going = true;
  for (;;) {
    if (fightOver(f)) {
      going = false;
      break;
    }
    let j = -1;
    for (let k = 0; k < f.enemyCount && j < 0; k += 1) {
      if (r.status[k] === FIGHTING && r.enemyActed[k] === 0) j = k;
    }
    if (j < 0) break;
    if (!enemyActivation(f, j)) {
      going = false;
      break;
    }
  }
  r.taunt = -1;
  return going;
}

/**
 * One activation (combatEnemy.ts `beginEnemyActivation` … `endEnemyTurn`): the escape try, the action dice,
 * then PSI CONFUSE wears off and Regen X heals it (not above its sheet, not from 0 or below). False when
 * the fight ended in it.
 */
function enemyActivation(f: FastFight, j: number): boolean {
  const r = f.run;
  r.enemyActed[j] = 1;
  if (f.mayEscape[j] === 1 && (r.enemyHp[j] ?? 0) <= (f.escapeAt[j] ?? 0) && d6(f) >= 4) {
    r.status[j] = ESCAPED;
    r.fighting -= 1;
    r.confused[j] = 0;
    return true;
  }
  const actions = f.actions[j] ?? 1;
  for (let k = 0; k < actions; k += 1) {
    const face = d6(f);
    const row = f.table[j * 6 + face - 1] ?? NO_ROW;
    if (row === NO_ROW)
      throw new Error(`${f.enemy0[j]?.profile.name ?? 'An enemy'} has no action for ${face}.`);
    if (row >= 0) enemyAttack(f, j, row);
    else special(f, j, row, j * 6 + face - 1);
    if (fightOver(f)) return false;
    if (r.status[j] !== FIGHTING) break;
  }
  r.confused[j] = 0;
  const regen = f.regen[j] ?? 0;
  const hp = r.enemyHp[j] ?? 0;
  const most = f.enemyHpMax[j] ?? 0;
  if (regen > 0 && r.status[j] === FIGHTING && hp > 0 && hp < most) r.enemyHp[j] = Math.min(most, hp + regen);
  return true;
}

/** combatEnemy.ts `applySpecial`: heal, hinder, harden or recharge its shield; anything else is idle. */
function special(f: FastFight, j: number, code: number, at: number): void {
  const r = f.run;
  const amount = f.tableAmount[at] ?? 0;
  switch (code) {
    case HEAL:
      r.enemyHp[j] = Math.min(f.enemyHpMax[j] ?? 0, (r.enemyHp[j] ?? 0) + amount);
      return;
    case RECHARGE_SHIELD:
      r.enemyShield[j] = Math.min(f.enemyShieldPower[j] ?? 0, (r.enemyShield[j] ?? 0) + amount);
      return;
    case HARDEN:
      r.hardened[j] = (r.hardened[j] ?? 0) + amount;
      return;
    case HINDER: {
      // Reading (combatEnemy.ts, kraken.enemy-target-priority): "the one it would target" is the first of the
      // target priority.
      if (f.tableAll[at] === 1) {
        for (let c = 0; c < f.crewCount; c += 1) {
          if (r.cond[c] === CONSCIOUS) r.hindered[c] = (r.hindered[c] ?? 0) + amount;
        }
        return;
      }
      const c = candidates(f);
      if (c > 0) r.hindered[f.targets[0] ?? 0] = (r.hindered[f.targets[0] ?? 0] ?? 0) + amount;
      return;
    }
  }
}

/** Swarm X (combatTraits.ts `swarmBonus`): another enemy of its species is still fighting. */
function swarmBonus(f: FastFight, j: number): number {
  const swarm = f.swarm[j] ?? 0;
  if (swarm === 0) return 0;
  const r = f.run;
  for (let k = 0; k < f.enemyCount; k += 1) {
    if (k !== j && r.status[k] === FIGHTING && f.species[k] === f.species[j]) return swarm;
  }
  return 0;
}

/**
 * combatEnemy.ts `applyEnemyActionDie` … `finishEnemyAction` for an attack with `enemyTurn.ts` `resolveEnemyAttack`:
 * an explosive throws a die at each conscious crew member; any other attack picks its target in the rules'
 * priority class (a die picks among several) and throws its dice one at a time, stopping after a 1. Then
 * the hits land with the Swarm bonus, target by target, and Drain X gives it back X HP if any were taken.
 */
function enemyAttack(f: FastFight, j: number, a: number): void {
  const r = f.run;
  const info = f.enemyAttacks[a];
  if (info === undefined) return;
  const needed = info.hit - (f.levelHit[j] ?? 0) + (r.confused[j] === 1 ? 1 : 0);
  let count = 0;
  if (info.explosive) {
    for (let c = 0; c < f.crewCount; c += 1) if (r.cond[c] === CONSCIOUS) f.targets[count++] = c;
    for (let k = 0; k < count; k += 1) f.faces[k] = d6(f);
  } else {
    const n = candidates(f);
    if (n === 0) return;
    const pick = n > 1 ? rollDieInPlace(f.rng, n) - 1 : 0;
    const c = f.targets[pick] ?? 0;
    const cover = r.cover[c] === 1 ? 1 : 0;
    for (let k = 0; k < info.attacks; k += 1) {
      const face = d6(f);
      f.faces[count++] = face;
      if (face === 1) break;
    }
    f.targets[0] = c;
    // Keep the hits in front: `hitCrew` reads their faces from `f.faces`.
    let hits = 0;
    for (let k = 0; k < count; k += 1) {
      const face = f.faces[k] ?? 1;
      if (face !== 1 && face >= needed + cover) f.faces[hits++] = face;
    }
    if (hits === 0) return;
    const damage = info.damage + (f.levelDamage[j] ?? 0) + swarmBonus(f, j);
    drain(f, j, hitCrew(f, c, info, damage, 0, hits));
    return;
  }
  const damage = info.damage + (f.levelDamage[j] ?? 0) + swarmBonus(f, j);
  let taken = 0;
  for (let k = 0; k < count; k += 1) {
    const face = f.faces[k] ?? 1;
    const c = f.targets[k] ?? 0;
    if (face === 1 || face < needed + (r.cover[c] === 1 ? 1 : 0)) continue;
    taken += hitCrew(f, c, info, damage, k, 1);
  }
  drain(f, j, taken);
}

/** combatTraits.ts `drainAfterAttack`: X HP back once per attack that took HP, never above its sheet. */
function drain(f: FastFight, j: number, taken: number): void {
  const r = f.run;
  const amount = f.drain[j] ?? 0;
  if (amount === 0 || taken <= 0 || r.status[j] !== FIGHTING) return;
  r.enemyHp[j] = Math.max(r.enemyHp[j] ?? 0, Math.min(f.enemyHpMax[j] ?? 0, (r.enemyHp[j] ?? 0) + amount));
}

/**
 * enemyTurn.ts `targetCandidates` (kraken.enemy-target-priority) into `f.targets`: the taunting crew member
 * while conscious (PSI TAUNT), else the conscious crew who attacked in melee last, else at range, else
 * anyone. Returns how many.
 */
function candidates(f: FastFight): number {
  const r = f.run;
  if (r.taunt >= 0 && r.cond[r.taunt] === CONSCIOUS) {
    f.targets[0] = r.taunt;
    return 1;
  }
  for (const wanted of [MELEE, RANGED, OTHER]) {
    let count = 0;
    for (let c = 0; c < f.crewCount; c += 1) {
      if (r.cond[c] === CONSCIOUS && r.last[c] === wanted) f.targets[count++] = c;
    }
    if (count > 0) return count;
  }
  return 0;
}
