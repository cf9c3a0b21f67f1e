import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BoxGeometry } from 'three';
import { TableCanvas } from './TableCanvas';
import { dieMaterials } from './dieTextures';

const GROUP_COLORS = ['#f2d27a', '#9fd0ff', '#f7a8a8', '#b9f2b0'];
const DIE_SIZE = 1.6;
// One geometry for every die on the table.
const dieGeometry = new BoxGeometry(DIE_SIZE, DIE_SIZE, DIE_SIZE);

/**
 * The dice of the last roll, laid in rows on the table, one row per group, each with the rolled face up
 * and its other faces numbered as a real die's (dieFaces.ts).
 * @param faces the physical faces of the last roll, one array per group; null before the first roll.
 */
export default function DiceTable({ faces }: { faces: readonly (readonly number[])[] | null }) {
  return (
    <div className="canvas-wrap" data-testid="dice-table">
      <TableCanvas size={16} camera={[0, 8.5, 7]}>
        <DiceRows faces={faces} />
      </TableCanvas>
    </div>
  );
}

export function DiceRows({ faces }: { faces: readonly (readonly number[])[] | null }) {
  const invalidate = useThree((s) => s.invalidate);
  // A new roll is a state change: ask for exactly one new frame.
  useEffect(() => {
    invalidate();
  }, [faces, invalidate]);
  const dice = useMemo(() => {
    if (faces === null) return [];
    return faces.flatMap((group, gi) =>
      group.map((face, di) => ({
        key: `${gi}-${di}`,
        face,
        color: GROUP_COLORS[gi % GROUP_COLORS.length] ?? '#ffffff',
        x: (di - (group.length - 1) / 2) * (DIE_SIZE + 0.6),
        z: (gi - (faces.length - 1) / 2) * (DIE_SIZE + 1.2),
      })),
    );
  }, [faces]);
  return (
    <>
      {dice.map((d) => (
        <mesh
          key={d.key}
          geometry={dieGeometry}
          material={dieMaterials(d.face, d.color)}
          position={[d.x, DIE_SIZE / 2, d.z]}
        />
      ))}
    </>
  );
}
