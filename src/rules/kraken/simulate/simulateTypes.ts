import type { RngState } from '../../dice/types';
import type { CrewMember } from '../crew/crew';
import type { EnemyState, LastAction } from '../groundCombat/enemyTurn';
import type { Side } from '../groundCombat/initiative';
import type { Atmosphere } from '../crew/oxygen';
import { isActive } from '../crew/crew';
import { loneWolf } from '../groundCombat/initiative';

/**
 * The whole-fight simulator's data (simulate.ts plays it): a fight in progress as plain data, the crew's
 * standing choices, one simulated fight and a running tally. Apart from simulate.ts so that the simulator's
 * parts (`simulateStart.ts`, `simulatePlay.ts`, `simulateFast*.ts`) import these and simulate.ts imports
 * them, never the reverse.
 */

export type FightStep = 'oxygen' | 'crew' | 'enemies' | 'recharge';

/** A ground combat in progress as plain data: what the simulator needs to play out the rest. */
export interface FightState {
  readonly crew: readonly CrewMember[];
  /** Top to bottom: the order enemies act in. Killed, captured and escaped ones may stay in the list. */
  readonly enemies: readonly EnemyState[];
  /** The side acting first every turn; null when initiative has not been rolled yet. */
  readonly initiative: Side | null;
  /** An ambush gives the enemy the initiative without a roll (only read when `initiative` is null). */
  readonly ambush: boolean;
  /** The step of the current turn that comes next ('oxygen': a fresh turn whose oxygen is not paid yet). */
  readonly step: FightStep;
  /** Crew ids already activated this turn (a lone wolf's id twice after both activations). */
  readonly crewActivated: readonly string[];
  /**
   * Crew ids who have begun an activation this turn: the escape rule's "activated" (combatTypes.ts
   * `CrewStatus.activated`). Not always those in `crewActivated`: one left alone by the enemy step keeps the
   * single activation the turn began with, unused.
   */
  readonly activated: readonly string[];
  /** Enemy uids already activated this turn. */
  readonly enemiesActivated: readonly string[];
  /** How each crew member attacked in their last activation (enemy target priority); missing: 'other'. */
  readonly lastActions: Readonly<Record<string, LastAction>>;
  /** Crew ids in Cover until their next activation. */
  readonly inCover: readonly string[];
  readonly atmosphere: Atmosphere;
  /** The crew's shared oxygen store. */
  readonly oxygen: number;
  /**
   * Oxygen this turn already failed to pay: that many conscious crew members pass out before anything
   * else is simulated (the fewest HP first, as in the oxygen step).
   */
  readonly oxygenOwed: number;
  /** Escape attempts already made in this ground combat (each adds 2 to the next). */
  readonly escapeAttempts: number;
  /** PSI FLASH: added to the next escape roll (kraken.psi-support). */
  readonly escapeBonus: number;
  /** PSI SURPRISE: added to the crew's initiative roll, while it is still to roll (kraken.psi-exploration). */
  readonly initiativeBonus: number;
  /** An enemy's hindering action: more every hit die needs, by crew id, until the end of their next activation. */
  readonly hindered: Readonly<Record<string, number>>;
  /** PSI CONCENTRATE waiting for the crew member's next activation: +amount to Melee or Ranged in it. */
  readonly concentrate: Readonly<Record<string, Concentrate>>;
  /** Attack re-rolls (lone wolf, a re-roll item) each crew member has used this turn. */
  readonly rerollsUsed: Readonly<Record<string, number>>;
  /** PSI TAUNT: every enemy targets this crew member until the end of the next enemy step. */
  readonly taunt: string | null;
  /** Armour an enemy's hardening actions added, by enemy uid, for the rest of the fight. */
  readonly hardened: Readonly<Record<string, number>>;
}

export interface Concentrate {
  readonly attribute: 'melee' | 'ranged';
  readonly amount: number;
}

/** The pieces a ground-combat machine context holds; everything but crew and enemies has a default. */
export interface FightPieces {
  readonly crew: readonly CrewMember[];
  readonly enemies: readonly EnemyState[];
  readonly initiative?: Side | null;
  readonly ambush?: boolean;
  readonly step?: FightStep;
  readonly crewActivated?: Iterable<string>;
  /**
   * Instead of `crewActivated`: activations each crew member has left this turn (the machine's count,
   * two for a lone wolf, 0 for the unconscious and those in Cover on turn 1).
   */
  readonly activationsLeft?: Readonly<Record<string, number>>;
  /** Crew ids who have begun an activation this turn; by default those in `crewActivated`. */
  readonly activated?: Iterable<string>;
  readonly enemiesActivated?: Iterable<string>;
  readonly lastActions?: Readonly<Record<string, LastAction>> | ReadonlyMap<string, LastAction>;
  readonly inCover?: Iterable<string>;
  readonly atmosphere?: Atmosphere;
  readonly oxygen?: number;
  readonly oxygenOwed?: number;
  readonly escapeAttempts?: number;
  readonly escapeBonus?: number;
  readonly initiativeBonus?: number;
  readonly hindered?: Readonly<Record<string, number>>;
  readonly concentrate?: Readonly<Record<string, Concentrate>>;
  readonly rerollsUsed?: Readonly<Record<string, number>>;
  readonly taunt?: string | null;
  readonly hardened?: Readonly<Record<string, number>>;
}

