/**
 * Geometries and materials every board shares, made once at module level: each instanced group draws one
 * of these, scaled per instance, so a board of any size adds instances, never geometries or draw calls.
 * All unit-sized and centred (figures stand on their origin) so an instance matrix is position + size.
 */
import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  CylinderGeometry,
  LineBasicMaterial,
  MeshBasicMaterial,
  MeshLambertMaterial,
  SphereGeometry,
  type Intersection,
  type Material,
  type Object3D,
  type Raycaster,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { unlit, withBakedLight } from '../bakedLight';
import { MERGED_SOURCE } from '../mergeInstances';
import { roundSegments, type RenderProfile } from '../renderProfile';
import { EDGE_COLOR } from './palette';

/** Decks, solids, areas, faded ghosts: a 1" cube centred on the origin. */
export const unitBox = new BoxGeometry(1, 1, 1);

/**
 * A ramp: a wedge in the unit cube whose slope rises toward local +z (from the floor at z = −½ to the full
 * height at z = +½). The board data gives no slope direction, so this is the drawing's reading: a ramp rises
 * along its depth extent, turned by its rotation (rotation 90 rises toward +x, east).
 */
export const unitWedge = (() => {
  const a = [-0.5, -0.5, -0.5];
  const b = [0.5, -0.5, -0.5];
  const c = [0.5, -0.5, 0.5];
  const d = [-0.5, -0.5, 0.5];
  const e = [-0.5, 0.5, 0.5];
  const f = [0.5, 0.5, 0.5];
  // Counter-clockwise seen from outside: bottom, high end, slope, west side, east side.
  const triangles = [a, b, c, a, c, d, d, c, f, d, f, e, a, e, f, a, f, b, a, d, e, b, f, c];
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(triangles.flat()), 3));
  geometry.computeVertexNormals();
  return geometry;
})();

/** A ladder in the unit cube: two rails at the x ends and five rungs, thin along z. */
export const unitLadder = (() => {
  const parts: BufferGeometry[] = [];
  for (const x of [-0.44, 0.44]) parts.push(new BoxGeometry(0.12, 1, 0.5).translate(x, 0, 0));
  for (let i = 0; i < 5; i++) parts.push(new BoxGeometry(0.88, 0.05, 0.3).translate(0, -0.4 + i * 0.2, 0));
  const merged = mergeGeometries(parts);
  for (const part of parts) part.dispose();
  return merged;
})();

/** Hazard and salvage sites: an octagonal marker filling the unit cube. */
export const unitMarker = new CylinderGeometry(0.5, 0.5, 1, 8);

/**
 * A figure 1" wide and 1" tall standing on its origin: a base disc and a tapered body up to 0.8 of its
 * height; the head is a separate instanced sphere so it can carry the selection colour.
 */
export const figureBody = figureBodyOf(24, 16);

function figureBodyOf(baseSegments: number, bodySegments: number): BufferGeometry {
  const base = new CylinderGeometry(0.5, 0.5, 0.08, baseSegments).translate(0, 0.04, 0);
  const body = new CylinderGeometry(0.26, 0.34, 0.72, bodySegments).translate(0, 0.44, 0);
  const merged = mergeGeometries([base, body]);
  base.dispose();
  body.dispose();
  return merged;
}

/**
 * What the pointer hits for a figure: a plain cylinder standing on its origin, never drawn (its material is
 * invisible, so it costs no draw call), scaled up to at least {@link PICK} so a small figure is still easy
 * to click at the default zoom.
 */
export const figurePick = new CylinderGeometry(0.5, 0.5, 1, 12).translate(0, 0.5, 0);

/**
 * Least drawn and least picked size of a figure, inches. A 1" mini is a speck on a 36" table framed whole in
 * a 1280 × 720 window (about 11 px an inch across, fewer up), so figures are drawn at least 2" tall (bases
 * keep their size: base contact must still look like contact) and picked through a cylinder at least
 * 2.4" × 2.4": with the framing of framing.ts, about 24 px on screen at 1280 × 720 for a near figure (issue
 * 12); bigger (3") caught clicks meant for the floor just beside a figure (boardPointer.spec).
 */
export const FIGURE_MIN = { diameter: 1, height: 2 } as const;
export const PICK = { diameter: 2.4, height: 2.4 } as const;

/** Drawn size of a figure: its own, but never smaller than FIGURE_MIN (a speck cannot be read or clicked). */
export function drawnFigureSize(figure: { baseDiameter: number; height: number }): { d: number; h: number } {
  return {
    d: Math.max(figure.baseDiameter, FIGURE_MIN.diameter),
    h: Math.max(figure.height, FIGURE_MIN.height),
  };
}

/** Size of a figure's pick proxy (what the pointer hits): the drawn size, at least PICK. */
export function pickFigureSize(figure: { baseDiameter: number; height: number }): { d: number; h: number } {
  const { d, h } = drawnFigureSize(figure);
  return { d: Math.max(d, PICK.diameter), h: Math.max(h, PICK.height) };
}

