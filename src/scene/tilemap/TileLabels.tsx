import { Html } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import type { CSSProperties } from 'react';
import type { MapTitleItem, TileLabelItem } from './overlayLayout';
import { HIGHLIGHT_COLORS } from './palette';

// System fonts only: the app downloads no font.
const labelStyle: CSSProperties = {
  font: '700 11px/14px system-ui, sans-serif',
  color: '#0e1117',
  borderRadius: 3,
  padding: '0 3px',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  pointerEvents: 'none',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.6)',
  // Mostly beyond the tile's south-east corner (the anchor): the code in the tile's middle stays clear.
  transform: 'translate(-25%, -30%)',
};

const titleStyle: CSSProperties = {
  font: '600 12px system-ui, sans-serif',
  maxWidth: 240,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: '#f4f7ff',
  background: 'rgba(14, 17, 23, 0.78)',
  border: '1px solid rgba(244, 247, 255, 0.2)',
  borderRadius: 4,
  padding: '1px 6px',
  whiteSpace: 'nowrap',
  userSelect: 'none',
  pointerEvents: 'none',
  transform: 'translate(0, -100%)',
};

/** Labels sit above the canvas but below the app's own overlays (menus, dialogs). */
const Z_RANGE = [20, 0];

/**
 * Short texts pinned to tiles (oxygen costs, verdicts), in the colour of their highlight, and the maps'
 * titles, drawn as DOM over the canvas: crisp at any zoom, readable by Playwright
 * (`data-testid="tile-label-<id>"`, `data-testid="tile-map-title-<index>"`) and costing no draw call. They
 * let the pointer through to the maps.
 * @param labels highlight labels, in the maps' frame (required; usually a handful).
 * @param titles map titles, in the maps' frame (default none).
 */
export function TileLabels({
  labels,
  titles = [],
}: {
  labels: readonly TileLabelItem[];
  titles?: readonly MapTitleItem[];
}) {
  // Html mounts its DOM into the element r3f listens on; wait until it is attached (see BoardLabels).
  const connected = useThree((s) => s.events.connected as unknown);
  if (connected === undefined || connected === null || connected === false) return null;
  return (
    <>
      {labels.map((label) => (
        <Html
          key={label.id}
          position={[label.position[0], label.position[1], label.position[2]]}
          pointerEvents="none"
          zIndexRange={Z_RANGE}
        >
          <div
            data-testid={`tile-label-${label.id}`}
            style={{ ...labelStyle, background: HIGHLIGHT_COLORS[label.tone] }}
          >
            {label.text}
          </div>
        </Html>
      ))}
      {titles.map((title) => (
        <Html
          key={`title-${title.index}`}
          position={[title.position[0], title.position[1], title.position[2]]}
          pointerEvents="none"
          zIndexRange={Z_RANGE}
        >
          <div data-testid={`tile-map-title-${title.index}`} style={titleStyle}>
            {title.text}
          </div>
        </Html>
      ))}
    </>
  );
}
