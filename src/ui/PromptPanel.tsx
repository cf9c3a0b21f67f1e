import type { AnyStateMachine } from 'xstate';
import { leafPrompt } from '../../machines/core/tree';
import type { Session } from '../game/session';
import { useSessionSelector } from './useSession';

/**
 * What happens now and what the player may do, read from the `meta` of the active state, with a link to the
 * rules-reference entry that applies.
 * @param onRule called with the entry id when the player asks for the rule.
 * @param ruleTitle names an entry id for the link (default: the id itself).
 * @param words the prompt as this window reads it (at an online table, worded for its seat).
 */
export function PromptPanel<M extends AnyStateMachine>({
  session,
  onRule,
  ruleTitle = (id) => id,
  words,
}: {
  session: Session<M>;
  onRule: (id: string) => void;
  ruleTitle?: (id: string) => string;
  words?: (prompt: string) => string;
}) {
  const prompt = useSessionSelector(
    session,
    (s) => {
      const meta = leafPrompt(s);
      return meta === null || words === undefined ? meta : { ...meta, prompt: words(meta.prompt) };
    },
    (a, b) => a?.prompt === b?.prompt && a?.rule === b?.rule,
    // A seat reassigned at an online table rewords the prompt at once.
    words,
  );
  if (prompt === null) return null;
  return (
    <section className="panel prompt" aria-label="What happens now" data-testid="prompt">
      <p data-testid="prompt-text">{prompt.prompt}</p>
      <button type="button" className="link" onClick={() => onRule(prompt.rule)} data-testid="prompt-rule">
        Rule: {ruleTitle(prompt.rule)}
      </button>
    </section>
  );
}
