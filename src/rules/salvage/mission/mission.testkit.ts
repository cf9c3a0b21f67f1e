import { missionContentFrom } from './content';
import type { DieKind } from '../../dice/types';
import { isStanding, pieceById, touchesPiece, unitDistance } from './board';
import { moveAllowance, orderRefusal } from './checks';
import { gearById, hostiles } from './core';
import type { Decision } from './engine';
import {
  answer,
  decide,
  pendingRoll,
  refusal,
  startMission,
} from '../../../../machines/salvage/mission.testkit';
import { walkToward } from './geometry';
import type { RollNeed } from './needs';
import type { ActionOrder } from './orders';
import { leftToActivate } from './phases';
import { newCompany } from './setup';
import type { Mission, MissionContent, Spot, Unit } from './state';

/**
 * Test helpers for the salvage mission engine: the sample pack's mission content, a solo start, a seeded
 * dice source and a driver that plays a mission through with a simple policy, keeping a log that replays.
 * For tests only.
 */

// ——— the sample pack ———

import { samplePack } from '../../../content/testSample';

export { samplePack };

export function sampleMissionIds(): string[] {
  return [...samplePack().salvageMissions.keys()];
}

export const DEFAULT_MISSION = 'sample-refinery-run';

export function missionContent(missionId: string = DEFAULT_MISSION): MissionContent {
  const content = missionContentFrom(samplePack(), missionId);
  if (typeof content === 'string') throw new Error(content);
  return content;
}

/** The first Boss and the first two Boilers the mission offers for hire. */
function firstHires(content: MissionContent) {
  const cards = content.mission.roster
    .map((id) => content.units.find((u) => u.id === id))
    .filter((c) => c !== undefined);
  const boss = cards.find((c) => c.role === 'boss');
  const boilers = cards.filter((c) => c.role === 'boiler').slice(0, 2);
  if (boss === undefined) throw new Error('The mission roster has no Boss.');
  return [boss, ...boilers];
}

/** The first Boss and the first two Boilers the mission offers for hire, solo. */
export function soloStart(missionId: string = DEFAULT_MISSION): Mission {
  const content = missionContent(missionId);
  return startMission('solo', content, {
    attacker: newCompany('attacker', 'Test crew', firstHires(content), content.mission.startingScrip),
  });
}

/** Two companies of the same cards, hot-seat. */
export function hotseatStart(missionId: string = DEFAULT_MISSION): Mission {
  const content = missionContent(missionId);
  const crew = firstHires(content);
  return startMission('hotseat', content, {
    attacker: newCompany('attacker', 'Crew A', crew, content.mission.startingScrip),
    defender: newCompany('defender', 'Crew B', crew, content.mission.startingScrip),
  });
}

// ——— dice ———

export interface Rng {
  /** A face 1..sides. */
  die(sides: number): number;
}

/** A tiny seeded generator (mulberry32). */
export function seeded(seed: number): Rng {
  let s = seed >>> 0;
  return {
    die(sides: number): number {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const u = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return 1 + Math.floor(u * sides);
    },
  };
}

const SIDES: Record<DieKind, number> = { d3: 3, d4: 4, d6: 6, d8: 8, d20: 20 };

/** Faces for every group of a roll: `count` dice of the group's die (a D44 is two d4). */
export function facesFor(need: RollNeed, rng: Rng): number[][] {
  return need.groups.map((g) => Array.from({ length: g.spec.count }, () => rng.die(SIDES[g.spec.die])));
}

// ——— the driver ———

export type Policy = 'passive' | 'active';

export type LogEntry =
  | { readonly kind: 'roll'; readonly faces: number[][] }
  | { readonly kind: 'decide'; readonly decision: Decision };

export interface PlayOptions {
  readonly rng: Rng;
  readonly policy: Policy;
  readonly maxSteps?: number;
  /** Faces to use instead of the generator's for a roll (return undefined to roll normally). */
  readonly force?: (m: Mission, need: RollNeed) => number[][] | undefined;
  /** Stops (reporting 'until') as soon as this holds before a step. */
  readonly until?: (m: Mission) => boolean;
  /** Called with every mission reached (after each answer or decision), and the roll it waits on. */
  readonly onStep?: (m: Mission, need: RollNeed | null) => void;
}

