import { useThree, type ThreeEvent } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  BoxGeometry,
  BufferGeometry,
  Color,
  ConeGeometry,
  Float32BufferAttribute,
  MeshLambertMaterial,
  Object3D,
  PointsMaterial,
  LineBasicMaterial,
  type InstancedMesh,
} from 'three';
import { follow, isClick, pressAt, type Press } from '../click';
import { DomLabels, type DomLabel } from '../DomLabels';
import { instanceCapacity } from '../board/TerrainInstances';
import { useSameContent } from '../sameContent';
import {
  BAR_COLORS,
  SHIP_Y,
  STAGE_DEPTH,
  STAGE_WIDTH,
  barsOf,
  placeShips,
  shipLabel,
  shotSegments,
  type SpaceStageView,
} from './layout';

const scratch = new Object3D();
const scratchColor = new Color();

// A four-sided cone lying along +x: a hull with a nose, cheap and readable from above.
const hullGeometry = new ConeGeometry(0.5, 1, 4).rotateZ(-Math.PI / 2);
const barGeometry = new BoxGeometry(1, 0.12, 1);
const hullMaterial = new MeshLambertMaterial({ color: '#ffffff' });
const barMaterial = new MeshLambertMaterial({ color: '#ffffff' });
const shotMaterial = new LineBasicMaterial({ vertexColors: true });
const starMaterial = new PointsMaterial({ color: '#c9d4ff', size: 0.12, sizeAttenuation: true });

const COLORS = {
  crew: '#7fb3ff',
  enemy: '#e07a5f',
  destroyed: '#4b505a',
  targeted: '#ffd166',
  hit: '#ffb454',
  miss: '#8a93a6',
} as const;

const LABEL_CSS =
  'font:600 12px system-ui,sans-serif;color:#f4f7ff;background:rgba(14,17,23,0.82);' +
  'border:1px solid rgba(244,247,255,0.25);border-radius:4px;padding:1px 6px;white-space:nowrap;' +
  'user-select:none;pointer-events:none;';

/** Mesh name the probe and the tests read. */
export const SPACE_HULLS_NAME = 'space-hulls';

