import type { RngState } from '../dice/types';
import type { Side } from './initiative';
import type { FightOutcome, FightPolicy, FightState, FightTally, SimulatedFight } from './simulate';
import type { FastFight } from './simulateFastState';
import { isActive } from './crew';
import { crewInitiativeAgilities, initiativeWithoutRoll, resolveInitiative, turnSteps } from './initiative';
import { combatTurnOxygen } from './oxygen';
import { buildFastFight, crewMemberOf, enemyStateOf } from './simulateFastBuild';
import { FIGHTING, KILLED } from './simulateFastState';
import { enemyStep } from './simulateFastEnemies';
import { crewStep, d6, newTurn, outcomeNow, oxygenStep, passOut, rechargeStep } from './simulateFastSteps';

/**
 * The fight simulator of `simulate.ts` made fast: the same policy, the same rules and the same dice in the
 * same order, on a mutable copy of the fight made of numbers (`simulateFastState.ts`) instead of new crew,
 * enemy and inventory objects on every shot. Same state, same RNG state: the same fight, to the last die
 * (`simulateFast.test.ts` checks it against `simulateFight`, the reference, over a wide range of fights).
 * `tallyFights` and `estimateFight` run on it.
 */

/**
 * A fight ready to be played many times: its fixed numbers read once, the oxygen it owes paid (the same
 * for every run) and the initiative set-up taken from the crew as they stand then.
 */
export function compileFight(state: FightState): FastFight {
  const f = buildFastFight(state);
  passOut(f, state.oxygenOwed);
  const crew = f.crew0.map((_, c) => crewMemberOf(f, c));
  const agilities = crewInitiativeAgilities(crew, new Set());
  const enemyAgilities: number[] = [];
  f.enemy0.forEach((enemy, j) => {
    if (f.run.status[j] === FIGHTING) enemyAgilities.push(enemy.profile.agility);
  });
  f.initiativeSetup = {
    ambush: state.ambush,
    crewAgilities: agilities.ok ? agilities.agilities : [],
    enemyAgilities,
    activeCrew: crew.filter(isActive).length,
  };
  f.start.copyFrom(f.run);
  return f;
}

const STEPS = { crew: turnSteps('crew'), enemy: turnSteps('enemy') } as const;

/** `rollInitiative` of simulate.ts: the rules' roll (crew die first), or no roll in an ambush or alone. */
function initiative(f: FastFight): Side {
  const setup = f.initiativeSetup;
  if (initiativeWithoutRoll(setup) !== null) return resolveInitiative(setup).first;
  const crewFace = d6(f);
  return resolveInitiative(setup, crewFace, d6(f)).first;
}

/** What `play` left: the fight's end, read before the next run starts. */
const played = { outcome: 'lose' as FightOutcome, capped: false, turns: 0 };

/** One fight from the compiled start, with `f.rng` (`simulateFight`'s loop). */
function play(f: FastFight, policy: FightPolicy): void {
  f.run.copyFrom(f.start);
  let outcome = outcomeNow(f);
  let capped = false;
  let turns = 0;
  if (outcome === null) {
    const steps = STEPS[f.state.initiative ?? initiative(f)];
    const oxygen = combatTurnOxygen(f.atmosphere);
    let from = Math.max(0, steps.indexOf(f.state.step));
    while (outcome === null) {
      if (turns >= policy.maxTurns) {
        capped = true;
        outcome = 'lose';
        break;
      }
      turns += 1;
      for (let s = from; s < steps.length && outcome === null; s += 1) {
        const step = steps[s];
        if (step === 'oxygen') outcome = oxygenStep(f, oxygen);
        else if (step === 'crew') outcome = crewStep(f, policy.escapeAloneAtHp);
        else if (step === 'enemies') outcome = enemyStep(f);
        else if (step === 'recharge') rechargeStep(f);
      }
      from = 0;
      newTurn(f);
    }
  }
  played.outcome = outcome;
  played.capped = capped;
  played.turns = turns;
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

function useRng(f: FastFight, rng: RngState): void {
  f.rng.a = rng.a;
  f.rng.b = rng.b;
  f.rng.c = rng.c;
  f.rng.d = rng.d;
}

/** `simulateFight` on the fast simulator: the same result, with the crew and enemies rebuilt as objects. */
export function simulateFightFast(state: FightState, rng: RngState, policy: FightPolicy): SimulatedFight {
  const f = compileFight(state);
  useRng(f, rng);
  play(f, policy);
  const { a, b, c, d } = f.rng;
  return {
    outcome: played.outcome,
    capped: played.capped,
    crewKilled: crewKilled(f),
    hpLost: hpLost(f),
    turns: played.turns,
    crew: f.crew0.map((_, i) => crewMemberOf(f, i)),
    enemies: f.enemy0.map((_, j) => enemyStateOf(f, j)),
    rng: { a, b, c, d },
  };
}

/** `runs` more fights added to the tally (`tallyFights`), one compiled fight played over and over. */
export function tallyFightsFast(
  state: FightState,
  tally: FightTally,
  runs: number,
  policy: FightPolicy,
): FightTally {
  let { wins, losses, escapes, capped, withKilled, hpLost: lost, turns } = tally;
  const f = compileFight(state);
  useRng(f, tally.rng);
  for (let i = 0; i < runs; i += 1) {
    play(f, policy);
    if (played.outcome === 'win') wins += 1;
    else if (played.outcome === 'lose') losses += 1;
    else escapes += 1;
    if (played.capped) capped += 1;
    if (crewKilled(f) > 0) withKilled += 1;
    lost += hpLost(f);
    turns += played.turns;
  }
  const { a, b, c, d } = f.rng;
  return {
    runs: tally.runs + runs,
    wins,
    losses,
    escapes,
    capped,
    withKilled,
    hpLost: lost,
    turns,
    rng: { a, b, c, d },
  };
}
