import { CanvasTexture, SRGBColorSpace } from 'three';

/**
 * One texture per face value and colour, drawn once and shared by every die that shows it. Building
 * textures from a 2D canvas keeps the app free of font downloads (the machine and many players are offline).
 */
const cache = new Map<string, CanvasTexture>();

export function faceTexture(value: number, color: string): CanvasTexture {
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
    ctx.fillStyle = '#10131a';
    ctx.font = 'bold 72px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(value), 64, 70);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  cache.set(key, texture);
  return texture;
}
