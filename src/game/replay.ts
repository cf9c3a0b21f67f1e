import { createActor } from 'xstate';
import type { Actor, AnyActorRef, AnyStateMachine, Snapshot } from 'xstate';
import type { DiceAnswerEvent, DiceRequest } from '../../machines/core/diceRequest';
import { activeLeaf, waitingDice, type TreeSnapshot } from '../../machines/core/tree';
import { validateAnswer } from '../../machines/core/validateAnswer';
import { rollSpec, seedRng } from '../rules/dice/rng';
import type { RngState } from '../rules/dice/types';
import type { DecisionEntry, DiceEntry, GameSetup, LogEntry } from './log';
import type { ModeDefinition } from './mode';
import { refusalNow } from './presenter/presenting';
import { statusOf } from './presenter/presenter';

/** An invoked machine that ended (or was stopped) while log entry `at` was applied, with its last snapshot. */
export interface EndedMachine {
  readonly at: number;
  /** The child ids that led to it. */
  readonly path: readonly string[];
  readonly snapshot: unknown;
}

/**
 * Who wrote each entry: the path of the machine that was deepest when a decision was applied (or that
 * asked for the dice), and the invoked machines that ended, with their last snapshots. Narration looks an
 * entry up by its writer, so a sub-game's entries keep their words after it has ended.
 */
export interface RunTrace {
  /** How many log entries this run has applied (from a checkpoint: counting the entries before it). */
  applied: number;
  readonly writers: (readonly string[])[];
  readonly ended: EndedMachine[];
  /** The request each dice entry answered (by entry index): the log says what each roll was for. */
  readonly rolls: (DiceRequest | undefined)[];
}

/** A running game: the live root actor (with the machines it invokes) and the state of its one random stream. */
export interface GameRun<M extends AnyStateMachine> extends RunTrace {
  readonly actor: Actor<AnyStateMachine>;
  rng: RngState;
  /** Only a type marker: which machine this run belongs to. */
  readonly machine?: M;
}

/**
 * The game as it stood after `index` log entries: the root actor's persisted snapshot (its invoked children
 * inside it) and the random stream. Undo and long replays restart from the nearest one instead of entry 0.
 */
export interface Checkpoint {
  readonly index: number;
  readonly snapshot: Snapshot<unknown>;
  readonly rng: RngState;
}

export type StepOutcome = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** The dice request the game is waiting on — in the deepest machine that waits on dice — if any. */
export function pendingDiceRequest(snapshot: TreeSnapshot): DiceRequest | null {
  return waitingDice(snapshot)?.request ?? null;
}

function rootSnapshot(run: GameRun<AnyStateMachine>): TreeSnapshot {
  return run.actor.getSnapshot() as TreeSnapshot;
}

