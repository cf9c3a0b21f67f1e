import type { AttackInfo, FastFight } from './simulateFastState';
import { pipeline } from './simulateFastHits';
import { CLEAR, FIGHTING, MAGAZINES, SLOTS, SPARE, WEAPON } from './simulateFastState';
import { POLICY_HIT_GOAL, hitChance } from './simulatePolicy';

/**
 * The crew's policy of `simulatePolicy.ts` (`chooseCrewAction`) on the fast simulator's numbers: the same
 * choices in the same order, with the attack's numbers worked out as `planAttack` (attack.ts) and
 * `policyBoost` work them out. The choice is written into `choice` (no object per activation).
 */

export const NOTHING = 0;
export const ATTACK = 1;
export const UNJAM = 2;
export const RELOAD = 3;
export const RECHARGE = 4;

/** The policy's last choice: what, with which hand (0 L, 1 R, −1 bare fists), and the attack's numbers. */
export const choice = {
  kind: NOTHING,
  hand: -1,
  /** A reload's magazine: a slot 0..5, or `SPARE`. */
  source: -1,
  target: -1,
  /** Index into `FastFight.weapons` (0: bare fists). */
  weapon: 0,
  maxDice: 0,
  accuracy: 0,
  boostDamage: 0,
  overload: 0,
  hitModifier: 0,
  damageModifier: 0,
  /** Fighting enemies when the choice was made, top to bottom, in `FastFight.order`. */
  fighting: 0,
};

/** simulatePolicy.ts `weakestEnemy`: the fighting enemy with the fewest HP + shield, the higher on a tie. */
export function weakestEnemy(f: FastFight): number {
  const r = f.run;
  let best = -1;
  let bestScore = Infinity;
  for (let j = 0; j < f.enemyCount; j += 1) {
    if (r.status[j] !== FIGHTING) continue;
    const score = (r.enemyHp[j] ?? 0) + (r.enemyShield[j] ?? 0);
    if (score < bestScore) {
      best = j;
      bestScore = score;
    }
  }
  return best;
}

/** weaponState.ts `fireRefusal` is null: clear, not empty, charged (kraken.attack, kraken.t2). */
function canFire(f: FastFight, s: number): boolean {
  const r = f.run;
  if (r.jam[s] !== CLEAR) return false;
  if (f.ammoUnlimited[s] === 0 && (r.ammo[s] ?? 0) <= 0) return false;
  return r.charged[s] === 1;
}

/**
 * The numbers `policyPlan` gives an attack with `info` (attack.ts `planAttack`, kraken.attack): the
 * attribute's pairs (kraken.attack-boost) go to accuracy until the first die needs `POLICY_HIT_GOAL`, the
 * rest to damage; overload (kraken.overload) and the trait and item modifiers of the attack's kind.
 */
function plan(f: FastFight, c: number, info: AttackInfo, fighting: number): void {
  const r = f.run;
  const skill = info.ranged ? (f.rangedSkill[c] ?? 0) : (f.meleeSkill[c] ?? 0);
  const pairs = Math.max(0, Math.floor(skill / 2));
  const overload = r.overload[c] ?? 0;
  const hitModifier = info.ranged ? (r.hitRanged[c] ?? 0) : (r.hitMelee[c] ?? 0);
  const firstNeed = info.hit + overload - hitModifier;
  const accuracy = Math.min(pairs, Math.max(0, firstNeed - POLICY_HIT_GOAL));
  choice.weapon = info.index;
  choice.maxDice = info.explosive ? fighting : info.attacks;
  choice.accuracy = accuracy;
  choice.boostDamage = pairs - accuracy;
  choice.overload = overload;
  choice.hitModifier = hitModifier;
  choice.damageModifier = info.ranged ? (r.damageRanged[c] ?? 0) : (r.damageMelee[c] ?? 0);
}

/** attack.ts `attackNeed` for die `index` of the planned attack (the boost on the first die, every die of EX). */
export function need(info: AttackInfo, index: number): number {
  const accuracy = info.explosive || index === 0 ? choice.accuracy : 0;
  return info.hit - accuracy + choice.overload - choice.hitModifier;
}

/** The damage of die `index` when it hits (attack.ts `resolveAttack`, no Berserk or Flank). */
export function damageOf(info: AttackInfo, index: number): number {
  const boost = info.explosive || index === 0 ? choice.boostDamage : 0;
  return info.damage + boost + choice.damageModifier;
}

/**
 * simulatePolicy.ts `expectedHpDamage` of the planned attack: every die that can hit, its chance × the HP
 * a non-critical hit takes off its enemy as it stands (an explosive's die i on the i-th fighting enemy).
 */
