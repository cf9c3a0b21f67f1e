import type { RuleEntry } from '../../rules/reference/entry';
import { RuleEntryText, useRuleDialog } from '../RuleEntryText';

/**
 * A rule one click away without leaving the game: the rules-reference entry of a phase (beside the phase map)
 * or of the step the prompt names (above the prompt), in a small dialog — the Rules screen's text, not its
 * page (issue 28: rules links open beside the game instead of leaving it). Escape or "Close" folds it and
 * gives the focus back to what opened it.
 */
export function RulePopover({
  phase,
  prompt,
  entry,
  next,
  onClose,
  onFullPage,
  testId = 'phase-rule',
  heading = phase,
}: {
  /** The phase in words ("Enemy fire"), or what the rule is of ("this step"). */
  readonly phase: string;
  /** What the machine tells the player in that phase, when it says something. */
  readonly prompt: string | null;
  /** Its rules-reference entry, or undefined when the phase names none the reference holds. */
  readonly entry: RuleEntry | undefined;
  /** The phases it may lead to, in words. */
  readonly next: readonly string[];
  readonly onClose: () => void;
  /** Opens the entry on the Rules screen (leaving the game): offered as a last link when given. */
  readonly onFullPage?: () => void;
  /** The dialog's test id; its title, close and page links take it as a prefix. */
  readonly testId?: string;
  /** The dialog's heading (default: the phase). */
  readonly heading?: string;
}) {
  const { close, onKeyDown } = useRuleDialog(onClose);
  return (
    <div
      className="rule-popover panel"
      role="dialog"
      aria-label={`The rule of ${phase}`}
      data-testid={testId}
      onKeyDown={onKeyDown}
    >
      <header>
        <h3>{heading}</h3>
        <button ref={close} type="button" className="link" data-testid={`${testId}-close`} onClick={onClose}>
          Close
        </button>
      </header>
      {prompt !== null && <p className="muted">{prompt}</p>}
      {entry === undefined ? (
        <p className="muted">The rules reference has no entry for this step.</p>
      ) : (
        <>
          <h4 data-testid={`${testId}-title`}>{entry.title}</h4>
          <RuleEntryText entry={entry} />
        </>
      )}
      {next.length > 0 && <p className="muted">Leads to: {next.join(', ')}.</p>}
      {onFullPage !== undefined && entry !== undefined && (
        <button type="button" className="link" data-testid={`${testId}-page`} onClick={onFullPage}>
          Open it in the Rules reference
        </button>
      )}
    </div>
  );
}
