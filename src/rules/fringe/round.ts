/**
 * The battle round: who acts when, an activation's start and end, and when the battle is over.
 *
 * Reading (the round order, fringe.battle-round): the notes say Reactions decides when a character acts but
 * give no sequence. Every round each figure on the table acts once, one at a time, highest Reactions first.
 * Ties go to the side that Seized the Initiative, else to the crew (side a), then to the order the crews list
 * their members. In round 1 the side that Seized the Initiative acts with all its figures before the other
 * side.
 * Reading (Stunned, fringe.stunned): a figure loses one Stun marker at the end of each activation it began
 * Stunned — the activation the marker limited ("the next time they act"). A marker gained during its own
 * activation (a jump's hit, a brawl) stays for its next one.
 * Reading (the end, fringe.battle-end): the battle ends when one side has no figure on the table (the other
 * wins), when both have none, when a side leaves ("It's time to go!") or after the battle's last round.
 */
import { say } from './journal';
import { mustFighter, onTable, standing, withFighter } from './lookup';
import type { Activation, Battle, Fighter, Outcome, Side } from './types';

/** A fresh activation of a figure. */
export function freshActivation(f: Fighter): Activation {
  return {
    figureId: f.id,
    stunned: f.stun > 0,
    moved: false,
    dashed: false,
    acted: false,
    aimed: false,
    roundOver: false,
    refused: [],
  };
}

/** This round's order of activations, by the reading above. */
export function activationOrder(b: Battle, round: number): string[] {
  const first: Side = b.seized ?? 'a';
  const position = new Map(b.fighters.map((f, i) => [f.id, i]));
  const live = standing(b);
  return live
    .slice()
    .sort((x, y) => {
      if (round === 1 && b.seized !== null && x.side !== y.side) return x.side === b.seized ? -1 : 1;
      if (x.reactions !== y.reactions) return y.reactions - x.reactions;
      if (x.side !== y.side) return x.side === first ? -1 : 1;
      return (position.get(x.id) ?? 0) - (position.get(y.id) ?? 0);
    })
    .map((f) => f.id);
}

/** Start the next round, its figures in Reactions order (the end phase asks first whether one is left). */
export function beginRound(b: Battle): Battle {
  const round = b.round + 1;
  const order = activationOrder(b, round);
  return say(
    { ...b, round, stage: { kind: 'round', order, index: 0, activation: null } },
    { kind: 'round', round, order },
  );
}

/** The index in this round's order of the next figure still on the table to act, or null when none is. */
function nextInOrder(b: Battle): number | null {
  if (b.stage.kind !== 'round') return null;
  for (let index = b.stage.index; index < b.stage.order.length; index++) {
    const id = b.stage.order[index];
    const f = id === undefined ? undefined : b.fighters.find((x) => x.id === id);
    if (f !== undefined && onTable(f)) return index;
  }
  return null;
}

/** Every figure of this round's order has acted or is off the table. */
export function roundDone(b: Battle): boolean {
  return nextInOrder(b) === null;
}

/** Give the next figure in the order its activation (skipping those taken out). */
export function nextActivation(b: Battle): Battle {
  const index = nextInOrder(b);
  if (b.stage.kind !== 'round' || index === null) return b;
  const f = mustFighter(b, b.stage.order[index] ?? '');
  const activation = freshActivation(f);
  return say(
    { ...b, stage: { ...b.stage, index, activation } },
    { kind: 'activate', figureId: f.id, stunned: activation.stunned },
  );
}

/** End the activation running now: one Stun marker comes off if it began Stunned (reading), and the order moves on. */
export function endActivation(b: Battle): Battle {
  if (b.stage.kind !== 'round' || b.stage.activation === null) return b;
  const id = b.stage.activation.figureId;
  const began = b.stage.activation.stunned;
  const f = mustFighter(b, id);
  let next = say(b, { kind: 'endActivation', figureId: id });
  if (began && onTable(f) && f.stun > 0) next = withFighter(next, id, (x) => ({ ...x, stun: x.stun - 1 }));
  if (next.stage.kind !== 'round') return next;
  return { ...next, stage: { ...next.stage, index: next.stage.index + 1, activation: null } };
}

export function endBattle(b: Battle, outcome: Outcome): Battle {
  return say(
    { ...b, stage: { kind: 'over', outcome }, queue: [], review: null, winnerMove: null },
    {
      kind: 'over',
      outcome,
    },
  );
}

/** The outcome if one side has no figure left on the table, else null. */
export function wipedOut(b: Battle): Outcome | null {
  const a = standing(b, 'a').length;
  const z = standing(b, 'b').length;
  if (a > 0 && z > 0) return null;
  if (a === 0 && z === 0) return { kind: 'wiped' };
  return { kind: 'won', side: a > 0 ? 'a' : 'b' };
}