function expectedHp(f: FastFight, target: number): number {
  const info = f.weapons[choice.weapon];
  if (info === undefined) return 0;
  const r = f.run;
  let total = 0;
  for (let index = 0; index < choice.maxDice; index += 1) {
    const needed = need(info, index);
    if (6 < needed) continue;
    const j = info.explosive ? (f.order[index] ?? -1) : target;
    if (j < 0 || j >= f.enemyCount) continue;
    const loss = pipeline(
      info,
      damageOf(info, index),
      false,
      f.enemyHasShield[j] === 1,
      f.enemyShieldB[j] === 1,
      r.enemyShield[j] ?? 0,
      f.enemyArmour[j] ?? 0,
      r.enemyWeak[j] ?? 0,
      false,
      r.status[j] !== FIGHTING,
      f.multiplierVsEnemy[info.index * f.enemyCount + j] ?? 1,
    );
    total += hitChance(needed) * loss;
  }
  return total;
}

/** simulatePolicy.ts `reloadSource`: the spare magazine, else the first magazine slot for the weapon. */
function reloadSource(f: FastFight, c: number, s: number, info: AttackInfo): number {
  const r = f.run;
  if (info.capacity === null) return -1;
  if (r.spare[s] === 1) return SPARE;
  for (let slot = 0; slot < SLOTS; slot += 1) {
    const m = c * SLOTS + slot;
    if (r.slotKind[m] === MAGAZINES && f.magazineOf[m] === info.id && (r.magazines[m] ?? 0) > 0) return slot;
  }
  return -1;
}

/** The best attack with a weapon in hand, as `chooseCrewAction` picks it; false when none can fire. */
function chooseWeapon(f: FastFight, c: number, target: number, fighting: number): boolean {
  let best = -1;
  let bestValue = -1;
  let candidates = 0;
  for (let hand = 0; hand < 2; hand += 1) {
    const s = c * SLOTS + hand;
    const info = f.weapons[f.slotWeapon[s] ?? -1];
    if (f.run.slotKind[s] !== WEAPON || info === undefined || !canFire(f, s)) continue;
    // planAttack: no attack while carrying a captive; Strength enough (Reading kraken.weapon-profile).
    if (f.captive[c] === 1 || info.strength > (f.strength[c] ?? 0)) continue;
    candidates += 1;
    if (candidates === 1) {
      best = hand;
      continue;
    }
    if (bestValue < 0) {
      plan(f, c, f.weapons[f.slotWeapon[c * SLOTS + best] ?? -1] ?? info, fighting);
      bestValue = expectedHp(f, target);
    }
    plan(f, c, info, fighting);
    const value = expectedHp(f, target);
    if (value > bestValue) {
      best = hand;
      bestValue = value;
    }
  }
  if (best < 0) return false;
  const info = f.weapons[f.slotWeapon[c * SLOTS + best] ?? -1];
  if (info === undefined) return false;
  plan(f, c, info, fighting);
  choice.hand = best;
  return true;
}

/** Fixing a weapon in hand: unjam, reload, recharge (kraken.unjam, kraken.reload, kraken.t2). */
function chooseRepair(f: FastFight, c: number): boolean {
  const r = f.run;
  for (let hand = 0; hand < 2; hand += 1) {
    const s = c * SLOTS + hand;
    const info = f.weapons[f.slotWeapon[s] ?? -1];
    if (r.slotKind[s] !== WEAPON || info === undefined || info.strength > (f.strength[c] ?? 0)) continue;
    const empty = f.ammoUnlimited[s] === 0 && (r.ammo[s] ?? 0) <= 0;
    const source = empty ? reloadSource(f, c, s, info) : -1;
    if (empty && source < 0) continue;
    choice.hand = hand;
    if (r.jam[s] !== CLEAR) choice.kind = UNJAM;
    else if (source >= 0) {
      choice.kind = RELOAD;
      choice.source = source;
    } else if (info.t2 && r.charged[s] === 0) choice.kind = RECHARGE;
    else continue;
    return true;
  }
  return false;
}

/** The policy's action for crew member `c`'s activation (simulatePolicy.ts), into `choice`. */
export function chooseAction(f: FastFight, c: number): void {
  choice.kind = NOTHING;
  const target = weakestEnemy(f);
  if (target < 0) return;
  let fighting = 0;
  for (let j = 0; j < f.enemyCount; j += 1) if (f.run.status[j] === FIGHTING) f.order[fighting++] = j;
  choice.target = target;
  choice.fighting = fighting;
  if (chooseWeapon(f, c, target, fighting)) {
    choice.kind = ATTACK;
    return;
  }
  if (chooseRepair(f, c)) return;
  // kraken.bare-fists; planAttack refuses one carrying a captive.
  if (f.captive[c] === 1) return;
  const fists = f.weapons[0];
  if (fists === undefined) return;
  plan(f, c, fists, fighting);
  choice.hand = -1;
  choice.kind = ATTACK;
}
