import { useLayoutEffect, useRef } from 'react';
import { Color, Object3D, type InstancedMesh, type Material } from 'three';
import { HEAD, figureBody, figureHead, setPickable } from './geometries';
import type { FigureItem } from './layout';
import { instanceCapacity } from './TerrainInstances';

const scratch = new Object3D();
const scratchColor = new Color();

/** Mesh names DepthBoard reads to know a pointer hit a figure. */
export const FIGURE_BODY_NAME = 'figures';
export const FIGURE_HEAD_NAME = 'figure-heads';

function writeBodies(mesh: InstancedMesh, items: readonly FigureItem[]): void {
  items.forEach((item, i) => {
    const { figure } = item;
    scratch.position.set(figure.x, item.y, figure.z);
    scratch.scale.set(figure.baseDiameter, figure.height, figure.baseDiameter);
    scratch.updateMatrix();
    mesh.setMatrixAt(i, scratch.matrix);
    mesh.setColorAt(i, scratchColor.set(item.color));
  });
}

function writeHeads(mesh: InstancedMesh, items: readonly FigureItem[]): void {
  items.forEach((item, i) => {
    const { figure } = item;
    scratch.position.set(figure.x, item.y + HEAD.centre * figure.height, figure.z);
    const w = HEAD.width * figure.baseDiameter;
    scratch.scale.set(w, HEAD.height * figure.height, w);
    scratch.updateMatrix();
    mesh.setMatrixAt(i, scratch.matrix);
    mesh.setColorAt(i, scratchColor.set(item.headColor));
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
 * Instance i of both is items[i].
 * @param items the figures to draw with their standing heights and colours (required).
 * @param material shared material (required): the solid one, or the faded ghost.
 * @param withHeads draw the head mesh too (default true; faded ghosts skip it to save a draw call).
 * @param pickable whether the pointer can hit them (default true; faded ghosts pass false).
 */
export function FigureInstances({
  items,
  material,
  withHeads = true,
  pickable = true,
}: {
  items: readonly FigureItem[];
  material: Material;
  withHeads?: boolean;
  pickable?: boolean;
}) {
  const bodies = useRef<InstancedMesh>(null);
  const heads = useRef<InstancedMesh>(null);
  const capacity = instanceCapacity(items.length);
  useLayoutEffect(() => {
    const body = bodies.current;
    if (body !== null) {
      writeBodies(body, items);
      finish(body, items.length, pickable);
    }
    const head = heads.current;
    if (head !== null) {
      writeHeads(head, items);
      finish(head, items.length, pickable);
    }
  }, [items, capacity, pickable, withHeads]);
  return (
    <>
      <instancedMesh ref={bodies} name={FIGURE_BODY_NAME} args={[figureBody, material, capacity]} />
      {withHeads && (
        <instancedMesh ref={heads} name={FIGURE_HEAD_NAME} args={[figureHead, material, capacity]} />
      )}
    </>
  );
}
