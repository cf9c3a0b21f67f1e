import type { BoardingOutcome, ObjectivePick, RepairTarget } from '../../space/combatTypes';
import type { FastSpace } from './simulateFastState';
import type { TurnPhase } from '../../space/combatOrder';
import { phaseAfter } from '../../space/combatOrder';
import { BOARDING_SHIELD_LIMIT, THEIR_BOARDING_CREW } from '../../space/combatTimeline';
import { REPAIR_DIFFICULTY, REPAIR_SP } from '../../space/combatObjectives';
import { ESCAPE_TARGET, ESCAPE_TARGET_AFTER_FAILURE } from '../../space/combatEscape';
import { assertFace } from '../../space/combatRolls';
import { openEnemyFire, startVolley } from './simulateFastEnemyFire';
import { openFire } from './simulateFastFire';
import { shipChanged } from './simulateFastState';
import {
  activeEnemyShield,
  allSolved,
  canAct,
  crewById,
  ended,
  enemyByUid,
  liveCount,
  markUsed,
  phaseDone,
  unusedCount,
  wonAtTurnEnd,
} from './simulateFastLook';

/**
 * Space Kraken §10 phases 1, 2, 5, 6 and 7 and the loop's end (`combatTimeline.ts`, `combatObjectives.ts`,
 * `combatBoarding.ts`, `combatEscape.ts`, `combatRecharge.ts`, and the walk of `combatOrder.ts`) on the fast
 * simulator's state, each function named after the kernel's and doing what it does, in place. The rules are
 * cited in the kernel's files; `simulateFast.test.ts` plays many combats with both and compares.
 */

/** `goOn` of combatOrder.ts: while the phase under way is finished, the next one of `SPACE_PHASES`. */
export function goOn(s: FastSpace): void {
  while (s.pending.kind === 'open') enterPhase(s, phaseAfter(s.phase));
}

/** `enterPhase`: the phase's rules open it. */
function enterPhase(s: FastSpace, phase: TurnPhase): void {
  s.phase = phase;
  switch (phase) {
    case 'timeline':
      beginTurn(s);
      break;
    case 'objectives':
      s.pending = DECIDE_OBJECTIVES;
      break;
    case 'fire':
      openFire(s);
      break;
    case 'enemy-fire':
      openEnemyFire(s);
      break;
    case 'boarding':
      openBoarding(s);
      break;
    case 'escape':
      if (wonAtTurnEnd(s)) phaseDone(s);
      else s.pending = DECIDE_ESCAPE;
      break;
    case 'recharge':
      openRecharge(s);
      break;
  }
}

// ——— Phase 1: the timeline (kraken.timeline) ———

function beginTurn(s: FastSpace): void {
  const cells = s.start.row.timeline;
  s.turn += 1;
  const command = s.crossed < cells.length ? (cells[s.crossed] ?? null) : null;
  s.crossed = Math.min(s.crossed + 1, cells.length);
  s.command = command;
  s.evadeUsed = false;
  s.damagedThisTurn = [];
  s.boardedThisTurn = false;
  s.shots = [];
  s.volley = null;
  s.incoming = null;
  switch (command) {
    case 'attack':
      startVolley(s, 'attack');
      return;
    case 'backup':
      backup(s);
      phaseDone(s);
      return;
    case 'combat':
      theirBoarding(s);
      return;
    default:
      phaseDone(s);
  }
}

/** `backup`: every destroyed enemy ship is replaced by a fresh one of its definition. */
function backup(s: FastSpace): void {
  for (const e of s.enemies) {
    if (!e.destroyed) continue;
    e.uid = `e${s.nextUid}`;
    s.nextUid += 1;
    e.sp = e.def.sp;
    e.crew = e.def.crew;
    e.shield = e.def.shield;
    e.destroyed = false;
  }
}