/** A fixed starfield (a small LCG, so every screenshot shows the same sky). */
function starGeometry(count: number): BufferGeometry {
  let seed = 20261202;
  const next = () => {
    seed = (seed * 1664525 + 1013904223) % 4294967296;
    return seed / 4294967296;
  };
  const positions: number[] = [];
  for (let i = 0; i < count; i++) {
    positions.push((next() - 0.5) * STAGE_WIDTH * 1.4, -0.5 - next() * 6, (next() - 0.5) * STAGE_DEPTH * 1.4);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  return geometry;
}
const stars = starGeometry(260);

/**
 * The space-combat stage (Space Kraken §10) in four draw calls whatever the fleet: all hulls in one
 * instanced mesh, every SP and shield bar in another, the turn's shots in one line set, and the stars. The
 * names, SP and shields are DOM labels (no draw call). A click on an enemy hull (a press released in place,
 * never a drag, see click.ts) calls `onPick` with the ship's key; the panel decides what it means.
 * @param view what to draw (required).
 * @param onPick called with a ship's key when it is clicked (optional: no picking without it).
 */
export function SpaceView({
  view,
  onPick,
}: {
  readonly view: SpaceStageView;
  readonly onPick?: (key: string) => void;
}) {
  // The panel builds the view from every snapshot: held to its content, a click that changes nothing on the
  // stage (a prompt-only step, an objective picked) redoes nothing and draws no frame (issue 28).
  const ships = useSameContent(view.ships);
  const shots = useSameContent(view.shots);
  const invalidate = useThree((s) => s.invalidate);
  const placed = useMemo(() => placeShips(ships), [ships]);
  const bars = useMemo(() => placed.flatMap(barsOf), [placed]);
  const segments = useMemo(() => shotSegments(placed, shots), [placed, shots]);
  // A change to what is drawn asks for exactly one frame (the instance buffers are rewritten in place).
  useEffect(() => {
    invalidate();
  }, [invalidate, placed, bars, segments]);
  const hulls = useRef<InstancedMesh>(null);
  const barMesh = useRef<InstancedMesh>(null);
  const press = useRef<Press<number> | null>(null);
  const hullCapacity = instanceCapacity(placed.length);
  const barCapacity = instanceCapacity(bars.length);

  useLayoutEffect(() => {
    const mesh = hulls.current;
    if (mesh === null) return;
    placed.forEach((p, i) => {
      scratch.position.set(p.x, SHIP_Y, p.z);
      scratch.rotation.set(0, p.heading, 0);
      const width = p.length * 0.55;
      scratch.scale.set(p.length, width * 0.5, width);
      scratch.updateMatrix();
      mesh.setMatrixAt(i, scratch.matrix);
      const color = p.ship.destroyed
        ? COLORS.destroyed
        : p.ship.targeted === true
          ? COLORS.targeted
          : COLORS[p.ship.side];
      mesh.setColorAt(i, scratchColor.set(color));
    });
    mesh.count = placed.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    mesh.visible = placed.length > 0;
  }, [placed, hullCapacity]);

  useLayoutEffect(() => {
    const mesh = barMesh.current;
    if (mesh === null) return;
    scratch.rotation.set(0, 0, 0);
    bars.forEach((bar, i) => {
      // The filled part sits a hair over its track so the two never fight for the same pixels.
      const lift = bar.color === BAR_COLORS.track ? 0 : 0.02;
      scratch.position.set(bar.x, SHIP_Y + 1.6 + lift, bar.z);
      scratch.scale.set(bar.width, 1, bar.depth);
      scratch.updateMatrix();
      mesh.setMatrixAt(i, scratch.matrix);
      mesh.setColorAt(i, scratchColor.set(bar.color));
    });
    mesh.count = bars.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
    mesh.visible = bars.length > 0;
  }, [bars, barCapacity]);

  const shotGeometry = useMemo(() => {
    // With no shots, a placeholder far under the stars, drawn only by the warm-up frame (WarmUp.tsx).
    const positions: number[] = segments.length === 0 ? [0, -40, 0, 0.1, -40, 0] : [];
    const colors: number[] = segments.length === 0 ? [0, 0, 0, 0, 0, 0] : [];
    for (const s of segments) {
      positions.push(...s.from, ...s.to);
      scratchColor.set(s.hit ? COLORS.hit : COLORS.miss);
      colors.push(
        scratchColor.r,
        scratchColor.g,
        scratchColor.b,
        scratchColor.r,
        scratchColor.g,
        scratchColor.b,
      );
    }
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
    geometry.setAttribute('color', new Float32BufferAttribute(colors, 3));
    return geometry;
  }, [segments]);
  useLayoutEffect(() => () => shotGeometry.dispose(), [shotGeometry]);

  const labels = useMemo((): DomLabel[] => {
    const out: DomLabel[] = placed.map((p) => ({
      key: p.ship.key,
      testId: `space-label-${p.ship.key}`,
      position: [p.x, SHIP_Y + 2.2, p.z - p.length / 2 - 2.4],
      text: shipLabel(p.ship),
      css: LABEL_CSS,
    }));
    segments.forEach((s, i) => {
      if (s.label === '') return;
      out.push({
        key: `shot-${i}`,
        testId: `space-shot-${i}`,
        position: [(s.from[0] + s.to[0]) / 2, SHIP_Y + 0.8, (s.from[2] + s.to[2]) / 2],
        text: s.label,
        css: LABEL_CSS + (s.hit ? 'color:#ffd7a1;' : 'color:#c3c9d6;'),
      });
    });
    return out;
  }, [placed, segments]);

  // Stable handlers reading the latest pick and ships: a new handler is a changed prop, which r3f answers
  // with a frame.
  const latest = useRef({ onPick, placed });
  useLayoutEffect(() => {
    latest.current = { onPick, placed };
  });
  const down = useCallback((e: ThreeEvent<PointerEvent>) => {
    if (latest.current.onPick === undefined || e.instanceId === undefined) return;
    press.current = pressAt(
      e.nativeEvent.clientX,
      e.nativeEvent.clientY,
      e.nativeEvent.timeStamp,
      e.instanceId,
    );
  }, []);
  const move = useCallback((e: ThreeEvent<PointerEvent>) => {
    if (press.current !== null) follow(press.current, e.nativeEvent.clientX, e.nativeEvent.clientY);
  }, []);
  const up = useCallback((e: ThreeEvent<PointerEvent>) => {
    const started = press.current;
    press.current = null;
    const { onPick: pick, placed: now } = latest.current;
    if (started === null || pick === undefined) return;
    if (!isClick(started, e.nativeEvent.clientX, e.nativeEvent.clientY, e.nativeEvent.timeStamp)) return;
    const ship = now[started.target]?.ship;
    if (ship !== undefined) pick(ship.key);
  }, []);

  return (
    <>
      <points geometry={stars} material={starMaterial} />
      <instancedMesh
        ref={hulls}
        name={SPACE_HULLS_NAME}
        args={[hullGeometry, hullMaterial, hullCapacity]}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
      />
      <instancedMesh ref={barMesh} args={[barGeometry, barMaterial, barCapacity]} />
      {/* Mounted while empty too (hidden), so the scene's warm-up compiles the shots' shader at load. */}
      <lineSegments geometry={shotGeometry} material={shotMaterial} visible={segments.length > 0} />
      <DomLabels labels={labels} spread />
    </>
  );
}
