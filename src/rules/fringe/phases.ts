/**
 * The questions and steps of the Fringe battle's phases, one rule each, for the battle machine's named
 * guards and actions (machines/fringe/battle.machine.ts). The machine is the sequence; these only answer
 * "is this so now?" or make one change.
 *
 * Reading (the phases, fringe.battle-round): the notes name the Seize the Initiative roll and say Reactions
 * decides when a figure acts, but give no round sequence. The project's reading, in order: before the battle
 * a Duplicator may copy an item, a Snooper Bot may go out ahead, then Seize the Initiative is rolled; each
 * battle round every figure acts once in Reactions order (round.ts); the end phase starts the next round or,
 * after the battle's last round, ends it. The battle also ends at once when a side has no figure left or
 * leaves (round.ts).
 */
import { say } from './journal';
import { fighter, ruledSide } from './lookup';
import { needOf } from './needs';
import { duplicatorHolders, snooperHolders } from './refusal';
import { beginRound, endBattle, nextActivation, roundDone } from './round';
import type { Battle, Step } from './types';

/** The kinds of queued step that ask for dice. */
export type RollKind = Extract<
  Step['kind'],
  'initiative' | 'snooper' | 'endanger' | 'shot' | 'hit' | 'save' | 'luck' | 'brawl' | 'brawlPick'
>;

/** The battle is over (a side won, left, was wiped out, or the last round was played). */
export function battleOver(b: Battle): boolean {
  return b.stage.kind === 'over';
}

/** A roll that went against a player waits for its review (Fringe: Story points; Lucky shot!). */
export function reviewOwed(b: Battle): boolean {
  return b.review !== null;
}

/** A brawl's winner may move 2" (Fringe: Brawling). */
export function winnerMoveOwed(b: Battle): boolean {
  return b.winnerMove !== null;
}

/** The queue's head is a step of this kind that asks for dice now. */
export function rollOwed(b: Battle, kind: RollKind): boolean {
  const head = b.queue[0];
  return head !== undefined && head.kind === kind && needOf(b, head) !== null;
}

/** Before the battle: a figure of a player's crew still carries a Duplicator (Fringe: Duplicator). */
export function duplicatorOffered(b: Battle): boolean {
  return duplicatorHolders(b).length > 0;
}

/** Before the battle: the crew may send a Snooper Bot ahead (Fringe: Snooper Bot). */
export function snooperOffered(b: Battle): boolean {
  return snooperHolders(b).length > 0;
}

/** Round 1 has begun (the Seize the Initiative roll orders it). */
export function roundBegun(b: Battle): boolean {
  return b.stage.kind === 'round';
}

/** The figure acting now has ended its activation. */
export function activationEnded(b: Battle): boolean {
  return b.stage.kind === 'round' && b.stage.activation === null;
}

/** The figure acting now belongs to a side the enemy behaviour plays (solo). */
export function enemyActs(b: Battle): boolean {
  const id = b.stage.kind === 'round' ? b.stage.activation?.figureId : undefined;
  const f = id === undefined ? undefined : fighter(b, id);
  return f !== undefined && ruledSide(b, f.side);
}

/** No figure is left to act this round (every one in the order has acted or is off the table). */
export { roundDone };

/**
 * The battle's last round has been played (Reading (fringe.battle-end): the battle ends after its last
 * round).
 */
export function lastRoundPlayed(b: Battle): boolean {
  return b.round >= b.setup.battle.rounds;
}

/** The Duplicator is passed over: on to the Snooper Bot. */
export function passDuplicator(b: Battle): Battle {
  return { ...b, stage: { kind: 'setup', step: 'snooper' } };
}

/** The Snooper Bot is passed over (or none is offered): on to Seize the Initiative. */
export function toInitiative(b: Battle): Battle {
  return { ...b, stage: { kind: 'setup', step: 'initiative' }, queue: [{ kind: 'initiative' }] };
}

/** A negated Seize the Initiative roll passes straight on: nobody seized it, round 1 begins. */
export function initiativeNegated(b: Battle): Battle {
  return beginRound(say(b, { kind: 'initiative', totals: [], target: null, seized: null }));
}

/** The next figure in this round's order begins its activation. */
export function activateNext(b: Battle): Battle {
  return nextActivation(b);
}

/** The end phase: the next round begins, in Reactions order. */
export function nextRound(b: Battle): Battle {
  return beginRound(b);
}

/** The end phase after the battle's last round: the battle ends on time. */
export function endOnTime(b: Battle): Battle {
  return endBattle(b, { kind: 'time' });
}
