import { useFrame, useThree } from '@react-three/fiber';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { Vector3, type Camera, type Group } from 'three';
import { useSameContent } from './sameContent';
import { TABLE_TOP_BAR } from './tableInset';

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
const SVG = 'http://www.w3.org/2000/svg';

/** Room kept between stacked labels, CSS pixels. */
const GAP = 2;
/**
 * Room kept from the canvas's left and right edges, CSS pixels: about the gap the screen's cards keep from the
 * window's edge (`--gap`), so a label never sits flush against it (the salvage demo's labels once did).
 */
export const EDGE = 7;
/** A label pushed further than this from its point gets a leader line back to it. */
const LEADER_AFTER = 4;
/** Pixels between a label's lower edge and its point, by default: the point is the top of what it names. */
const LIFT = 5;

interface Box {
  left: number;
  top: number;
  readonly w: number;
  readonly h: number;
}

function overlaps(a: Box, b: Box): boolean {
  return (
    a.left < b.left + b.w + GAP &&
    b.left < a.left + a.w + GAP &&
    a.top < b.top + b.h + GAP &&
    b.top < a.top + a.h + GAP
  );
}

/**
 * Places label boxes (each standing just above its anchor to begin with) so none overlaps another and none is cut by
 * the edge of a `width` × `height` view, nor goes above `top` (the band the page covers along the view's top:
 * its title and hint bar). From the lowest anchor up, each box takes the nearest free spot: its own row, then
 * the rows above it up to the band, then the rows below its figure, in each row as near its anchor as it can
 * (at most its own width aside). A box that finds no free spot stays where it stands. Pure, so it is tested
 * without a browser. `boxes` are moved in place.
 */
export function spreadBoxes(
  boxes: Box[],
  anchorsY: readonly number[],
  width: number,
  height: number,
  top = 0,
): void {
  const order = boxes.map((_, i) => i).sort((a, b) => (anchorsY[b] ?? 0) - (anchorsY[a] ?? 0));
  const placed: Box[] = [];
  const minTop = top + GAP;
  const maxTop = (b: Box) => Math.max(minTop, height - b.h - GAP);
  for (const i of order) {
    const box = boxes[i];
    if (box === undefined) continue;
    box.left = Math.min(Math.max(box.left, EDGE), Math.max(EDGE, width - box.w - EDGE));
    box.top = Math.min(Math.max(box.top, minTop), maxTop(box));
    const from = box.left;
    const step = box.h + GAP;
    const rows: number[] = [];
    for (let t = box.top; t >= minTop; t -= step) rows.push(t);
    // Below, the first row clears the figure under the point (drawn about a label's height tall).
    const anchor = anchorsY[i] ?? box.top;
    for (let t = Math.max(box.top + step, anchor + box.h); t <= maxTop(box); t += step) rows.push(t);
    const lefts = [from, ...placed.flatMap((p) => [p.left + p.w + GAP, p.left - box.w - GAP])]
      .filter((l) => l >= EDGE && l + box.w <= width - EDGE && Math.abs(l - from) <= box.w)
      .sort((a, b) => Math.abs(a - from) - Math.abs(b - from));
    for (const t of rows) {
      const left = lefts.find(
        (l) => !placed.some((p) => overlaps(p, { left: l, top: t, w: box.w, h: box.h })),
      );
      if (left === undefined) continue;
      box.left = left;
      box.top = t;
      break;
    }
    placed.push(box);
  }
}

/**
 * How far down from the canvas's top edge the page covers the table, CSS pixels: the page's `--table-inset-top`
 * (its title row) or the lowest bar marked with TABLE_TOP_BAR that is shown over the canvas's upper half.
 */
