import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { Color } from 'three';
import { TableCanvas } from './TableCanvas';
import type { PlacedDie } from './dieAtlas';
import { cubeFaces } from './dieFaces';
import { diceGeometry, dieMaterial } from './dieTextures';
import { WarmUp } from './WarmUp';

const GROUP_COLORS = ['#f2d27a', '#9fd0ff', '#f7a8a8', '#b9f2b0'];
const DIE_SIZE = 1.6;
const scratch = new Color();
const PLACEHOLDER = { x: 0, y: -2 * DIE_SIZE, z: 0, color: [1, 1, 1] as const };
/** One array for every render: a new one is a changed prop of the canvas, which r3f configures again. */
const CAMERA: [number, number, number] = [0, 8.5, 7];

/**
 * The dice of the last roll, laid in rows on the table, one row per group, each with the rolled face up
 * and its other faces numbered as a real die's (dieFaces.ts).
 * @param faces the physical faces of the last roll, one array per group; null before the first roll.
 */
export default function DiceTable({ faces }: { faces: readonly (readonly number[])[] | null }) {
  return (
    <div className="canvas-wrap" data-testid="dice-table">
      {/* A die is read by its outline: smooth edges in the light profile too (renderProfile.ts' sceneProfile). */}
      <TableCanvas size={16} camera={CAMERA} smoothEdges>
        <DiceRows faces={faces} />
        <WarmUp />
      </TableCanvas>
    </div>
  );
}

/**
 * Every die in one mesh: one geometry, one material reading one atlas of faces (dieAtlas.ts), so a roll
 * costs one draw call however many dice it has, and no texture is made or uploaded on a click.
 */
export function DiceRows({ faces }: { faces: readonly (readonly number[])[] | null }) {
  const invalidate = useThree((s) => s.invalidate);
  const geometry = useMemo(() => {
    const dice: PlacedDie[] =
      faces === null
        ? []
        : faces.flatMap((group, gi) =>
            group.map((face, di) => {
              scratch.set(GROUP_COLORS[gi % GROUP_COLORS.length] ?? '#ffffff');
              return {
                x: (di - (group.length - 1) / 2) * (DIE_SIZE + 0.6),
                y: DIE_SIZE / 2,
                z: (gi - (faces.length - 1) / 2) * (DIE_SIZE + 1.2),
                faces: cubeFaces(face),
                color: [scratch.r, scratch.g, scratch.b] as const,
              };
            }),
          );
    // Before the first roll, a placeholder die under the table top, drawn only by the warm-up frame
    // (WarmUp.tsx), so the first roll's draw is not the first of its kind.
    const drawn = dice.length > 0 ? dice : [{ ...PLACEHOLDER, faces: cubeFaces(1) }];
    return { dice: dice.length, geometry: diceGeometry(drawn, DIE_SIZE) };
  }, [faces]);
  // A new roll is a state change: ask for exactly one new frame.
  useEffect(() => {
    invalidate();
    return () => geometry.geometry.dispose();
  }, [geometry, invalidate]);
  return <mesh geometry={geometry.geometry} material={dieMaterial()} visible={geometry.dice > 0} />;
}
