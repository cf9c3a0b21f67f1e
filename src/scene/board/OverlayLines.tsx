import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { Color, InstancedInterleavedBuffer, InterleavedBufferAttribute } from 'three';
import { LineMaterial } from 'three/examples/jsm/lines/LineMaterial.js';
import { LineSegments2 } from 'three/examples/jsm/lines/LineSegments2.js';
import { LineSegmentsGeometry } from 'three/examples/jsm/lines/LineSegmentsGeometry.js';
import type { Vec3 } from '../../rules/board';
import { noRaycast } from './geometries';
import { TONE_COLORS } from './palette';
import type { BoardLine, BoardRing } from './types';

/** Straight pieces per ring: round enough at table scale, cheap to rewrite. */
export const RING_SEGMENTS = 48;

/**
 * Lines are a few CSS pixels wide whatever the zoom (plain GL lines are one pixel, too thin to read on a
 * busy board) and drawn over the terrain: an eyeline that a wall blocks stays visible behind the wall.
 */
const lineMaterial = new LineMaterial({
  vertexColors: true,
  depthTest: false,
  transparent: true,
  worldUnits: false,
});
lineMaterial.linewidth = 3;

const scratchColor = new Color();

/** A ring with its colour already resolved (the selection ring has a colour no tone has). */
export interface ResolvedRing {
  readonly center: Vec3;
  readonly radius: number;
  readonly color: string;
}

export function toneRings(rings: readonly BoardRing[]): ResolvedRing[] {
  return rings.map((r) => ({ center: r.center, radius: r.radius, color: TONE_COLORS[r.tone] }));
}

/** Typed arrays and GL buffers for `capacity` segments; replaced (the old ones freed) only when outgrown. */
interface Buffers {
  readonly pos: InstancedInterleavedBuffer;
  readonly col: InstancedInterleavedBuffer;
}
const allocated = new WeakMap<LineSegmentsGeometry, Buffers>();

function buffers(geometry: LineSegmentsGeometry, count: number): Buffers {
  const have = allocated.get(geometry);
  if (have !== undefined && have.pos.count >= count) return have;
  geometry.dispose();
  const capacity = Math.max(64, 2 ** Math.ceil(Math.log2(count)));
  const pos = new InstancedInterleavedBuffer(new Float32Array(capacity * 6), 6, 1);
  const col = new InstancedInterleavedBuffer(new Float32Array(capacity * 6), 6, 1);
  geometry.setAttribute('instanceStart', new InterleavedBufferAttribute(pos, 3, 0));
  geometry.setAttribute('instanceEnd', new InterleavedBufferAttribute(pos, 3, 3));
  geometry.setAttribute('instanceColorStart', new InterleavedBufferAttribute(col, 3, 0));
  geometry.setAttribute('instanceColorEnd', new InterleavedBufferAttribute(col, 3, 3));
  const fresh = { pos, col };
  allocated.set(geometry, fresh);
  return fresh;
}

/**
 * Every overlay line and ring on the board in ONE draw call: a single fat-line segment buffer rewritten when
 * the lines or rings change (a ruler drag rewrites a few dozen floats). Never catches the pointer.
 * @param lines eyelines, the ruler, move previews, in board inches (required).
 * @param rings range bands and the selection ring, each drawn as RING_SEGMENTS segments (required).
 */
export function OverlayLines({
  lines,
  rings,
}: {
  lines: readonly BoardLine[];
  rings: readonly ResolvedRing[];
}) {
  const object = useMemo(() => {
    const line = new LineSegments2(new LineSegmentsGeometry(), lineMaterial);
    // Bounds would cover the unused tail of the buffer; the overlay is small, never worth culling.
    line.frustumCulled = false;
    line.raycast = noRaycast;
    line.renderOrder = 10;
    line.visible = false;
    return line;
  }, []);
  useEffect(() => () => object.geometry.dispose(), [object]);

  // Written through the ref: the object is made once and only its buffers change.
  const ref = useRef<LineSegments2>(null);
  useLayoutEffect(() => {
    const line = ref.current;
    if (line === null) return;
    const geometry = line.geometry;
    const count = lines.length + rings.length * RING_SEGMENTS;
    line.visible = count > 0;
    if (count === 0) return;
    const { pos: posData, col: colData } = buffers(geometry, count);
    const pos = posData.array as Float32Array;
    const col = colData.array as Float32Array;
    let k = 0;
    const put = (x0: number, y0: number, z0: number, x1: number, y1: number, z1: number, color: Color) => {
      pos[k] = x0;
      pos[k + 1] = y0;
      pos[k + 2] = z0;
      pos[k + 3] = x1;
      pos[k + 4] = y1;
      pos[k + 5] = z1;
      col[k] = col[k + 3] = color.r;
      col[k + 1] = col[k + 4] = color.g;
      col[k + 2] = col[k + 5] = color.b;
      k += 6;
    };
    for (const line of lines) {
      scratchColor.set(TONE_COLORS[line.tone]);
      put(line.from.x, line.from.y, line.from.z, line.to.x, line.to.y, line.to.z, scratchColor);
    }
    for (const ring of rings) {
      scratchColor.set(ring.color);
      const { x, y, z } = ring.center;
      for (let i = 0; i < RING_SEGMENTS; i++) {
        const a0 = (i / RING_SEGMENTS) * Math.PI * 2;
        const a1 = ((i + 1) / RING_SEGMENTS) * Math.PI * 2;
        put(
          x + Math.cos(a0) * ring.radius,
          y,
          z + Math.sin(a0) * ring.radius,
          x + Math.cos(a1) * ring.radius,
          y,
          z + Math.sin(a1) * ring.radius,
          scratchColor,
        );
      }
    }
    posData.needsUpdate = true;
    colData.needsUpdate = true;
    geometry.instanceCount = count;
  }, [lines, rings]);

  return <primitive ref={ref} object={object} />;
}
