import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { TableCanvas } from '../TableCanvas';
import { STATS_VIEWS } from './views';

/**
 * The render-stats page: draws one named view and reports what the GPU was asked to do, as counts that do
 * not change from run to run (draw calls, triangles) and the number of frames rendered while idle.
 * Result: `window.__renderStats`.
 */
export interface RenderStats {
  readonly view: string;
  readonly calls: number;
  readonly triangles: number;
  readonly framesBeforeIdle: number;
  readonly idleFrames: number;
}

declare global {
  interface Window {
    __renderStats?: RenderStats | { error: string };
  }
}

const SETTLE_MS = 400;
const IDLE_MS = 1000;

function Probe({ view }: { view: string }) {
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const { calls, triangles, frame } = gl.info.render;
      window.setTimeout(() => {
        window.__renderStats = {
          view,
          calls,
          triangles,
          framesBeforeIdle: frame,
          idleFrames: gl.info.render.frame - frame,
        };
      }, IDLE_MS);
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [gl, view]);
  return null;
}

const params = new URLSearchParams(window.location.search);
const name = params.get('view') ?? 'dice';
const view = STATS_VIEWS[name];
const root = document.getElementById('root');
if (root !== null) {
  if (view === undefined) {
    window.__renderStats = { error: `unknown view "${name}"; known: ${Object.keys(STATS_VIEWS).join(', ')}` };
  } else {
    createRoot(root).render(
      <TableCanvas size={view.size} camera={view.camera}>
        {view.render(params)}
        <Probe view={name} />
      </TableCanvas>,
    );
  }
}
