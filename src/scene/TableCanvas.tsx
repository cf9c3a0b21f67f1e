import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import { useMemo, type ReactNode } from 'react';
import { Color, type WebGLRenderer } from 'three';
import { TABLE_LIGHT, bakedLight, sceneProfile, type RenderProfile } from './renderProfile';
import { RenderProfileContext, useChosenRenderProfile } from './useRenderProfile';
import { ViewInset } from './ViewInset';

/**
 * No multisampling: frames are drawn on demand, once per change, and 4x MSAA was a quarter of a frame's cost
 * on software WebGL (the ui-latency bench); high-density screens, where most players are, hardly show it.
 */
const GL = { antialias: false } as const;
/** Multisampled, for a scene that asks for smooth edges in the light profile (renderProfile.ts' sceneProfile). */
const GL_SMOOTH = { antialias: true } as const;

/**
 * No damping: the camera stops where the drag lets go. With drei's default inertia the view kept turning
 * after the release, so a click aimed at what the player saw landed on another spot (a salvage move's
 * "second click on the same spot" then missed it), and every drag cost a second of extra frames.
 */
const DAMPING = false;

const FLOOR_COLOR = '#3b4453';

/**
 * The table top in the light profile: unlit, in the colour the lit one shows (a flat face facing up takes
 * one colour under the table's light), so the light profile draws its largest surface at a fraction of the
 * cost (see renderProfile.ts).
 */
function bakedFloorColor(): Color {
  const sky = new Color(TABLE_LIGHT.sky);
  const ground = new Color(TABLE_LIGHT.ground);
  const [r, g, b] = bakedLight([0, 1, 0], [sky.r, sky.g, sky.b], [ground.r, ground.g, ground.b]);
  return new Color(FLOOR_COLOR).multiply(new Color(r, g, b));
}

/** r3f's `dpr` takes a mutable pair. */
function dprOf(profile: RenderProfile): number | [number, number] {
  return typeof profile.dpr === 'number' ? profile.dpr : [profile.dpr[0], profile.dpr[1]];
}

/**
 * The 3D host every board uses: a canvas that renders only when something changes (`frameloop="demand"`),
 * orbit controls, soft light and a neutral table top. World units are inches, y up.
 * It draws in the render profile the player's "Table detail" setting and the WebGL renderer choose (see
 * renderProfile.ts: light on software WebGL): a smaller drawing buffer, and scene components read the
 * profile with `useRenderProfile()` to draw cheaper.
 * @param children what stands on the table.
 * @param size table width and depth in inches (default 36).
 * @param frameloop 'demand' in the app; 'never' on the render-stats page, which advances frames itself.
 * @param onCreated receives the WebGL renderer once, for the render-stats page.
 * @param floor draw the table top (default true; the space stage floats its ships over open space).
 * @param background the colour round the table (default a dark slate).
 * @param smoothEdges multisample the canvas in the light profile too (default false; the Dice lab's table:
 *   a few cubes whose outlines are read, see renderProfile.ts' sceneProfile).
 */
export function TableCanvas({
  children,
  size = 36,
  frameloop = 'demand',
  onCreated,
  camera = [size * 0.6, size * 0.7, size * 0.9],
  floor = true,
  background = '#1b1f27',
  smoothEdges = false,
}: {
  children?: ReactNode;
  size?: number;
  frameloop?: 'demand' | 'never';
  onCreated?: (state: { gl: WebGLRenderer }) => void;
  camera?: [number, number, number];
  floor?: boolean;
  background?: string;
  smoothEdges?: boolean;
}) {
  const chosen = useChosenRenderProfile();
  const profile = useMemo(() => sceneProfile(chosen, { smoothEdges }), [chosen, smoothEdges]);
  const [dx, dy, dz] = TABLE_LIGHT.direction;
  const dpr = useMemo(() => dprOf(profile), [profile]);
  const floorColor = useMemo(() => (profile.cheapMaterials ? bakedFloorColor() : null), [profile]);
  return (
    <RenderProfileContext value={profile}>
      {/* Multisampling is fixed when the WebGL context is made: a change of it makes a new canvas. */}
      <Canvas
        key={profile.antialias ? 'smooth' : 'plain'}
        frameloop={frameloop}
        dpr={dpr}
        gl={profile.antialias ? GL_SMOOTH : GL}
        camera={{ position: camera, fov: 40, near: 0.1, far: size * 20 }}
        onCreated={onCreated}
        data-testid="table-canvas"
      >
        <color attach="background" args={[background]} />
        <ViewInset />
        <hemisphereLight args={[TABLE_LIGHT.sky, TABLE_LIGHT.ground, TABLE_LIGHT.hemisphere]} />
        <directionalLight position={[dx * size, dy * size, dz * size]} intensity={TABLE_LIGHT.directional} />
        {floor && (
          <mesh rotation-x={-Math.PI / 2} position-y={-0.01}>
            <planeGeometry args={[size, size]} />
            {floorColor === null ? (
              <meshLambertMaterial color={FLOOR_COLOR} />
            ) : (
              <meshBasicMaterial color={floorColor} />
            )}
          </mesh>
        )}
        {children}
        <OrbitControls
          makeDefault
          enableDamping={DAMPING}
          target={[0, 0, 0]}
          maxPolarAngle={Math.PI / 2.05}
        />
      </Canvas>
    </RenderProfileContext>
  );
}
