import type { CSSProperties } from 'react';
import { TableCanvas } from '../TableCanvas';
import { WarmUp } from '../WarmUp';
import { STAGE_WIDTH, type SpaceStageView } from './layout';
import { SpaceView } from './SpaceView';

const FILL: CSSProperties = { width: '100%', height: '100%', minHeight: 320 };
/** One array for every render: a new one is a changed prop of the canvas, which r3f configures again. */
const CAMERA: [number, number, number] = [0, 31, 19];

/**
 * The space-combat stage ready for a screen: open space (no table top), the camera high over your ship's
 * side looking across at the enemies. The default export is for `React.lazy`, so three.js stays out of the
 * first page.
 */
export function SpaceCanvas({
  view,
  onPick,
  style = FILL,
}: {
  readonly view: SpaceStageView;
  readonly onPick?: (key: string) => void;
  readonly style?: CSSProperties;
}) {
  return (
    <div className="space-canvas" style={style} data-testid="space-canvas">
      <TableCanvas size={STAGE_WIDTH} camera={CAMERA} floor={false} background="#070a12">
        <SpaceView view={view} onPick={onPick} />
        <WarmUp />
      </TableCanvas>
    </div>
  );
}

export default SpaceCanvas;
