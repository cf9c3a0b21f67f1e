import type { AttackInfo, FastFight } from './simulateFastState';
import { halfUp } from './rolls';
import { CAPTURED, CONSCIOUS, ENEMY_KILLED, FIGHTING, KILLED, UNCONSCIOUS } from './simulateFastState';

/**
 * The damage rules of a ground combat on the fast simulator's numbers, written as the rule functions they
 * copy (each function names them); `simulateFast.test.ts` plays many fights with both and compares.
 */

/** What the last `pipeline` call left: the target's shield energy after it, and whether its Weaken holds. */
export const piped = { energy: 0, weakens: false };

/**
 * One hit through the pipeline (damage.ts `throughPipeline`, kraken.apply-damage): shields cancel damage
 * point for point (a flash shield only ranged hits, IS ignores shields, EMP drains both kinds and does
 * nothing else), then armour (Weaken off it, Cover +1 or +3 against explosives, AP half rounded up, IA
 * none; kraken.cover, kraken.weapon-keywords), then weakness and resistance (kraken.weakness-resistance,
 * halves round up). Returns the HP lost; `piped` holds the shield energy left and whether Weaken holds
 * (some damage got past the shields, kraken.weaken). Nothing happens to an immune target.
 */
export function pipeline(
  info: AttackInfo,
  damage: number,
  critical: boolean,
  shielded: boolean,
  classB: boolean,
  energy: number,
  armour: number,
  weakened: number,
  cover: boolean,
  immune: boolean,
  multiplier: number,
): number {
  piped.energy = energy;
  piped.weakens = false;
  // kraken.critical: a 6 adds 1.
  const incoming = Math.max(0, damage) + (critical ? 1 : 0);
  if (immune) return 0;
  let absorbed = 0;
  if (shielded && energy > 0 && !info.is && (info.emp || classB || info.ranged)) {
    absorbed = Math.min(energy, incoming);
  }
  piped.energy = energy - absorbed;
  const past = incoming - absorbed;
  if (info.emp) return 0;
  let applied = 0;
  if (!info.ia) {
    const total = Math.max(0, armour - weakened) + (cover ? (info.explosive ? 3 : 1) : 0);
    applied = info.ap ? Math.min(total, Math.ceil(total / 2)) : total;
  }
  const after = Math.ceil(Math.max(0, past - applied));
  piped.weakens = info.weakens && info.weaken > 0 && past > 0;
  return multiplier === 0.5 ? halfUp(after) : after * multiplier;
}

/** enemyTurn.ts `enemyFate` (kraken.capture-alien): 0 to −2 captured, lower killed unless a zombie. */
function enemyFate(hp: number, zombie: boolean): number {
  if (hp > 0) return FIGHTING;
  if (hp >= -2) return CAPTURED;
  return zombie ? FIGHTING : ENEMY_KILLED;
}

/**
 * One hit on enemy `j` (damage.ts `resolveHit`, then enemyTurn.ts `applyHitToEnemy` without a per-hit HP
 * loss, as `simulateSteps.ts` calls it): HP, shield, Weaken (the strongest stays), capture or death.
 */
export function hitEnemy(f: FastFight, j: number, info: AttackInfo, damage: number, critical: boolean): void {
  const r = f.run;
  const weakened = r.enemyWeak[j] ?? 0;
  hitEnemyPart(f, j, info, damage, critical, weakened, 0);
}

/**
 * The next hit of one attack on enemy `j` (damage.ts `resolveHits`): the armour is worn down only by the
 * Weaken that held before the attack (`weakened`); the attack's own Weaken (`weaken`, the strongest of its
 * hits so far) takes hold after each hit, as the reference writes the whole group back. Returns the
 * attack's strongest Weaken after this hit.
 */
export function hitEnemyPart(
  f: FastFight,
  j: number,
  info: AttackInfo,
  damage: number,
  critical: boolean,
  weakened: number,
  weaken: number,
): number {
  const r = f.run;
  const status = r.status[j] ?? FIGHTING;
  const multiplier = f.multiplierVsEnemy[info.index * f.enemyCount + j] ?? 1;
  const shielded = f.enemyHasShield[j] === 1;
  const energy = r.enemyShield[j] ?? 0;
  const loss = pipeline(
    info,
    damage,
    critical,
    shielded,
    f.enemyShieldB[j] === 1,
    energy,
    f.enemyArmour[j] ?? 0,
    weakened,
    false,
    status !== FIGHTING,
    multiplier,
  );
  if (status !== FIGHTING) return weaken;
  const strongest = piped.weakens ? Math.max(weaken, info.weaken) : weaken;
  const hp = (r.enemyHp[j] ?? 0) - loss;
  r.enemyHp[j] = hp;
  if (shielded) r.enemyShield[j] = piped.energy;
  r.enemyWeak[j] = strongest > 0 ? Math.max(weakened, strongest) : weakened;
  r.status[j] = enemyFate(hp, f.zombie[j] === 1);
  return strongest;
}

/**
 * crew.ts `applyHpChange` for a loss or a gain of HP: the killed stay killed, the unconscious take no more
 * damage, and a conscious crew member's raw total decides the condition (above 0 conscious, down to −3
 * unconscious, lower killed), negative HP recorded as 0 (kraken.unconscious-killed).
 */
export function changeHp(f: FastFight, c: number, delta: number): void {
  const r = f.run;
  const condition = r.cond[c] ?? CONSCIOUS;
  if (condition === KILLED || delta === 0) return;
  if (condition === UNCONSCIOUS) {
    if (delta < 0) return;
    r.hp[c] = Math.min(f.maxHp[c] ?? 0, delta);
    r.cond[c] = CONSCIOUS;
    return;
  }
  const raw = Math.min(f.maxHp[c] ?? 0, (r.hp[c] ?? 0) + delta);
  r.cond[c] = raw > 0 ? CONSCIOUS : raw >= -3 ? UNCONSCIOUS : KILLED;
  r.hp[c] = Math.max(0, raw);
}

/**
 * `count` hits of one enemy attack on crew member `c` (damage.ts `resolveHits` on crew.ts `crewAsTarget`,
 * then `applyHitToCrew`): each hit through the pipeline on its own, Weaken after the attack, then the HP
 * change. The hits' faces are `f.faces[from]` onwards (a 6 is a critical).
 */
export function hitCrew(
  f: FastFight,
  c: number,
  info: AttackInfo,
  damage: number,
  from: number,
  count: number,
): void {
  const r = f.run;
  const weakened = r.weak[c] ?? 0;
  const immune = r.cond[c] !== CONSCIOUS;
  const cover = r.cover[c] === 1;
  const shielded = f.hasShield[c] === 1;
  const classB = f.shieldB[c] === 1;
  const armour = r.armour[c] ?? 0;
  const multiplier = f.multiplierVsCrew[info.index] ?? 1;
  let energy = r.shield[c] ?? 0;
  let hp = r.hp[c] ?? 0;
  let weaken = 0;
  for (let k = from; k < from + count; k += 1) {
    const critical = f.faces[k] === 6;
    hp -= pipeline(
      info,
      damage,
      critical,
      shielded,
      classB,
      energy,
      armour,
      weakened,
      cover,
      immune,
      multiplier,
    );
    if (shielded) energy = piped.energy;
    if (piped.weakens) weaken = Math.max(weaken, info.weaken);
  }
  r.shield[c] = energy;
  r.weak[c] = weaken > 0 ? Math.max(weakened, weaken) : weakened;
  const before = r.hp[c] ?? 0;
  changeHp(f, c, hp - before);
}
