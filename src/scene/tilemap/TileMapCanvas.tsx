import { useContext, useMemo, type CSSProperties } from 'react';
import { StageMarksContext } from '../stageMarks';
import { TableCanvas } from '../TableCanvas';
import { WarmUp } from '../WarmUp';
import { placeMaps } from './locationLayout';
import { LocationView, type LocationViewProps } from './LocationView';
import { TileCameraPresets } from './TileCameraPresets';
import { TileMapProbe } from './TileMapProbe';
import type { TileCameraPreset } from './types';

export interface TileMapCanvasProps extends LocationViewProps {
  /** Camera framing (default 'top'); 'free' leaves the camera where the player orbited it. */
  readonly preset?: TileCameraPreset;
  /** Bump to re-apply the same preset after orbiting away (default 0). */
  readonly presetRevision?: number;
  /** Class of the wrapping element, which the canvas fills (default 'tile-map-canvas'). */
  readonly className?: string;
  /** Style of the wrapping element (default: fill the parent, at least 320px tall). */
  readonly style?: CSSProperties;
}

/** Table margin round the maps, tiles. */
const MARGIN = 4;

const FILL: CSSProperties = { width: '100%', height: '100%', minHeight: 320 };

/**
 * Tile maps ready for a screen: a TableCanvas sized to the map(s), the maps centred on it (LocationView: one
 * map, or a location's maps in a grid, all in the same few draw calls), camera presets and the test probe
 * (probe.ts). Every LocationView prop passes through. The default export is for `React.lazy`, so three.js
 * stays out of the first page.
 */
export function TileMapCanvas({
  preset = 'top',
  presetRevision = 0,
  className = 'tile-map-canvas',
  style = FILL,
  ...ownProps
}: TileMapCanvasProps) {
  const viewProps = useDemoTiles(ownProps);
  const { maps, columns, gap = 3 } = viewProps;
  const placement = useMemo(
    () =>
      placeMaps(
        maps.map((m) => m.map),
        columns,
        gap,
      ),
    [maps, columns, gap],
  );
  const { width, depth, offsets } = placement;
  const size = Math.max(width, depth) + MARGIN * 2;
  const origin = useMemo(() => [-width / 2, -depth / 2] as const, [width, depth]);
  // One array while the size stands: a new one is a changed prop of the canvas, which r3f configures again.
  const camera = useMemo((): [number, number, number] => [0, size * 0.9, size * 0.5], [size]);
  // The fights' pawns for the probe: a pawn stands at `at` inside its cell; the probe's cells are centred.
  const figures = useMemo(
    () =>
      maps.flatMap((m, map) =>
        (m.figures ?? []).map((f) => ({
          id: f.id,
          map,
          x: f.x + (f.at?.[0] ?? 0.5) - 0.5,
          y: f.y + (f.at?.[1] ?? 0.5) - 0.5,
        })),
      ),
    [maps],
  );
  return (
    <div className={className} style={style} data-testid="tile-map-canvas">
      <TableCanvas size={size} camera={camera}>
        <group position={[origin[0], 0, origin[1]]}>
          <LocationView {...viewProps} />
        </group>
        <TileCameraPresets preset={preset} revision={presetRevision} width={width} depth={depth} />
        <TileMapProbe offsets={offsets} origin={origin} figures={figures} />
        <WarmUp />
      </TableCanvas>
    </div>
  );
}

/**
 * The props with a rules demo's tile marks on the first map (framed and labelled), and a click on a tile
 * first offered to the demo (a question answered on the table); the same props when no demo shows the map.
 */
function useDemoTiles(props: LocationViewProps): LocationViewProps {
  const marks = useContext(StageMarksContext);
  const highlights = marks?.highlights;
  const maps = useMemo(() => {
    const tiles = (highlights ?? []).flatMap((h, i) =>
      h.on === 'tile'
        ? [
            {
              x: h.x,
              y: h.y,
              tone: 'selected' as const,
              id: `demo-${i}`,
              ...(h.label === undefined ? {} : { label: h.label }),
            },
          ]
        : [],
    );
    const [first, ...rest] = props.maps;
    if (tiles.length === 0 || first === undefined) return props.maps;
    return [{ ...first, highlights: [...(first.highlights ?? []), ...tiles] }, ...rest];
  }, [props.maps, highlights]);
  if (marks === null) return props;
  const { onTileClick } = props;
  return {
    ...props,
    maps,
    onTileClick: (x, y, map) => {
      if (map === 0 && marks.onTile?.(x, y) === true) return;
      onTileClick?.(x, y, map);
    },
  };
}

export default TileMapCanvas;
