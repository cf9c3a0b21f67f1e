// @ts-check
/**
 * The layer rules' judge, shared by `npm run lint:arch` (scripts/architecture.ts) and ESLint's
 * `layers/imports` rule (scripts/eslint-layers.js), so both read docs/layers.json the same way. Plain
 * JavaScript because ESLint's config loads it without a TypeScript loader; its types are in layers.d.ts.
 * Pure: the callers resolve the import to a repository-relative file (or null for a package).
 */

/** @type {Map<string, RegExp>} */
const compiled = new Map();

/**
 * A files pattern as a regular expression: `**` any run of folders (or none), `*` any part of one name.
 * @param {string} glob
 * @returns {RegExp}
 */
export function globToRegExp(glob) {
  const known = compiled.get(glob);
  if (known !== undefined) return known;
  let out = '';
  for (let i = 0; i < glob.length; i += 1) {
    const c = glob.charAt(i);
    if (c === '*' && glob.charAt(i + 1) === '*') {
      const slash = glob.charAt(i + 2) === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else out += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  const re = new RegExp(`^${out}$`);
  compiled.set(glob, re);
  return re;
}

/**
 * @param {string} path
 * @param {readonly string[]} globs
 */
export const matchesAny = (path, globs) => globs.some((g) => globToRegExp(g).test(path));

/**
 * The layer a repository-relative file belongs to (the first whose files match), or undefined.
 * @param {import('./layers').LayerRules} rules
 * @param {string} path
 */
export function layerOf(rules, path) {
  return rules.layers.find((l) => matchesAny(path, l.files));
}

/**
 * The package an import names: `three/examples/…` → `three`, `@react-three/fiber/x` → `@react-three/fiber`,
 * `node:fs/promises` → `node:fs`.
 * @param {string} spec
 */
export function packageOf(spec) {
  return spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');
}

/**
 * A package is allowed when the pattern names it (`three`), a subpath of it (`xstate/*` for `xstate/graph`)
 * or its scope (`@react-three/*`), or is `*`.
 * @param {string} spec
 * @param {readonly string[]} allowed
 */
function packageAllowed(spec, allowed) {
  const name = packageOf(spec);
  return allowed.some(
    (p) => p === '*' || p === spec || p === name || globToRegExp(p).test(spec) || globToRegExp(p).test(name),
  );
}

/**
 * Why an import breaks the layer rules, or null when it keeps them (or the importer is a test, or a file
 * of no layer, or the target is a file of no layer such as a JSON asset).
 * @param {import('./layers').LayerRules} rules
 * @param {import('./layers').LayerImport} imp
 * @returns {string | null}
 */
export function judgeImport(rules, imp) {
  const { from, spec, target, typeOnly, lazy } = imp;
  if (matchesAny(from, rules.tests)) return null;
  const layer = layerOf(rules, from);
  if (layer === undefined) return null;
  const typesOnly = layer.typesOnly ?? [];
  const lazyOk = layer.lazy ?? [];
  if (target === null) {
    if (packageAllowed(spec, layer.packages)) return null;
    if (typeOnly && packageAllowed(spec, typesOnly)) return null;
    const allowed = layer.packages.length === 0 ? 'no package' : `only ${layer.packages.join(', ')}`;
    return `${from} imports ${spec}: ${layer.name} imports ${allowed}. Why: ${layer.reason}`;
  }
  const never = (layer.never ?? []).find((glob) => globToRegExp(glob).test(target));
  if (never !== undefined)
    return `${from} imports ${target}: ${layer.name} imports nothing of ${never}. Why: ${layer.reason}`;
  const to = layerOf(rules, target);
  if (to === undefined) return null;
  if (layer.mayImport.includes(to.name)) return null;
  if (typeOnly && typesOnly.includes(to.name)) return null;
  if (lazy && lazyOk.includes(to.name)) return null;
  const extra = [
    ...(typesOnly.some((t) => rules.layers.some((l) => l.name === t))
      ? ['types of ' + typesOnly.join(', ')]
      : []),
    ...(lazyOk.length > 0 ? ['lazily ' + lazyOk.join(', ')] : []),
  ];
  const allowed = [layer.mayImport.join(', '), ...extra].join('; ');
  return `${from} imports ${target} (${to.name}): ${layer.name} imports only ${allowed}. Why: ${layer.reason} And ${to.name}: ${to.reason}`;
}

/**
 * Why a file breaks the house of its folder (docs/layers.json `folders`: the files a folder may hold at its
 * top, the rest in the folders of their parts), or null.
 * @param {import('./layers').LayerRules} rules
 * @param {string} path repository-relative, `/` separators
 * @returns {string | null}
 */
export function looseFile(rules, path) {
  const slash = path.lastIndexOf('/');
  const folder = path.slice(0, slash);
  const name = path.slice(slash + 1);
  const house = (rules.folders ?? []).find((f) => f.folder === folder);
  if (house === undefined || house.files.includes(name)) return null;
  return `${path}: a loose file; put it in the folder of its part (${folder} holds only ${house.files.join(', ')} at its top). Why: ${house.reason}`;
}
