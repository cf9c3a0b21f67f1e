import { useState } from 'react';

/**
 * A button whose action cannot be undone (replace the game in progress, delete a save): the first click asks,
 * in place, and only "yes" acts. Focus moves to the question's "no", so Enter twice does not act by mistake.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  cancelLabel = 'Keep it',
  onConfirm,
  testId,
  className,
}: {
  /** The button's text ("Start a new crawl"). */
  readonly label: string;
  /** What is asked ("Replace the crawl in progress? It cannot be brought back."). */
  readonly question: string;
  /** The yes button ("Start anew"). */
  readonly confirmLabel: string;
  /** The no button (default "Keep it"). */
  readonly cancelLabel?: string;
  readonly onConfirm: () => void;
  /** The button's `data-testid`; the yes and no buttons add `-confirm` and `-cancel`. */
  readonly testId: string;
  readonly className?: string;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button
        type="button"
        className={className}
        data-testid={testId}
        onClick={() => {
          setAsking(true);
        }}
      >
        {label}
      </button>
    );
  }
  return (
    <span className="confirm" role="group" aria-label={label} data-testid={`${testId}-question`}>
      <span className="confirm-question">{question}</span>{' '}
      <button
        type="button"
        className="danger"
        data-testid={`${testId}-confirm`}
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirmLabel}
      </button>{' '}
      <button
        type="button"
        data-testid={`${testId}-cancel`}
        // The question replaced the button that had focus: the no button takes it.
        autoFocus
        onClick={() => {
          setAsking(false);
        }}
      >
        {cancelLabel}
      </button>
    </span>
  );
}
