/**
 * Instance data written straight into typed arrays: a matrix (position, a turn about y, a size), a colour
 * and, for glyphs, an atlas cell per instance. Filled when the maps or their overlays change, never per
 * frame; the instanced meshes copy these arrays as they are.
 */
import { Color, InstancedBufferAttribute, SRGBColorSpace, type InstancedMesh } from 'three';

/** Linear RGB, as InstancedMesh.instanceColor holds it. */
export type Rgb = readonly [number, number, number];

export interface InstanceSet {
  readonly count: number;
  /** 16 floats per instance, column-major. */
  readonly matrices: Float32Array;
  /** 3 floats per instance, linear RGB. */
  readonly colors: Float32Array;
  /** 2 floats per instance (atlas column, row from the bottom); glyphs only. */
  readonly cells: Float32Array | null;
}

const scratch = new Color();
const cache = new Map<string, Rgb>();

/** A CSS colour as linear RGB (what three's colour management keeps in buffers). Cached per string. */
export function rgb(css: string): Rgb {
  const found = cache.get(css);
  if (found !== undefined) return found;
  scratch.set(css);
  const value: Rgb = [scratch.r, scratch.g, scratch.b];
  cache.set(css, value);
  return value;
}

const hsl = { h: 0, s: 0, l: 0 };

/** A colour shifted in hue, saturation and lightness (in sRGB terms), as linear RGB. */
export function shifted(css: string, dh: number, ds: number, dl: number): Rgb {
  scratch.set(css);
  scratch.getHSL(hsl, SRGBColorSpace);
  scratch.setHSL(
    (hsl.h + dh + 1) % 1,
    Math.min(1, Math.max(0, hsl.s + ds)),
    Math.min(1, Math.max(0, hsl.l + dl)),
    SRGBColorSpace,
  );
  return [scratch.r, scratch.g, scratch.b];
}

/** A growing set of instances; `finish()` hands the arrays over. */
export class InstanceWriter {
  private matrices: Float32Array;
  private colors: Float32Array;
  private cells: Float32Array | null;
  private n = 0;

  constructor(capacity: number, withCells = false) {
    const room = Math.max(8, capacity);
    this.matrices = new Float32Array(room * 16);
    this.colors = new Float32Array(room * 3);
    this.cells = withCells ? new Float32Array(room * 2) : null;
  }

  get count(): number {
    return this.n;
  }

  private grow(): void {
    const room = (this.matrices.length / 16) * 2;
    const matrices = new Float32Array(room * 16);
    matrices.set(this.matrices);
    this.matrices = matrices;
    const colors = new Float32Array(room * 3);
    colors.set(this.colors);
    this.colors = colors;
    if (this.cells !== null) {
      const cells = new Float32Array(room * 2);
      cells.set(this.cells);
      this.cells = cells;
    }
  }

  /**
   * One instance: centred at (x, y, z), sized (sx, sy, sz) in its own axes, turned `turn` radians about y
   * (counter-clockwise seen from above), coloured `color`; `cell` is its atlas cell for glyphs.
   */
  push(
    x: number,
    y: number,
    z: number,
    sx: number,
    sy: number,
    sz: number,
    turn: number,
    color: Rgb,
    cell?: readonly [number, number],
  ): void {
    if ((this.n + 1) * 16 > this.matrices.length) this.grow();
    const c = Math.cos(turn);
    const s = Math.sin(turn);
    const m = this.matrices;
    const o = this.n * 16;
    // T · Ry(turn) · S, column-major.
    m[o] = c * sx;
    m[o + 1] = 0;
    m[o + 2] = -s * sx;
    m[o + 3] = 0;
    m[o + 4] = 0;
    m[o + 5] = sy;
    m[o + 6] = 0;
    m[o + 7] = 0;
    m[o + 8] = s * sz;
    m[o + 9] = 0;
    m[o + 10] = c * sz;
    m[o + 11] = 0;
    m[o + 12] = x;
    m[o + 13] = y;
    m[o + 14] = z;
    m[o + 15] = 1;
    const k = this.n * 3;
    this.colors[k] = color[0];
    this.colors[k + 1] = color[1];
    this.colors[k + 2] = color[2];
    if (this.cells !== null && cell !== undefined) {
      this.cells[this.n * 2] = cell[0];
      this.cells[this.n * 2 + 1] = cell[1];
    }
    this.n += 1;
  }

  finish(): InstanceSet {
    return { count: this.n, matrices: this.matrices, colors: this.colors, cells: this.cells };
  }
}

/** Room for `n` instances, in powers of two, so a growing picture rarely rebuilds its meshes. */
export function instanceCapacity(n: number): number {
  return Math.max(8, 2 ** Math.ceil(Math.log2(Math.max(1, n))));
}

function upload(attribute: InstancedBufferAttribute, values: Float32Array, length: number): void {
  attribute.array.set(values.subarray(0, length));
  attribute.clearUpdateRanges();
  attribute.addUpdateRange(0, length);
  attribute.needsUpdate = true;
}

/**
 * Copies a set into an instanced mesh made with room for at least `set.count` instances: matrices,
 * colours and (when the mesh's geometry has a `glyphCell` attribute) atlas cells; uploads only what is used.
 * Hides the mesh while empty, so an empty family costs no draw call.
 */
export function fillInstances(mesh: InstancedMesh, set: InstanceSet): void {
  const n = Math.min(set.count, mesh.instanceMatrix.count);
  upload(mesh.instanceMatrix, set.matrices, n * 16);
  mesh.instanceColor ??= new InstancedBufferAttribute(new Float32Array(mesh.instanceMatrix.count * 3), 3);
  upload(mesh.instanceColor, set.colors, n * 3);
  const cells = mesh.geometry.getAttribute('glyphCell');
  if (set.cells !== null && cells instanceof InstancedBufferAttribute) upload(cells, set.cells, n * 2);
  mesh.count = n;
  mesh.visible = n > 0;
}
