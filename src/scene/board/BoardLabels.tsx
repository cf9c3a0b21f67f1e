import { useMemo } from 'react';
import { DomLabels, type DomLabel } from '../DomLabels';
import type { BoardLabel } from './types';

// System fonts only: the app downloads no font. DomLabels stands each just above its point, then spreads them.
const LABEL_CSS =
  'font:600 12px system-ui,sans-serif;color:#f4f7ff;background:rgba(14,17,23,0.82);' +
  'border:1px solid rgba(244,247,255,0.25);border-radius:4px;padding:1px 6px;white-space:nowrap;' +
  'user-select:none;pointer-events:none;';

/**
 * Short texts pinned to board points (distances, verdicts, unit names), drawn as DOM elements over the
 * canvas (DomLabels): crisp at any zoom, readable by Playwright (`data-testid="board-label-<id>"`), and
 * costing no draw call. They never overlap and are never cut at the edge: a label pushed off its point is
 * joined to it by a leader line. They let the pointer through to the board.
 * @param labels what to show and where, in board inches (required; usually a handful).
 */
export function BoardLabels({ labels }: { readonly labels: readonly BoardLabel[] }) {
  const items = useMemo(
    (): DomLabel[] =>
      labels.map((label) => ({
        key: label.id,
        testId: `board-label-${label.id}`,
        position: [label.position.x, label.position.y, label.position.z],
        text: label.text,
        css: LABEL_CSS,
      })),
    [labels],
  );
  return <DomLabels labels={items} spread />;
}
