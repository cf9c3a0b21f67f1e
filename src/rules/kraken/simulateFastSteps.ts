import type { FightOutcome } from './simulate';
import type { FastFight } from './simulateFastState';
import { rollDieInPlace } from '../dice/rng';
import { planEscape, resolveEscape } from './escape';
import { changeHp, hitEnemy, hitEnemyPart } from './simulateFastHits';
import { crewMemberOf, readInventory } from './simulateFastBuild';
import {
  ATTACK,
  RECHARGE,
  RELOAD,
  UNJAM,
  choice,
  chooseAction,
  damageOf,
  need,
  weakestEnemy,
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
} from './simulateFastState';

/**
 * The steps of a simulated ground-combat turn (`simulateSteps.ts`) on the fast simulator's numbers, in the
 * same order, throwing the same dice in the same order. Each function names the step or rule function of
 * the reference it plays; the rules themselves are cited there.
 */

export function d6(f: FastFight): number {
  return rollDieInPlace(f.rng, 6);
}

export function anyConscious(f: FastFight): boolean {
  for (let c = 0; c < f.crewCount; c += 1) if (f.run.cond[c] === CONSCIOUS) return true;
  return false;
}

/** `runOutcome`: 'win' when no enemy fights on, 'lose' when no crew member is conscious. */
export function outcomeNow(f: FastFight): FightOutcome | null {
  let fighting = false;
  for (let j = 0; j < f.enemyCount; j += 1) if (f.run.status[j] === FIGHTING) fighting = true;
  if (!fighting) return 'win';
  return anyConscious(f) ? null : 'lose';
}

/** `startFightTurn`: nobody has acted, the lone wolf's re-roll is back. */
export function newTurn(f: FastFight): void {
  f.run.acts.fill(0);
  f.run.enemyActed.fill(0);
  f.run.rerollUsed = false;
}

/** `passOut` (kraken.oxygen-use): per unit of oxygen not paid, the conscious one with the fewest HP. */
export function passOut(f: FastFight, count: number): void {
  const r = f.run;
  for (let k = 0; k < count; k += 1) {
    let weakest = -1;
    for (let c = 0; c < f.crewCount; c += 1) {
      if (r.cond[c] !== CONSCIOUS) continue;
      if (weakest < 0 || (r.hp[c] ?? 0) < (r.hp[weakest] ?? Infinity)) weakest = c;
    }
    if (weakest < 0) return;
    changeHp(f, weakest, -(r.hp[weakest] ?? 0));
  }
}

/** `oxygenStep` with oxygen.ts `spendOxygen` (kraken.combat-loop, kraken.oxygen-use). */
export function oxygenStep(f: FastFight, cost: number): FightOutcome | null {
  const r = f.run;
  const paid = Math.min(Math.max(0, r.oxygen), Math.max(0, cost));
  r.oxygen = Math.max(0, r.oxygen) - paid;
  passOut(f, Math.max(0, cost) - paid);
  return outcomeNow(f);
}

/** `rechargeStep`: conscious crew shields (with one charger), then fighting enemies' shields. */
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

/** `crewStep`: each conscious crew member not yet activated acts, a lone wolf twice. */
export function crewStep(f: FastFight, escapeAloneAtHp: number): FightOutcome | null {
  const r = f.run;
  let active = 0;
  for (let c = 0; c < f.crewCount; c += 1) if (r.cond[c] === CONSCIOUS) active += 1;
  r.wolf = active === 1;
  const activations = r.wolf ? 2 : 1;
  if (shouldEscape(f, active, escapeAloneAtHp)) return tryEscape(f);
  for (let c = 0; c < f.crewCount; c += 1) {
    while ((r.acts[c] ?? 0) < activations && r.cond[c] === CONSCIOUS) {
      r.acts[c] = (r.acts[c] ?? 0) + 1;
      activate(f, c);
      const outcome = outcomeNow(f);
      if (outcome !== null) return outcome;
    }
  }
  return null;
}

function shouldEscape(f: FastFight, active: number, threshold: number): boolean {
  const r = f.run;
  if (threshold <= 0 || active !== 1) return false;
  for (let c = 0; c < f.crewCount; c += 1) if ((r.acts[c] ?? 0) > 0) return false;
  for (let c = 0; c < f.crewCount; c += 1) {
    if (r.cond[c] === CONSCIOUS && (r.hp[c] ?? 0) <= threshold) return true;
  }
  return false;
}

