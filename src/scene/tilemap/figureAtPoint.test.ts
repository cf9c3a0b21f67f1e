import { describe, expect, it } from 'vitest';
import { figureAtPoint } from './overlayLayout';
import { sampleMapsForStats } from './sampleMapsForStats';
import type { TileMapLayer } from './types';

/** A click on a fight's pawn on the crawl's map picks that figure: the nearest pawn under the hit, or none. */
describe('figureAtPoint', () => {
  const [map] = sampleMapsForStats(1);
  if (map === undefined) throw new Error('no sample map');
  const layer: TileMapLayer = {
    map,
    offset: [3, 0],
    figures: [
      { id: 'ada', side: 'crew', x: 2, y: 1, at: [0.37, 0.72], label: 'Ada' },
      { id: 'brann', side: 'crew', x: 2, y: 1, at: [0.63, 0.72], label: 'Brann' },
      { id: 'e1', side: 'enemy', x: 2, y: 1, at: [0.5, 0.28], label: 'Rust Hound' },
    ],
  };

  it('picks the pawn whose base holds the point, on the map at its offset', () => {
    expect(figureAtPoint([layer], 3 + 2.37, 1.72)).toBe('ada');
    expect(figureAtPoint([layer], 3 + 2.65, 1.7)).toBe('brann');
    expect(figureAtPoint([layer], 3 + 2.5, 1.28)).toBe('e1');
  });

  it('takes a hit just behind a pawn (its head, seen from the south) as the pawn, and an empty spot as none', () => {
    expect(figureAtPoint([layer], 3 + 2.37, 1.72 - 0.2)).toBe('ada');
    expect(figureAtPoint([layer], 3 + 2.37, 1.72 + 0.25)).toBeNull();
    expect(figureAtPoint([layer], 2.37, 1.72)).toBeNull();
    expect(figureAtPoint([{ ...layer, figures: [] }], 3 + 2.37, 1.72)).toBeNull();
  });
});
