import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import type { FringeDecision } from '../../src/rules/fringe/decisions';
import { owed, refusal } from '../../src/rules/fringe/engine';
import { testSetup, type TestBattle } from '../../src/rules/fringe/testkit';
import type { Battle, BattleSetup } from '../../src/rules/fringe/types';
import { currentPrompt } from '../core/meta';
import { fringeBattleMachine } from './battle.machine';
import type { FringeBattleEvent } from './battle.types';

/**
 * The rules tests' driver of a Fringe battle: every decision and every roll goes through the battle
 * machine (machines/fringe/battle.machine.ts), which alone decides what comes next — the tests never play
 * the phases themselves. The tests hold plain `Battle` values (b = act(b, …)); each one the machine
 * produced is kept with the machine's snapshot it came from, so a test may go on from any of them, and a
 * battle a test edited by hand (a figure Stunned) goes on from the state of the chart it was edited in.
 */

type Snap = SnapshotFrom<typeof fringeBattleMachine>;
type BattleActor = Actor<typeof fringeBattleMachine>;

/** The machine's snapshot each battle a test holds came from. */
const produced = new WeakMap<Battle, Snap>();
/** The last battle the machine produced holding each part (its fighters, its stage, its journal …). */
const byPart = new WeakMap<object, Battle>();
/** The running machine each battle came from (it goes on from there while it still stands there). */
const running = new WeakMap<Battle, BattleActor>();

function keep(actor: BattleActor): Battle {
  const snapshot = actor.getSnapshot();
  if (snapshot.status === 'error') throw new Error(`The battle machine stopped: ${String(snapshot.error)}`);
  const b = snapshot.context.battle;
  produced.set(b, snapshot);
  running.set(b, actor);
  for (const part of partsOf(b)) byPart.set(part, b);
  return b;
}

/** The battle's parts that are objects (a spread copy shares the ones it did not change). */
function partsOf(b: Battle): object[] {
  return Object.values(b as unknown as Record<string, unknown>).filter(
    (part): part is object => typeof part === 'object' && part !== null,
  );
}

/** How many of the battle's parts are the very same objects (a spread copy shares all it did not change). */
function shared(a: Battle, b: Battle): number {
  return (Object.keys(a) as (keyof Battle)[]).filter((key) => a[key] === b[key]).length;
}

function snapshotOf(b: Battle): Snap {
  const known = produced.get(b);
  if (known !== undefined) return known;
  // Edited by hand (`{ ...b, fighters: … }`): it stands where the battle it was spread from stood in the
  // chart — of the battles holding its parts, the one it shares the most with; the edited battle is the
  // machine's context there.
  let from: Battle | null = null;
  for (const part of partsOf(b)) {
    const c = byPart.get(part);
    if (c !== undefined && (from === null || shared(b, c) > shared(b, from))) from = c;
  }
  const source = from === null ? undefined : produced.get(from);
  if (source === undefined)
    throw new Error('This battle was not started by the battle machine (startBattle).');
  return fringeBattleMachine.resolveState({ value: source.value, context: { ...source.context, battle: b } });
}

/** One event sent to the machine standing where `b` stands; fails loudly when its state refuses it. */
function send(b: Battle, event: FringeBattleEvent): Battle {
  const before = snapshotOf(b);
  if (!before.can(event)) {
    const why = event.type === 'dice.answer' ? null : refusal(b, event);
    const here = currentPrompt(before);
    throw new Error(
      `The battle machine refuses ${event.type} in ${JSON.stringify(before.value)}: ${why ?? here?.prompt ?? 'not now'}`,
    );
  }
  const standing = running.get(b);
  // The machine that produced the battle goes on if it still stands there; else one from its snapshot (the
  // input only types the actor: a snapshot given, the machine starts from it).
  const actor =
    standing !== undefined && standing.getSnapshot() === before
      ? standing
      : createActor(fringeBattleMachine, { input: b.setup, snapshot: before }).start();
  actor.send(event);
  return keep(actor);
}

/** A battle at its start, as the machine opens it (on to its first roll or decision). */
export function startBattle(setup: BattleSetup): Battle {
  return keep(createActor(fringeBattleMachine, { input: setup }).start());
}

/** A decision, sent to the machine (which goes on to the next roll or decision). */
export function decide(b: Battle, d: FringeDecision): Battle {
  return send(b, d);
}

/** A roll's faces, answering the machine's dice request. */
export function answer(b: Battle, faces: readonly (readonly number[])[]): Battle {
  const request = snapshotOf(b).context.diceRequest;
  if (request === null) throw new Error(`No roll is asked for (owed: ${JSON.stringify(owed(b))}).`);
  return send(b, { type: 'dice.answer', requestId: request.id, faces, source: 'manual' });
}

/** A battle past its set-up: the initiative rolled (`initiative` faces; hot-seat needs two groups). */
export function battle(t: TestBattle, initiative: readonly (readonly number[])[] = [[1], [1]]): Battle {
  let b = startBattle(testSetup(t));
  if (owed(b).kind === 'roll') {
    b = answer(b, (t.play ?? 'hot-seat') === 'solo' ? initiative.slice(0, 1) : initiative);
    // A failed initiative roll may be re-rolled with a story point: tests let it stand.
    if (b.review !== null) b = decide(b, { type: 'roll.accept' });
  }
  return b;
}

/** Decide, failing the test with the refusal if the rules refuse. */
export function act(b: Battle, d: FringeDecision): Battle {
  const why = refusal(b, d);
  if (why !== null) throw new Error(`Refused ${d.type}: ${why}`);
  return decide(b, d);
}

/** Answer the roll owed now, failing if none is. */
export function roll(b: Battle, ...faces: number[][]): Battle {
  const o = owed(b);
  if (o.kind !== 'roll') throw new Error(`No roll owed (owed: ${JSON.stringify(o)}).`);
  return answer(b, faces);
}

/** The roll owed now, or fail. */
export function need(b: Battle) {
  const o = owed(b);
  if (o.kind !== 'roll') throw new Error(`No roll owed (owed: ${JSON.stringify(o)}).`);
  return o.need;
}

/** End activations until it is `id`'s turn (each figure in between just ends). */
export function until(b: Battle, id: string): Battle {
  let next = b;
  for (let i = 0; i < 40; i++) {
    if (next.stage.kind !== 'round' || next.stage.activation === null) throw new Error('not in a round');
    const now = next.stage.activation.figureId;
    if (now === id) return next;
    next = act(next, { type: 'figure.end', figureId: now });
  }
  throw new Error(`never reached ${id}`);
}
