import type { AttackInfo, FastFight } from './simulateFastState';
import { holdsWorkingWeapon } from './simulateFastBuild';
import { pipeline } from './simulateFastHits';
import { CLEAR, FIGHTING, MAGAZINES, SLOTS, SPARE, WEAPON } from './simulateFastState';
import { POLICY_HIT_GOAL, hitChance } from './simulatePolicy';

/**
 * The crew's policy of `simulatePolicy.ts` (`crewActionDecision`) on the fast simulator's numbers: the same
 * choices in the same order, refused where the rules refuse them, with the attack's numbers worked out as
 * combatAttack.ts `attackPlanFor` works them out (the trait and item modifiers, overload, an enemy's
 * hindrance, a PSI Concentrate bonus, the target's Evasive trait). The choice is written into `choice` (no
 * object per activation).
 */

export const NOTHING = 0;
export const ATTACK = 1;
export const UNJAM = 2;
export const RELOAD = 3;
export const RECHARGE = 4;
export const COVER = 5;

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
  /** Overload and the enemy's hindrance: more every die needs. */
  overload: 0,
  hitModifier: 0,
  damageModifier: 0,
  /** Fighting enemies when the choice was made, top to bottom, in `FastFight.order`. */
  fighting: 0,
  /** Enemies named to chain on to, in `FastFight.chainTo`. */
  chained: 0,
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
export function canFire(f: FastFight, s: number): boolean {
  const r = f.run;
  if (r.jam[s] !== CLEAR) return false;
  if (f.ammoUnlimited[s] === 0 && (r.ammo[s] ?? 0) <= 0) return false;
  return r.charged[s] === 1;
}

/** The Evasive X die `index` of the planned attack faces (combatTraits.ts `evasionFor`). */
export function evasionOf(f: FastFight, info: AttackInfo, index: number): number {
  const j = info.explosive ? (f.order[index] ?? f.order[0] ?? -1) : choice.target;
  return f.evasion[j] ?? 0;
}

/**
 * The numbers combatAttack.ts `attackPlanFor` gives an attack with `info` at `choice.target` without a boost,
 * then the policy's boost (`attackDecision`): the attribute's pairs, a Concentrate bonus included
 * (kraken.attack-boost), go to accuracy until the first die needs `POLICY_HIT_GOAL`, the rest to damage.
 */
function plan(f: FastFight, c: number, info: AttackInfo): void {
  const r = f.run;
  const skill = info.ranged
    ? (f.rangedSkill[c] ?? 0) + (r.concRanged[c] ?? 0)
    : (f.meleeSkill[c] ?? 0) + (r.concMelee[c] ?? 0);
  const pairs = Math.max(0, Math.floor(skill / 2));
  choice.weapon = info.index;
  choice.maxDice = info.explosive ? choice.fighting : info.attacks;
  choice.overload = (r.overload[c] ?? 0) + (r.hindered[c] ?? 0);
  choice.hitModifier = info.ranged ? (r.hitRanged[c] ?? 0) : (r.hitMelee[c] ?? 0);
  choice.damageModifier = info.ranged ? (r.damageRanged[c] ?? 0) : (r.damageMelee[c] ?? 0);
  choice.accuracy = 0;
  const firstNeed = need(f, info, 0);
  const accuracy = Math.min(pairs, Math.max(0, firstNeed - POLICY_HIT_GOAL));
  choice.accuracy = accuracy;
  choice.boostDamage = pairs - accuracy;
}

/** attack.ts `attackNeed` for die `index` of the planned attack (the boost on the first die, every die of EX). */
export function need(f: FastFight, info: AttackInfo, index: number): number {
  const accuracy = info.explosive || index === 0 ? choice.accuracy : 0;
  return info.hit - accuracy + choice.overload - choice.hitModifier + evasionOf(f, info, index);
}

/** The damage of die `index` when it hits (attack.ts `resolveAttack`, no Berserk or Flank). */
export function damageOf(info: AttackInfo, index: number): number {
  const boost = info.explosive || index === 0 ? choice.boostDamage : 0;
  return info.damage + boost + choice.damageModifier;
}

/**
 * simulatePolicy.ts `expectedAttackDamage` of the planned attack: every die, its chance × the HP a
 * non-critical hit takes off its enemy as it stands, hardening included (an explosive's die i on the i-th
 * fighting enemy).
 */
