/**
 * `npm run lint:arch`: fails on a runtime import cycle in src/, machines/ or server/, a cycle in src/rules even
 * through type-only imports, or a break of the layer rules of docs/layers.json: an import (in those folders,
 * scripts/ and e2e/; the rules' house is layers there too: the simulators, the tile map) or a loose file at
 * the top of a folder that holds only the files it names (src/rules/kraken). One line per violation, then a
 * summary line.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  findCycles,
  layerViolation,
  parseImports,
  looseFiles,
  LAYER_RULES,
  rulesTypeGraph,
  type ResolvedImport,
} from './architecture';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'machines', 'server'];
/** Folders whose imports are judged by the layer rules only (docs/layers.json): tools and end-to-end specs. */
const LAYER_ONLY_FOLDERS = ['scripts', 'e2e'];
const EXTENSIONS = ['.ts', '.tsx'];

const toRepo = (path: string) => relative(root, path).split(sep).join('/');

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'fixtures-saves') out.push(...sourceFiles(path));
    } else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The file a relative specifier names (TypeScript's resolution: the path, with an extension, or index). */
function resolveRelative(fromFile: string, spec: string): string | null {
  const base = resolve(dirname(fromFile), spec.replace(/\.js$/, ''));
  const candidates = [
    resolve(dirname(fromFile), spec),
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, `index${e}`)),
  ];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const files = FOLDERS.flatMap((f) => sourceFiles(join(root, f)));
const graph = new Map<string, string[]>();
const violations: string[] = [];
const resolved: ResolvedImport[] = [];
for (const file of files) {
  const from = toRepo(file);
  const runtime: string[] = [];
  for (const ref of parseImports(readFileSync(file, 'utf8'))) {
    const relativeSpec = ref.spec.startsWith('.');
    const found = relativeSpec ? resolveRelative(file, ref.spec) : null;
    if (relativeSpec && found === null) {
      violations.push(`${from} imports ${ref.spec}: no such file`);
      continue;
    }
    const imp: ResolvedImport = { from, ref, target: found === null ? null : toRepo(found) };
    resolved.push(imp);
    const problem = layerViolation(imp);
    if (problem !== null) violations.push(`layer: ${problem}`);
    if (imp.target !== null && !ref.typeOnly && ref.lazy !== true) runtime.push(imp.target);
  }
  graph.set(from, runtime);
}
for (const file of LAYER_ONLY_FOLDERS.flatMap((f) => sourceFiles(join(root, f)))) {
  const from = toRepo(file);
  for (const ref of parseImports(readFileSync(file, 'utf8'))) {
    const found = ref.spec.startsWith('.') ? resolveRelative(file, ref.spec) : null;
    const problem = layerViolation({ from, ref, target: found === null ? null : toRepo(found) });
    if (problem !== null) violations.push(`layer: ${problem}`);
  }
}
for (const { folder } of LAYER_RULES.folders ?? []) {
  const dir = join(root, folder);
  const names = readdirSync(dir).map((n) => (statSync(join(dir, n)).isDirectory() ? `${n}/` : n));
  for (const line of looseFiles(folder, names)) violations.push(`layer: ${line}`);
}
const cycles = findCycles(graph);
for (const cycle of cycles) violations.push(`cycle of ${cycle.length}: ${cycle.join(', ')}`);
// src/rules: no cycle even through type-only imports (a cycle already reported above is not repeated).
const runtimeCycles = new Set(cycles.map((c) => c.join()));
const typeCycles = findCycles(rulesTypeGraph(resolved)).filter((c) => !runtimeCycles.has(c.join()));
for (const cycle of typeCycles)
  violations.push(`type cycle in src/rules of ${cycle.length}: ${cycle.join(', ')}`);
for (const line of violations) console.error(line);
console.log(
  `architecture: ${files.length} files, import cycles: ${cycles.length}, type cycles in src/rules: ${typeCycles.length}, layer violations: ${violations.length - cycles.length - typeCycles.length}`,
);
process.exit(violations.length === 0 ? 0 : 1);
