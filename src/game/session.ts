import type { AnyStateMachine, EventFromLogic, Snapshot, SnapshotFrom } from 'xstate';
import type { DiceRequest, DiceSource } from '../../machines/core/diceRequest';
import { activeLeaf, snapshotAt, waitingDice, type TreeSnapshot } from '../../machines/core/tree';
import { validateAnswer } from '../../machines/core/validateAnswer';
import type { DecisionEntry, DiceEntry, GameSetup, LogEntry } from './log';
import { lastDecisionIndex } from './log';
import type { Choice, ModeDefinition } from './mode';
import type { DecisionEvent, TypedPresenter } from './presenter/presenter';
import { choicesNow, narrateLog, presentedLeaf, refusalNow, stepChanges } from './presenter/presenting';
import type { TallyChange } from './tally';
import type { GameSnapshot } from './gameSnapshot';
import type { Checkpoint, GameRun, StepOutcome } from './replay';
import { applyEntry, CHECKPOINT_EVERY, checkpointOf, replay, rollDigital, startRun } from './replay';

/**
 * Where a game continues from when it is not its set-up: a snapshot of a game saved under older rules whose
 * log no longer replays (loadGame.ts). The log replays on top of it; undo stops at it.
 */
export interface SessionBase {
  /** The rules version the snapshot was taken under. */
  readonly rulesVersion: number;
  readonly snapshot: GameSnapshot;
  /** The same game as XState restores it, at log index 0. */
  readonly checkpoint: Checkpoint;
}

/** A log played under older rules that no longer replays: kept to read, never replayed. */
export interface SessionHistory {
  readonly rulesVersion: number;
  readonly events: readonly LogEntry[];
  readonly lines: readonly string[];
}

export type DiceMode = 'digital' | 'manual';

/**
 * A script that steers a game (a rules demo): it may turn down a decision that is not the one asked for,
 * and answers rolls with scripted faces before the dice mode is asked. Both go through the usual paths:
 * a turned-down decision is a refusal, scripted faces are a dice answer logged with the source 'script'.
 */
export interface SessionDirector {
  /** Why this decision is not the one the script wants now (shown as the refusal), or null to let it through. */
  vet(event: DecisionEntry['event']): string | null;
  /** The scripted faces of the roll now waiting, or null to leave it to the dice mode. */
  faces(request: DiceRequest): readonly (readonly number[])[] | null;
}

type Listener = () => void;

interface StepStart<M extends AnyStateMachine> {
  readonly root: SnapshotFrom<M>;
  readonly playing: { readonly path: readonly string[]; readonly snapshot: unknown };
}

/**
 * Where the decisions of a game played at an online table go: to the room, which judges them and sends back
 * the entries it logged (`receive`) or a refusal. The session then holds no seed and never rolls.
 */
export interface SessionRemote {
  decide(event: DecisionEntry['event']): void;
  dice(faces: readonly (readonly number[])[]): void;
  askUndo(): void;
}

/** A session continued from a snapshot (`base`) and carrying older logs (`history`). */
export interface ContinuedFrom {
  readonly base?: SessionBase | null;
  readonly history?: readonly SessionHistory[];
}

/** A roll the last step made: the request as the machine asked it (purpose, modifiers, target) and the faces. */
export interface StepRoll {
  readonly request: DiceRequest;
  readonly faces: readonly (readonly number[])[];
  readonly source: DiceSource;
}

/**
 * The last step taken in this session (a decision, or dice typed in) and the rolls it led to, with the
 * root snapshot from before it, so a panel can say what changed. Only live steps have one: after an undo,
 * a redo or a load there is none until the next step.
 */
export interface LastStep<M extends AnyStateMachine> {
  /** The session's revision once the step was done. */
  readonly revision: number;
  readonly before: SnapshotFrom<M>;
  /** The machine that was playing when the step began (the deepest active one) and its snapshot then. */
  readonly playing: { readonly path: readonly string[]; readonly snapshot: unknown };
  /** Index of the step's first log entry: the entries from here on are the step's. */
  readonly from: number;
  readonly rolls: readonly StepRoll[];
}