function expectedHp(f: FastFight): number {
  const info = f.weapons[choice.weapon];
  if (info === undefined) return 0;
  const r = f.run;
  let total = 0;
  for (let index = 0; index < choice.maxDice; index += 1) {
    const j = info.explosive ? (f.order[index] ?? -1) : choice.target;
    if (j < 0 || j >= f.enemyCount) continue;
    const loss = pipeline(
      info,
      damageOf(info, index),
      false,
      f.enemyHasShield[j] === 1,
      f.enemyShieldB[j] === 1,
      r.enemyShield[j] ?? 0,
      (f.enemyArmour[j] ?? 0) + (r.hardened[j] ?? 0),
      r.enemyWeak[j] ?? 0,
      false,
      r.status[j] !== FIGHTING,
      f.multiplierVsEnemy[info.index * f.enemyCount + j] ?? 1,
    );
    total += hitChance(need(f, info, index)) * loss;
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

/** The best attack with a weapon in hand, as `crewActionDecision` picks it; false when none may fire. */
function chooseWeapon(f: FastFight, c: number): boolean {
  let best = -1;
  let bestValue = -1;
  // attack.ts `planAttack`: no attack while carrying a captive; Strength enough (Reading kraken.weapon-profile).
  if (f.captive[c] === 1) return false;
  for (let hand = 0; hand < 2; hand += 1) {
    const s = c * SLOTS + hand;
    const info = f.weapons[f.slotWeapon[s] ?? -1];
    if (f.run.slotKind[s] !== WEAPON || info === undefined || !canFire(f, s)) continue;
    if (info.strength > (f.strength[c] ?? 0)) continue;
    if (best < 0) {
      best = hand;
      continue;
    }
    if (bestValue < 0) {
      plan(f, c, f.weapons[f.slotWeapon[c * SLOTS + best] ?? -1] ?? info);
      bestValue = expectedHp(f);
    }
    plan(f, c, info);
    const value = expectedHp(f);
    if (value > bestValue) {
      best = hand;
      bestValue = value;
    }
  }
  if (best < 0) return false;
  const info = f.weapons[f.slotWeapon[c * SLOTS + best] ?? -1];
  if (info === undefined) return false;
  plan(f, c, info);
  choice.hand = best;
  return true;
}

/**
 * Fixing a weapon in hand: unjam, reload, recharge (kraken.unjam, kraken.reload, kraken.t2); an Aggressive
 * crew member holding a working weapon may do none of them (kraken.aggressive).
 */
function chooseRepair(f: FastFight, c: number, stuck: boolean): boolean {
  if (stuck) return false;
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

/**
 * simulatePolicy.ts `chainTargets`: with the Chain Attack trait, a melee attack names every other fighting
 * enemy to go on to, weakest first (ties: the higher one).
 */
function chooseChain(f: FastFight, c: number, info: AttackInfo): void {
  choice.chained = 0;
  if (f.chain[c] !== 1 || info.ranged || info.explosive) return;
  const r = f.run;
  for (let k = 0; k < choice.fighting; k += 1) {
    const j = f.order[k] ?? -1;
    if (j === choice.target) continue;
    const score = (r.enemyHp[j] ?? 0) + (r.enemyShield[j] ?? 0);
    let at = choice.chained;
    while (at > 0) {
      const o = f.chainTo[at - 1] ?? 0;
      if ((r.enemyHp[o] ?? 0) + (r.enemyShield[o] ?? 0) <= score) break;
      f.chainTo[at] = o;
      at -= 1;
    }
    f.chainTo[at] = j;
    choice.chained += 1;
  }
}

/** The policy's action for crew member `c`'s activation (`crewActionDecision`), into `choice`. */
export function chooseAction(f: FastFight, c: number): void {
  choice.kind = NOTHING;
  choice.chained = 0;
  const target = weakestEnemy(f);
  if (target < 0) return;
  let fighting = 0;
  for (let j = 0; j < f.enemyCount; j += 1) if (f.run.status[j] === FIGHTING) f.order[fighting++] = j;
  choice.target = target;
  choice.fighting = fighting;
  if (chooseWeapon(f, c)) {
    choice.kind = ATTACK;
    chooseChain(f, c, f.weapons[choice.weapon] ?? (f.weapons[0] as AttackInfo));
    return;
  }
  const working = holdsWorkingWeapon(f, c);
  // actions.ts `mustAttack`: a captive carrier cannot attack, so Aggressive does not bind them.
  const stuck = f.aggressive[c] === 1 && working && f.captive[c] === 0;
  if (chooseRepair(f, c, stuck)) return;
  // kraken.bare-fists: not while carrying a captive, nor while holding a working weapon.
  const fists = f.weapons[0];
  if (f.captive[c] === 0 && !working && fists !== undefined) {
    plan(f, c, fists);
    choice.hand = -1;
    choice.kind = ATTACK;
    chooseChain(f, c, fists);
    return;
  }
  if (!stuck) choice.kind = COVER;
}
