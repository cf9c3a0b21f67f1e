import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import { registerBoardProbe } from './probe';

// Scratch vector for projecting; a probe call never allocates a vector.
const scratch = new Vector3();
const ORIGIN = [0, 0, 0] as const;

/**
 * Registers the board probe (see probe.ts) for the canvas it is placed in. Place it inside the Canvas.
 * @param offset where board inch (0, 0, 0) is in the scene (default [0, 0, 0]; BoardCanvas centres the board
 *   on the table, so it passes [−width/2, 0, −depth/2]).
 */
export function BoardProbe({ offset = ORIGIN }: { offset?: readonly [number, number, number] }) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const [ox, oy, oz] = offset;
  useEffect(
    () =>
      registerBoardProbe({
        project(point) {
          camera.updateMatrixWorld();
          scratch.set(point.x + ox, point.y + oy, point.z + oz).project(camera);
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
    [gl, camera, ox, oy, oz],
  );
  return null;
}
