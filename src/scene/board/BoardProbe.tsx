import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { InstancedMesh, Vector3 } from 'three';
import { figurePoint, standingY, type Board } from '../../rules/board';
import { useRenderProfile } from '../useRenderProfile';
import { pickFigureSize } from './geometries';
import { HEATMAP_MESH_NAMES } from './HeatmapOverlay';
import { registerBoardProbe } from './probe';

// Scratch vector for projecting; a probe call never allocates a vector.
const scratch = new Vector3();
const ORIGIN = [0, 0, 0] as const;
/** Points round a pick cylinder's rim, top and bottom, that bound its silhouette closely enough. */
const RIM_STEPS = 16;

/**
 * Registers the board probe (see probe.ts) for the canvas it is placed in. Place it inside the Canvas.
 * @param offset where board inch (0, 0, 0) is in the scene (default [0, 0, 0]; BoardCanvas centres the board
 *   on the table, so it passes [−width/2, 0, −depth/2]).
 */
export function BoardProbe({
  offset = ORIGIN,
  board = null,
}: {
  offset?: readonly [number, number, number];
  board?: Board | null;
}) {
  const gl = useThree((s) => s.gl);
  const camera = useThree((s) => s.camera);
  const scene = useThree((s) => s.scene);
  const { kind } = useRenderProfile();
  const [ox, oy, oz] = offset;
  useEffect(() => {
    const project = (x: number, y: number, z: number) => {
      camera.updateMatrixWorld();
      scratch.set(x + ox, y + oy, z + oz).project(camera);
      if (scratch.z < -1 || scratch.z > 1) return null;
      if (Math.abs(scratch.x) > 1 || Math.abs(scratch.y) > 1) return null;
      const rect = gl.domElement.getBoundingClientRect();
      return {
        x: rect.left + ((scratch.x + 1) / 2) * rect.width,
        y: rect.top + ((1 - scratch.y) / 2) * rect.height,
      };
    };
    return registerBoardProbe({
      project: (point) => project(point.x, point.y, point.z),
      figureBounds(id) {
        const figure = board?.figures.find((f) => f.id === id);
        if (board == null || figure === undefined) return null;
        const { d, h } = pickFigureSize(figure);
        const y = standingY(figurePoint(figure), board.levelSpacing);
        let minX = Infinity;
        let minY = Infinity;
        let maxX = -Infinity;
        let maxY = -Infinity;
        for (let i = 0; i < RIM_STEPS; i++) {
          const a = (i / RIM_STEPS) * 2 * Math.PI;
          for (const dy of [0, h]) {
            const p = project(figure.x + (Math.cos(a) * d) / 2, y + dy, figure.z + (Math.sin(a) * d) / 2);
            if (p === null) return null;
            minX = Math.min(minX, p.x);
            maxX = Math.max(maxX, p.x);
            minY = Math.min(minY, p.y);
            maxY = Math.max(maxY, p.y);
          }
        }
        return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
      },
      profile: () => kind,
      frames: () => gl.info.render.frame,
      heatmapTiles() {
        let tiles = 0;
        for (const name of Object.values(HEATMAP_MESH_NAMES)) {
          const mesh = scene.getObjectByName(name);
          if (mesh instanceof InstancedMesh && mesh.visible) tiles += mesh.count;
        }
        return tiles;
      },
    });
  }, [gl, camera, scene, ox, oy, oz, board, kind]);
  return null;
}
