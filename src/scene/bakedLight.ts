/**
 * The light render profile's look (see renderProfile.ts): geometries that carry the table's light in their
 * vertex colours, drawn with unlit materials. A flat face looks exactly as under the lit material, at a
 * fraction of the cost per pixel on software WebGL. Shared by the depth board and the tile maps.
 */
import {
  BufferAttribute,
  Color,
  MeshBasicMaterial,
  type BufferGeometry,
  type MeshLambertMaterial,
} from 'three';
import { TABLE_LIGHT, bakedLight, type LinearRgb } from './renderProfile';

/** The table's hemisphere colours in linear RGB (three.js' working space, as a light's colour is used). */
function linear(hex: string): LinearRgb {
  const c = new Color(hex);
  return [c.r, c.g, c.b];
}

/** A copy of `geometry` whose vertex colours are the table's light on each vertex's normal (see bakedLight). */
export function withBakedLight(geometry: BufferGeometry): BufferGeometry {
  const baked = geometry.clone();
  const normals = baked.getAttribute('normal');
  const sky = linear(TABLE_LIGHT.sky);
  const ground = linear(TABLE_LIGHT.ground);
  const colors = new Float32Array(normals.count * 3);
  for (let i = 0; i < normals.count; i++)
    colors.set(bakedLight([normals.getX(i), normals.getY(i), normals.getZ(i)], sky, ground), i * 3);
  baked.setAttribute('color', new BufferAttribute(colors, 3));
  return baked;
}

/** The unlit twin of a lit material: same colour and see-through settings, lit by the vertex colours. */
export function unlit(material: MeshLambertMaterial): MeshBasicMaterial {
  return new MeshBasicMaterial({
    color: material.color,
    transparent: material.transparent,
    opacity: material.opacity,
    depthWrite: material.depthWrite,
    vertexColors: true,
  });
}
