import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  CanvasTexture,
  MeshLambertMaterial,
  SRGBColorSpace,
} from 'three';
import { DIE_ATLAS_COLUMNS, DIE_ATLAS_MAX, DIE_ATLAS_ROWS, diceBuffers, type PlacedDie } from './dieAtlas';

/** Pixels of one atlas cell (a die's face). */
const CELL = 128;

let atlas: CanvasTexture | null = null;

/**
 * Every face a die can show, drawn once on one 2D canvas (dieAtlas.ts): white, with the number in dark ink
 * (cell 0 is a blank face). The die's colour tints the white. Drawn with the system font: the app downloads
 * none (the machine and many players are offline).
 */
export function dieAtlasTexture(): CanvasTexture {
  if (atlas !== null) return atlas;
  const canvas = document.createElement('canvas');
  canvas.width = CELL * DIE_ATLAS_COLUMNS;
  canvas.height = CELL * DIE_ATLAS_ROWS;
  const ctx = canvas.getContext('2d');
  if (ctx !== null) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, canvas.width, canvas.height);
    ctx.fillStyle = '#10131a';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let value = 1; value <= DIE_ATLAS_MAX; value++) {
      const x = (value % DIE_ATLAS_COLUMNS) * CELL;
      const y = Math.floor(value / DIE_ATLAS_COLUMNS) * CELL;
      // Two digits are set a little smaller so they stay inside the face.
      ctx.font = `bold ${value < 10 ? 72 : 60}px sans-serif`;
      ctx.fillText(String(value), x + CELL / 2, y + CELL / 2 + 6);
    }
  }
  atlas = new CanvasTexture(canvas);
  atlas.colorSpace = SRGBColorSpace;
  return atlas;
}

let material: MeshLambertMaterial | null = null;

/** The one material every die shares: the atlas, tinted per vertex by the die's colour. */
export function dieMaterial(): MeshLambertMaterial {
  material ??= new MeshLambertMaterial({ map: dieAtlasTexture(), vertexColors: true });
  return material;
}

/** One geometry for every die on the table (one draw call), each a cube of side `size`. */
export function diceGeometry(dice: readonly PlacedDie[], size: number): BufferGeometry {
  const box = new BoxGeometry(size, size, size);
  const index = box.getIndex();
  const buffers = diceBuffers(dice, {
    position: box.getAttribute('position').array,
    normal: box.getAttribute('normal').array,
    uv: box.getAttribute('uv').array,
    index: index === null ? [] : index.array,
  });
  box.dispose();
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(buffers.position, 3));
  geometry.setAttribute('normal', new BufferAttribute(buffers.normal, 3));
  geometry.setAttribute('uv', new BufferAttribute(buffers.uv, 2));
  geometry.setAttribute('color', new BufferAttribute(buffers.color, 3));
  geometry.setIndex(new BufferAttribute(buffers.index, 1));
  geometry.computeBoundingSphere();
  return geometry;
}
