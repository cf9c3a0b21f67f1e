import type { AnyStateMachine } from 'xstate';
import { leafPrompt } from '../../machines/core/tree';
import type { Session } from '../game/session';
import { useSessionSelector } from './useSession';

/** Lines of the log that tell a roll's result (the modes narrate every roll with its dice and odds). */
const ROLL = /rolled|dice\)|odds/i;

/**
 * A polite live region for screen readers: it announces each new prompt and the result of the last roll.
 * Visually hidden; the same words are on screen in the prompt panel and the log.
 */
export function Announcer<M extends AnyStateMachine>({
  session,
  words,
}: {
  readonly session: Session<M>;
  /** The prompt as this window reads it (at an online table, worded for its seat). */
  readonly words?: (prompt: string) => string;
}) {
  const prompt = useSessionSelector(
    session,
    (s) => {
      const said = leafPrompt(s)?.prompt ?? '';
      return words === undefined ? said : words(said);
    },
    Object.is,
    // A seat reassigned at an online table rewords the prompt at once.
    words,
  );
  const roll = useSessionSelector(session, (_, s) => s.narrate().findLast((line) => ROLL.test(line)) ?? '');
  return (
    <div className="sr-only" aria-live="polite" aria-atomic="true" data-testid="announcer">
      {roll !== '' && <p>Last roll: {roll}</p>}
      <p>{prompt}</p>
    </div>
  );
}
