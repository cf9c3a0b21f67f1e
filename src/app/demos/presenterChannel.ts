import type { DemoRun } from '../../game/demo/run';
import { hasFields } from '../../game/demo/match';
import type { Choice } from '../../game/mode';
import { stepName } from '../../ui/demo/DemoPanel';

/**
 * Presenter mode's second window: the presenting tab and its notes window (`#/demos/remote`) talk over one
 * BroadcastChannel of the same browser. The presenting tab sends the step on every change; the notes window
 * sends commands (next, back, restart, show me, jump) and asks for the state when it opens.
 */
export const DEMO_CHANNEL = 'tabletop-demo-presenter';

/** What the notes window shows of a step. */
export interface PresenterNotes {
  readonly kind: 'state';
  readonly demo: string;
  readonly index: number;
  readonly count: number;
  readonly steps: readonly string[];
  readonly title: string;
  readonly text: string;
  /** For the presenter's eyes: the decision or answer asked for, the hints. */
  readonly notes: readonly string[];
  readonly answered: boolean;
  readonly finished: boolean;
  readonly feedback: string | null;
  readonly odds: number | null;
}

export type PresenterCommand =
  | { readonly kind: 'command'; readonly command: 'next' | 'back' | 'restart' | 'showMe' }
  | { readonly kind: 'command'; readonly command: 'jump'; readonly index: number };

export type PresenterMessage = PresenterNotes | PresenterCommand | { readonly kind: 'hello' };

export function isPresenterMessage(data: unknown): data is PresenterMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    'kind' in data &&
    (data.kind === 'state' || data.kind === 'command' || data.kind === 'hello')
  );
}

/** The choices on offer that a hint's fields match, by their labels ("a choice not on offer now" if none). */
export function hintWords(offered: readonly Choice<unknown>[], when: unknown): string {
  const labels = offered.filter((c) => hasFields(c.event, when)).map((c) => c.label);
  if (labels.length === 0) return 'a choice not on offer now';
  return labels.length <= 3
    ? labels.join(' or ')
    : `${labels.slice(0, 3).join(', ')} or ${labels.length - 3} more`;
}

/** The notes of the run's current step. */
export function notesOf(run: DemoRun, name: string): PresenterNotes {
  const state = run.getState();
  const step = state.step;
  const notes: string[] = [];
  if (step.kind === 'yourTurn') {
    const { right, wrong } = run.choicesNow();
    notes.push(`Asks for: ${right[0]?.label ?? 'the step the script expects (not on offer now)'}`);
    // A hint is keyed by fields of a decision; the presenter reads the choices they match, never the fields.
    for (const hint of step.hints ?? [])
      notes.push(`If they try ${hintWords(wrong, hint.when)}: ${hint.say}`);
  }
  if (step.kind === 'question') {
    for (const c of step.choices) notes.push(`${c.correct ? 'Right' : 'Wrong'}: ${c.label} — ${c.explain}`);
  }
  const next = run.steps[state.index + 1];
  if (next !== undefined) notes.push(`Next: ${stepName(next, state.index + 1)}`);
  return {
    kind: 'state',
    demo: name,
    index: state.index,
    count: state.count,
    steps: run.steps.map(stepName),
    title: stepName(step, state.index),
    text: step.text ?? '',
    notes,
    answered: state.answered,
    finished: state.finished,
    feedback: state.feedback?.text ?? null,
    odds: run.stepOdds(),
  };
}
