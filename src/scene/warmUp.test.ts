import { Group, Mesh, MeshBasicMaterial, ShaderMaterial, Texture } from 'three';
import { describe, expect, it } from 'vitest';
import { texturesOf, withAllShown } from './warmUp';

describe('warming a scene up', () => {
  it('shows every hidden object while it works and hides them again after', () => {
    const root = new Group();
    const shown = new Mesh();
    const hidden = new Mesh();
    hidden.visible = false;
    const inner = new Group();
    inner.visible = false;
    const deep = new Mesh();
    deep.visible = false;
    inner.add(deep);
    root.add(shown, hidden, inner);
    const seen: boolean[] = [];
    withAllShown(root, () => {
      root.traverse((o) => seen.push(o.visible));
    });
    expect(seen.every(Boolean)).toBe(true);
    expect([shown.visible, hidden.visible, inner.visible, deep.visible]).toEqual([true, false, false, false]);
  });

  it('hides them again when the work throws', () => {
    const root = new Group();
    const hidden = new Mesh();
    hidden.visible = false;
    root.add(hidden);
    expect(() =>
      withAllShown(root, () => {
        throw new Error('lost context');
      }),
    ).toThrow('lost context');
    expect(hidden.visible).toBe(false);
  });

  it('finds the maps of materials and the textures of shader uniforms, once each', () => {
    const map = new Texture();
    const atlas = new Texture();
    const root = new Group();
    root.add(new Mesh(undefined, new MeshBasicMaterial({ map })));
    root.add(new Mesh(undefined, [new MeshBasicMaterial({ map }), new MeshBasicMaterial()]));
    root.add(new Mesh(undefined, new ShaderMaterial({ uniforms: { atlas: { value: atlas } } })));
    const found = texturesOf(root);
    expect(found).toEqual(new Set([map, atlas]));
  });
});