/**
 * One game in progress: its set-up, its log and the live actor tree the log produced. Every decision enters
 * through `send`, every die through `answerDice`; both go to the deepest active machine of the tree (a fight
 * inside a crawl, a boarding inside a space combat) and are logged with its path before anyone is told. Undo
 * replays the log without its last decision, from the nearest checkpoint; redo puts the undone entries back
 * exactly as they were, dice included.
 */
export class Session<M extends AnyStateMachine = AnyStateMachine> {
  readonly mode: ModeDefinition<M>;
  readonly setup: GameSetup;
  private run: GameRun<M>;
  private entries: LogEntry[];
  private undone: LogEntry[][] = [];
  /** Persisted snapshots every CHECKPOINT_EVERY entries, oldest first (all from this log). */
  private checkpoints: Checkpoint[];
  private listeners = new Set<Listener>();
  private version = 0;
  private diceModeValue: DiceMode;
  private lastStepValue: LastStep<M> | null = null;
  /** Rolls made since the step began (filled by answerWaitingDice and answerDice). */
  private stepRolls: StepRoll[] = [];
  private director: SessionDirector | null = null;
  private remote: SessionRemote | null = null;
  /** A mirror of an online table: its digital dice are taken as the room logged them (replay.ts). */
  private seedless = false;
  /** The snapshot the game continues from instead of its set-up, or null. */
  readonly base: SessionBase | null;
  /** Older logs kept to read (oldest first). */
  readonly history: readonly SessionHistory[];

  private constructor(
    mode: ModeDefinition<M>,
    setup: GameSetup,
    run: GameRun<M>,
    log: LogEntry[],
    diceMode: DiceMode,
    checkpoints: readonly Checkpoint[] = [],
    continued: ContinuedFrom = {},
  ) {
    this.mode = mode;
    this.setup = setup;
    this.run = run;
    this.entries = log;
    this.diceModeValue = diceMode;
    this.base = continued.base ?? null;
    this.history = continued.history ?? [];
    // The base stands at index 0 and is never dropped, so every replay (undo, rewind, recovery) starts there.
    const base = this.base?.checkpoint;
    this.checkpoints =
      base === undefined || checkpoints.includes(base) ? [...checkpoints] : [base, ...checkpoints];
  }

  static start<M extends AnyStateMachine>(
    mode: ModeDefinition<M>,
    setup: GameSetup,
    diceMode: DiceMode,
    director: SessionDirector | null = null,
  ): Session<M> {
    const session = new Session(mode, setup, startRun(mode, setup), [], diceMode);
    session.director = director;
    session.answerWaitingDice();
    return session;
  }

  /** Rebuilds a session from a log; refuses (with the entry and the reason) when the log does not replay. */
  static resume<M extends AnyStateMachine>(
    mode: ModeDefinition<M>,
    setup: GameSetup,
    log: readonly LogEntry[],
    diceMode: DiceMode,
    continued: ContinuedFrom = {},
  ): { ok: true; session: Session<M> } | { ok: false; reason: string; index: number } {
    const base = continued.base?.checkpoint;
    const outcome = replay(mode, setup, log, base === undefined ? [] : [base]);
    if (!outcome.ok) {
      return {
        ok: false,
        reason: `Entry ${outcome.index + 1} of the log: ${outcome.reason}`,
        index: outcome.index,
      };
    }
    return {
      ok: true,
      session: new Session(mode, setup, outcome.run, [...log], diceMode, outcome.checkpoints, continued),
    };
  }

  /**
   * The game of an online table as a client holds it: the log replayed without the seed (the room rolled
   * its digital dice), every step sent to the room, entries applied as the room sends them.
   */
  static mirror<M extends AnyStateMachine>(
    mode: ModeDefinition<M>,
    setup: GameSetup,
    log: readonly LogEntry[],
    remote: SessionRemote,
    continued: ContinuedFrom = {},
  ): { ok: true; session: Session<M> } | { ok: false; reason: string } {
    const base = continued.base?.checkpoint;
    const outcome = replay(mode, setup, log, base === undefined ? [] : [base], true);
    if (!outcome.ok)
      return { ok: false, reason: `Entry ${outcome.index + 1} of the table's log: ${outcome.reason}` };
    const session = new Session(mode, setup, outcome.run, [...log], 'manual', outcome.checkpoints, continued);
    session.seedless = true;
    session.remote = remote;
    return { ok: true, session };
  }

