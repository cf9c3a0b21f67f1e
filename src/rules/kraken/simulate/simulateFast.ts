import type { RngState } from '../../dice/types';
import { copyRng, setRng } from '../../dice/rng';
import { closeFightTally, countFight, fightCounts } from './simulateTally';
import type { Side } from '../groundCombat/initiative';
import type { FightOutcome, FightPolicy, FightState, FightTally, SimulatedFight } from './simulateTypes';
import type { FastFight } from './simulateFastState';
import type { ResumeAt } from './simulateStart';
import { initiativeSetup } from '../groundCombat/combatSpawn';
import { initiativeWithoutRoll, resolveInitiative } from '../groundCombat/initiative';
import { combatTurnOxygen } from '../crew/oxygen';
import { buildFastFight, crewMemberOf, enemyStateOf } from './simulateFastBuild';
import { KILLED } from './simulateFastState';
import { enemyStep } from './simulateFastEnemies';
import { beginTurn, crewStep, d6, fightOver, payOxygen, rechargeStep } from './simulateFastSteps';
import { fightOfState } from './simulateStart';

/**
 * The fight simulator of `simulate.ts` made fast: the same policy, the same rules and the same dice in the
 * same order as the reference, which plays the game's own kernel (`simulatePlay.ts`), on a mutable copy of
 * the fight made of numbers (`simulateFastState.ts`) instead of a new `Fight` on every step. Same state,
 * same RNG state: the same fight, to the last die (`simulateFast.test.ts` checks it against `simulateFight`,
 * the reference, over a wide range of fights). `tallyFights` and `estimateFight` run on it.
 */

/**
 * A fight ready to be played many times: its fixed numbers read once, the oxygen it owes paid (the same
 * for every run) and the initiative set-up taken from the crew as they stand then (combatSpawn.ts
 * `initiativeSetup`, on the kernel's own fight).
 */
export function compileFight(state: FightState): FastFight {
  const f = buildFastFight(state);
  payOxygen(f, state.oxygenOwed);
  const crew = f.crew0.map((_, c) => crewMemberOf(f, c));
  f.initiativeSetup = initiativeSetup({ ...fightOfState(state).fight, crew });
  f.start.copyFrom(f.run);
  return f;
}

/** `rollInitiative` of simulatePlay.ts: no roll in an ambush or alone, else the crew's die, then the enemies'. */
function initiative(f: FastFight): Side {
  const setup = f.initiativeSetup;
  if (initiativeWithoutRoll(setup) !== null) return resolveInitiative(setup).first;
  const crewFace = d6(f);
  return resolveInitiative(setup, crewFace, d6(f)).first;
}

/** What `play` left: the fight's end, read before the next run starts. */
const played = { outcome: 'lose' as FightOutcome, capped: false, turns: 0 };

/** The turn's steps from `at` (`turnSteps` of simulatePlay.ts); false when the fight ended in them. */
function steps(f: FastFight, at: ResumeAt, first: Side, escapeAloneAtHp: number): boolean {
  const crewFirst = first !== 'enemy';
  let from = 0;
  if (at === 'recharge') from = 2;
  else if (at === 'crew') from = crewFirst ? 0 : 1;
  else if (at === 'enemies') from = crewFirst ? 1 : 0;
  for (let s = from; s < 2; s += 1) {
    const crew = (s === 0) === crewFirst;
    const going = crew ? crewStep(f, escapeAloneAtHp) : enemyStep(f, at === 'enemies' && s === from);
    if (!going) return false;
  }
  rechargeStep(f);
  return true;
}

/** One fight from the compiled start, with `f.rng` (`playFight` of simulatePlay.ts). */
function play(f: FastFight, policy: FightPolicy): void {
  f.run.copyFrom(f.start);
  let at = f.at;
  let turns = 0;
  let capped = false;
  if (at !== 'initiative' && at !== 'oxygen') {
    // A turn under way counts as one.
    if (policy.maxTurns <= 0) capped = true;
    else turns = 1;
  }
  if (!capped && !fightOver(f)) {
    let first: Side = f.state.initiative ?? 'crew';
    if (at === 'initiative') {
      first = initiative(f);
      at = 'oxygen';
    }
    const oxygen = combatTurnOxygen(f.atmosphere);
    for (;;) {
      if (at === 'oxygen') {
        if (turns >= policy.maxTurns) {
          capped = true;
          break;
        }
        turns += 1;
        payOxygen(f, beginTurn(f, oxygen));
        if (fightOver(f)) break;
      }
      if (!steps(f, at, first, policy.escapeAloneAtHp)) break;
      at = 'oxygen';
    }
  }
  played.capped = capped;
  played.turns = turns;
  if (capped) played.outcome = 'lose';
  else if (f.run.escaped) played.outcome = 'escape';
  else played.outcome = f.run.fighting > 0 ? 'lose' : 'win';
}

function crewKilled(f: FastFight): number {
  let killed = 0;
  for (let c = 0; c < f.crewCount; c += 1) {
    if (f.run.cond[c] === KILLED && f.startKilled[c] === 0) killed += 1;
  }
  return killed;
}

function hpLost(f: FastFight): number {
  let lost = 0;
  for (let c = 0; c < f.crewCount; c += 1) lost += Math.max(0, (f.startHp[c] ?? 0) - (f.run.hp[c] ?? 0));
  return lost;
}

/** `simulateFight` on the fast simulator: the same result, with the crew and enemies rebuilt as objects. */
export function simulateFightFast(state: FightState, rng: RngState, policy: FightPolicy): SimulatedFight {
  const f = compileFight(state);
  setRng(f.rng, rng);
  play(f, policy);
  return {
    outcome: played.outcome,
    capped: played.capped,
    crewKilled: crewKilled(f),
    hpLost: hpLost(f),
    turns: played.turns,
    crew: f.crew0.map((_, i) => crewMemberOf(f, i)),
    enemies: f.enemy0.map((_, j) => enemyStateOf(f, j)),
    rng: copyRng(f.rng),
  };
}

/** `runs` more fights added to the tally (`tallyFights`), one compiled fight played over and over. */
export function tallyFightsFast(
  state: FightState,
  tally: FightTally,
  runs: number,
  policy: FightPolicy,
): FightTally {
  const counts = fightCounts(tally);
  const f = compileFight(state);
  setRng(f.rng, tally.rng);
  for (let i = 0; i < runs; i += 1) {
    play(f, policy);
    countFight(counts, played.outcome, played.capped, crewKilled(f), hpLost(f), played.turns);
  }
  return closeFightTally(tally, counts, runs, f.rng);
}
