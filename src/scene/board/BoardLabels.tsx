import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import type { CSSProperties } from 'react';
import type { BoardLabel } from './types';

// System fonts only: the app downloads no font.
const labelStyle: CSSProperties = {
  font: '600 12px system-ui, sans-serif',
  color: '#f4f7ff',
  background: 'rgba(14, 17, 23, 0.82)',
  border: '1px solid rgba(244, 247, 255, 0.25)',
  borderRadius: 4,
  padding: '1px 6px',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  pointerEvents: 'none',
};

/**
 * Html's own centring wrapper sits between its outer element and the label: it must let the pointer through
 * too, or a crowd of labels hides the figures under them from clicks.
 */
const PASS_THROUGH: CSSProperties = { pointerEvents: 'none' };

/** Labels sit above the canvas but below the app's own overlays (menus, dialogs). */
const Z_RANGE = [20, 0];

/**
 * Short texts pinned to board points (distances, verdicts), drawn as DOM elements over the canvas: crisp at
 * any zoom, readable by Playwright (`data-testid="board-label-<id>"`), and costing no draw call. They let
 * the pointer through to the board.
 * @param labels what to show and where, in board inches (required; usually a handful).
 */
export function BoardLabels({ labels }: { labels: readonly BoardLabel[] }) {
  // Html mounts its DOM into the element r3f listens on; if that element is attached after a label mounted,
  // Html remounts its inner React root in the middle of a render and the label comes out empty. Wait for it.
  const connected = useThree((s) => s.events.connected as unknown);
  if (connected === undefined || connected === null || connected === false) return null;
  return (
    <>
      {labels.map((label) => (
        <Html
          key={label.id}
          position={[label.position.x, label.position.y, label.position.z]}
          center
          pointerEvents="none"
          style={PASS_THROUGH}
          zIndexRange={Z_RANGE}
        >
          <div data-testid={`board-label-${label.id}`} style={labelStyle}>
            {label.text}
          </div>
        </Html>
      ))}
    </>
  );
}
