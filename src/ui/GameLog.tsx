import { useLayoutEffect, useRef } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { Session } from '../game/session';
import { sameItems, useSessionSelector } from './useSession';

/**
 * Every decision and every roll, in order, narrated by the mode: faces, modifiers, target, result, odds.
 * The list scrolls inside itself and shows its newest line whenever one is added.
 */
export function GameLog<M extends AnyStateMachine>({ session }: { session: Session<M> }) {
  const lines = useSessionSelector(session, (_, s) => s.narrate(), sameItems);
  const list = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const element = list.current;
    if (element !== null) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <section className="panel log" aria-label="Game log">
      <h3>Log</h3>
      {lines.length === 0 ? (
        <p className="muted">Nothing has happened yet.</p>
      ) : (
        <ol ref={list} data-testid="game-log">
          {lines.map((line, i) => (
            <li key={i} data-testid="log-line">
              {line}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
