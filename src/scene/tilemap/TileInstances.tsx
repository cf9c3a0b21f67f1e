import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import type { BufferGeometry, InstancedMesh, Material } from 'three';
import { noRaycast } from './geometries';
import { fillInstances, instanceCapacity, type InstanceSet } from './instanceBuffer';

/**
 * One instanced family of the tile maps (floors, walls, border pieces, arrows, marker plates, highlights,
 * the team): every instance of every map shown in one draw call, each with its own matrix and colour.
 * Hidden while empty. Never catches the pointer (the maps' pick plane does). Asks for one frame when its
 * instances change.
 * @param name the mesh's name, for debugging and tests (required).
 * @param set the instances, as layout.ts writes them (required).
 * @param geometry shared unit geometry, placed and sized per instance (required).
 * @param material shared material; instance colours multiply its white (required).
 * @param renderOrder draw order among transparent meshes (default 0).
 */
export function TileInstances({
  name,
  set,
  geometry,
  material,
  renderOrder = 0,
}: {
  name: string;
  set: InstanceSet;
  geometry: BufferGeometry;
  material: Material;
  renderOrder?: number;
}) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const capacity = instanceCapacity(set.count);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    fillInstances(mesh, set);
    invalidate();
  }, [set, capacity, invalidate]);
  return (
    <instancedMesh
      ref={ref}
      name={name}
      args={[geometry, material, capacity]}
      frustumCulled={false}
      raycast={noRaycast}
      renderOrder={renderOrder}
    />
  );
}
