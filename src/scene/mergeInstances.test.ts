import { BoxGeometry, Color, InstancedMesh, Matrix4, PlaneGeometry, type BufferGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { withBakedLight } from './bakedLight';
import { MERGED_SOURCE, mergeInstances } from './mergeInstances';

function family(geometry: BufferGeometry, places: [number, number, number][], color: string) {
  const mesh = new InstancedMesh(geometry, MERGED_SOURCE, places.length);
  places.forEach(([x, y, z], i) => {
    mesh.setMatrixAt(i, new Matrix4().makeTranslation(x, y, z));
    mesh.setColorAt(i, new Color(color));
  });
  return mesh;
}

describe('mergeInstances (the light profile draws the opaque families in one draw call)', () => {
  it('copies every instance of every shown family, moved to its place, into one indexed geometry', () => {
    const boxes = family(
      withBakedLight(new BoxGeometry(1, 1, 1)),
      [
        [0, 0, 0],
        [10, 0, 0],
      ],
      '#ff0000',
    );
    const quads = family(new PlaneGeometry(1, 1), [[0, 5, 0]], '#00ff00');
    const merged = mergeInstances([boxes, quads]);
    // A box is 24 vertices and 36 indices, a quad 4 and 6.
    expect(merged.getAttribute('position').count).toBe(2 * 24 + 4);
    expect(merged.index?.count).toBe(2 * 36 + 6);
    // The second box's first vertex: BoxGeometry's (0.5, 0.5, 0.5) moved 10 east.
    expect(merged.getAttribute('position').getX(24)).toBeCloseTo(10.5);
    // Its indices point at its own copy.
    expect(merged.index?.getX(36)).toBe(24 + (boxes.geometry.index?.getX(0) ?? -1));
    // The quad (no vertex colours): its instance colour as is; its first vertex (−0.5, 0.5, 0) raised 5.
    expect(merged.getAttribute('position').getY(48)).toBeCloseTo(5.5);
    expect([0, 1, 2].map((c) => merged.getAttribute('color').getComponent(48, c))).toEqual([0, 1, 0]);
  });

  it('tints the baked light by the instance colour', () => {
    const baked = withBakedLight(new BoxGeometry(1, 1, 1));
    const merged = mergeInstances([family(baked, [[0, 0, 0]], '#ff0000')]);
    const light = baked.getAttribute('color');
    expect(merged.getAttribute('color').getX(8)).toBeCloseTo(light.getX(8));
    expect(merged.getAttribute('color').getY(8)).toBe(0);
  });

  it('leaves out hidden families and instances past the count', () => {
    const shown = family(
      new PlaneGeometry(1, 1),
      [
        [0, 0, 0],
        [1, 0, 0],
        [2, 0, 0],
      ],
      '#ffffff',
    );
    shown.count = 2;
    const hidden = family(new PlaneGeometry(1, 1), [[0, 0, 0]], '#ffffff');
    hidden.visible = false;
    const merged = mergeInstances([shown, hidden]);
    expect(merged.getAttribute('position').count).toBe(8);
    expect(mergeInstances([hidden]).index?.count).toBe(0);
  });
});
