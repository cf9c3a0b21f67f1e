import { useLayoutEffect, useRef } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { Session } from '../game/session';
import { sameItems, useSessionSelector } from './useSession';

/** The heading over the lines a save brought from before it continued under changed rules. */
export const HISTORY_HEADING = 'Played under older rules (kept as history)';

/**
 * Every decision and every roll, in order, narrated by the mode: faces, modifiers, target, result, odds.
 * The lines scroll inside the panel, which shows its newest line whenever one is added. A game that
 * continues under changed rules shows the lines from before that point (`historyLines`) first, read-only
 * under their own heading, then the lines played since.
 */
export function GameLog<M extends AnyStateMachine>({ session }: { session: Session<M> }) {
  const live = useSessionSelector(session, (_, s) => s.narrate(), sameItems);
  // The history never changes while the game is played: it comes with the save.
  const history = session.historyLines();
  const lines = history.length + live.length;
  const scroller = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <section className="panel log" aria-label="Game log">
      <h3>Log</h3>
      {lines === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        <div ref={scroller} className="log-lines">
          {history.length > 0 && (
            <>
              <h4 className="log-history-heading" data-testid="log-history-heading">
                {HISTORY_HEADING}
              </h4>
              <ol className="log-history" data-testid="game-log-history">
                {history.map((line, i) => (
                  <li key={i} data-testid="log-history-line">
                    {line}
                  </li>
                ))}
              </ol>
            </>
          )}
          {history.length > 0 && live.length > 0 && <h4 className="log-history-heading">Since then</h4>}
          {live.length > 0 && (
            <ol data-testid="game-log" start={history.length + 1}>
              {live.map((line, i) => (
                <li key={history.length + i} data-testid="log-line">
                  {line}
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </section>
  );
}