  /** True for the game of an online table (the table keeps it; this tab only mirrors it). */
  get online(): boolean {
    return this.remote !== null;
  }

  /**
   * Entries the table logged, from log index `from`: applied through the same replay code as a save. Refused
   * when they do not follow this log (a missed message): the client then rejoins for the whole log.
   */
  receive(from: number, entries: readonly LogEntry[]): StepOutcome {
    if (from !== this.entries.length)
      return {
        ok: false,
        reason: `The table sent entries from ${from}; this screen holds ${this.entries.length}.`,
      };
    const before = this.stepStart();
    this.stepRolls = [];
    for (const entry of entries) {
      const waiting = entry.kind === 'dice' ? waitingDice(this.getSnapshot()) : null;
      const outcome = applyEntry(this.mode, this.run, entry, this.seedless);
      if (!outcome.ok) return this.recover(outcome);
      this.append(entry);
      if (entry.kind === 'dice' && waiting !== null)
        this.stepRolls.push({ request: waiting.request, faces: entry.faces, source: entry.source });
    }
    this.undone = [];
    this.stepDone(before, from);
    return { ok: true };
  }

  /**
   * Rolls the dice a loaded game is left waiting on in digital mode (a game continued from the last entry its
   * log still replays may stop before a roll), as live play would have. Logged like any digital roll.
   */
  rollWaitingDice(): void {
    const length = this.entries.length;
    this.answerWaitingDice();
    if (this.entries.length > length) this.changed();
  }

  /** The narrated lines of the older logs, oldest first (shown above the live log, read only). */
  historyLines(): readonly string[] {
    return this.history.flatMap((h) => h.lines);
  }

  /** How many history lines there are. */
  get historyLength(): number {
    return this.history.reduce((n, h) => n + h.lines.length, 0);
  }

  get log(): readonly LogEntry[] {
    return this.entries;
  }

  get diceMode(): DiceMode {
    return this.diceModeValue;
  }

  /** Bumps on every change; lets React's useSyncExternalStore tell one state from the next. */
  get revision(): number {
    return this.version;
  }

  /** The root machine's snapshot (its invoked children hang from `children`). */
  getSnapshot(): SnapshotFrom<M> {
    return this.run.actor.getSnapshot() as SnapshotFrom<M>;
  }

  /** Whether the game has ended: its root machine reached a final state (the game-over panel shows). */
  get over(): boolean {
    return this.run.actor.getSnapshot().status === 'done';
  }

  /** The root actor's persisted snapshot (its invoked children inside), as a checkpoint keeps it. */
  persisted(): Snapshot<unknown> {
    return this.run.actor.getPersistedSnapshot();
  }

  /** The deepest active machine — the one the player deals with now — and the child ids leading to it. */
  active(): { readonly snapshot: TreeSnapshot; readonly path: readonly string[] } {
    return activeLeaf(this.getSnapshot());
  }

  /**
   * The choices the deepest active machine offers now and accepts, from its own presenter (looked up by its
   * machine id), with its parents around it.
   */
  choices(): readonly Choice<DecisionEvent>[] {
    return choicesNow(this.mode, this.getSnapshot());
  }

  /**
   * The choices of the machine a panel shows, typed on it, while that machine is the one playing (a crawl's
   * fight panel asks the ground combat's presenter); null while another machine plays.
   */
  choicesOf<C extends AnyStateMachine>(
    presenter: TypedPresenter<C>,
  ): readonly Choice<EventFromLogic<C>>[] | null {
    const leaf = presentedLeaf(this.mode, this.getSnapshot());
    return presenter.choicesOf(leaf.snapshot, leaf.around)?.filter((c) => leaf.snapshot.can(c.event)) ?? null;
  }