/** `theirBoarding`: with 3 or less shield, every ship with 4+ crew boards you, unless Boarding Shields. */
function theirBoarding(s: FastSpace): void {
  const candidates: string[] = [];
  if (!s.totals.works['boarding-shields'] && s.shield <= BOARDING_SHIELD_LIMIT) {
    for (const e of s.enemies) if (!e.destroyed && e.crew >= THEIR_BOARDING_CREW) candidates.push(e.uid);
  }
  if (candidates.length === 0) phaseDone(s);
  else s.pending = { kind: 'boarding', request: { side: 'theirs', candidates } };
}

// ——— Phase 2: objectives and repairs (kraken.objective-check, kraken.space-repair) ———

export function tryObjective(s: FastSpace, picks: readonly ObjectivePick[]): void {
  markUsed(
    s,
    picks.map((p) => p.crewId),
    'objective',
  );
  s.pending = { kind: 'roll', roll: { kind: 'objective', picks, index: s.solved } };
}

export function resolveObjective(
  s: FastSpace,
  picks: readonly ObjectivePick[],
  index: number,
  face: number,
): void {
  assertFace(face, 6);
  const objective = s.start.row.objectives[index];
  if (objective === undefined) throw new Error('No objective is left.');
  let total = 0;
  for (const p of picks) total += crewById(s, p.crewId)?.base[p.attribute] ?? 0;
  total += face;
  if (face !== 1 && total >= objective.difficulty) s.solved = index + 1;
  s.pending = DECIDE_OBJECTIVES;
}

export function tryRepair(s: FastSpace, crewIds: readonly string[], target: RepairTarget): void {
  markUsed(s, crewIds, 'repair');
  s.pending = { kind: 'roll', roll: { kind: 'repair', crewIds, target } };
}

/** `repaired`: one damaged system back to work, or 3 SP up to the maximum. */
function repaired(s: FastSpace, target: RepairTarget): void {
  if (target.kind === 'sp') {
    s.sp = Math.min(s.totals.maxSp, s.sp + REPAIR_SP);
    return;
  }
  let changed = false;
  for (const f of s.fitted) {
    if (f.present && f.base.id === target.fittedId) {
      f.damaged = false;
      changed = true;
    }
  }
  if (changed) shipChanged(s);
}

export function resolveRepair(
  s: FastSpace,
  crewIds: readonly string[],
  target: RepairTarget,
  face: number,
): void {
  assertFace(face, 6);
  let total = 0;
  for (const id of crewIds) total += crewById(s, id)?.base.tech ?? 0;
  total += face;
  if (face !== 1 && total >= REPAIR_DIFFICULTY) repaired(s, target);
  s.pending = DECIDE_OBJECTIVES;
}

// ——— Phase 5: boarding (combatBoarding.ts) ———

/** `boardable`: still in the fight, crewed, active shield at 3 or less. */
export function boardable(s: FastSpace): string[] {
  const out: string[] = [];
  for (const e of s.enemies) {
    if (!e.destroyed && e.crew > 0 && activeEnemyShield(s, e) <= BOARDING_SHIELD_LIMIT) out.push(e.uid);
  }
  return out;
}

function openBoarding(s: FastSpace): void {
  if (s.boardedThisTurn || unusedCount(s) === 0 || boardable(s).length === 0) phaseDone(s);
  else s.pending = DECIDE_BOARD;
}

export function board(s: FastSpace, enemyUid: string, crewIds: readonly string[]): void {
  markUsed(s, crewIds, 'boarding');
  s.boardedThisTurn = true;
  s.pending = { kind: 'boarding', request: { side: 'ours', enemyUid, crewIds } };
}

/**
 * `answerBoarding` (Reading kraken.space-combat-end): the crew's HP and states, the enemy's crew or its
 * ship; the game lost when they took yours, the combat lost when nobody can act.
 */
