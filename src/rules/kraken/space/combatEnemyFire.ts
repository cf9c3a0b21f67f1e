import type { SpaceCombat, SpaceRoll } from './combatTypes';
import { applySystemDamage } from './combatSystemDamage';
import { assertFace, d6Roll, tableRoll } from './combatRolls';
import {
  crewById,
  crewRefusal,
  ended,
  enemyByUid,
  liveEnemies,
  logged,
  markUsed,
  phaseDone,
  totalsOf,
  unusedCrew,
  withinTotals,
} from './combatState';
import { halfUp } from '../crew/rolls';

/**
 * §10 phase 4, enemy fire (kraken.enemy-fire, kraken.evade, kraken.ship-damage): every enemy still in the
 * fight fires in sheet order, hitting on 4+, a 6 adding 3 damage. Once a turn, with working Maneuver
 * Engines, up to two unused crew may try to evade a hit. Shields absorb, armour takes its share off each
 * hit, the rest comes off SP; losing SP calls for the system-damage check.
 */

export const ENEMY_HIT = 4;
export const SIX_BONUS = 3;
export const EVADE_TARGET = 8;
export const MAX_PILOTS = 2;

/** A volley: the Attack command's (a step of phase 1) or phase 4's. */
export function startVolley(c: SpaceCombat, kind: 'attack' | 'regular'): SpaceCombat {
  const queue = liveEnemies(c).map((e) => e.uid);
  return nextEnemy({ ...c, phase: 'enemy-fire', volley: { kind, queue } });
}

/** Phase 4, skipped this turn under the Idle command. */
export function openEnemyFire(c: SpaceCombat): SpaceCombat {
  if (c.command === 'idle') return phaseDone(c);
  return startVolley(c, 'regular');
}

function nextEnemy(c: SpaceCombat): SpaceCombat {
  const volley = c.volley;
  if (volley === null) return phaseDone(c);
  const uid = volley.queue.find((id) => enemyByUid(c, id)?.destroyed === false);
  if (uid === undefined) {
    // The Attack command's volley runs phase 4's steps (and reads as enemy fire while it lasts), but it is
    // a step of the timeline: the timeline is the phase it finishes.
    const phase = volley.kind === 'attack' ? 'timeline' : c.phase;
    return phaseDone({ ...c, phase, volley: null, incoming: null });
  }
  return { ...c, pending: { kind: 'roll', roll: { kind: 'enemy-hit', uid } } };
}

function shift(c: SpaceCombat, uid: string): SpaceCombat {
  const volley = c.volley;
  if (volley === null) return c;
  return { ...c, volley: { ...volley, queue: volley.queue.filter((id) => id !== uid) } };
}

export function enemyHitRoll(c: SpaceCombat, uid: string): SpaceRoll {
  const enemy = enemyByUid(c, uid);
  const name = enemy === undefined ? uid : `${enemy.def.type} (${enemy.slot + 1})`;
  return d6Roll(
    'space.enemy-hit',
    `${name} fires: hits on ${ENEMY_HIT}+`,
    'kraken.enemy-fire',
    0,
    ENEMY_HIT,
    false,
    name,
  );
}

/** Whether the evade can be tried on this hit (engines working, not yet tried this turn, a pilot free). */
export function evadeOffered(c: SpaceCombat): boolean {
  return !c.evadeUsed && totalsOf(c).abilities.has('maneuver-engines') && unusedCrew(c).length > 0;
}

export function answerEnemyHit(c: SpaceCombat, uid: string, face: number): SpaceCombat {
  assertFace(face, 6);
  const enemy = enemyByUid(c, uid);
  if (enemy === undefined) throw new Error(`No enemy "${uid}".`);
  const hit = face >= ENEMY_HIT;
  const damage = hit ? enemy.def.damage + (face === 6 ? SIX_BONUS : 0) : 0;
  const next = logged(shift(c, uid), { kind: 'enemy-shot', uid, face, hit, damage });
  if (!hit) return nextEnemy(next);
  if (evadeOffered(next))
    return { ...next, incoming: { uid, damage }, pending: { kind: 'decide', step: 'evade' } };
  return takeHit(next, damage);
}

export function evadeRefusal(c: SpaceCombat, crewIds: readonly string[]): string | null {
  if (c.incoming === null) return 'No hit is waiting to be evaded.';
  return crewRefusal(c, crewIds, 1, MAX_PILOTS);
}

/**
 * The pilots' Tech added up and halved, + d6 against 8; a 1 fails.
 * Reading (kraken.evade): "divide by 2" follows §4 Always round up (Tech 7 gives 4), a single pilot's
 * Tech halved the same way.
 */
export function evadeModifier(c: SpaceCombat, crewIds: readonly string[]): number {
  return halfUp(crewIds.reduce((sum, id) => sum + (crewById(c, id)?.tech ?? 0), 0));
}

export function evadeRoll(c: SpaceCombat, crewIds: readonly string[]): SpaceRoll {
  const names = crewIds.map((id) => crewById(c, id)?.name ?? id).join(', ');
  return d6Roll(
    'space.evade',
    'Evade the hit',
    'kraken.evade',
    evadeModifier(c, crewIds),
    EVADE_TARGET,
    true,
    names,
    [{ label: 'Pilots’ Tech halved, rounded up', value: `+${evadeModifier(c, crewIds)}` }],
  );
}

