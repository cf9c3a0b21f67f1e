/** Types of scripts/layers.js (plain JavaScript, so ESLint's config can load it) and of docs/layers.json. */

/** One layer of docs/layers.json. */
export interface Layer {
  /** The layer's name; `mayImport`, `typesOnly` and `lazy` name layers by it. */
  readonly name: string;
  /** Repository-relative patterns of its files (`**` any folders, `*` any part of a name). */
  readonly files: readonly string[];
  /** Layers it may import (types and runtime). */
  readonly mayImport: readonly string[];
  /** Layers or packages it may import as types only (the import vanishes at runtime). */
  readonly typesOnly?: readonly string[];
  /** Layers it may load lazily, with `import('…')`. */
  readonly lazy?: readonly string[];
  /** Files it may never import, whatever their layer (`src/rules/kraken/**`), types included. */
  readonly never?: readonly string[];
  /** Packages it may import (`xstate`, `xstate/*`, `@react-three/*`, `node:*`; `*` for any). */
  readonly packages: readonly string[];
  /** Why, in one line. */
  readonly reason: string;
}

/** A folder that holds only the files it names at its top; the rest live in the folders of their parts. */
export interface FolderHouse {
  readonly folder: string;
  readonly files: readonly string[];
  readonly reason: string;
}

export interface LayerRules {
  readonly about: string;
  /** Files that may cross the layers (tests and their kits). */
  readonly tests: readonly string[];
  readonly testsReason: string;
  readonly layers: readonly Layer[];
  readonly folders?: readonly FolderHouse[];
}

/** One import, as the judge sees it. */
export interface LayerImport {
  /** The importing file, repository-relative with `/`. */
  readonly from: string;
  /** The specifier as written. */
  readonly spec: string;
  /** The repository-relative file it resolves to, or null for a package. */
  readonly target: string | null;
  /** True when it vanishes at runtime (`import type`, or every named binding a type). */
  readonly typeOnly: boolean;
  /** True for `import('…')`. */
  readonly lazy: boolean;
}

export function globToRegExp(glob: string): RegExp;
export function matchesAny(path: string, globs: readonly string[]): boolean;
export function layerOf(rules: LayerRules, path: string): Layer | undefined;
export function packageOf(spec: string): string;
export function judgeImport(rules: LayerRules, imp: LayerImport): string | null;
export function looseFile(rules: LayerRules, path: string): string | null;
