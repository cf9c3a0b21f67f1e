import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import type { ReactNode } from 'react';
import type { WebGLRenderer } from 'three';
import { ViewInset } from './ViewInset';

/**
 * No multisampling: frames are drawn on demand, once per change, and 4x MSAA was a quarter of a frame's cost
 * on software WebGL (the ui-latency bench); high-density screens, where most players are, hardly show it.
 */
const GL = { antialias: false } as const;

/**
 * No damping: the camera stops where the drag lets go. With drei's default inertia the view kept turning
 * after the release, so a click aimed at what the player saw landed on another spot (a salvage move's
 * "second click on the same spot" then missed it), and every drag cost a second of extra frames.
 */
const DAMPING = false;

/**
 * The 3D host every board uses: a canvas that renders only when something changes (`frameloop="demand"`),
 * orbit controls, soft light and a neutral table top. World units are inches, y up.
 * @param children what stands on the table.
 * @param size table width and depth in inches (default 36).
 * @param frameloop 'demand' in the app; 'never' on the render-stats page, which advances frames itself.
 * @param onCreated receives the WebGL renderer once, for the render-stats page.
 * @param floor draw the table top (default true; the space stage floats its ships over open space).
 * @param background the colour round the table (default a dark slate).
 */
export function TableCanvas({
  children,
  size = 36,
  frameloop = 'demand',
  onCreated,
  camera = [size * 0.6, size * 0.7, size * 0.9],
  floor = true,
  background = '#1b1f27',
}: {
  children?: ReactNode;
  size?: number;
  frameloop?: 'demand' | 'never';
  onCreated?: (state: { gl: WebGLRenderer }) => void;
  camera?: [number, number, number];
  floor?: boolean;
  background?: string;
}) {
  return (
    <Canvas
      frameloop={frameloop}
      dpr={[1, 2]}
      gl={GL}
      camera={{ position: camera, fov: 40, near: 0.1, far: size * 20 }}
      onCreated={onCreated}
      data-testid="table-canvas"
    >
      <color attach="background" args={[background]} />
      <ViewInset />
      <hemisphereLight args={['#dfe8ff', '#30343c', 1.2]} />
      <directionalLight position={[size * 0.3, size, size * 0.5]} intensity={1.4} />
      {floor && (
        <mesh rotation-x={-Math.PI / 2} position-y={-0.01}>
          <planeGeometry args={[size, size]} />
          <meshLambertMaterial color="#3b4453" />
        </mesh>
      )}
      {children}
      <OrbitControls makeDefault enableDamping={DAMPING} target={[0, 0, 0]} maxPolarAngle={Math.PI / 2.05} />
    </Canvas>
  );
}
