import type { MutableRngState } from '../dice/rng';
import type { RngState } from '../dice/types';
import type { Fight } from './combatTypes';
import type { CrewMember } from './crew';
import type { EnemyState, LastAction } from './enemyTurn';
import type { Side } from './initiative';
import type { Atmosphere } from './oxygen';
import { seedRng } from '../dice/rng';
import { isActive } from './crew';
import { loneWolf } from './initiative';
import { tallyFightsFast } from './simulateFast';
import { playFight } from './simulatePlay';
import { fightOfState } from './simulateStart';

/**
 * "Odds of the whole fight": the rest of a Space Kraken ground combat (§14) played out many times on the
 * game's own kernel, the crew following the fixed policy of `simulatePolicy.ts`, every die from a seeded
 * stream. Same state, same seed: same estimate.
 *
 * The reference (`simulateFight`) does not copy the rules: it builds the kernel's own `Fight` from the
 * state (`simulateStart.ts`) and plays it with the functions the ground-combat machine calls, in the order
 * its transitions take, sending the policy's decisions through `decide` (`simulatePlay.ts`). Whatever the
 * game's fight applies is in the estimate — the turn loop and initiative with its modifiers, enemy action
 * tables, escapes and target priority, every enemy trait (Explodes, Drain, Evasive, Swarm, Dread, Regen,
 * two actions, the Zombie threshold: hits never add up to overwhelm it) and special action (heal,
 * recharge-shield, hinder, harden), damage, Cover, lone wolf and re-roll items, Chain Attack, Aggressive,
 * oxygen. machines/kraken/fightOdds.kernel.test.ts holds it to the machine die for die, and
 * fightOdds.traits.test.ts holds the estimate to the machine's outcome distribution for each trait and
 * special action. The estimate itself runs on the fast port (`simulateFast.ts`), which plays the same dice
 * to the same end (`simulateFast.test.ts`).
 *
 * Where it starts: between activations (`fightStateOf`, simulateFromFight.ts): after spawning (the spawn
 * reaction is not simulated), an activation under way taken back if nothing was done in it yet, else
 * counted done, an enemy activation under way counted over. What the game keeps between activations is
 * carried: activations left and begun, Cover, last actions, hindrance, PSI Concentrate, Taunt, Flash and
 * Surprise, re-rolls used, hardening, oxygen owed. A PSI Shield only exists inside an enemy attack, and the
 * policy never raises one, so the simulation never meets one.
 *
 * Beyond the policy:
 * - Dice: one at a time, when the machine would ask (hit dice, re-rolls, enemy hit dice stopping after a
 *   1); a target the rules leave to the player within a priority class is drawn with a die of as many
 *   sides as candidates.
 * - End: won when no enemy is fighting (killed, captured or escaped); lost when no crew member is
 *   conscious (kraken.unconscious-killed; the unconscious are then not counted as killed); escaped when the
 *   crew's escape succeeds; after `maxTurns` turns the fight counts as lost with `capped` set, since in play
 *   oxygen and patience run out before a stalemate resolves.
 * - A crew member the rules leave no action at all (Aggressive, carrying a captive, holding a working
 *   weapon: the game offers nothing) ends the activation without one.
 * - Turns: begun in the simulation; a turn under way at the start counts as one.
 * - HP lost: each crew member's HP at the start minus at the end (unconscious and killed end at 0).
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

/**
 * Plays the rest of the fight once, on the game's own kernel (`simulatePlay.ts`). The RNG state goes in
 * and comes back out; nothing else is touched.
 */
export function simulateFight(
  state: FightState,
  rng: RngState,
  policy: FightPolicy = DEFAULT_FIGHT_POLICY,
): SimulatedFight {
  return simulateOnKernel(state, rng, policy).result;
}

