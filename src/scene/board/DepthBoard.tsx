import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Vector3, type Group } from 'three';
import type { Board, BoardPoint } from '../../rules/board';
import type { HeatMap } from '../../rules/board/heatmap';
import { BoardLabels } from './BoardLabels';
import { follow, isClick, pressAt, type Press } from '../click';
import { isPausable, type Pausable } from '../pausable';
import { pickFirst, resolveHit, type BoardHit } from './boardHit';
import { FigureInstances, FigureXray } from './FigureInstances';
import { HeatmapOverlay } from './HeatmapOverlay';
import { TableMarks, scaleLabel } from './TableMarks';
import { boardLook } from './geometries';
import { layoutBoard, type BoardLayout } from './layout';
import { OverlayLines, toneRings, type ResolvedRing } from './OverlayLines';
import { SELECTED_HEAD_COLOR } from './palette';
import { MergedInstances } from '../MergedInstances';
import { useSameContent } from '../sameContent';
import { useRenderProfile } from '../useRenderProfile';
import { TerrainEdges } from './TerrainEdges';
import { TerrainInstances } from './TerrainInstances';
import {
  ALL_LEVELS_SHOWN,
  type BoardLabel,
  type BoardLine,
  type BoardRing,
  type LevelVisibility,
} from './types';

export interface DepthBoardProps {
  /** The board to draw: its decks, terrain and figures, in inches (required). */
  readonly board: Board;
  /**
   * How each level is drawn (default all 'shown'). Hide or fade the levels above to look into The Mids and
   * The Sink; hidden and faded levels never catch the pointer.
   */
  readonly levelVisibility?: LevelVisibility;
  /** The figure drawn as selected: yellow head and a ring round its base (default null). */
  readonly selectedFigureId?: string | null;
  /** Pieces drawn in the highlight colour, e.g. the blockers of a line of sight (default none). */
  readonly highlightTerrainIds?: readonly string[];
  /** Figures whose heads are drawn in the highlight colour, e.g. targets (default none). */
  readonly highlightFigureIds?: readonly string[];
  /** Eyelines, the ruler, a move preview: one draw call for all (default none). */
  readonly overlays?: readonly BoardLine[];
  /** Range bands round figures, drawn with the overlays (default none). */
  readonly rings?: readonly BoardRing[];
  /** DOM labels pinned to board points, `data-testid="board-label-<id>"` (default none). */
  readonly labels?: readonly BoardLabel[];
  /**
   * A heat map to tint the floors with (what standing on each square gives against a target, from
   * rules/board/heatmap): one or two draw calls whatever its size (default null: none).
   */
  readonly heatmap?: HeatMap | null;
  /** Side → CSS colour for figures; sides not listed take the palette in order (default {}). */
  readonly sideColors?: Readonly<Record<string, string>>;
  /** Outline decks and solids (default true). */
  readonly showEdges?: boolean;
  /** A 1" grid on the table and a 6" scale bar along its south edge (default false). */
  readonly showGrid?: boolean;
  /**
   * While a press that began on a figure is held, the default camera controls are paused so a drag from the
   * figure (a move tool's drag) does not orbit the camera (default false: a drag orbits, wherever it began).
   */
  readonly lockCameraOnFigureDown?: boolean;
  /**
   * Primary button pressed on a shown figure, before it is known to be a click: only for a tool that drags
   * the figure (with `lockCameraOnFigureDown`). Anything that acts belongs in onFigureClick (default none).
   */
  readonly onFigurePress?: (figureId: string, point: BoardPoint) => void;
  /**
   * A click on a shown figure (pressed and released close by, soon: see `../click.ts`); `point` is the
   * figure's standing point (default none). A drag never clicks.
   */
  readonly onFigureClick?: (figureId: string, point: BoardPoint) => void;
  /**
   * A click on something a figure can stand on: a deck, The Sink's floor, the top of a solid, a ramp,
   * difficult ground, a site or an open door. `point.level` is the level of the surface hit and
   * `point.elevation` the height above that level's floor on a solid (default none). Fires after
   * onTerrainClick when both apply. `point` is where the press began.
   */
  readonly onSurfaceClick?: (point: BoardPoint) => void;
  /**
   * A click on a terrain piece other than a deck (a wall, a door, a site...). `point` is where a figure would
   * stand there: on top of a solid when its top was hit, else on the piece's level at the spot (default none).
   */
  readonly onTerrainClick?: (terrainId: string, point: BoardPoint) => void;
  /**
   * The pointer moved over the board (the point under it, as for the press callbacks) or off it (null, once).
   * Called on every move without rendering anything: keep the value in a ref unless it must show (default none).
   */
  readonly onPointerMoveBoard?: (point: BoardPoint | null) => void;
  /**
   * The primary button was released after a press on the board: the point under the pointer, or null when
   * released off the board (default none).
   */
  readonly onPointerUp?: (point: BoardPoint | null) => void;
}

