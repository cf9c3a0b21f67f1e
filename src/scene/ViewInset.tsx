import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';
import { PerspectiveCamera } from 'three';
import { TABLE_INSET_EVENT } from './tableInset';

/** What a host page that lays panels over the table tells the scene: CSS lengths, inherited by the canvas. */
const INSETS = [
  '--table-inset-top',
  '--table-inset-right',
  '--table-inset-bottom',
  '--table-inset-left',
] as const;

function px(style: CSSStyleDeclaration, name: string): number {
  const value = Number.parseFloat(style.getPropertyValue(name));
  return Number.isFinite(value) ? Math.max(0, value) : 0;
}

/**
 * The table fills the whole window behind its panels (issue 28), yet what the camera frames belongs where the
 * panels leave it visible: the camera's own view (its aspect, what a framing preset fits) is laid on the free
 * part of the canvas with `setViewOffset`, and the rest of the canvas shows the table round it. A page with no
 * insets (the render-stats page, an editor) gets the plain full-canvas view. The camera is `manual`, so the
 * canvas's resize leaves its aspect to this component.
 */
export function ViewInset() {
  const camera = useThree((s) => s.camera);
  const get = useThree((s) => s.get);
  const size = useThree((s) => s.size);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  useLayoutEffect(() => {
    if (!(camera instanceof PerspectiveCamera)) return undefined;
    const apply = () => {
      const cam = get().camera;
      if (!(cam instanceof PerspectiveCamera)) return;
      const style = getComputedStyle(gl.domElement);
      const [top, right, bottom, left] = INSETS.map((name) => px(style, name));
      const w = Math.max(1, size.width - (left ?? 0) - (right ?? 0));
      const h = Math.max(1, size.height - (top ?? 0) - (bottom ?? 0));
      Object.assign(cam, { manual: true });
      cam.aspect = w / h;
      if (w === size.width && h === size.height) cam.clearViewOffset();
      else cam.setViewOffset(w, h, -(left ?? 0), -(top ?? 0), size.width, size.height);
      cam.updateProjectionMatrix();
      invalidate();
    };
    apply();
    window.addEventListener(TABLE_INSET_EVENT, apply);
    return () => {
      window.removeEventListener(TABLE_INSET_EVENT, apply);
    };
  }, [camera, get, size.width, size.height, gl, invalidate]);
  return null;
}
