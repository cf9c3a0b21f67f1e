import { useContext, useMemo, useState, type CSSProperties } from 'react';
import { StageMarksContext } from '../stageMarks';
import { TableCanvas } from '../TableCanvas';
import { BoardProbe } from './BoardProbe';
import { CameraPresets } from './CameraPresets';
import { boardMarks } from './demoMarks';
import { DepthBoard, type DepthBoardProps } from './DepthBoard';
import { occupiedArea } from './framing';
import type { CameraPreset } from './types';

export interface BoardCanvasProps extends DepthBoardProps {
  /** Camera framing (default 'iso'); 'free' leaves the camera where the player orbited it. */
  readonly preset?: CameraPreset;
  /** Bump to re-apply the same preset after orbiting away (default 0). */
  readonly presetRevision?: number;
  /** Class of the wrapping element, which the canvas fills (default 'board-canvas'). */
  readonly className?: string;
  /** Style of the wrapping element (default: fill the parent, at least 320px tall). */
  readonly style?: CSSProperties;
}

/** Table margin round the board, inches. */
const MARGIN = 6;
/** How far above the top deck the camera presets frame: tall pieces on Topside. */
const HEADROOM = 3;

const FILL: CSSProperties = { width: '100%', height: '100%', minHeight: 320 };

/**
 * The depth board ready for a screen: a TableCanvas sized to the board, the board centred on the table,
 * camera presets and the test probe (see probe.ts). Every DepthBoard prop passes through. The default
 * export is for `React.lazy`, so three.js stays out of the first page.
 */
export function BoardCanvas({
  preset = 'iso',
  presetRevision = 0,
  className = 'board-canvas',
  style = FILL,
  ...ownProps
}: BoardCanvasProps) {
  const boardProps = useDemoMarks(ownProps);
  const marks = useContext(StageMarksContext);
  const { width, depth, levelSpacing } = boardProps.board;
  const size = Math.max(width, depth) + MARGIN * 2;
  const offset = [-width / 2, 0, -depth / 2] as const;
  const height = 2 * levelSpacing + HEADROOM;
  const figures = boardProps.board.figures.length;
  // The presets fit the occupied part of the board (framing.ts), not the whole table: a figure must be big
  // enough to pick. Re-framed on a preset, a reset, or when figures are placed or removed (not on a move:
  // the camera must not follow every step, or undo the player's orbit).
  const occupied = useMemo(
    () => occupiedArea(boardProps.board),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose: see above
    [figures, width, depth],
  );
  // A demo step's camera and this screen's own view buttons: whichever moved last frames the table, so a
  // spectator of a shared demo turns its own camera between the presenter's steps (the next step's camera,
  // or the same one again, takes it back).
  const demoRevision = marks?.cameraRevision ?? 0;
  const ownKey = `${preset}/${String(presetRevision)}`;
  const [seen, setSeen] = useState({ demo: demoRevision, own: ownKey, ownLast: false });
  if (seen.demo !== demoRevision || seen.own !== ownKey)
    setSeen({ demo: demoRevision, own: ownKey, ownLast: seen.demo === demoRevision });
  const demoCamera = seen.ownLast ? undefined : marks?.camera;
  // A demo's camera move frames its focus (or the occupied part) from its preset.
  const focus = demoCamera?.focus;
  const area =
    focus === undefined
      ? occupied
      : {
          minX: focus.x - focus.width / 2,
          maxX: focus.x + focus.width / 2,
          minZ: focus.z - focus.depth / 2,
          maxZ: focus.z + focus.depth / 2,
        };
  return (
    <div className={className} style={style} data-testid="board-canvas">
      <TableCanvas size={size} camera={[size * 0.5, size * 0.6, size * 0.8]}>
        <group position={offset}>
          <DepthBoard {...boardProps} />
        </group>
        <CameraPresets
          preset={demoCamera?.preset ?? preset}
          revision={presetRevision + demoRevision}
          width={area.maxX - area.minX}
          depth={area.maxZ - area.minZ}
          height={height}
          center={[(area.minX + area.maxX) / 2 - width / 2, 0, (area.minZ + area.maxZ) / 2 - depth / 2]}
        />
        <BoardProbe offset={offset} board={boardProps.board} />
      </TableCanvas>
    </div>
  );
}

/** The props with a rules demo's marks (when a demo shows this board) drawn on top; the same props otherwise. */
function useDemoMarks(props: DepthBoardProps): DepthBoardProps {
  const marks = useContext(StageMarksContext);
  const highlights = marks?.highlights;
  const drawn = useMemo(
    () => (highlights === undefined ? null : boardMarks(props.board, highlights)),
    [props.board, highlights],
  );
  if (marks === null || drawn === null) return props;
  return {
    ...props,
    overlays: [...(props.overlays ?? []), ...drawn.lines],
    rings: [...(props.rings ?? []), ...drawn.rings],
    labels: [...(props.labels ?? []), ...drawn.labels],
    highlightFigureIds: [...(props.highlightFigureIds ?? []), ...drawn.figures],
    highlightTerrainIds: [...(props.highlightTerrainIds ?? []), ...drawn.terrain],
    levelVisibility: drawn.levels ?? props.levelVisibility,
    onFigureClick: (id, point) => {
      if (marks.onFigure?.(id) === true) return;
      props.onFigureClick?.(id, point);
    },
  };
}

export default BoardCanvas;