/** `tryEscape`, rare: the rules' own `planEscape` and `resolveEscape` on the crew rebuilt as objects. */
function tryEscape(f: FastFight): FightOutcome | null {
  const r = f.run;
  const crew = f.crew0.map((_, c) => crewMemberOf(f, c));
  const choiceOfCrew = {
    escaping: crew.filter((member) => member.condition !== 'killed').map((member) => member.id),
    sacrificed: [],
  };
  const enemyAgilities: number[] = [];
  f.enemy0.forEach((enemy, j) => {
    if (r.status[j] === FIGHTING) enemyAgilities.push(enemy.profile.agility);
  });
  const plan = planEscape(choiceOfCrew, {
    crew,
    activated: new Set(),
    earlierAttempts: r.escapeAttempts,
    bonus: 0,
    enemyAgilities,
  });
  if (!plan.ok) return null;
  // Nobody is sacrificed, so a failed attempt changes no crew member.
  if (resolveEscape(plan.plan, choiceOfCrew, crew, d6(f)).success) return 'escape';
  r.escapeAttempts += 1;
  r.acts.fill(Number.MAX_SAFE_INTEGER);
  return null;
}

/** `activate`: Cover ends; the policy's action. */
function activate(f: FastFight, c: number): void {
  const r = f.run;
  r.cover[c] = 0;
  r.last[c] = OTHER;
  chooseAction(f, c);
  const s = c * SLOTS + choice.hand;
  switch (choice.kind) {
    case ATTACK:
      r.last[c] = f.weapons[choice.weapon]?.ranged === true ? RANGED : MELEE;
      crewAttack(f, c);
      return;
    case UNJAM:
      unjam(f, c, s);
      return;
    case RELOAD: {
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
      r.charged[s] = 1;
      return;
  }
}

/** weaponState.ts `resolveUnjam` (kraken.unjam): d6 + Tech against 8, then 6, then 6 or it breaks. */
function unjam(f: FastFight, c: number, s: number): void {
  const r = f.run;
  const jam = r.jam[s] ?? CLEAR;
  if (jam === CLEAR) return;
  const passed = d6(f) + (f.tech[c] ?? 0) >= (jam === JAMMED ? 8 : 6);
  if (passed) r.jam[s] = CLEAR;
  else if (jam === JAMMED) r.jam[s] = EASED;
  else if (jam === EASED) r.jam[s] = DAMAGED;
  else {
    r.slotKind[s] = EMPTY;
    readInventory(f, c);
  }
}

/**
 * `crewAttack`: the hit dice one at a time (a lone wolf re-rolls the first miss of the turn), the weapon's
 * shot, jam and T2 charge (attack.ts `resolveAttack`), then the hits: an explosive's die i on the i-th
 * fighting enemy; otherwise all on the target, melee (or Independent Targeting) moving on to the next
 * weakest once it is down.
 */
function crewAttack(f: FastFight, c: number): void {
  const r = f.run;
  const info = f.weapons[choice.weapon];
  if (info === undefined) return;
  const explosive = info.explosive;
  let count = 0;
  let one = false;
  while (count < choice.maxDice && (explosive || !one)) {
    let face = d6(f);
    if (r.wolf && !r.rerollUsed && (face === 1 || face < need(info, count))) {
      r.rerollUsed = true;
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
  if (explosive) {
    for (let k = 0; k < count; k += 1) {
      const face = f.faces[k] ?? 1;
      if (face === 1 || face < need(info, k)) continue;
      const j = f.order[k] ?? -1;
      if (j >= 0 && j < f.enemyCount) hitEnemy(f, j, info, damageOf(info, k), face === 6);
    }
    return;
  }
  const split = !info.ranged || f.independent[c] === 1;
  let at = choice.target;
  let weakened = r.enemyWeak[at] ?? 0;
  let weaken = 0;
  for (let k = 0; k < count; k += 1) {
    const face = f.faces[k] ?? 1;
    if (face === 1 || face < need(info, k)) continue;
    if (r.status[at] !== FIGHTING) {
      if (!split) return;
      at = weakestEnemy(f);
      if (at < 0) return;
      weakened = r.enemyWeak[at] ?? 0;
      weaken = 0;
    }
    weaken = hitEnemyPart(f, at, info, damageOf(info, k), face === 6, weakened, weaken);
  }
}
