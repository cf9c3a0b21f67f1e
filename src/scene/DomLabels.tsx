import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef } from 'react';
import { Vector3, type Group } from 'three';

/** One short text pinned to a point of the scene, drawn as a DOM element over the canvas. */
export interface DomLabel {
  /** Stable key: the same label keeps its element from one render to the next. */
  readonly key: string;
  /** `data-testid` of the element (what Playwright reads). */
  readonly testId: string;
  /** Where it is pinned, in the frame of the group DomLabels sits in. */
  readonly position: readonly [number, number, number];
  readonly text: string;
  /** Inline CSS of the element (its look and its offset from the pinned point). */
  readonly css: string;
}

const scratch = new Vector3();

/** The layer over the canvas every label of one scene lives in; it lets the pointer through. */
const LAYER_CSS = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;z-index:1;';

/**
 * Labels pinned to scene points, as plain DOM over the canvas: crisp at any zoom, readable by tests, costing
 * no draw call, and letting the pointer through. No React root per label (drei's Html makes one each, and
 * unmounting those while React renders warns): the elements are made and placed by hand, and each frame
 * the scene renders moves them (refs only, no React state).
 * @param labels what to show and where (required; usually a handful).
 */
export function DomLabels({ labels }: { readonly labels: readonly DomLabel[] }) {
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);
  const group = useRef<Group>(null);
  const layer = useRef<HTMLDivElement | null>(null);
  const elements = useRef(new Map<string, HTMLDivElement>());
  const current = useRef(labels);

  // One layer per scene, beside the canvas in r3f's wrapper; removed (not removeChild'ed) with the scene.
  useLayoutEffect(() => {
    const host = gl.domElement.parentElement;
    if (host === null) return;
    const div = document.createElement('div');
    div.style.cssText = LAYER_CSS;
    host.appendChild(div);
    layer.current = div;
    const made = elements.current;
    return () => {
      div.remove();
      made.clear();
      layer.current = null;
    };
  }, [gl]);

  // The elements follow the labels: new ones made, gone ones removed, the rest updated in place.
  useLayoutEffect(() => {
    current.current = labels;
    const div = layer.current;
    if (div === null) return;
    const made = elements.current;
    const keep = new Set(labels.map((l) => l.key));
    for (const [key, el] of made) {
      if (!keep.has(key)) {
        el.remove();
        made.delete(key);
      }
    }
    for (const label of labels) {
      let el = made.get(label.key);
      if (el === undefined) {
        el = document.createElement('div');
        div.appendChild(el);
        made.set(label.key, el);
      }
      el.dataset['testid'] = label.testId;
      if (el.textContent !== label.text) el.textContent = label.text;
      if (el.dataset['css'] !== label.css) {
        el.style.cssText = `position:absolute;left:0;top:0;display:none;${label.css}`;
        el.dataset['css'] = label.css;
      }
    }
    invalidate();
  });

  useFrame(({ camera, size }) => {
    const g = group.current;
    if (g === null) return;
    // useFrame runs before the render updates world matrices: the first frame would see none yet.
    g.updateWorldMatrix(true, false);
    for (const label of current.current) {
      const el = elements.current.get(label.key);
      if (el === undefined) continue;
      scratch.set(label.position[0], label.position[1], label.position[2]).applyMatrix4(g.matrixWorld);
      scratch.project(camera);
      if (scratch.z > 1 || scratch.z < -1) {
        el.style.display = 'none';
        continue;
      }
      const x = ((scratch.x + 1) / 2) * size.width;
      const y = ((1 - scratch.y) / 2) * size.height;
      el.style.display = 'block';
      el.style.left = `${x.toFixed(1)}px`;
      el.style.top = `${y.toFixed(1)}px`;
    }
  });

  return <group ref={group} />;
}