/** The live actor at a path of child ids (the root for an empty path), or null when none stands there. */
export function actorAt(run: GameRun<AnyStateMachine>, path: readonly string[]): AnyActorRef | null {
  let actor: AnyActorRef = run.actor;
  for (const id of path) {
    const child = (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children?.[
      id
    ];
    if (child === undefined) return null;
    actor = child;
  }
  return actor;
}

/**
 * An actor whose action throws stops in an error state, and the session reads that from its snapshot
 * (`runError`). Without an error observer XState also rethrows the error later, out of any caller's reach
 * (a page error in the app, a dead worker in the fuzz harness): this observer says the error is handled.
 */
const OBSERVED_ERRORS = { error: () => undefined } as const;

export function startRun<M extends AnyStateMachine>(mode: ModeDefinition<M>, setup: GameSetup): GameRun<M> {
  const machine: AnyStateMachine = mode.machine;
  const actor = createActor(machine, { input: setup.input });
  actor.subscribe(OBSERVED_ERRORS);
  actor.start();
  return { actor, rng: seedRng(setup.seed), applied: 0, writers: [], ended: [], rolls: [] };
}

/** A run restarted from a checkpoint: the actor tree restored as it was, the stream where it was. */
export function restoreRun<M extends AnyStateMachine>(
  mode: ModeDefinition<M>,
  setup: GameSetup,
  checkpoint: Checkpoint,
  /** The trace of the run this one takes over from: its writers and ended machines before the checkpoint. */
  prior?: RunTrace,
): GameRun<M> {
  const machine: AnyStateMachine = mode.machine;
  const actor = createActor(machine, { input: setup.input, snapshot: checkpoint.snapshot });
  actor.subscribe(OBSERVED_ERRORS);
  actor.start();
  const at = checkpoint.index;
  return {
    actor,
    rng: checkpoint.rng,
    applied: at,
    writers: prior?.writers.slice(0, at) ?? [],
    ended: prior?.ended.filter((e) => e.at < at) ?? [],
    rolls: prior?.rolls.slice(0, at) ?? [],
  };
}

/** The checkpoint of a run after `index` entries. */
export function checkpointOf(run: GameRun<AnyStateMachine>, index: number): Checkpoint {
  return { index, snapshot: run.actor.getPersistedSnapshot(), rng: run.rng };
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

const pathName = (path: readonly string[]): string =>
  path.length === 0 ? 'the game itself' : path.join(' › ');

const samePath = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * Applies one logged entry to a run. A decision goes to the deepest active machine (the one the player deals
 * with), which must accept it — and where the entry names its path, it must be that machine. Dice must answer
 * the waiting request of the deepest machine waiting on dice; digital dice must be the very faces the seed
 * gives at this point of the stream, so a save whose digital dice were edited by hand is caught.
 */
export function applyEntry<M extends AnyStateMachine>(
  mode: ModeDefinition<M>,
  run: GameRun<M>,
  entry: LogEntry,
  seedless = false,
): StepOutcome {
  const running = runningChildren(run);
  const applied =
    entry.kind === 'dice'
      ? applyDice(run, entry, seedless)
      : applyDecision(mode, run, entry.event, entry.path);
  if (!applied.ok) return applied;
  // The trace: who wrote this entry, and which of the machines that were running ended on it.
  const at = run.applied;
  run.writers[at] = applied.writer;
  if (applied.request !== undefined) run.rolls[at] = applied.request;
  for (const child of running) {
    const snapshot: unknown = child.ref.getSnapshot();
    if (statusOf(snapshot) !== 'active') run.ended.push({ at, path: child.path, snapshot });
  }
  run.applied = at + 1;
  return { ok: true };
}

type Applied =
  | { readonly ok: true; readonly writer: readonly string[]; readonly request?: DiceRequest }
  | { readonly ok: false; readonly reason: string };

/** The invoked machines along the active path (the root excluded: it ends with the game). */
function runningChildren(run: GameRun<AnyStateMachine>): { path: readonly string[]; ref: AnyActorRef }[] {
  const { path } = activeLeaf(rootSnapshot(run));
  const out: { path: readonly string[]; ref: AnyActorRef }[] = [];
  for (let depth = 1; depth <= path.length; depth++) {
    const at = path.slice(0, depth);
    const ref = actorAt(run, at);
    if (ref !== null) out.push({ path: at, ref });
  }
  return out;
}

function applyDecision(
  mode: ModeDefinition,
  run: GameRun<AnyStateMachine>,
  event: DecisionEntry['event'],
  path: readonly string[] | undefined,
): Applied {
  const leaf = activeLeaf(rootSnapshot(run));
  if (path !== undefined && !samePath(path, leaf.path)) {
    return {
      ok: false,
      reason: `This decision was taken in ${pathName(path)}, but the game now waits in ${pathName(leaf.path)}.`,
    };
  }
  if (!leaf.snapshot.can(event)) return { ok: false, reason: refusalNow(mode, rootSnapshot(run), event) };
  actorAt(run, leaf.path)?.send(event);
  return failed(run) ?? { ok: true, writer: leaf.path };
}

/**
 * Saves made while a crawl mirrored its fight logged the fight's requests as `fight-K/gc-N`; the fight now runs
 * as an invoked machine that names its own requests `gc-N`. The old prefix is accepted for the same request.
 */
function answeredId(entry: DiceEntry, request: DiceRequest): string {
  return entry.requestId.endsWith(`/${request.id}`) ? request.id : entry.requestId;
}

/**
 * `seedless`: the run does not hold the game's seed (a client of an online table, where the room alone rolls):
 * digital faces are taken as logged, since the room checked them against the seed when it rolled them.
 */
function applyDice(run: GameRun<AnyStateMachine>, entry: DiceEntry, seedless: boolean): Applied {
  const waiting = waitingDice(rootSnapshot(run));
  const request = waiting?.request ?? null;
  const requestId = request === null ? entry.requestId : answeredId(entry, request);
  const problem = validateAnswer(request, { requestId, faces: entry.faces });
  if (problem !== null || waiting === null) return { ok: false, reason: problem ?? 'No roll is waiting.' };
  if (entry.path !== undefined && !samePath(entry.path, waiting.path)) {
    return {
      ok: false,
      reason: `These dice were thrown for ${pathName(entry.path)}, but the roll waiting is in ${pathName(waiting.path)}.`,
    };
  }
  if (entry.source === 'digital' && !seedless) {
    const expected = rollDigital(run, waiting.request);
    if (JSON.stringify(expected) !== JSON.stringify(entry.faces)) {
      return {
        ok: false,
        reason: `The digital dice logged for ${waiting.request.id} (${JSON.stringify(entry.faces)}) are not what the seed rolls there (${JSON.stringify(expected)}).`,
      };
    }
  }
  const answer: DiceAnswerEvent = {
    type: 'dice.answer',
    requestId,
    faces: entry.faces,
    source: entry.source,
  };
  actorAt(run, waiting.path)?.send(answer);
  return failed(run) ?? { ok: true, writer: waiting.path, request: waiting.request };
}

/** A machine whose action threw is stopped in an error state (and so is its parent): say so. */
function failed(run: GameRun<AnyStateMachine>): { readonly ok: false; readonly reason: string } | null {
  const snapshot = run.actor.getSnapshot() as { status: string; error?: unknown };
  if (snapshot.status !== 'error') return null;
  return { ok: false, reason: `The game stopped on an internal error: ${String(snapshot.error)}` };
}

export type ReplayOutcome<M extends AnyStateMachine> =
  | { readonly ok: true; readonly run: GameRun<M>; readonly checkpoints: readonly Checkpoint[] }
  | { readonly ok: false; readonly index: number; readonly reason: string };

/** How many entries lie between two checkpoints: undo replays at most this many. */
export const CHECKPOINT_EVERY = 256;

/**
 * State = replay(set-up, log). Starts from the latest checkpoint at or before the log's end (or from the
 * set-up), keeps a checkpoint every `CHECKPOINT_EVERY` entries, and stops at the first entry that does not
 * fit, saying which and why. The checkpoints passed in must come from this same log.
 */
export function replay<M extends AnyStateMachine>(
  mode: ModeDefinition<M>,
  setup: GameSetup,
  log: readonly LogEntry[],
  checkpoints: readonly Checkpoint[] = [],
  seedless = false,
  /** The trace of an earlier run of this same log (undo, rewind): kept for the entries before the checkpoint. */
  prior?: RunTrace,
): ReplayOutcome<M> {
  const kept = checkpoints.filter((c) => c.index <= log.length);
  const from = kept[kept.length - 1];
  const run = from === undefined ? startRun(mode, setup) : restoreRun(mode, setup, from, prior);
  const made = [...kept];
  for (let index = from?.index ?? 0; index < log.length; index++) {
    const entry = log[index];
    if (entry === undefined) break;
    const outcome = applyEntry(mode, run, entry, seedless);
    if (!outcome.ok) {
      run.actor.stop();
      return { ok: false, index, reason: outcome.reason };
    }
    if ((index + 1) % CHECKPOINT_EVERY === 0) made.push(checkpointOf(run, index + 1));
  }
  return { ok: true, run, checkpoints: made };
}
