import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PerspectiveCamera, Vector3 } from 'three';
import type { TileCameraPreset } from './types';

/** Controls as far as the presets need them: drei's OrbitControls (made default) fits. */
interface TargetControls {
  readonly target: Vector3;
  update(): unknown;
}

function hasTarget(controls: unknown): controls is TargetControls {
  return (
    typeof controls === 'object' &&
    controls !== null &&
    'target' in controls &&
    controls.target instanceof Vector3 &&
    'update' in controls &&
    typeof controls.update === 'function'
  );
}

const DEG = Math.PI / 180;
/** The tilted view looks from the south, 58° above the table: rows stay apart, walls show their height. */
const TILTED_ELEVATION = 58 * DEG;
/** Breathing room round the maps in the frame. */
const MARGIN = 1.08;
/** The tallest thing on a map (wall blocks), for fitting. */
const HEIGHT = 0.6;
const ORIGIN = [0, 0] as const;

// Scratch vectors: presets run on prop changes only, but need no garbage either.
const target = new Vector3();
const toCamera = new Vector3();
const right = new Vector3();
const up = new Vector3();
const corner = new Vector3();
const WORLD_UP = new Vector3(0, 1, 0);

/** How far from the target along `toCamera` the camera must stand for the whole box to be in view. */
function fitDistance(camera: PerspectiveCamera, hx: number, hz: number): number {
  const tanV = Math.tan((camera.fov * DEG) / 2);
  const tanH = tanV * camera.aspect;
  right.crossVectors(toCamera, WORLD_UP).negate();
  if (right.lengthSq() < 1e-8) right.set(1, 0, 0);
  right.normalize();
  up.crossVectors(toCamera, right).normalize();
  let distance = 0;
  for (let i = 0; i < 8; i++) {
    corner.set(i & 1 ? hx : -hx, i & 2 ? HEIGHT : 0, i & 4 ? hz : -hz);
    const off = Math.max(Math.abs(corner.dot(right)) / tanH, Math.abs(corner.dot(up)) / tanV);
    distance = Math.max(distance, corner.dot(toCamera) + off * MARGIN);
  }
  return distance;
}

/**
 * Camera framings of tile maps: straight down with north up ('top'), tilted from the south ('tilted'), or
 * left where the player orbited it ('free'). Moves the camera and the default controls' target so the whole
 * rectangle of maps fills the view, then asks for one frame. Place inside the Canvas, after OrbitControls
 * with makeDefault.
 * @param preset the framing (default 'top'); changing it re-frames, 'free' leaves the camera alone.
 * @param width the maps' extent across, in tiles (default 40).
 * @param depth the maps' extent down, in tiles (default 30).
 * @param center where the rectangle's centre is in the scene, [x, z] (default [0, 0]).
 * @param revision bump it to re-apply the same preset after the player orbited away (default 0).
 */
export function TileCameraPresets({
  preset = 'top',
  width = 40,
  depth = 30,
  center = ORIGIN,
  revision = 0,
}: {
  preset?: TileCameraPreset;
  width?: number;
  depth?: number;
  center?: readonly [number, number];
  revision?: number;
}) {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls);
  const invalidate = useThree((s) => s.invalidate);
  const size = useThree((s) => s.size);
  const [cx, cz] = center;
  useEffect(() => {
    if (preset === 'free' || !(camera instanceof PerspectiveCamera)) return;
    target.set(cx, 0, cz);
    if (preset === 'top') toCamera.set(0, 1, 1e-4).normalize();
    else toCamera.set(0, Math.sin(TILTED_ELEVATION), Math.cos(TILTED_ELEVATION));
    const distance = fitDistance(camera, width / 2, depth / 2);
    camera.position.copy(target).addScaledVector(toCamera, distance);
    camera.lookAt(target);
    if (hasTarget(controls)) {
      controls.target.copy(target);
      controls.update();
    }
    invalidate();
    // size: the canvas's shape decides the distance, so a resize re-frames.
  }, [preset, revision, camera, controls, invalidate, width, depth, cx, cz, size]);
  return null;
}