/** The head: a unit-diameter sphere, scaled and placed per figure. */
export const figureHead = new SphereGeometry(0.5, 16, 12);

/** Where the head sits and how big it is, as fractions of the figure's height and base. */
export const HEAD = { centre: 0.89, height: 0.22, width: 0.36 } as const;

/*
 * Lambert, not physically based: the board is flat-coloured pieces under soft light, where PBR shading adds
 * nothing a player reads, and each frame after a choice is drawn once on demand. Without a GPU (software
 * WebGL) the standard material cost ~60 ms a frame on the dense board, Lambert ~44 (ui-latency bench).
 */
export const deckMaterial = new MeshLambertMaterial();
export const solidMaterial = new MeshLambertMaterial();
/** Difficult and impassable ground, open doors: see-through so what stands in them stays visible. */
export const areaMaterial = new MeshLambertMaterial({
  transparent: true,
  opacity: 0.5,
  depthWrite: false,
});
export const connectorMaterial = new MeshLambertMaterial();
export const markerMaterial = new MeshLambertMaterial();
export const figureMaterial = new MeshLambertMaterial();
/** Faded levels: one ghost material for every kind, so fading a level adds at most a few draw calls. */
export const fadedMaterial = new MeshLambertMaterial({
  transparent: true,
  opacity: 0.14,
  depthWrite: false,
});
/** The pick proxy's material: raycast, never rendered. */
export const pickMaterial = new MeshBasicMaterial({ visible: false });
/**
 * A figure under a deck, seen through it: its silhouette drawn after everything, ignoring depth, faint, so
 * it reads as "under there" without hiding the deck.
 */
export const xrayMaterial = new MeshBasicMaterial({
  transparent: true,
  opacity: 0.5,
  depthTest: false,
  depthWrite: false,
});
export const edgeMaterial = new LineBasicMaterial({ color: EDGE_COLOR, transparent: true, opacity: 0.6 });

/** For objects that must never catch the pointer (faded ghosts, overlays): r3f raycasts, this finds nothing. */
export function noRaycast(_raycaster: Raycaster, _intersects: Intersection[]): void {
  // Intentionally empty: see above.
}

/**
 * Whether the pointer can hit an object: ghosts and overlays get {@link noRaycast}; pickable ones fall back to
 * their class's own raycast (the override is removed, not replaced).
 */
export function setPickable(object: Object3D, pickable: boolean): void {
  if (pickable) Reflect.deleteProperty(object, 'raycast');
  else object.raycast = noRaycast;
}

/** What the board draws its pieces with: the shared geometries and materials of one render profile. */
export interface BoardLook {
  readonly box: BufferGeometry;
  readonly wedge: BufferGeometry;
  readonly ladder: BufferGeometry;
  readonly marker: BufferGeometry;
  readonly figureBody: BufferGeometry;
  readonly figureHead: BufferGeometry;
  readonly deck: Material;
  readonly solid: Material;
  readonly area: Material;
  readonly connector: Material;
  readonly markerMaterial: Material;
  readonly figure: Material;
  readonly faded: Material;
  /** Whether the opaque families are drawn by one merged mesh (the light profile's). */
  readonly merged: boolean;
}

const fullLook: BoardLook = {
  box: unitBox,
  wedge: unitWedge,
  ladder: unitLadder,
  marker: unitMarker,
  figureBody,
  figureHead,
  deck: deckMaterial,
  solid: solidMaterial,
  area: areaMaterial,
  connector: connectorMaterial,
  markerMaterial,
  figure: figureMaterial,
  faded: fadedMaterial,
  merged: false,
};

let lightLook: BoardLook | null = null;

/**
 * The board's look in a render profile. Full: the lit materials above. Light (software WebGL, where every
 * pixel is shaded on the processor): the same geometries carrying the table's light in their vertex colours
 * under unlit materials, which draw a flat face exactly as Lambert does at a fraction of the cost, and
 * figures with half the segments; the opaque families (decks, solids, ramps, ladders, markers, figures) are
 * drawn together in one draw call by DepthBoard's merged mesh. Made once, on first use.
 */
export function boardLook(profile: RenderProfile): BoardLook {
  if (!profile.cheapMaterials) return fullLook;
  lightLook ??= {
    box: withBakedLight(unitBox),
    wedge: withBakedLight(unitWedge),
    ladder: withBakedLight(unitLadder),
    marker: withBakedLight(unitMarker),
    figureBody: withBakedLight(figureBodyOf(roundSegments(profile, 24), roundSegments(profile, 16))),
    figureHead: withBakedLight(
      new SphereGeometry(0.5, roundSegments(profile, 16), roundSegments(profile, 12)),
    ),
    // The opaque families are drawn together by the merged mesh, in one draw call (../mergeInstances.ts).
    deck: MERGED_SOURCE,
    solid: MERGED_SOURCE,
    area: unlit(areaMaterial),
    connector: MERGED_SOURCE,
    markerMaterial: MERGED_SOURCE,
    figure: MERGED_SOURCE,
    faded: unlit(fadedMaterial),
    merged: true,
  };
  return lightLook;
}
