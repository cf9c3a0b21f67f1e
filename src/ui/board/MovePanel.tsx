import type { Board as BoardDoc } from '../../content/schemas/board';
import type { MoveMode, MoveResult } from '../../rules/board/movement';
import { LEVEL_NAMES } from '../../rules/board/types';
import type { BoardPoint, Level } from '../../rules/board/types';
import { inches } from './boardViews';

export interface MoveDraft {
  readonly figureId: string;
  readonly to: BoardPoint | null;
  readonly allowance: number;
  readonly mode: MoveMode;
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
  onCommit,
  refusal,
}: {
  board: BoardDoc;
  draft: MoveDraft;
  onDraft: (d: MoveDraft) => void;
  preview: MoveResult | string | null;
  onCommit: () => void;
  refusal: string | null;
}) {
  const to = draft.to;
  const setTo = (patch: Partial<BoardPoint>) => {
    const base: BoardPoint = to ?? { x: 18, z: 18, level: 3 };
    onDraft({ ...draft, to: { ...base, ...patch } });
  };
  return (
    <section className="panel tool-panel" aria-label="Move" data-testid="move-panel">
      <h3>Move</h3>
      <p className="muted">
        Drag a figure on the board, or set the move here. Nothing moves until you commit.
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
      <MovePreview preview={preview} />
      <button
        type="button"
        data-testid="move-commit"
        disabled={typeof preview === 'string' || preview === null || !preview.legal}
        onClick={onCommit}
      >
        Make this move
      </button>
      {refusal !== null && (
        <p className="refusal" role="alert" data-testid="move-refusal">
          {refusal}
        </p>
      )}
    </section>
  );
}

function MovePreview({ preview }: { preview: MoveResult | string | null }) {
  if (preview === null) return <p className="muted">Pick a figure and where it goes.</p>;
  if (typeof preview === 'string') return <p className="refusal">{preview}</p>;
  return (
    <div className="preview" data-testid="move-preview">
      <p data-testid="move-verdict" className={preview.legal ? 'notice' : 'refusal'}>
        {preview.legal ? 'Legal move' : 'Not allowed'}: costs {inches(preview.cost)} (
        {inches(preview.distance)} across
        {preview.climbed > 0 ? `, ${inches(preview.climbed)} climbed` : ''}).
      </p>
      {preview.reasons.map((r) => (
        <p key={r} className="refusal">
          {r}
        </p>
      ))}
      {preview.fall !== undefined && (
        <p data-testid="move-fall" className="warning">
          Ends in a fall to {LEVEL_NAMES[preview.fall.landing.level]}: {preview.fall.damage} damage and Prone
          {preview.fall.landedOn !== undefined ? `, landing on ${preview.fall.landedOn}` : ''}.
        </p>
      )}
      {preview.endsEngaged.length > 0 && (
        <p>Ends in base contact (Engaged) with {preview.endsEngaged.join(', ')}.</p>
      )}
      {preview.endsRound && <p>The jump down ends the figure’s round (Fringe).</p>}
    </div>
  );
}