export interface PlayResult {
  readonly mission: Mission;
  readonly log: readonly LogEntry[];
  readonly steps: number;
  readonly stopped: 'downtime' | 'limit' | 'stuck' | 'until';
}

export function atDowntime(m: Mission): boolean {
  return m.stage.kind === 'postGame' && m.stage.step === 'downtime' && m.queue.length === 0;
}

function spotOf(p: { x: number; z: number; level: Spot['level'] }): Spot {
  return { x: p.x, z: p.z, level: p.level };
}

function ok(m: Mission, order: ActionOrder): ActionOrder | null {
  return orderRefusal(m, order) === null ? order : null;
}

function attackOrder(m: Mission, u: Unit): ActionOrder | null {
  const targets = hostiles(m)
    .filter(isStanding)
    .sort((a, b) => unitDistance(m, u, a) - unitDistance(m, u, b));
  const weapons = [...u.gear.filter((id) => gearById(m, id)?.kind === 'weapon'), null];
  for (const t of targets) {
    for (const weapon of weapons) {
      const ranged = weapon !== null && gearById(m, weapon)?.range !== undefined;
      const order = ok(m, {
        action: ranged ? 'rangedAttack' : 'meleeAttack',
        unit: u.id,
        target: t.id,
        weapon,
      });
      if (order !== null) return order;
    }
  }
  return null;
}

function moveOrder(m: Mission, u: Unit, goal: Spot): ActionOrder | null {
  if (u.at === null) return null;
  for (const stopShort of [1, 0.5, 1.5]) {
    const to = walkToward(m, u, goal, moveAllowance(m, u, 'move'), stopShort);
    if (to === null || Math.hypot(to.x - u.at.x, to.z - u.at.z) < 0.1) continue;
    const order = ok(m, { action: 'move', unit: u.id, to });
    if (order !== null) return order;
  }
  return null;
}

/** An order for the active unit under the active policy, or null to end its activation. */
export function activeOrder(m: Mission, u: Unit): ActionOrder | null {
  if (u.at === null) return null;
  const here = u.at;
  const dist = (s: Spot) =>
    Math.hypot(s.x - here.x, s.z - here.z, (s.level - here.level) * m.content.board.levelSpacing);
  if (u.conditions.includes('prone')) return ok(m, { action: 'standUp', unit: u.id });
  // Leave with salvage when an airlock is at hand.
  if (u.salvage.length > 0) {
    for (const a of m.airlocks) {
      const order = ok(m, { action: 'interact', unit: u.id, target: a.id });
      if (order !== null) return order;
    }
  }
  for (const s of m.sites) {
    const order = ok(m, { action: 'extractSalvage', unit: u.id, site: s.id });
    if (order !== null) return order;
  }
  const attack = attackOrder(m, u);
  if (attack !== null) return attack;
  const mw = hostiles(m).find((h) => h.status === 'mortallyWounded' && !h.searched);
  if (mw !== undefined) {
    const search = ok(m, { action: 'interact', unit: u.id, target: mw.id });
    if (search !== null) return search;
  }
  const disengage = ok(m, { action: 'disengage', unit: u.id });
  if (disengage !== null) return disengage;
  const goals: Spot[] = [];
  if (u.salvage.length > 0) {
    for (const a of m.airlocks) {
      const piece = pieceById(m, a.id);
      if (piece !== undefined && !a.locked) goals.push(spotOf(piece));
    }
  }
  for (const s of m.sites) {
    const piece = pieceById(m, s.id);
    if (piece !== undefined && s.extractions < 4 && !touchesPiece(u, piece)) goals.push(spotOf(piece));
  }
  for (const h of hostiles(m)) if (isStanding(h) && h.at !== null) goals.push(h.at);
  goals.sort((a, b) => dist(a) - dist(b));
  for (const goal of goals.slice(0, 3)) {
    const order = moveOrder(m, u, goal);
    if (order !== null) return order;
  }
  return null;
}

