import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { Session } from '../game/session';
import { OddsBadge } from './OddsBadge';
import { isTypingTarget } from './typingTarget';
import { useSessionSelector } from './useSession';

/**
 * The decisions the current state accepts (`snapshot.can`), each with the odds of the roll it starts, plus
 * undo and redo. A refused decision shows the reason the session gave. From the keyboard: 1–9 take the n-th
 * choice, Ctrl+Z undoes and Ctrl+Y (or Ctrl+Shift+Z) redoes, except while typing in a field; after a choice
 * taken by keyboard, focus stays on the bar (its first choice).
 */
export function ChoiceBar<M extends AnyStateMachine>({ session }: { session: Session<M> }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const revision = useSessionSelector(session, (_, s) => s.revision);
  const bar = useRef<HTMLElement>(null);
  /** Set when the keyboard took a choice: the next render puts focus back on the bar. */
  const refocus = useRef(false);
  // The deepest active machine is the one deciding now (a fight inside a crawl): its choices are offered.
  const snapshot = session.active().snapshot as AnyMachineSnapshot;
  const choices = session.mode.choices(snapshot as SnapshotFrom<M>).filter((c) => snapshot.can(c.event));
  const act = (event: EventFromLogic<M>) => {
    const outcome = session.send(event);
    setRefusal(outcome.ok ? null : outcome.reason);
  };

  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const first = bar.current?.querySelector<HTMLButtonElement>('button.choice, button:not(:disabled)');
    (first ?? bar.current)?.focus();
  }, [revision, refusal]);

  // The latest choices for the window's key handler, which is registered once.
  const keys = useRef({ choices, act, session });
  useLayoutEffect(() => {
    keys.current = { choices, act, session };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.metaKey || isTypingTarget(e.target)) return;
      const k = keys.current;
      const key = e.key.toLowerCase();
      if (e.ctrlKey) {
        if (key === 'z' && !e.shiftKey) {
          e.preventDefault();
          if (k.session.canUndo) k.session.undo();
        } else if (key === 'y' || (key === 'z' && e.shiftKey)) {
          e.preventDefault();
          if (k.session.canRedo) k.session.redo();
        }
        return;
      }
      if (!/^[1-9]$/.test(e.key)) return;
      const choice = k.choices[Number(e.key) - 1];
      if (choice === undefined) return;
      e.preventDefault();
      refocus.current = true;
      k.act(choice.event);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  return (
    <section ref={bar} tabIndex={-1} className="panel choices" aria-label="Choices" data-testid="choices">
      {choices.map((choice, i) => (
        <button
          key={choice.id}
          type="button"
          className="choice"
          title={choice.hint}
          aria-keyshortcuts={i < 9 ? String(i + 1) : undefined}
          data-testid={`choice-${choice.id}`}
          onClick={(e) => {
            // A click from the keyboard (Enter or Space) has no pointer detail: keep the focus on the bar.
            if (e.detail === 0) refocus.current = true;
            act(choice.event);
          }}
        >
          {i < 9 && (
            <kbd className="hotkey" aria-hidden="true">
              {i + 1}
            </kbd>
          )}{' '}
          {choice.label} <OddsBadge odds={choice.odds} />
        </button>
      ))}
      <span className="spacer" />
      <button
        type="button"
        data-testid="undo"
        aria-keyshortcuts="Control+Z"
        disabled={!session.canUndo}
        title={session.undoRefusal ?? undefined}
        onClick={() => session.undo()}
      >
        Undo
      </button>
      <button
        type="button"
        data-testid="redo"
        aria-keyshortcuts="Control+Y"
        disabled={!session.canRedo}
        onClick={() => session.redo()}
      >
        Redo
      </button>
      {refusal !== null && (
        <p className="refusal" role="alert" data-testid="refusal">
          {refusal}
        </p>
      )}
    </section>
  );
}