export function answerBoarding(s: FastSpace, enemyUid: string, outcome: BoardingOutcome): void {
  const p = s.pending;
  if (p.kind !== 'boarding') return;
  const enemy = enemyByUid(s, enemyUid);
  const changes = new Map(outcome.crew.map((x) => [x.crewId, x]));
  for (const m of s.crew) {
    const x = changes.get(m.base.id);
    if (x === undefined) continue;
    m.hp = x.hp;
    m.conscious = x.conscious && !x.dead;
    m.dead = x.dead;
    // §10 phase 5: healed in a hurry, available on the following turn (combatBoarding.ts `withCrew`).
    if (x.healedInAHurry && m.conscious && !m.dead && s.used[m.base.id] === undefined)
      s.used[m.base.id] = 'healed';
  }
  if (enemy !== undefined) {
    enemy.crew = Math.max(0, enemy.crew - outcome.enemyCrewLost);
    enemy.destroyed = enemy.destroyed || outcome.enemyDestroyed;
  }
  if (p.request.side === 'theirs' && outcome.gameLost) ended(s, 'lost', 'boarded');
  else if (!s.crew.some(canAct)) ended(s, 'lost', 'crew-lost');
  else if (p.request.side === 'ours') phaseDone(s);
  else {
    const candidates = p.request.candidates.filter((uid) => uid !== enemyUid);
    if (candidates.length === 0) phaseDone(s);
    else s.pending = { kind: 'boarding', request: { side: 'theirs', candidates } };
  }
}

// ——— Phase 6: escape (kraken.escape-space-combat) ———

export function answerEscape(s: FastSpace, face: number): void {
  assertFace(face, 20);
  let tech = 0;
  for (const m of s.crew) if (canAct(m) && s.used[m.base.id] === undefined) tech += m.base.tech;
  const target = s.failedEscapes > 0 ? ESCAPE_TARGET_AFTER_FAILURE : ESCAPE_TARGET;
  if (face + tech >= target) ended(s, 'escaped', 'escape');
  else {
    s.failedEscapes += 1;
    phaseDone(s);
  }
}

// ——— Phase 7: recharge, repair drones, the loop's end (kraken.space-recharge, kraken.space-combat-end) ———

function openRecharge(s: FastSpace): void {
  const t = s.totals;
  s.shield = Math.min(t.shieldCapacity, s.shield + t.shieldRecharge);
  if (s.command !== 'shields') {
    for (const e of s.enemies) if (!e.destroyed) e.shield = Math.min(e.def.shield, e.shield + e.def.recharge);
  }
  if (dronesOffered(s)) s.pending = DECIDE_DRONES;
  else endOfTurn(s);
}

function dronesOffered(s: FastSpace): boolean {
  if (!s.totals.works['repair-drones']) return false;
  return s.sp < s.totals.maxSp || s.fitted.some((f) => f.present && f.damaged);
}

export function drones(s: FastSpace, target: RepairTarget): void {
  repaired(s, target);
  endOfTurn(s);
}

/** Game over and Time spare you when every enemy is destroyed or every objective solved. */
function spared(s: FastSpace): boolean {
  return liveCount(s) === 0 || allSolved(s);
}

export function endOfTurn(s: FastSpace): void {
  s.used = {};
  if (!s.crew.some(canAct)) ended(s, 'lost', 'crew-lost');
  else if (s.sp <= 0) ended(s, 'lost', 'ship-destroyed');
  else if (wonAtTurnEnd(s))
    ended(s, 'won', s.start.row.objectives.length > 0 ? 'objectives' : 'enemies-destroyed');
  else if (s.command === 'game-over' && !spared(s)) ended(s, 'lost', 'game-over-command');
  else if (s.command === 'time' && !spared(s)) ended(s, 'retreated', 'time-command');
  else if (s.command === 'victory') ended(s, 'won', 'victory-command');
  else phaseDone(s);
}

const DECIDE_OBJECTIVES = { kind: 'decide', step: 'objectives' } as const;
const DECIDE_ESCAPE = { kind: 'decide', step: 'escape' } as const;
const DECIDE_BOARD = { kind: 'decide', step: 'board' } as const;
const DECIDE_DRONES = { kind: 'decide', step: 'drones' } as const;
