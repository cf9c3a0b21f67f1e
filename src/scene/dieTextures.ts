import { CanvasTexture, MeshStandardMaterial, SRGBColorSpace } from 'three';
import { cubeFaces } from './dieFaces';

/**
 * One texture per face value and colour, drawn once and shared by every die that shows it. Building
 * textures from a 2D canvas keeps the app free of font downloads (the machine and many players are offline).
 */
const cache = new Map<string, CanvasTexture>();

/** A face's texture: its number on the die's colour, or the colour alone for a blank face (null). */
export function faceTexture(value: number | null, color: string): CanvasTexture {
  const key = `${value}|${color}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const canvas = document.createElement('canvas');
  canvas.width = 128;
  canvas.height = 128;
  const ctx = canvas.getContext('2d');
  if (ctx !== null) {
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 128, 128);
    if (value !== null) {
      ctx.fillStyle = '#10131a';
      ctx.font = 'bold 72px sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(value), 64, 70);
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  cache.set(key, texture);
  return texture;
}

const materials = new Map<string, MeshStandardMaterial[]>();

/**
 * The six materials of a die showing `top`, in BoxGeometry's face order (dieFaces.ts): the rolled value on
 * top and the die's other numbers around it, shared by every die that shows the same value and colour.
 */
export function dieMaterials(top: number, color: string): MeshStandardMaterial[] {
  const key = `${top}|${color}`;
  const hit = materials.get(key);
  if (hit !== undefined) return hit;
  const made = cubeFaces(top).map((face) => new MeshStandardMaterial({ map: faceTexture(face, color) }));
  materials.set(key, made);
  return made;
}
