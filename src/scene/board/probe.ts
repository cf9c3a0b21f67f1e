/**
 * A handle on the live board canvas for tests and debugging: where a board point shows on screen and how
 * many frames the renderer has drawn. The mounted BoardCanvas registers it (one board canvas at a time: the
 * last mounted wins); the app's test bridge exposes it so Playwright can click a figure on the canvas and
 * check that hovering renders nothing.
 */
import type { Vec3 } from '../../rules/board';

export interface BoardProbe {
  /**
   * Where a point in board inches (x 0..width, y up, z 0..depth: the same coordinates as the rules) shows,
   * in CSS pixels from the top-left of the viewport (what Playwright's `page.mouse` takes; equal to page
   * coordinates while the page is not scrolled). Null when the point is behind the camera or off the canvas.
   */
  project(point: Vec3): { x: number; y: number } | null;
  /**
   * The on-screen box (CSS pixels, as `project`) round a figure's pick proxy, the cylinder the pointer hits:
   * how big a target the player has to click. Null when the figure is not on the board or not wholly on screen.
   */
  figureBounds(id: string): { x: number; y: number; width: number; height: number } | null;
  /** The render profile the board is drawn in ('full' or 'light', see ../renderProfile.ts). */
  profile(): 'full' | 'light';
  /** Frames the renderer has drawn so far (renderer.info.render.frame). */
  frames(): number;
  /** Heat-map tiles in the scene now (the overlay's instanced meshes, shown and faded levels): 0 with no map. */
  heatmapTiles(): number;
}

let current: BoardProbe | null = null;

/** Registers the live board's probe; returns the unregister function (it only removes that same probe). */
export function registerBoardProbe(probe: BoardProbe): () => void {
  current = probe;
  return () => {
    if (current === probe) current = null;
  };
}

/** The probe of the board canvas on screen, or null when none is mounted. */
export function getBoardProbe(): BoardProbe | null {
  return current;
}
