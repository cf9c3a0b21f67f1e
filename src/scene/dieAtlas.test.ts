import fc from 'fast-check';
import { BoxGeometry } from 'three';
import { describe, expect, it } from 'vitest';
import { DIE_ATLAS_COLUMNS, DIE_ATLAS_MAX, DIE_ATLAS_ROWS, atlasUv, diceBuffers, dieCell } from './dieAtlas';
import { cubeFaces } from './dieFaces';

const box = new BoxGeometry(1.6, 1.6, 1.6);
const cube = {
  position: box.getAttribute('position').array,
  normal: box.getAttribute('normal').array,
  uv: box.getAttribute('uv').array,
  index: box.getIndex()?.array ?? [],
};

/** The atlas cell a texture coordinate falls in (its centre's cell, as the die's face shows it). */
function cellAt(u: number, v: number): number {
  const column = Math.floor(u * DIE_ATLAS_COLUMNS);
  const row = DIE_ATLAS_ROWS - 1 - Math.floor(v * DIE_ATLAS_ROWS);
  return row * DIE_ATLAS_COLUMNS + column;
}

const die = fc.record({
  x: fc.double({ min: -8, max: 8, noNaN: true }),
  z: fc.double({ min: -8, max: 8, noNaN: true }),
  top: fc.integer({ min: 1, max: 20 }),
});

describe('the dice atlas', () => {
  it('gives every number 1 to 31 its own cell and a blank face cell 0', () => {
    const cells = Array.from({ length: DIE_ATLAS_MAX }, (_, i) => dieCell(i + 1));
    expect(new Set(cells).size).toBe(DIE_ATLAS_MAX);
    expect(cells).not.toContain(0);
    expect(dieCell(null)).toBe(0);
  });

  it('keeps a face inside its own cell', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: DIE_ATLAS_MAX }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (cell, u, v) => {
          const [au, av] = atlasUv(cell, u, v);
          const centre = atlasUv(cell, 0.5, 0.5);
          expect(cellAt(centre[0], centre[1])).toBe(cell);
          expect(Math.abs(au - centre[0])).toBeLessThanOrEqual(0.5 / DIE_ATLAS_COLUMNS + 1e-12);
          expect(Math.abs(av - centre[1])).toBeLessThanOrEqual(0.5 / DIE_ATLAS_ROWS + 1e-12);
        },
      ),
    );
  });

  it('lays every die in one set of buffers, each face reading the cell of the number it shows', () => {
    fc.assert(
      fc.property(fc.array(die, { minLength: 1, maxLength: 12 }), (dice) => {
        const placed = dice.map((d) => ({
          x: d.x,
          y: 0.8,
          z: d.z,
          faces: cubeFaces(d.top),
          color: [1, 0.5, 0.25] as const,
        }));
        const out = diceBuffers(placed, cube);
        expect(out.position.length).toBe(dice.length * 24 * 3);
        expect(out.index.length).toBe(dice.length * 36);
        expect(Math.max(...out.index)).toBe(dice.length * 24 - 1);
        placed.forEach((p, d) => {
          // Its vertices stand round its centre.
          const xs = Array.from({ length: 24 }, (_, i) => out.position[(d * 24 + i) * 3] ?? Number.NaN);
          expect((Math.min(...xs) + Math.max(...xs)) / 2).toBeCloseTo(p.x, 5);
          for (let face = 0; face < 6; face++) {
            let u = 0;
            let v = 0;
            for (let k = 0; k < 4; k++) {
              u += (out.uv[(d * 24 + face * 4 + k) * 2] ?? 0) / 4;
              v += (out.uv[(d * 24 + face * 4 + k) * 2 + 1] ?? 0) / 4;
            }
            expect(cellAt(u, v)).toBe(dieCell(p.faces[face] ?? null));
          }
        });
      }),
    );
  });

  it('shows a d6 top and front face in different cells (a rolled die reads as a die)', () => {
    for (let top = 1; top <= 6; top++) {
      const out = diceBuffers([{ x: 0, y: 0, z: 0, faces: cubeFaces(top), color: [1, 1, 1] }], cube);
      const centre = (face: number) => {
        let u = 0;
        let v = 0;
        for (let k = 0; k < 4; k++) {
          u += (out.uv[(face * 4 + k) * 2] ?? 0) / 4;
          v += (out.uv[(face * 4 + k) * 2 + 1] ?? 0) / 4;
        }
        return cellAt(u, v);
      };
      // BoxGeometry's faces: 2 is +y (top), 4 is +z (front).
      expect(centre(2)).toBe(top);
      expect(centre(4)).not.toBe(centre(2));
    }
  });
});
