/**
 * The light render profile's one draw call for the opaque families (issue 28, speed as felt). On software
 * WebGL every draw call has a fixed cost of about a millisecond of the GPU process (SwiftShader sets up and
 * bins each draw across its threads, whatever its size), and a salvage or crawl frame drew six or seven
 * families of a few hundred triangles each. Their instances are copied into ONE plain geometry: each
 * vertex moved by its instance's matrix and coloured by its baked light times its instance's colour, drawn
 * by one unlit material. The instanced meshes stay in the scene, drawn by nothing ({@link MERGED_SOURCE}),
 * so the pointer still hits them by name and instance as before.
 */
import { BufferAttribute, BufferGeometry, Matrix4, MeshBasicMaterial, type InstancedMesh } from 'three';

/**
 * The material of an instanced family that the merged mesh draws: never drawn itself (a material that is
 * not `visible` costs no draw call), still raycast.
 */
export const MERGED_SOURCE = new MeshBasicMaterial({ visible: false });

/**
 * What the merged mesh is drawn with: unlit, lit by its vertex colours (the baked light times the instance
 * colour), as the light profile's unlit twins of the lit materials are (../bakedLight.ts).
 */
export const mergedMaterial = new MeshBasicMaterial({ vertexColors: true });

const matrix = new Matrix4();

/**
 * One geometry holding every shown instance of `meshes`, in their order: positions moved by the mesh's own
 * matrix and each instance's, colours the geometry's vertex colours (white where it has none) times the
 * instance colour (white where none), one index over all. Meshes hidden or with no instances add nothing.
 * @param meshes instanced meshes whose local frame is the merged mesh's (siblings under one group).
 */
export function mergeInstances(meshes: readonly InstancedMesh[]): BufferGeometry {
  const shown = meshes.filter((m) => m.visible && m.count > 0);
  let vertices = 0;
  let indices = 0;
  for (const mesh of shown) {
    const g = mesh.geometry;
    const n = g.getAttribute('position').count;
    vertices += n * mesh.count;
    indices += (g.index?.count ?? n) * mesh.count;
  }
  const position = new Float32Array(vertices * 3);
  const color = new Float32Array(vertices * 3);
  const index = new Uint32Array(indices);
  let v = 0;
  let k = 0;
  for (const mesh of shown) {
    const g = mesh.geometry;
    // Read straight from the arrays (a few thousand vertices a click): unit geometries are not interleaved.
    const from = g.getAttribute('position').array;
    const tintAttribute = g.getAttribute('color') as BufferAttribute | undefined;
    const tint = tintAttribute?.array;
    const own = g.index;
    const n = from.length / 3;
    const m = matrix.elements;
    const colors = mesh.instanceColor?.array;
    for (let i = 0; i < mesh.count; i++) {
      matrix.fromArray(mesh.instanceMatrix.array, i * 16).premultiply(mesh.matrix);
      const r = colors === undefined ? 1 : (colors[i * 3] ?? 1);
      const gr = colors === undefined ? 1 : (colors[i * 3 + 1] ?? 1);
      const b = colors === undefined ? 1 : (colors[i * 3 + 2] ?? 1);
      const base = v;
      for (let j = 0; j < n * 3; j += 3, v++) {
        const x = from[j] ?? 0;
        const y = from[j + 1] ?? 0;
        const z = from[j + 2] ?? 0;
        position[v * 3] = m[0] * x + m[4] * y + m[8] * z + m[12];
        position[v * 3 + 1] = m[1] * x + m[5] * y + m[9] * z + m[13];
        position[v * 3 + 2] = m[2] * x + m[6] * y + m[10] * z + m[14];
        color[v * 3] = (tint === undefined ? 1 : (tint[j] ?? 1)) * r;
        color[v * 3 + 1] = (tint === undefined ? 1 : (tint[j + 1] ?? 1)) * gr;
        color[v * 3 + 2] = (tint === undefined ? 1 : (tint[j + 2] ?? 1)) * b;
      }
      if (own === null) for (let j = 0; j < n; j++) index[k++] = base + j;
      else for (let j = 0; j < own.count; j++) index[k++] = base + own.getX(j);
    }
  }
  const merged = new BufferGeometry();
  merged.setAttribute('position', new BufferAttribute(position, 3));
  merged.setAttribute('color', new BufferAttribute(color, 3));
  merged.setIndex(new BufferAttribute(index, 1));
  return merged;
}
