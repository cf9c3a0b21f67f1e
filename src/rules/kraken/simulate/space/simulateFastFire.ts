import type { Shot } from '../../space/combatTypes';
import type { FastSpace } from './simulateFastState';
import { BASE_HIT, MAX_WEAPONS_FIRED, OVERCLOCK_AMMO, weaponDamage } from '../../space/combatFire';
import { assertFace } from '../../space/combatRolls';
import {
  activeEnemyShield,
  enemyByUid,
  fittedById,
  markUsed,
  phaseDone,
  unusedCount,
} from './simulateFastLook';

/**
 * Space Kraken §10 phase 3 (`combatFire.ts`) on the fast simulator's state, each function named after the
 * kernel's and doing what it does, in place. The rules are cited in the kernel's files (kraken.space-fire,
 * kraken.ship-weapon-effects); `simulateFast.test.ts` plays many combats with both and compares.
 */

/** `ammoAvailable`: the weapon's own ammo, then its type's magazines (§11). */
export function ammoAvailable(s: FastSpace, weaponId: string): number {
  const own = s.ammo[weaponId];
  if (own === null) return Infinity;
  const fitted = fittedById(s, weaponId);
  const pool = fitted === undefined ? 0 : (s.magazines[fitted.base.systemId] ?? 0);
  return (own ?? 0) + pool;
}

function ammoCost(shot: Shot): number {
  return 1 + (shot.overclock ? OVERCLOCK_AMMO : 0);
}

/** `hitTarget`: 4+, one less with a Combat Bridge, one more while the enemies are Evading. */
export function hitTarget(s: FastSpace): number {
  const bridge = s.totals.works['combat-bridge'] ? 1 : 0;
  const evading = s.command === 'evading' ? 1 : 0;
  return BASE_HIT - bridge + evading;
}

/** `readyWeapons`: working weapons with ammo for one shot, in fitted order. */
export function readyWeapons(s: FastSpace): string[] {
  const out: string[] = [];
  for (const f of s.totals.weapons) if (ammoAvailable(s, f.base.id) >= 1) out.push(f.base.id);
  return out;
}

export function openFire(s: FastSpace): void {
  let live = false;
  for (const e of s.enemies) if (!e.destroyed) live = true;
  if (!live || readyWeapons(s).length === 0) phaseDone(s);
  else s.pending = DECIDE_FIRE;
}

/** `fireRefusal`: null when the designation may stand (the reason's words are the kernel's to give). */
export function fireRefusal(s: FastSpace, shots: readonly Shot[]): string | null {
  if (shots.length > MAX_WEAPONS_FIRED) return 'too many';
  for (let i = 0; i < shots.length; i++)
    for (let j = 0; j < i; j++) if (shots[i]?.weaponId === shots[j]?.weaponId) return 'twice';
  for (const shot of shots) {
    const fitted = fittedById(s, shot.weaponId);
    const weapon = fitted?.weapon ?? null;
    if (fitted === undefined || weapon === null) return 'no weapon';
    if (!s.totals.weapons.includes(fitted)) return 'damaged';
    const target = enemyByUid(s, shot.targetUid);
    if (target === undefined || target.destroyed) return 'no target';
    if (shot.overclock && !weapon.overclock) return 'not OC';
    if (ammoAvailable(s, shot.weaponId) < ammoCost(shot)) return 'no ammo';
  }
  // Weapons of one type share their magazines: together they cannot spend more than is there.
  for (let i = 0; i < shots.length; i++) {
    const systemId = systemOfShot(s, shots[i]);
    let cost = 0;
    let own = 0;
    let first = true;
    for (let j = 0; j < shots.length; j++) {
      const other = shots[j];
      if (other === undefined || systemOfShot(s, other) !== systemId) continue;
      if (j < i && s.ammo[other.weaponId] !== null) first = false;
      if (s.ammo[other.weaponId] !== null) cost += ammoCost(other);
      own += Math.min(ammoCost(other), s.ammo[other.weaponId] ?? 0);
    }
    if (!first || s.ammo[shots[i]?.weaponId ?? ''] === null) continue;
    if (cost - own > (s.magazines[systemId] ?? 0)) return 'magazines';
  }
  for (const shot of shots)
    if (shot.targetUid !== shots[0]?.targetUid && !s.totals.works['target-system']) return 'one target';
  return null;
}

