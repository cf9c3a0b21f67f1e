import { describe, expect, it } from 'vitest';
import { formatPackErrors } from './errors';
import { loadPack } from './loadPack';
import { readTileMapGrid } from './tilemap/grid';

// Every file of the sample pack, as the app bundles them (raw text, keyed by path from the project root).
const raw = import.meta.glob<string>('/assets/packs/sample/**/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const ROOT = '/assets/packs/sample/';
const files = new Map(Object.entries(raw).map(([path, text]) => [path.slice(ROOT.length), text]));

describe('the sample pack', () => {
  it('has a manifest and content files on disk', () => {
    expect(files.has('pack.json')).toBe(true);
    expect(files.size).toBeGreaterThan(5);
  });

  const result = loadPack(files);

  it('loads every file without an error', () => {
    expect(result.ok ? '' : formatPackErrors(result.errors)).toBe('');
    expect(result.ok).toBe(true);
  });

  it('lists every file it ships', () => {
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    expect([...result.pack.manifest.files].sort()).toEqual(
      [...files.keys()].filter((f) => f !== 'pack.json').sort(),
    );
  });

  it('is labelled as original sample content', () => {
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    expect(result.pack.manifest.id).toBe('sample');
    expect(result.pack.manifest.sample).toBe(true);
    expect(result.pack.manifest.description).toMatch(/original sample content/i);
    expect(result.pack.manifest.description).toMatch(/not taken from any book/i);
  });

  it('holds what every mode needs', () => {
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    const { pack } = result;
    expect(pack.crewTemplates.size).toBeGreaterThanOrEqual(8);
    expect(pack.enemies.size).toBeGreaterThanOrEqual(38);
    expect(pack.maps.size).toBe(13);
    expect(pack.locations.size).toBe(3);
    expect(pack.scenarios.size).toBe(1);
    expect(pack.questSheets.size).toBe(1);
    expect(pack.boards.size).toBe(4); // three salvage boards and the Fringe drill yard
    expect(pack.fringeBattles.size).toBe(2);
    expect(pack.fringeCrews.size).toBe(3);
    expect(pack.unitCards.size).toBe(13);
    expect(pack.gear.size).toBe(23); // 20 and three sample augments (Blight result 5)
    expect(pack.eventCards.size).toBe(10);
    expect(pack.themes.size).toBe(3);
    expect(pack.salvageMissions.size).toBe(3);
    expect(pack.companyBond?.track).toHaveLength(5);
    const grades = new Set([...pack.weapons.values(), ...pack.items.values()].map((e) => e.grade));
    expect([1, 2, 3].every((g) => grades.has(g))).toBe(true);
  });

  it('gives new crew 16 attribute points and traits worth 0 (Space Kraken §3.3, §3.5)', () => {
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    const { pack } = result;
    for (const crew of pack.crewTemplates.values()) {
      const a = crew.attributes;
      expect(a.agility + a.strength + a.tech + a.charisma + a.ranged + a.melee).toBe(16);
      expect(crew.traits.reduce((sum, id) => sum + (pack.traits.get(id)?.value ?? NaN), 0)).toBe(0);
    }
  });

  it('has two bosses and a hostile with motivations among its unit cards', () => {
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    const cards = [...result.pack.unitCards.values()];
    expect(cards.filter((c) => c.role === 'boss')).toHaveLength(2);
    expect(cards.find((c) => c.role === 'hostile')?.motivations?.length).toBeGreaterThan(0);
  });

  it('has a board of 36" by 36" with pieces on all three levels and four figures', () => {
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    const board = result.pack.boards.get('sample-salvage-yard');
    expect(board?.name).toBe('Sample salvage yard');
    expect([board?.width, board?.depth]).toEqual([36, 36]);
    expect(new Set(board?.terrain.map((p) => p.level))).toEqual(new Set([1, 2, 3]));
    expect(board?.figures).toHaveLength(4);
    expect(board?.figures[0]?.baseDiameter).toBe(1);
  });

  it('has a 12 by 8 tile map with an entrance, exit, bulkhead, mine, enemy and treasure', () => {
    if (!result.ok) throw new Error(`result failed: ${JSON.stringify(result)}`);
    const map = result.pack.maps.get('sample-pump-station');
    expect(map).toBeDefined();
    if (map === undefined) return;
    const grid = readTileMapGrid(map);
    const types = grid.cells
      .flat()
      .flatMap((cell) => ('elements' in cell ? cell.elements.map((e) => e.type) : []));
    for (const type of ['entrance', 'exit', 'bulkhead', 'mine', 'enemy', 'treasure'] as const) {
      expect(types).toContain(type);
    }
    expect([grid.width, grid.height]).toEqual([12, 8]);
    expect(grid.areas.get('a')?.length).toBeGreaterThan(10);
  });

  it('hashes the same twice', () => {
    const again = loadPack(files);
    expect(result.ok && again.ok && result.pack.hash === again.pack.hash).toBe(true);
  });
});