  /** Why the deepest active machine would not take this decision, in its presenter's words. */
  explainRefusal(event: DecisionEvent): string {
    return refusalNow(this.mode, this.getSnapshot(), event);
  }

  /**
   * What the last step changed, in the words of the machine that was playing when it began (its tally
   * before and after; its last snapshot if the step ended it). Empty when there is no last step.
   */
  stepChanges(): TallyChange[] {
    const step = this.lastStepValue;
    if (step === null) return [];
    const { path } = step.playing;
    const ended = this.run.ended.find((e) => e.at >= step.from && samePath(e.path, path));
    const after = ended?.snapshot ?? snapshotAt(this.getSnapshot(), path);
    return stepChanges(this.mode, step.playing, after, this.getSnapshot());
  }

  /** The last live step and the rolls it made; null after an undo, a redo or a load. */
  get lastStep(): LastStep<M> | null {
    return this.lastStepValue;
  }

  get rng(): GameRun<M>['rng'] {
    return this.run.rng;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * A player decision, for the deepest active machine (a root event, or one of an invoked child's: a crawl's
   * fight takes ground-combat decisions). Refused, with the rule it breaks, when that machine does not accept it.
   */
  send(event: EventFromLogic<M> | DecisionEvent): StepOutcome {
    if ((event as { type: string }).type === 'dice.answer') {
      return { ok: false, reason: 'Dice answers go through the dice tray (answerDice), not as decisions.' };
    }
    if (this.remote !== null) {
      // The table judges it (the seat, then the rules): its refusal comes back to this screen alone.
      this.remote.decide(event);
      return { ok: true };
    }
    const veto = this.director?.vet(event) ?? null;
    if (veto !== null) return { ok: false, reason: veto };
    // A decision its own save would refuse to load is refused now: the log only ever holds what loads. (One
    // the rules refuse anyway is left to them below, so the refusal names the rule it breaks.)
    // The schema first: a decision that fits it (nearly all) goes straight to the rules, which ask `can()`
    // once (applyEntry); only one that does not fit asks it here, to know which refusal to give.
    const parsed = this.mode.decisionSchema.safeParse(event);
    const unsaveable =
      parsed.success || !this.active().snapshot.can(event) ? ({ success: true } as const) : parsed;
    if (!unsaveable.success) {
      return {
        ok: false,
        reason: `This decision cannot be kept in the game's log (${(event as { type: string }).type}): ${unsaveable.error.issues[0]?.message ?? 'it does not fit'}.`,
      };
    }
    const path = this.active().path;
    const before = this.stepStart();
    const from = this.entries.length;
    const logged = event as DecisionEntry['event'];
    const entry: DecisionEntry =
      path.length === 0 ? { kind: 'decision', event: logged } : { kind: 'decision', event: logged, path };
    const outcome = applyEntry(this.mode, this.run, entry);
    if (!outcome.ok) return this.recover(outcome);
    this.append(entry);
    this.undone = [];
    this.stepRolls = [];
    this.answerWaitingDice();
    this.stepDone(before, from);
    return outcome;
  }

  /**
   * The game as a step begins: the root snapshot, and the deepest active machine's own snapshot (a child's
   * snapshot must be kept now: the root's children show the live actors, not how they stood).
   */
  private stepStart(): StepStart<M> {
    const root = this.getSnapshot();
    const playing = activeLeaf(root);
    return { root, playing: { path: playing.path, snapshot: playing.snapshot } };
  }

  /** Records the step just taken (the rolls made since it began) and tells the subscribers. */
  private stepDone(before: StepStart<M>, from: number): void {
    this.lastStepValue = {
      revision: this.version + 1,
      before: before.root,
      playing: before.playing,
      from,
      rolls: this.stepRolls,
    };
    this.stepRolls = [];
    this.changed();
  }

  /**
   * After a refusal the actor is unchanged — unless a machine action threw, which leaves the actor stopped in
   * an error state. Then the game is rebuilt from its log, so the refused step loses nothing.
   */
  private recover(outcome: StepOutcome): StepOutcome {
    if ((this.run.actor.getSnapshot() as { status: string }).status !== 'error') return outcome;
    const rebuilt = replay(this.mode, this.setup, this.entries, this.checkpoints, this.seedless, this.run);
    if (rebuilt.ok) {
      this.run = rebuilt.run;
      this.checkpoints = [...rebuilt.checkpoints];
      this.changed();
    }
    return outcome;
  }

  /** Faces typed by the player for the waiting request (manual dice), or scripted by a test. */
  answerDice(faces: readonly (readonly number[])[], source: DiceSource = 'manual'): StepOutcome {
    const waiting = waitingDice(this.getSnapshot());
    if (waiting === null) return { ok: false, reason: 'No roll is waiting for dice right now.' };
    if (source === 'digital') return { ok: false, reason: 'Digital dice are rolled by the session itself.' };
    if (this.remote !== null) {
      this.remote.dice(faces);
      return { ok: true };
    }
    // A copy: the caller's arrays may change later, and the log must not change with them.
    const entry = diceEntry(
      waiting.request.id,
      faces.map((group) => [...group]),
      source,
      waiting.path,
    );
    const problem = validateAnswer(waiting.request, entry);
    if (problem !== null) return { ok: false, reason: problem };
    const before = this.stepStart();
    const from = this.entries.length;
    const outcome = applyEntry(this.mode, this.run, entry);
    if (!outcome.ok) return this.recover(outcome);
    this.append(entry);
    this.undone = [];
    this.stepRolls = [{ request: waiting.request, faces: entry.faces, source }];
    this.answerWaitingDice();
    this.stepDone(before, from);
    return outcome;
  }

  setDiceMode(mode: DiceMode): void {
    // A table's dice are the table's: it rolls them, or its players type them, as it was opened.
    if (this.remote !== null) return;
    const before = this.stepStart();
    const length = this.entries.length;
    this.diceModeValue = mode;
    this.stepRolls = [];
    this.answerWaitingDice();
    // Switching to digital dice rolls what was waiting: that is a step with results of its own.
    if (this.entries.length > length) this.stepDone(before, length);
    else this.changed();
  }

  get canUndo(): boolean {
    return lastDecisionIndex(this.entries) >= 0 && this.undoRefusal === null;
  }

  /** Why the mode does not let the game be taken back now (its difficulty), or null. */
  get undoRefusal(): string | null {
    return this.mode.undoAllowed?.(this.getSnapshot()) ?? null;
  }

  /** Why the mode keeps no save slots for this game now (its difficulty), or null. */
  get saveRefusal(): string | null {
    if (this.remote !== null)
      return 'This game is played at an online table, which keeps its log: the host can take it offline as a save file.';
    return this.mode.saveAllowed?.(this.getSnapshot()) ?? null;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /** Takes back the last decision and every die rolled after it, by replaying the log without them. */
  undo(): boolean {
    const index = lastDecisionIndex(this.entries);
    if (index < 0 || this.undoRefusal !== null) return false;
    if (this.remote !== null) {
      // At a table, undo is a request the other players accept; the table then rewinds every screen.
      this.remote.askUndo();
      return false;
    }
    const kept = this.entries.slice(0, index);
    const outcome = replay(this.mode, this.setup, kept, this.checkpoints, false, this.run);
    if (!outcome.ok) return false;
    this.run.actor.stop();
    this.undone.push(this.entries.slice(index));
    this.entries = kept;
    this.run = outcome.run;
    this.checkpoints = [...outcome.checkpoints];
    this.lastStepValue = null;
    this.changed();
    return true;
  }

  /** Puts back what the last undo took, the same dice included. */
  redo(): boolean {
    const group = this.undone.pop();
    if (group === undefined) return false;
    for (const entry of group) {
      const outcome = applyEntry(this.mode, this.run, entry);
      if (!outcome.ok) break;
      this.append(entry);
    }
    this.lastStepValue = null;
    this.changed();
    return true;
  }

  /**
   * Lines of the narrated log, as the GameLog panel and the replay CLI print them: each entry in the words
   * of the machine that wrote it, even once that machine has ended.
   */
  narrate(): readonly string[] {
    return narrateLog(this.mode, this.entries, this.run, this.getSnapshot());
  }

  dispose(): void {
    this.remote = null;
    this.run.actor.stop();
    this.listeners.clear();
  }

  /** Hands the game to a script (a demo), or back to the players (null). */
  setDirector(director: SessionDirector | null): void {
    this.director = director;
  }

  /**
   * Takes the game back to its first `length` log entries by replaying them, as undo does for one decision
   * (a demo's back, restart and jump). False when the log is shorter or the prefix does not replay.
   */
  rewindTo(length: number): boolean {
    if (length === this.entries.length) return true;
    if (length < 0 || length > this.entries.length) return false;
    const kept = this.entries.slice(0, length);
    const outcome = replay(this.mode, this.setup, kept, this.checkpoints, this.seedless, this.run);
    if (!outcome.ok) return false;
    this.run.actor.stop();
    this.undone = [];
    this.entries = kept;
    this.run = outcome.run;
    this.checkpoints = [...outcome.checkpoints];
    this.lastStepValue = null;
    this.changed();
    return true;
  }

  /** The director's scripted answer to a waiting roll: applied and logged with the source 'script'. */
  private answerScripted(): boolean {
    const waiting = waitingDice(this.getSnapshot());
    if (waiting === null || this.director === null) return false;
    const faces = this.director.faces(waiting.request);
    if (faces === null) return false;
    const entry = diceEntry(
      waiting.request.id,
      faces.map((group) => [...group]),
      'script',
      waiting.path,
    );
    if (validateAnswer(waiting.request, entry) !== null) return false;
    const outcome = applyEntry(this.mode, this.run, entry);
    if (!outcome.ok) {
      this.recover(outcome);
      return false;
    }
    this.append(entry);
    this.stepRolls.push({ request: waiting.request, faces: entry.faces, source: 'script' });
    return true;
  }

  /**
   * A waiting request is answered at once from the director's script, else (in digital mode) from the
   * seeded stream, and logged.
   */
  private answerWaitingDice(): void {
    for (let guard = 0; guard < 1000; guard++) {
      if (this.answerScripted()) continue;
      if (this.diceModeValue !== 'digital') return;
      const waiting = waitingDice(this.getSnapshot());
      if (waiting === null) return;
      const before = this.run.rng;
      const faces = rollDigital(this.run as GameRun<AnyStateMachine>, waiting.request);
      const afterRoll = this.run.rng;
      const entry = diceEntry(waiting.request.id, faces, 'digital', waiting.path);
      // These faces were just drawn from this run's own stream: applied as rolled (`seedless`), not drawn
      // again to be checked against themselves.
      const outcome = applyEntry(this.mode, this.run, entry, true);
      if (!outcome.ok) {
        this.run.rng = before;
        this.recover(outcome);
        return;
      }
      this.run.rng = afterRoll;
      this.append(entry);
      this.stepRolls.push({ request: waiting.request, faces, source: 'digital' });
    }
  }

  /** Logs an applied entry and keeps a checkpoint every CHECKPOINT_EVERY entries. */
  private append(entry: LogEntry): void {
    this.entries.push(entry);
    const index = this.entries.length;
    const last = this.checkpoints[this.checkpoints.length - 1];
    if (index % CHECKPOINT_EVERY === 0 && (last === undefined || last.index < index)) {
      this.checkpoints.push(checkpointOf(this.run as GameRun<AnyStateMachine>, index));
    }
  }

  /** Drops checkpoints past the log's end (after an undo they describe entries no longer there). */
  private changed(): void {
    if (this.checkpoints.some((c) => c.index > this.entries.length)) {
      this.checkpoints = this.checkpoints.filter((c) => c.index <= this.entries.length);
    }
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

function diceEntry(
  requestId: string,
  faces: readonly (readonly number[])[],
  source: DiceSource,
  path: readonly string[],
): DiceEntry {
  return path.length === 0
    ? { kind: 'dice', requestId, faces, source }
    : { kind: 'dice', requestId, faces, source, path };
}

const samePath = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, i) => id === b[i]);
