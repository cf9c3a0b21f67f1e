import { useEffect, useMemo } from 'react';
import { BufferGeometry, Float32BufferAttribute, LineBasicMaterial, LineSegments } from 'three';
import { noRaycast } from './geometries';
import type { BoardLabel } from './types';

/** Inches of the scale bar along the table's south edge. */
export const SCALE_INCHES = 6;

const gridMaterial = new LineBasicMaterial({ color: '#9fb3c8', transparent: true, opacity: 0.28 });

/**
 * The grid's segments: a line every inch across and along the table, just above The Sink's floor, and the
 * scale bar (with ticks every inch) an inch south of the table. Pure, for the test and the drawing.
 */
export function gridSegments(width: number, depth: number): number[] {
  const y = 0.02;
  const out: number[] = [];
  for (let x = 0; x <= width + 1e-9; x++) out.push(x, y, 0, x, y, depth);
  for (let z = 0; z <= depth + 1e-9; z++) out.push(0, y, z, width, y, z);
  const bar = depth + 1;
  out.push(0, y, bar, SCALE_INCHES, y, bar);
  for (let x = 0; x <= SCALE_INCHES; x++) out.push(x, y, bar - 0.3, x, y, bar + 0.3);
  return out;
}

/** The label naming the scale bar, under its middle. */
export function scaleLabel(depth: number): BoardLabel {
  return {
    id: 'scale',
    position: { x: SCALE_INCHES / 2, y: 0.1, z: depth + 2 },
    text: `${SCALE_INCHES}" · grid 1"`,
  };
}

/**
 * A 1" grid on the table and a 6" scale bar, on demand: one draw call of thin lines that the decks hide
 * (depth-tested, unlike the overlays; DepthBoard adds the bar's label). Never catches the pointer.
 */
export function TableMarks({ width, depth }: { readonly width: number; readonly depth: number }) {
  const object = useMemo(() => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(gridSegments(width, depth), 3));
    const lines = new LineSegments(geometry, gridMaterial);
    lines.raycast = noRaycast;
    lines.name = 'table-grid';
    return lines;
  }, [width, depth]);
  useEffect(() => () => object.geometry.dispose(), [object]);
  return <primitive object={object} />;
}