/** The decision the policy takes now, or null when it stops (downtime, or nothing it knows to do). */
export function policyDecision(m: Mission, policy: Policy): Decision | null {
  const s = m.stage;
  const tryThese = (ds: Decision[]): Decision | null => ds.find((d) => refusal(m, d) === null) ?? null;
  if (m.shove !== null) return tryThese([{ type: 'shove.push', bearing: 0, inches: m.shove.inches }]);
  if (m.choice !== null) return tryThese([{ type: 'choice.pick', id: m.choice.candidates[0] ?? '' }]);
  switch (s.kind) {
    case 'setup':
      return s.step === 'theme' && m.theme === null
        ? tryThese([{ type: 'theme.roll' }])
        : tryThese([{ type: 'setup.next' }]);
    case 'boilerPhase': {
      if (s.turn === null)
        return m.initiative === null ? null : tryThese([{ type: 'initiative.first', side: m.initiative }]);
      if (s.active === null) {
        const u = leftToActivate(m, s.turn)[0];
        return u === undefined ? null : tryThese([{ type: 'unit.activate', unit: u.id }]);
      }
      const u = m.units.find((x) => x.id === s.active);
      if (policy === 'active' && u !== undefined) {
        const order = activeOrder(m, u);
        if (order !== null) {
          const d: Decision = { type: 'unit.order', order };
          if (refusal(m, d) === null) return d;
        }
      }
      return tryThese([{ type: 'unit.end' }]);
    }
    case 'enemyPhase':
      return m.order[0] === undefined ? null : tryThese([{ type: 'hostile.activate', unit: m.order[0] }]);
    default:
      return null;
  }
}

/** Plays a mission on: rolls from the generator, decisions from the policy, until downtime or `maxSteps`. */
export function play(m0: Mission, opts: PlayOptions): PlayResult {
  const max = opts.maxSteps ?? 3000;
  const log: LogEntry[] = [];
  let m = m0;
  for (let steps = 0; steps < max; steps++) {
    if (opts.until?.(m) === true) return { mission: m, log, steps, stopped: 'until' };
    if (atDowntime(m)) return { mission: m, log, steps, stopped: 'downtime' };
    const need = pendingRoll(m);
    if (need !== null) {
      const faces = opts.force?.(m, need) ?? facesFor(need, opts.rng);
      log.push({ kind: 'roll', faces });
      m = answer(m, faces);
    } else {
      const d = policyDecision(m, opts.policy);
      if (d === null) return { mission: m, log, steps, stopped: 'stuck' };
      log.push({ kind: 'decide', decision: d });
      m = decide(m, d);
    }
    opts.onStep?.(m, pendingRoll(m));
  }
  return { mission: m, log, steps: max, stopped: atDowntime(m) ? 'downtime' : 'limit' };
}

/** Replays a log on a mission: each roll answered and each decision taken as recorded. */
export function replay(m0: Mission, log: readonly LogEntry[]): Mission {
  let m = m0;
  for (const entry of log) m = entry.kind === 'roll' ? answer(m, entry.faces) : decide(m, entry.decision);
  return m;
}

/** Forces the game-length D4 to `face`. */
export function forceGameLength(face: number): NonNullable<PlayOptions['force']> {
  return (m) => (m.queue[0]?.kind === 'gameLength' ? [[face]] : undefined);
}

/** Plays set-up through (passive) and stops at the first Boiler Phase decision of round 1. */
export function toRoundOne(missionId: string = DEFAULT_MISSION, seed = 1): Mission {
  let m = soloStart(missionId);
  const rng = seeded(seed);
  for (let i = 0; i < 200; i++) {
    if (m.stage.kind === 'boilerPhase' && pendingRoll(m) === null) return m;
    const need = pendingRoll(m);
    if (need !== null) m = answer(m, facesFor(need, rng));
    else {
      const d = policyDecision(m, 'passive');
      if (d === null) break;
      m = decide(m, d);
    }
  }
  throw new Error('Set-up did not reach round 1.');
}

/** Replaces a unit's fields (tests build states by editing plain data). */
export function editUnit(m: Mission, id: string, change: Partial<Unit>): Mission {
  return { ...m, units: m.units.map((u) => (u.id === id ? { ...u, ...change } : u)) };
}