function coveredTop(canvas: HTMLCanvasElement): number {
  const inset = Number.parseFloat(getComputedStyle(canvas).getPropertyValue('--table-inset-top'));
  let top = Number.isFinite(inset) ? Math.max(0, inset) : 0;
  const area = canvas.getBoundingClientRect();
  for (const bar of canvas.ownerDocument.querySelectorAll(`[${TABLE_TOP_BAR}]`)) {
    const r = bar.getBoundingClientRect();
    if (r.height === 0 || r.right <= area.left || r.left >= area.right) continue;
    if (r.top > area.top + area.height / 2) continue;
    top = Math.max(top, r.bottom - area.top);
  }
  return top;
}

/** The layer over the canvas every label of one scene lives in; it lets the pointer through. */
const LAYER_CSS = 'position:absolute;inset:0;overflow:hidden;pointer-events:none;z-index:1;';
const LEADERS_CSS = 'position:absolute;inset:0;width:100%;height:100%;overflow:visible;pointer-events:none;';

/**
 * Labels pinned to scene points, as plain DOM over the canvas: crisp at any zoom, readable by tests, costing
 * no draw call, and letting the pointer through. No React root per label (drei's Html makes one each, and
 * unmounting those while React renders warns): the elements are made and placed by hand, and each frame
 * the scene renders moves them (refs only, no React state).
 * @param labels what to show and where (required; usually a handful).
 * @param spread lay the labels out so they never overlap and are never cut at the edge, with a leader line
 *   from a moved label back to its point (default false: each is centred on its point; its css places it).
 * @param lift when spread, pixels between a label's lower edge and its point (default 5: the point is the top
 *   of what it names; more where what it names may stand taller on screen than its point says).
 */