/**
 * A `FightState` from a machine's pieces. Defaults: initiative not rolled, no ambush, a fresh turn, nobody
 * activated, no last actions, nobody in Cover, breathable air, 25 oxygen with none owed, no escape
 * attempts, no PSI bonus, hindrance, re-roll used, taunt or hardening. Throws when two crew members share
 * an id (enemy targeting tells them apart by id).
 */
export function fightStateFrom(pieces: FightPieces): FightState {
  const ids = new Set(pieces.crew.map((member) => member.id));
  if (ids.size !== pieces.crew.length) throw new Error('Two crew members share an id.');
  const last = pieces.lastActions;
  let lastActions: Record<string, LastAction> = {};
  if (last !== undefined) lastActions = isMap(last) ? Object.fromEntries(last) : { ...last };
  const crewActivated =
    pieces.activationsLeft === undefined ? [...(pieces.crewActivated ?? [])] : used(pieces);
  return {
    crew: [...pieces.crew],
    enemies: [...pieces.enemies],
    initiative: pieces.initiative ?? null,
    ambush: pieces.ambush ?? false,
    step: pieces.step ?? 'oxygen',
    crewActivated,
    activated: [...new Set(pieces.activated ?? crewActivated)],
    enemiesActivated: [...(pieces.enemiesActivated ?? [])],
    lastActions,
    inCover: [...(pieces.inCover ?? [])],
    atmosphere: pieces.atmosphere ?? 'breathable',
    oxygen: pieces.oxygen ?? 25,
    oxygenOwed: pieces.oxygenOwed ?? 0,
    escapeAttempts: pieces.escapeAttempts ?? 0,
    escapeBonus: pieces.escapeBonus ?? 0,
    initiativeBonus: pieces.initiativeBonus ?? 0,
    hindered: { ...pieces.hindered },
    concentrate: { ...pieces.concentrate },
    rerollsUsed: { ...pieces.rerollsUsed },
    taunt: pieces.taunt ?? null,
    hardened: { ...pieces.hardened },
  };
}

/** Activations used this turn from activations left: a lone wolf has two, anyone else one. */
function used(pieces: FightPieces): string[] {
  const allowed = loneWolf(pieces.crew.filter(isActive).length).activations;
  const ids: string[] = [];
  for (const member of pieces.crew) {
    const left = pieces.activationsLeft?.[member.id] ?? allowed;
    for (let n = Math.max(0, allowed - left); n > 0; n -= 1) ids.push(member.id);
  }
  return ids;
}

function isMap(value: object): value is ReadonlyMap<string, LastAction> {
  return value instanceof Map;
}

/** The crew's standing choices (the rest of the policy is `simulatePolicy.ts`). */
export interface FightPolicy {
  /** Turns simulated at most (the current one counts); a fight still going is lost and `capped`. */
  readonly maxTurns: number;
  /** With one conscious crew member left at or below this HP the crew tries to escape; 0: never. */
  readonly escapeAloneAtHp: number;
}

export const DEFAULT_FIGHT_POLICY: FightPolicy = { maxTurns: 50, escapeAloneAtHp: 0 };

export type FightOutcome = 'win' | 'lose' | 'escape';

export interface SimulatedFight {
  readonly outcome: FightOutcome;
  /** The turn cap ended the fight (outcome 'lose'). */
  readonly capped: boolean;
  /** Crew members killed in the simulated part of the fight. */
  readonly crewKilled: number;
  /** HP the crew lost in the simulated part (shield energy does not count). */
  readonly hpLost: number;
  /** Turns begun in the simulation; the turn in progress counts as one. */
  readonly turns: number;
  /** The crew and the enemies as the fight ended. */
  readonly crew: readonly CrewMember[];
  readonly enemies: readonly EnemyState[];
  readonly rng: RngState;
}

/** Running totals of many simulated fights; chunks can be added one after another (the RNG carries on). */
export interface FightTally {
  readonly runs: number;
  readonly wins: number;
  readonly losses: number;
  readonly escapes: number;
  readonly capped: number;
  /** Fights in which at least one crew member was killed. */
  readonly withKilled: number;
  readonly hpLost: number;
  readonly turns: number;
  readonly rng: RngState;
}
