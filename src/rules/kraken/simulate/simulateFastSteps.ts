import type { AttackInfo, FastFight } from './simulateFastState';
import { rollDieInPlace } from '../../dice/rng';
import { hitEnemyGroup } from './simulateFastHits';
import { readInventory } from './simulateFastBuild';
import {
  ATTACK,
  COVER,
  RECHARGE,
  RELOAD,
  UNJAM,
  canFire,
  choice,
  chooseAction,
  damageOf,
  need,
} from './simulateFastPolicy';
import {
  CLEAR,
  CONSCIOUS,
  DAMAGED,
  EASED,
  EMPTY,
  FIGHTING,
  JAMMED,
  MELEE,
  OTHER,
  RANGED,
  SLOTS,
  SPARE,
  UNCONSCIOUS,
  WEAPON,
} from './simulateFastState';

/**
 * The crew's side of a simulated ground-combat turn (`simulatePlay.ts`, which plays it on the kernel) on the
 * fast simulator's numbers, in the same order, throwing the same dice in the same order. Each function names
 * the kernel function it plays; the rules themselves are cited there.
 */

export function d6(f: FastFight): number {
  return rollDieInPlace(f.rng, 6);
}

export function consciousCount(f: FastFight): number {
  return f.run.conscious;
}

/** combatFlow.ts `fightOver`: escaped, no enemy fighting, or no crew member conscious. */
export function fightOver(f: FastFight): boolean {
  const r = f.run;
  return r.escaped || r.fighting <= 0 || r.conscious <= 0;
}

/**
 * combatTurn.ts `beginTurn`: a lone wolf's two activations or everyone's one (none for the unconscious),
 * re-rolls back, no enemy activated; then the turn's oxygen (combatTurn.ts; oxygen.ts `spendOxygen`).
 * Returns the oxygen the store could not pay.
 */
export function beginTurn(f: FastFight, cost: number): number {
  const r = f.run;
  const activations = consciousCount(f) === 1 ? 2 : 1;
  for (let c = 0; c < f.crewCount; c += 1) {
    r.left[c] = r.cond[c] === CONSCIOUS ? activations : 0;
    r.activated[c] = 0;
    r.rerolls[c] = 0;
  }
  r.enemyActed.fill(0);
  if (cost <= 0) return 0;
  const paid = Math.min(Math.max(0, r.oxygen), cost);
  r.oxygen = Math.max(0, r.oxygen) - paid;
  return cost - paid;
}

/**
 * The policy's `faintDecision` and combatTurn.ts `faint`, once per unit of oxygen owed while anyone is
 * conscious: the one with the fewest HP (the first on a tie) drops to 0 HP, unconscious.
 */
export function payOxygen(f: FastFight, owed: number): void {
  const r = f.run;
  for (let k = 0; k < owed; k += 1) {
    let weakest = -1;
    for (let c = 0; c < f.crewCount; c += 1) {
      if (r.cond[c] !== CONSCIOUS) continue;
      if (weakest < 0 || (r.hp[c] ?? 0) < (r.hp[weakest] ?? Infinity)) weakest = c;
    }
    if (weakest < 0) return;
    r.hp[weakest] = 0;
    r.cond[weakest] = UNCONSCIOUS;
    r.conscious -= 1;
    r.left[weakest] = 0;
  }
}

/** combatTurn.ts `rechargeShields`: conscious crew shields (with one charger), then fighting enemies' shields. */
export function rechargeStep(f: FastFight): void {
  const r = f.run;
  for (let c = 0; c < f.crewCount; c += 1) {
    if (f.hasShield[c] !== 1 || r.cond[c] !== CONSCIOUS) continue;
    const energy = (r.shield[c] ?? 0) + (f.shieldRecharge[c] ?? 0) + (f.shieldCharge[c] ?? 0);
    r.shield[c] = Math.min(f.shieldPower[c] ?? 0, energy);
  }
  for (let j = 0; j < f.enemyCount; j += 1) {
    if (r.status[j] !== FIGHTING || f.enemyHasShield[j] !== 1) continue;
    const energy = (r.enemyShield[j] ?? 0) + (f.enemyShieldRecharge[j] ?? 0);
    r.enemyShield[j] = Math.min(f.enemyShieldPower[j] ?? 0, energy);
  }
}

