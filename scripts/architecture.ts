/**
 * The architecture check's logic (docs/architecture.md, "Layers and import direction"): read the imports of
 * a source file, find runtime import cycles, and judge each import against the layer rules. Pure functions;
 * `check-architecture.ts` reads the files and prints.
 */
import layerFile from '../docs/layers.json';
import { judgeImport, looseFile, type LayerRules } from './layers.js';

export interface ImportRef {
  /** The module specifier as written. */
  readonly spec: string;
  /** True when the import vanishes at runtime (`import type`, or every named binding is `type`). */
  readonly typeOnly: boolean;
  /**
   * True for `import('…')`: the module loads later, when the code asks for it, never while the importer is
   * being evaluated — so it cannot close an evaluation cycle (the registry's lazy screens and machines).
   */
  readonly lazy?: boolean;
}

const FROM = /(?:^|[\s;])(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g;
const BARE = /(?:^|[\s;])import\s*['"]([^'"]+)['"]/g;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|[^:\\])\/\/.*$/gm, '$1');
}

/** Every bound name in `{ type A, type B }` is a type: TypeScript drops the import at runtime. */
function allTypes(clause: string): boolean {
  const braces = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (braces === null) return false;
  const names = (braces[1] ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

/** The imports and re-exports of a TypeScript source. */
export function parseImports(source: string): ImportRef[] {
  const text = withoutComments(source);
  const refs: ImportRef[] = [];
  for (const m of text.matchAll(FROM)) {
    const clause = m[3] ?? '';
    refs.push({ spec: m[4] ?? '', typeOnly: m[2] !== undefined || allTypes(clause) });
  }
  for (const m of text.matchAll(BARE)) refs.push({ spec: m[1] ?? '', typeOnly: false });
  for (const m of text.matchAll(DYNAMIC)) refs.push({ spec: m[1] ?? '', typeOnly: false, lazy: true });
  return refs;
}

/** A graph of files: each file with the files it imports at runtime. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

/**
 * The import cycles of a graph: its strongly connected components of more than one file, or a file that
 * imports itself (Tarjan's algorithm, iterative so deep graphs do not overflow the stack). Sorted.
 */
export function findCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  let counter = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; next: number }[] = [{ node: root, next: 0 }];
    index.set(root, counter);
    low.set(root, counter);
    counter += 1;
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame === undefined) break;
      const edges = graph.get(frame.node) ?? [];
      const to = edges[frame.next];
      if (to !== undefined) {
        frame.next += 1;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter);
          counter += 1;
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(to) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent !== undefined)
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        for (;;) {
          const member = stack.pop();
          if (member === undefined) break;
          onStack.delete(member);
          component.push(member);
          if (member === frame.node) break;
        }
        const selfLoop = component.length === 1 && edges.includes(frame.node);
        if (component.length > 1 || selfLoop) cycles.push(component.sort());
      }
    }
  }
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

/**
 * The graph of src/rules with type-only imports counted too: the rules are the bottom layer, so even a type
 * cycle there means two files that cannot be read (or moved) one without the other. Lazy imports count as
 * well; imports out of src/rules do not.
 */
export function rulesTypeGraph(imports: readonly ResolvedImport[]): ImportGraph {
  const graph = new Map<string, string[]>();
  for (const { from, target } of imports) {
    if (!under(from, 'src/rules')) continue;
    const edges = graph.get(from) ?? [];
    graph.set(from, edges);
    if (target !== null && under(target, 'src/rules') && !edges.includes(target)) edges.push(target);
  }
  return graph;
}

/** One import as the layer rules see it: the importing file, the import, and its resolved target. */
export interface ResolvedImport {
  /** Repository-relative path with `/` separators. */
  readonly from: string;
  readonly ref: ImportRef;
  /** The repository-relative file the import resolves to, or null for a package. */
  readonly target: string | null;
}

/** docs/layers.json: the layer rules, written once. */
export const LAYER_RULES: LayerRules = layerFile;

/**
 * Why an import breaks a layer rule of docs/layers.json (the one file of layer rules, which ESLint's
 * `layers/imports` rule and docs/architecture.md's table read too), or null. Type-only imports are judged
 * too: the layers are about what a folder may know, not only about what runs; tests may cross layers.
 */
export function layerViolation(imp: ResolvedImport, rules: LayerRules = LAYER_RULES): string | null {
  return judgeImport(rules, {
    from: imp.from,
    spec: imp.ref.spec,
    target: imp.target,
    typeOnly: imp.ref.typeOnly,
    lazy: imp.ref.lazy === true,
  });
}

/**
 * Why the top-level entries of a folder (names, folders marked by a trailing `/`) break its house in
 * docs/layers.json (`folders`: src/rules/kraken holds only its index, README and rule-id test at its top).
 */
export function looseFiles(
  folder: string,
  names: readonly string[],
  rules: LayerRules = LAYER_RULES,
): string[] {
  return names
    .filter((n) => !n.endsWith('/'))
    .map((n) => looseFile(rules, `${folder}/${n}`))
    .filter((why): why is string => why !== null);
}
