/**
 * How much the table draws, chosen from the WebGL renderer (issue 28, speed as felt). Without a working GPU
 * (a virtual machine, a blocklisted driver, headless Chromium) the browser draws WebGL in software, and one
 * frame of the dense salvage board cost 40–50 ms of CPU: every pixel is shaded on the processor. There the
 * light profile draws fewer pixels (a smaller drawing buffer, the CSS size unchanged), no shadows, unlit
 * materials with the same light baked into the geometry, and round pieces with fewer segments. Pure: the
 * renderer's name and the player's setting in, a profile out.
 */

/** The player's "Table detail" setting: follow the renderer, or force either profile. */
export type TableDetail = 'auto' | 'full' | 'light';

export const TABLE_DETAILS: readonly TableDetail[] = ['auto', 'full', 'light'];

export interface RenderProfile {
  readonly kind: 'full' | 'light';
  /**
   * Drawing-buffer scale for r3f's `dpr`: a [min, max] clamp of the screen's pixel ratio (full), or a fixed
   * ratio below 1 (light: 0.65 of the CSS size draws 0.42 of the pixels).
   */
  readonly dpr: number | readonly [number, number];
  /** Whether a scene may cast shadows (the light profile never does). */
  readonly shadows: boolean;
  /** Unlit materials over geometry with the table's light baked into its vertex colours. */
  readonly cheapMaterials: boolean;
  /** The share of a round geometry's segments to draw (1 in full). */
  readonly segmentShare: number;
  /**
   * Multisampling (4x MSAA), asked for when the canvas is made. Off in both profiles (see TableCanvas: a
   * quarter of a board frame's cost on software WebGL); on in the light profile for a scene that asks for
   * smooth edges ({@link sceneProfile}).
   */
  readonly antialias: boolean;
}

export const FULL_PROFILE: RenderProfile = {
  kind: 'full',
  dpr: [1, 2],
  shadows: true,
  cheapMaterials: false,
  segmentShare: 1,
  antialias: false,
};

export const LIGHT_PROFILE: RenderProfile = {
  kind: 'light',
  dpr: 0.65,
  shadows: false,
  cheapMaterials: true,
  segmentShare: 0.5,
  antialias: false,
};

/**
 * Renderer names of WebGL drawn on the processor: Chromium's SwiftShader (also "ANGLE (Google, Vulkan …
 * (SwiftShader Device …))"), Mesa's llvmpipe and softpipe, "Software Rasterizer", Windows' Basic Render
 * Driver, Apple's software renderer.
 */
const SOFTWARE = /swiftshader|llvmpipe|softpipe|software|microsoft basic render/i;

/** Whether the WebGL renderer's name (WEBGL_debug_renderer_info's, or the masked one) is a software one. */
export function isSoftwareRenderer(renderer: string | null): boolean {
  return renderer !== null && SOFTWARE.test(renderer);
}

/** The profile for a setting and a renderer: 'auto' is light on a software renderer, full otherwise. */
export function chooseRenderProfile(detail: TableDetail, renderer: string | null): RenderProfile {
  if (detail === 'full') return FULL_PROFILE;
  if (detail === 'light') return LIGHT_PROFILE;
  return isSoftwareRenderer(renderer) ? LIGHT_PROFILE : FULL_PROFILE;
}

/** What a scene asks of its table beyond the profile. */
export interface SceneNeeds {
  /**
   * The scene is a few simple pieces whose outlines are what the player reads (the Dice lab's dice): in the
   * light profile a stair-stepped edge at 0.65 of the canvas' size shows, and multisampling them costs little.
   */
  readonly smoothEdges?: boolean;
}

/**
 * The profile a scene is drawn in: the chosen one, with multisampling in the light profile for a scene that
 * asks for smooth edges (issue 28: the Dice lab's die edges were stair-stepped in light; 4x MSAA at 0.65 cost
 * its software frame about 5 ms of GPU time, a full-size buffer about 14). Full is never changed: it draws as
 * before.
 */
export function sceneProfile(profile: RenderProfile, needs: SceneNeeds): RenderProfile {
  if (profile.kind !== 'light' || needs.smoothEdges !== true) return profile;
  return { ...profile, antialias: true };
}

/** A stored setting read back: anything unknown is 'auto'. */
export function parseTableDetail(raw: unknown): TableDetail {
  return raw === 'full' || raw === 'light' ? raw : 'auto';
}

/** Segments for a round geometry that has `full` of them in the full profile, never fewer than `least`. */
export function roundSegments(profile: RenderProfile, full: number, least = 6): number {
  return Math.max(least, Math.round(full * profile.segmentShare));
}

/**
 * The table's light, shared by TableCanvas (which lights the full profile with it) and the light profile's
 * baked vertex colours: a hemisphere light and one directional light, from above and toward the viewer.
 */
export const TABLE_LIGHT = {
  sky: '#dfe8ff',
  ground: '#30343c',
  hemisphere: 1.2,
  /** Where the directional light shines from, as a multiple of the table's size (it aims at the centre). */
  direction: [0.3, 1, 0.5] as const,
  directional: 1.4,
} as const;

/** A colour in linear RGB (three.js' working space). */
export type LinearRgb = readonly [number, number, number];

/**
 * What a white Lambert surface with unit normal `n` reflects under the table's light, in linear RGB: three.js'
 * Lambert model (irradiance × albedo / π; a hemisphere light's irradiance is its ground and sky colours mixed
 * by how far the normal points up, a directional light's its colour × max(0, n·l)). Baked into vertex
 * colours, an unlit material draws a flat face exactly as the lit one does, at a fraction of the cost.
 * @param sky the hemisphere's sky colour, linear; @param ground its ground colour, linear.
 */
export function bakedLight(n: LinearRgb, sky: LinearRgb, ground: LinearRgb): LinearRgb {
  const [dx, dy, dz] = TABLE_LIGHT.direction;
  const length = Math.hypot(dx, dy, dz);
  const dot = Math.max(0, (n[0] * dx + n[1] * dy + n[2] * dz) / length);
  const up = 0.5 * n[1] + 0.5;
  const channel = (i: 0 | 1 | 2) =>
    ((ground[i] + (sky[i] - ground[i]) * up) * TABLE_LIGHT.hemisphere + dot * TABLE_LIGHT.directional) /
    Math.PI;
  return [channel(0), channel(1), channel(2)];
}
