import { format, resolveConfig } from 'prettier';
import type { LayerRules } from '../layers.js';

/** The page that quotes docs/layers.json, and the comments its table stands between. */
export const LAYERS_DOC = 'docs/architecture.md';
export const TABLE_START =
  '<!-- layers table: generated from docs/layers.json by `npm run gen:layers`; do not edit -->';
export const TABLE_END = '<!-- end of the layers table -->';

const code = (items: readonly string[]) => items.map((i) => `\`${i}\``).join(', ');

/** The layer rules as a Markdown table, one row per layer, formatted as Prettier keeps it. */
export async function layersTable(rules: LayerRules, filepath: string): Promise<string> {
  const rows = rules.layers.map((l) => {
    const alsoTypes = (l.typesOnly ?? []).length > 0 ? `; types only: ${code(l.typesOnly ?? [])}` : '';
    const alsoLazy = (l.lazy ?? []).length > 0 ? `; lazily: ${code(l.lazy ?? [])}` : '';
    const never = (l.never ?? []).length > 0 ? `; never: ${code(l.never ?? [])}` : '';
    const packages = l.packages.length === 0 ? 'none' : l.packages.includes('*') ? 'any' : code(l.packages);
    return `| ${l.name} | ${code(l.files)} | ${code(l.mayImport)}${alsoTypes}${alsoLazy}${never} | ${packages} | ${l.reason} |`;
  });
  const raw = [
    '| layer | files | may import | packages | why |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    `| tests | ${code(rules.tests)} | any layer | any | ${rules.testsReason} |`,
    ...(rules.folders ?? []).map(
      (f) => `| top of ${f.folder} | only ${code(f.files)} | — | — | ${f.reason} |`,
    ),
    '',
  ].join('\n');
  const options = (await resolveConfig(filepath)) ?? {};
  return format(raw, { ...options, filepath });
}

/** The page with its table between the two comments replaced; null when the comments are missing. */
export function withTable(page: string, table: string): string | null {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start < 0 || end < start) return null;
  return `${page.slice(0, start + TABLE_START.length)}\n\n${table.trimEnd()}\n\n${page.slice(end)}`;
}
