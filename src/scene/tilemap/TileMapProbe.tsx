import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import { FLOOR_TOP } from './layout';
import { registerTileMapProbe } from './probe';

// Scratch vector for projecting; a probe call never allocates a vector.
const scratch = new Vector3();
const ORIGIN = [0, 0] as const;
const NO_OFFSETS: readonly (readonly [number, number])[] = [[0, 0]];

/**
 * Registers the tile-map probe (see probe.ts) for the canvas it is placed in. Place it inside the Canvas.
 * @param offsets each map's top-left corner in the maps' frame, in map order (default one map at [0, 0]).
 * @param origin where the maps' frame's [0, 0] is in the scene, [x, z] (default [0, 0]; TileMapCanvas
 *   centres the maps, so it passes minus half their extent).
 */
export function TileMapProbe({
  offsets = NO_OFFSETS,
  origin = ORIGIN,
}: {
  offsets?: readonly (readonly [number, number])[];
  origin?: readonly [number, number];
}) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const [ox, oz] = origin;
  useEffect(
    () =>
      registerTileMapProbe({
        project(x, y, map = 0) {
          const offset = offsets[map];
          if (offset === undefined) return null;
          camera.updateMatrixWorld();
          scratch.set(ox + offset[0] + x + 0.5, FLOOR_TOP, oz + offset[1] + y + 0.5).project(camera);
          if (scratch.z < -1 || scratch.z > 1) return null;
          if (Math.abs(scratch.x) > 1 || Math.abs(scratch.y) > 1) return null;
          const rect = gl.domElement.getBoundingClientRect();
          return {
            x: rect.left + ((scratch.x + 1) / 2) * rect.width,
            y: rect.top + ((1 - scratch.y) / 2) * rect.height,
          };
        },
        frames: () => gl.info.render.frame,
      }),
    [gl, camera, offsets, ox, oz],
  );
  return null;
}
