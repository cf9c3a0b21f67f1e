import type { RuleEntry } from '../../rules/reference/entry';
import { RuleEntryText, useRuleDialog } from '../RuleEntryText';

/**
 * A rule one click away without leaving the game: the rules-reference entry of a phase, in a small dialog
 * beside the phase map (the Rules screen's text, not its page). Escape or "Close" folds it and gives the
 * focus back to the phase it was opened from.
 */
export function RulePopover({
  phase,
  prompt,
  entry,
  next,
  onClose,
}: {
  /** The phase in words ("Enemy fire"). */
  readonly phase: string;
  /** What the machine tells the player in that phase, when it says something. */
  readonly prompt: string | null;
  /** Its rules-reference entry, or undefined when the phase names none the reference holds. */
  readonly entry: RuleEntry | undefined;
  /** The phases it may lead to, in words. */
  readonly next: readonly string[];
  readonly onClose: () => void;
}) {
  const { close, onKeyDown } = useRuleDialog(onClose);
  return (
    <div
      className="rule-popover panel"
      role="dialog"
      aria-label={`The rule of ${phase}`}
      data-testid="phase-rule"
      onKeyDown={onKeyDown}
    >
      <header>
        <h3>{phase}</h3>
        <button ref={close} type="button" className="link" data-testid="phase-rule-close" onClick={onClose}>
          Close
        </button>
      </header>
      {prompt !== null && <p className="muted">{prompt}</p>}
      {entry === undefined ? (
        <p className="muted">The rules reference has no entry for this step.</p>
      ) : (
        <>
          <h4 data-testid="phase-rule-title">{entry.title}</h4>
          <RuleEntryText entry={entry} />
        </>
      )}
      {next.length > 0 && <p className="muted">Leads to: {next.join(', ')}.</p>}
    </div>
  );
}
