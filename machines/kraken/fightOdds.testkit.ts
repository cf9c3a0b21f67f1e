import type { MutableRngState } from '../../src/rules/dice/rng';
import type { FightPolicy } from '../../src/rules/kraken/simulate/simulate';
import type { GroundCombatEvent } from './groundCombat.types';
import type { Driver } from './groundCombat.testkit';
import { rollDieInPlace } from '../../src/rules/dice/rng';
import {
  crewActionDecision,
  crewToActivate,
  enemyTargetDecision,
  escapeDecision,
  faintDecision,
} from '../../src/rules/kraken/simulate/simulatePolicy';
import { AWAITING_DICE } from '../core/diceRequest';

/**
 * A player who follows the fight simulation's policy (`simulatePolicy.ts`) through the real ground-combat
 * machine, every die and every choice the policy leaves to chance drawn from one seeded stream: the game's
 * own fight, for the tests that hold the odds simulator to it (fightOdds.*.test.ts).
 */

/** The machine's own states this player answers, as `snapshot.matches` reads them. */
const ACTING = { choosing: 'choosing', reroll: 'rerollChoice', psi: 'psiChoice' } as const;

function acting(d: Driver, leaf: (typeof ACTING)[keyof typeof ACTING]): boolean {
  return (
    d.snap.matches({ turn: { crew: { acting: leaf } } }) || d.snap.matches({ spawning: { acting: leaf } })
  );
}

/**
 * The rules leave the acting crew member no action at all: an Aggressive one carrying a captive while holding
 * a working weapon may not attack (the captive), nor do anything else (Aggressive). The machine then waits
 * for ever; the simulator ends the activation without an action (simulatePlay.ts).
 */
export class NoActionLeft extends Error {
  constructor(readonly crewId: string) {
    super(`The rules leave ${crewId} no action.`);
  }
}

/** The event the policy sends in the machine's current state; null once the fight is over. */
export function policyEvent(d: Driver, rng: MutableRngState, policy: FightPolicy): GroundCombatEvent | null {
  const fight = d.fight;
  const request = d.snap.context.diceRequest;
  if (d.snap.hasTag(AWAITING_DICE) && request !== null) {
    const sides = request.groups[0]?.spec.die === 'd20' ? 20 : 6;
    const face = rollDieInPlace(rng, sides);
    return { type: 'dice.answer', requestId: request.id, faces: [[face]], source: 'script' };
  }
  if (d.snap.matches({ spawning: 'reaction' })) return { type: 'reaction.skip' };
  if (d.snap.matches({ initiative: 'cover' })) return { type: 'initiative.roll' };
  if (d.snap.matches({ turn: 'oxygenShort' })) return faintDecision(fight);
  if (d.snap.matches({ turn: { crew: 'picking' } })) {
    const id = crewToActivate(fight);
    return id === null ? null : { type: 'crew.activate', crewId: id };
  }
  if (acting(d, ACTING.choosing)) {
    const decision = escapeDecision(fight, policy) ?? crewActionDecision(fight);
    if (decision === null) throw new NoActionLeft(fight.activation?.crewId ?? '?');
    return decision;
  }
  if (acting(d, ACTING.reroll)) return { type: 'attack.reroll' };
  if (acting(d, ACTING.psi)) return { type: 'psi.skip' };
  if (d.snap.matches({ turn: { enemies: 'choosingTarget' } })) return enemyTargetDecision(fight, rng);
  if (d.snap.matches({ turn: { enemies: 'shieldOffer' } })) return { type: 'psi.pass' };
  return null;
}

/** Plays on by the policy until the machine waits for something else (the spoils, or the end). */
export function playByPolicy(d: Driver, rng: MutableRngState, policy: FightPolicy, steps = 100_000): void {
  for (let n = 0; n < steps; n += 1) {
    const event = policyEvent(d, rng, policy);
    if (event === null) return;
    d.send(event);
  }
  throw new Error(`The fight did not end in ${steps} steps (${d.state}).`);
}

/** Plays on by the policy while `going` holds (the policy's own dice and choices). */
export function playWhile(
  d: Driver,
  rng: MutableRngState,
  policy: FightPolicy,
  going: (d: Driver) => boolean,
): void {
  for (let n = 0; n < 100_000 && going(d); n += 1) {
    const event = policyEvent(d, rng, policy);
    if (event === null) return;
    d.send(event);
  }
}
