import { useContext } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { Session } from '../../game/session';
import { useSessionSelector } from '../../ui/useSession';
import { NewGameContext } from './newGame';

/**
 * The end of a game, in the dock where the prompt and the choices were: how it ended (the mode's own
 * description of the finished game) and what may come next — another game of the same kind, or the home
 * page. The log, the panels and the save stay as they are, so the finished game can still be read and kept.
 * It stands in for the choice bar, which a finished game no longer shows (nothing is left to choose), and so
 * it offers the bar's undo.
 */
export function GameOver<M extends AnyStateMachine>({
  session,
  onRule,
  ruleTitle,
}: {
  session: Session<M>;
  /** Opens a Rules-reference entry, as the prompt's rule link does. */
  onRule: (id: string) => void;
  ruleTitle: (id: string) => string;
}) {
  const setUpAnother = useContext(NewGameContext);
  const ended = useSessionSelector(session, (s, game) => (game.over ? game.mode.describe(s) : null));
  // The rule it ended by, where the mode names one (a space combat's end or escape, the campaign's §5).
  const rule = useSessionSelector(session, (s, game) =>
    game.over ? (game.mode.endRule?.(s) ?? null) : null,
  );
  const canUndo = useSessionSelector(session, (_, game) => game.canUndo);
  if (ended === null) return null;
  return (
    <section className="panel game-over" aria-label="The game is over" data-testid="game-over">
      <h2>Game over — {session.mode.title}</h2>
      <p data-testid="game-over-how">{ended}.</p>
      {rule !== null && (
        <button type="button" className="link" data-testid="game-over-rule" onClick={() => onRule(rule)}>
          Rule: {ruleTitle(rule)}
        </button>
      )}
      <p className="muted small">The log and the panels keep the whole game; the save keeps it too.</p>
      <div className="game-over-next">
        {setUpAnother !== null && (
          <button type="button" className="primary" data-testid="game-over-another" onClick={setUpAnother}>
            Set up another game
          </button>
        )}
        <a href="#/" data-testid="game-over-home">
          Back to the home page
        </a>
        {/* The choice bar is gone with the game; a last step taken by mistake can still be taken back. */}
        {canUndo && (
          <button type="button" data-testid="game-over-undo" onClick={() => session.undo()}>
            Take back the last step
          </button>
        )}
      </div>
    </section>
  );
}
