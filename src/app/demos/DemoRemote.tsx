import { useEffect, useRef, useState } from 'react';
import { formatOdds } from '../../ui/OddsBadge';
import {
  DEMO_CHANNEL,
  isPresenterMessage,
  type PresenterCommand,
  type PresenterNotes,
} from './presenterChannel';

/**
 * The presenter's notes and remote: a second window of the same browser (opened from presenter mode) that
 * follows the presenting one step by step over a BroadcastChannel, shows what the audience does not see
 * (the decision asked for, the right answers, what comes next) and steers it.
 */
export function DemoRemote() {
  const [notes, setNotes] = useState<PresenterNotes | null>(null);
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const c = new BroadcastChannel(DEMO_CHANNEL);
    channel.current = c;
    c.onmessage = (e: MessageEvent) => {
      const message: unknown = e.data;
      if (isPresenterMessage(message) && message.kind === 'state') setNotes(message);
    };
    c.postMessage({ kind: 'hello' });
    return () => {
      channel.current = null;
      c.close();
    };
  }, []);
  const command = (message: PresenterCommand) => {
    channel.current?.postMessage(message);
  };
  return (
    <div className="screen demo-remote" data-testid="demo-remote">
      <div className="column main-column">
        <h1>Presenter notes</h1>
        {notes === null ? (
          <p className="muted" data-testid="demo-remote-waiting">
            Waiting for a demo in presenter mode in another window of this browser…
          </p>
        ) : (
          <>
            <p className="muted">
              {notes.demo} ·{' '}
              <span data-testid="demo-remote-progress">
                step {notes.index + 1} of {notes.count}
              </span>
              {notes.finished && ' · finished'}
            </p>
            <h2 data-testid="demo-remote-title">{notes.title}</h2>
            <p className="demo-remote-text" data-testid="demo-remote-text">
              {notes.text}
            </p>
            {notes.odds !== null && <p className="demo-big-odds">{formatOdds(notes.odds)}</p>}
            <ul className="demo-remote-notes" data-testid="demo-remote-notes">
              {notes.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
            {notes.feedback !== null && <p className="notice-box">{notes.feedback}</p>}
            <nav className="demo-controls demo-remote-controls" aria-label="Remote">
              <button
                type="button"
                data-testid="remote-back"
                onClick={() => command({ kind: 'command', command: 'back' })}
              >
                ◀ Back
              </button>
              <button
                type="button"
                className="primary"
                data-testid="remote-next"
                onClick={() => command({ kind: 'command', command: 'next' })}
              >
                Next ▶
              </button>
              {!notes.answered && (
                <button
                  type="button"
                  data-testid="remote-show-me"
                  onClick={() => command({ kind: 'command', command: 'showMe' })}
                >
                  Show me
                </button>
              )}
              <button
                type="button"
                data-testid="remote-restart"
                onClick={() => command({ kind: 'command', command: 'restart' })}
              >
                Restart
              </button>
              <select
                data-testid="remote-jump"
                value={notes.index}
                onChange={(e) => command({ kind: 'command', command: 'jump', index: Number(e.target.value) })}
              >
                {notes.steps.map((s, i) => (
                  <option key={i} value={i}>
                    {s}
                  </option>
                ))}
              </select>
            </nav>
          </>
        )}
      </div>
    </div>
  );
}
