import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Vector3, type Group } from 'three';
import {
  arrowMaterial,
  highlightMaterial,
  markerMaterial,
  pickMaterial,
  teamMaterial,
  teamRing,
  tileLook,
  unitArrow,
  unitBox,
  unitFrame,
  unitQuad,
} from './geometries';
import { MergedInstances } from '../MergedInstances';
import { useRenderProfile } from '../useRenderProfile';
import { follow, isClick, pressAt, type Press } from '../click';
import { GlyphInstances } from './GlyphInstances';
import { createLayerMemo } from './layerMemo';
import { FLOOR_TOP } from './layout';
import { boundsOf, cellAtPoint, cellKey, figureAtPoint, type MapCellRef } from './overlayLayout';
import { TileInstances } from './TileInstances';
import { TileLabels } from './TileLabels';
import type { TileClickHandler, TileHoverHandler, TileMapLayer } from './types';

export interface TileMapLayersProps {
  /** The maps to draw, each at its offset, with their overlays (required). */
  readonly layers: readonly TileMapLayer[];
  /**
   * A click on a cell of a map: (x, y, index of the map in `layers`). A press acts only when released close
   * by and soon (see `../click.ts`); a drag orbits the camera instead (default none).
   */
  readonly onTileClick?: TileClickHandler;
  /**
   * The cell under the pointer changed: the new cell, or null once when the pointer leaves the maps. Called
   * without rendering anything: keep it in a ref unless it must show (default none).
   */
  readonly onTileHover?: TileHoverHandler;
  /**
   * A click on a fight's figure (its pawn), by the figure's id; a press on a figure acts as a click on it
   * instead of on its tile. Like a tile, a drag never acts (default none: the click goes to its tile).
   */
  readonly onFigureClick?: (id: string) => void;
}

// Scratch values for pointer handlers: a pointer move allocates nothing unless the cell changed.
const scratch = new Vector3();
const under: MapCellRef = { map: -1, x: 0, y: 0 };

/**
 * Draws any number of tile maps with ONE set of instanced meshes: floors, wall blocks, border pieces,
 * arrows, marker plates, glyphs (every code and badge), highlight frames and the team's token, each a
 * single draw call for all the maps together, so nine maps cost what one costs. Labels and titles are DOM.
 * One invisible plane catches the pointer and turns the hit into a cell. Nothing renders on hover; a frame
 * is asked for only when what is drawn changes. TileMapView and LocationView are thin wrappers of this.
 */
