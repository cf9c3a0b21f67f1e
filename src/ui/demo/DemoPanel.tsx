import type { DemoStep } from '../../content/schemas/demo';
import type { DemoState } from '../../game/demo/run';
import { OddsBadge } from '../OddsBadge';
import { Refusal } from '../Refusal';

/** What the panel asks of the demo; each returns nothing, the state it shows changes. */
export interface DemoControls {
  readonly next: () => void;
  readonly back: () => void;
  readonly restart: () => void;
  readonly jump: (index: number) => void;
  readonly showMe: () => void;
  readonly answer: (choice: number) => void;
  readonly leave: () => void;
  readonly resume: () => void;
}

/** A step's name in the step list: its title, or what kind of step it is. */
export function stepName(step: DemoStep, index: number): string {
  const kinds: Record<DemoStep['kind'], string> = {
    narrate: 'Narration',
    camera: 'Camera',
    highlight: 'Look here',
    play: 'Scripted move',
    yourTurn: 'Your turn',
    question: 'Question',
  };
  return `${index + 1}. ${step.title ?? kinds[step.kind]}`;
}

/**
 * A demo's caption and controls, docked above the prompt: the step's narration with its Rules-reference
 * link, what the learner is asked (a "your turn", a question with its answers), the feedback on their last
 * try, and back / next / restart / jump, "Show me", the progress, and leaving the script to play on.
 */
export function DemoPanel({
  name,
  state,
  steps,
  controls,
  odds,
  ruleTitle,
  onRule,
  extra,
  follower = false,
}: {
  readonly name: string;
  readonly state: DemoState;
  readonly steps: readonly DemoStep[];
  readonly controls: DemoControls;
  /** The step's odds (shown large in presenter mode), or null. */
  readonly odds: number | null;
  readonly ruleTitle: (id: string) => string;
  readonly onRule: (id: string) => void;
  /** More buttons at the end of the bar (presenter mode, leave the demo). */
  readonly extra?: React.ReactNode;
  /**
   * A screen following a presenter's shared demo: the presenter drives, so the steps are not this screen's
   * to move (no back, next, restart, jump, "Show me" or playing on); `extra` says who drives.
   */
  readonly follower?: boolean;
}) {
  const { step } = state;
  const waiting = !state.answered && (step.kind === 'yourTurn' || step.kind === 'question');
  return (
    <section className="panel demo-panel" aria-label="Demo" data-testid="demo-panel">
      <div className="demo-caption" aria-live="polite">
        <p className="demo-where muted">
          <span data-testid="demo-name">{name}</span> ·{' '}
          <span data-testid="demo-progress">
            step {state.index + 1} of {state.count}
          </span>
          {state.free && (
            <strong className="badge" data-testid="demo-free">
              playing freely
            </strong>
          )}
        </p>
        <progress max={state.count} value={state.index + 1} aria-label="Progress through the demo" />
        {step.title !== undefined && <h2 data-testid="demo-title">{step.title}</h2>}
        {step.text !== undefined && (
          <p className="demo-text" data-testid="demo-text">
            {step.kind === 'yourTurn' && <strong className="demo-your-turn">Your turn: </strong>}
            {step.text}
          </p>
        )}
        {step.rule !== undefined && (
          <button
            type="button"
            className="link"
            data-testid="demo-rule"
            onClick={() => {
              onRule(step.rule ?? '');
            }}
          >
            Rules reference: {ruleTitle(step.rule)}
          </button>
        )}
        {odds !== null && (
          <p className="demo-odds" data-testid="demo-odds">
            Odds <OddsBadge odds={odds} />
          </p>
        )}
        {step.kind === 'question' && !state.free && follower && (
          // Design choice: a spectator of a shared demo answers the presenter's question for themselves, as
          // in a class quiz; the answer stays on their screen (nothing of it is sent), and the screen says so.
          <p className="demo-private muted" data-testid="demo-private-note">
            Your own answer: only your screen sees it. The presenter and the other screens are not told, and
            the presenter’s answer does not change yours.
          </p>
        )}
        {step.kind === 'question' && !state.free && (
          <div
            className="demo-answers"
            role="group"
            aria-label={follower ? 'Your own answer' : 'Answers'}
            data-testid="demo-answers"
          >
            {step.choices.map((c, i) => (
              <button
                key={c.label}
                type="button"
                data-testid={`demo-answer-${i}`}
                disabled={state.answered}
                onClick={() => {
                  controls.answer(i);
                }}
              >
                {c.label}
                {c.figure !== undefined && <span className="muted"> (or click it on the table)</span>}
              </button>
            ))}
          </div>
        )}
        {state.feedback !== null && (
          <p
            className={`demo-feedback demo-${state.feedback.tone}`}
            role="status"
            data-testid="demo-feedback"
          >
            {follower && step.kind === 'question' && (
              <strong className="demo-private-word">Your answer, on your screen only: </strong>
            )}
            {state.feedback.tone === 'wrong' ? 'Not quite. ' : state.feedback.tone === 'right' ? 'Yes. ' : ''}
            {state.feedback.text}
          </p>
        )}
        {state.problem !== null && (
          <Refusal text={`This demo cannot go on: ${state.problem}`} testId="demo-problem" />
        )}
      </div>
      {follower ? (
        <nav className="demo-controls" aria-label="Demo controls">
          {extra}
        </nav>
      ) : (
        <nav className="demo-controls" aria-label="Demo controls">
          <button
            type="button"
            data-testid="demo-back"
            aria-keyshortcuts="ArrowLeft"
            disabled={state.index === 0 && !state.free}
            onClick={controls.back}
          >
            ◀ Back
          </button>
          {step.kind === 'yourTurn' && waiting && !state.free ? (
            <button type="button" data-testid="demo-show-me" onClick={controls.showMe}>
              Show me
            </button>
          ) : null}
          <button
            type="button"
            className="primary"
            data-testid="demo-next"
            aria-keyshortcuts="ArrowRight"
            disabled={state.free || waiting || state.index >= state.count - 1 || state.problem !== null}
            onClick={controls.next}
          >
            Next ▶
          </button>
          <button type="button" data-testid="demo-restart" onClick={controls.restart}>
            Restart
          </button>
          <label>
            <span className="sr-only">Jump to a step</span>
            <select
              data-testid="demo-jump"
              value={state.index}
              onChange={(e) => {
                controls.jump(Number(e.target.value));
              }}
            >
              {steps.map((s, i) => (
                <option key={i} value={i}>
                  {stepName(s, i)}
                </option>
              ))}
            </select>
          </label>
          {state.free ? (
            <button type="button" data-testid="demo-resume" onClick={controls.resume}>
              Back to the demo
            </button>
          ) : (
            <button type="button" data-testid="demo-leave" onClick={controls.leave}>
              Play from here
            </button>
          )}
          {extra}
        </nav>
      )}
      {state.finished && !follower && (
        <p className="demo-done" data-testid="demo-finished">
          That is the end of this demo. Play on from here, restart it, or pick another.
        </p>
      )}
    </section>
  );
}
