import type { FastSpace } from './simulateFastState';
import { halfUp } from '../../crew/rolls';
import { damageClassOf } from '../../ship/damage';
import { EVADE_TARGET, ENEMY_HIT, SIX_BONUS, shipDamage } from '../../space/combatEnemyFire';
import { assertFace } from '../../space/combatRolls';
import { shipChanged } from './simulateFastState';
import {
  crewById,
  ended,
  enemyByUid,
  markUsed,
  phaseDone,
  unusedCount,
  withinTotals,
} from './simulateFastLook';

/**
 * Space Kraken §10 phase 4 (`combatEnemyFire.ts`, `combatSystemDamage.ts`) on the fast simulator's state,
 * each function named after the kernel's and doing what it does, in place. The rules are cited in the
 * kernel's files (kraken.enemy-fire, kraken.evade, kraken.ship-damage); `simulateFast.test.ts` plays many
 * combats with both and compares.
 */

/** `startVolley`: the live enemies fire in sheet order (the Attack command's volley, or phase 4's). */
export function startVolley(s: FastSpace, kind: 'attack' | 'regular'): void {
  const queue: string[] = [];
  for (const e of s.enemies) if (!e.destroyed) queue.push(e.uid);
  s.phase = 'enemy-fire';
  s.volley = { kind, queue };
  nextEnemy(s);
}

/** `openEnemyFire`: skipped under the Idle command. */
export function openEnemyFire(s: FastSpace): void {
  if (s.command === 'idle') phaseDone(s);
  else startVolley(s, 'regular');
}

function nextEnemy(s: FastSpace): void {
  const volley = s.volley;
  if (volley === null) {
    phaseDone(s);
    return;
  }
  const uid = volley.queue.find((id) => enemyByUid(s, id)?.destroyed === false);
  if (uid === undefined) {
    s.volley = null;
    s.incoming = null;
    if (volley.kind === 'attack') s.phase = 'timeline';
    phaseDone(s);
    return;
  }
  s.pending = { kind: 'roll', roll: { kind: 'enemy-hit', uid } };
}

/** `evadeOffered`: Maneuver Engines working, not yet tried this turn, a pilot free. */
function evadeOffered(s: FastSpace): boolean {
  return !s.evadeUsed && s.totals.works['maneuver-engines'] && unusedCount(s) > 0;
}

/** `answerEnemyHit`: 4+ hits, a 6 adds 3 damage. */
export function answerEnemyHit(s: FastSpace, uid: string, face: number): void {
  assertFace(face, 6);
  const enemy = enemyByUid(s, uid);
  if (enemy === undefined) throw new Error(`No enemy "${uid}".`);
  const hit = face >= ENEMY_HIT;
  const damage = hit ? enemy.def.damage + (face === 6 ? SIX_BONUS : 0) : 0;
  if (s.volley !== null) s.volley.queue = s.volley.queue.filter((id) => id !== uid);
  if (!hit) nextEnemy(s);
  else if (evadeOffered(s)) {
    s.incoming = { uid, damage };
    s.pending = DECIDE_EVADE;
  } else takeHit(s, damage);
}

export function evade(s: FastSpace, crewIds: readonly string[]): void {
  const incoming = s.incoming;
  if (incoming === null) return;
  markUsed(s, crewIds, 'evade');
  s.evadeUsed = true;
  s.pending = {
    kind: 'roll',
    roll: { kind: 'evade', crewIds, uid: incoming.uid, damage: incoming.damage },
  };
}

export function skipEvade(s: FastSpace): void {
  const damage = s.incoming?.damage ?? 0;
  s.incoming = null;
  takeHit(s, damage);
}

/** `answerEvade` (Reading kraken.evade): the pilots' Tech halved, rounded up, + d6 against 8; a 1 fails. */
export function answerEvade(s: FastSpace, crewIds: readonly string[], damage: number, face: number): void {
  assertFace(face, 6);
  let tech = 0;
  for (const id of crewIds) tech += crewById(s, id)?.base.tech ?? 0;
  const total = halfUp(tech) + face;
  const evaded = face !== 1 && total >= EVADE_TARGET;
  s.incoming = null;
  if (evaded) nextEnemy(s);
  else takeHit(s, damage);
}

