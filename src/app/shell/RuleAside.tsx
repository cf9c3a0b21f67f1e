import { useEffect, useRef } from 'react';
import type { RuleEntry } from '../../rules/reference/entry';

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
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    return () => opener?.focus();
  }, []);
  const title = entry?.title ?? 'Rule';
  return (
    <aside
      className="rule-aside panel"
      role="dialog"
      aria-label={`The rule: ${title}`}
      data-testid="rule-aside"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onClose();
        }
      }}
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
        <>
          <p className="muted">From: {entry.source}</p>
          <p className="summary">{entry.summary}</p>
          {entry.body.split('\n').map((line, i) => (line.trim() === '' ? null : <p key={i}>{line}</p>))}
          {entry.reading !== undefined && <p className="reading">{entry.reading}</p>}
        </>
      )}
      <a href={`#/rules/${encodeURIComponent(id)}`} data-testid="rule-aside-reference">
        Open it in the rules reference
      </a>
    </aside>
  );
}
