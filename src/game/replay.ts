import { createActor } from 'xstate';
import type { Actor, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { AWAITING_DICE } from '../../machines/core/diceRequest';
import type { DiceAnswerEvent, DiceRequest } from '../../machines/core/diceRequest';
import { validateAnswer } from '../../machines/core/validateAnswer';
import { rollSpec, seedRng } from '../rules/dice/rng';
import type { RngState } from '../rules/dice/types';
import type { DiceEntry, GameSetup, LogEntry } from './log';
import type { ModeDefinition } from './mode';

/** A running game: the live root actor and the state of its one random stream. */
export interface GameRun<M extends AnyStateMachine> {
  readonly actor: Actor<AnyStateMachine>;
  rng: RngState;
  /** Only a type marker: which machine this run belongs to. */
  readonly machine?: M;
}

export type StepOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: string };

interface RequestCarrier {
  readonly context: unknown;
  hasTag(tag: string): boolean;
}

/** The dice request the snapshot is waiting on, if any (the protocol of machines/core). */
export function pendingDiceRequest(snapshot: RequestCarrier): DiceRequest | null {
  if (!snapshot.hasTag(AWAITING_DICE)) return null;
  const context = snapshot.context as { diceRequest?: DiceRequest | null } | null;
  return context?.diceRequest ?? null;
}

export function startRun<M extends AnyStateMachine>(mode: ModeDefinition<M>, setup: GameSetup): GameRun<M> {
  const machine: AnyStateMachine = mode.machine;
  const actor = createActor(machine, { input: setup.input });
  actor.start();
  return { actor, rng: seedRng(setup.seed) };
}

/** Rolls the waiting request from the run's random stream: the faces a digital answer will carry. */
export function rollDigital(run: GameRun<AnyStateMachine>, request: DiceRequest): number[][] {
  const faces: number[][] = [];
  let rng = run.rng;
  for (const group of request.groups) {
    const rolled = rollSpec(rng, group.spec);
    faces.push(rolled.faces);
    rng = rolled.state;
  }
  run.rng = rng;
  return faces;
}

/**
 * Applies one logged entry to a run. Decisions must be accepted by the snapshot; dice must answer the
 * waiting request; digital dice must be the very faces the seed gives at this point of the stream, so a save
 * whose digital dice were edited by hand is caught.
 */
export function applyEntry<M extends AnyStateMachine>(
  mode: ModeDefinition<M>,
  run: GameRun<M>,
  entry: LogEntry,
): StepOutcome {
  const snapshot = run.actor.getSnapshot() as AnyMachineSnapshot;
  if (entry.kind === 'decision') {
    if (!snapshot.can(entry.event)) {
      return { ok: false, reason: mode.explainRefusal(snapshot as never, entry.event as never) };
    }
    run.actor.send(entry.event);
    return failed(run) ?? { ok: true };
  }
  return applyDice(run, entry);
}

function applyDice(run: GameRun<AnyStateMachine>, entry: DiceEntry): StepOutcome {
  const request = pendingDiceRequest(run.actor.getSnapshot());
  const problem = validateAnswer(request, entry);
  if (problem !== null || request === null) return { ok: false, reason: problem ?? 'No roll is waiting.' };
  if (entry.source === 'digital') {
    const expected = rollDigital(run, request);
    if (JSON.stringify(expected) !== JSON.stringify(entry.faces)) {
      return {
        ok: false,
        reason: `The digital dice logged for ${request.id} (${JSON.stringify(entry.faces)}) are not what the seed rolls there (${JSON.stringify(expected)}).`,
      };
    }
  }
  const answer: DiceAnswerEvent = {
    type: 'dice.answer',
    requestId: entry.requestId,
    faces: entry.faces,
    source: entry.source,
  };
  run.actor.send(answer);
  return failed(run) ?? { ok: true };
}

/** A machine whose action threw is stopped in an error state: say so instead of carrying on. */
function failed(run: GameRun<AnyStateMachine>): StepOutcome | null {
  const snapshot = run.actor.getSnapshot() as { status: string; error?: unknown };
  if (snapshot.status !== 'error') return null;
  return { ok: false, reason: `The game stopped on an internal error: ${String(snapshot.error)}` };
}

export type ReplayOutcome<M extends AnyStateMachine> =
  | { readonly ok: true; readonly run: GameRun<M> }
  | { readonly ok: false; readonly index: number; readonly reason: string };

/** State = replay(set-up, log). Stops at the first entry that does not fit and says which and why. */
export function replay<M extends AnyStateMachine>(
  mode: ModeDefinition<M>,
  setup: GameSetup,
  log: readonly LogEntry[],
): ReplayOutcome<M> {
  const run = startRun(mode, setup);
  for (const [index, entry] of log.entries()) {
    const outcome = applyEntry(mode, run, entry);
    if (!outcome.ok) {
      run.actor.stop();
      return { ok: false, index, reason: outcome.reason };
    }
  }
  return { ok: true, run };
}
