/**
 * A handle on the live tile-map canvas for tests and debugging: where a tile's centre shows on screen and
 * how many frames the renderer has drawn. The mounted TileMapCanvas registers it (one tile-map canvas at a
 * time: the last mounted wins); the app's test bridge can expose it so Playwright clicks a tile on the canvas
 * and checks that hovering renders nothing.
 */

export interface TileMapProbe {
  /**
   * Where the centre of cell (x, y) of map `map` (its index in the maps drawn, default 0) shows, on the
   * floor's top, in CSS pixels from the top-left of the viewport (what Playwright's `page.mouse` takes).
   * Null when that map is not drawn, or the point is behind the camera or off the canvas.
   */
  project(x: number, y: number, map?: number): { x: number; y: number } | null;
  /**
   * Where the base of a fight's figure (its pawn) shows, by the figure's id, as `project` gives it; null
   * when no such figure is drawn or it is off the canvas.
   */
  figure(id: string): { x: number; y: number } | null;
  /** Frames the renderer has drawn so far (renderer.info.render.frame). */
  frames(): number;
}

let current: TileMapProbe | null = null;

/** Registers the live tile-map canvas's probe; returns the unregister function (it only removes that probe). */
export function registerTileMapProbe(probe: TileMapProbe): () => void {
  current = probe;
  return () => {
    if (current === probe) current = null;
  };
}

/** The probe of the tile-map canvas on screen, or null when none is mounted. */
export function getTileMapProbe(): TileMapProbe | null {
  return current;
}
