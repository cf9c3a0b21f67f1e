import type { Board as BoardDoc } from '../../content/schemas/board';
import { LEVEL_NAMES } from '../../rules/board/types';
import type { Mark } from './boardViews';

/**
 * Picks a figure (or shows the board point picked on the canvas) for the ruler and the sight tools.
 * @param allowPoint whether a canvas point can stand here (default true).
 */
export function MarkSelect({
  board,
  value,
  onChange,
  testId,
  label,
  allowPoint = true,
}: {
  board: BoardDoc;
  value: Mark | null;
  onChange: (mark: Mark | null) => void;
  testId: string;
  label: string;
  allowPoint?: boolean;
}) {
  const current = value === null ? '' : value.kind === 'figure' ? value.id : '__point';
  return (
    <label>
      {label}{' '}
      <select
        data-testid={testId}
        value={current}
        onChange={(e) => {
          const id = e.target.value;
          onChange(id === '' || id === '__point' ? (id === '' ? null : value) : { kind: 'figure', id });
        }}
      >
        <option value="">—</option>
        {board.figures.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name} ({f.side}, {LEVEL_NAMES[f.level]})
          </option>
        ))}
        {allowPoint && value?.kind === 'point' && (
          <option value="__point">
            Point ({value.point.x.toFixed(1)}", {value.point.z.toFixed(1)}", {LEVEL_NAMES[value.point.level]})
          </option>
        )}
      </select>
    </label>
  );
}
