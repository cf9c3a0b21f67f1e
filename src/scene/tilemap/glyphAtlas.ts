/**
 * Every text a tile map shows — each element code of the legend as a map writes it (`>`, `EX`, `/`, `B2`,
 * `E?`, `M1`, `T3`, `S2`, `O2`, `TP1`, `BOSS?` …) plus a check and a lock for done elements — drawn once
 * on a 2D canvas in system fonts (no font is downloaded) into a grid of equal cells. The glyph mesh draws
 * every label of every map in one call, each instance reading its own cell of this atlas.
 *
 * The list of codes is pure (tests read it in Node); the canvas is drawn on first use in the browser.
 */
import { CanvasTexture, LinearFilter, LinearMipmapLinearFilter, SRGBColorSpace } from 'three';
import { MAP_LEGEND } from '../../content/tilemap/legend';

/** Atlas grid: 8 columns × 16 rows of 128 × 64 pixel cells (2:1, like the glyph quads). */
export const ATLAS_COLUMNS = 8;
export const ATLAS_ROWS = 16;
const CELL_W = 128;
const CELL_H = 64;

/** Special glyphs drawn as paths rather than text, so they never depend on a font having them. */
export const CHECK_GLYPH = '\u2713';
export const LOCK_GLYPH = '\u{1F512}';
/** An automatic door tile shows "AUTO" and an arrow for its direction (the arrow is its own mesh). */
export const AUTO_GLYPH = 'AUTO';
/** Shown for any code the atlas lacks (a pack written for a newer legend). */
export const UNKNOWN_GLYPH = '?';

function legendCodes(): string[] {
  const codes: string[] = [];
  for (const entry of MAP_LEGEND) {
    switch (entry.value) {
      case 'none':
        codes.push(entry.code);
        break;
      case 'level':
        codes.push(entry.code, `${entry.code}?`);
        for (let digit = 0; digit <= 9; digit++) codes.push(`${entry.code}${digit}`);
        break;
      case 'portal':
        for (let portal = 1; portal <= 6; portal++) codes.push(`${entry.code}${portal}`);
        break;
      case 'direction':
        codes.push(AUTO_GLYPH);
        break;
    }
  }
  return codes;
}

/** Every text in the atlas, in cell order (row by row from the top-left). */
export const GLYPHS: readonly string[] = [...legendCodes(), CHECK_GLYPH, LOCK_GLYPH, UNKNOWN_GLYPH];

const GLYPH_INDEX: ReadonlyMap<string, number> = new Map(GLYPHS.map((glyph, i) => [glyph, i]));

/**
 * The atlas cell of a text as [column, row from the bottom] (the texture's v runs upward). Codes the atlas
 * lacks get the "?" cell; automatic-door codes (AUTON …) share the AUTO cell.
 */
export function glyphCell(text: string): readonly [number, number] {
  const key = text.startsWith(AUTO_GLYPH) ? AUTO_GLYPH : text;
  const index = GLYPH_INDEX.get(key) ?? GLYPH_INDEX.get(UNKNOWN_GLYPH) ?? 0;
  const column = index % ATLAS_COLUMNS;
  const row = Math.floor(index / ATLAS_COLUMNS);
  return [column, ATLAS_ROWS - 1 - row];
}

function drawCheck(ctx: CanvasRenderingContext2D, cx: number, cy: number): void {
  ctx.beginPath();
  ctx.moveTo(cx - 22, cy + 2);
  ctx.lineTo(cx - 6, cy + 18);
  ctx.lineTo(cx + 24, cy - 18);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#000000';
  ctx.lineWidth = 20;
  ctx.stroke();
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 10;
  ctx.stroke();
}

function drawLock(ctx: CanvasRenderingContext2D, cx: number, cy: number): void {
  // Shackle, then the body over it; black first, white inside.
  ctx.lineCap = 'round';
  for (const [color, width] of [
    ['#000000', 16],
    ['#ffffff', 7],
  ] as const) {
    ctx.beginPath();
    ctx.arc(cx, cy - 6, 13, Math.PI, 0);
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
  }
  ctx.fillStyle = '#000000';
  ctx.fillRect(cx - 22, cy - 9, 44, 34);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(cx - 17, cy - 4, 34, 24);
  ctx.fillStyle = '#000000';
  ctx.fillRect(cx - 3, cy + 2, 6, 11);
}

function drawText(ctx: CanvasRenderingContext2D, text: string, cx: number, cy: number): void {
  // The largest bold size that fits the cell with room for the outline.
  let size = 50;
  ctx.font = `800 ${size}px system-ui, "DejaVu Sans", Arial, sans-serif`;
  const room = CELL_W - 16;
  const width = ctx.measureText(text).width;
  if (width > room) {
    size = Math.floor((size * room) / width);
    ctx.font = `800 ${size}px system-ui, "DejaVu Sans", Arial, sans-serif`;
  }
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(6, size / 5);
  ctx.strokeStyle = '#000000';
  ctx.strokeText(text, cx, cy + 2);
  ctx.fillStyle = '#ffffff';
  ctx.fillText(text, cx, cy + 2);
}

function drawAtlas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = ATLAS_COLUMNS * CELL_W;
  canvas.height = ATLAS_ROWS * CELL_H;
  const ctx = canvas.getContext('2d');
  if (ctx === null) return canvas;
  GLYPHS.forEach((glyph, index) => {
    const cx = (index % ATLAS_COLUMNS) * CELL_W + CELL_W / 2;
    const cy = Math.floor(index / ATLAS_COLUMNS) * CELL_H + CELL_H / 2;
    if (glyph === CHECK_GLYPH) drawCheck(ctx, cx, cy);
    else if (glyph === LOCK_GLYPH) drawLock(ctx, cx, cy);
    else drawText(ctx, glyph, cx, cy);
  });
  return canvas;
}

let atlas: CanvasTexture | null = null;

/** The atlas texture, drawn on the first call and shared by every tile-map canvas afterwards. */
export function glyphAtlasTexture(): CanvasTexture {
  if (atlas !== null) return atlas;
  const texture = new CanvasTexture(drawAtlas());
  texture.colorSpace = SRGBColorSpace;
  texture.minFilter = LinearMipmapLinearFilter;
  texture.magFilter = LinearFilter;
  texture.anisotropy = 8;
  texture.generateMipmaps = true;
  atlas = texture;
  return texture;
}
