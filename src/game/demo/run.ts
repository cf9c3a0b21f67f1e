import type { DiceRequest } from '../../../machines/core/diceRequest';
import { validateAnswer } from '../../../machines/core/validateAnswer';
import type { DemoCamera, DemoHighlight, DemoMove, DemoStep, RollFaces } from '../../content/schemas/demo';
import type { DecisionEntry } from '../log';
import type { Choice } from '../mode';
import { Session, type SessionDirector } from '../session';
import { hasFields, sameDecision } from './match';
import type { PreparedDemo } from './prepare';

/** What the learner is told about their last answer or decision on this step. */
export interface DemoFeedback {
  /** wrong: explained, try again; right: that was it; shown: "Show me" did it. */
  readonly tone: 'wrong' | 'right' | 'shown';
  readonly text: string;
}

/** Where a demo stands, for the player's panels (a new object on every change). */
export interface DemoState {
  readonly index: number;
  readonly count: number;
  readonly step: DemoStep;
  /** The step is through: a "your turn" decided, a question answered (always true for the others). */
  readonly answered: boolean;
  /** The last step is through. */
  readonly finished: boolean;
  readonly feedback: DemoFeedback | null;
  /** The marks on the table and the panels: those of the last step that set them. */
  readonly highlights: readonly DemoHighlight[];
  readonly camera: DemoCamera | null;
  /** Bumps each time a step moves the camera, so going back to a step moves it again. */
  readonly cameraRevision: number;
  /** The learner left the script and plays the position as a normal game. */
  readonly free: boolean;
  /** Why the script stopped: a scripted decision refused, a roll that does not fit (a content error). */
  readonly problem: string | null;
}

const NOT_NOW =
  'The demo is showing this part: press Next to go on, or “Play from here” to play the position yourself.';
const TRY_AGAIN =
  'The rules allow that, but it is not what this step is about. Read the step again, or press “Show me”.';

/**
 * A demo playing on the real engine: one `Session` of the demo's mode, steered by the script as its
 * director. Scripted decisions go through `send`, scripted faces answer the dice requests (logged as
 * 'script'; rolls the script leaves out come from the demo's seed). A "your turn" step lets through only the
 * decision it asks for — a wrong one is refused with its explanation and offered again. The log is the game:
 * back, restart and a jump rewind the session to the log length a step began at and play forward from there.
 */
export class DemoRun {
  readonly prepared: PreparedDemo;
  readonly session: Session;
  private index = 0;
  /** The log length each step began at (known up to the current step). */
  private readonly starts: number[] = [];
  private answered = false;
  private feedback: DemoFeedback | null = null;
  private free = false;
  private problem: string | null = null;
  /** Faces still to hand out for the rolls of the decision being made. */
  private queue: RollFaces[] = [];
  /** Where the faces being handed out come from, for errors ("step 4, decision 1"). */
  private queueWhere = '';
  /** True while the script itself sends (its decisions pass the vetting). */
  private driving = false;
  /** A spectator's copy of a presenter's demo: only the script sends (the presenter's steps), never this screen. */
  private watching: string | null = null;
  /** A "your turn" decision was let through; the next change of the log is it. */
  private awaitingRight = false;
  private cameraRevision = 0;
  private listeners = new Set<() => void>();
  private state: DemoState;
  private readonly director: SessionDirector;

  private constructor(prepared: PreparedDemo) {
    this.prepared = prepared;
    this.director = {
      vet: (event) => this.vet(event),
      faces: (request) => this.faces(request),
    };
    this.queue = [...(prepared.demo.setup.rolls ?? [])];
    this.queueWhere = 'the set-up';
    this.session = Session.start(prepared.mode, prepared.setup, 'digital', this.director);
    this.noteLeftOver();
    this.playMoves(prepared.demo.prelude ?? [], 'the prelude');
    this.state = this.buildState();
    this.enter(0);
    this.state = this.buildState();
    this.session.subscribe(() => {
      this.onSessionChange();
    });
  }

  /** Starts the demo at its first step (its set-up rolls and prelude played). */
  static open(prepared: PreparedDemo): DemoRun {
    return new DemoRun(prepared);
  }

  get steps(): readonly DemoStep[] {
    return this.prepared.demo.steps;
  }

  getState = (): DemoState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** On to the next step; false on the last one, or while a "your turn" or question waits on the learner. */
  next(): boolean {
    if (this.free || !this.answered || this.index >= this.steps.length - 1) return false;
    this.enter(this.index + 1);
    this.changed();
    return true;
  }

  /** Back one step: the game as it was when that step began, and the step played again. */
  back(): boolean {
    if (this.index === 0 && !this.free) return false;
    return this.goTo(this.free ? this.index : this.index - 1);
  }

  restart(): boolean {
    return this.goTo(0);
  }

