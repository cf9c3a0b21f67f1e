import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PerspectiveCamera, Vector3 } from 'three';
import type { CameraPreset } from './types';

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
/** Elevation of the iso view (a classic 35°) and of the side view (low, so the three layers separate). */
const ISO_ELEVATION = 35 * DEG;
const SIDE_ELEVATION = 14 * DEG;
/** Breathing room round the board in the frame. */
const MARGIN = 1.06;
const ORIGIN = [0, 0, 0] as const;

// Scratch vectors: presets run on prop changes only, but need no garbage either.
const target = new Vector3();
const toCamera = new Vector3();
const right = new Vector3();
const up = new Vector3();
const corner = new Vector3();
const WORLD_UP = new Vector3(0, 1, 0);

/**
 * How far from `target` along `toCamera` (a unit vector) the camera must stand for every corner of the box
 * (half extents hx, hz; heights 0..h above y0) to fall inside its view, whatever the canvas's shape: for each
 * corner, its distance off the view axis over the tangent of the half field of view, plus how far it sits
 * toward the camera.
 */
function fitDistance(camera: PerspectiveCamera, hx: number, hz: number, y0: number, h: number): number {
  const tanV = Math.tan((camera.fov * DEG) / 2);
  const tanH = tanV * camera.aspect;
  right.crossVectors(toCamera, WORLD_UP).negate();
  // Looking straight down there is no horizon: screen right is east, so screen up is north.
  if (right.lengthSq() < 1e-8) right.set(1, 0, 0);
  right.normalize();
  up.crossVectors(toCamera, right).normalize();
  let distance = 0;
  for (let i = 0; i < 8; i++) {
    corner.set(i & 1 ? hx : -hx, (i & 2 ? y0 + h : y0) - target.y, i & 4 ? hz : -hz);
    const off = Math.max(Math.abs(corner.dot(right)) / tanH, Math.abs(corner.dot(up)) / tanV);
    distance = Math.max(distance, corner.dot(toCamera) + off * MARGIN);
  }
  return distance;
}

/**
 * Camera framings of the depth board: top-down (north up), isometric from the south-east, side-on from the
 * south, or free (leave the camera where the player orbited it). Moves the camera and the default controls'
 * target, then asks for one frame. Place inside the Canvas, after OrbitControls with makeDefault.
 * @param preset the framing (default 'iso'); changing it re-frames, 'free' leaves the camera alone.
 * @param width board width in inches (default 36).
 * @param depth board depth in inches (default 36).
 * @param height top of the board in inches, e.g. 2 × level spacing plus the tallest piece (default 9).
 * @param center where the board's centre (on the table, y = 0) is in the scene (default [0, 0, 0]).
 * @param revision bump it to re-apply the same preset after the player orbited away (default 0).
 */
export function CameraPresets({
  preset = 'iso',
  width = 36,
  depth = 36,
  height = 9,
  center = ORIGIN,
  revision = 0,
}: {
  preset?: CameraPreset;
  width?: number;
  depth?: number;
  height?: number;
  center?: readonly [number, number, number];
  revision?: number;
}) {
  const camera = useThree((s) => s.camera);
  const controls = useThree((s) => s.controls);
  const invalidate = useThree((s) => s.invalidate);
  const [cx, cy, cz] = center;
  useEffect(() => {
    if (preset === 'free' || !(camera instanceof PerspectiveCamera)) return;
    // Orbit round the middle of the board's height, so all three levels stay in view when turning.
    target.set(cx, cy + height / 3, cz);
    if (preset === 'top') {
      // Straight down, nudged south so "up" on screen is north (−z).
      toCamera.set(0, 1, 1e-4).normalize();
    } else {
      const elevation = preset === 'iso' ? ISO_ELEVATION : SIDE_ELEVATION;
      // Iso looks from the south-east, side from the south.
      const azimuth = preset === 'iso' ? 45 * DEG : 0;
      toCamera.set(
        Math.cos(elevation) * Math.sin(azimuth),
        Math.sin(elevation),
        Math.cos(elevation) * Math.cos(azimuth),
      );
    }
    const distance = fitDistance(camera, width / 2, depth / 2, cy, height);
    camera.position.copy(target).addScaledVector(toCamera, distance);
    camera.lookAt(target);
    if (hasTarget(controls)) {
      controls.target.copy(target);
      controls.update();
    }
    invalidate();
  }, [preset, revision, camera, controls, invalidate, width, depth, height, cx, cy, cz]);
  return null;
}
