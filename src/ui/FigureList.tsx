import { useEffect, useLayoutEffect, useRef } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { Session } from '../game/session';
import { isTypingTarget } from './typingTarget';
import { useSessionSelector } from './useSession';

/** One figure on the table as the list shows it. */
export interface FigureRow {
  readonly id: string;
  /** The name the board's label shows ("Rust Hound 2"). */
  readonly name: string;
  /** Whose figure it is, in words ("Crew A", "hostile", "enemy"). */
  readonly side: string;
  /** The state a player watches: "3/4 HP · Power 2 · Alert · Prone". */
  readonly state: string;
  /** What a click on the figure on the table does now ("Activate", "Attack", "Select"); null: nothing. */
  readonly action: string | null;
  /** The figure acting or selected now. */
  readonly current?: boolean;
}

/** The hotkey that puts the focus on the figure list (not while typing in a field). */
const FOCUS_KEY = 'f';

/**
 * Every figure on the table as a list, for a player who cannot or would rather not point at the table:
 * each row's button does what a click on that figure does in the current step (the screen routes both
 * through one function, so the refusals and the drag safety stay the table's). After a pick made from the
 * keyboard that moved the game on, the focus goes to the choice bar, where the next decision is; a pick that
 * changed nothing (a selection, a refusal) leaves it on the list. F focuses the list.
 */
export function FigureList<M extends AnyStateMachine>({
  session,
  rows,
  onPick,
  title = 'Figures',
}: {
  readonly session: Session<M>;
  readonly rows: readonly FigureRow[];
  /** Does what a click on the figure on the table does. */
  readonly onPick: (id: string) => void;
  /** The list's heading (default "Figures"). */
  readonly title?: string;
}) {
  const list = useRef<HTMLElement>(null);
  const revision = useSessionSelector(session, (_, s) => s.revision);
  /** Set when a keyboard pick moved the game on: the next render puts the focus on the choice bar. */
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    const bar = document.querySelector<HTMLElement>('[data-testid="choices"]');
    const first = bar?.querySelector<HTMLButtonElement>('button.choice:not(:disabled)');
    (first ?? bar)?.focus();
  }, [revision]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.altKey || e.metaKey || isTypingTarget(e.target)) return;
      if (e.key.toLowerCase() !== FOCUS_KEY) return;
      const first = list.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
      if (first === undefined || first === null) return;
      e.preventDefault();
      first.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, []);
  return (
    <section
      ref={list}
      className="panel figure-list"
      aria-label={title}
      aria-keyshortcuts="F"
      data-testid="figure-list"
    >
      <h3>
        {title}{' '}
        <span className="muted">
          (<kbd>F</kbd> to reach)
        </span>
      </h3>
      {rows.length === 0 ? (
        <p className="muted">No figure is on the table yet.</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li
              key={row.id}
              className={row.current === true ? 'current' : undefined}
              data-testid={`figure-row-${row.id}`}
            >
              <span className="figure-head">
                <span className="figure-name">{row.name}</span>{' '}
                <span className="muted figure-side">{row.side}</span>
              </span>
              <span className="figure-state" data-testid={`figure-state-${row.id}`}>
                {row.state}
              </span>
              {row.action !== null && (
                <button
                  type="button"
                  className="figure-pick"
                  data-testid={`figure-pick-${row.id}`}
                  aria-label={`${row.action}: ${row.name}`}
                  onClick={(e) => {
                    const before = session.revision;
                    onPick(row.id);
                    // A keyboard press (Enter, Space) has no pointer detail.
                    if (e.detail === 0 && session.revision !== before) refocus.current = true;
                  }}
                >
                  {row.action}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
