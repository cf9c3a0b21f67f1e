import type { ShipWeaponEffect } from '../../../content/schemas/ship';
import type { EnemyShipState, Shot, ShotState, SpaceCombat, SpaceRoll } from './combatTypes';
import { assertFace, d6Roll } from './combatRolls';
import {
  activeEnemyShield,
  crewRefusal,
  enemyByUid,
  fittedById,
  liveEnemies,
  logged,
  markUsed,
  replaceEnemy,
  phaseDone,
  totalsOf,
  unusedCrew,
} from './combatState';
import { systemOf } from '../ship/state';

/**
 * §10 phase 3, define targets and fire (kraken.space-fire, kraken.ship-weapon-effects): up to 4 working
 * weapons and their targets are named first (several targets only with a working Target System), then each
 * spends its ammo, rolls to hit (4+, 3+ with a Combat Bridge, one more while the enemies are Evading), may
 * be re-rolled once by an unused crew member, and deals its damage: shields first, then SP.
 */

export const MAX_WEAPONS_FIRED = 4;
export const BASE_HIT = 4;
/** OC: two extra ammo on top of the shot's one. */
export const OVERCLOCK_AMMO = 2;

export function weaponOf(c: SpaceCombat, weaponId: string): ShipWeaponEffect | undefined {
  const fitted = fittedById(c, weaponId);
  if (fitted === undefined || fitted.magazine === true) return undefined;
  const { effect } = systemOf(c.catalogue, fitted);
  return effect.kind === 'weapon' ? effect : undefined;
}

/** Ammo the weapon can still draw on: its own, then its type's magazines (§11 Ammo magazines). */
export function ammoAvailable(c: SpaceCombat, weaponId: string): number {
  const own = c.ammo[weaponId];
  if (own === null) return Infinity;
  const fitted = fittedById(c, weaponId);
  const pool = fitted === undefined ? 0 : (c.magazines[fitted.systemId] ?? 0);
  return (own ?? 0) + pool;
}

function ammoCost(shot: Shot): number {
  return 1 + (shot.overclock ? OVERCLOCK_AMMO : 0);
}

/** The target number of a hit roll now. */
export function hitTarget(c: SpaceCombat): number {
  const bridge = totalsOf(c).abilities.has('combat-bridge') ? 1 : 0;
  const evading = c.command === 'evading' ? 1 : 0;
  return BASE_HIT - bridge + evading;
}

/** Weapons that could fire this turn (working, with ammo for one shot). */
export function readyWeapons(c: SpaceCombat): readonly string[] {
  return totalsOf(c)
    .weapons.map((w) => w.fitted.id)
    .filter((id) => ammoAvailable(c, id) >= 1);
}

export function openFire(c: SpaceCombat): SpaceCombat {
  if (liveEnemies(c).length === 0 || readyWeapons(c).length === 0) return phaseDone(c);
  return { ...c, pending: { kind: 'decide', step: 'fire' } };
}

/** Null when the designation may stand; else why not. An empty one fires nothing. */
export function fireRefusal(c: SpaceCombat, shots: readonly Shot[]): string | null {
  if (shots.length > MAX_WEAPONS_FIRED) return `At most ${MAX_WEAPONS_FIRED} weapons fire in a turn.`;
  if (new Set(shots.map((s) => s.weaponId)).size !== shots.length) return 'A weapon fires once a turn.';
  const working = new Set(totalsOf(c).weapons.map((w) => w.fitted.id));
  const spend = new Map<string, number>();
  for (const shot of shots) {
    const weapon = weaponOf(c, shot.weaponId);
    if (weapon === undefined) return `The ship has no weapon "${shot.weaponId}".`;
    if (!working.has(shot.weaponId)) return 'A damaged weapon cannot fire.';
    const target = enemyByUid(c, shot.targetUid);
    if (target === undefined || target.destroyed) return 'Choose an enemy ship still in the fight.';
    if (shot.overclock && !weapon.overclock) return 'Only an OC weapon can fire overclocked.';
    if (ammoAvailable(c, shot.weaponId) < ammoCost(shot))
      return shot.overclock ? 'Overclocking needs 3 ammo.' : 'That weapon is out of ammo.';
    const systemId = fittedById(c, shot.weaponId)?.systemId ?? '';
    if (c.ammo[shot.weaponId] !== null) spend.set(systemId, (spend.get(systemId) ?? 0) + ammoCost(shot));
  }
  // Weapons of one type share their magazines: together they cannot spend more than is there.
  for (const [systemId, cost] of spend) {
    const own = shots
      .filter((s) => fittedById(c, s.weaponId)?.systemId === systemId)
      .reduce((sum, s) => sum + Math.min(ammoCost(s), c.ammo[s.weaponId] ?? 0), 0);
    if (cost - own > (c.magazines[systemId] ?? 0))
      return 'The magazines do not hold ammo for all of these shots.';
  }
  if (new Set(shots.map((s) => s.targetUid)).size > 1 && !totalsOf(c).abilities.has('target-system'))
    return 'Aiming at several ships needs a working Target System.';
  return null;
}