/** `simulateFight`, with the kernel's fight as it ended (its log tells what happened, for the tests). */
export function simulateOnKernel(
  state: FightState,
  rng: RngState,
  policy: FightPolicy = DEFAULT_FIGHT_POLICY,
): { readonly result: SimulatedFight; readonly fight: Fight } {
  const r: MutableRngState = { a: rng.a, b: rng.b, c: rng.c, d: rng.d };
  const { fight, at } = fightOfState(state);
  const played = playFight(fight, at, r, policy);
  let crewKilled = 0;
  let hpLost = 0;
  state.crew.forEach((before, i) => {
    const after = played.fight.crew[i] ?? before;
    if (after.condition === 'killed' && before.condition !== 'killed') crewKilled += 1;
    hpLost += Math.max(0, before.hp - after.hp);
  });
  const result: SimulatedFight = {
    outcome: played.outcome,
    capped: played.capped,
    crewKilled,
    hpLost,
    turns: played.turns,
    crew: played.fight.crew,
    enemies: played.fight.enemies,
    rng: { a: r.a, b: r.b, c: r.c, d: r.d },
  };
  return { result, fight: played.fight };
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

export function startTally(seed: string): FightTally {
  return {
    runs: 0,
    wins: 0,
    losses: 0,
    escapes: 0,
    capped: 0,
    withKilled: 0,
    hpLost: 0,
    turns: 0,
    rng: seedRng(seed),
  };
}

/**
 * Adds `runs` more simulated fights to the tally. Chunking does not change the result. The fights are
 * played by the fast simulator (`simulateFast.ts`), which plays exactly what `simulateFight` plays (same
 * dice, same result) without building new objects on every shot.
 */
export function tallyFights(
  state: FightState,
  tally: FightTally,
  runs: number,
  policy: FightPolicy = DEFAULT_FIGHT_POLICY,
): FightTally {
  return tallyFightsFast(state, tally, runs, policy);
}

/**
 * `tallyFights` the slow way: each fight by `simulateFight`, the reference the fast simulator is checked
 * against (simulateFast.test.ts) and timed against (the fight-odds bench). The same tally.
 */
export function tallyFightsReference(
  state: FightState,
  tally: FightTally,
  runs: number,
  policy: FightPolicy = DEFAULT_FIGHT_POLICY,
): FightTally {
  let { wins, losses, escapes, capped, withKilled, hpLost, turns, rng } = tally;
  for (let i = 0; i < runs; i += 1) {
    const fight = simulateFight(state, rng, policy);
    rng = fight.rng;
    if (fight.outcome === 'win') wins += 1;
    else if (fight.outcome === 'lose') losses += 1;
    else escapes += 1;
    if (fight.capped) capped += 1;
    if (fight.crewKilled > 0) withKilled += 1;
    hpLost += fight.hpLost;
    turns += fight.turns;
  }
  return { runs: tally.runs + runs, wins, losses, escapes, capped, withKilled, hpLost, turns, rng };
}

/** Probabilities are 0..1; with no runs everything is 0. */
export interface FightEstimate {
  readonly runs: number;
  readonly win: number;
  readonly lose: number;
  readonly escape: number;
  /** Part of `lose`: fights stopped by the turn cap. */
  readonly capped: number;
  /** Chance at least one crew member is killed. */
  readonly loseCrewMember: number;
  readonly expectedHpLost: number;
  readonly meanTurns: number;
}

export function estimateFromTally(tally: FightTally): FightEstimate {
  const n = tally.runs;
  const share = (count: number): number => (n === 0 ? 0 : count / n);
  return {
    runs: n,
    win: share(tally.wins),
    lose: share(tally.losses),
    escape: share(tally.escapes),
    capped: share(tally.capped),
    loseCrewMember: share(tally.withKilled),
    expectedHpLost: share(tally.hpLost),
    meanTurns: share(tally.turns),
  };
}

export interface EstimateOptions {
  readonly runs: number;
  readonly seed: string;
  readonly policy?: FightPolicy;
}

/** Simulates the rest of the fight `runs` times from the seed and sums it up. */
export function estimateFight(state: FightState, options: EstimateOptions): FightEstimate {
  return estimateFromTally(tallyFights(state, startTally(options.seed), options.runs, options.policy));
}
