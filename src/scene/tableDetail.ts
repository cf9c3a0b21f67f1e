import { useSyncExternalStore } from 'react';
import { parseTableDetail, type TableDetail } from './renderProfile';

/**
 * The player's "Table detail" setting (automatic, full or light), kept in localStorage and shared by every
 * table on the page: changing it redraws the tables on screen at once. A missing or unreadable record is
 * 'auto'.
 */
const KEY = 'tabletop.tableDetail';

const listeners = new Set<() => void>();

export function readTableDetail(): TableDetail {
  try {
    return parseTableDetail(window.localStorage.getItem(KEY));
  } catch {
    // Storage refused (a private window): the default.
    return 'auto';
  }
}

export function saveTableDetail(detail: TableDetail): void {
  try {
    window.localStorage.setItem(KEY, detail);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  current = detail;
  for (const listener of listeners) listener();
}

let current: TableDetail | null = null;

function snapshot(): TableDetail {
  current ??= readTableDetail();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The setting now; re-renders when it changes. */
export function useTableDetail(): TableDetail {
  return useSyncExternalStore(subscribe, snapshot, () => 'auto');
}

let renderer: string | null | undefined;

/**
 * The WebGL renderer's name, asked once a page of a throwaway context that is given back at once (the
 * table's own context does not exist yet when its profile must be chosen): the unmasked name where the
 * browser tells it (WEBGL_debug_renderer_info), else the masked one; null without WebGL.
 */
export function webglRendererName(): string | null {
  if (renderer !== undefined) return renderer;
  renderer = null;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (gl !== null) {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const name: unknown = gl.getParameter(info === null ? gl.RENDERER : info.UNMASKED_RENDERER_WEBGL);
      renderer = typeof name === 'string' ? name : null;
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  } catch {
    // No WebGL or no DOM (a unit test): no name, the full profile.
  }
  return renderer;
}
