import { Texture, type Material, type Object3D } from 'three';

/**
 * Runs `work` with every hidden object under `root` shown, then hides them again (even if `work` throws).
 * Families a scene hides while empty (the shots of a space turn, a crawl's highlights, the dice before the
 * first roll) are then compiled with the rest, so their first appearance on a click compiles nothing.
 */
export function withAllShown(root: Object3D, work: () => void): void {
  const hidden: Object3D[] = [];
  root.traverse((object) => {
    if (object.visible) return;
    hidden.push(object);
    object.visible = true;
  });
  try {
    work();
  } finally {
    for (const object of hidden) object.visible = false;
  }
}

/** The textures a scene's materials read (their maps and, for a shader material, its uniforms' values). */
export function texturesOf(root: Object3D): Set<Texture> {
  const found = new Set<Texture>();
  const take = (value: unknown) => {
    if (value instanceof Texture) found.add(value as Texture);
  };
  root.traverse((object) => {
    const { material } = object as Object3D & { material?: Material | Material[] };
    if (material === undefined) return;
    for (const m of Array.isArray(material) ? material : [material]) {
      for (const value of Object.values(m)) take(value);
      const { uniforms } = m as Material & { uniforms?: Record<string, { value: unknown }> };
      if (uniforms !== undefined) for (const u of Object.values(uniforms)) take(u.value);
    }
  });
  return found;
}
