// @ts-check
/**
 * ESLint's `layers/imports` rule: every import, re-export and `import('…')` judged by docs/layers.json through
 * the same judge as `npm run lint:arch` (scripts/layers.js), and a file loose at the top of a folder that
 * holds only the files it names (docs/layers.json `folders`). A relative specifier is resolved to its file the
 * way TypeScript does (the path, with .ts/.tsx, or its index), so a rule names folders, not spellings.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { judgeImport, looseFile } from './layers.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** @type {import('./layers').LayerRules} */
const rules = JSON.parse(readFileSync(join(root, 'docs', 'layers.json'), 'utf8'));
const EXTENSIONS = ['.ts', '.tsx'];

/**
 * @param {string} path
 */
const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * The file a relative specifier names, or null.
 * @param {string} fromFile absolute
 * @param {string} spec
 */
export function resolveRelative(fromFile, spec) {
  const exact = resolve(dirname(fromFile), spec);
  const base = resolve(dirname(fromFile), spec.replace(/\.js$/, ''));
  const candidates = [
    exact,
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, `index${e}`)),
  ];
  return candidates.find(isFile) ?? null;
}

/** @param {string} path */
const toRepo = (path) => relative(root, path).split(sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports and loose files follow the layer rules of docs/layers.json.' },
    schema: [],
  },
  create(context) {
    const from = toRepo(context.filename);
    if (from.startsWith('..')) return {};
    /**
     * @param {import('estree').Node} node
     * @param {unknown} source
     * @param {boolean} typeOnly
     * @param {boolean} lazy
     */
    const check = (node, source, typeOnly, lazy) => {
      if (typeof source !== 'string') return;
      const relativeSpec = source.startsWith('.');
      const found = relativeSpec ? resolveRelative(context.filename, source) : null;
      if (relativeSpec && found === null) return;
      const target = found === null ? null : toRepo(found);
      const problem = judgeImport(rules, { from, spec: source, target, typeOnly, lazy });
      if (problem !== null) context.report({ node, message: problem });
    };
    /**
     * TypeScript-ESTree's `importKind` / `exportKind` ('type' | 'value'), absent on plain ESTree nodes.
     * @param {object} node
     * @param {'importKind' | 'exportKind'} key
     */
    const kind = (node, key) => /** @type {Record<string, unknown>} */ (node)[key];
    return {
      Program(node) {
        const loose = looseFile(rules, from);
        if (loose !== null) context.report({ node, message: loose });
      },
      ImportDeclaration(node) {
        const specifiers = node.specifiers;
        const allTypes =
          specifiers.length > 0 &&
          specifiers.every((s) => s.type === 'ImportSpecifier' && kind(s, 'importKind') === 'type');
        check(node, node.source.value, kind(node, 'importKind') === 'type' || allTypes, false);
      },
      ExportNamedDeclaration(node) {
        if (node.source == null) return;
        const allTypes =
          node.specifiers.length > 0 && node.specifiers.every((s) => kind(s, 'exportKind') === 'type');
        check(node, node.source.value, kind(node, 'exportKind') === 'type' || allTypes, false);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value, kind(node, 'exportKind') === 'type', false);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value, false, true);
      },
    };
  },
};

/** The plugin: `plugins: { layers }`, rule `layers/imports`. */
export const layers = { rules: { imports: importsRule } };
