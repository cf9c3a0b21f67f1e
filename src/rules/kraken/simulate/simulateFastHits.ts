import type { AttackInfo, FastFight } from './simulateFastState';
import { halfUp } from '../crew/rolls';
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
 * `count` hits of one attack on enemy `j`, their damage and faces in `f.hitDamage` / `f.hitFaces` from
 * index `from` (combatChain.ts `resolvePart`): damage.ts `resolveHits` on combatFlow.ts `enemyTarget` (the
 * armour a hardening action added counts; each hit through the pipeline on its own, a target down at the
 * start takes nothing, the attack's Weaken after its last hit), then enemyTurn.ts `applyHitToEnemy` with
 * the biggest single hit for the Zombie trait (§14: hits are never added up to overwhelm it), then
 * combatTraits.ts `explodeIfKilled`.
 */
export function hitEnemyGroup(f: FastFight, j: number, info: AttackInfo, from: number, count: number): void {
  const r = f.run;
  const status = r.status[j] ?? FIGHTING;
  const immune = status !== FIGHTING;
  const multiplier = f.multiplierVsEnemy[info.index * f.enemyCount + j] ?? 1;
  const shielded = f.enemyHasShield[j] === 1;
  const classB = f.enemyShieldB[j] === 1;
  const armour = (f.enemyArmour[j] ?? 0) + (r.hardened[j] ?? 0);
  const weakened = r.enemyWeak[j] ?? 0;
  let energy = r.enemyShield[j] ?? 0;
  let hp = r.enemyHp[j] ?? 0;
  let weaken = 0;
  let biggest = 0;
  for (let k = from; k < from + count; k += 1) {
    const loss = pipeline(
      info,
      f.hitDamage[k] ?? 0,
      f.hitFaces[k] === 6,
      shielded,
      classB,
      energy,
      armour,
      weakened,
      false,
      immune,
      multiplier,
    );
    hp -= loss;
    if (loss > biggest) biggest = loss;
    if (shielded) energy = piped.energy;
    if (piped.weakens) weaken = Math.max(weaken, info.weaken);
  }
  if (immune) return;
  const threshold = f.zombieAt[j] ?? -1;
  const zombie = threshold >= 0;
  // Zombie X: a hit below X that would bring it down leaves it on 1 HP; one of X or more overwhelms it.
  if (zombie && hp <= 0 && biggest < threshold) hp = 1;
  const overwhelmed = zombie && biggest >= threshold;
  r.enemyHp[j] = hp;
  if (shielded) r.enemyShield[j] = energy;
  r.enemyWeak[j] = weaken > 0 ? Math.max(weakened, weaken) : weakened;
  const fate = enemyFate(hp, f.zombie[j] === 1 && !overwhelmed);
  r.status[j] = fate;
  if (fate === FIGHTING) return;
  r.fighting -= 1;
  if (fate === ENEMY_KILLED) explode(f, j);
}

/** The blast of combatTraits.ts `explodeIfKilled` as the fast simulator's attack profile. */
const BLAST: AttackInfo = {
  index: -1,
  ranged: true,
  hit: 0,
  damage: 0,
  attacks: 1,
  explosive: true,
  t2: false,
  ap: false,
  ia: false,
  is: false,
  emp: false,
  weakens: false,
  weaken: 0,
  strength: 0,
  id: '',
  capacity: null,
  damageTypes: ['Fire'],
};

/**
 * Explodes X (combatTraits.ts `explodeIfKilled`): the enemy just killed hits every crew member conscious
 * then with an explosive ranged hit of X Fire damage, never a critical (shields, armour and Cover's +3
 * count; crew members have no weaknesses, so Fire is ×1).
 */
function explode(f: FastFight, j: number): void {
  const blast = f.explodes[j] ?? 0;
  if (blast === 0) return;
  const r = f.run;
  let count = 0;
  for (let c = 0; c < f.crewCount; c += 1) if (r.cond[c] === CONSCIOUS) f.blasted[count++] = c;
  for (let k = 0; k < count; k += 1) hitCrewOnce(f, f.blasted[k] ?? 0, BLAST, blast, false);
}

/** One hit without a die (a blast) on crew member `c`: `hitCrew` for a single hit. */
function hitCrewOnce(f: FastFight, c: number, info: AttackInfo, damage: number, critical: boolean): number {
  const r = f.run;
  const before = r.hp[c] ?? 0;
  const conscious = r.cond[c] === CONSCIOUS;
  const loss = pipeline(
    info,
    damage,
    critical,
    f.hasShield[c] === 1,
    f.shieldB[c] === 1,
    r.shield[c] ?? 0,
    r.armour[c] ?? 0,
    r.weak[c] ?? 0,
    r.cover[c] === 1,
    !conscious,
    1,
  );
  if (f.hasShield[c] === 1) r.shield[c] = piped.energy;
  changeHp(f, c, -loss);
  if (r.cond[c] !== CONSCIOUS) r.left[c] = 0;
  return conscious ? before - (r.hp[c] ?? 0) : 0;
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
    r.conscious += 1;
    return;
  }
  const raw = Math.min(f.maxHp[c] ?? 0, (r.hp[c] ?? 0) + delta);
  r.cond[c] = raw > 0 ? CONSCIOUS : raw >= -3 ? UNCONSCIOUS : KILLED;
  if (raw <= 0) r.conscious -= 1;
  r.hp[c] = Math.max(0, raw);
}

/**
 * `count` hits of one enemy attack on crew member `c` (combatTraits.ts `crewTakesHits`: damage.ts
 * `resolveHits` on crew.ts `crewAsTarget`, then `applyHitToCrew`): each hit through the pipeline on its
 * own, Weaken after the attack, then the HP change. The hits' faces are `f.faces[from]` onwards (a 6 is a
 * critical). Returns the HP the crew member lost.
 */
export function hitCrew(
  f: FastFight,
  c: number,
  info: AttackInfo,
  damage: number,
  from: number,
  count: number,
): number {
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
  // combatTraits.ts `crewTakesHits`: knocked out, they lose their activations; the HP lost feeds Drain.
  if (r.cond[c] !== CONSCIOUS) r.left[c] = 0;
  return immune ? 0 : before - (r.hp[c] ?? 0);
}
