import type { RngState } from '../../../dice/types';
import type { SpaceDecision } from '../../space/combatFlow';
import type { PendingRoll, SpaceCombat } from '../../space/combatTypes';
import type { SimulatedSpaceCombat, SpaceTally } from './simulateTypes';
import type { FastSpace } from './simulateFastState';
import type { SpacePolicy } from './simulatePolicy';
import { copyRng, rollDieInPlace, setRng } from '../../../dice/rng';
import { closeSpaceTally, countSpaceCombat, spaceCounts } from './simulateTally';
import {
  answerEnemyHit,
  answerEvade,
  answerSystemClass,
  answerSystemCount,
  evade,
  pickShield,
  skipEvade,
} from './simulateFastEnemyFire';
import { answerHit, fire, keepHit, reroll } from './simulateFastFire';
import { fightBoarding } from './simulateFastBoarding';
import { fastDecision } from './simulateFastPolicy';
import { phaseDone } from './simulateFastLook';
import { compileSpace, resetSpace, spaceCombatOf } from './simulateFastState';
import {
  answerEscape,
  board,
  drones,
  endOfTurn,
  resolveObjective,
  resolveRepair,
  goOn,
  tryObjective,
  tryRepair,
} from './simulateFastTurn';

/**
 * The space-combat simulator of `simulate.ts` made fast: the same kernel steps ported to change one mutable
 * copy of the combat in place (`simulateFastState.ts`, `simulateFastTurn.ts`, `simulateFastFire.ts`), the
 * same policy (`simulateFastPolicy.ts`) and the same dice in the same order, so the same combat and seed
 * give the same run and the same estimate (`simulateFast.test.ts` checks it against the reference,
 * `simulateSpaceCombat`, over many random combats), boardings included (`simulateFastBoarding.ts`).
 * `tallySpaceCombats` runs on it.
 */

function sidesOf(roll: PendingRoll): number {
  return roll.kind === 'escape' || roll.kind === 'system-count' ? 20 : 6;
}

/** `answerRoll` of combatFlow.ts. */
function answerRoll(s: FastSpace, roll: PendingRoll, face: number): void {
  switch (roll.kind) {
    case 'objective':
      resolveObjective(s, roll.picks, roll.index, face);
      break;
    case 'repair':
      resolveRepair(s, roll.crewIds, roll.target, face);
      break;
    case 'hit':
      answerHit(s, roll.shot, face);
      break;
    case 'enemy-hit':
      answerEnemyHit(s, roll.uid, face);
      break;
    case 'evade':
      answerEvade(s, roll.crewIds, roll.damage, face);
      break;
    case 'system-class':
      answerSystemClass(s, face);
      break;
    case 'system-count':
      answerSystemCount(s, roll.systemClass, face);
      break;
    case 'escape':
      answerEscape(s, face);
      break;
  }
  goOn(s);
}

/** `decide` of combatFlow.ts, for the policy's decisions. */
function decide(s: FastSpace, d: SpaceDecision): void {
  switch (d.type) {
    case 'objective.try':
      tryObjective(s, d.picks);
      break;
    case 'repair.try':
      tryRepair(s, d.crewIds, d.target);
      break;
    case 'objectives.done':
      phaseDone(s);
      break;
    case 'fire':
      fire(s, d.shots);
      break;
    case 'reroll':
      reroll(s, d.crewId);
      break;
    case 'reroll.skip':
      keepHit(s);
      break;
    case 'evade':
      evade(s, d.crewIds);
      break;
    case 'evade.skip':
      skipEvade(s);
      break;
    case 'shield.pick':
      pickShield(s, d.fittedId);
      break;
    case 'board':
      board(s, d.enemyUid, d.crewIds);
      break;
    case 'board.skip':
      phaseDone(s);
      break;
    case 'escape':
      s.pending = ESCAPE_ROLL;
      break;
    case 'escape.skip':
      phaseDone(s);
      break;
    case 'drones':
      drones(s, d.target);
      break;
    case 'drones.skip':
      endOfTurn(s);
      break;
  }
  goOn(s);
}

/** What `play` left of the run. */
const played = { capped: false, turns: 0 };

/** One combat from the start, with `s.rng` (`simulateSpaceCombat`'s loop). */
function play(s: FastSpace, policy: SpacePolicy): void {
  resetSpace(s);
  const firstTurn = s.turn;
  let capped = false;
  while (s.outcome === null) {
    if (s.turn - firstTurn + 1 > policy.maxTurns) {
      capped = true;
      break;
    }
    const p = s.pending;
    switch (p.kind) {
      case 'roll':
        answerRoll(s, p.roll, rollDieInPlace(s.rng, sidesOf(p.roll)));
        break;
      case 'decide':
        decide(s, fastDecision(s, policy));
        break;
      case 'boarding':
        fightBoarding(s, p.request);
        break;
      case 'open':
        goOn(s);
        break;
      case 'over':
        throw new Error('A combat over without an outcome.');
    }
  }
  played.capped = capped;
  played.turns = s.start.outcome !== null ? 0 : Math.min(policy.maxTurns, s.turn - firstTurn + 1);
}

/** `simulateSpaceCombat` on the fast simulator; the combat comes back without a log. */
export function simulateSpaceCombatFast(
  start: SpaceCombat,
  rng: RngState,
  policy: SpacePolicy,
): SimulatedSpaceCombat {
  const s = compileSpace(start.log.length > 0 ? { ...start, log: [] } : start);
  setRng(s.rng, rng);
  play(s, policy);
  return {
    outcome: played.capped ? null : s.outcome,
    capped: played.capped,
    turns: played.turns,
    sp: Math.max(0, s.sp),
    combat: spaceCombatOf(s),
    rng: copyRng(s.rng),
  };
}

/** `runs` more combats added to the tally (`tallySpaceCombats`), one compiled combat played over and over. */
export function tallySpaceCombatsFast(
  state: SpaceCombat,
  tally: SpaceTally,
  runs: number,
  policy: SpacePolicy,
): SpaceTally {
  const counts = spaceCounts(tally);
  const s = compileSpace(state.log.length > 0 ? { ...state, log: [] } : state);
  setRng(s.rng, tally.rng);
  for (let i = 0; i < runs; i++) {
    play(s, policy);
    countSpaceCombat(
      counts,
      played.capped ? null : s.outcome,
      played.capped,
      played.turns,
      Math.max(0, s.sp),
    );
  }
  return closeSpaceTally(tally, counts, runs, s.rng);
}

const ESCAPE_ROLL = { kind: 'roll', roll: { kind: 'escape' } } as const;
