/**
 * Shared by the scripts that write the sample pack's tile maps (kraken-maps.ts, kraken-vault.ts): a map is
 * drawn one character per cell, each character spelled out as a token of the pack format (docs/content.md,
 * maps), the columns lined up; every map is checked with the tile-map validator (no errors allowed) and the
 * whole sample pack is loaded with the new files before anything is written, so a mistake stops the script
 * instead of reaching the files. `--check` only compares the files on disk with what would be written;
 * `--show` prints each map's spaces as Outside (o) and Inside (i).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { formatPackErrors } from '../../../src/content/errors';
import { loadPack } from '../../../src/content/loadPack';
import type { BorderLine } from '../../../src/content/tilemap/grid';
import { atmosphereZones } from '../../../src/rules/tilemap/atmosphere';
import { buildGraph } from '../../../src/rules/tilemap/spaces';
import { validateTileMap } from '../../../src/rules/tilemap/validate';

export const PACK = fileURLToPath(new URL('../../../assets/packs/sample/', import.meta.url));

export interface Area {
  readonly name: string;
  readonly note?: string;
}

export interface MapDraft {
  readonly id: string;
  readonly name: string;
  /** One string per row, one character per cell. */
  readonly draw: readonly string[];
  /** What the characters other than # ~ . and area letters stand for. */
  readonly key: Readonly<Record<string, string>>;
  readonly areas: Readonly<Record<string, Area>>;
  readonly borders?: readonly BorderLine[];
  readonly notes: string;
}

/** Characters every map reads the same way. */
export const COMMON_KEY: Readonly<Record<string, string>> = { '>': '>', '/': '/', '@': 'EX' };

export const line = (
  from: readonly [number, number],
  to: readonly [number, number],
  type: BorderLine['type'],
  extra: { level?: number | '?'; toward?: BorderLine['toward'] } = {},
): BorderLine => ({ from, to, type, ...extra });

/** The four sides of the cell at (x, y), as one border type: the outline of an isolated tile. */
export const outline = (x: number, y: number, type: BorderLine['type']): BorderLine[] => [
  line([x, y], [x + 1, y], type),
  line([x, y + 1], [x + 1, y + 1], type),
  line([x, y], [x, y + 1], type),
  line([x + 1, y], [x + 1, y + 1], type),
];

export function tokenOf(draft: MapDraft, char: string, x: number, y: number): string {
  const keyed = draft.key[char] ?? COMMON_KEY[char];
  if (keyed !== undefined) return keyed;
  if (char === '#' || char === '~' || char === '.' || /^[a-z]$/.test(char)) return char;
  throw new Error(`${draft.id}: no key for "${char}" at (${x}, ${y})`);
}

/** The rows as tokens, each column padded to its widest token so the JSON lines up like the drawing. */
export function cellRows(draft: MapDraft): string[] {
  // The drawings are plain ASCII, one character per cell.
  const tokens = draft.draw.map((row, y) => row.split('').map((char, x) => tokenOf(draft, char, x, y)));
  const width = Math.max(...draft.draw.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, x) =>
    Math.max(...tokens.map((row) => row[x]?.length ?? 0)),
  );
  return tokens.map((row) =>
    row
      .map((token, x) => (x === row.length - 1 ? token : token.padEnd((columns[x] ?? 1) + 1)))
      .join('')
      .trimEnd(),
  );
}

export function mapEntry(draft: MapDraft) {
  const width = draft.draw[0]?.length ?? 0;
  for (const [y, row] of draft.draw.entries()) {
    if (row.length !== width) throw new Error(`${draft.id}: row ${y} has ${row.length} cells, not ${width}`);
  }
  return {
    id: draft.id,
    name: draft.name,
    width,
    height: draft.draw.length,
    cells: cellRows(draft),
    areas: draft.areas,
    borders: draft.borders ?? [],
    notes: draft.notes,
  };
}

/** The map drawn again with o for Outside spaces and i for Inside ones (walls and voids as drawn). */
export function zoneDrawing(map: ReturnType<typeof mapEntry>): string[] {
  const graph = buildGraph(map);
  const { zones, separating } = atmosphereZones(graph);
  return graph.spaceAt.map((row, y) =>
    row
      .map((space, x) => {
        if (space === null) return map.cells[y]?.split(/\s+/)[x] === '~' ? '~' : '#';
        if (separating.has(space)) return '|';
        return zones.get(space) === 'outside' ? 'o' : 'i';
      })
      .join(''),
  );
}

// ---------------------------------------------------------------------------------------------------
// Writing

type Obj = Record<string, unknown>;

function packFilesOnDisk(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json'))
        files.set(relative(PACK, path).replace(/\\/g, '/'), readFileSync(path, 'utf8'));
    }
  };
  walk(PACK);
  return files;
}

/**
 * Checks the maps, then writes `outputs` (pack path → content) into the sample pack — or, with `--check`,
 * only says whether the files on disk are what would be written. `what` names the content in messages;
 * `script` is the command that writes it.
 */
export async function writeSampleMaps(
  maps: readonly ReturnType<typeof mapEntry>[],
  outputs: Record<string, Obj>,
  what: string,
  script: string,
): Promise<void> {
  let failed = false;
  for (const map of maps) {
    const issues = validateTileMap(map);
    for (const issue of issues) {
      if (issue.severity === 'error') failed = true;
      console.log(`${map.id}: ${issue.severity}: ${issue.message}`);
    }
    if (process.argv.includes('--show')) {
      console.log(`\n${map.id} (${map.width} × ${map.height})\n${zoneDrawing(map).join('\n')}\n`);
    }
  }
  if (failed) process.exit(1);

  const config = (await resolveConfig(join(PACK, 'pack.json'))) ?? {};
  const texts = new Map<string, string>();
  for (const [path, content] of Object.entries(outputs)) {
    texts.set(path, await format(JSON.stringify(content), { ...config, parser: 'json' }));
  }
  const files = packFilesOnDisk();
  for (const [path, text] of texts) files.set(path, text);
  const result = loadPack(files);
  if (!result.ok) {
    console.error(formatPackErrors(result.errors));
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    const stale = [...texts].filter(([path, text]) => {
      try {
        return readFileSync(join(PACK, path), 'utf8') !== text;
      } catch {
        return true;
      }
    });
    if (stale.length > 0) {
      console.error(`Out of date: ${stale.map(([p]) => p).join(', ')}. Run ${script}`);
      process.exit(1);
    }
    console.log(`The ${what} sample content is up to date.`);
    return;
  }
  for (const [path, text] of texts) writeFileSync(join(PACK, path), text);
  console.log(`Wrote ${[...texts.keys()].join(', ')}.`);
}