export function DomLabels({
  labels: labelsProp,
  spread = false,
  lift = LIFT,
}: {
  readonly labels: readonly DomLabel[];
  readonly spread?: boolean;
  readonly lift?: number;
}) {
  // Scenes rebuild their label lists on every render; only a change of content re-makes and re-places them.
  const labels = useSameContent(labelsProp);
  const gl = useThree((s) => s.gl);
  const get = useThree((s) => s.get);
  const group = useRef<Group>(null);
  const layer = useRef<HTMLDivElement | null>(null);
  const elements = useRef(new Map<string, HTMLDivElement>());
  const leaders = useRef<SVGSVGElement | null>(null);
  const lines = useRef(new Map<string, SVGLineElement>());
  /** Measured size of each label's element, with the text it was measured for. */
  const sizes = useRef(new Map<string, { text: string; w: number; h: number }>());
  const current = useRef(labels);
  /** The animation frame that will place the labels without drawing the scene (0: none asked for). */
  const placing = useRef(0);

  // One layer per scene, beside the canvas in r3f's wrapper; removed (not removeChild'ed) with the scene.
  useLayoutEffect(() => {
    const host = gl.domElement.parentElement;
    if (host === null) return;
    const div = document.createElement('div');
    div.style.cssText = LAYER_CSS;
    host.appendChild(div);
    layer.current = div;
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('style', LEADERS_CSS);
    div.appendChild(svg);
    leaders.current = svg;
    const made = elements.current;
    const madeLines = lines.current;
    return () => {
      div.remove();
      made.clear();
      madeLines.clear();
      layer.current = null;
      leaders.current = null;
    };
  }, [gl]);

  /** Puts each label over its point as `camera` sees it, spread so none overlaps another. */
  const place = useCallback(
    (camera: Camera, size: { width: number; height: number }) => {
      const g = group.current;
      if (g === null) return;
      // useFrame runs before the render updates world matrices: the first frame would see none yet.
      g.updateWorldMatrix(true, false);
      // Read before any label is written, so the page's layout is measured once, not forced again; with no
      // label to place (a crawl between fights) not at all: the read forces the click's layout early.
      const top = spread && current.current.length > 0 ? coveredTop(gl.domElement) : 0;
      const shown: { key: string; el: HTMLDivElement; x: number; y: number }[] = [];
      for (const label of current.current) {
        const el = elements.current.get(label.key);
        if (el === undefined) continue;
        scratch.set(label.position[0], label.position[1], label.position[2]).applyMatrix4(g.matrixWorld);
        scratch.project(camera);
        if (scratch.z > 1 || scratch.z < -1) {
          el.style.display = 'none';
          lines.current.get(label.key)?.setAttribute('visibility', 'hidden');
          continue;
        }
        const x = ((scratch.x + 1) / 2) * size.width;
        const y = ((1 - scratch.y) / 2) * size.height;
        el.style.display = 'block';
        if (!spread) {
          el.style.left = `${x.toFixed(1)}px`;
          el.style.top = `${y.toFixed(1)}px`;
          continue;
        }
        shown.push({ key: label.key, el, x, y });
      }
      if (!spread) return;
      // Sizes are read once per text (one layout pass for all new ones), then the boxes are spread.
      const boxes = shown.map(({ key, el, x, y }): Box => {
        let known = sizes.current.get(key);
        if (known === undefined || known.text !== el.textContent || known.w === 0) {
          known = { text: el.textContent, w: el.offsetWidth, h: el.offsetHeight };
          sizes.current.set(key, known);
        }
        // A label stands just above its point (a figure's head), never over what it names (issue 28).
        return { left: x - known.w / 2, top: y - known.h - lift, w: known.w, h: known.h };
      });
      spreadBoxes(
        boxes,
        shown.map((s) => s.y),
        size.width,
        size.height,
        top,
      );
      const svg = leaders.current;
      shown.forEach(({ key, el, x, y }, i) => {
        const box = boxes[i];
        if (box === undefined) return;
        el.style.left = `${box.left.toFixed(1)}px`;
        el.style.top = `${box.top.toFixed(1)}px`;
        const cx = box.left + box.w / 2;
        const cy = box.top + box.h / 2;
        const restY = y - box.h / 2 - lift;
        const moved =
          Math.abs(cx - x) > box.w / 2 + LEADER_AFTER || Math.abs(cy - restY) > box.h / 2 + LEADER_AFTER;
        let line = lines.current.get(key);
        if (!moved) {
          line?.setAttribute('visibility', 'hidden');
          return;
        }
        if (line === undefined && svg !== null) {
          line = document.createElementNS(SVG, 'line');
          line.setAttribute('stroke', 'rgba(244,247,255,0.7)');
          line.setAttribute('stroke-width', '1.5');
          svg.appendChild(line);
          lines.current.set(key, line);
        }
        if (line === undefined) return;
        // From the point to the nearest spot on the label's edge.
        const ex = Math.min(Math.max(x, box.left), box.left + box.w);
        const ey = Math.min(Math.max(y, box.top), box.top + box.h);
        line.setAttribute('x1', x.toFixed(1));
        line.setAttribute('y1', y.toFixed(1));
        line.setAttribute('x2', ex.toFixed(1));
        line.setAttribute('y2', ey.toFixed(1));
        line.setAttribute('visibility', 'visible');
      });
    },
    [spread, lift, gl],
  );

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
        lines.current.get(key)?.remove();
        lines.current.delete(key);
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
    // Labels are DOM, not WebGL: they are placed in the next animation frame, against the camera of the last
    // frame drawn, and need no WebGL frame of their own (a click that changes only a label's text draws none:
    // issue 28). A change to the scene asks for its frame itself, which places them instead.
    cancelAnimationFrame(placing.current);
    placing.current = requestAnimationFrame(() => {
      placing.current = 0;
      const { camera, size } = get();
      camera.updateMatrixWorld();
      place(camera, size);
    });
  }, [labels, get, place]);
  useEffect(
    () => () => {
      cancelAnimationFrame(placing.current);
    },
    [],
  );

  useFrame(({ camera, size }) => {
    cancelAnimationFrame(placing.current);
    placing.current = 0;
    place(camera, size);
  });

  return <group ref={group} />;
}