/** `crewStep` of simulatePlay.ts: the first conscious crew member with an activation left acts, until none. */
export function crewStep(f: FastFight, escapeAloneAtHp: number): boolean {
  const r = f.run;
  for (;;) {
    if (fightOver(f)) return false;
    let next = -1;
    for (let c = 0; c < f.crewCount && next < 0; c += 1) {
      if (r.cond[c] === CONSCIOUS && (r.left[c] ?? 0) > 0) next = c;
    }
    if (next < 0) return true;
    activation(f, next, escapeAloneAtHp);
  }
}

/**
 * One activation (combatActions.ts `activate` … `endActivation`): Cover ends, the escape or the policy's
 * action, then the hindrance and a Concentrate bonus are over.
 */
function activation(f: FastFight, c: number, escapeAloneAtHp: number): void {
  const r = f.run;
  const first = r.activated[c] === 0;
  r.left[c] = (r.left[c] ?? 0) - 1;
  r.activated[c] = 1;
  r.cover[c] = 0;
  if (!(first && tryEscape(f, c, escapeAloneAtHp))) act(f, c);
  r.hindered[c] = 0;
  r.concMelee[c] = 0;
  r.concRanged[c] = 0;
}

function act(f: FastFight, c: number): void {
  const r = f.run;
  chooseAction(f, c);
  const s = c * SLOTS + choice.hand;
  switch (choice.kind) {
    case ATTACK:
      r.last[c] = f.weapons[choice.weapon]?.ranged === true ? RANGED : MELEE;
      crewAttack(f, c);
      return;
    case UNJAM:
      r.last[c] = OTHER;
      unjam(f, c, s);
      return;
    case RELOAD: {
      r.last[c] = OTHER;
      // inventory.ts `reloadFromInventory` / weaponState.ts `loadMagazine` (kraken.reload).
      const capacity = f.weapons[f.slotWeapon[s] ?? -1]?.capacity ?? 0;
      if (choice.source === SPARE) r.spare[s] = 0;
      else {
        const m = c * SLOTS + choice.source;
        const left = (r.magazines[m] ?? 0) - 1;
        if (left > 0) r.magazines[m] = left;
        else {
          r.slotKind[m] = EMPTY;
          readInventory(f, c);
        }
      }
      r.ammo[s] = capacity;
      return;
    }
    case RECHARGE:
      r.last[c] = OTHER;
      r.charged[s] = 1;
      return;
    case COVER:
      r.last[c] = OTHER;
      r.cover[c] = 1;
      return;
  }
}

/**
 * The policy's `escapeDecision` and combatActions.ts `applyEscapeDie`: the only conscious crew member, on
 * their first activation of the turn and at or below the policy's HP, runs with everyone else carried
 * (never an Aggressive one, kraken.aggressive). d6 + their Agility + 2 per earlier attempt + PSI Flash +
 * their `escape` modifiers − the strongest Dread against the highest enemy Agility (escape.ts
 * `planEscape`). A failure ends the crew's turn. False when the policy does not run.
 */
function tryEscape(f: FastFight, c: number, threshold: number): boolean {
  const r = f.run;
  if (threshold <= 0 || consciousCount(f) !== 1 || (r.hp[c] ?? 0) > threshold) return false;
  if (f.aggressive[c] === 1) return false;
  let target = -Infinity;
  let dread = 0;
  for (let j = 0; j < f.enemyCount; j += 1) {
    if (r.status[j] !== FIGHTING) continue;
    target = Math.max(target, f.enemyAgility[j] ?? 0);
    dread = Math.max(dread, f.dread[j] ?? 0);
  }
  r.last[c] = OTHER;
  const modifier =
    (f.agility[c] ?? 0) + 2 * Math.max(0, r.escapeAttempts) + r.flash + (r.escapeMod[c] ?? 0) - dread;
  const success = d6(f) + modifier >= target;
  r.escapeAttempts += 1;
  r.flash = 0;
  if (success) r.escaped = true;
  else r.left.fill(0);
  return true;
}