function systemOfShot(s: FastSpace, shot: Shot | undefined): string {
  return shot === undefined ? '' : (fittedById(s, shot.weaponId)?.base.systemId ?? '');
}

/** `spendAmmo` (Reading kraken.space-fire): the weapon's own ammo first, then its type's magazine. */
function spendAmmo(s: FastSpace, shot: Shot): void {
  const own = s.ammo[shot.weaponId];
  if (own === null || own === undefined) return;
  const cost = ammoCost(shot);
  const fromOwn = Math.min(own, cost);
  const systemId = fittedById(s, shot.weaponId)?.base.systemId ?? '';
  const fromMagazine = cost - fromOwn;
  s.ammo[shot.weaponId] = own - fromOwn;
  if (fromMagazine > 0) s.magazines[systemId] = (s.magazines[systemId] ?? 0) - fromMagazine;
}

export function fire(s: FastSpace, shots: readonly Shot[]): void {
  s.shots = shots.map((x) => ({
    weaponId: x.weaponId,
    targetUid: x.targetUid,
    overclock: x.overclock,
    face: null,
    rerolledBy: null,
    done: false,
  }));
  for (const shot of shots) spendAmmo(s, shot);
  nextShot(s);
}

/** `nextShot` (Reading kraken.space-fire): a shot whose target is already destroyed is lost. */
function nextShot(s: FastSpace): void {
  for (let i = 0; i < s.shots.length; i++) {
    const shot = s.shots[i];
    if (shot === undefined || shot.done) continue;
    if (enemyByUid(s, shot.targetUid)?.destroyed !== false) {
      shot.done = true;
      continue;
    }
    s.pending = { kind: 'roll', roll: { kind: 'hit', shot: i } };
    return;
  }
  phaseDone(s);
}

/** `rerollWorthwhile` (Reading kraken.space-fire): after a miss, or an HE hit below 6 on no shield. */
function rerollWorthwhile(s: FastSpace, weaponId: string, targetUid: string, face: number): boolean {
  if (face < hitTarget(s)) return true;
  const weapon = fittedById(s, weaponId)?.weapon ?? null;
  const enemy = enemyByUid(s, targetUid);
  if (weapon?.mode !== 'he' || enemy === undefined || face === 6) return false;
  return activeEnemyShield(s, enemy) === 0;
}

export function answerHit(s: FastSpace, index: number, face: number): void {
  assertFace(face, 6);
  const shot = s.shots[index];
  if (shot === undefined) throw new Error('No shot is waiting.');
  const offer =
    shot.rerolledBy === null &&
    unusedCount(s) > 0 &&
    rerollWorthwhile(s, shot.weaponId, shot.targetUid, face);
  shot.face = face;
  if (offer) s.pending = DECIDE_REROLL;
  else resolveShot(s, index);
}

function currentShot(s: FastSpace): number {
  return s.shots.findIndex((x) => !x.done && x.face !== null);
}

export function reroll(s: FastSpace, crewId: string): void {
  const index = currentShot(s);
  markUsed(s, [crewId], 'reroll');
  const shot = s.shots[index];
  if (shot !== undefined) shot.rerolledBy = crewId;
  s.pending = { kind: 'roll', roll: { kind: 'hit', shot: index } };
}

export function keepHit(s: FastSpace): void {
  resolveShot(s, currentShot(s));
}

function resolveShot(s: FastSpace, index: number): void {
  const shot = s.shots[index];
  const enemy = shot === undefined ? undefined : enemyByUid(s, shot.targetUid);
  const weapon = shot === undefined ? null : (fittedById(s, shot.weaponId)?.weapon ?? null);
  if (shot === undefined || shot.face === null || enemy === undefined || weapon === null)
    throw new Error('No shot is waiting.');
  if (shot.face >= hitTarget(s)) {
    const loss = weaponDamage(weapon, shot.overclock, shot.face, activeEnemyShield(s, enemy));
    // `damaged`: shields first, then SP; at 0 SP the ship is destroyed.
    const sp = Math.max(0, enemy.sp - loss.spLoss);
    enemy.shield -= loss.shieldLoss;
    enemy.sp = sp;
    enemy.destroyed = sp === 0;
  }
  shot.done = true;
  nextShot(s);
}

const DECIDE_FIRE = { kind: 'decide', step: 'fire' } as const;
const DECIDE_REROLL = { kind: 'decide', step: 'reroll' } as const;