export function evade(c: SpaceCombat, crewIds: readonly string[]): SpaceCombat {
  const incoming = c.incoming;
  if (incoming === null) return c;
  const marked = markUsed(c, crewIds, 'evade');
  return {
    ...marked,
    evadeUsed: true,
    pending: { kind: 'roll', roll: { kind: 'evade', crewIds, uid: incoming.uid, damage: incoming.damage } },
  };
}

export function skipEvade(c: SpaceCombat): SpaceCombat {
  const damage = c.incoming?.damage ?? 0;
  return takeHit({ ...c, incoming: null }, damage);
}

export function answerEvade(
  c: SpaceCombat,
  crewIds: readonly string[],
  damage: number,
  face: number,
): SpaceCombat {
  assertFace(face, 6);
  const total = evadeModifier(c, crewIds) + face;
  const evaded = face !== 1 && total >= EVADE_TARGET;
  const next = logged({ ...c, incoming: null }, { kind: 'evade', total, face, evaded });
  return evaded ? nextEnemy(next) : takeHit(next, damage);
}

/** Shields absorb, armour comes off what is left (each hit), the rest off SP; at 0 SP the ship is lost. */
export function shipDamage(
  damage: number,
  shield: number,
  armour: number,
): { readonly shield: number; readonly armour: number; readonly sp: number } {
  const onShield = Math.min(shield, damage);
  const rest = damage - onShield;
  const onArmour = Math.min(armour, rest);
  return { shield: onShield, armour: onArmour, sp: rest - onArmour };
}

/**
 * Reading (kraken.space-combat-end): the ship is lost the moment its SP reach 0 (it fires no more), not only
 * when the turn ends.
 */
export function takeHit(c: SpaceCombat, damage: number): SpaceCombat {
  const split = shipDamage(damage, c.shield, totalsOf(c).armour);
  const sp = Math.max(0, c.sp - split.sp);
  const next = logged({ ...c, shield: c.shield - split.shield, sp }, { kind: 'ship-hit', ...split });
  if (sp === 0) return ended(next, 'lost', 'ship-destroyed');
  if (split.sp > 0) return { ...next, pending: { kind: 'roll', roll: { kind: 'system-class' } } };
  return nextEnemy(next);
}

export function systemClassRoll(): SpaceRoll {
  return tableRoll(
    'space.system-damage',
    'System damage (1-2 none, 3-4 standard, 5 weapon, 6 shield)',
    'kraken.ship-damage',
    'd6',
  );
}

export function systemCountRoll(systemClass: 'standard' | 'weapon'): SpaceRoll {
  return tableRoll(
    'space.system-count',
    `Count through the ${systemClass === 'weapon' ? 'weapons' : 'standard systems'}`,
    'kraken.ship-damage',
    'd20',
  );
}

const CLASS_FACE = { standard: 3, weapon: 5, shield: 6 } as const;

function damageStep(
  c: SpaceCombat,
  classFace: number,
  countFace?: number,
  shieldChoice?: string,
): SpaceCombat {
  const result = applySystemDamage(c.ship, c.catalogue, c.damagedThisTurn, {
    classFace,
    countFace,
    shieldChoice,
  });
  switch (result.kind) {
    case 'need-count':
      return {
        ...c,
        pending: { kind: 'roll', roll: { kind: 'system-count', systemClass: result.systemClass } },
      };
    case 'need-shield-choice':
      return { ...c, pending: { kind: 'decide', step: 'shield-pick' } };
    case 'done': {
      const next = withinTotals({ ...c, ship: result.ship, damagedThisTurn: result.damagedThisTurn });
      const said =
        result.fittedId === null && systemDamageSilent(classFace)
          ? next
          : logged(next, { kind: 'system-damaged', fittedId: result.fittedId, destroyed: result.destroyed });
      return nextEnemy(said);
    }
  }
}

function systemDamageSilent(classFace: number): boolean {
  return classFace <= 2;
}

export function answerSystemClass(c: SpaceCombat, face: number): SpaceCombat {
  assertFace(face, 6);
  return damageStep(c, face);
}

export function answerSystemCount(
  c: SpaceCombat,
  systemClass: 'standard' | 'weapon',
  face: number,
): SpaceCombat {
  assertFace(face, 20);
  return damageStep(c, CLASS_FACE[systemClass], face);
}

/** The shield systems the player may pick from for a 6. */
export function shieldOptions(c: SpaceCombat): readonly string[] {
  const r = applySystemDamage(c.ship, c.catalogue, c.damagedThisTurn, { classFace: CLASS_FACE.shield });
  return r.kind === 'need-shield-choice' ? r.options : [];
}

export function shieldPickRefusal(c: SpaceCombat, fittedId: string): string | null {
  return shieldOptions(c).includes(fittedId) ? null : 'Pick one of the ship’s shield systems.';
}

export function pickShield(c: SpaceCombat, fittedId: string): SpaceCombat {
  return damageStep(c, CLASS_FACE.shield, undefined, fittedId);
}
