import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry } from 'three';
import { edgeMaterial, noRaycast } from './geometries';
import type { TerrainItem } from './layout';

/** The 12 edges of a box as corner-index pairs; corner i has x = bit 0, y = bit 1, z = bit 2. */
const EDGES = [0, 1, 2, 3, 4, 5, 6, 7, 0, 2, 1, 3, 4, 6, 5, 7, 0, 4, 1, 5, 2, 6, 3, 7];

function edgeGeometry(items: readonly TerrainItem[]): BufferGeometry {
  const pos = new Float32Array(items.length * EDGES.length * 3);
  let k = 0;
  for (const item of items) {
    const hx = item.sx / 2;
    const hy = item.sy / 2;
    const hz = item.sz / 2;
    for (const corner of EDGES) {
      pos[k++] = item.cx + (corner & 1 ? hx : -hx);
      pos[k++] = item.cy + (corner & 2 ? hy : -hy);
      pos[k++] = item.cz + (corner & 4 ? hz : -hz);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(pos, 3));
  return geometry;
}

/**
 * Dark outlines round the shown decks and solids in ONE draw call, so stacked slabs and walls of similar
 * colour keep their shapes under flat light. Rebuilt only when the boxes change (board or level visibility).
 * @param items axis-aligned boxes to outline (required; ramps and ladders are not passed).
 * @param visible draw them (default true).
 */
export function TerrainEdges({
  items,
  visible = true,
}: {
  items: readonly TerrainItem[];
  visible?: boolean;
}) {
  const geometry = useMemo(() => edgeGeometry(items), [items]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <lineSegments
      geometry={geometry}
      material={edgeMaterial}
      visible={visible && items.length > 0}
      raycast={noRaycast}
    />
  );
}
