import { describe, expect, it } from 'vitest';
import { tileMapSchema, type TileMap } from '../../content/schemas/tileMap';
import { readTileMapGrid } from '../../content/tilemap/grid';
import { BORDER_TYPES, MAP_ELEMENT_TYPES } from '../../content/tilemap/legend';
import { buildGraph, deploy, move, tileSpaceId } from '../../rules/tilemap';
import { crewMember, locationOf } from '../../rules/tilemap/fixtures';
import { entranceHighlights, explorationOverlays } from './explorationOverlays';
import { GLYPHS, UNKNOWN_GLYPH, glyphCell } from './glyphAtlas';
import { layoutMaps } from './layout';
import { placeMaps } from './locationLayout';
import { cellAtPoint, layoutOverlays } from './overlayLayout';
import { sampleMapsForStats } from './sampleMapsForStats';

function parsed(map: TileMap): TileMap {
  const result = tileMapSchema.safeParse(map);
  if (!result.success) throw new Error(JSON.stringify(result.error.issues.slice(0, 3)));
  return result.data;
}

describe('sampleMapsForStats', () => {
  const maps = sampleMapsForStats(9).map(parsed);

  it('gives nine schema-valid 40 × 30 maps, each with every element type and border type', () => {
    expect(maps).toHaveLength(9);
    for (const map of maps) {
      expect([map.width, map.height]).toEqual([40, 30]);
      const grid = readTileMapGrid(map);
      const types = new Set<string>();
      for (const row of grid.cells)
        for (const cell of row)
          if (cell.kind === 'tile' || cell.kind === 'area') for (const e of cell.elements) types.add(e.type);
      expect([...MAP_ELEMENT_TYPES].filter((t) => !types.has(t))).toEqual([]);
      expect(BORDER_TYPES.filter((t) => !map.borders.some((b) => b.type === t))).toEqual([]);
    }
  });

  it('is deterministic', () => {
    expect(sampleMapsForStats(2, 30, 20)).toEqual(sampleMapsForStats(2, 30, 20));
  });

  it('writes only codes the glyph atlas holds', () => {
    const unknown = glyphCell(UNKNOWN_GLYPH);
    for (const map of maps) {
      for (const row of readTileMapGrid(map).cells) {
        for (const cell of row) {
          if (cell.kind !== 'tile' && cell.kind !== 'area') continue;
          for (const e of cell.elements) expect(glyphCell(e.code), e.code).not.toEqual(unknown);
        }
      }
    }
    expect(GLYPHS.length).toBeLessThanOrEqual(128);
  });
});

describe('layoutMaps', () => {
  it('fills every family for one map and for nine, nine holding nine times the instances', () => {
    const [first] = sampleMapsForStats(1);
    if (first === undefined) throw new Error('no map');
    const one = layoutMaps([{ map: first }]);
    const nine = layoutMaps(
      Array.from({ length: 9 }, (_, i) => ({ map: first, offset: [i * 43, 0] as const })),
    );
    for (const family of ['floors', 'walls', 'borders', 'arrows', 'markers', 'glyphs'] as const) {
      expect(one[family].count, family).toBeGreaterThan(0);
      expect(nine[family].count, family).toBe(one[family].count * 9);
    }
    expect(nine.glyphs.cells).not.toBeNull();
  });

  it('places cells at their offsets, 1 unit per tile', () => {
    const [map] = sampleMapsForStats(1, 12, 10);
    if (map === undefined) throw new Error('no map');
    const set = layoutMaps([{ map, offset: [100, 50] }]).walls;
    // The top-left cell is a wall: centred at (100.5, 50.5).
    expect(set.matrices[12]).toBeCloseTo(100.5);
    expect(set.matrices[14]).toBeCloseTo(50.5);
  });
});

describe('overlays and picking', () => {
  it('puts highlights, labels and the team on their map', () => {
    const [a, b] = sampleMapsForStats(2, 20, 16);
    if (a === undefined || b === undefined) throw new Error('no map');
    const { offsets } = placeMaps([a, b], 2, 3);
    expect(offsets).toEqual([
      [0, 0],
      [23, 0],
    ]);
    const layers = [
      { map: a, offset: offsets[0] },
      {
        map: b,
        offset: offsets[1],
        team: { x: 2, y: 3 },
        highlights: [{ x: 3, y: 3, tone: 'costly' as const, label: '1 O₂' }],
      },
    ];
    const overlays = layoutOverlays(layers);
    expect(overlays.team.count).toBe(1);
    expect(overlays.highlights.count).toBe(1);
    expect(overlays.labels).toEqual([expect.objectContaining({ id: '3-3', text: '1 O₂' })]);
    const out = { map: -1, x: 0, y: 0 };
    expect(cellAtPoint(layers, 23 + 3.5, 3.2, out)).toBe(true);
    expect(out).toEqual({ map: 1, x: 3, y: 3 });
    expect(cellAtPoint(layers, 21.5, 3, out)).toBe(false);
  });

  it('reads an exploration: team on the entrance, neighbours framed with their oxygen cost', () => {
    const [map] = sampleMapsForStats(1);
    if (map === undefined) throw new Error('no map');
    const graph = buildGraph(map);
    const deployed = deploy(graph, {
      location: locationOf(),
      campaignDifficulty: 'adventurer',
      hasTeleporter: false,
      crew: [crewMember('ada')],
      entrance: tileSpaceId(0, 3),
    });
    if (!deployed.ok) throw new Error(deployed.reason);
    const start = explorationOverlays(deployed.state, graph);
    expect(start.team).toEqual({ x: 0, y: 3 });
    // The free move costs nothing.
    expect(start.highlights.length).toBeGreaterThan(0);
    expect(start.highlights.every((h) => h.tone === 'open' && h.label === '0 O₂')).toBe(true);
    const moved = move(deployed.state, graph, { to: 'area:r0' });
    if (!moved.ok) throw new Error(moved.reason);
    const after = explorationOverlays(moved.state, graph);
    const team = after.team;
    expect(team === null ? null : graph.spaceAt[team.y]?.[team.x]).toBe('area:r0');
    // Room 1 is Outside (open to the map's edge) and the outside air is NO: 1 oxygen a move.
    expect(after.highlights.some((h) => h.tone === 'costly' && h.label === '1 O₂')).toBe(true);
  });

  it('frames every entrance of the map the team lands on, before it lands (the deploy spaces)', () => {
    const [map] = sampleMapsForStats(1);
    if (map === undefined) throw new Error('no map');
    const graph = buildGraph(map);
    const framed = entranceHighlights(graph);
    expect(framed.length).toBeGreaterThan(0);
    expect(framed).toContainEqual(expect.objectContaining({ x: 0, y: 3, tone: 'open', label: 'Entrance' }));
    // Each framed cell is a space the team may deploy at.
    for (const h of framed) {
      const space = graph.spaceAt[h.y]?.[h.x] ?? null;
      expect(
        space === null
          ? undefined
          : graph.spaces.get(space)?.elements.some((e) => e.element.type === 'entrance'),
      ).toBe(true);
    }
  });
});