  /**
   * Any step: backwards by rewinding the log to where it began, forwards by playing the steps between
   * (a "your turn" among them is played as "Show me" would).
   */
  goTo(target: number): boolean {
    if (target < 0 || target >= this.steps.length) return false;
    this.rejoin();
    if (target <= this.index) {
      if (!this.rewind(this.starts[target] ?? 0)) return false;
      this.enter(target);
    } else {
      while (this.index < target && this.problem === null) {
        if (!this.answered) this.complete();
        this.enter(this.index + 1);
      }
    }
    this.changed();
    return true;
  }

  /** Makes the decision a "your turn" step asks for. */
  showMe(): boolean {
    const step = this.steps[this.index];
    if (this.free || step?.kind !== 'yourTurn' || this.answered) return false;
    this.complete();
    this.feedback = { tone: 'shown', text: step.right ?? 'That is the move this step asks for.' };
    this.changed();
    return true;
  }

  /** The learner's answer to a question step (by the answer's place in its list). */
  answer(choice: number): boolean {
    const step = this.steps[this.index];
    if (this.free || step?.kind !== 'question' || this.answered) return false;
    const picked = step.choices[choice];
    if (picked === undefined) return false;
    this.feedback = { tone: picked.correct ? 'right' : 'wrong', text: picked.explain };
    if (picked.correct) this.answered = true;
    this.changed();
    return true;
  }

  /**
   * A click on a figure (or a tile) of the table: the answer it gives to the question shown, if one of its
   * answers is that figure. True when the click was taken as an answer.
   */
  answerOnTable(target: { readonly figure: string } | { readonly x: number; readonly y: number }): boolean {
    const step = this.steps[this.index];
    if (this.free || step?.kind !== 'question' || this.answered) return false;
    const i = step.choices.findIndex((c) =>
      'figure' in target
        ? c.figure === target.figure
        : c.tile !== undefined && c.tile.x === target.x && c.tile.y === target.y,
    );
    if (i < 0) {
      const onTable = step.choices.some((c) => c.figure !== undefined || c.tile !== undefined);
      if (!onTable) return false;
      this.feedback = {
        tone: 'wrong',
        text: 'That is not one of the answers: click one of the marked figures.',
      };
      this.changed();
      return true;
    }
    return this.answer(i);
  }

  /** Leaves the script: the position plays on as a normal game of the mode (digital dice from the seed). */
  leave(): void {
    if (this.free) return;
    this.free = true;
    this.session.setDirector(null);
    this.changed();
  }

  /** Back to the script from free play: the game as the current step began. */
  private rejoin(): void {
    if (!this.free) return;
    this.free = false;
    this.session.setDirector(this.director);
    this.rewind(this.starts[this.index] ?? 0);
    this.enter(this.index);
  }

  /** Returns to the script where it was left (free play is dropped). */
  resume(): void {
    if (!this.free) return;
    this.rejoin();
    this.changed();
  }

  /**
   * The choices on offer now, split into those the current "your turn" step lets through and the others
   * (both empty on any other step): what the presenter shows the odds of, and what a test clicks.
   */
  choicesNow(): { readonly right: readonly Choice<unknown>[]; readonly wrong: readonly Choice<unknown>[] } {
    const step = this.steps[this.index];
    if (this.free || step?.kind !== 'yourTurn' || this.answered) return { right: [], wrong: [] };
    const offered = this.session.choices();
    const right = offered.filter((c) => sameDecision(step.expect, c.event, step.ignore ?? []));
    return { right, wrong: offered.filter((c) => !right.includes(c)) };
  }

  /**
   * The odds of the step: of the decision a "your turn" asks for, else of the first roll the step made
   * (as it was shown before the throw); null when the step rolls nothing.
   */
  stepOdds(): number | null {
    const right = this.choicesNow().right[0];
    if (right?.odds != null) return right.odds;
    const start = this.starts[this.index] ?? 0;
    const made = this.session.log.length > start ? this.session.lastStep : null;
    return made?.rolls.find((r) => r.request.odds !== null)?.request.odds ?? null;
  }

  dispose(): void {
    this.listeners.clear();
    this.session.dispose();
  }

  // ——— inside ———

  /** The session back to a log length; its change is the script's own, not the learner's. */
  private rewind(length: number): boolean {
    this.driving = true;
    try {
      return this.session.rewindTo(length);
    } finally {
      this.driving = false;
    }
  }

  private enter(index: number): void {
    this.index = index;
    this.starts[index] = this.session.log.length;
    this.starts.length = index + 1;
    this.feedback = null;
    this.awaitingRight = false;
    const step = this.steps[index];
    this.answered = step?.kind !== 'yourTurn' && step?.kind !== 'question';
    if (step?.camera !== undefined) this.cameraRevision += 1;
    if (step?.kind === 'play') this.playMoves(step.moves, `step ${index + 1}`);
  }

