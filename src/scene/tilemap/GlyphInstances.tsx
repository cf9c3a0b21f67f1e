import { useThree } from '@react-three/fiber';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { InstancedBufferAttribute, type InstancedMesh } from 'three';
import { glyphMaterial, noRaycast, unitQuad } from './geometries';
import { fillInstances, instanceCapacity, type InstanceSet } from './instanceBuffer';

/**
 * Every code and badge on every map shown in one draw call: flat quads reading their own cell of the glyph
 * atlas (`glyphCell`, per instance), white text tinted by the instance colour. The quad geometry is this
 * mesh's own (its per-instance attribute cannot be shared); the material and atlas are shared. Drawn after
 * the floors and plates, without writing depth, so the outlines blend.
 * @param set the glyph instances with their atlas cells, as layout.ts writes them (required).
 */
export function GlyphInstances({ set }: { set: InstanceSet }) {
  const ref = useRef<InstancedMesh>(null);
  const invalidate = useThree((s) => s.invalidate);
  const capacity = instanceCapacity(set.count);
  const geometry = useMemo(() => {
    const quad = unitQuad.clone();
    quad.setAttribute('glyphCell', new InstancedBufferAttribute(new Float32Array(capacity * 2), 2));
    return quad;
  }, [capacity]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const material = useMemo(() => glyphMaterial(), []);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    fillInstances(mesh, set);
    invalidate();
  }, [set, geometry, invalidate]);
  return (
    <instancedMesh
      ref={ref}
      name="glyphs"
      args={[geometry, material, capacity]}
      frustumCulled={false}
      raycast={noRaycast}
      renderOrder={2}
    />
  );
}
