import type { FightOutcome } from './simulate';
import type { FastFight } from './simulateFastState';
import { rollDieInPlace } from '../dice/rng';
import { hitCrew } from './simulateFastHits';
import { CONSCIOUS, ESCAPED, FIGHTING, MELEE, OTHER, RANGED } from './simulateFastState';
import { anyConscious, d6, outcomeNow } from './simulateFastSteps';

/**
 * The enemies' step of a simulated ground-combat turn (`simulateSteps.ts` `enemyStep` and `enemyAttack`)
 * on the fast simulator's numbers, throwing the same dice in the same order.
 */

/**
 * `enemyStep`: enemies top to bottom; one hurt enough first tries to escape (d6 4+, kraken.enemy-escape),
 * then rolls its action table once or twice; PSI CONFUSE wears off after its activation.
 */
export function enemyStep(f: FastFight): FightOutcome | null {
  const r = f.run;
  for (let j = 0; j < f.enemyCount; j += 1) {
    if (r.enemyActed[j] === 1) continue;
    r.enemyActed[j] = 1;
    if (r.status[j] !== FIGHTING) continue;
    if (f.mayEscape[j] === 1 && (r.enemyHp[j] ?? 0) <= (f.escapeAt[j] ?? 0) && d6(f) >= 4) {
      r.status[j] = ESCAPED;
      const outcome = outcomeNow(f);
      if (outcome !== null) return outcome;
      continue;
    }
    const actions = f.actions[j] ?? 1;
    for (let k = 0; k < actions; k += 1) {
      const face = d6(f);
      const attack = f.table[j * 6 + face - 1] ?? -2;
      if (attack === -2)
        throw new Error(`${f.enemy0[j]?.profile.name ?? 'An enemy'} has no action for ${face}.`);
      if (attack < 0) continue;
      enemyAttack(f, j, attack);
      if (!anyConscious(f)) return 'lose';
    }
    r.confused[j] = 0;
  }
  return outcomeNow(f);
}

/**
 * `enemyAttack` with enemyTurn.ts `resolveEnemyAttack`: an explosive throws a die at each conscious crew
 * member; any other attack picks its target in the rules' priority class (a die picks among several) and
 * throws all its dice at once, reading them up to the first 1.
 */
function enemyAttack(f: FastFight, j: number, a: number): void {
  const r = f.run;
  const info = f.enemyAttacks[a];
  if (info === undefined) return;
  const needed = info.hit - (f.levelHit[j] ?? 0) + (r.confused[j] === 1 ? 1 : 0);
  const damage = info.damage + ((f.levelDamage[j] ?? 0) + 0);
  if (info.explosive) {
    let count = 0;
    for (let c = 0; c < f.crewCount; c += 1) if (r.cond[c] === CONSCIOUS) f.targets[count++] = c;
    for (let k = 0; k < count; k += 1) f.faces[k] = d6(f);
    for (let k = 0; k < count; k += 1) {
      const face = f.faces[k] ?? 1;
      const c = f.targets[k] ?? 0;
      if (face === 1 || face < needed + (r.cover[c] === 1 ? 1 : 0)) continue;
      hitCrew(f, c, info, damage, k, 1);
    }
    return;
  }
  const c = pickTarget(f);
  if (c < 0) return;
  const cover = r.cover[c] === 1 ? 1 : 0;
  for (let k = 0; k < info.attacks; k += 1) f.faces[k] = d6(f);
  let hits = 0;
  for (let k = 0; k < info.attacks; k += 1) {
    const face = f.faces[k] ?? 1;
    if (face !== 1 && face >= needed + cover) f.faces[hits++] = face;
    if (face === 1) break;
  }
  if (hits > 0) hitCrew(f, c, info, damage, 0, hits);
}

/**
 * enemyTurn.ts `targetCandidates` (kraken.enemy-target-priority): the conscious crew who attacked in melee
 * last, else at range, else anyone; a die with as many sides as candidates picks one. −1 when none.
 */
function pickTarget(f: FastFight): number {
  const r = f.run;
  let cls = -1;
  let count = 0;
  for (const wanted of [MELEE, RANGED, OTHER]) {
    count = 0;
    for (let c = 0; c < f.crewCount; c += 1) if (r.cond[c] === CONSCIOUS && r.last[c] === wanted) count += 1;
    if (count > 0) {
      cls = wanted;
      break;
    }
  }
  if (cls < 0) return -1;
  let pick = count > 1 ? rollDieInPlace(f.rng, count) - 1 : 0;
  for (let c = 0; c < f.crewCount; c += 1) {
    if (r.cond[c] !== CONSCIOUS || r.last[c] !== cls) continue;
    if (pick === 0) return f.sameId[c] ?? c;
    pick -= 1;
  }
  return -1;
}