  /** Plays a step the learner has not done: a "your turn" as "Show me" would, a question as answered. */
  private complete(): void {
    const step = this.steps[this.index];
    if (step?.kind === 'yourTurn') {
      this.playMoves([{ decide: step.expect, rolls: step.rolls }], `step ${this.index + 1} (your turn)`);
    }
    this.answered = true;
  }

  private playMoves(moves: readonly DemoMove[], where: string): void {
    for (const [i, move] of moves.entries()) {
      if (this.problem !== null) return;
      this.queue = [...(move.rolls ?? [])];
      this.queueWhere = `${where}, decision ${i + 1}`;
      this.driving = true;
      const outcome = this.session.send(move.decide);
      this.driving = false;
      if (!outcome.ok) {
        this.problem ??= `${this.queueWhere} (${move.decide.type}) is refused: ${outcome.reason}`;
        return;
      }
      this.noteLeftOver();
    }
  }

  private noteLeftOver(): void {
    if (this.queue.length > 0) {
      this.problem ??= `${this.queueWhere}: ${this.queue.length} scripted roll(s) left over — the game asked for fewer rolls.`;
    }
    this.queue = [];
  }

  /** From now on the game takes the script's decisions only: every other is refused with `why`. */
  watchOnly(why: string): void {
    this.watching = why;
  }

  private vet(event: DecisionEntry['event']): string | null {
    if (this.driving) return null;
    if (this.watching !== null) return this.watching;
    if (this.free) return null;
    const step = this.steps[this.index];
    if (step?.kind !== 'yourTurn' || this.answered) return NOT_NOW;
    if (sameDecision(step.expect, event, step.ignore ?? [])) {
      this.queue = [...(step.rolls ?? [])];
      this.queueWhere = `step ${this.index + 1} (your turn)`;
      this.awaitingRight = true;
      return null;
    }
    const leaf = this.session.active().snapshot;
    const hint = step.hints?.find((h) => hasFields(event, h.when))?.say;
    const ruled = leaf.can(event) ? null : this.session.explainRefusal(event);
    const text = [ruled, hint ?? step.otherwise ?? (ruled === null ? TRY_AGAIN : null)]
      .filter((t): t is string => t !== null)
      .join(' ');
    this.feedback = { tone: 'wrong', text };
    this.changed();
    return text;
  }

  private faces(request: DiceRequest): readonly (readonly number[])[] | null {
    const next = this.queue.shift();
    if (next === undefined) return null;
    const problem = validateAnswer(request, { requestId: request.id, faces: next });
    if (problem !== null) {
      this.problem ??= `${this.queueWhere}: the scripted roll ${JSON.stringify(next)} does not fit “${request.purpose}” (${request.dice}): ${problem}`;
      return null;
    }
    return next;
  }

  private onSessionChange(): void {
    if (this.driving || this.free) return;
    const start = this.starts[this.index] ?? 0;
    if (this.awaitingRight && this.session.log.length > start) {
      this.awaitingRight = false;
      this.answered = true;
      this.noteLeftOver();
      const step = this.steps[this.index];
      this.feedback = {
        tone: 'right',
        text: step?.kind === 'yourTurn' ? (step.right ?? 'Right.') : 'Right.',
      };
      this.changed();
      return;
    }
    // An undo from the choice bar (Ctrl+Z) went back past where this step began: back to that step.
    if (this.session.log.length < start) {
      let target = this.index;
      while (target > 0 && (this.starts[target] ?? 0) > this.session.log.length) target -= 1;
      this.goTo(target);
    }
  }

  private buildState(): DemoState {
    const steps = this.steps;
    let highlights: readonly DemoHighlight[] = [];
    let camera: DemoCamera | null = null;
    for (let i = 0; i <= this.index; i++) {
      const s = steps[i];
      if (s?.highlights !== undefined) highlights = s.highlights;
      if (s?.camera !== undefined) camera = s.camera;
    }
    const step = steps[this.index] ?? steps[0];
    if (step === undefined) throw new Error('A demo has at least one step.');
    return {
      index: this.index,
      count: steps.length,
      step,
      answered: this.answered,
      finished: this.answered && this.index === steps.length - 1,
      feedback: this.feedback,
      highlights,
      camera,
      cameraRevision: this.cameraRevision,
      free: this.free,
      problem: this.problem,
    };
  }

  private changed(): void {
    this.state = this.buildState();
    for (const listener of this.listeners) listener();
  }
}

/**
 * Plays a demo from its first step to the end with its script, "your turn" steps as "Show me" would: the
 * headless replay (`npm run replay -- demo.json`, the sample demos' test). Null when it plays through, else
 * what stopped it.
 */
export function playThrough(run: DemoRun): string | null {
  run.goTo(run.steps.length - 1);
  const state = run.getState();
  if (state.problem !== null) return state.problem;
  if (!state.answered) {
    if (state.step.kind === 'yourTurn') run.showMe();
    else if (state.step.kind === 'question') {
      run.answer(state.step.choices.findIndex((c) => c.correct));
    }
  }
  return run.getState().problem;
}