/**
 * Step 1, spend ammo: the weapon's own first, then its type's magazine.
 * Reading (kraken.space-fire): every designated shot spends its ammo as the fire is confirmed (the targets
 * are fixed then), and shots resolve in the order designated (the player's "any order").
 */
function spendAmmo(c: SpaceCombat, shot: Shot): SpaceCombat {
  const own = c.ammo[shot.weaponId];
  if (own === null || own === undefined) return c;
  const cost = ammoCost(shot);
  const fromOwn = Math.min(own, cost);
  const systemId = fittedById(c, shot.weaponId)?.systemId ?? '';
  const fromMagazine = cost - fromOwn;
  return {
    ...c,
    ammo: { ...c.ammo, [shot.weaponId]: own - fromOwn },
    magazines:
      fromMagazine > 0
        ? { ...c.magazines, [systemId]: (c.magazines[systemId] ?? 0) - fromMagazine }
        : c.magazines,
  };
}

export function fire(c: SpaceCombat, shots: readonly Shot[]): SpaceCombat {
  let next: SpaceCombat = {
    ...c,
    shots: shots.map((s): ShotState => ({ ...s, face: null, rerolledBy: null, done: false })),
  };
  for (const shot of shots) next = spendAmmo(next, shot);
  return nextShot(next);
}

/**
 * The next shot to roll for.
 * Reading (kraken.space-fire): a shot whose target an earlier shot already destroyed is lost (the targets
 * cannot change), its ammo spent.
 */
function nextShot(c: SpaceCombat): SpaceCombat {
  let shots = c.shots;
  for (let i = 0; i < shots.length; i++) {
    const shot = shots[i];
    if (shot === undefined || shot.done) continue;
    if (enemyByUid(c, shot.targetUid)?.destroyed !== false) {
      shots = shots.map((s, j) => (j === i ? { ...s, done: true } : s));
      continue;
    }
    return { ...c, shots, pending: { kind: 'roll', roll: { kind: 'hit', shot: i } } };
  }
  return phaseDone({ ...c, shots });
}

export function hitRoll(c: SpaceCombat, index: number): SpaceRoll {
  const shot = c.shots[index];
  const target = hitTarget(c);
  const modifiers = [
    ...(totalsOf(c).abilities.has('combat-bridge')
      ? [{ label: 'Combat Bridge', value: 'hit on 1 less' }]
      : []),
    ...(c.command === 'evading' ? [{ label: 'Enemies evading', value: 'hit on 1 more' }] : []),
  ];
  const name = shot === undefined ? 'weapon' : (systemName(c, shot.weaponId) ?? shot.weaponId);
  return d6Roll(
    'space.hit',
    `${name}: hit on ${target}+`,
    'kraken.space-fire',
    0,
    target,
    false,
    null,
    modifiers,
  );
}

function systemName(c: SpaceCombat, fittedId: string): string | undefined {
  const fitted = fittedById(c, fittedId);
  return fitted === undefined ? undefined : c.catalogue.systems.get(fitted.systemId)?.name;
}

/**
 * The hit die is thrown.
 * Reading (kraken.space-fire): the re-roll is offered after a miss, and after a hit below 6 of an HE weapon
 * on an unshielded target (a 6 doubles its damage); a re-roll of any other hit could only lose it.
 */
export function rerollWorthwhile(c: SpaceCombat, shot: ShotState, face: number): boolean {
  if (face < hitTarget(c)) return true;
  const weapon = weaponOf(c, shot.weaponId);
  const enemy = enemyByUid(c, shot.targetUid);
  if (weapon?.mode !== 'he' || enemy === undefined || face === 6) return false;
  return activeEnemyShield(c, enemy) === 0;
}

