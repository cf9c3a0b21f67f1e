import { Color } from 'three';
import { describe, expect, it } from 'vitest';
import {
  FULL_PROFILE,
  LIGHT_PROFILE,
  TABLE_LIGHT,
  bakedLight,
  chooseRenderProfile,
  isSoftwareRenderer,
  parseTableDetail,
  roundSegments,
  sceneProfile,
  type LinearRgb,
} from './renderProfile';

describe('render profile', () => {
  it('knows the software renderers by the names browsers give them', () => {
    for (const name of [
      'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      'Google SwiftShader',
      'llvmpipe (LLVM 15.0.7, 256 bits)',
      'Mesa/X.org softpipe',
      'Software Rasterizer',
      'ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Apple Software Renderer',
    ])
      expect(isSoftwareRenderer(name), name).toBe(true);
    for (const name of [
      'ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)',
      'Mesa Intel(R) UHD Graphics 620 (KBL GT2)',
      'Apple M1',
      'Adreno (TM) 640',
      'WebKit WebGL',
    ])
      expect(isSoftwareRenderer(name), name).toBe(false);
    expect(isSoftwareRenderer(null)).toBe(false);
  });

  it('is light on a software renderer unless the player chose, full on a GPU or without a name', () => {
    const swiftShader = 'Google SwiftShader';
    const gpu = 'Apple M1';
    expect(chooseRenderProfile('auto', swiftShader)).toBe(LIGHT_PROFILE);
    expect(chooseRenderProfile('auto', gpu)).toBe(FULL_PROFILE);
    expect(chooseRenderProfile('auto', null)).toBe(FULL_PROFILE);
    expect(chooseRenderProfile('full', swiftShader)).toBe(FULL_PROFILE);
    expect(chooseRenderProfile('light', gpu)).toBe(LIGHT_PROFILE);
  });

  it('draws fewer pixels, no shadows and fewer segments in the light profile', () => {
    expect(LIGHT_PROFILE.dpr).toBeGreaterThanOrEqual(0.6);
    expect(LIGHT_PROFILE.dpr).toBeLessThanOrEqual(0.75);
    expect(LIGHT_PROFILE.shadows).toBe(false);
    expect(LIGHT_PROFILE.cheapMaterials).toBe(true);
    expect(roundSegments(FULL_PROFILE, 24)).toBe(24);
    expect(roundSegments(LIGHT_PROFILE, 24)).toBe(12);
    expect(roundSegments(LIGHT_PROFILE, 8)).toBe(6);
  });

  it('reads an unknown stored setting as automatic', () => {
    expect(parseTableDetail('light')).toBe('light');
    expect(parseTableDetail('full')).toBe('full');
    expect(parseTableDetail(null)).toBe('auto');
    expect(parseTableDetail('ultra')).toBe('auto');
  });

  it("bakes three.js' Lambert light: a face toward the light is lit by both lights, one away by the ground", () => {
    const linear = (hex: string): LinearRgb => {
      const c = new Color(hex);
      return [c.r, c.g, c.b];
    };
    const sky = linear(TABLE_LIGHT.sky);
    const ground = linear(TABLE_LIGHT.ground);
    const [dx, dy, dz] = TABLE_LIGHT.direction;
    const l = Math.hypot(dx, dy, dz);
    const up = bakedLight([0, 1, 0], sky, ground);
    expect(up[0]).toBeCloseTo((sky[0] * 1.2 + (1.4 * dy) / l) / Math.PI, 6);
    const down = bakedLight([0, -1, 0], sky, ground);
    expect(down[2]).toBeCloseTo((ground[2] * 1.2) / Math.PI, 6);
    const west = bakedLight([-1, 0, 0], sky, ground);
    expect(west[1]).toBeCloseTo((((sky[1] + ground[1]) / 2) * 1.2) / Math.PI, 6);
  });

  it('smooths the edges of the dice in the light profile with multisampling, and leaves every other scene as it was', () => {
    // Issue 28: at 0.65 of the canvas' size, unsampled, a die's outline was a staircase. The dice lab draws a
    // few cubes, so 4x MSAA costs it little (about 5 ms of GPU a software frame; a full-size buffer cost 14).
    const dice = sceneProfile(LIGHT_PROFILE, { smoothEdges: true });
    expect(dice.antialias).toBe(true);
    expect(dice.dpr).toBe(LIGHT_PROFILE.dpr);
    expect(dice.cheapMaterials).toBe(true);
    expect(sceneProfile(LIGHT_PROFILE, {})).toBe(LIGHT_PROFILE);
    expect(LIGHT_PROFILE.antialias).toBe(false);
    // Full detail draws as before: no multisampling, whatever the scene.
    expect(sceneProfile(FULL_PROFILE, { smoothEdges: true })).toBe(FULL_PROFILE);
    expect(FULL_PROFILE.antialias).toBe(false);
  });
});