const NONE: readonly string[] = [];
const NO_LINES: readonly BoardLine[] = [];
const NO_RINGS: readonly BoardRing[] = [];
const NO_LABELS: readonly BoardLabel[] = [];
const NO_COLORS: Readonly<Record<string, string>> = {};

/** How far outside its base the selection ring is drawn, inches. */
const SELECTION_RING_GAP = 0.2;

// Scratch vector for turning hit points into board inches; pointer handlers never allocate a vector.
const scratch = new Vector3();

function splitKey(key: string): string[] {
  return key === '' ? [] : key.split('\n');
}

/**
 * The depth board in board inches (x 0..width, y up, z 0..depth; place it in a group to move it): the three
 * levels' decks, every terrain piece, every figure, and the overlays the screen asks for. It owns no game
 * state: it draws its props and reports pointer input through the callbacks.
 *
 * Draw calls: one per terrain group that has pieces (decks with The Sink's floor, solids, see-through areas,
 * ramps, ladders, site markers), two for all figures, one for outlines, one for all lines and rings, plus
 * at most three ghosts when a level is faded, and one for a heat map (two with a faded level). Adding
 * pieces, figures or squares adds instances, not draw calls.
 * Nothing animates: a frame is requested when a prop changes, never on hover.
 */
export function DepthBoard({
  board: boardProp,
  levelVisibility = ALL_LEVELS_SHOWN,
  selectedFigureId = null,
  highlightTerrainIds = NONE,
  highlightFigureIds = NONE,
  overlays: overlaysProp = NO_LINES,
  rings: ringsProp = NO_RINGS,
  labels: labelsProp = NO_LABELS,
  heatmap = null,
  sideColors: sideColorsProp = NO_COLORS,
  showEdges = true,
  showGrid = false,
  lockCameraOnFigureDown = false,
  onFigurePress,
  onFigureClick,
  onSurfaceClick,
  onTerrainClick,
  onPointerMoveBoard,
  onPointerUp,
}: DepthBoardProps) {
  const invalidate = useThree((s) => s.invalidate);
  const controls = useThree((s) => s.controls);
  const gl = useThree((s) => s.gl);
  // Screens rebuild the board and the overlay lists from every snapshot: a click that changes nothing on the
  // table (a cover choice, a prompt-only step) hands the same content anew. Held to their content, the
  // layout is not redone and no WebGL frame is drawn for it (issue 28, the ui-latency bench).
  const board = useSameContent(boardProp);
  const overlays = useSameContent(overlaysProp);
  const rings = useSameContent(ringsProp);
  const labels = useSameContent(labelsProp);
  const sideColors = useSameContent(sideColorsProp);

  // Callers often rebuild the id lists on every render; key them by content so an unchanged highlight does
  // not rewrite every instance buffer.
  const terrainKey = highlightTerrainIds.join('\n');
  const figureKey = highlightFigureIds.join('\n');
  const [top, mids, sink] = [levelVisibility[1], levelVisibility[2], levelVisibility[3]];
  const layout = useMemo(
    () =>
      layoutBoard({
        board,
        levelVisibility: { 1: top, 2: mids, 3: sink },
        selectedFigureId,
        highlightTerrainIds: splitKey(terrainKey),
        highlightFigureIds: splitKey(figureKey),
        sideColors,
      }),
    [board, top, mids, sink, selectedFigureId, terrainKey, figureKey, sideColors],
  );
  const ringList = useMemo((): ResolvedRing[] => {
    const list = toneRings(rings);
    const selected = layout.figures.find((f) => f.figure.id === selectedFigureId);
    if (selected !== undefined) {
      list.push({
        center: { x: selected.figure.x, y: selected.y + 0.02, z: selected.figure.z },
        radius: selected.figure.baseDiameter / 2 + SELECTION_RING_GAP,
        color: SELECTED_HEAD_COLOR,
      });
    }
    return list;
  }, [rings, layout, selectedFigureId]);
  const shownLabels = useMemo(
    () => (showGrid ? [...labels, scaleLabel(board.depth)] : labels),
    [labels, showGrid, board.depth],
  );
  const edgeItems = useMemo(() => [...layout.terrain.decks, ...layout.terrain.solids], [layout]);

  // A prop change is the only thing that changes the picture: ask for exactly one new frame.
  useEffect(() => {
    invalidate();
  }, [invalidate, layout, overlays, ringList, labels, showEdges, showGrid]);

  // Pointer handlers are stable and read the latest props from here, so a parent re-rendering with new
  // inline callbacks never re-registers the board's event handlers.
  const root = useRef<Group>(null);
  const layoutRef = useRef<BoardLayout>(layout);
  const latest = useRef({
    board,
    lockCameraOnFigureDown,
    onFigurePress,
    onFigureClick,
    onSurfaceClick,
    onTerrainClick,
    onPointerMoveBoard,
    onPointerUp,
    controls,
    canvas: gl.domElement,
  });
  useLayoutEffect(() => {
    layoutRef.current = layout;
    latest.current = {
      board,
      lockCameraOnFigureDown,
      onFigurePress,
      onFigureClick,
      onSurfaceClick,
      onTerrainClick,
      onPointerMoveBoard,
      onPointerUp,
      controls,
      canvas: gl.domElement,
    };
  });

  /** The press in progress, whether a board handler already took the current DOM event, the cursor. */
  const pointer = useRef({
    pressed: false,
    paused: null as Pausable | null,
    /** What the press began on, until it is released (a click acts on it) or strays (a drag). */
    press: null as Press<BoardHit> | null,
    moveEvent: null as Event | null,
    upEvent: null as Event | null,
    overBoard: false,
    cursor: '',
  });

  const hitOf = useCallback((e: ThreeEvent<PointerEvent>): BoardHit | null => {
    const group = root.current;
    if (group === null) return null;
    // A figure anywhere under the pointer wins over the deck above it (it is drawn through the deck).
    const hit = pickFirst(layoutRef.current, e.intersections) ?? e;
    group.worldToLocal(scratch.copy(hit.point));
    return resolveHit(
      layoutRef.current,
      hit.object.name,
      hit.instanceId,
      scratch.x,
      scratch.y,
      scratch.z,
      hit.face?.normal.y ?? 0,
      latest.current.board,
    );
  }, []);

  // A pointing hand over figures: a DOM style, no frame rendered.
  const setCursor = useCallback((cursor: string) => {
    if (pointer.current.cursor === cursor) return;
    pointer.current.cursor = cursor;
    latest.current.canvas.style.cursor = cursor;
  }, []);

  const handleDown = useCallback(
    (e: ThreeEvent<PointerEvent>) => {
      if (e.button !== 0) return;
      const hit = hitOf(e);
      if (hit === null) return;
      // The nearest thing under the pointer wins; nothing behind it hears the press.
      e.stopPropagation();
      const cb = latest.current;
      pointer.current.pressed = true;
      // Nothing acts yet: the release says whether this was a click or a drag of the camera.
      pointer.current.press = pressAt(
        e.nativeEvent.clientX,
        e.nativeEvent.clientY,
        e.nativeEvent.timeStamp,
        hit,
      );
      if (hit.kind === 'figure') {
        if (cb.lockCameraOnFigureDown && isPausable(cb.controls) && cb.controls.enabled) {
          cb.controls.enabled = false;
          pointer.current.paused = cb.controls;
        }
        cb.onFigurePress?.(hit.figureId, hit.point);
      }
    },
    [hitOf],
  );

  const handleMove = useCallback(
    (e: ThreeEvent<PointerEvent>) => {
      const hit = hitOf(e);
      if (hit === null) return;
      e.stopPropagation();
      pointer.current.moveEvent = e.nativeEvent;
      pointer.current.overBoard = true;
      setCursor(hit.kind === 'figure' ? 'pointer' : '');
      latest.current.onPointerMoveBoard?.(hit.point);
    },
    [hitOf, setCursor],
  );

  const handleUp = useCallback(
    (e: ThreeEvent<PointerEvent>) => {
      if (e.button !== 0 || !pointer.current.pressed) return;
      const hit = hitOf(e);
      if (hit === null) return;
      e.stopPropagation();
      pointer.current.upEvent = e.nativeEvent;
      latest.current.onPointerUp?.(hit.point);
    },
    [hitOf],
  );

  /** A click acts on what its press began on. */
  const clickOn = useCallback((hit: BoardHit) => {
    const cb = latest.current;
    if (hit.kind === 'figure') {
      cb.onFigureClick?.(hit.figureId, hit.point);
      return;
    }
    if (hit.pieceId !== null && !hit.deck) cb.onTerrainClick?.(hit.pieceId, hit.point);
    if (hit.surface) cb.onSurfaceClick?.(hit.point);
  }, []);

  // Moves and releases that hit nothing on the board never reach the handlers above; the window sees every
  // one after r3f has, so whatever a handler did not take is "off the board".
  useEffect(() => {
    const state = pointer.current;
    const onWindowMove = (ev: PointerEvent) => {
      if (state.press !== null) follow(state.press, ev.clientX, ev.clientY);
      if (ev === state.moveEvent || !state.overBoard) return;
      state.overBoard = false;
      setCursor('');
      latest.current.onPointerMoveBoard?.(null);
    };
    const onWindowUp = (ev: PointerEvent) => {
      if (ev.button !== 0 || !state.pressed) return;
      state.pressed = false;
      if (state.paused !== null) {
        state.paused.enabled = true;
        state.paused = null;
      }
      if (ev !== state.upEvent) latest.current.onPointerUp?.(null);
      const press = state.press;
      state.press = null;
      if (press !== null && isClick(press, ev.clientX, ev.clientY, ev.timeStamp)) clickOn(press.target);
    };
    const onWindowCancel = () => {
      state.press = null;
    };
    window.addEventListener('pointermove', onWindowMove);
    window.addEventListener('pointerup', onWindowUp);
    window.addEventListener('pointercancel', onWindowCancel);
    return () => {
      window.removeEventListener('pointermove', onWindowMove);
      window.removeEventListener('pointerup', onWindowUp);
      window.removeEventListener('pointercancel', onWindowCancel);
      if (state.paused !== null) state.paused.enabled = true;
    };
  }, [setCursor, clickOn]);

  const { terrain } = layout;
  // Full: lit materials; light (software WebGL): the same light baked into the geometry, see geometries.ts.
  const look = boardLook(useRenderProfile());
  return (
    <group ref={root} onPointerDown={handleDown} onPointerMove={handleMove} onPointerUp={handleUp}>
      <TerrainInstances name="decks" items={terrain.decks} geometry={look.box} material={look.deck} />
      <TerrainInstances name="solids" items={terrain.solids} geometry={look.box} material={look.solid} />
      <TerrainInstances name="areas" items={terrain.areas} geometry={look.box} material={look.area} />
      <TerrainInstances name="ramps" items={terrain.ramps} geometry={look.wedge} material={look.connector} />
      <TerrainInstances
        name="ladders"
        items={terrain.ladders}
        geometry={look.ladder}
        material={look.connector}
      />
      <TerrainInstances
        name="markers"
        items={terrain.markers}
        geometry={look.marker}
        material={look.markerMaterial}
      />
      <TerrainInstances
        name="faded-boxes"
        items={layout.fadedBoxes}
        geometry={look.box}
        material={look.faded}
        pickable={false}
      />
      <TerrainInstances
        name="faded-ramps"
        items={layout.fadedRamps}
        geometry={look.wedge}
        material={look.faded}
        pickable={false}
      />
      <FigureInstances items={layout.figures} look={look} material={look.figure} />
      <FigureInstances
        items={layout.fadedFigures}
        look={look}
        material={look.faded}
        withHeads={false}
        pickable={false}
      />
      {look.merged && <MergedInstances revision={layout} />}
      <FigureXray items={layout.coveredFigures} body={look.figureBody} />
      <TerrainEdges items={edgeItems} visible={showEdges} />
      {showGrid && <TableMarks width={board.width} depth={board.depth} />}
      <HeatmapOverlay map={heatmap} levelVisibility={levelVisibility} />
      <OverlayLines lines={overlays} rings={ringList} />
      <BoardLabels labels={shownLabels} />
    </group>
  );
}
