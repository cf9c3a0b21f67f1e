import type { Board as BoardDoc } from '../../content/schemas/board';
import { useState } from 'react';
import type { FallPreview, MoveConsequences } from '../../rules/board/consequences';
import type { MoveMode, MoveResult } from '../../rules/board/movement';
import { LEVEL_NAMES } from '../../rules/board/types';
import type { BoardPoint, Level } from '../../rules/board/types';
import { inches } from './boardViews';
import { Refusal } from '../Refusal';

export interface MoveDraft {
  readonly figureId: string;
  readonly to: BoardPoint | null;
  readonly allowance: number;
  readonly mode: MoveMode;
}

/** A fall in a few words, from the falls table's numbers: 'falls 6" to The Sink: 2 damage, Prone'. */
export function fallText(fall: FallPreview): string {
  return `falls ${Number(fall.drop.toFixed(2))}" to ${LEVEL_NAMES[fall.landing.level]}: ${fall.damage} damage, Prone`;
}

/**
 * A move before it is made: the figure, where it goes, the allowance and how it moves; the preview says what
 * it costs, whether the rules allow it and whether it ends in a fall, and only "Make this move" commits it.
 */
export function MovePanel({
  board,
  draft,
  onDraft,
  preview,
  consequences,
  onCommit,
  refusal,
}: {
  board: BoardDoc;
  draft: MoveDraft;
  onDraft: (d: MoveDraft) => void;
  preview: MoveResult | string | null;
  /** What the move sets off (board rules), null without a preview. */
  consequences: MoveConsequences | null;
  /** Makes the move; null on a screen that only watches (the preview still measures it). */
  onCommit: (() => void) | null;
  refusal: string | null;
}) {
  // A risky move (a fall, leaving an engagement) asks once: the first press arms, the second commits.
  const draftKey = JSON.stringify(draft);
  const [armed, setArmed] = useState<string | null>(null);
  const risky = consequences?.risky === true;
  const confirming = risky && armed === draftKey;
  const to = draft.to;
  const setTo = (patch: Partial<BoardPoint>) => {
    const base: BoardPoint = to ?? { x: 18, z: 18, level: 3 };
    onDraft({ ...draft, to: { ...base, ...patch } });
  };
  return (
    <section className="panel tool-panel" aria-label="Move" data-testid="move-panel">
      <h3>Move</h3>
      <p className="muted">
        Drag a figure on the board (or click it, then a spot), or set the move here. Nothing moves until you
        press “Make this move”.
      </p>
      <label>
        Figure{' '}
        <select
          data-testid="move-figure"
          value={draft.figureId}
          onChange={(e) => onDraft({ ...draft, figureId: e.target.value })}
        >
          <option value="">—</option>
          {board.figures.map((f) => (
            <option key={f.id} value={f.id}>
              {f.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Allowance (")
        <input
          type="number"
          data-testid="move-allowance"
          value={draft.allowance}
          onChange={(e) => onDraft({ ...draft, allowance: Number(e.target.value) })}
        />
      </label>
      <label>
        How{' '}
        <select
          data-testid="move-mode"
          value={draft.mode}
          onChange={(e) => onDraft({ ...draft, mode: e.target.value as MoveMode })}
        >
          <option value="walk">Walk</option>
          <option value="climb">Climb</option>
          <option value="jump">Jump</option>
          <option value="leap">Leap a gap</option>
        </select>
      </label>
      <div className="fields">
        <label>
          To x{' '}
          <input
            type="number"
            data-testid="move-x"
            value={to?.x ?? ''}
            onChange={(e) => setTo({ x: Number(e.target.value) })}
          />
        </label>
        <label>
          z{' '}
          <input
            type="number"
            data-testid="move-z"
            value={to?.z ?? ''}
            onChange={(e) => setTo({ z: Number(e.target.value) })}
          />
        </label>
        <label>
          level{' '}
          <select
            data-testid="move-level"
            value={to?.level ?? 3}
            onChange={(e) => setTo({ level: Number(e.target.value) as Level })}
          >
            {([1, 2, 3] as const).map((l) => (
              <option key={l} value={l}>
                {LEVEL_NAMES[l]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <MovePreview preview={preview} consequences={consequences} names={board.figures} />
      {onCommit !== null && (
        <button
          type="button"
          data-testid="move-commit"
          className={confirming ? 'danger' : ''}
          disabled={typeof preview === 'string' || preview === null || !preview.legal}
          onClick={() => {
            if (risky && !confirming) {
              setArmed(draftKey);
              return;
            }
            setArmed(null);
            onCommit();
          }}
        >
          {confirming ? 'Yes, make this move' : risky ? 'Make this move…' : 'Make this move'}
        </button>
      )}
      {confirming && (
        <p className="warning" data-testid="move-confirm" role="alert">
          This move {consequences.fall !== null ? fallText(consequences.fall) : 'leaves an engagement'}. Press
          again to make it anyway, or change it.
        </p>
      )}
      {refusal !== null && <Refusal text={refusal} testId="move-refusal" />}
    </section>
  );
}

function MovePreview({
  preview,
  consequences,
  names,
}: {
  preview: MoveResult | string | null;
  consequences: MoveConsequences | null;
  names: readonly { readonly id: string; readonly name: string }[];
}) {
  if (preview === null) return <p className="muted">Pick a figure and where it goes.</p>;
  if (typeof preview === 'string') return <Refusal text={preview} role={null} />;
  const nameOf = (id: string) => names.find((f) => f.id === id)?.name ?? id;
  const fall = consequences?.fall ?? null;
  return (
    <div className="preview" data-testid="move-preview">
      <p
        data-testid="move-verdict"
        className={!preview.legal ? 'refusal' : fall !== null ? 'warning' : 'notice'}
      >
        {preview.legal ? (fall !== null ? 'Legal move, but it ends in a fall' : 'Legal move') : 'Not allowed'}
        : costs {inches(preview.cost)} ({inches(preview.distance)} across
        {preview.climbed > 0 ? `, ${inches(preview.climbed)} climbed` : ''}).
      </p>
      {preview.reasons.map((r) => (
        <Refusal key={r} text={r} role={null} />
      ))}
      {fall !== null && (
        <p data-testid="move-fall" className="warning">
          It goes over the edge and {fallText(fall)}
          {fall.landedOn !== undefined
            ? `, landing on ${nameOf(fall.landedOn)} (${fall.landedOnDamage ?? 1} damage and Prone too)`
            : ''}
          .
        </p>
      )}
      {consequences !== null && consequences.leavesEngagement.length > 0 && (
        <p data-testid="move-leaves" className="warning">
          Leaves base contact with {consequences.leavesEngagement.map(nameOf).join(', ')} (no longer Engaged).
        </p>
      )}
      {preview.endsEngaged.length > 0 && (
        <p>Ends in base contact (Engaged) with {preview.endsEngaged.map(nameOf).join(', ')}.</p>
      )}
      {preview.endsRound && <p>The jump down ends the figure’s round (Fringe).</p>}
    </div>
  );
}
