import { useLayoutEffect, useRef } from 'react';
import { Color, Object3D, type BufferGeometry, type InstancedMesh, type Material } from 'three';
import {
  HEAD,
  drawnFigureSize,
  figurePick,
  pickFigureSize,
  pickMaterial,
  setPickable,
  xrayMaterial,
  type BoardLook,
} from './geometries';
import type { FigureItem } from './layout';
import { instanceCapacity } from './TerrainInstances';

const scratch = new Object3D();
const scratchColor = new Color();

/** Mesh names DepthBoard reads to know a pointer hit a figure (only the pick proxy catches the pointer). */
export const FIGURE_BODY_NAME = 'figures';
export const FIGURE_HEAD_NAME = 'figure-heads';
export const FIGURE_PICK_NAME = 'figure-picks';

/** Drawn size: the figure's own, but never smaller than FIGURE_MIN (a speck cannot be read or clicked). */
function drawn(item: FigureItem): { d: number; h: number } {
  return drawnFigureSize(item.figure);
}

function writeBodies(mesh: InstancedMesh, items: readonly FigureItem[]): void {
  items.forEach((item, i) => {
    const { figure } = item;
    const { d, h } = drawn(item);
    scratch.position.set(figure.x, item.y, figure.z);
    scratch.scale.set(d, h, d);
    scratch.updateMatrix();
    mesh.setMatrixAt(i, scratch.matrix);
    mesh.setColorAt(i, scratchColor.set(item.color));
  });
}

function writeHeads(mesh: InstancedMesh, items: readonly FigureItem[]): void {
  items.forEach((item, i) => {
    const { figure } = item;
    const { d, h } = drawn(item);
    scratch.position.set(figure.x, item.y + HEAD.centre * h, figure.z);
    const w = HEAD.width * d;
    scratch.scale.set(w, HEAD.height * h, w);
    scratch.updateMatrix();
    mesh.setMatrixAt(i, scratch.matrix);
    mesh.setColorAt(i, scratchColor.set(item.headColor));
  });
}

function writePicks(mesh: InstancedMesh, items: readonly FigureItem[]): void {
  items.forEach((item, i) => {
    const { figure } = item;
    const { d, h } = pickFigureSize(figure);
    scratch.position.set(figure.x, item.y, figure.z);
    scratch.scale.set(d, h, d);
    scratch.updateMatrix();
    mesh.setMatrixAt(i, scratch.matrix);
  });
}

function finish(mesh: InstancedMesh, count: number, pickable: boolean): void {
  mesh.count = count;
  mesh.instanceMatrix.needsUpdate = true;
  if (mesh.instanceColor !== null) mesh.instanceColor.needsUpdate = true;
  mesh.computeBoundingSphere();
  mesh.visible = count > 0;
  setPickable(mesh, pickable);
}

/**
 * Every figure on the board in two draw calls, whatever their number: one instanced body (base disc and
 * body, coloured by side) and one instanced head (the side's colour, or the selection or highlight colour).
 * A third instanced mesh, never drawn, is what the pointer hits: a cylinder at least PICK wide and tall
 * round each figure. Instance i of all three is items[i].
 * @param items the figures to draw with their standing heights and colours (required).
 * @param look the render profile's body and head geometries (required: `boardLook(profile)`).
 * @param material shared material (required): the solid one, or the faded ghost.
 * @param withHeads draw the head mesh too (default true; faded ghosts skip it to save a draw call).
 * @param pickable whether the pointer can hit them (default true; faded ghosts pass false).
 */
export function FigureInstances({
  items,
  look,
  material,
  withHeads = true,
  pickable = true,
}: {
  items: readonly FigureItem[];
  look: Pick<BoardLook, 'figureBody' | 'figureHead'>;
  material: Material;
  withHeads?: boolean;
  pickable?: boolean;
}) {
  const bodies = useRef<InstancedMesh>(null);
  const heads = useRef<InstancedMesh>(null);
  const picks = useRef<InstancedMesh>(null);
  const capacity = instanceCapacity(items.length);
  useLayoutEffect(() => {
    const body = bodies.current;
    if (body !== null) {
      writeBodies(body, items);
      finish(body, items.length, false);
    }
    const head = heads.current;
    if (head !== null) {
      writeHeads(head, items);
      finish(head, items.length, false);
    }
    const pick = picks.current;
    if (pick !== null) {
      writePicks(pick, items);
      finish(pick, items.length, true);
    }
    // A new profile's geometry or material makes new meshes (r3f's args): their buffers are written anew.
  }, [items, capacity, pickable, withHeads, look, material]);
  return (
    <>
      <instancedMesh ref={bodies} name={FIGURE_BODY_NAME} args={[look.figureBody, material, capacity]} />
      {withHeads && (
        <instancedMesh ref={heads} name={FIGURE_HEAD_NAME} args={[look.figureHead, material, capacity]} />
      )}
      {pickable && (
        <instancedMesh ref={picks} name={FIGURE_PICK_NAME} args={[figurePick, pickMaterial, capacity]} />
      )}
    </>
  );
}

/**
 * Figures under a deck, drawn through it: one instanced pass of the bodies after everything else, with depth
 * testing off and a faint see-through colour, so a figure in The Sink under Topside still shows where it is
 * (and can be clicked: its pick proxy is in FigureInstances). One draw call whatever their number, none when
 * no figure is covered. Never catches the pointer.
 * @param items the covered figures (required).
 * @param body the render profile's body geometry (required).
 */
export function FigureXray({ items, body }: { items: readonly FigureItem[]; body: BufferGeometry }) {
  const ref = useRef<InstancedMesh>(null);
  const capacity = instanceCapacity(items.length);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (mesh === null) return;
    writeBodies(mesh, items);
    finish(mesh, items.length, false);
    mesh.renderOrder = 9;
  }, [items, capacity, body]);
  return <instancedMesh ref={ref} name="figure-xray" args={[body, xrayMaterial, capacity]} />;
}
