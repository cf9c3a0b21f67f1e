import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { InstancedMesh, type Mesh } from 'three';
import { MERGED_SOURCE, mergeInstances, mergedMaterial } from './mergeInstances';

/** Never caught by the pointer: the instanced families it copies are. */
function noRaycast(): void {
  // Intentionally empty: see above.
}

/**
 * Draws, in one draw call, every instanced family beside it whose material is {@link MERGED_SOURCE} (the light
 * profile's opaque families: see mergeInstances.ts). Place it after them in the same group: its layout effect
 * runs after theirs have filled their buffers, whenever `revision` changes (pass what their items come from).
 * Drawn before the table top (render order −1), so the table's hidden pixels fail the depth test.
 * @param revision changes whenever any family's instances may have changed (required).
 */
export function MergedInstances({ revision }: { revision: unknown }) {
  const ref = useRef<Mesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    const mesh = ref.current;
    const parent = mesh?.parent;
    if (mesh === null || parent === null || parent === undefined) return;
    const sources = parent.children.filter(
      (o): o is InstancedMesh => o instanceof InstancedMesh && o.material === MERGED_SOURCE,
    );
    const old = mesh.geometry;
    mesh.geometry = mergeInstances(sources);
    old.dispose();
    invalidate();
  }, [revision, invalidate]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    return () => mesh?.geometry.dispose();
  }, []);
  return (
    <mesh
      ref={ref}
      name="merged"
      material={mergedMaterial}
      renderOrder={-1}
      frustumCulled={false}
      raycast={noRaycast}
    />
  );
}
