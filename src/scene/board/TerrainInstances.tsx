import { useLayoutEffect, useRef } from 'react';
import { Color, Object3D, type BufferGeometry, type InstancedMesh, type Material } from 'three';
import { setPickable } from './geometries';
import type { TerrainItem } from './layout';

// Scratch objects for writing instance buffers; used only when the items change, never per frame.
const scratch = new Object3D();
const scratchColor = new Color();

/** Room for `n` instances, in powers of two, so adding a piece rarely rebuilds the mesh. */
export function instanceCapacity(n: number): number {
  return Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, n))));
}

/**
 * One instanced group of terrain: every item drawn with the same geometry and material in one draw call,
 * each with its own box and colour (instanceColor). Hidden while empty so it costs no draw call.
 * @param name the mesh's name; DepthBoard reads it to tell which group a pointer hit (required).
 * @param items what to draw, in instance order: instance i is items[i] (required).
 * @param geometry shared unit geometry, scaled per instance (required).
 * @param material shared material; instance colours multiply its white (required).
 * @param pickable whether the pointer can hit it (default true; faded ghosts pass false).
 */
export function TerrainInstances({
  name,
  items,
  geometry,
  material,
  pickable = true,
}: {
  name: string;
  items: readonly TerrainItem[];
  geometry: BufferGeometry;
  material: Material;
  pickable?: boolean;
}) {
  const ref = useRef<InstancedMesh>(null);
  const capacity = instanceCapacity(items.length);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    items.forEach((item, i) => {
      scratch.position.set(item.cx, item.cy, item.cz);
      scratch.rotation.set(0, item.turn, 0);
      scratch.scale.set(item.sx, item.sy, item.sz);
      scratch.updateMatrix();
      mesh.setMatrixAt(i, scratch.matrix);
      mesh.setColorAt(i, scratchColor.set(item.color));
    });
    mesh.count = items.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
    // Raycasts and frustum culling test the instances' bounds first: keep them true to what is drawn.
    mesh.computeBoundingSphere();
    mesh.visible = items.length > 0;
    setPickable(mesh, pickable);
    // A new profile's geometry or material makes a new mesh (r3f's args): its buffers are written anew.
  }, [items, capacity, pickable, geometry, material]);
  return <instancedMesh ref={ref} name={name} args={[geometry, material, capacity]} />;
}
