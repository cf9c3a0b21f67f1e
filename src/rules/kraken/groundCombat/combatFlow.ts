import type { CombatEvent } from './combatEvents';
import type { CrewMember } from '../crew/crew';
import type { DamageTarget } from './damage';
import type { EnemyState } from './enemyTurn';
import { enemyAsTarget } from './enemyTurn';
import type {
  CombatLogEntry,
  CrewStatus,
  DamageRecord,
  Fight,
  InitiativeState,
  RollRecord,
} from './combatTypes';
import type { RollNeed } from '../crew/rolls';
import { isActive } from '../crew/crew';
import { loneWolf } from './initiative';
import { d6Passes } from '../crew/rolls';

/**
 * Small shared pieces of the ground combat flow (Space Kraken §14; kraken.combat-loop): looking crew and
 * enemies up, writing them back, the combat log and the questions every step asks (is the fight over, who
 * is still standing). Every function is pure: a new `Fight` comes back, the old one is untouched.
 */

export const FRESH_STATUS: CrewStatus = {
  cover: false,
  activationsLeft: 0,
  activated: false,
  lastAction: 'other',
  concentrate: null,
  concentrateArmed: false,
  rerollsUsed: 0,
  hindered: 0,
  psiThisActivation: false,
  psiLastActivation: false,
};

/** No initiative rolled yet this fight (Space Kraken §14; kraken.combat-loop). */
export const NO_INITIATIVE: InitiativeState = {
  cover: [],
  crewFace: null,
  enemyFace: null,
  crewTotal: null,
  enemyTotal: null,
  first: null,
};

/**
 * What a fight holds until it is closed (kraken.combat-loop): no outcome, nothing erased, no XP, no
 * treasure drop in hand, an empty log. A fight begun by spawning and one rebuilt by the odds simulator
 * start from it alike.
 */
export const UNCLOSED_FIGHT: Pick<Fight, 'outcome' | 'erased' | 'xp' | 'spoils' | 'log'> = {
  outcome: null,
  erased: [],
  xp: 0,
  spoils: {
    drops: [],
    index: 0,
    stage: 'choice',
    drop: null,
    prototype: false,
    row: null,
    credits: 0,
    items: [],
    effectFor: null,
  },
  log: [],
};

/** The fight with a new cause for the log entries that follow (a dice request id or a decision). */
export function withCause(fight: Fight, cause: string): Fight {
  return { ...fight, cause };
}

/** The die and the hit a log line may carry besides what happened. */
export interface LogExtra {
  readonly roll?: RollRecord | undefined;
  readonly damage?: DamageRecord | undefined;
}

/** Appends what happened to the combat log, stamped with the turn and the cause (combatEvents.ts). */
export function journaled(fight: Fight, event: CombatEvent, extra: LogExtra = {}): Fight {
  const entry: CombatLogEntry = { turn: fight.turn, cause: fight.cause, ...extra, event };
  return { ...fight, log: [...fight.log, entry] };
}

export function crewById(fight: Fight, id: string): CrewMember | undefined {
  return fight.crew.find((member) => member.id === id);
}

export function replaceCrew(fight: Fight, crew: CrewMember): Fight {
  return { ...fight, crew: fight.crew.map((member) => (member.id === crew.id ? crew : member)) };
}

export function statusOf(fight: Fight, id: string): CrewStatus {
  return fight.status[id] ?? FRESH_STATUS;
}

export function withStatus(fight: Fight, id: string, patch: Partial<CrewStatus>): Fight {
  return { ...fight, status: { ...fight.status, [id]: { ...statusOf(fight, id), ...patch } } };
}

export function enemyByUid(fight: Fight, uid: string): EnemyState | undefined {
  return fight.enemies.find((enemy) => enemy.uid === uid);
}

/** The enemy as the damage pipeline sees it, with the armour a hardening action added. */
export function enemyTarget(fight: Fight, enemy: EnemyState): DamageTarget {
  const target = enemyAsTarget(enemy);
  return { ...target, armour: target.armour + (fight.hardened[enemy.uid] ?? 0) };
}

export function replaceEnemy(fight: Fight, enemy: EnemyState): Fight {
  return { ...fight, enemies: fight.enemies.map((e) => (e.uid === enemy.uid ? enemy : e)) };
}

