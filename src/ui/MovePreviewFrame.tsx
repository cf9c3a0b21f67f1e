import type { ReactNode } from 'react';
import { Refusal } from './Refusal';

/**
 * The frame a move preview card shares between the games on the depth board: who moves and what it costs,
 * the refusal or each thing the move sets off, then "Move here" (or the card's "Yes" wording for a risky
 * move) and Cancel. A refused move offers only Close. The words are the game's own card's.
 */
export function MovePreviewFrame({
  testPrefix,
  who,
  cost,
  refusal,
  effects,
  risky,
  confirmLabel,
  warnEffects = false,
  children,
  onConfirm,
  onCancel,
}: {
  /** The game's test-id prefix: `${testPrefix}-move-preview`, `-cost`, `-refusal`, `-effects`, … */
  readonly testPrefix: string;
  readonly who: string;
  readonly cost: string;
  readonly refusal: string | null;
  readonly effects: readonly string[];
  readonly risky: boolean;
  /** The confirm button's words for a risky move (a safe one reads "Move here"). */
  readonly confirmLabel: string;
  /** Each effect line marked as a warning when the move is risky. */
  readonly warnEffects?: boolean;
  /** Lines after the effects (what the spot gives against a target). */
  readonly children?: ReactNode;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const refused = refusal !== null;
  return (
    <div
      className={`move-preview-card panel${risky && !refused ? ' risky' : ''}`}
      role="dialog"
      aria-label="Move preview"
      data-testid={`${testPrefix}-move-preview`}
    >
      <p className="cost" data-testid={`${testPrefix}-move-cost`}>
        <strong>{who}</strong> · {cost}
      </p>
      {refused ? (
        <Refusal text={refusal} role={null} testId={`${testPrefix}-move-refusal`} />
      ) : effects.length === 0 ? (
        <p className="muted">Nothing else happens.</p>
      ) : (
        <ul data-testid={`${testPrefix}-move-effects`}>
          {effects.map((e) => (
            <li key={e} className={warnEffects && risky ? 'warning' : ''}>
              {e}
            </li>
          ))}
        </ul>
      )}
      {children}
      <div className="buttons">
        {!refused && (
          <button
            type="button"
            className={risky ? 'danger' : 'primary'}
            data-testid={`${testPrefix}-move-confirm`}
            onClick={onConfirm}
          >
            {risky ? confirmLabel : 'Move here'}
          </button>
        )}
        <button type="button" data-testid={`${testPrefix}-move-cancel`} onClick={onCancel}>
          {refused ? 'Close' : 'Cancel'}
        </button>
      </div>
    </div>
  );
}
