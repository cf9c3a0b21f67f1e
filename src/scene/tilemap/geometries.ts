/**
 * Geometries and materials every tile-map canvas shares, made once at module level (the glyph material on
 * first use, since it needs the atlas drawn on a canvas). Each instanced family draws one of these, scaled
 * and placed per instance, so more maps mean more instances, never more geometries or draw calls.
 */
import {
  BoxGeometry,
  CylinderGeometry,
  BufferGeometry,
  DoubleSide,
  Float32BufferAttribute,
  MeshBasicMaterial,
  MeshLambertMaterial,
  PlaneGeometry,
  ShaderMaterial,
  Shape,
  ShapeGeometry,
  TorusGeometry,
  Vector2,
  type Intersection,
  type Material,
  type Raycaster,
} from 'three';
import { withBakedLight } from '../bakedLight';
import { MERGED_SOURCE } from '../mergeInstances';
import type { RenderProfile } from '../renderProfile';
import { ATLAS_COLUMNS, ATLAS_ROWS, glyphAtlasTexture } from './glyphAtlas';

/** Floors, walls, border pieces, marker plates: a unit cube centred on the origin. */
export const unitBox = new BoxGeometry(1, 1, 1);

/** A flat unit square facing up (+y), its texture's "up" toward −z (north): glyph quads, the pick plane. */
export const unitQuad = new PlaneGeometry(1, 1).rotateX(-Math.PI / 2);

/**
 * An arrow lying flat, pointing toward −z (north) in a unit square: a chevron head and a short shaft. Turned
 * per instance to point the way an automatic door lets the team through.
 */
export const unitArrow = (() => {
  const shape = new Shape();
  shape.moveTo(0, 0.5);
  shape.lineTo(0.5, 0);
  shape.lineTo(0.18, 0);
  shape.lineTo(0.18, -0.5);
  shape.lineTo(-0.18, -0.5);
  shape.lineTo(-0.18, 0);
  shape.lineTo(-0.5, 0);
  shape.closePath();
  // The shape is drawn in x/y with the tip at +y; lying down, +y becomes −z.
  return new ShapeGeometry(shape).rotateX(-Math.PI / 2);
})();