export function TileMapLayers({ layers, onTileClick, onTileHover, onFigureClick }: TileMapLayersProps) {
  const [memo] = useState(createLayerMemo);
  const { maps, overlays } = memo(layers);
  const gl = useThree((s) => s.gl);
  // Full: Lambert; light (software WebGL): the same light baked into the geometry (geometries.ts).
  const look = tileLook(useRenderProfile());
  // What the merged mesh copies changes only with these (layerMemo keeps them while their content stands).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a token that changes with them, on purpose
  const mergedRevision = useMemo(() => ({}), [maps, overlays.figures, look]);

  const bounds = boundsOf(layers);
  const width = bounds.maxX - bounds.minX;
  const depth = bounds.maxZ - bounds.minZ;

  // The latest layers and callbacks for the stable pointer handlers below.
  const root = useRef<Group>(null);
  const canvas = gl.domElement;
  const latest = useRef({
    layers,
    highlighted: overlays.highlighted,
    onTileClick,
    onTileHover,
    onFigureClick,
    canvas,
  });
  useLayoutEffect(() => {
    latest.current = {
      layers,
      highlighted: overlays.highlighted,
      onTileClick,
      onTileHover,
      onFigureClick,
      canvas,
    };
  });
  /**
   * The press in progress: a click acts on its cell when released. The map editor's brush too: a drag that
   * starts on a tile orbits the camera and never paints (a drag never acts).
   */
  const press = useRef<{ press: Press<MapCellRef & { figure: string | null }> | null }>({ press: null });
  const hover = useRef({ map: -1, x: -1, y: -1, cursor: '' });

  const cellOf = useCallback((e: ThreeEvent<PointerEvent>): boolean => {
    const group = root.current;
    if (group === null) return false;
    group.worldToLocal(scratch.copy(e.point));
    return cellAtPoint(latest.current.layers, scratch.x, scratch.z, under);
  }, []);

  // A pointing hand over highlighted tiles: a DOM style, no frame rendered.
  const setCursor = useCallback((cursor: string) => {
    if (hover.current.cursor === cursor) return;
    hover.current.cursor = cursor;
    latest.current.canvas.style.cursor = cursor;
  }, []);

  const leave = useCallback(() => {
    const h = hover.current;
    if (h.map < 0) return;
    h.map = -1;
    setCursor('');
    latest.current.onTileHover?.(null);
  }, [setCursor]);

  const handleDown = useCallback(
    (e: ThreeEvent<PointerEvent>) => {
      if (e.button !== 0 || !cellOf(e)) return;
      e.stopPropagation();
      const n = e.nativeEvent;
      // The figure under the press, if any (scratch still holds the hit in the maps' frame).
      const figure =
        latest.current.onFigureClick === undefined
          ? null
          : figureAtPoint(latest.current.layers, scratch.x, scratch.z);
      press.current.press = pressAt(n.clientX, n.clientY, n.timeStamp, { ...under, figure });
    },
    [cellOf],
  );

  const handleMove = useCallback(
    (e: ThreeEvent<PointerEvent>) => {
      if (!cellOf(e)) {
        leave();
        return;
      }
      const h = hover.current;
      if (h.map === under.map && h.x === under.x && h.y === under.y) return;
      h.map = under.map;
      h.x = under.x;
      h.y = under.y;
      setCursor(latest.current.highlighted.has(cellKey(under.map, under.x, under.y)) ? 'pointer' : '');
      latest.current.onTileHover?.({ x: under.x, y: under.y, map: under.map });
    },
    [cellOf, leave, setCursor],
  );

  // The release may land anywhere: the window hears every one.
  useEffect(() => {
    const state = press.current;
    const onMove = (ev: PointerEvent) => {
      if (state.press !== null) follow(state.press, ev.clientX, ev.clientY);
    };
    const onUp = (ev: PointerEvent) => {
      if (ev.button !== 0) return;
      const done = state.press;
      state.press = null;
      if (done !== null && isClick(done, ev.clientX, ev.clientY, ev.timeStamp)) {
        const { figure } = done.target;
        if (figure !== null && latest.current.onFigureClick !== undefined)
          latest.current.onFigureClick(figure);
        else latest.current.onTileClick?.(done.target.x, done.target.y, done.target.map);
      }
    };
    const onCancel = () => {
      state.press = null;
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  }, []);

  useEffect(() => {
    const state = latest.current;
    return () => {
      state.canvas.style.cursor = '';
    };
  }, []);

  return (
    <group ref={root}>
      <mesh
        name="tile-pick"
        geometry={unitQuad}
        material={pickMaterial}
        position={[bounds.minX + width / 2, FLOOR_TOP, bounds.minZ + depth / 2]}
        scale={[width, 1, depth]}
        onPointerDown={handleDown}
        onPointerMove={handleMove}
        onPointerOut={leave}
      />
      {/* Drawn top down: what stands on the floors, then the floors, then (renderOrder 0) the table top, so
          a pixel hidden under another fails the depth test instead of being shaded twice (issue 28). */}
      {(
        [
          ['walls', maps.walls, look.box, look.wall, -2],
          ['borders', maps.borders, look.box, look.border, -2],
          ['markers', maps.markers, unitBox, markerMaterial, -2],
          ['arrows', maps.arrows, unitArrow, arrowMaterial, -2],
          ['floors', maps.floors, look.quad, look.floor, -1],
        ] as const
      ).map(([name, set, geometry, material, order]) => (
        <TileInstances
          key={name}
          name={name}
          set={set}
          geometry={geometry}
          material={material}
          renderOrder={order}
        />
      ))}
      <TileInstances
        name="highlights"
        set={overlays.highlights}
        geometry={unitFrame}
        material={highlightMaterial}
      />
      <TileInstances name="team" set={overlays.team} geometry={teamRing} material={teamMaterial} />
      <TileInstances name="figures" set={overlays.figures} geometry={look.pawn} material={look.figure} />
      {look.merged && <MergedInstances revision={mergedRevision} />}
      <GlyphInstances set={maps.glyphs} />
      <TileLabels labels={overlays.labels} titles={overlays.titles} figures={overlays.figureLabels} />
    </group>
  );
}