/** weaponState.ts `resolveUnjam` (kraken.unjam): d6 + Tech + unjam bonus against 8, then 6, then 6 or it breaks. */
function unjam(f: FastFight, c: number, s: number): void {
  const r = f.run;
  const jam = r.jam[s] ?? CLEAR;
  if (jam === CLEAR) return;
  const passed = d6(f) + (f.tech[c] ?? 0) + (r.unjamBonus[c] ?? 0) >= (jam === JAMMED ? 8 : 6);
  if (passed) r.jam[s] = CLEAR;
  else if (jam === JAMMED) r.jam[s] = EASED;
  else if (jam === EASED) r.jam[s] = DAMAGED;
  else {
    r.slotKind[s] = EMPTY;
    readInventory(f, c);
  }
}

/**
 * combatAttack.ts and combatChain.ts: the hit dice of each part one at a time, every re-roll the rules offer
 * taken (`rerollAllowance`: a lone wolf's one, one for a re-roll item); then the part lands (`resolvePart`):
 * the weapon's shot, jam and T2 charge, then the hits, an explosive's die i on the i-th fighting enemy,
 * otherwise all on the target. With Chain Attack, a part that defeats its target goes on to the next
 * enemy named that is still fighting, with a new attack of the same weapon and no boost, while the attacker
 * is conscious and the weapon can fire.
 */
function crewAttack(f: FastFight, c: number): void {
  const info = f.weapons[choice.weapon];
  if (info === undefined) return;
  let next = 0;
  for (;;) {
    const target = choice.target;
    const was = f.run.status[target];
    attackPart(f, c, info);
    if (choice.chained === 0 || info.explosive || info.ranged) return;
    const defeated = was === FIGHTING && f.run.status[target] !== FIGHTING;
    while (next < choice.chained && f.run.status[f.chainTo[next] ?? -1] !== FIGHTING) next += 1;
    if (!defeated || next >= choice.chained || f.run.cond[c] !== CONSCIOUS) return;
    if (choice.hand >= 0) {
      const s = c * SLOTS + choice.hand;
      if (f.run.slotKind[s] !== WEAPON || !canFire(f, s)) return;
    }
    // combatChain.ts `chainPlan`: the same weapon at the next enemy, its own attacks, no boost.
    choice.target = f.chainTo[next] ?? -1;
    next += 1;
    choice.maxDice = info.attacks;
    choice.accuracy = 0;
    choice.boostDamage = 0;
  }
}

/** One part's dice and hits (combatAttack.ts `applyHitDie`, `rerollOffered`; combatChain.ts `resolvePart`). */
function attackPart(f: FastFight, c: number, info: AttackInfo): void {
  const r = f.run;
  const explosive = info.explosive;
  let count = 0;
  let one = false;
  while (count < choice.maxDice && (explosive || !one)) {
    let face = d6(f);
    for (;;) {
      const missed = face === 1 || face < need(f, info, count);
      const allowance = (consciousCount(f) === 1 ? 1 : 0) + (f.rerollItem[c] ?? 0);
      if (!missed || (r.rerolls[c] ?? 0) >= allowance) break;
      r.rerolls[c] = (r.rerolls[c] ?? 0) + 1;
      face = d6(f);
    }
    f.faces[count++] = face;
    if (face === 1) one = true;
  }
  if (choice.hand >= 0) {
    const s = c * SLOTS + choice.hand;
    let fired = false;
    for (let k = 0; k < count; k += 1) if (f.faces[k] !== 1) fired = true;
    if (fired) {
      if (f.ammoUnlimited[s] === 0) r.ammo[s] = Math.max(0, (r.ammo[s] ?? 0) - 1);
      if (info.t2) r.charged[s] = 0;
    }
    const jams = explosive ? f.faces[0] === 1 : one;
    if (jams && r.jam[s] === CLEAR) r.jam[s] = JAMMED;
  }
  let hits = 0;
  for (let k = 0; k < count; k += 1) {
    const face = f.faces[k] ?? 1;
    if (face === 1 || face < need(f, info, k)) continue;
    if (explosive) {
      f.hitFaces[0] = face;
      f.hitDamage[0] = damageOf(info, k);
      const j = f.order[k] ?? -1;
      if (j >= 0 && j < f.enemyCount) hitEnemyGroup(f, j, info, 0, 1);
      continue;
    }
    f.hitFaces[hits] = face;
    f.hitDamage[hits] = damageOf(info, k);
    hits += 1;
  }
  if (!explosive && hits > 0) hitEnemyGroup(f, choice.target, info, 0, hits);
}