/** A highlight: a flat square frame in the unit square (outer 1, inner 0.78), facing up. */
export const unitFrame = (() => {
  const outer = 0.5;
  const inner = 0.39;
  const corners = [
    [-outer, -outer, -inner, -inner],
    [outer, -outer, inner, -inner],
    [outer, outer, inner, inner],
    [-outer, outer, -inner, inner],
  ] as const;
  const positions: number[] = [];
  for (let i = 0; i < 4; i++) {
    const a = corners[i];
    const b = corners[(i + 1) % 4];
    if (a === undefined || b === undefined) continue;
    // Two triangles per side, wound counter-clockwise seen from above (+y).
    const [ox1, oz1, ix1, iz1] = a;
    const [ox2, oz2, ix2, iz2] = b;
    positions.push(ox1, 0, oz1, ix1, 0, iz1, ox2, 0, oz2, ox2, 0, oz2, ix1, 0, iz1, ix2, 0, iz2);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.computeVertexNormals();
  return geometry;
})();

/** The team's token: a ring round the tile, so the tile's own glyph stays readable inside it. */
export const teamRing = new TorusGeometry(0.4, 0.085, 10, 40).rotateX(-Math.PI / 2);

/** A fight's figure: a pawn, a unit cylinder standing on its base (scaled per instance). */
export const figurePawn = new CylinderGeometry(0.5, 0.5, 1, 16).translate(0, 0.5, 0);
/**
 * The lit families are Lambert (diffuse only), not PBR: these rough, near-matte surfaces looked the same,
 * and a standard material's fragment shader cost several times as much per pixel on software WebGL, where
 * the floors cover most of the frame (issue 28). All of them share one compiled program.
 */
export const figureMaterial = new MeshLambertMaterial();

export const floorMaterial = new MeshLambertMaterial();
export const wallMaterial = new MeshLambertMaterial();
export const borderMaterial = new MeshLambertMaterial();
/** Marker plates and arrows are unlit so their family colours stay true from any angle. */
export const markerMaterial = new MeshBasicMaterial({ toneMapped: false });
export const arrowMaterial = new MeshBasicMaterial({ toneMapped: false });
export const highlightMaterial = new MeshBasicMaterial({ toneMapped: false, side: DoubleSide });
export const teamMaterial = new MeshLambertMaterial({ emissive: '#8a6a00' });
/** The pointer's catch plane: never drawn. */
export const pickMaterial = new MeshBasicMaterial({ visible: false });

const GLYPH_VERTEX = /* glsl */ `
  attribute vec2 glyphCell;
  uniform vec2 cellSize;
  varying vec2 vUv;
  varying vec3 vTint;
  void main() {
    vUv = (glyphCell + uv) * cellSize;
    #ifdef USE_INSTANCING_COLOR
      vTint = instanceColor;
    #else
      vTint = vec3(1.0);
    #endif
    gl_Position = projectionMatrix * modelViewMatrix * instanceMatrix * vec4(position, 1.0);
  }
`;

const GLYPH_FRAGMENT = /* glsl */ `
  uniform sampler2D atlas;
  varying vec2 vUv;
  varying vec3 vTint;
  void main() {
    vec4 texel = texture2D(atlas, vUv);
    if (texel.a < 0.02) discard;
    gl_FragColor = vec4(texel.rgb * vTint, texel.a);
    #include <colorspace_fragment>
  }
`;

let glyphs: ShaderMaterial | null = null;

/**
 * The glyph material: each instance shows the atlas cell in its `glyphCell` attribute, its white tinted by
 * the instance colour (the black outline stays black). Made on first use (it draws the atlas).
 */
export function glyphMaterial(): ShaderMaterial {
  glyphs ??= new ShaderMaterial({
    uniforms: {
      atlas: { value: glyphAtlasTexture() },
      cellSize: { value: new Vector2(1 / ATLAS_COLUMNS, 1 / ATLAS_ROWS) },
    },
    vertexShader: GLYPH_VERTEX,
    fragmentShader: GLYPH_FRAGMENT,
    transparent: true,
    depthWrite: false,
    toneMapped: false,
  });
  return glyphs;
}

/** For meshes that must never catch the pointer: r3f raycasts, this finds nothing. */
export function noRaycast(_raycaster: Raycaster, _intersects: Intersection[]): void {
  // Intentionally empty: only the pick plane catches the pointer.
}

/** What the maps' lit families are drawn with in one render profile (the other families look the same in both). */
export interface TileLook {
  readonly box: BufferGeometry;
  readonly quad: BufferGeometry;
  readonly pawn: BufferGeometry;
  readonly floor: Material;
  readonly wall: Material;
  readonly border: Material;
  readonly figure: Material;
  /** Whether the families above are drawn by one merged mesh (the light profile's). */
  readonly merged: boolean;
}

const fullLook: TileLook = {
  box: unitBox,
  quad: unitQuad,
  pawn: figurePawn,
  floor: floorMaterial,
  wall: wallMaterial,
  border: borderMaterial,
  figure: figureMaterial,
  merged: false,
};

let lightLook: TileLook | null = null;

/**
 * The maps' look in a render profile. Full: the Lambert families above. Light (software WebGL): the same
 * geometries with the table's light baked into their vertex colours under unlit materials (../bakedLight.ts):
 * the floors, flat quads facing up, cover most of the frame and take one colour under the table's light, so
 * they draw exactly as lit (issue 28). These four families are drawn together in one draw call by
 * TileMapLayers' merged mesh (../mergeInstances.ts). The team's ring keeps its glow (Lambert with an emissive
 * part; a few pixels). Made once, on first use.
 */
export function tileLook(profile: RenderProfile): TileLook {
  if (!profile.cheapMaterials) return fullLook;
  lightLook ??= {
    box: withBakedLight(unitBox),
    quad: withBakedLight(unitQuad),
    pawn: withBakedLight(figurePawn),
    // Drawn together by the merged mesh, in one draw call (../mergeInstances.ts).
    floor: MERGED_SOURCE,
    wall: MERGED_SOURCE,
    border: MERGED_SOURCE,
    figure: MERGED_SOURCE,
    merged: true,
  };
  return lightLook;
}