/** `takeHit` (Reading kraken.space-combat-end): shields, armour, SP; lost at 0 SP; SP lost: system damage. */
function takeHit(s: FastSpace, damage: number): void {
  const split = shipDamage(damage, s.shield, s.totals.armour);
  const sp = Math.max(0, s.sp - split.sp);
  s.shield -= split.shield;
  s.sp = sp;
  if (sp === 0) ended(s, 'lost', 'ship-destroyed');
  else if (split.sp > 0) s.pending = SYSTEM_CLASS;
  else nextEnemy(s);
}

const CLASS_FACE = { standard: 3, weapon: 5, shield: 6 } as const;

/**
 * `damageStep` with combatSystemDamage.ts `applySystemDamage`: the d6 class (1-2 none, 3-4 standard, 5
 * weapon, 6 shield), the d20 count through that class in sheet order (round again past the last), the
 * player's pick among several shields; a system damaged again is destroyed unless damaged this turn.
 */
function damageStep(s: FastSpace, classFace: number, countFace?: number, shieldChoice?: string): void {
  const cls = damageClassOf(classFace);
  let hitIndex = -1;
  if (cls !== 'none') {
    const list: number[] = [];
    for (const i of s.sheetOrder) {
      const f = s.fitted[i];
      if (f?.present === true && f.damageClass === cls) list.push(i);
    }
    if (list.length > 0) {
      if (cls === 'shield') {
        if (list.length === 1) hitIndex = list[0] ?? -1;
        else if (shieldChoice === undefined) {
          s.pending = DECIDE_SHIELD;
          return;
        } else {
          hitIndex = list.find((i) => s.fitted[i]?.base.id === shieldChoice) ?? -1;
          if (hitIndex < 0) throw new Error(`"${shieldChoice}" is not one of the ship's shield systems.`);
        }
      } else if (countFace === undefined) {
        s.pending = { kind: 'roll', roll: { kind: 'system-count', systemClass: cls } };
        return;
      } else {
        assertFace(countFace, 20);
        hitIndex = list[(countFace - 1) % list.length] ?? -1;
      }
    }
  }
  const hit = s.fitted[hitIndex];
  if (hit !== undefined) {
    if (!hit.damaged) {
      hit.damaged = true;
      s.damagedThisTurn.push(hit.base.id);
      shipChanged(s);
    } else if (!s.damagedThisTurn.includes(hit.base.id)) {
      hit.present = false;
      shipChanged(s);
    }
  }
  withinTotals(s);
  nextEnemy(s);
}

export function answerSystemClass(s: FastSpace, face: number): void {
  assertFace(face, 6);
  damageStep(s, face);
}

export function answerSystemCount(s: FastSpace, systemClass: 'standard' | 'weapon', face: number): void {
  assertFace(face, 20);
  damageStep(s, CLASS_FACE[systemClass], face);
}

/** `shieldOptions`: the shield systems still fitted, in sheet order, when there are several. */
export function shieldOptions(s: FastSpace): string[] {
  const ids: string[] = [];
  for (const i of s.sheetOrder) {
    const f = s.fitted[i];
    if (f?.present === true && f.damageClass === 'shield') ids.push(f.base.id);
  }
  return ids.length > 1 ? ids : [];
}

export function pickShield(s: FastSpace, fittedId: string): void {
  damageStep(s, CLASS_FACE.shield, undefined, fittedId);
}

const DECIDE_EVADE = { kind: 'decide', step: 'evade' } as const;
const DECIDE_SHIELD = { kind: 'decide', step: 'shield-pick' } as const;
const SYSTEM_CLASS = { kind: 'roll', roll: { kind: 'system-class' } } as const;
