/**
 * Parsed JSON as the mutators see it: every node with the container and key that hold it, and the text
 * tokens that JSON.stringify cannot write (a non-finite number, a nesting too deep to build) spliced in after.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Node {
  readonly path: readonly (string | number)[];
  readonly value: Json;
  /** The array or object holding this node; absent for the root. */
  readonly parent?: Json[] | JsonObject;
  readonly key?: string | number;
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every node under `root`, depth first, the root included. */
export function nodesOf(root: Json, base: readonly (string | number)[] = []): Node[] {
  const out: Node[] = [{ path: base, value: root }];
  const walk = (value: Json, path: readonly (string | number)[]) => {
    if (Array.isArray(value)) {
      value.forEach((child, i) => {
        const p = [...path, i];
        out.push({ path: p, value: child, parent: value, key: i });
        walk(child, p);
      });
    } else if (isObject(value)) {
      for (const key of Object.keys(value)) {
        const child = value[key] as Json;
        const p = [...path, key];
        out.push({ path: p, value: child, parent: value, key });
        walk(child, p);
      }
    }
  };
  walk(root, base);
  return out;
}

/**
 * Sets an own property, even one named "__proto__" (plain assignment would set the prototype instead), the
 * way JSON.parse creates it.
 */
export function setOwn(target: JsonObject, key: string, value: Json): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Replaces the node in its container; false for the root (the caller replaces the root itself). */
export function replace(node: Node, value: Json): boolean {
  if (node.parent === undefined || node.key === undefined) return false;
  if (Array.isArray(node.parent)) node.parent[node.key as number] = value;
  else setOwn(node.parent, String(node.key), value);
  return true;
}

export function remove(node: Node): boolean {
  if (node.parent === undefined || node.key === undefined) return false;
  if (Array.isArray(node.parent)) node.parent.splice(node.key as number, 1);
  else Reflect.deleteProperty(node.parent, String(node.key));
  return true;
}

/** Placeholders written as strings, then replaced in the text by what JSON cannot hold. */
export const TOKEN = {
  inf: '@@FUZZ_INF@@',
  negInf: '@@FUZZ_NEG_INF@@',
  deep: (depth: number) => `@@FUZZ_DEEP_${depth}@@`,
};

export function writeText(root: Json, indent: number): string {
  return JSON.stringify(root, null, indent)
    .replaceAll(`"${TOKEN.inf}"`, '1e999')
    .replaceAll(`"${TOKEN.negInf}"`, '-1e999')
    .replace(/"@@FUZZ_DEEP_(\d+)@@"/g, (_, n: string) => '['.repeat(Number(n)) + ']'.repeat(Number(n)));
}

export function pathText(path: readonly (string | number)[]): string {
  return path.length === 0 ? '(root)' : path.join('.');
}
