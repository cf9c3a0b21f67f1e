import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import { FLOOR_TOP } from './layout';
import { registerTileMapProbe } from './probe';

// Scratch vector for projecting; a probe call never allocates a vector.
const scratch = new Vector3();
const ORIGIN = [0, 0] as const;
const NO_OFFSETS: readonly (readonly [number, number])[] = [[0, 0]];
const NO_FIGURES: readonly ProbeFigure[] = [];

/** A fight's figure for the probe: its pawn's place as a cell position (x, y may be fractional) on a map. */
export interface ProbeFigure {
  readonly id: string;
  readonly map: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Registers the tile-map probe (see probe.ts) for the canvas it is placed in. Place it inside the Canvas.
 * @param offsets each map's top-left corner in the maps' frame, in map order (default one map at [0, 0]).
 * @param origin where the maps' frame's [0, 0] is in the scene, [x, z] (default [0, 0]; TileMapCanvas
 *   centres the maps, so it passes minus half their extent).
 */
export function TileMapProbe({
  offsets = NO_OFFSETS,
  origin = ORIGIN,
  figures = NO_FIGURES,
}: {
  offsets?: readonly (readonly [number, number])[];
  origin?: readonly [number, number];
  /** The fights' figures drawn, for `figure(id)` (default none). */
  figures?: readonly ProbeFigure[];
}) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const [ox, oz] = origin;
  useEffect(() => {
    const probe = {
      project(x: number, y: number, map = 0) {
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
      figure(id: string) {
        const f = figures.find((candidate) => candidate.id === id);
        return f === undefined ? null : probe.project(f.x, f.y, f.map);
      },
      frames: () => gl.info.render.frame,
    };
    return registerTileMapProbe(probe);
  }, [gl, camera, offsets, ox, oz, figures]);
  return null;
}
