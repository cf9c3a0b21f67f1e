/**
 * Keeps the last layout while the layers' content is unchanged, so a caller rebuilding its layer objects
 * (or its `done` and `highlights` lists) on every render rewrites no instance and renders no frame. The maps'
 * layout and the overlays' are kept apart: a move of the team redoes the overlays only.
 */
import { layoutMaps, type MapsLayout } from './layout';
import { layoutOverlays, type OverlayLayout } from './overlayLayout';
import type { DoneMark, TileFigure, TileHighlight, TileMapLayer } from './types';

function sameOffset(a: TileMapLayer, b: TileMapLayer): boolean {
  const [ax, az] = a.offset ?? [0, 0];
  const [bx, bz] = b.offset ?? [0, 0];
  return ax === bx && az === bz;
}

function sameDone(a: readonly DoneMark[] = [], b: readonly DoneMark[] = []): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((mark, i) => {
    const other = b[i];
    if (other === undefined || mark.kind !== other.kind) return false;
    if ('border' in mark) return 'border' in other && mark.border === other.border;
    return !('border' in other) && mark.x === other.x && mark.y === other.y && mark.element === other.element;
  });
}

function sameHighlights(a: readonly TileHighlight[] = [], b: readonly TileHighlight[] = []): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((h, i) => {
    const o = b[i];
    return (
      o !== undefined &&
      h.x === o.x &&
      h.y === o.y &&
      h.tone === o.tone &&
      h.label === o.label &&
      h.id === o.id
    );
  });
}

function sameFigures(a: readonly TileFigure[] = [], b: readonly TileFigure[] = []): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((f, i) => {
    const o = b[i];
    return (
      o !== undefined &&
      f.id === o.id &&
      f.x === o.x &&
      f.y === o.y &&
      f.side === o.side &&
      f.label === o.label &&
      f.acting === o.acting &&
      f.at?.[0] === o.at?.[0] &&
      f.at?.[1] === o.at?.[1]
    );
  });
}

function sameMaps(a: readonly TileMapLayer[], b: readonly TileMapLayer[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((layer, i) => {
    const other = b[i];
    return (
      other !== undefined &&
      layer.map === other.map &&
      layer.zones === other.zones &&
      (layer.cleared ?? false) === (other.cleared ?? false) &&
      sameOffset(layer, other) &&
      sameDone(layer.done, other.done)
    );
  });
}

function sameOverlays(a: readonly TileMapLayer[], b: readonly TileMapLayer[]): boolean {
  if (a.length !== b.length) return false;
  return a.every((layer, i) => {
    const other = b[i];
    if (other === undefined || !sameOffset(layer, other) || layer.title !== other.title) return false;
    if (layer.map.width !== other.map.width || layer.map.height !== other.map.height) return false;
    const t = layer.team ?? null;
    const u = other.team ?? null;
    if (t === null || u === null ? t !== u : t.x !== u.x || t.y !== u.y) return false;
    return sameHighlights(layer.highlights, other.highlights) && sameFigures(layer.figures, other.figures);
  });
}

export interface LayersLayout {
  readonly maps: MapsLayout;
  readonly overlays: OverlayLayout;
}

/**
 * A memo for one mounted component: call it with the layers on every render; it returns the same objects
 * until their content changes. Idempotent, so a render done twice (StrictMode) gives the same result.
 */
export function createLayerMemo(): (layers: readonly TileMapLayer[]) => LayersLayout {
  let lastMapsInput: readonly TileMapLayer[] | null = null;
  let lastOverlayInput: readonly TileMapLayer[] | null = null;
  let maps: MapsLayout | null = null;
  let overlays: OverlayLayout | null = null;
  let result: LayersLayout | null = null;
  return (layers) => {
    if (maps === null || lastMapsInput === null || !sameMaps(lastMapsInput, layers)) {
      maps = layoutMaps(layers);
      lastMapsInput = layers;
    }
    if (overlays === null || lastOverlayInput === null || !sameOverlays(lastOverlayInput, layers)) {
      overlays = layoutOverlays(layers);
      lastOverlayInput = layers;
    }
    if (result?.maps !== maps || result.overlays !== overlays) result = { maps, overlays };
    return result;
  };
}
