/**
 * Where each face of a drawn die reads its number: one atlas texture holds a blank face and the numbers 1 to
 * 31 (the largest die the books roll is a d20), each in its own square cell, so every die on the table is
 * one mesh with one material and one texture, drawn in one draw call (issue 28: a texture and material per
 * face per die cost a draw call each and a texture upload on the first roll of each number). Pure: the
 * canvas that draws the atlas lives in dieTextures.ts.
 */
import type { CubeFaces } from './dieFaces';

export const DIE_ATLAS_COLUMNS = 8;
export const DIE_ATLAS_ROWS = 4;
/** The largest number the atlas holds (cell 0 is the blank face). */
export const DIE_ATLAS_MAX = DIE_ATLAS_COLUMNS * DIE_ATLAS_ROWS - 1;

/** The atlas cell of a face: 0 for a blank face (null), the number's own cell for 1 to DIE_ATLAS_MAX. */
export function dieCell(value: number | null): number {
  if (value === null || !Number.isInteger(value) || value < 1 || value > DIE_ATLAS_MAX) return 0;
  return value;
}

/**
 * A face's texture coordinate (u, v in 0–1) moved into atlas cell `cell`. Cells run left to right, top to
 * bottom on the canvas; the texture is flipped on upload, so a canvas row counts down from v = 1.
 */
export function atlasUv(cell: number, u: number, v: number): readonly [number, number] {
  const column = cell % DIE_ATLAS_COLUMNS;
  const row = Math.floor(cell / DIE_ATLAS_COLUMNS);
  return [(column + u) / DIE_ATLAS_COLUMNS, (DIE_ATLAS_ROWS - 1 - row + v) / DIE_ATLAS_ROWS];
}

/** One die to lay on the table: where its centre stands, its six faces and its colour (linear RGB). */
export interface PlacedDie {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** In BoxGeometry's face order (dieFaces.ts). */
  readonly faces: CubeFaces;
  readonly color: readonly [number, number, number];
}

/** A cube's vertex data as BoxGeometry writes it: 4 vertices a face, six faces in order, 36 indices. */
export interface CubeData {
  readonly position: ArrayLike<number>;
  readonly normal: ArrayLike<number>;
  readonly uv: ArrayLike<number>;
  readonly index: ArrayLike<number>;
}

export interface DiceBuffers {
  readonly position: Float32Array;
  readonly normal: Float32Array;
  readonly uv: Float32Array;
  readonly color: Float32Array;
  readonly index: Uint32Array;
}

/**
 * Every die merged into one set of buffers: each a copy of the cube moved to its place, each face's texture
 * coordinates moved into the cell of the number it shows, each vertex in the die's colour (the atlas is
 * white with dark numbers, so the colour tints the face and leaves the number dark).
 */
export function diceBuffers(dice: readonly PlacedDie[], cube: CubeData): DiceBuffers {
  const vertices = cube.position.length / 3;
  const perFace = vertices / 6;
  const n = dice.length;
  const position = new Float32Array(n * vertices * 3);
  const normal = new Float32Array(n * vertices * 3);
  const uv = new Float32Array(n * vertices * 2);
  const color = new Float32Array(n * vertices * 3);
  const index = new Uint32Array(n * cube.index.length);
  dice.forEach((die, d) => {
    const base = d * vertices;
    for (let i = 0; i < vertices; i++) {
      const at = (base + i) * 3;
      position[at] = (cube.position[i * 3] ?? 0) + die.x;
      position[at + 1] = (cube.position[i * 3 + 1] ?? 0) + die.y;
      position[at + 2] = (cube.position[i * 3 + 2] ?? 0) + die.z;
      normal[at] = cube.normal[i * 3] ?? 0;
      normal[at + 1] = cube.normal[i * 3 + 1] ?? 0;
      normal[at + 2] = cube.normal[i * 3 + 2] ?? 0;
      color[at] = die.color[0];
      color[at + 1] = die.color[1];
      color[at + 2] = die.color[2];
      const cell = dieCell(die.faces[Math.floor(i / perFace)] ?? null);
      const [u, v] = atlasUv(cell, cube.uv[i * 2] ?? 0, cube.uv[i * 2 + 1] ?? 0);
      uv[(base + i) * 2] = u;
      uv[(base + i) * 2 + 1] = v;
    }
    for (let k = 0; k < cube.index.length; k++)
      index[d * cube.index.length + k] = base + (cube.index[k] ?? 0);
  });
  return { position, normal, uv, color, index };
}
