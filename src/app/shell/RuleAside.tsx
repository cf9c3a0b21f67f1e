import type { RuleEntry } from '../../rules/reference/entry';
import { RuleEntryText, useRuleDialog } from '../../ui/RuleEntryText';

/**
 * A rule one click away without leaving the game (issue 28: rules links open beside the game): the entry a
 * prompt or the game-over panel names, in a card over the right of the table, the game still standing beside
 * it. "Close" or Escape folds it and gives the focus back to the link it was opened from; the whole reference
 * is one more link away.
 */
export function RuleAside({
  id,
  entry,
  onClose,
}: {
  /** The entry's id, for the link to the reference (also when the reference lacks it). */
  readonly id: string;
  readonly entry: RuleEntry | undefined;
  readonly onClose: () => void;
}) {
  const { close, onKeyDown } = useRuleDialog(onClose);
  const title = entry?.title ?? 'Rule';
  return (
    <aside
      className="rule-aside panel"
      role="dialog"
      aria-label={`The rule: ${title}`}
      data-testid="rule-aside"
      onKeyDown={onKeyDown}
    >
      <header>
        <h2>{title}</h2>
        <button ref={close} type="button" className="link" data-testid="rule-aside-close" onClick={onClose}>
          Close
        </button>
      </header>
      {entry === undefined ? (
        <p className="muted">The rules reference has no entry for this step.</p>
      ) : (
        <RuleEntryText entry={entry} />
      )}
      <a href={`#/rules/${encodeURIComponent(id)}`} data-testid="rule-aside-reference">
        Open it in the rules reference
      </a>
    </aside>
  );
}