export function answerHit(c: SpaceCombat, index: number, face: number): SpaceCombat {
  assertFace(face, 6);
  const shot = c.shots[index];
  if (shot === undefined) throw new Error('No shot is waiting.');
  const withFace = { ...c, shots: c.shots.map((s, i) => (i === index ? { ...s, face } : s)) };
  if (shot.rerolledBy === null && unusedCrew(c).length > 0 && rerollWorthwhile(c, shot, face))
    return { ...withFace, pending: { kind: 'decide', step: 'reroll' } };
  return resolveShot(withFace, index);
}

export function currentShot(c: SpaceCombat): number {
  return c.shots.findIndex((s) => !s.done && s.face !== null);
}

export function rerollRefusal(c: SpaceCombat, crewId: string): string | null {
  return crewRefusal(c, [crewId], 1, 1);
}

/** One crew member re-rolls this weapon's die, once. */
export function reroll(c: SpaceCombat, crewId: string): SpaceCombat {
  const index = currentShot(c);
  const marked = markUsed(c, [crewId], 'reroll');
  return {
    ...marked,
    shots: marked.shots.map((s, i) => (i === index ? { ...s, rerolledBy: crewId } : s)),
    pending: { kind: 'roll', roll: { kind: 'hit', shot: index } },
  };
}

export function keepHit(c: SpaceCombat): SpaceCombat {
  return resolveShot(c, currentShot(c));
}

/** Shields, then SP, with the weapon's EMP, HE and OC effects (kraken.ship-weapon-effects). */
export function weaponDamage(
  weapon: ShipWeaponEffect,
  overclock: boolean,
  face: number,
  activeShield: number,
): { readonly shieldLoss: number; readonly spLoss: number } {
  const damage = weapon.damage * (overclock ? 2 : 1);
  switch (weapon.mode) {
    case 'emp':
      // Reading (kraken.ship-weapon-effects): EMP drains only the shield that is up, never SP; against shields
      // the Shields command holds down it does nothing.
      return { shieldLoss: Math.min(activeShield, damage), spLoss: 0 };
    case 'he':
      // Reading (kraken.ship-weapon-effects): active shields are a charge above 0; HE does nothing against them.
      if (activeShield > 0) return { shieldLoss: 0, spLoss: 0 };
      return { shieldLoss: 0, spLoss: damage * (face === 6 ? 2 : 1) };
    case 'plain': {
      const absorbed = Math.min(activeShield, damage);
      return { shieldLoss: absorbed, spLoss: damage - absorbed };
    }
  }
}

function damaged(c: SpaceCombat, enemy: EnemyShipState, shieldLoss: number, spLoss: number): SpaceCombat {
  const sp = Math.max(0, enemy.sp - spLoss);
  const after: EnemyShipState = { ...enemy, shield: enemy.shield - shieldLoss, sp, destroyed: sp === 0 };
  const next = replaceEnemy(c, after);
  return after.destroyed ? logged(next, { kind: 'enemy-destroyed', uid: enemy.uid }) : next;
}

function resolveShot(c: SpaceCombat, index: number): SpaceCombat {
  const shot = c.shots[index];
  const enemy = shot === undefined ? undefined : enemyByUid(c, shot.targetUid);
  const weapon = shot === undefined ? undefined : weaponOf(c, shot.weaponId);
  if (shot === undefined || shot.face === null || enemy === undefined || weapon === undefined)
    throw new Error('No shot is waiting.');
  const hit = shot.face >= hitTarget(c);
  const loss = hit ? weaponDamage(weapon, shot.overclock, shot.face, activeEnemyShield(c, enemy)) : null;
  let next = logged(c, {
    kind: 'shot',
    weaponId: shot.weaponId,
    targetUid: enemy.uid,
    face: shot.face,
    hit,
    shield: loss?.shieldLoss ?? 0,
    sp: loss?.spLoss ?? 0,
  });
  if (loss !== null) next = damaged(next, enemy, loss.shieldLoss, loss.spLoss);
  next = { ...next, shots: next.shots.map((s, i) => (i === index ? { ...s, done: true } : s)) };
  return nextShot(next);
}