/** An enemy's name as the log and the choices show it: numbered when two share a profile name. */
export function enemyName(fight: Fight, uid: string): string {
  const enemy = enemyByUid(fight, uid);
  if (enemy === undefined) return uid;
  const same = fight.enemies.filter((e) => e.profile.name === enemy.profile.name);
  return same.length > 1 ? `${enemy.profile.name} ${same.indexOf(enemy) + 1}` : enemy.profile.name;
}

export function crewName(fight: Fight, id: string): string {
  return crewById(fight, id)?.name ?? id;
}

export function fightingEnemies(fight: Fight): readonly EnemyState[] {
  return fight.enemies.filter((enemy) => enemy.status === 'fighting');
}

export function consciousCrew(fight: Fight): readonly CrewMember[] {
  return fight.crew.filter(isActive);
}

/** Lone wolf: a single active crew member (kraken.lone-wolf). */
export function isLoneWolf(fight: Fight): boolean {
  return loneWolf(consciousCrew(fight).length).active;
}

/**
 * The fight is over once the crew escaped, every enemy is defeated, captured or fled, or no crew member is
 * conscious (kraken.combat-loop: "until you or the enemy have either escaped or been defeated").
 */
export function fightOver(fight: Fight): boolean {
  if (fight.outcome !== null) return true;
  return fightingEnemies(fight).length === 0 || consciousCrew(fight).length === 0;
}

/** Whether the crew won initiative (steps 2 and 3 of the turn swap when they did not). */
export function crewActsFirst(fight: Fight): boolean {
  return fight.initiative.first !== 'enemy';
}

/** Verdict of one d6 against a need, for the log's roll record. */
export function passes(face: number, modifier: number, target: number, oneFails: boolean): boolean {
  return d6Passes(face, modifier, target, oneFails);
}

/** "55.6%": odds as the log prints them. */
export function percent(odds: number | null): string {
  return odds === null ? '' : `${(odds * 100).toFixed(1)}%`;
}

/** The log's record of one die read against a need (a table roll has no target and no verdict). */
export function recordOf(need: RollNeed, face: number): RollRecord {
  const check = need.check;
  if (check.kind === 'kraken-attribute') {
    return {
      faces: [face],
      modifier: check.attribute,
      target: check.target,
      success: d6Passes(face, check.attribute, check.target, check.oneFails),
      odds: need.odds,
    };
  }
  return { faces: [face], modifier: 0, target: null, success: null, odds: need.odds };
}

/** "rolled 5 + 2 = 7 against 8: failed (odds 41.7%)", or "rolled 5" for a table roll. */
export function rollText(record: RollRecord): string {
  const face = record.faces.join(', ');
  if (record.target === null) return `rolled ${face}`;
  const sum =
    record.modifier === 0 ? '' : ` + ${record.modifier} = ${(record.faces[0] ?? 0) + record.modifier}`;
  const verdict = record.success === true ? 'passed' : 'failed';
  return `rolled ${face}${sum} against ${record.target}: ${verdict} (odds ${percent(record.odds)})`;
}

/** "Ink Crawler takes 4 (6 + crit, 1 on the shield, 1 on armour, ×2): 6 → 2 HP." */
export function damageText(record: DamageRecord): string {
  const b = record.breakdown;
  if (b.ignored === 'immune') return `${record.target} is down and takes no more damage.`;
  const parts = [`${b.incoming} incoming${record.critical ? ' with the critical' : ''}`];
  if (b.shieldAbsorbed > 0) parts.push(`${b.shieldAbsorbed} on the shield`);
  if (b.armourAbsorbed > 0) parts.push(`${b.armourAbsorbed} on armour ${b.armourApplied}`);
  if (b.multiplier !== 1) parts.push(`×${b.multiplier}`);
  const fate = record.result === 'fighting' || record.result === 'conscious' ? '' : `, ${record.result}`;
  return `${record.attacker} hits ${record.target} for ${b.hpLoss} (${parts.join(', ')}): ${record.hpBefore} → ${record.hpAfter} HP${fate}.`;
}

/** Logs one resolved hit with its breakdown. */
export function hitLogged(fight: Fight, record: DamageRecord): Fight {
  return journaled(fight, { kind: 'hit', damage: record }, { damage: record });
}
