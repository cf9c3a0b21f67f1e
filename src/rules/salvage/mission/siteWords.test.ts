import { describe, expect, it } from 'vitest';
import type { TerrainPiece } from '../../board/types';
import { salvageSiteWords } from './board';

/** A salvage site as the sample wreck lays them out (ids as the pack names them). */
function site(id: string, level: TerrainPiece['level']): TerrainPiece {
  return {
    id,
    kind: 'salvage-site',
    level,
    x: 0,
    z: 0,
    width: 1,
    depthExtent: 1,
    height: 0.5,
    blocksLos: false,
    cover: false,
  };
}

const terrain: readonly TerrainPiece[] = [
  site('sink-salvage-1', 3),
  site('sink-salvage-2', 3),
  site('mids-salvage-1', 2),
  site('top-salvage-1', 1),
];

describe('a salvage site in words', () => {
  // Salvage skirmish, depths: 1 – Topside, 2 – The Mids, 3 – The Sink; a site is where the salvage lies.
  it('names its depth as the document does and its point by number there, never its id', () => {
    expect(`Extract ${salvageSiteWords(terrain, 'top-salvage-1')}`).toBe(
      'Extract the salvage on Topside (point 1)',
    );
    expect(salvageSiteWords(terrain, 'sink-salvage-2')).toBe('the salvage on The Sink (point 2)');
    expect(salvageSiteWords(terrain, 'mids-salvage-1')).toBe('the salvage on The Mids (point 1)');
  });
});
